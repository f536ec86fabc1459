import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, setConfigValue } from '../../../test/auth-helpers';
import { outboxTo, readOutbox } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', SMS_IP_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

function ask(mobile: string, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/prod-api/sms/code',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers ?? {},
    payload: { mobile },
  });
}

const smsLog = (masked: string) =>
  rows<Record<string, string>>(
    t.database,
    sql`select provider, mobile, template, purpose, status, provider_id, error_msg, send_time::text as send_time
        from sys_sms_log where mobile = ${masked} order by sms_id`,
  );

const TOO_MANY = { code: 500, msg: '访问过于频繁，请稍候再试' };

describe('POST /sms/code', () => {
  it('sends a 6-digit code to an active user’s number, answering only a uuid', async () => {
    const res = await ask(' 13800000002 ');
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', uuid: expect.stringMatching(/^[0-9a-f]{32}$/) });

    const [line] = await outboxTo(t.dataDir, '13800000002');
    expect(line).toEqual({
      at: new Date(t.clock.now()).toISOString(),
      mobile: '13800000002',
      purpose: 'login_code',
      template: 'LOGIN_CODE',
      params: { code: expect.stringMatching(/^\d{6}$/) },
      text: expect.stringMatching(/^您的登录验证码为 \d{6}，5 分钟内有效。/),
    });
    const code = line.params.code as string;
    expect(res.body).not.toContain(code);

    // Recorded for staff with the number masked, never the code.
    await expect.poll(() => smsLog('138****0002')).toHaveLength(1);
    const [logged] = await smsLog('138****0002');
    expect(logged).toMatchObject({
      provider: 'log',
      template: 'LOGIN_CODE',
      purpose: 'login_code',
      status: '0',
      provider_id: expect.stringMatching(/^log-/),
      error_msg: '',
    });
    const everything = JSON.stringify(await rows(t.database, sql`select * from sys_sms_log`));
    expect(everything).not.toContain('13800000002');
    expect(everything).not.toContain(code);

    // The cache holds a keyed hash of the code, bound to the uuid, never the code or the number.
    const keys = await t.cache.scan('sms_code');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain('13800000002');
      const value = await t.cache.get(key);
      if (typeof value === 'object' && value) {
        expect(Object.values(value)).not.toContain(code);
        expect((value as { hash: string }).hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    }
  });

  it('answers a number nobody holds, an entrant’s and a disabled account’s exactly as an active user’s, sending nothing', async () => {
    await t.database.exec().execute(sql`update sys_user set status = '1' where user_name = 'expert'`);
    const known = await ask('13800000003');
    const others = [
      await ask('13900000077'), // nobody
      await ask('13800000005'), // the entrant
      await ask('13800000004'), // disabled
    ];
    for (const res of [known, ...others]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: '操作成功', uuid: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(res.body.length).toBe(known.body.length);
      expect(res.headers['content-type']).toBe(known.headers['content-type']);
    }
    await outboxTo(t.dataDir, '13800000003');
    await expect.poll(() => smsLog('138****0003')).toHaveLength(1);
    const outbox = readOutbox(t.dataDir).map((line) => line.mobile);
    expect(outbox).not.toContain('13900000077');
    expect(outbox).not.toContain('13800000005');
    expect(outbox).not.toContain('13800000004');
    for (const masked of ['139****0077', '138****0005', '138****0004']) expect(await smsLog(masked)).toEqual([]);
    await t.database.exec().execute(sql`update sys_user set status = '0' where user_name = 'expert'`);
  });

  it('allows each number one code a minute and ten a calendar day, by the clock, known or not', async () => {
    t.clock.set(Date.UTC(2026, 0, 10, 4, 0, 0));
    for (const mobile of ['13800000004', '13900000088']) {
      expect((await ask(mobile)).json().code).toBe(200);
      expect((await ask(mobile)).json()).toEqual(TOO_MANY);
      t.clock.advance(59_999);
      expect((await ask(mobile)).json()).toEqual(TOO_MANY);
      t.clock.advance(1);
      expect((await ask(mobile)).json().code).toBe(200);
      for (let n = 3; n <= 10; n++) {
        t.clock.advance(60_000);
        expect((await ask(mobile)).json().code, `code ${n}`).toBe(200);
      }
      t.clock.advance(60_000);
      expect((await ask(mobile)).json()).toEqual(TOO_MANY);
      t.clock.advance(60 * 60_000);
      expect((await ask(mobile)).json()).toEqual(TOO_MANY);
      // Another number keeps its own budget.
      expect((await ask('13900000099')).json().code).toBe(200);
      t.clock.advance(24 * 60 * 60_000);
      expect((await ask(mobile)).json().code).toBe(200);
      t.clock.advance(60_000);
    }
    await expect.poll(() => smsLog('138****0004')).toHaveLength(11);
  });

  it('refuses both SMS endpoints while SMS login is switched off, in the request language', async () => {
    await setConfigValue(t.database, 'sys.account.smsLoginEnabled', 'false');
    await t.cache.delete('sys_config:sys.account.smsLoginEnabled');
    const info = await t.app.inject({ url: '/prod-api/app/info' });
    expect(info.json().data.smsLoginEnabled).toBe(false);
    expect((await ask('13800000002')).json()).toEqual({ code: 500, msg: '当前系统没有开启短信登录功能！' });
    expect((await ask('13800000002', { headers: { 'accept-language': 'en-US' } })).json()).toEqual({
      code: 500,
      msg: 'SMS login is not enabled',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/prod-api/sms/login',
      payload: { mobile: '13800000002', smsCode: '123456', uuid: 'a'.repeat(32) },
    });
    expect(login.json()).toEqual({ code: 500, msg: '当前系统没有开启短信登录功能！' });
    await setConfigValue(t.database, 'sys.account.smsLoginEnabled', 'true');
    await t.cache.delete('sys_config:sys.account.smsLoginEnabled');
  });

  it('validates the number, naming the field', async () => {
    for (const mobile of ['12345678901', '1380000000', '138000000021', 'abc']) {
      const res = await ask(mobile);
      expect(res.json().code).toBe(500);
      expect(res.json().msg).toContain('mobile');
      expect(res.json().msg).toContain('请输入正确的 11 位手机号码');
    }
  });
});

describe('POST /sms/code per client IP', () => {
  it('refuses more than SMS_IP_RATE_LIMIT requests a minute from one address, whatever the numbers', async () => {
    const limited = await createTestApp({ env: { SMS_IP_RATE_LIMIT: '3' } });
    try {
      const from = (mobile: string, ip = '203.0.113.9') =>
        limited.app.inject({ method: 'POST', url: '/prod-api/sms/code', remoteAddress: ip, payload: { mobile } });
      for (const mobile of ['13900000001', '13900000002', '13800000002']) {
        expect((await from(mobile)).json().code).toBe(200);
      }
      expect((await from('13900000003')).json()).toEqual(TOO_MANY);
      expect((await from('13900000003', '198.51.100.4')).json().code).toBe(200);
      limited.clock.advance(60_000);
      expect((await from('13900000004')).json().code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
