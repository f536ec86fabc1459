import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { call, type Staff, staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ROLE_IDS } from '../../../db/seed/organisation';

let t: TestApp;
let admin: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) => call(t.app, token, method, url, payload);

const roleRow = async (roleId: number) =>
  (
    await rows<{ data_scope: string; comp_scope: string; status: string; del_flag: string; role_name: string }>(
      t.database,
      sql`select data_scope, comp_scope, status, del_flag, role_name from sys_role where role_id = ${roleId}`,
    )
  )[0];
const holders = async (roleId: number) =>
  (await rows<{ user_id: number }>(t.database, sql`select user_id from sys_user_role where role_id = ${roleId}`)).map(
    (row) => Number(row.user_id),
  );
const roleIdOf = async (key: string) =>
  Number(
    (
      await rows<{ role_id: number }>(
        t.database,
        sql`select role_id from sys_role where role_key = ${key} and del_flag = '0'`,
      )
    )[0]?.role_id,
  );
const userCount = async (token: string) => (await api('GET', '/system/user/list?pageSize=100', undefined, token)).total;

/** Role and user management, scoped to its own department (101) and region. */
const delegatorSpec = {
  perms: (perm: string) => /^system:(role|user):/.test(perm) && perm !== 'system:user:resetPwd',
  dataScope: '3' as const,
  compScope: '2' as const,
};
let delegator: Staff;
let bigRole: number;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  delegator = await staffWith(t.app, admin, { name: 'delegator', ...delegatorSpec });
  // A role with more than the delegator holds (password resets, all data).
  await staffWith(t.app, admin, { name: 'big_boss', perms: (perm) => perm.startsWith('system:user:') });
  bigRole = await roleIdOf('big_boss');
});
afterAll(() => t.close());

describe('a data-scoped user cannot lift its own scope (issue 26)', () => {
  it('refuses every change of a role the caller holds, and nothing is written', async () => {
    const own = delegator.roleId;
    const seen = await userCount(delegator.token);
    const ownMsg = "不允许修改自己拥有的角色'delegator'";
    const attempts = [
      () => api('PUT', '/system/role/dataScope', { roleId: own, dataScope: '1' }, delegator.token),
      () =>
        api(
          'PUT',
          '/system/role',
          { roleId: own, roleName: 'delegator', roleKey: 'delegator', roleSort: 1, menuIds: delegator.menuIds },
          delegator.token,
        ),
      () => api('PUT', '/system/role/changeStatus', { roleId: own, status: '1' }, delegator.token),
      () => api('DELETE', `/system/role/${own}`, undefined, delegator.token),
      () => api('PUT', `/system/role/authUser/selectAll?roleId=${own}&userIds=2`, undefined, delegator.token),
      () => api('PUT', '/system/role/authUser/cancel', { roleId: own, userId: delegator.userId }, delegator.token),
    ];
    for (const attempt of attempts) expect(await attempt()).toEqual({ code: 500, msg: ownMsg });
    expect(await roleRow(own)).toMatchObject({ data_scope: '3', comp_scope: '2', status: '0', del_flag: '0' });
    expect(await holders(own)).toEqual([delegator.userId]);
    const relogged = await loginAs(t.app, 'delegator', 'Next2026x');
    expect(await userCount(relogged)).toBe(seen);
  });

  it('the seeded system administrator, narrowed to its department and below, cannot widen its own role', async () => {
    const sysadminRole = ROLE_IDS.sysadmin;
    expect((await api('PUT', '/system/role/dataScope', { roleId: sysadminRole, dataScope: '4' })).code).toBe(200);
    const sysadmin = await loginAs(t.app, 'sysadmin');
    const answer = await api('PUT', '/system/role/dataScope', { roleId: sysadminRole, dataScope: '1' }, sysadmin);
    expect(answer.msg).toBe("不允许修改自己拥有的角色'系统管理员'");
    expect((await roleRow(sysadminRole)).data_scope).toBe('4');
    // The organiser holds no role management at all (issue 29): refused before any role is read.
    const organiser = await loginAs(t.app, 'organiser');
    const organiserRole = ROLE_IDS.organiser;
    expect(
      (await api('PUT', '/system/role/dataScope', { roleId: organiserRole, dataScope: '4' }, organiser)).code,
    ).toBe(403);
    expect((await roleRow(organiserRole)).data_scope).toBe('1');
  });

  it('refuses a role wider than the caller’s own scopes; a new role starts within them', async () => {
    const form = { roleName: '下属角色', roleKey: 'junior', roleSort: 9, menuIds: delegator.menuIds };
    expect((await api('POST', '/system/role', form, delegator.token)).code).toBe(200);
    const junior = await roleIdOf('junior');
    // The delegator's own scope is 3 (own department): the new role starts at 5 (self), not 1 (all).
    expect(await roleRow(junior)).toMatchObject({ data_scope: '5', comp_scope: '4' });
    // Roles are scoped through their holders: a user of the delegator's department gets it.
    expect((await api('PUT', `/system/role/authUser/selectAll?roleId=${junior}&userIds=2`)).code).toBe(200);
    const set = (body: object) => api('PUT', '/system/role/dataScope', { roleId: junior, ...body }, delegator.token);
    for (const dataScope of ['1', '4']) {
      expect(await set({ dataScope })).toEqual({
        code: 500,
        msg: "参数 dataScope 不正确：角色'下属角色'的数据权限超出了您自己的数据权限",
      });
    }
    expect((await set({ dataScope: '2', deptIds: [103] })).code).not.toBe(200);
    expect((await roleRow(junior)).data_scope).toBe('5');
    expect(await set({ dataScope: '3', compScope: '1' })).toEqual({
      code: 500,
      msg: "参数 compScope 不正确：角色'下属角色'的大赛数据范围超出了您自己的范围",
    });
    expect(await roleRow(junior)).toMatchObject({ data_scope: '5', comp_scope: '4' });
    expect((await set({ dataScope: '3', compScope: '2' })).code).toBe(200);
    expect(await roleRow(junior)).toMatchObject({ data_scope: '3', comp_scope: '2' });
    const wide = { ...form, roleName: '宽角色', roleKey: 'wide', compScope: '1' };
    expect((await api('POST', '/system/role', wide, delegator.token)).msg).toBe(
      "参数 compScope 不正确：角色'宽角色'的大赛数据范围超出了您自己的范围",
    );
    expect(await roleIdOf('wide')).toBeNaN();
  });

  it('gives nobody a role that grants more than the caller holds, by either assignment page', async () => {
    const self = delegator.userId;
    const viaRole = await api(
      'PUT',
      `/system/role/authUser/selectAll?roleId=${bigRole}&userIds=${self}`,
      undefined,
      delegator.token,
    );
    expect(viaRole).toEqual({
      code: 500,
      msg: "参数 roleId 不正确：角色'big_boss'包含您未拥有的菜单权限",
    });
    const viaUser = await api(
      'PUT',
      `/system/user/authRole?userId=${self}&roleIds=${delegator.roleId},${bigRole}`,
      undefined,
      delegator.token,
    );
    expect(viaUser).toEqual({
      code: 500,
      msg: "参数 roleIds 不正确：角色'big_boss'包含您未拥有的菜单权限",
    });
    const add = { userName: 'helper', nickName: 'helper', password: 'Start2026', deptId: 101, roleIds: [bigRole] };
    expect((await api('POST', '/system/user', add, delegator.token)).msg).toContain('big_boss');
    expect(await holders(bigRole)).toEqual([await userIdOf('big_boss')]);
    // Enabling a disabled role hands its grant back to its holders: refused as well.
    expect((await api('PUT', '/system/role/changeStatus', { roleId: bigRole, status: '1' })).code).toBe(200);
    const enable = await api('PUT', '/system/role/changeStatus', { roleId: bigRole, status: '0' }, delegator.token);
    expect(enable.msg).toContain('big_boss');
    expect((await roleRow(bigRole)).status).toBe('1');
  });
});

async function userIdOf(name: string): Promise<number> {
  const [row] = await rows<{ user_id: number }>(
    t.database,
    sql`select user_id from sys_user where user_name = ${name}`,
  );
  return Number(row?.user_id);
}

describe('role keys and names are unique without regard to case (issue 26)', () => {
  it('refuses Admin in any case and a key or name differing only in case', async () => {
    const base = { roleSort: 9, menuIds: [] };
    for (const roleKey of ['Admin', 'ADMIN', 'aDmIn']) {
      const answer = await api('POST', '/system/role', { ...base, roleName: `角色${roleKey}`, roleKey });
      expect(answer.msg).toBe(`新增角色'角色${roleKey}'失败，角色权限已存在`);
    }
    expect((await api('POST', '/system/role', { ...base, roleName: '审核员二', roleKey: 'Auditor' })).msg).toBe(
      "新增角色'审核员二'失败，角色权限已存在",
    );
    expect((await api('POST', '/system/role', { ...base, roleName: 'Judges', roleKey: 'judges' })).code).toBe(200);
    expect((await api('POST', '/system/role', { ...base, roleName: 'JUDGES', roleKey: 'judges_2' })).msg).toBe(
      "新增角色'JUDGES'失败，角色名称已存在",
    );
    const judges = await roleIdOf('judges');
    const edit = { ...base, roleId: judges, roleName: 'Judges' };
    expect((await api('PUT', '/system/role', { ...edit, roleKey: 'ADMIN' })).msg).toBe(
      "修改角色'Judges'失败，角色权限已存在",
    );
    expect((await api('PUT', '/system/role', { ...edit, roleKey: 'EXPERT' })).msg).toBe(
      "修改角色'Judges'失败，角色权限已存在",
    );
    expect((await api('PUT', '/system/role', { ...edit, roleKey: 'Judges' })).code).toBe(200);
    const keys = await rows<{ role_key: string }>(
      t.database,
      sql`select role_key from sys_role where lower(role_key) in ('admin', 'auditor', 'expert') and del_flag = '0'`,
    );
    expect(keys.map((row) => row.role_key).sort()).toEqual(['admin', 'auditor', 'expert']);
  });
});
