import {
  addRole,
  allocatedUsers,
  cancelRoleUser,
  cancelRoleUsers,
  changeRoleStatus,
  editRole,
  exportRoles,
  getRole,
  grantRoleUsers,
  listRoles,
  removeRoles,
  roleDeptTree,
  roleOptions,
  setRoleDataScope,
  unallocatedUsers,
} from '@cbo/contracts';
import { sysDept, sysUser } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { dataScopeCondition, roleScope } from '../data-scope/data-scope';
import { listDepts } from '../dept/dept.api';
import { buildDeptTree } from '../dept/dept.tree';
import { listUsers } from '../user/user.api';
import { roleColumns } from './role.columns';
import * as repo from './role.repository';
import { RoleService } from './role.service';

const ids = (text: string) => text.split(',').map(Number);

export const roleModule: AppModule = (app, ctx) => {
  const roles = new RoleService(ctx);
  const { dicts } = ctx;
  const scope = (actor: Actor, permission: string) => roleScope(ctx.database, actor.subject, permission);
  const userScope = (actor: Actor) =>
    dataScopeCondition(actor.subject, 'system:role:list', {
      dept: sysUser.deptId,
      user: sysUser.userId,
    });

  app.bindEndpoint(listRoles, async ({ query, actor }) =>
    repo.listRoles(ctx.database, query, scope(actor, 'system:role:list'), query),
  );
  app.bindEndpoint(roleOptions, async ({ actor }) => ({
    data: await repo.allRoles(ctx.database, scope(actor, 'system:role:query')),
  }));
  app.bindEndpoint(getRole, async ({ params, actor }) => {
    await roles.target(actor, 'system:role:query', [params.roleId]).catch((error: unknown) => {
      // Reading the admin role is fine; only changing it is refused.
      if (!(error instanceof AppError && error.key === 'role.adminProtected')) throw error;
    });
    const role = await repo.findRole(ctx.database, params.roleId);
    if (!role) throw AppError.rule('common.notFound');
    return { data: role };
  });
  app.bindEndpoint(addRole, async ({ body, actor }) => {
    await roles.add(actor, body);
    return {};
  });
  app.bindEndpoint(editRole, async ({ body, actor }) => {
    const { roleId, ...form } = body;
    await roles.edit(actor, roleId, form);
    return {};
  });
  app.bindEndpoint(setRoleDataScope, async ({ body, actor }) => {
    const { roleId, ...scope } = body;
    await roles.setDataScope(actor, roleId, scope);
    return {};
  });
  app.bindEndpoint(exportRoles, async ({ body, reply, actor }) => {
    const where = scope(actor, 'system:role:export');
    const batches = keysetBatches(
      (after, size) => repo.rolesAfter(ctx.database, body, where, after, size),
      (role) => role.roleId,
    );
    const statuses = await dicts.options('sys_normal_disable');
    sendXlsx({
      reply,
      fileName: `角色数据_${ctx.clock.now()}.xlsx`,
      sheetName: '角色数据',
      columns: roleColumns(statuses),
      batches,
    });
    return reply;
  });
  app.bindEndpoint(changeRoleStatus, async ({ body, actor }) => {
    await roles.changeStatus(actor, body.roleId, body.status);
    return {};
  });
  app.bindEndpoint(removeRoles, async ({ params, actor }) => {
    await roles.remove(actor, ids(params.roleIds));
    return {};
  });
  app.bindEndpoint(allocatedUsers, async ({ query, actor }) =>
    listUsers(ctx.database, query, userScope(actor), query, repo.holdsRole(query.roleId, true)),
  );
  app.bindEndpoint(unallocatedUsers, async ({ query, actor }) =>
    listUsers(ctx.database, query, userScope(actor), query, repo.holdsRole(query.roleId, false)),
  );
  app.bindEndpoint(cancelRoleUser, async ({ body, actor }) => {
    await roles.grant(actor, body.roleId, [body.userId], false);
    return {};
  });
  app.bindEndpoint(cancelRoleUsers, async ({ query, actor }) => {
    await roles.grant(actor, query.roleId, ids(query.userIds), false);
    return {};
  });
  app.bindEndpoint(grantRoleUsers, async ({ query, actor }) => {
    await roles.grant(actor, query.roleId, ids(query.userIds), true);
    return {};
  });
  app.bindEndpoint(roleDeptTree, async ({ params, actor }) => {
    await roles.visible(actor, 'system:role:query', [params.roleId]);
    const depts = await listDepts(
      ctx.database,
      {},
      dataScopeCondition(actor.subject, 'system:role:query', { dept: sysDept.deptId }),
    );
    return { checkedKeys: await repo.roleDeptIds(ctx.database, params.roleId), depts: buildDeptTree(depts) };
  });
};
