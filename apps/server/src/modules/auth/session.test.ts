import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ROLE_IDS } from '../../db/seed/organisation';
import { planDataScope, scopeSubjectOf } from '../system/data-scope/data-scope';
import { SessionStore } from './session-store';

let t: TestApp;
let sessions: SessionStore;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  sessions = new SessionStore({ database: t.database, cache: t.cache, clock: t.clock });
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) });
const MINUTE = 60_000;

describe('sessions', () => {
  it('slide: refreshed when under 20 minutes remain, dead 30 minutes after the last refresh', async () => {
    const token = await loginAs(t.app, 'admin');
    t.clock.advance(9 * MINUTE);
    expect((await info(token)).json().code).toBe(200);
    t.clock.advance(20 * MINUTE);
    expect((await info(token)).json().code).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await info(token)).json().code).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await info(token)).json()).toEqual({
      code: 401,
      msg: '请求访问：/prod-api/getInfo，认证失败，无法访问系统资源',
    });
  });

  it('do not slide before 20 minutes remain', async () => {
    const token = await loginAs(t.app, 'admin');
    t.clock.advance(9 * MINUTE);
    expect((await info(token)).json().code).toBe(200);
    t.clock.advance(21 * MINUTE);
    expect((await info(token)).json().code).toBe(401);
  });

  it('are listed by last access and revoked through the per-user index without scanning', async () => {
    const first = await loginAs(t.app, 'organiser');
    t.clock.advance(2_000);
    const second = await loginAs(t.app, 'organiser');
    const other = await loginAs(t.app, 'expert');
    t.clock.advance(2_000);
    await info(first);
    const listed = await sessions.list(0, 10);
    expect(listed.rows[0].userName).toBe('organiser');
    expect(listed.rows.map((row) => row.userName)).toEqual(expect.arrayContaining(['organiser', 'expert']));
    expect(listed.rows.some((row) => 'token' in row)).toBe(false);
    expect(await sessions.revokeUser(2)).toBe(2);
    expect((await info(first)).json().code).toBe(401);
    expect((await info(second)).json().code).toBe(401);
    expect((await info(other)).json().code).toBe(200);
  });

  it('see a permission change on their next call, with a new permission version', async () => {
    const token = await loginAs(t.app, 'sysadmin');
    const before = await info(token);
    expect(before.json().permissions).toContain('system:user:list');
    const version = before.headers['x-perm-version'];
    expect(version).toBe(before.json().permVersion);
    await t.database
      .exec()
      .execute(
        sql`delete from sys_role_menu where role_id = ${ROLE_IDS.sysadmin} and menu_id in (select menu_id from sys_menu where perms = 'system:user:list')`,
      );
    await sessions.bumpEpoch();
    const after = await info(token);
    expect(after.json().permissions).not.toContain('system:user:list');
    expect(after.headers['x-perm-version']).not.toBe(version);
  });

  it('end when the account is disabled and the change is announced', async () => {
    const token = await loginAs(t.app, 'auditor');
    await t.database.exec().execute(sql`update sys_user set status = '1' where user_name = 'auditor'`);
    await sessions.bumpEpoch();
    expect((await info(token)).json().code).toBe(401);
    await t.database.exec().execute(sql`update sys_user set status = '0' where user_name = 'auditor'`);
  });

  it('end at logout, which writes a login-log row and always succeeds', async () => {
    const token = await loginAs(t.app, 'admin');
    const out = await t.app.inject({ method: 'POST', url: '/prod-api/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ code: 200, msg: '退出成功' });
    expect((await info(token)).json().code).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/prod-api/logout', headers: bearer(token) });
    expect(again.json()).toEqual({ code: 200, msg: '退出成功' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/prod-api/logout' });
    expect(anonymous.json().code).toBe(200);
    const logged = await rows<{ msg: string }>(
      t.database,
      sql`select msg from sys_logininfor where user_name = 'admin' order by info_id desc limit 1`,
    );
    expect(logged[0].msg).toBe('退出成功');
  });
});

describe('session rights for data scope', () => {
  it('carry each enabled role with its own permissions and scope', async () => {
    const sysadmin = await sessions.resolve(await loginAs(t.app, 'sysadmin'));
    expect(sysadmin?.scopeRoles).toEqual([
      expect.objectContaining({ roleKey: 'sysadmin', dataScope: '1', status: '0' }),
    ]);
    // (an earlier test took system:user:list from this role)
    expect(sysadmin?.scopeRoles[0].permissions).toContain('system:dept:list');
    expect(planDataScope(scopeSubjectOf(sysadmin!), 'system:dept:list')).toBe('all');

    // The organiser's role, all-data too, carries the competition rights and no department listing
    // (issue 29), so it takes no part for that permission.
    const organiser = await sessions.resolve(await loginAs(t.app, 'organiser'));
    expect(organiser?.scopeRoles).toEqual([expect.objectContaining({ roleKey: 'organiser', dataScope: '1' })]);
    expect(organiser?.scopeRoles[0].permissions).toContain('comp:application:list');
    expect(organiser?.scopeRoles[0].permissions).not.toContain('system:dept:list');
    expect(planDataScope(scopeSubjectOf(organiser!), 'system:dept:list')).toEqual([]);

    const auditor = await sessions.resolve(await loginAs(t.app, 'auditor'));
    expect(auditor?.scopeRoles).toEqual([expect.objectContaining({ roleKey: 'auditor', dataScope: '4' })]);
    expect(auditor?.scopeRoles[0].permissions).toContain('comp:audit:decide');
    expect(auditor?.scopeRoles[0].permissions).not.toContain('system:user:list');
    // The auditor role grants no user listing, so it takes no part for that permission.
    expect(planDataScope(scopeSubjectOf(auditor!), 'system:user:list')).toEqual([]);
    expect(planDataScope(scopeSubjectOf(auditor!), undefined)).toEqual([
      { kind: 'deptAndBelow', deptId: auditor!.deptId },
    ]);
  });
});

describe('getInfo', () => {
  it('answers the user without any password hash, role keys and permissions', async () => {
    const token = await loginAs(t.app, 'admin');
    const res = await info(token);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      roles: ['admin'],
      permissions: ['*:*:*'],
      pwdChangeRequired: false,
      user: { userId: 1, userName: 'admin', admin: true, dept: { deptId: 100 }, roles: [{ roleKey: 'admin' }] },
    });
    expect(res.body).not.toMatch(/argon2|\$2[aby]\$|"password"/);
  });

  it('lists a non-admin user’s role keys and menu permissions', async () => {
    const body = (await info(await loginAs(t.app, 'expert'))).json();
    expect(body.roles).toEqual(['expert']);
    // 我的评审: scoring and declaring conflicts (the seeded expert role).
    expect([...body.permissions].sort()).toEqual(['comp:coi:declare', 'comp:taskinfo:edit']);
    expect(body.user.admin).toBe(false);
  });

  it('answers this login’s address and time, and a profile change once it is announced', async () => {
    const token = await loginAs(t.app, 'expert');
    const before = (await info(token)).json().user;
    expect(before.loginIp).toBe('127.0.0.1');
    expect(before.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await t.database.exec().execute(sql`update sys_user set nick_name = '新专家' where user_name = 'expert'`);
    await sessions.bumpEpoch();
    expect((await info(token)).json().user.nickName).toBe('新专家');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/prod-api/getInfo' })).json().code).toBe(401);
    expect((await t.app.inject({ url: '/prod-api/getInfo', headers: bearer('forged') })).json().code).toBe(401);
  });
});

describe('getRouters', () => {
  it('gives the admin the whole system, monitor and tool tree', async () => {
    const res = await t.app.inject({ url: '/prod-api/getRouters', headers: bearer(await loginAs(t.app, 'admin')) });
    const data = res.json().data as Array<Record<string, unknown> & { children?: Array<Record<string, unknown>> }>;
    const system = data.find((route) => route.path === '/system');
    expect(system).toMatchObject({ component: 'Layout', alwaysShow: true, redirect: 'noRedirect', hidden: false });
    expect(system?.children?.find((child) => child.path === 'user')).toMatchObject({
      name: 'User',
      component: 'system/user/index',
      meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
    });
    expect(data.map((route) => route.path)).toEqual(expect.arrayContaining(['/system', '/monitor', '/tool']));
  });

  it('gives a user only the menus of their enabled roles', async () => {
    const expertRouters = async () =>
      (await t.app.inject({ url: '/prod-api/getRouters', headers: bearer(await loginAs(t.app, 'expert')) })).json()
        .data as Array<{ path: string; children?: Array<{ path: string; component: string; hidden: boolean }> }>;
    // The expert's one page: 大赛管理 › 我的评审.
    const routers = await expertRouters();
    expect(routers.map((route) => route.path)).toEqual(['/comp']);
    expect(routers[0].children?.map(({ path, component, hidden }) => ({ path, component, hidden }))).toEqual([
      { path: 'myReview', component: 'comp/myReview/index', hidden: false },
    ]);
    await t.database.exec().execute(sql`update sys_role set status = '1' where role_key = 'expert'`);
    await sessions.bumpEpoch();
    expect(await expertRouters()).toEqual([]);
    await t.database.exec().execute(sql`update sys_role set status = '0' where role_key = 'expert'`);
    await t.database.exec().execute(sql`update sys_role set status = '1' where role_key = 'organiser'`);
    await sessions.bumpEpoch();
    const organiser = await t.app.inject({
      url: '/prod-api/getRouters',
      headers: bearer(await loginAs(t.app, 'organiser')),
    });
    expect(organiser.json().data).toEqual([]);
    await t.database.exec().execute(sql`update sys_role set status = '0' where role_key = 'organiser'`);
  });
});
