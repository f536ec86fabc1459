import { addDept, editDept, getDept, listDepts, listDeptsExcluding, removeDept, userDeptTree } from '@cbo/contracts';
import { sysDept } from '../../../db/schema';
import type { SessionUser } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { dataScopeCondition, scopeSubjectOf } from '../data-scope/data-scope';
import * as repo from './dept.repository';
import { DeptService } from './dept.service';
import { buildDeptTree } from './dept.tree';

export const deptModule: AppModule = (app, ctx) => {
  const depts = new DeptService(ctx.database, ctx.clock, ctx.sessions);
  const session = (request: { session: SessionUser | null }) => request.session as SessionUser;
  const scope = (request: { session: SessionUser | null }, permission: string) =>
    dataScopeCondition(scopeSubjectOf(session(request)), permission, { dept: sysDept.deptId });

  app.bindEndpoint(listDepts, async ({ query, request }) => ({
    data: await repo.listDepts(ctx.database, query, scope(request, 'system:dept:list')),
  }));

  app.bindEndpoint(listDeptsExcluding, async ({ params, request }) => {
    const subject = scopeSubjectOf(session(request));
    const dept = await depts.get(subject, params.deptId);
    return { data: await repo.listDeptsOutside(ctx.database, dept, scope(request, 'system:dept:list')) };
  });

  app.bindEndpoint(getDept, async ({ params, request }) => ({
    data: await depts.get(scopeSubjectOf(session(request)), params.deptId),
  }));

  app.bindEndpoint(addDept, async ({ body, request }) => {
    await depts.add(scopeSubjectOf(session(request)), body, session(request).userName);
    return {};
  });

  app.bindEndpoint(editDept, async ({ body, request }) => {
    const { deptId, ...form } = body;
    await depts.edit(scopeSubjectOf(session(request)), deptId, form, session(request).userName);
    return {};
  });

  app.bindEndpoint(removeDept, async ({ params, request }) => {
    await depts.remove(scopeSubjectOf(session(request)), params.deptId, session(request).userName);
    return {};
  });

  app.bindEndpoint(userDeptTree, async ({ query, request }) => ({
    data: buildDeptTree(await repo.listDepts(ctx.database, query, scope(request, 'system:user:list'))),
  }));
};
