import {
  addUser,
  changeUserStatus,
  editUser,
  getUser,
  getUserForm,
  getUserRoles,
  listUsers,
  removeUsers,
  resetUserPassword,
  setUserRoles,
} from '@cbo/contracts';
import { sysUser } from '../../../db/schema';
import type { SessionUser } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { dataScopeCondition, scopeSubjectOf } from '../data-scope/data-scope';
import { allPosts } from '../post/post.repository';
import * as repo from './user.repository';
import { type Actor, UserService } from './user.service';

export const userModule: AppModule = (app, ctx) => {
  const users = new UserService(ctx.database, ctx.clock, ctx.sessions);
  const session = (request: { session: SessionUser | null }) => request.session as SessionUser;
  const actor = (request: { session: SessionUser | null }): Actor => {
    const current = session(request);
    return { subject: scopeSubjectOf(current), userId: current.userId, userName: current.userName };
  };
  const scope = (request: { session: SessionUser | null }, permission: string) =>
    dataScopeCondition(scopeSubjectOf(session(request)), permission, { dept: sysUser.deptId, user: sysUser.userId });

  app.bindEndpoint(listUsers, async ({ query, request }) =>
    repo.listUsers(ctx.database, query, scope(request, 'system:user:list'), query),
  );

  app.bindEndpoint(getUserForm, async () => ({
    roles: await users.assignableRoles(undefined),
    posts: await allPosts(ctx.database),
  }));

  app.bindEndpoint(getUser, async ({ params, request }) => {
    await users.checkTargets(actor(request), 'system:user:query', [params.userId]);
    const user = await repo.findUser(ctx.database, params.userId);
    if (!user) return { roles: [], posts: [] };
    return {
      data: user,
      postIds: await repo.userPostIds(ctx.database, params.userId),
      roleIds: await repo.userRoleIds(ctx.database, params.userId),
      roles: await users.assignableRoles(params.userId),
      posts: await allPosts(ctx.database),
    };
  });

  app.bindEndpoint(addUser, async ({ body, request }) => {
    await users.add(actor(request), body);
    return {};
  });

  app.bindEndpoint(editUser, async ({ body, request }) => {
    await users.edit(actor(request), body);
    return {};
  });

  app.bindEndpoint(removeUsers, async ({ params, request }) => {
    await users.remove(actor(request), params.userIds.split(',').map(Number));
    return {};
  });

  app.bindEndpoint(resetUserPassword, async ({ body, request }) => {
    await users.resetPassword(actor(request), body.userId, body.password);
    return {};
  });

  app.bindEndpoint(changeUserStatus, async ({ body, request }) => {
    await users.changeStatus(actor(request), body.userId, body.status);
    return {};
  });

  app.bindEndpoint(getUserRoles, async ({ params, request }) => {
    await users.checkTargets(actor(request), 'system:user:query', [params.userId]);
    const user = await repo.findUser(ctx.database, params.userId);
    if (!user) throw new Error('unreachable: a user in scope is live');
    const held = new Set(await repo.userRoleIds(ctx.database, params.userId));
    const roles = (await users.assignableRoles(params.userId)).map((role) => ({
      ...role,
      flag: held.has(role.roleId),
    }));
    return { user, roles };
  });

  app.bindEndpoint(setUserRoles, async ({ query, request }) => {
    const roleIds = query.roleIds ? query.roleIds.split(',').map(Number) : [];
    await users.setRoles(actor(request), query.userId, roleIds);
    return {};
  });
};
