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
import type { SessionUser } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { dataScopeCondition, roleScope, scopeSubjectOf } from '../data-scope/data-scope';
import { listDepts } from '../dept/dept.api';
import { buildDeptTree } from '../dept/dept.tree';
import { DictService } from '../dict/dict.service';
import { listUsers } from '../user/user.api';
import { roleColumns } from './role.columns';
import * as repo from './role.repository';
import { type RoleActor, RoleService } from './role.service';

const ids = (text: string) => text.split(',').map(Number);

export const roleModule: AppModule = (app, ctx) => {
  const roles = new RoleService(ctx.database, ctx.clock, ctx.sessions);
  const dicts = new DictService(ctx.database, ctx.cache);
  const session = (request: { session: SessionUser | null }) => request.session as SessionUser;
  const actor = (request: { session: SessionUser | null }): RoleActor => {
    const current = session(request);
    return { subject: scopeSubjectOf(current), userName: current.userName, permissions: current.permissions };
  };
  const scope = (request: { session: SessionUser | null }, permission: string) =>
    roleScope(ctx.database, scopeSubjectOf(session(request)), permission);
  const userScope = (request: { session: SessionUser | null }) =>
    dataScopeCondition(scopeSubjectOf(session(request)), 'system:role:list', {
      dept: sysUser.deptId,
      user: sysUser.userId,
    });

  app.bindEndpoint(listRoles, async ({ query, request }) =>
    repo.listRoles(ctx.database, query, scope(request, 'system:role:list'), query),
  );
  app.bindEndpoint(roleOptions, async ({ request }) => ({
    data: await repo.allRoles(ctx.database, scope(request, 'system:role:query')),
  }));
  app.bindEndpoint(getRole, async ({ params, request }) => {
    await roles.target(actor(request), 'system:role:query', [params.roleId]).catch((error: unknown) => {
      // Reading the admin role is fine; only changing it is refused.
      if (!(error instanceof AppError && error.key === 'role.adminProtected')) throw error;
    });
    const role = await repo.findRole(ctx.database, params.roleId);
    if (!role) throw AppError.rule('common.notFound');
    return { data: role };
  });
  app.bindEndpoint(addRole, async ({ body, request }) => {
    await roles.add(actor(request), body);
    return {};
  });
  app.bindEndpoint(editRole, async ({ body, request }) => {
    const { roleId, ...form } = body;
    await roles.edit(actor(request), roleId, form);
    return {};
  });
  app.bindEndpoint(setRoleDataScope, async ({ body, request }) => {
    const { roleId, ...scope } = body;
    await roles.setDataScope(actor(request), roleId, scope);
    return {};
  });
  app.bindEndpoint(exportRoles, async ({ body, request, reply }) => {
    const where = scope(request, 'system:role:export');
    const batches = keysetBatches(
      (after, size) => repo.rolesAfter(ctx.database, body, where, after, size),
      (role) => role.roleId,
    );
    const statuses = (await dicts.enabledEntries('sys_normal_disable')).map((entry) => ({
      value: entry.dictValue,
      label: entry.dictLabel,
    }));
    sendXlsx(reply, `角色数据_${ctx.clock.now()}.xlsx`, '角色数据', roleColumns(statuses), batches);
    return reply;
  });
  app.bindEndpoint(changeRoleStatus, async ({ body, request }) => {
    await roles.changeStatus(actor(request), body.roleId, body.status);
    return {};
  });
  app.bindEndpoint(removeRoles, async ({ params, request }) => {
    await roles.remove(actor(request), ids(params.roleIds));
    return {};
  });
  app.bindEndpoint(allocatedUsers, async ({ query, request }) =>
    listUsers(ctx.database, query, userScope(request), query, repo.holdsRole(query.roleId, true)),
  );
  app.bindEndpoint(unallocatedUsers, async ({ query, request }) =>
    listUsers(ctx.database, query, userScope(request), query, repo.holdsRole(query.roleId, false)),
  );
  app.bindEndpoint(cancelRoleUser, async ({ body, request }) => {
    await roles.grant(actor(request), body.roleId, [body.userId], false);
    return {};
  });
  app.bindEndpoint(cancelRoleUsers, async ({ query, request }) => {
    await roles.grant(actor(request), query.roleId, ids(query.userIds), false);
    return {};
  });
  app.bindEndpoint(grantRoleUsers, async ({ query, request }) => {
    await roles.grant(actor(request), query.roleId, ids(query.userIds), true);
    return {};
  });
  app.bindEndpoint(roleDeptTree, async ({ params, request }) => {
    const depts = await listDepts(
      ctx.database,
      {},
      dataScopeCondition(scopeSubjectOf(session(request)), 'system:role:query', { dept: sysDept.deptId }),
    );
    return { checkedKeys: await repo.roleDeptIds(ctx.database, params.roleId), depts: buildDeptTree(depts) };
  });
};
