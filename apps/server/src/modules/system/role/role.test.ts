import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

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

const menuIds = async (like: string) =>
  (await rows<{ menu_id: number }>(t.database, sql`select menu_id from sys_menu where perms like ${like}`)).map((r) =>
    Number(r.menu_id),
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

describe('roles', () => {
  it('adds a role with menus, name and key unique; holders see the rights on their next call', async () => {
    const menus = await menuIds('system:post:%');
    const form = { roleName: '岗位管理员', roleKey: 'post_admin', roleSort: 6, menuIds: menus };
    expect((await api('POST', '/system/role', form)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await api('POST', '/system/role', form)).json().msg).toBe("新增角色'岗位管理员'失败，角色名称已存在");
    expect((await api('POST', '/system/role', { ...form, roleName: '另一个' })).json().msg).toBe(
      "新增角色'另一个'失败，角色权限已存在",
    );
    const roleId = await roleIdOf('post_admin');
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/post/list', undefined, expert)).json().code).toBe(403);
    const expertId = Number(
      (await rows<{ user_id: number }>(t.database, sql`select user_id from sys_user where user_name = 'expert'`))[0]
        .user_id,
    );
    expect((await api('PUT', `/system/role/authUser/selectAll?roleId=${roleId}&userIds=${expertId}`)).json().code).toBe(
      200,
    );
    expect((await api('GET', '/system/post/list', undefined, expert)).json().code).toBe(200);
    const allocated = (await api('GET', `/system/role/authUser/allocatedList?roleId=${roleId}`)).json();
    expect(allocated.rows.map((r: { userName: string }) => r.userName)).toEqual(['expert']);
    const unallocated = (
      await api('GET', `/system/role/authUser/unallocatedList?roleId=${roleId}&userName=organiser`)
    ).json();
    expect(unallocated.rows.map((r: { userName: string }) => r.userName)).toEqual(['organiser']);

    expect((await api('DELETE', `/system/role/${roleId}`)).json().msg).toBe('岗位管理员已分配,不能删除');
    expect((await api('PUT', '/system/role/authUser/cancel', { roleId, userId: expertId })).json().code).toBe(200);
    expect((await api('GET', '/system/post/list', undefined, expert)).json().code).toBe(403);
    expect((await api('DELETE', `/system/role/${roleId}`)).json().code).toBe(200);
    expect((await api('GET', `/system/role/${roleId}`)).json().code).toBe(403);
  });

  it('never changes the admin role, and lists roles by sort order', async () => {
    expect((await api('PUT', '/system/role/changeStatus', { roleId: 1, status: '1' })).json().msg).toBe(
      '不允许操作超级管理员角色',
    );
    expect((await api('DELETE', '/system/role/1')).json().msg).toBe('不允许操作超级管理员角色');
    expect((await api('GET', '/system/role/1')).json().data).toMatchObject({ roleKey: 'admin', admin: true });
    const list = (await api('GET', '/system/role/list')).json();
    const sorts = list.rows.map((r: { roleSort: number }) => r.roleSort);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
  });

  it('sets a custom data scope whose departments reach the holders on their next call', async () => {
    const auditorRole = await roleIdOf('auditor');
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id) select ${auditorRole}, menu_id from sys_menu where perms = 'system:user:list'`);
    const res = await api('PUT', '/system/role/dataScope', { roleId: auditorRole, dataScope: '2', deptIds: [103] });
    expect(res.json().code).toBe(200);
    const auditor = await loginAs(t.app, 'auditor');
    const users = (await api('GET', '/system/user/list', undefined, auditor)).json().rows as Array<{
      userName: string;
    }>;
    expect(users.map((u) => u.userName)).toEqual(['expert']);
    const tree = (await api('GET', `/system/role/deptTree/${auditorRole}`)).json();
    expect(tree.checkedKeys).toEqual([103]);
  });

  it('lets nobody grant menus their own roles do not grant', async () => {
    const sysadmin = await loginAs(t.app, 'sysadmin');
    const system = await menuIds('system:role:%');
    const ok = await api(
      'POST',
      '/system/role',
      { roleName: '系统管理员子角色', roleKey: 'sub_sys', roleSort: 7, menuIds: system },
      sysadmin,
    );
    expect(ok.json().code).toBe(200);
    // The organiser holds no role management (issue 29): it adds no role at all.
    const organiser = await loginAs(t.app, 'organiser');
    const byOrganiser = await api(
      'POST',
      '/system/role',
      { roleName: '组织者子角色', roleKey: 'sub_org', roleSort: 7, menuIds: system },
      organiser,
    );
    expect(byOrganiser.json().code).toBe(403);
    expect(await roleIdOf('sub_org')).toBeNaN();
    await t.database
      .exec()
      .execute(
        sql`insert into sys_menu (menu_name, parent_id, menu_type, perms, code) values ('秘密', 0, 'F', 'secret:thing:do', 'secret.thing')`,
      );
    const secret = await menuIds('secret:%');
    const refused = await api(
      'POST',
      '/system/role',
      { roleName: '越权角色', roleKey: 'escalate', roleSort: 8, menuIds: secret },
      sysadmin,
    );
    // Refused with a message naming the field (it was a bare 403 before issue 26).
    expect(refused.json()).toMatchObject({
      code: 500,
      msg: "参数 menuIds 不正确：角色'越权角色'包含您未拥有的菜单权限",
    });
    expect(await roleIdOf('escalate')).toBeNaN();
    // Nor the competition menus, which the system administrator's role does not grant either.
    const competition = await menuIds('comp:application:%');
    const compRole = { roleName: '越权角色', roleKey: 'escalate', roleSort: 8, menuIds: competition };
    expect((await api('POST', '/system/role', compRole, sysadmin)).json()).toMatchObject({
      code: 500,
      msg: "参数 menuIds 不正确：角色'越权角色'包含您未拥有的菜单权限",
    });
    expect(await roleIdOf('escalate')).toBeNaN();
  });
});

describe('role export and the assign-users lists', () => {
  it('exports the filtered roles as xlsx with the scopes named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/role/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'roleKey=auditor&status=',
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['download-filename']))).toMatch(/^角色数据_\d+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(2).value).toBe('角色名称');
    expect(sheet.getRow(2).getCell(3).value).toBe('auditor');
    expect(sheet.getRow(2).getCell(6).value).toBe('本地区及下级地区');
    const auditor = await loginAs(t.app, 'auditor');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/role/export',
      headers: bearer(auditor),
    });
    expect(refused.json().code).toBe(403);
  });

  it('lists holders and non-holders only within the caller’s data scope', async () => {
    const auditorRole = await roleIdOf('auditor');
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id) select ${auditorRole}, menu_id from sys_menu
      where perms in ('system:role:list', 'system:role:edit') on conflict do nothing`);
    expect((await api('PUT', '/system/role/dataScope', { roleId: auditorRole, dataScope: '3' })).json().code).toBe(200);
    const expertRole = await roleIdOf('expert');
    const auditor = await loginAs(t.app, 'auditor');
    const names = async (list: string) =>
      (await api('GET', `/system/role/authUser/${list}?roleId=${expertRole}&pageSize=50`, undefined, auditor))
        .json()
        .rows.map((r: { userName: string }) => r.userName);
    // The auditor's department (赛务部) holds only the auditor; the expert is in 评审部.
    expect(await names('unallocatedList')).toEqual(['auditor']);
    expect(await names('allocatedList')).toEqual([]);
    // The administrator sees every holder: the demo user expert and the demo expert pool (docs/experts.md).
    const holders = (await api('GET', `/system/role/authUser/allocatedList?roleId=${expertRole}&pageSize=50`)).json();
    expect(holders.rows.map((r: { userName: string }) => r.userName)).toContain('expert');
    expect(holders.total).toBe(31);
    const expertId = Number(
      (await rows<{ user_id: number }>(t.database, sql`select user_id from sys_user where user_name = 'expert'`))[0]
        .user_id,
    );
    const cancel = await api(
      'PUT',
      `/system/role/authUser/cancelAll?roleId=${expertRole}&userIds=${expertId}`,
      undefined,
      auditor,
    );
    expect(cancel.json().code).not.toBe(200);
    expect((await api('GET', `/system/role/authUser/allocatedList?roleId=${expertRole}`)).json().total).toBe(
      holders.total,
    );
  });
});
