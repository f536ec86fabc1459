import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../../test/auth-helpers';
import { call } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const sessionsOf = async (userName: string) =>
  (
    (await call(t.app, admin, 'GET', `/monitor/online/list?userName=${userName}`)).rows as Array<{ tokenId: string }>
  ).map((row) => row.tokenId);

describe('force logout (issue 26)', () => {
  it('ends the administrator’s sessions for nobody but the administrator, one or in a batch', async () => {
    // The system administrator holds monitor:online:forceLogout.
    const sysadmin = await loginAs(t.app, 'sysadmin');
    const auditor = await loginAs(t.app, 'auditor');
    const [adminSession] = await sessionsOf('admin');
    const [auditorSession] = await sessionsOf('auditor');
    const refused = { code: 500, msg: '不允许强退超级管理员' };
    expect(await call(t.app, sysadmin, 'DELETE', `/monitor/online/${adminSession}`)).toEqual(refused);
    const batch = await call(t.app, sysadmin, 'DELETE', `/monitor/online/${auditorSession},${adminSession}`);
    expect(batch).toEqual(refused);
    // Nothing ended: the batch is refused whole.
    expect(await sessionsOf('admin')).toEqual([adminSession]);
    expect((await call(t.app, auditor, 'GET', '/getInfo')).code).toBe(200);
    // The organiser runs competitions, not the platform (issue 29): it may end no session.
    const organiser = await loginAs(t.app, 'organiser');
    expect((await call(t.app, organiser, 'DELETE', `/monitor/online/${auditorSession}`)).code).toBe(403);
    expect((await call(t.app, auditor, 'GET', '/getInfo')).code).toBe(200);

    expect((await call(t.app, sysadmin, 'DELETE', `/monitor/online/${auditorSession}`)).code).toBe(200);
    expect((await call(t.app, auditor, 'GET', '/getInfo')).code).toBe(401);
    const [sysadminSession] = await sessionsOf('sysadmin');
    expect((await call(t.app, admin, 'DELETE', `/monitor/online/${sysadminSession}`)).code).toBe(200);
    expect((await call(t.app, sysadmin, 'GET', '/getInfo')).code).toBe(401);
    // The administrator may end its own other sessions.
    const second = await loginAs(t.app, 'admin');
    const other = (await sessionsOf('admin')).find((tokenId) => tokenId !== adminSession) as string;
    expect((await call(t.app, admin, 'DELETE', `/monitor/online/${other}`)).code).toBe(200);
    expect((await call(t.app, second, 'GET', '/getInfo')).code).toBe(401);
  });
});
