import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SessionStore } from '../../auth/session-store';

let t: TestApp;
let admin: string;
let sysadmin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  sysadmin = await loginAs(t.app, 'sysadmin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function userIdOf(name: string): Promise<number> {
  const [row] = await rows<{ user_id: number }>(
    t.database,
    sql`select user_id from sys_user where user_name = ${name} and del_flag = '0'`,
  );
  return Number(row?.user_id);
}

const newUser = (userName: string, extra: object = {}) => ({
  userName,
  nickName: `昵称${userName}`,
  password: 'Start2026',
  deptId: 102,
  postIds: [4],
  roleIds: [3],
  ...extra,
});

describe('users', () => {
  it('adds a user who must change the initial password, with unique name, mobile and email', async () => {
    const res = await api('POST', '/system/user', newUser('zhang', { phonenumber: '13900000001', email: 'z@a.cn' }));
    expect(res.json()).toEqual({ code: 200, msg: '操作成功' });
    const [row] = await rows<Record<string, string>>(
      t.database,
      sql`select pwd_change_required, password, create_by from sys_user where user_name = 'zhang'`,
    );
    expect(row.pwd_change_required).toBe('1');
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.create_by).toBe('admin');

    expect((await api('POST', '/system/user', newUser('zhang'))).json().msg).toBe(
      "新增用户'zhang'失败，登录账号已存在",
    );
    expect((await api('POST', '/system/user', newUser('li', { phonenumber: '13900000001' }))).json().msg).toBe(
      "新增用户'li'失败，手机号码已存在",
    );
    expect((await api('POST', '/system/user', newUser('li', { email: 'z@a.cn' }))).json().msg).toBe(
      "新增用户'li'失败，邮箱账号已存在",
    );
    const weak = (await api('POST', '/system/user', newUser('li', { password: 'short' }))).json();
    expect(weak.code).toBe(500);
    expect(weak.msg).toContain('password');
    expect((await api('POST', '/system/user', newUser('li', { roleIds: [1] }))).json().msg).toBe(
      '不允许分配超级管理员角色',
    );
  });

  it('lists without any password, filtered by department subtree and name fragment', async () => {
    const res = await api('GET', '/system/user/list?deptId=100&userName=han&pageSize=10');
    expect(res.body).not.toMatch(/argon2|password/);
    const body = res.json();
    expect(body.rows.map((row: { userName: string }) => row.userName)).toEqual(['zhang']);
    expect(body.rows[0]).toMatchObject({ admin: false, dept: { deptId: 102, deptName: '赛务部' } });
    const review = (await api('GET', '/system/user/list?deptId=103')).json();
    expect(review.rows.map((row: { userName: string }) => row.userName)).toEqual(['expert']);
  });

  it('reads a user with post and role ids, hiding the admin role from non-admins', async () => {
    const id = await userIdOf('zhang');
    const body = (await api('GET', `/system/user/${id}`)).json();
    expect(body).toMatchObject({ data: { userName: 'zhang' }, postIds: [4], roleIds: [3] });
    expect(body.roles.map((role: { roleKey: string }) => role.roleKey)).not.toContain('admin');
    const self = (await api('GET', '/system/user/1')).json();
    expect(self.roles.map((role: { roleKey: string }) => role.roleKey)).toContain('admin');
  });

  it('protects the super administrator from others and nobody deletes or disables themselves', async () => {
    const edit = { userId: 1, nickName: '改名', deptId: 100, roleIds: [1], postIds: [] };
    expect((await api('PUT', '/system/user', edit, sysadmin)).json()).toEqual({
      code: 500,
      msg: '不允许操作超级管理员用户',
    });
    // The organiser manages no users at all (issue 29).
    const organiser = await loginAs(t.app, 'organiser');
    expect((await api('PUT', '/system/user', edit, organiser)).json().code).toBe(403);
    expect((await api('PUT', '/system/user', edit)).json().code).toBe(200);
    expect((await api('DELETE', '/system/user/1', undefined, sysadmin)).json().msg).toBe('不允许操作超级管理员用户');
    expect((await api('DELETE', '/system/user/1')).json().msg).toBe('当前用户不能删除');
    expect((await api('PUT', '/system/user/changeStatus', { userId: 1, status: '1' })).json().msg).toBe(
      '当前用户不能停用',
    );
  });

  it('resets a password: the old sessions end and the new one must be changed', async () => {
    const id = await userIdOf('zhang');
    const before = await loginAs(t.app, 'zhang', 'Start2026');
    expect((await api('PUT', '/system/user/resetPwd', { userId: id, password: 'Other2026' })).json().code).toBe(200);
    expect((await api('GET', '/getInfo', undefined, before)).json().code).toBe(401);
    const after = await loginAs(t.app, 'zhang', 'Other2026');
    expect((await api('GET', '/getInfo', undefined, after)).json().pwdChangeRequired).toBe(true);
  });

  it('disabling ends the sessions and the login; deleting is logical and frees the name', async () => {
    await api('POST', '/system/user', newUser('wang'));
    const id = await userIdOf('wang');
    const token = await loginAs(t.app, 'wang', 'Start2026');
    expect((await api('PUT', '/system/user/changeStatus', { userId: id, status: '1' })).json().code).toBe(200);
    expect((await api('GET', '/getInfo', undefined, token)).json().code).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'wang', password: 'Start2026' },
    });
    expect(refused.json().code).toBe(500);

    expect((await api('DELETE', `/system/user/${id}`)).json().code).toBe(200);
    const [gone] = await rows<{ del_flag: string; roles: number }>(
      t.database,
      sql`select del_flag, (select count(*)::int from sys_user_role where user_id = ${id}) as roles from sys_user where user_id = ${id}`,
    );
    expect(gone).toEqual({ del_flag: '2', roles: 0 });
    expect((await api('POST', '/system/user', newUser('wang'))).json().code).toBe(200);
  });

  it('assigns roles through authRole, flagged on read', async () => {
    const id = await userIdOf('zhang');
    expect((await api('PUT', `/system/user/authRole?userId=${id}&roleIds=3,4`)).json().code).toBe(200);
    const roles = (await api('GET', `/system/user/authRole/${id}`)).json().roles as Array<{
      roleKey: string;
      flag: boolean;
    }>;
    expect(roles.filter((role) => role.flag).map((role) => role.roleKey)).toEqual(['auditor', 'expert']);
    expect((await api('PUT', `/system/user/authRole?userId=${id}&roleIds=1`)).json().msg).toBe(
      '不允许分配超级管理员角色',
    );
    await t.app.operLog.flush();
    const [grant] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_oper_log where title = '用户管理' and business_type = 4`,
    );
    expect(grant.n).toBeGreaterThan(0);
  });

  it('logs every mutation under 用户管理 with the reference’s business types, passwords masked', async () => {
    await t.app.operLog.flush();
    const logged = await rows<{ request_method: string; oper_url: string; business_type: number; oper_param: string }>(
      t.database,
      sql`select request_method, oper_url, business_type, oper_param from sys_oper_log where title = '用户管理'`,
    );
    const kinds = new Set(
      logged.map((row) => `${row.request_method} ${row.oper_url.replace(/[?\d,].*$/, '')} ${row.business_type}`),
    );
    expect([...kinds].sort()).toEqual(
      [
        'POST /prod-api/system/user 1',
        'PUT /prod-api/system/user 2',
        'DELETE /prod-api/system/user/ 3',
        'PUT /prod-api/system/user/resetPwd 2',
        'PUT /prod-api/system/user/changeStatus 2',
        'PUT /prod-api/system/user/authRole 4',
      ].sort(),
    );
    const params = logged.map((row) => row.oper_param).join('\n');
    expect(params).not.toContain('Other2026');
    expect(params).not.toContain('Start2026');
  });

  it('keeps a scoped caller inside its scope for lists and for every id it sends', async () => {
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms like 'system:user:%'`);
    await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
    const auditor = await loginAs(t.app, 'auditor');
    const listed = (await api('GET', '/system/user/list?pageSize=100', undefined, auditor)).json().rows as Array<{
      userName: string;
    }>;
    expect(listed.map((row) => row.userName).sort()).toEqual(['auditor', 'wang', 'zhang'].sort());

    const outside = await userIdOf('organiser');
    const inside = await userIdOf('wang');
    expect((await api('GET', `/system/user/${outside}`, undefined, auditor)).json().code).toBe(403);
    expect((await api('DELETE', `/system/user/${inside},${outside}`, undefined, auditor)).json().code).toBe(403);
    expect(await userIdOf('wang')).toBe(inside);
    expect(
      (await api('PUT', '/system/user/resetPwd', { userId: outside, password: 'Other2026' }, auditor)).json().code,
    ).toBe(403);
    // Moving a user of one's own scope into a department outside it is refused too.
    const move = { userId: inside, nickName: 'w', deptId: 101, roleIds: [], postIds: [] };
    expect((await api('PUT', '/system/user', move, auditor)).json().code).toBe(403);
    expect((await api('GET', '/system/user/list', undefined, await loginAs(t.app, 'expert'))).json().code).toBe(403);
  });
});
