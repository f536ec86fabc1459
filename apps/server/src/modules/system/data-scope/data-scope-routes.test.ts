import type { Endpoint } from '@cbo/contracts';
import * as contracts from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { expectByIdRoutesRefuseOutside, pathParams } from '../../../../test/scoped-routes';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SessionStore } from '../../auth/session-store';

// The auditor (data scope 4: department 赛务部 102 and below) gets every user, department, role
// and post right. In its scope: department 102, the auditor and `inner` (102, holding expert), and
// the roles they hold (auditor 3, expert 4). Outside: departments 100, 101, 103..105, `outer` (101,
// holding organiser), the administrator, and the roles only outsiders hold (admin 1, organiser 2,
// participants 5).

let t: TestApp;
let admin: string;
let auditor: string;
let inner: number;
let outer: number;
const ROLE = { admin: 1, organiser: 2, auditor: 3, expert: 4 } as const;

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

async function exported(url: string): Promise<unknown[][]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/prod-api${url}`,
    headers: { ...bearer(auditor), 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return sheet.getSheetValues().slice(2) as unknown[][];
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  const add = (userName: string, deptId: number, roleIds: number[]) =>
    api('POST', '/system/user', { userName, nickName: userName, password: 'Start2026', deptId, roleIds }, admin);
  expect((await add('inner', 102, [ROLE.expert])).json().code).toBe(200);
  expect((await add('outer', 101, [ROLE.organiser])).json().code).toBe(200);
  inner = await userIdOf('inner');
  outer = await userIdOf('outer');
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select ${ROLE.auditor}, menu_id from sys_menu
    where perms like 'system:user:%' or perms like 'system:dept:%' or perms like 'system:role:%'
       or perms like 'system:post:%'
    on conflict do nothing`);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
  auditor = await loginAs(t.app, 'auditor');
});
afterAll(() => t.close());

describe('the system data scope on the user, department and role routes', () => {
  const endpoints = (Object.values(contracts) as unknown[]).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'access' in value,
  );

  it('is declared on every route over users, departments and roles that names ids, and on none over posts', () => {
    const overScopedData = endpoints.filter(
      (endpoint) =>
        (/^\/system\/(user|dept|role)\//.test(endpoint.path) && pathParams(endpoint).length > 0) ||
        endpoint.path.startsWith('/system/menu/roleMenuTreeselect/'),
    );
    const undeclared = overScopedData.filter((endpoint) => endpoint.scope !== 'system').map((e) => e.path);
    // A password sheet belongs to the caller who ran the import, not to a department.
    expect(undeclared).toEqual(['/system/user/importData/passwords/:sheetId']);
    // Posts have no department or owner: no data scope applies to them (docs/architecture.md#data).
    const posts = endpoints.filter((endpoint) => endpoint.path.startsWith('/system/post'));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.filter((endpoint) => endpoint.scope !== undefined)).toEqual([]);
  });

  it('refuses out-of-scope ids on every by-id and batch route that names the system scope', async () => {
    const outside: Record<string, string> = {
      userId: String(outer),
      userIds: `${inner},${outer}`,
      deptId: '101',
      roleId: String(ROLE.organiser),
      roleIds: `${ROLE.expert},${ROLE.organiser}`,
    };
    const checked = await expectByIdRoutesRefuseOutside('system', outside, async (method, url) =>
      (await api(method, url)).json(),
    );
    expect(checked.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        'GET /system/role/deptTree/:roleId',
        'GET /system/menu/roleMenuTreeselect/:roleId',
        'DELETE /system/user/:userIds',
        'DELETE /system/role/:roleIds',
      ]),
    );
    // Nothing of a refused batch was changed: the in-scope user and role are still there.
    expect((await api('GET', `/system/user/${inner}`)).json().data.userName).toBe('inner');
    expect((await api('GET', `/system/role/${ROLE.expert}`)).json().data.roleKey).toBe('expert');
    // The same reads inside the scope answer.
    expect((await api('GET', `/system/role/deptTree/${ROLE.expert}`)).json().code).toBe(200);
    expect((await api('GET', `/system/menu/roleMenuTreeselect/${ROLE.expert}`)).json().code).toBe(200);
    expect((await api('GET', '/system/dept/102')).json().data.deptName).toBe('赛务部');
  });

  it('refuses roles and users outside the scope named in the query or the body', async () => {
    const holders = async () => {
      const [row] = await rows<{ holders: number }>(
        t.database,
        sql`select count(*)::int as holders from sys_user_role where role_id = ${ROLE.expert}`,
      );
      return row.holders;
    };
    const before = await holders();
    const refused = async (method: Method, url: string, payload?: object) =>
      expect({ url, code: (await api(method, url, payload)).json().code }).toEqual({ url, code: 403 });
    await refused('PUT', `/system/role/authUser/selectAll?roleId=${ROLE.organiser}&userIds=${inner}`);
    await refused('PUT', `/system/role/authUser/selectAll?roleId=${ROLE.expert}&userIds=${outer}`);
    await refused('PUT', `/system/role/authUser/cancelAll?roleId=${ROLE.expert}&userIds=${inner},${outer}`);
    await refused('PUT', '/system/role/authUser/cancel', { roleId: ROLE.organiser, userId: outer });
    await refused('PUT', '/system/role/changeStatus', { roleId: ROLE.organiser, status: '1' });
    await refused('PUT', `/system/user/authRole?userId=${outer}&roleIds=${ROLE.expert}`);
    await refused('PUT', '/system/user/changeStatus', { userId: outer, status: '1' });
    expect(await holders()).toBe(before);
    // The holder lists of a role take its id but show only users inside the scope (role.test.ts):
    // an outside role lists no holder, an inside one its holders in scope.
    const outsideHolders = (await api('GET', `/system/role/authUser/allocatedList?roleId=${ROLE.organiser}`)).json();
    expect(outsideHolders.rows).toEqual([]);
    const allocated = (await api('GET', `/system/role/authUser/allocatedList?roleId=${ROLE.expert}`)).json();
    expect(allocated.rows.map((row: { userName: string }) => row.userName)).toEqual(['inner']);
  });

  it('lists and exports only users, departments and roles inside the scope', async () => {
    const users = (await api('GET', '/system/user/list')).json();
    expect(users.rows.map((row: { userName: string }) => row.userName).sort()).toEqual(['auditor', 'inner']);
    const depts = (await api('GET', '/system/dept/list')).json();
    expect(depts.data.map((row: { deptId: number }) => row.deptId)).toEqual([102]);
    const tree = (await api('GET', '/system/user/deptTree')).json();
    expect(tree.data.map((node: { id: number }) => node.id)).toEqual([102]);
    const roles = (await api('GET', '/system/role/list')).json();
    expect(roles.rows.map((row: { roleKey: string }) => row.roleKey).sort()).toEqual(['auditor', 'expert']);
    const options = (await api('GET', '/system/role/optionselect')).json();
    expect(options.data.map((row: { roleKey: string }) => row.roleKey).sort()).toEqual(['auditor', 'expert']);
    const roleRows = await exported('/system/role/export');
    expect(roleRows.map((row) => row[3]).sort()).toEqual(['auditor', 'expert']);
    const userRows = await exported('/system/user/export');
    expect(userRows.map((row) => row[3]).sort()).toEqual(['auditor', 'inner']);
  });
});
