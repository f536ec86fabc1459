import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SessionStore } from '../../auth/session-store';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function deptByName(name: string) {
  const [row] = await rows<{ dept_id: number; ancestors: string; status: string; parent_id: number }>(
    t.database,
    sql`select dept_id, ancestors, status, parent_id from sys_dept where dept_name = ${name} and del_flag = '0'`,
  );
  // bigint columns come back as strings from node-postgres
  return row && { ...row, dept_id: Number(row.dept_id), parent_id: Number(row.parent_id) };
}

const form = (parentId: number, deptName: string, extra: object = {}) => ({
  parentId,
  deptName,
  orderNum: 1,
  ...extra,
});

describe('departments', () => {
  it('adds under an enabled parent with the right ancestors, names unique under a parent', async () => {
    expect((await api('POST', '/system/dept', form(102, '赛务一组'))).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await deptByName('赛务一组')).ancestors).toBe('0,100,102');
    expect((await api('POST', '/system/dept', form(102, '赛务一组'))).json().msg).toBe(
      "新增部门'赛务一组'失败，部门名称已存在",
    );
    // The same name under another parent is fine.
    expect((await api('POST', '/system/dept', form(103, '赛务一组'))).json().code).toBe(200);
    const g1 = await deptByName('赛务一组');
    await api('POST', '/system/dept', form(g1.dept_id, '一组甲队'));
    expect((await deptByName('一组甲队')).ancestors).toBe(`0,100,102,${g1.dept_id}`);

    await t.database.exec().execute(sql`update sys_dept set status = '1' where dept_id = 104`);
    expect((await api('POST', '/system/dept', form(104, '宣传一组'))).json()).toEqual({
      code: 500,
      msg: '部门停用，不允许新增',
    });
    await t.database.exec().execute(sql`update sys_dept set status = '0' where dept_id = 104`);
    const bad = (await api('POST', '/system/dept', { parentId: 102, deptName: '', orderNum: 1, email: 'nope' })).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('deptName');
  });

  it('moves a subtree and rewrites its ancestors, never under itself or its descendants', async () => {
    const [found] = await rows<{ dept_id: number }>(
      t.database,
      sql`select dept_id from sys_dept where dept_name = '赛务一组' and parent_id = 102`,
    );
    const g1 = { dept_id: Number(found.dept_id) };
    const team = await deptByName('一组甲队');
    const move = await api('PUT', '/system/dept', { deptId: g1.dept_id, ...form(105, '赛务一组') });
    expect(move.json().code).toBe(200);
    expect((await deptByName('一组甲队')).ancestors).toBe(`0,100,105,${g1.dept_id}`);

    expect((await api('PUT', '/system/dept', { deptId: g1.dept_id, ...form(g1.dept_id, '赛务一组') })).json().msg).toBe(
      "修改部门'赛务一组'失败，上级部门不能是自己",
    );
    expect(
      (await api('PUT', '/system/dept', { deptId: g1.dept_id, ...form(team.dept_id, '赛务一组') })).json().msg,
    ).toBe("修改部门'赛务一组'失败，上级部门不能是自己的下级部门");

    const exclude = (await api('GET', `/system/dept/list/exclude/${g1.dept_id}`)).json().data as Array<{
      deptId: number;
    }>;
    expect(exclude.map((d) => d.deptId)).not.toContain(g1.dept_id);
    expect(exclude.map((d) => d.deptId)).not.toContain(team.dept_id);
    expect(exclude.map((d) => d.deptId)).toContain(105);
  });

  it('refuses disabling with enabled children, and enabling enables the ancestors', async () => {
    const team = await deptByName('一组甲队');
    const g1 = { team, group: { dept_id: team.parent_id } };
    const disable = await api('PUT', '/system/dept', {
      deptId: g1.group.dept_id,
      ...form(105, '赛务一组', { status: '1' }),
    });
    expect(disable.json().msg).toBe('该部门包含未停用的子部门！');
    await t.database
      .exec()
      .execute(sql`update sys_dept set status = '1' where dept_id in (${g1.group.dept_id}, ${g1.team.dept_id}, 105)`);
    const enable = await api('PUT', '/system/dept', { deptId: g1.team.dept_id, ...form(g1.group.dept_id, '一组甲队') });
    expect(enable.json().code).toBe(200);
    expect((await deptByName('赛务一组')).status).toBe('0');
    const [tech] = await rows<{ status: string }>(t.database, sql`select status from sys_dept where dept_id = 105`);
    expect(tech.status).toBe('0');
  });

  it('deletes only without children and users, with the reference’s warnings', async () => {
    const team = await deptByName('一组甲队');
    expect((await api('DELETE', `/system/dept/${team.parent_id}`)).json()).toEqual({
      code: 601,
      msg: '存在下级部门,不允许删除',
    });
    expect((await api('DELETE', '/system/dept/102')).json()).toEqual({ code: 601, msg: '部门存在用户,不允许删除' });
    expect((await api('DELETE', `/system/dept/${team.dept_id}`)).json().code).toBe(200);
    expect(await deptByName('一组甲队')).toBeUndefined();
    expect((await api('GET', `/system/dept/${team.dept_id}`)).json().code).toBe(403);
  });

  it('edits the root department in place, and gives no other department parent 0', async () => {
    const root = { deptId: 100, parentId: 0, deptName: '大赛组委会', orderNum: 0, leader: '主任', status: '0' };
    expect((await api('PUT', '/system/dept', root)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await deptByName('大赛组委会')).toMatchObject({ dept_id: 100, parent_id: 0, ancestors: '0' });
    const orphan = (await api('PUT', '/system/dept', { deptId: 104, ...form(0, '宣传部') })).json();
    expect(orphan.code).toBe(500);
    expect(orphan.msg).toContain('parentId');
    expect(await deptByName('宣传部')).toMatchObject({ parent_id: 100, ancestors: '0,100' });
    await api('PUT', '/system/dept', { ...root, deptName: '创新创业大赛组委会', leader: null });
  });

  it('logs every change under 部门管理 with the reference’s business types', async () => {
    await t.app.operLog.flush();
    const logged = await rows<{ request_method: string; business_type: number }>(
      t.database,
      sql`select distinct request_method, business_type from sys_oper_log where title = '部门管理'`,
    );
    expect(logged.map((row) => `${row.request_method} ${row.business_type}`).sort()).toEqual([
      'DELETE 3',
      'POST 1',
      'PUT 2',
    ]);
  });

  it('keeps a scoped caller inside its data scope, for lists and for every id it sends', async () => {
    // The auditor role (scope 4: own department and below, department 102) gets the department rights.
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms like 'system:dept:%' or perms = 'system:user:list'`);
    await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
    await api('POST', '/system/dept', form(102, '赛务二组'));
    const auditor = await loginAs(t.app, 'auditor');

    const list = (await api('GET', '/system/dept/list', undefined, auditor)).json().data as Array<{ deptId: number }>;
    const inside = await deptByName('赛务二组');
    expect(list.map((d) => d.deptId).sort()).toEqual([102, inside.dept_id].sort());

    expect((await api('GET', '/system/dept/101', undefined, auditor)).json().code).toBe(403);
    expect((await api('POST', '/system/dept', form(101, '越权'), auditor)).json().code).toBe(403);
    expect(
      (await api('PUT', '/system/dept', { deptId: inside.dept_id, ...form(101, '赛务二组') }, auditor)).json().code,
    ).toBe(403);
    expect((await api('DELETE', '/system/dept/104', undefined, auditor)).json().code).toBe(403);
    expect((await api('GET', '/system/dept/list/exclude/101', undefined, auditor)).json().code).toBe(403);
    const exclude = (await api('GET', `/system/dept/list/exclude/${inside.dept_id}`, undefined, auditor)).json();
    expect(exclude.data.map((d: { deptId: number }) => d.deptId)).toEqual([102]);
    // The root is outside the scope too: it cannot be renamed through parent 0.
    const root = { deptId: 100, parentId: 0, deptName: '越权', orderNum: 0 };
    expect((await api('PUT', '/system/dept', root, auditor)).json().code).toBe(403);
    expect(await deptByName('越权')).toBeUndefined();
    expect((await api('POST', '/system/dept', form(102, '赛务三组'), auditor)).json().code).toBe(200);

    const tree = (await api('GET', '/system/user/deptTree', undefined, auditor)).json().data;
    expect(tree).toEqual([
      {
        id: 102,
        label: '赛务部',
        disabled: false,
        children: expect.arrayContaining([expect.objectContaining({ label: '赛务二组' })]),
      },
    ]);
  });

  it('gives the admin the whole tree under the root', async () => {
    const tree = (await api('GET', '/system/user/deptTree')).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 100, label: '创新创业大赛组委会' });
    expect(tree[0].children.map((node: { id: number }) => node.id)).toEqual(expect.arrayContaining([101, 102, 103]));
  });
});
