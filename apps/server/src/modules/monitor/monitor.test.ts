import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { formatDateTime } from '../../lib/date-time';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), payload });
const json = async (method: Method, url: string, token = admin) => (await api(method, url, token)).json();
const info = (token: string) => api('GET', '/getInfo', token);

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Logs in from a given address and browser, as a person elsewhere would. */
async function loginFrom(username: string, remoteAddress: string, userAgent = CHROME_ON_WINDOWS): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: { username, password: 'admin123' },
  });
  expect(res.json().code).toBe(200);
  return res.json().token;
}

interface OnlineRow {
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
  lastAccessTime: number;
}
const online = async (query: string): Promise<{ total: number; rows: OnlineRow[] }> =>
  json('GET', `/monitor/online/list?${query}`);
const operLogs = async (query: string) => {
  await t.app.operLog.flush();
  return json('GET', `/monitor/operlog/list?${query}`);
};

describe('online users', () => {
  it('lists live sessions newest first with department, address, location, browser, system and times', async () => {
    const local = await loginAs(t.app, 'organiser');
    t.clock.advance(5_000);
    await loginFrom('organiser', '120.24.78.68');
    const list = await online('userName=organiser');
    expect(list.total).toBe(2);
    expect(list.rows[0]).toMatchObject({
      userName: 'organiser',
      deptName: '组委会办公室',
      ipaddr: '120.24.78.68',
      loginLocation: '广东省 深圳市',
      browser: 'Chrome 126',
      os: 'Windows 10',
    });
    expect(list.rows[1]).toMatchObject({ ipaddr: '127.0.0.1', loginLocation: '内网IP' });
    expect(list.rows[0].loginTime).toBeGreaterThan(list.rows[1].loginTime);
    expect(list.rows[0].tokenId).toMatch(/^[\w-]{43}$/);

    // A call refreshes the session's last access (and puts it first), not its login time.
    t.clock.advance(60_000);
    expect((await info(local)).json().code).toBe(200);
    const after = await online('userName=organiser');
    expect(after.rows[0]).toMatchObject({ ipaddr: '127.0.0.1', lastAccessTime: t.clock.now() });
    expect(after.rows[0].loginTime).toBe(list.rows[1].loginTime);
  });

  it('filters by exact address and exact user name', async () => {
    expect((await online('ipaddr=120.24.78.68')).rows.map((row) => row.userName)).toEqual(['organiser']);
    expect((await online('ipaddr=120.24.78')).total).toBe(0);
    expect((await online('userName=organ')).total).toBe(0);
    expect((await online('ipaddr=10.0.0.1')).total).toBe(0);
  });

  it('force logout ends only the chosen session; the user’s other session goes on', async () => {
    const first = await loginAs(t.app, 'auditor');
    t.clock.advance(5_000);
    const second = await loginAs(t.app, 'auditor');
    const list = await online('userName=auditor');
    expect(list.total).toBe(2);
    const newest = list.rows[0].tokenId;
    expect((await json('DELETE', `/monitor/online/${newest}`)).code).toBe(200);
    expect((await info(second)).json().code).toBe(401);
    expect((await info(first)).json().code).toBe(200);
    expect((await online('userName=auditor')).rows.map((row) => row.tokenId)).not.toContain(newest);
  });

  it('force logout of several sessions at once ends exactly those, and is logged as FORCE', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i++) {
      tokens.push(await loginAs(t.app, 'expert'));
      t.clock.advance(2_000);
    }
    const ids = (await online('userName=expert')).rows.map((row) => row.tokenId);
    expect(ids).toHaveLength(3);
    // Newest first: the last two logins are ended, the first stays.
    expect((await json('DELETE', `/monitor/online/${ids[0]},${ids[1]}`)).code).toBe(200);
    expect((await info(tokens[2])).json().code).toBe(401);
    expect((await info(tokens[1])).json().code).toBe(401);
    expect((await info(tokens[0])).json().code).toBe(200);
    expect((await online('userName=expert')).rows.map((row) => row.tokenId)).toEqual([ids[2]]);

    const forced = await operLogs('businessType=7');
    expect(forced.rows[0]).toMatchObject({ title: '在线用户', operName: 'admin', status: 0, requestMethod: 'DELETE' });
    // Session ids are derived from tokens: the log masks them like tokens.
    expect(forced.rows[0].operParam).toBe('{"params":{"tokenIds":"******"}}');
  });

  it('refuses ids that are not session ids, and an already ended session is no error', async () => {
    expect((await json('DELETE', '/monitor/online/short')).code).toBe(500);
    expect((await json('DELETE', `/monitor/online/${'x'.repeat(43)}`)).code).toBe(200);
  });

  it('needs the list and force-logout permissions', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await json('GET', '/monitor/online/list', expert)).code).toBe(403);
    const adminId = (await online('userName=admin')).rows[0].tokenId;
    expect((await json('DELETE', `/monitor/online/${adminId}`, expert)).code).toBe(403);
    expect((await info(admin)).json().code).toBe(200);
  });
});

describe('login log', () => {
  const attempt = (password: string) =>
    t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'auditor', password } });

  it('unlock releases a lockout: the right password works again and the wrong-password count starts over', async () => {
    for (let i = 0; i < 5; i++) await attempt('wrong-pass');
    const locked = await attempt('admin123');
    expect(locked.json().msg).toContain('锁定');

    expect((await json('GET', '/monitor/logininfor/unlock/auditor')).code).toBe(200);
    const wrongOnce = (await attempt('wrong-pass')).json();
    expect(wrongOnce.code).toBe(500);
    expect(wrongOnce.msg).not.toContain('锁定');
    await loginAs(t.app, 'auditor');

    const logged = await operLogs('title=账户解锁');
    expect(logged.rows[0]).toMatchObject({ businessType: 0, operName: 'admin', status: 0 });
    expect(logged.rows[0].operUrl).toBe('/prod-api/monitor/logininfor/unlock/auditor');
  });

  it('unlock, remove and clean need their permissions', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await json('GET', '/monitor/logininfor/unlock/auditor', expert)).code).toBe(403);
    expect((await json('GET', '/monitor/logininfor/list', expert)).code).toBe(403);
    expect((await json('DELETE', '/monitor/logininfor/clean', expert)).code).toBe(403);
    expect((await json('GET', '/monitor/logininfor/list')).total).toBeGreaterThan(0);
  });

  it('records where a login came from', async () => {
    await loginFrom('organiser', '114.114.114.114');
    const rows = (await json('GET', '/monitor/logininfor/list?ipaddr=114.114')).rows;
    expect(rows[0]).toMatchObject({
      userName: 'organiser',
      ipaddr: '114.114.114.114',
      loginLocation: '江苏省 南京市',
      browser: 'Chrome 126',
      os: 'Windows 10',
      status: '0',
    });
  });

  it('lists newest first with filters (status, user, address, date range), exports, deletes and cleans', async () => {
    const failed = await json('GET', '/monitor/logininfor/list?status=1&userName=audit');
    expect(failed.total).toBeGreaterThanOrEqual(6);
    expect(failed.rows[0].infoId).toBeGreaterThan(failed.rows[1].infoId);
    expect(failed.rows.every((row: { status: string }) => row.status === '1')).toBe(true);
    expect((await json('GET', '/monitor/logininfor/list?ipaddr=127.0.0')).total).toBeGreaterThan(failed.total);

    const today = formatDateTime(t.clock.now()).slice(0, 10);
    const inRange = await json('GET', `/monitor/logininfor/list?params[beginTime]=${today}&params[endTime]=${today}`);
    const all = await json('GET', '/monitor/logininfor/list');
    expect(inRange.total).toBe(all.total);
    expect((await json('GET', '/monitor/logininfor/list?params[endTime]=2000-01-01')).total).toBe(0);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/logininfor/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=1&userName=audit',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(failed.total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('序号');
    expect(sheet.getRow(2).getCell(3).value).toBe('失败');

    const ids = failed.rows.slice(0, 2).map((row: { infoId: number }) => row.infoId);
    expect((await json('DELETE', `/monitor/logininfor/${ids.join(',')}`)).code).toBe(200);
    expect((await json('GET', '/monitor/logininfor/list?status=1&userName=audit')).total).toBe(failed.total - 2);
    expect((await json('DELETE', '/monitor/logininfor/clean')).code).toBe(200);
    expect((await json('GET', '/monitor/logininfor/list')).total).toBe(0);
    const cleaned = await operLogs('title=登录日志&businessType=9');
    expect(cleaned.total).toBe(1);
  });
});

describe('operation log', () => {
  it('masks the password of a reset in its parameters', async () => {
    const expert = (await json('GET', '/system/user/list?userName=expert')).rows[0];
    const reset = await api('PUT', '/system/user/resetPwd', admin, { userId: expert.userId, password: 'Reset#2026' });
    expect(reset.json().code).toBe(200);
    const logged = await operLogs('title=用户管理&businessType=2&operName=admin');
    const detail = (await json('GET', `/monitor/operlog/${logged.rows[0].operId}`)).data;
    expect(detail).toMatchObject({ operUrl: '/prod-api/system/user/resetPwd', requestMethod: 'PUT', status: 0 });
    expect(JSON.parse(detail.operParam)).toEqual({ userId: expert.userId, password: '******' });
    expect(detail.operParam).not.toContain('Reset#2026');
  });

  it('filters by title, business type, status, operator and time range', async () => {
    // A refused call is logged with status 1.
    expect((await json('DELETE', '/system/user/1')).code).toBe(500);
    const failed = await operLogs('status=1');
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(failed.rows[0]).toMatchObject({ title: '用户管理', businessType: 3, status: 1 });
    expect(failed.rows[0].errorMsg.length).toBeGreaterThan(0);

    expect((await operLogs('title=用户')).rows.every((row: { title: string }) => row.title.includes('用户'))).toBe(
      true,
    );
    expect((await operLogs('operName=nobody')).total).toBe(0);
    expect((await operLogs('businessType=3&status=0&title=用户管理')).total).toBe(0);
    const today = formatDateTime(t.clock.now()).slice(0, 10);
    const all = await operLogs('');
    expect((await operLogs(`params[beginTime]=${today}&params[endTime]=${today}`)).total).toBe(all.total);
    expect((await operLogs('params[beginTime]=2099-01-01')).total).toBe(0);
  });

  it('exports the filtered rows with dictionary labels', async () => {
    const forced = await operLogs('businessType=7');
    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/operlog/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'businessType=7',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(forced.total + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe('强退');
    expect(sheet.getRow(2).getCell(13).value).toBe('成功');
  });

  it('detail, remove and clean need their permissions', async () => {
    const sysadmin = await loginAs(t.app, 'sysadmin');
    const [row] = (await operLogs('businessType=7')).rows;
    // The system administrator holds every monitoring permission; a role without them is refused,
    // the organiser's too (issue 29: it runs competitions, not the platform).
    expect((await json('GET', `/monitor/operlog/${row.operId}`, sysadmin)).code).toBe(200);
    const auditor = await loginAs(t.app, 'auditor');
    expect((await json('GET', `/monitor/operlog/${row.operId}`, auditor)).code).toBe(403);
    expect((await json('DELETE', `/monitor/operlog/${row.operId}`, auditor)).code).toBe(403);
    expect((await json('DELETE', '/monitor/operlog/clean', auditor)).code).toBe(403);
    const organiser = await loginAs(t.app, 'organiser');
    expect((await json('GET', `/monitor/operlog/${row.operId}`, organiser)).code).toBe(403);
    expect((await json('DELETE', '/monitor/operlog/clean', organiser)).code).toBe(403);
    expect((await json('GET', '/monitor/operlog/999999')).code).toBe(500);
  });

  it('deletes chosen rows, then clean leaves only its own row', async () => {
    const forced = await operLogs('businessType=7');
    const ids = forced.rows.map((row: { operId: number }) => row.operId);
    expect((await json('DELETE', `/monitor/operlog/${ids.join(',')}`)).code).toBe(200);
    expect((await operLogs('businessType=7')).total).toBe(0);
    expect((await operLogs('')).total).toBeGreaterThan(0);
    expect((await json('DELETE', '/monitor/operlog/clean')).code).toBe(200);
    // The clean itself is logged after it ran, so only that row remains.
    const rest = await operLogs('');
    expect(rest.rows.map((row: { businessType: number; title: string }) => [row.title, row.businessType])).toEqual([
      ['操作日志', 9],
    ]);
  });
});
