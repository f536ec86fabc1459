import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows, setConfigValue } from '../../../../test/auth-helpers';
import { readOutbox } from '../../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { mayAutoApprove } from './registration.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  await setConfig('sys.account.registerUser', 'true');
});
afterAll(() => t.close());

async function setConfig(key: string, value: string) {
  await setConfigValue(t.database, key, value);
  await t.cache.delete(`sys_config:${key}`);
}
const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
const register = async (username: string, mobile: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/prod-api/register',
    payload: { username, password: 'secret12', confirmPassword: 'secret12', mobile },
  });
  expect(answer.json().code).toBe(200);
  const [row] = await rows<{ user_id: number }>(
    t.database,
    sql`select user_id::int as user_id from sys_user where user_name = ${username}`,
  );
  return row.user_id;
};
const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password: 'secret12' } });
const rowOf = async (userName: string) =>
  (await api('GET', `/system/registration/list?userName=${userName}`)).json().rows[0];

describe('registration review', () => {
  it('lists a registration waiting with what was submitted, mobile masked', async () => {
    await register('waiting1', '13900000001');
    expect(await rowOf('waiting1')).toMatchObject({
      userName: 'waiting1',
      mobile: '139****0001',
      requestedRole: 'expert',
      requestedRoleName: '评审专家',
      status: '1',
      autoApproved: '0',
      smsStatus: null,
    });
    const waiting = (await api('GET', '/system/registration/list?status=1')).json();
    expect(waiting.rows.every((row: { status: string }) => row.status === '1')).toBe(true);
  });

  it('approves: the account logs in with the role it asked for, and the decision went out by SMS', async () => {
    const userId = await register('approved1', '13900000002');
    expect((await login('approved1')).json().code).toBe(500);
    expect((await api('PUT', `/system/registration/${userId}/approve`)).json().code).toBe(200);
    const loggedIn = (await login('approved1')).json();
    expect(loggedIn.code).toBe(200);
    const info = await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(loggedIn.token) });
    expect(info.json().roles).toEqual(['expert']);
    expect(await rowOf('approved1')).toMatchObject({ status: '0', decidedBy: 'admin', smsStatus: '0' });
    const sent = readOutbox(t.dataDir).filter((line) => line.mobile === '13900000002');
    expect(sent).toEqual([
      expect.objectContaining({
        purpose: 'registration_approved',
        template: 'REGISTRATION_APPROVED',
        text: '您的账号 approved1 已通过注册审核，现在可以登录大赛管理后台。',
      }),
    ]);
    const [logged] = await rows<{ purpose: string; mobile: string }>(
      t.database,
      sql`select purpose, mobile from sys_sms_log where purpose = 'registration_approved' order by sms_id desc limit 1`,
    );
    expect(logged.mobile).not.toContain('13900000002');
    // Decided once.
    expect((await api('PUT', `/system/registration/${userId}/approve`)).json()).toMatchObject({
      code: 500,
      msg: '该注册申请已审核',
    });
  });

  it('rejects with a reason: the account cannot log in, the reason is kept and sent', async () => {
    const userId = await register('rejected1', '13900000003');
    expect((await api('PUT', `/system/registration/${userId}/reject`, { reason: ' ' })).json().code).toBe(500);
    expect(
      (await api('PUT', `/system/registration/${userId}/reject`, { reason: '请使用单位邮箱注册' })).json().code,
    ).toBe(200);
    expect((await login('rejected1')).json()).toMatchObject({ code: 500 });
    expect(await rowOf('rejected1')).toMatchObject({ status: '2', reason: '请使用单位邮箱注册', smsStatus: '0' });
    const [sent] = readOutbox(t.dataDir).filter((line) => line.mobile === '13900000003');
    expect(sent).toMatchObject({ template: 'REGISTRATION_REJECTED', params: { reason: '请使用单位邮箱注册' } });
  });

  it('never auto-approves a staff role, even when configured', async () => {
    await setConfig('sys.registration.autoApprove', 'participants,expert');
    await register('staff1', '13900000004');
    expect(await rowOf('staff1')).toMatchObject({ status: '1', autoApproved: '0' });
    expect((await login('staff1')).json().code).toBe(500);
  });

  it('auto-approves entrants when configured: entrants yes, staff never', () => {
    expect(mayAutoApprove('participants', 'participants')).toBe(true);
    expect(mayAutoApprove('participants', ' expert , participants ')).toBe(true);
    expect(mayAutoApprove('participants', '')).toBe(false);
    for (const staff of ['expert', 'auditor', 'organiser', 'admin']) expect(mayAutoApprove(staff, staff)).toBe(false);
  });
});

describe('registration review in bulk', () => {
  const status = async (userName: string) => (await rowOf(userName)).status;

  it('approves the chosen registrations all or none, naming one already decided', async () => {
    const first = await register('bulkpick1', '13900000031');
    const second = await register('bulkpick2', '13900000032');
    const decided = await register('bulkpick3', '13900000033');
    expect((await api('PUT', `/system/registration/${decided}/approve`)).json().code).toBe(200);

    const refused = (
      await api('PUT', '/system/registration/decide', { userIds: [first, second, decided], decision: 'approve' })
    ).json();
    expect(refused.msg).toBe('账号 bulkpick3 的注册申请已审核，不能再次审核');
    expect(await status('bulkpick1')).toBe('1');

    expect(
      (await api('PUT', '/system/registration/decide', { userIds: [first, second], decision: 'approve' })).json(),
    ).toMatchObject({ code: 200, data: { changed: 2 } });
    expect([await status('bulkpick1'), await status('bulkpick2')]).toEqual(['0', '0']);
    expect((await login('bulkpick2')).json().code).toBe(200);
  });

  it('rejects the chosen registrations only with a reason', async () => {
    const userId = await register('bulkreject1', '13900000034');
    const missing = (await api('PUT', '/system/registration/decide', { userIds: [userId], decision: 'reject' })).json();
    expect(missing.msg).toContain('reason');
    expect(
      (
        await api('PUT', '/system/registration/decide', { userIds: [userId], decision: 'reject', reason: '信息不全' })
      ).json(),
    ).toMatchObject({ code: 200, data: { changed: 1 } });
    expect(await rowOf('bulkreject1')).toMatchObject({ status: '2', reason: '信息不全' });
  });

  it('decides every waiting registration that matches the filter, after the count is confirmed', async () => {
    await register('bulkall1', '13900000041');
    await register('bulkall2', '13900000042');
    const approved = await register('bulkall3', '13900000043');
    expect((await api('PUT', `/system/registration/${approved}/approve`)).json().code).toBe(200);
    const ask = (extra: Record<string, unknown> = {}) =>
      api('PUT', '/system/registration/decide-matching', {
        filters: { userName: 'bulkall', status: '' },
        decision: 'approve',
        ...extra,
      });
    // The decided one never counts.
    expect((await ask()).json()).toMatchObject({ code: 200, data: { matching: 2, changed: 0 } });
    expect((await ask({ expected: 3 })).json().msg).toBe(
      '符合筛选条件的待审核注册现有 2 个，与确认时的 3 个不同，请刷新后重新确认',
    );
    expect(await status('bulkall1')).toBe('1');
    expect((await ask({ expected: 2 })).json()).toMatchObject({ data: { matching: 2, changed: 2 } });
    expect([await status('bulkall1'), await status('bulkall2')]).toEqual(['0', '0']);
    expect((await ask()).json()).toMatchObject({ data: { matching: 0, changed: 0 } });
  });
});
