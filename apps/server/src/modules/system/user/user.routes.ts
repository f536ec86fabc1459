import {
  addUser,
  changeUserStatus,
  editUser,
  exportUsers,
  getUser,
  getUserForm,
  getUserRoles,
  importPasswordSheet,
  importUsers,
  listUsers,
  removeUsers,
  resetUserPassword,
  setUserRoles,
  userImportTemplate,
} from '@cbo/contracts';
import { sysUser } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendTemplate, sendXlsx } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { dataScopeCondition } from '../data-scope/data-scope';
import { allPosts } from '../post/post.api';
import { userColumns } from './user.excel';
import { UserImport } from './user.import';
import * as repo from './user.repository';
import { UserService } from './user.service';
import { PasswordSheets, passwordSheetColumns } from './user-password-sheet';

export const userModule: AppModule = (app, ctx) => {
  const users = new UserService(ctx);
  const { dicts } = ctx;
  const importer = new UserImport({
    database: ctx.database,
    clock: ctx.clock,
    configs: ctx.configs,
    sessions: ctx.sessions,
    appSecret: ctx.config.appSecret,
  });
  const passwordSheets = new PasswordSheets({ cache: ctx.cache, clock: ctx.clock, appSecret: ctx.config.appSecret });
  const dict = async (type: string) => await dicts.options(type);
  const columns = async () => userColumns(await dict('sys_user_sex'), await dict('sys_normal_disable'));
  const scope = (actor: Actor, permission: string) =>
    dataScopeCondition(actor.subject, permission, { dept: sysUser.deptId, user: sysUser.userId });

  app.bindEndpoint(listUsers, async ({ query, actor }) =>
    repo.listUsers(ctx.database, query, scope(actor, 'system:user:list'), query),
  );

  app.bindEndpoint(getUserForm, async ({ actor }) => ({
    roles: await users.assignableRoles(actor, undefined),
    posts: await allPosts(ctx.database),
  }));

  app.bindEndpoint(getUser, async ({ params, actor }) => {
    await users.checkTargets(actor, 'system:user:query', [params.userId]);
    const user = await repo.findUser(ctx.database, params.userId);
    if (!user) return { roles: [], posts: [] };
    return {
      data: user,
      postIds: await repo.userPostIds(ctx.database, params.userId),
      roleIds: await repo.userRoleIds(ctx.database, params.userId),
      roles: await users.assignableRoles(actor, params.userId),
      posts: await allPosts(ctx.database),
    };
  });

  app.bindEndpoint(addUser, async ({ body, actor }) => {
    await users.add(actor, body);
    return {};
  });

  app.bindEndpoint(editUser, async ({ body, actor }) => {
    await users.edit(actor, body);
    return {};
  });

  app.bindEndpoint(removeUsers, async ({ params, actor }) => {
    await users.remove(actor, params.userIds.split(',').map(Number));
    return {};
  });

  app.bindEndpoint(resetUserPassword, async ({ body, actor }) => {
    await users.resetPassword(actor, body.userId, body.password);
    return {};
  });

  app.bindEndpoint(changeUserStatus, async ({ body, actor }) => {
    await users.changeStatus(actor, body.userId, body.status);
    return {};
  });

  app.bindEndpoint(getUserRoles, async ({ params, actor }) => {
    await users.checkTargets(actor, 'system:user:query', [params.userId]);
    const user = await repo.findUser(ctx.database, params.userId);
    if (!user) throw new Error('unreachable: a user in scope is live');
    const held = new Set(await repo.userRoleIds(ctx.database, params.userId));
    const roles = (await users.assignableRoles(actor, params.userId)).map((role) => ({
      ...role,
      flag: held.has(role.roleId),
    }));
    return { user, roles };
  });

  app.bindEndpoint(setUserRoles, async ({ query, actor }) => {
    const roleIds = query.roleIds ? query.roleIds.split(',').map(Number) : [];
    await users.setRoles(actor, query.userId, roleIds);
    return {};
  });

  app.bindEndpoint(exportUsers, async ({ body, reply, actor }) => {
    const where = repo.userWhere(body, scope(actor, 'system:user:export'));
    const batches = keysetBatches(
      (after, size) => repo.usersAfter(ctx.database, where, after, size),
      (user) => user.userId,
    );
    sendXlsx({
      reply,
      fileName: `用户数据_${ctx.clock.now()}.xlsx`,
      sheetName: '用户数据',
      columns: await columns(),
      batches,
    });
    return reply;
  });

  app.bindEndpoint(userImportTemplate, async ({ reply }) => {
    sendTemplate(reply, '用户导入模板.xlsx', '用户数据', await columns());
    return reply;
  });

  app.bindEndpoint(importUsers, async ({ query, request, actor }) => {
    const file = await readSpreadsheetUpload(request);
    const yes = (flag: string) => flag === 'true' || flag === '1';
    const cols = (await columns()) as ExcelColumn<unknown>[];
    const options = { updateSupport: yes(query.updateSupport), smsLogin: yes(query.smsLogin) };
    const { msg, issued } = await importer.run({ actor, file, columns: cols, options, locale: request.locale });
    if (issued.length === 0) return { msg };
    return { msg, passwordSheet: await passwordSheets.keep(actor.userId, issued) };
  });

  app.bindEndpoint(importPasswordSheet, async ({ params, reply, actor }) => {
    const issued = await passwordSheets.take(actor.userId, params.sheetId);
    if (!issued) throw AppError.rule('user.passwordSheetGone');
    sendXlsx({
      reply,
      fileName: `一次性密码_${ctx.clock.now()}.xlsx`,
      sheetName: '一次性密码',
      columns: passwordSheetColumns,
      batches: (async function* () {
        yield issued;
      })(),
    });
    return reply;
  });
};
