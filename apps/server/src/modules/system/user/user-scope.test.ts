import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ROLE_IDS } from '../../../db/seed/organisation';
import { SessionStore } from '../../auth/session-store';

// The auditor role (data scope 4: department 102 and below) gets every user right; the caller
// must never reach a user, department or role outside that scope by naming its id.

let t: TestApp;
let admin: string;
let auditor: string;
let inner: number;
let outer: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = auditor) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function userIdOf(name: string): Promise<number> {
  const [row] = await rows<{ user_id: number }>(
    t.database,
    sql`select user_id from sys_user where user_name = ${name} and del_flag = '0'`,
  );
  return Number(row?.user_id);
}

const roleKeys = (roles: Array<{ roleKey: string }>) => roles.map((role) => role.roleKey);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  const add = (userName: string, deptId: number, roleIds: number[]) =>
    api('POST', '/system/user', { userName, nickName: userName, password: 'Start2026', deptId, roleIds }, admin);
  expect((await add('inner', 102, [4])).json().code).toBe(200);
  expect((await add('outer', 101, [2])).json().code).toBe(200);
  inner = await userIdOf('inner');
  outer = await userIdOf('outer');
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select 3, menu_id from sys_menu where perms like 'system:user:%'`);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
  auditor = await loginAs(t.app, 'auditor');
});
afterAll(() => t.close());

describe('users under a data scope', () => {
  it('offers only the roles in scope on the add form, the edit form and the assign page', async () => {
    // Roles held by the caller (auditor) or by a user in its scope (inner holds expert).
    expect(roleKeys((await api('GET', '/system/user/')).json().roles)).toEqual(['auditor', 'expert']);
    expect(roleKeys((await api('GET', `/system/user/${inner}`)).json().roles)).toEqual(['auditor', 'expert']);
    const assign = (await api('GET', `/system/user/authRole/${inner}`)).json();
    expect(assign.roles.map((role: { roleKey: string; flag: boolean }) => [role.roleKey, role.flag])).toEqual([
      ['auditor', false],
      ['expert', true],
    ]);
    // The administrator sees every role but the admin role.
    expect(roleKeys((await api('GET', '/system/user/', undefined, admin)).json().roles)).toEqual([
      'organiser',
      'auditor',
      'expert',
      'participants',
      'sysadmin',
    ]);
  });

  it('refuses reading, switching, resetting and assigning a user outside the scope', async () => {
    expect((await api('GET', `/system/user/authRole/${outer}`)).json().code).toBe(403);
    expect((await api('PUT', `/system/user/authRole?userId=${outer}&roleIds=3`)).json().code).toBe(403);
    expect((await api('PUT', '/system/user/changeStatus', { userId: outer, status: '1' })).json().code).toBe(403);
    expect((await api('PUT', '/system/user/resetPwd', { userId: outer, password: 'Other2026' })).json().code).toBe(403);
    const edit = { userId: outer, nickName: 'x', deptId: 102, roleIds: [], postIds: [] };
    expect((await api('PUT', '/system/user', edit)).json().code).toBe(403);
    const [row] = await rows<{ status: string; nick_name: string; roles: number }>(
      t.database,
      sql`select status, nick_name, (select count(*)::int from sys_user_role where user_id = ${outer}) as roles
          from sys_user where user_id = ${outer}`,
    );
    expect(row).toEqual({ status: '0', nick_name: 'outer', roles: 1 });
  });

  it('refuses roles outside the scope for a user inside it, on assign, add and edit', async () => {
    expect((await api('PUT', `/system/user/authRole?userId=${inner}&roleIds=3,2`)).json().code).toBe(403);
    const add = { userName: 'sneaky', nickName: 's', password: 'Start2026', deptId: 102, roleIds: [2] };
    expect((await api('POST', '/system/user', add)).json().code).toBe(403);
    expect(await userIdOf('sneaky')).toBeNaN();
    const edit = { userId: inner, nickName: 'inner', deptId: 102, roleIds: [2], postIds: [] };
    expect((await api('PUT', '/system/user', edit)).json().code).toBe(403);
    expect((await api('PUT', `/system/user/authRole?userId=${inner}&roleIds=3,4`)).json().code).toBe(200);
  });

  it('keeps the super administrator to itself: no reset, switch or role change by others', async () => {
    // The system administrator holds every user right and all data, so only the rule refuses it.
    const sysadmin = await loginAs(t.app, 'sysadmin');
    const refused = { code: 500, msg: '不允许操作超级管理员用户' };
    expect((await api('PUT', '/system/user/resetPwd', { userId: 1, password: 'Other2026' }, sysadmin)).json()).toEqual(
      refused,
    );
    expect((await api('PUT', '/system/user/changeStatus', { userId: 1, status: '1' }, sysadmin)).json()).toEqual(
      refused,
    );
    const ownRole = ROLE_IDS.sysadmin;
    expect((await api('PUT', `/system/user/authRole?userId=1&roleIds=${ownRole}`, undefined, sysadmin)).json()).toEqual(
      refused,
    );
    expect(await loginAs(t.app, 'admin')).toBeTruthy();
  });

  it('exports only the users in scope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/export',
      headers: { ...bearer(auditor), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets[0].getColumn(3).values.slice(2);
    expect(names.sort()).toEqual(['auditor', 'inner']);
  });

  it('imports nothing when a row names a department or an existing user outside the scope', async () => {
    const sheet = async (lines: Array<Array<string | number>>) => {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('用户数据');
      ws.addRow(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态']);
      for (const line of lines) ws.addRow(line);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const upload = async (content: Buffer, updateSupport: boolean) => {
      const { payload, headers } = multipartBody([{ field: 'file', filename: 'users.xlsx', content }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/prod-api/system/user/importData?updateSupport=${updateSupport}`,
        headers: { ...bearer(auditor), ...headers },
        payload,
      });
      return res.json();
    };
    const foreign = await upload(
      await sheet([
        [102, 'scoped1', '甲', '', '', '男', '正常'],
        [101, 'scoped2', '乙', '', '', '男', '正常'],
      ]),
      false,
    );
    expect(foreign.code).toBe(500);
    expect(foreign.msg).toContain('第 3 行 scoped2 导入失败：没有权限访问部门数据');
    const takeover = await upload(await sheet([[102, 'outer', '改名', '', '', '男', '正常']]), true);
    expect(takeover.code).toBe(500);
    expect(takeover.msg).toContain('没有权限访问部门数据');
    expect(await userIdOf('scoped1')).toBeNaN();
    const [row] = await rows<{ nick_name: string; dept_id: number }>(
      t.database,
      sql`select nick_name, dept_id from sys_user where user_id = ${outer}`,
    );
    expect({ ...row, dept_id: Number(row.dept_id) }).toEqual({ nick_name: 'outer', dept_id: 101 });
  });
});
