import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, setConfigValue } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', LOGIN_RATE_LIMIT: '3' } });
});
afterAll(() => t.close());

function login(password: string, remoteAddress = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    remoteAddress,
    payload: { username: 'organiser', password },
  });
}

const refusalsLogged = async () =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_logininfor where ipaddr = '203.0.113.7' and msg = '访问过于频繁，请稍候再试'`,
    )
  )[0].n;

describe('login rate limit per client IP', () => {
  it('refuses attempts over the limit for the rest of the minute, logging the first refusal only', async () => {
    expect((await login('wrong-1')).json().msg).toBe('用户不存在/密码错误');
    expect((await login('wrong-2')).json().msg).toBe('用户不存在/密码错误');
    expect((await login('admin123')).json().code).toBe(200);
    const refused = await login('admin123');
    expect(refused.json()).toEqual({ code: 500, msg: '访问过于频繁，请稍候再试' });
    expect((await login('admin123')).json().code).toBe(500);
    expect(await refusalsLogged()).toBe(1);

    // Another address has its own budget.
    expect((await login('admin123', '198.51.100.9')).json().code).toBe(200);

    t.clock.advance(60_000);
    expect((await login('admin123')).json().code).toBe(200);
  });

  it('limits captcha images per client IP to three per login attempt the limit allows', async () => {
    const image = (remoteAddress = '203.0.113.80') =>
      t.app.inject({ method: 'GET', url: '/prod-api/captchaImage?force=1', remoteAddress });
    for (let i = 0; i < 9; i += 1) expect((await image()).json().captchaEnabled).toBe(true);
    expect((await image()).json()).toEqual({ code: 500, msg: '访问过于频繁，请稍候再试' });
    expect((await image('198.51.100.80')).json().captchaEnabled).toBe(true);
    t.clock.advance(60_000);
    expect((await image()).json().captchaEnabled).toBe(true);
  });

  it('counts registrations against the same budget, in the request language', async () => {
    await setConfigValue(t.database, 'sys.account.registerUser', 'true');
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/register',
        remoteAddress: '192.0.2.44',
        headers: { 'accept-language': 'en-US' },
        payload: {
          username: `newbie${n}`,
          password: 'secret123',
          confirmPassword: 'secret123',
          mobile: `1390000000${n}`,
        },
      });
    for (let n = 1; n <= 3; n++) expect((await register(n)).json().code).toBe(200);
    expect((await register(4)).json()).toEqual({ code: 500, msg: 'too many requests, please try again later' });
  });

  it('counts SMS logins against the same budget', async () => {
    const smsLogin = () =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/sms/login',
        remoteAddress: '192.0.2.77',
        payload: { mobile: '13900000055', smsCode: '123456', uuid: 'a'.repeat(32) },
      });
    expect((await login('wrong-1', '192.0.2.77')).json().msg).toBe('用户不存在/密码错误');
    expect((await smsLogin()).json().msg).toBe('短信验证码已失效，请重新获取');
    expect((await smsLogin()).json().msg).toBe('短信验证码已失效，请重新获取');
    expect((await smsLogin()).json()).toEqual({ code: 500, msg: '访问过于频繁，请稍候再试' });
    expect((await login('admin123', '192.0.2.77')).json().code).toBe(500);
  });
});
