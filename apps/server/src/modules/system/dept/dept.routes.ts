import { addDept, editDept, getDept, listDepts, listDeptsExcluding, removeDept, userDeptTree } from '@cbo/contracts';
import { sysDept } from '../../../db/schema';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { dataScopeCondition } from '../data-scope/data-scope';
import * as repo from './dept.repository';
import { DeptService } from './dept.service';
import { buildDeptTree } from './dept.tree';

export const deptModule: AppModule = (app, ctx) => {
  const depts = new DeptService(ctx);
  const scope = (actor: Actor, permission: string) =>
    dataScopeCondition(actor.subject, permission, { dept: sysDept.deptId });

  app.bindEndpoint(listDepts, async ({ query, actor }) => ({
    data: await repo.listDepts(ctx.database, query, scope(actor, 'system:dept:list')),
  }));

  app.bindEndpoint(listDeptsExcluding, async ({ params, actor }) => {
    const dept = await depts.get(actor.subject, params.deptId);
    return { data: await repo.listDeptsOutside(ctx.database, dept, scope(actor, 'system:dept:list')) };
  });

  app.bindEndpoint(getDept, async ({ params, actor }) => ({
    data: await depts.get(actor.subject, params.deptId),
  }));

  app.bindEndpoint(addDept, async ({ body, actor }) => {
    await depts.add(actor.subject, body, actor.userName);
    return {};
  });

  app.bindEndpoint(editDept, async ({ body, actor }) => {
    const { deptId, ...form } = body;
    await depts.edit(actor.subject, deptId, form, actor.userName);
    return {};
  });

  app.bindEndpoint(removeDept, async ({ params, actor }) => {
    await depts.remove(actor.subject, params.deptId, actor.userName);
    return {};
  });

  app.bindEndpoint(userDeptTree, async ({ query, actor }) => ({
    data: buildDeptTree(await repo.listDepts(ctx.database, query, scope(actor, 'system:user:list'))),
  }));
};
