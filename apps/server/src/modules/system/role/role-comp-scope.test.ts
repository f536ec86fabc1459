import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { widestCompScope } from '../../auth/authz.service';
import { SessionStore } from '../../auth/session-store';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const roleIdOf = async (key: string) =>
  Number(
    (
      await rows<{ role_id: number }>(
        t.database,
        sql`select role_id from sys_role where role_key = ${key} and del_flag = '0'`,
      )
    )[0]?.role_id,
  );
const storedScope = async (roleId: number) =>
  (await rows<{ comp_scope: string }>(t.database, sql`select comp_scope from sys_role where role_id = ${roleId}`))[0]
    ?.comp_scope;
/** What the server keeps for the token's session (the competition modules read it from there). */
const sessionOf = (token: string) =>
  new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).resolve(token);

describe('competition scope of a role', () => {
  it('is seeded per role and listed with the roles', async () => {
    const list = (await api('GET', '/system/role/list?pageSize=50')).json();
    const byKey = Object.fromEntries(
      list.rows.map((r: { roleKey: string; compScope: string }) => [r.roleKey, r.compScope]),
    );
    expect(byKey).toMatchObject({ admin: '1', organiser: '1', auditor: '2', expert: '4' });
    expect((await api('GET', `/system/role/${await roleIdOf('auditor')}`)).json().data.compScope).toBe('2');
  });

  it('a new role gets 4 (own) unless given; an edit without it keeps it; an unknown value is refused', async () => {
    const base = { roleKey: 'comp_a', roleSort: 9, menuIds: [] };
    expect((await api('POST', '/system/role', { ...base, roleName: '大赛甲' })).json().code).toBe(200);
    const roleId = await roleIdOf('comp_a');
    expect(await storedScope(roleId)).toBe('4');

    expect(
      (await api('PUT', '/system/role', { ...base, roleId, roleName: '大赛甲', compScope: '3' })).json().code,
    ).toBe(200);
    expect(await storedScope(roleId)).toBe('3');
    expect((await api('PUT', '/system/role', { ...base, roleId, roleName: '大赛甲二' })).json().code).toBe(200);
    expect(await storedScope(roleId)).toBe('3');

    const refused = (await api('PUT', '/system/role', { ...base, roleId, roleName: '大赛甲', compScope: '9' })).json();
    expect(refused.code).not.toBe(200);
    expect(refused.msg).toContain('compScope');
    expect(await storedScope(roleId)).toBe('3');

    expect(
      (await api('POST', '/system/role', { ...base, roleKey: 'comp_b', roleName: '大赛乙', compScope: '2' })).json()
        .code,
    ).toBe(200);
    expect(await storedScope(await roleIdOf('comp_b'))).toBe('2');
  });

  it('is set through the data scope call, which leaves it alone when not given', async () => {
    const roleId = await roleIdOf('expert');
    const set = await api('PUT', '/system/role/dataScope', { roleId, dataScope: '5', compScope: '3' });
    expect(set.json().code).toBe(200);
    expect(await storedScope(roleId)).toBe('3');
    expect((await api('PUT', '/system/role/dataScope', { roleId, dataScope: '3' })).json().code).toBe(200);
    expect(await storedScope(roleId)).toBe('3');
    const refused = await api('PUT', '/system/role/dataScope', { roleId, dataScope: '5', compScope: '0' });
    expect(refused.json().code).not.toBe(200);
    expect(await storedScope(roleId)).toBe('3');
    // The admin role is never changed.
    const admins = await api('PUT', '/system/role/dataScope', { roleId: 1, dataScope: '1', compScope: '4' });
    expect(admins.json().msg).toBe('不允许操作超级管理员角色');
    expect(await storedScope(1)).toBe('1');
  });

  it('reaches the holder’s session at once, with a new permission version', async () => {
    const roleId = await roleIdOf('expert');
    await api('PUT', '/system/role/dataScope', { roleId, dataScope: '5', compScope: '4' });
    const expert = await loginAs(t.app, 'expert');
    const before = await api('GET', '/getInfo', undefined, expert);
    const version = before.headers['x-perm-version'];
    expect(version).toBeTruthy();
    expect((await sessionOf(expert))?.compScope).toBe('4');
    expect((await sessionOf(expert))?.scopeRoles.map((role) => role.compScope)).toEqual(['4']);

    expect((await api('PUT', '/system/role/dataScope', { roleId, dataScope: '5', compScope: '2' })).json().code).toBe(
      200,
    );
    const after = await api('GET', '/getInfo', undefined, expert);
    expect(after.headers['x-perm-version']).not.toBe(version);
    expect(after.json().permVersion).toBe(after.headers['x-perm-version']);
    expect((await sessionOf(expert))?.compScope).toBe('2');
    // getInfo names the roles as the reference does, without the competition scope.
    expect(after.json().user.roles[0]).not.toHaveProperty('compScope');
  });

  it('gives a holder of several roles the widest, and the admin role all', async () => {
    expect(widestCompScope([{ compScope: '4' }, { compScope: '2' }, { compScope: '3' }])).toBe('2');
    expect(widestCompScope([])).toBe('4');
    const organiserId = Number(
      (await rows<{ user_id: number }>(t.database, sql`select user_id from sys_user where user_name = 'organiser'`))[0]
        .user_id,
    );
    const comp = await roleIdOf('comp_b');
    await api('PUT', `/system/role/authUser/selectAll?roleId=${comp}&userIds=${organiserId}`);
    const organiser = await loginAs(t.app, 'organiser');
    await api('GET', '/getInfo', undefined, organiser);
    expect((await sessionOf(organiser))?.compScope).toBe('1');
    expect((await sessionOf(admin))?.compScope).toBe('1');
  });
});
