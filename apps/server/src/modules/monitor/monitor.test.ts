import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const api = (method: Method, url: string, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token) });
const info = (token: string) => api('GET', '/getInfo', token);

describe('online users', () => {
  it('lists live sessions newest first with their department, and force logout ends only the chosen one', async () => {
    const first = await loginAs(t.app, 'organiser');
    t.clock.advance(5_000);
    const second = await loginAs(t.app, 'organiser');
    const list = (await api('GET', '/monitor/online/list?userName=organiser')).json();
    expect(list.total).toBe(2);
    expect(list.rows[0]).toMatchObject({ userName: 'organiser', deptName: '组委会办公室', ipaddr: '127.0.0.1' });
    expect(list.rows[0].loginTime).toBeGreaterThan(list.rows[1].loginTime);
    expect((await api('GET', '/monitor/online/list?ipaddr=10.0.0.1')).json().total).toBe(0);

    const newest = list.rows[0].tokenId as string;
    expect((await api('DELETE', `/monitor/online/${newest}`)).json().code).toBe(200);
    expect((await info(second)).json().code).toBe(401);
    expect((await info(first)).json().code).toBe(200);
    const after = (await api('GET', '/monitor/online/list?userName=organiser')).json();
    expect(after.rows.map((row: { tokenId: string }) => row.tokenId)).not.toContain(newest);
  });

  it('needs the permission', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/monitor/online/list', expert)).json().code).toBe(403);
  });
});

describe('login log', () => {
  const wrong = () =>
    t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'auditor', password: 'wrong-pass' } });

  it('unlocks a locked account', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    const locked = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'auditor', password: 'admin123' },
    });
    expect(locked.json().msg).toContain('锁定');
    expect((await api('GET', '/monitor/logininfor/unlock/auditor')).json().code).toBe(200);
    await loginAs(t.app, 'auditor');
  });

  it('lists newest first with filters, exports, deletes and cleans', async () => {
    const failed = (await api('GET', '/monitor/logininfor/list?status=1&userName=audit')).json();
    expect(failed.total).toBeGreaterThanOrEqual(5);
    expect(failed.rows[0].infoId).toBeGreaterThan(failed.rows[1].infoId);
    expect(failed.rows.every((row: { status: string }) => row.status === '1')).toBe(true);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/logininfor/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=1',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(failed.total + 1);
    expect(workbook.worksheets[0].getRow(2).getCell(3).value).toBe('失败');

    const ids = failed.rows.slice(0, 2).map((row: { infoId: number }) => row.infoId);
    expect((await api('DELETE', `/monitor/logininfor/${ids.join(',')}`)).json().code).toBe(200);
    expect((await api('GET', '/monitor/logininfor/list?status=1&userName=audit')).json().total).toBe(failed.total - 2);
    expect((await api('DELETE', '/monitor/logininfor/clean')).json().code).toBe(200);
    expect((await api('GET', '/monitor/logininfor/list')).json().total).toBe(0);
  });
});

describe('operation log', () => {
  it('lists operations with filters, shows one, deletes and cleans', async () => {
    await t.app.operLog.flush();
    const forced = (await api('GET', '/monitor/operlog/list?businessType=7')).json();
    expect(forced.total).toBe(1);
    expect(forced.rows[0]).toMatchObject({ title: '在线用户', operName: 'admin', status: 0, requestMethod: 'DELETE' });
    const detail = (await api('GET', `/monitor/operlog/${forced.rows[0].operId}`)).json();
    expect(detail.data.operParam).toContain('tokenIds');

    const cleaned = (await api('GET', '/monitor/operlog/list?title=登录日志')).json();
    expect(cleaned.total).toBeGreaterThanOrEqual(2);
    expect((await api('DELETE', `/monitor/operlog/${forced.rows[0].operId}`)).json().code).toBe(200);
    expect((await api('GET', '/monitor/operlog/list?businessType=7')).json().total).toBe(0);
    expect((await api('DELETE', '/monitor/operlog/clean')).json().code).toBe(200);
    // The clean itself is logged after it ran, so at most that row remains.
    await t.app.operLog.flush();
    const rest = (await api('GET', '/monitor/operlog/list')).json();
    expect(rest.rows.map((row: { businessType: number }) => row.businessType)).toEqual([9]);
  });
});
