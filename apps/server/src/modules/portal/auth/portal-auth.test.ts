import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows, setConfigValue } from '../../../../test/auth-helpers';
import { entrantToken } from '../../../../test/entrant-helpers';
import { latestCode, readOutbox } from '../../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', SMS_IP_RATE_LIMIT: '1000' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, payload?: object, token?: string) =>
  (
    await t.app.inject({
      method,
      url: `/prod-api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    })
  ).json();

const newcomer = (username: string, mobile: string) => ({
  username,
  password: 'secret12',
  confirmPassword: 'secret12',
  mobile,
  realName: '张小明',
});

/** Each number gets one code a minute: the clock moves past that before each request. */
const nextMinute = () => t.clock.advance(61_000);

async function registerWithCode(username: string, mobile: string) {
  nextMinute();
  const sent = readOutbox(t.dataDir).filter((line) => line.mobile === mobile).length;
  const { uuid } = await call('POST', '/portal/register/code', { mobile });
  const smsCode = await latestCode(t.dataDir, mobile, sent + 1);
  return call('POST', '/portal/register', { ...newcomer(username, mobile), uuid, smsCode });
}

describe('portal tokens', () => {
  it('lets an entrant in on the portal with a token that every back-office route refuses', async () => {
    const token = await entrantToken(t.app);
    expect(await call('GET', '/portal/profile', undefined, token)).toMatchObject({
      code: 200,
      data: { userName: 'entrant', realName: '参赛者', mobile: '138****0005' },
    });
    for (const url of ['/getInfo', '/getRouters', '/comp/application/list', '/system/user/profile']) {
      expect((await call('GET', url, undefined, token)).code).toBe(401);
    }
  });

  it('refuses a staff token on portal routes, and staff at the portal login', async () => {
    expect((await call('GET', '/portal/profile', undefined, admin)).code).toBe(401);
    expect(await call('POST', '/portal/login', { username: 'admin', password: 'admin123' })).toEqual({
      code: 500,
      msg: '该账号不是大赛报名者账号，请登录管理后台',
    });
    // And the other way round, as before: entrants never enter the back office.
    expect((await call('POST', '/login', { username: 'entrant', password: 'admin123' })).msg).toBe(
      '您是大赛报名者，不能登录后台',
    );
  });

  it('ends the portal session at logout', async () => {
    const token = await entrantToken(t.app);
    expect((await call('POST', '/portal/logout', undefined, token)).code).toBe(200);
    expect((await call('GET', '/portal/profile', undefined, token)).code).toBe(401);
  });

  it('logs an entrant in with an SMS code, which the back office never sends to an entrant', async () => {
    const before = readOutbox(t.dataDir).filter((line) => line.mobile === '13800000005').length;
    nextMinute();
    await call('POST', '/sms/code', { mobile: '13800000005' });
    nextMinute();
    const { uuid } = await call('POST', '/portal/sms/code', { mobile: '13800000005' });
    const smsCode = await latestCode(t.dataDir, '13800000005', before + 1);
    const answer = await call('POST', '/portal/sms/login', { mobile: '13800000005', smsCode, uuid });
    expect(answer.code).toBe(200);
    expect((await call('GET', '/portal/profile', undefined, answer.token)).data.userName).toBe('entrant');
  });

  it('changes the real name and email', async () => {
    const token = await entrantToken(t.app);
    expect((await call('PUT', '/portal/profile', { realName: '参赛者甲', email: 'a@example.com' }, token)).code).toBe(
      200,
    );
    expect((await call('GET', '/portal/profile', undefined, token)).data).toMatchObject({
      realName: '参赛者甲',
      email: 'a@example.com',
    });
    expect((await call('PUT', '/portal/profile', { realName: '<b>', email: '' }, token)).msg).toContain('realName');
    // The operation log names the entrant, as a portal user (operator type 2).
    await t.app.operLog.flush();
    const [logged] = await rows<{ name: string; type: number }>(
      t.database,
      sql`select oper_name as name, operator_type::int as type from sys_oper_log where oper_url = '/prod-api/portal/profile' order by oper_id limit 1`,
    );
    expect(logged).toEqual({ name: 'entrant', type: 2 });
  });
});

describe('portal registration', () => {
  it('registers with the SMS code; the account waits for review, then logs in as an entrant', async () => {
    nextMinute();
    const { uuid } = await call('POST', '/portal/register/code', { mobile: '13900000101' });
    const smsCode = await latestCode(t.dataDir, '13900000101');
    const wrong = await call('POST', '/portal/register', {
      ...newcomer('newentrant', '13900000101'),
      uuid,
      smsCode: smsCode === '000000' ? '000001' : '000000',
    });
    expect(wrong).toEqual({ code: 500, msg: '短信验证码错误或已失效，请重新获取' });
    const again = await registerWithCode('newentrant', '13900000101');
    expect(again).toEqual({ code: 200, msg: '注册成功，请等待审核', approved: false });

    const waiting = await call('POST', '/portal/login', { username: 'newentrant', password: 'secret12' });
    expect(waiting.msg).toBe('账号正在等待注册审核，审核通过后才能登录');
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`select user_id::int as id from sys_user where user_name = 'newentrant'`,
    );
    const listed = await call('GET', '/system/registration/list?userName=newentrant', undefined, admin);
    expect(listed.rows[0]).toMatchObject({ requestedRole: 'participants', status: '1' });
    expect((await call('PUT', `/system/registration/${id}/approve`, undefined, admin)).code).toBe(200);
    const token = await entrantToken(t.app, 'newentrant', 'secret12');
    expect((await call('GET', '/portal/profile', undefined, token)).data.realName).toBe('张小明');
  });

  it('approves entrants at once where configured', async () => {
    await setConfigValue(t.database, 'sys.registration.autoApprove', 'participants');
    await t.cache.delete('sys_config:sys.registration.autoApprove');
    expect(await registerWithCode('quickentrant', '13900000102')).toMatchObject({ code: 200, approved: true });
    await entrantToken(t.app, 'quickentrant', 'secret12');
  });

  it('sends no code to a number an account holds, with the same answer', async () => {
    nextMinute();
    const before = readOutbox(t.dataDir).length;
    const answer = await call('POST', '/portal/register/code', { mobile: '13800000005' });
    expect(Object.keys(answer).sort()).toEqual(['code', 'msg', 'uuid']);
    // Messages go out in the background: give one the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('refuses a login code for registration', async () => {
    nextMinute();
    const { uuid } = await call('POST', '/portal/sms/code', { mobile: '13800000005' });
    const count = readOutbox(t.dataDir).filter((line) => line.mobile === '13800000005').length;
    const smsCode = await latestCode(t.dataDir, '13800000005', count);
    const answer = await call('POST', '/portal/register', {
      ...newcomer('codethief', '13800000005'),
      uuid,
      smsCode,
    });
    expect(answer.msg).toBe('短信验证码错误或已失效，请重新获取');
  });
});

describe('accounts the back office creates or closes', () => {
  async function staffMadeEntrant(userName: string): Promise<number> {
    const [{ roleId }] = await rows<{ roleId: number }>(
      t.database,
      sql`select role_id::int as "roleId" from sys_role where role_key = 'participants'`,
    );
    const added = await call(
      'POST',
      '/system/user',
      {
        userName,
        nickName: '代建报名者',
        password: 'Start2026',
        deptId: 100,
        roleIds: [roleId],
      },
      admin,
    );
    expect(added.code).toBe(200);
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`select user_id::int as id from sys_user where user_name = ${userName}`,
    );
    return id;
  }

  it('hold an entrant to the initial password until it is changed on the portal', async () => {
    await staffMadeEntrant('madeentrant');
    const other = await entrantToken(t.app, 'madeentrant', 'Start2026');
    const token = await entrantToken(t.app, 'madeentrant', 'Start2026');
    expect((await call('GET', '/portal/profile', undefined, token)).data.pwdChangeRequired).toBe(true);
    expect(await call('GET', '/portal/application/list', undefined, token)).toEqual({
      code: 500,
      msg: '请先修改初始密码后再进行其他操作',
    });
    expect(
      (await call('PUT', '/portal/password', { oldPassword: 'wrong1', newPassword: 'Changed2026' }, token)).code,
    ).toBe(500);
    expect(
      await call('PUT', '/portal/password', { oldPassword: 'Start2026', newPassword: 'Changed2026' }, token),
    ).toMatchObject({ code: 200 });
    expect((await call('GET', '/portal/application/list', undefined, token)).code).toBe(200);
    expect((await call('GET', '/portal/profile', undefined, other)).code).toBe(401);
    expect(
      (await call('GET', '/portal/profile', undefined, await entrantToken(t.app, 'madeentrant', 'Changed2026'))).data
        .pwdChangeRequired,
    ).toBe(false);
  });

  it('ends the portal sessions of an entrant the back office disables', async () => {
    const userId = await staffMadeEntrant('closedentrant');
    const token = await entrantToken(t.app, 'closedentrant', 'Start2026');
    expect((await call('PUT', '/system/user/changeStatus', { userId, status: '1' }, admin)).code).toBe(200);
    expect((await call('GET', '/portal/profile', undefined, token)).code).toBe(401);
  });
});
