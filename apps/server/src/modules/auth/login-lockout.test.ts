import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { captchaKey } from './captcha.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The captcha switch is off: the slow-down must ask for one anyway.
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const LOCKED = '密码输入错误5次，帐户锁定10分钟';
const WRONG = '用户不存在/密码错误';

async function login(username: string, password: string, remoteAddress: string, captcha = {}, url = '/prod-api/login') {
  const res = await t.app.inject({ method: 'POST', url, remoteAddress, payload: { username, password, ...captcha } });
  return res.json() as { code: number; msg: string; token?: string };
}

/** A captcha asked for with the switch off, and its answer as the person reads it. */
async function solvedCaptcha() {
  const body = (await t.app.inject({ url: '/prod-api/captchaImage?force=1' })).json();
  expect(body).toMatchObject({ code: 200, captchaEnabled: true });
  return { uuid: body.uuid as string, code: (await t.cache.get<string>(captchaKey(body.uuid))) as string };
}

describe('password lockout per account and client address', () => {
  it("locks the guesser's address only: the owner still logs in from another", async () => {
    for (let i = 1; i <= 4; i++) expect((await login('organiser', `bad-${i}xx`, '203.0.113.5')).msg).toBe(WRONG);
    expect((await login('organiser', 'bad-5xx', '203.0.113.5')).msg).toBe(LOCKED);
    // Even the right password is refused at the locked address.
    expect((await login('organiser', 'admin123', '203.0.113.5')).msg).toBe(LOCKED);
    // The owner elsewhere is slowed down (a captcha), never locked out.
    expect((await login('organiser', 'admin123', '198.51.100.20', await solvedCaptcha())).code).toBe(200);
    // A right login ends the slow-down, not the lock of the guesser's address.
    expect((await login('organiser', 'admin123', '198.51.100.20')).code).toBe(200);
    expect((await login('organiser', 'admin123', '203.0.113.5')).msg).toBe(LOCKED);
    t.clock.advance(10 * 60_000);
    expect((await login('organiser', 'admin123', '203.0.113.5')).code).toBe(200);
  });

  it('the administrator account is never locked for everyone by a stranger', async () => {
    for (let i = 1; i <= 5; i++) await login('admin', `bad-${i}xx`, '203.0.113.66');
    expect((await login('admin', 'admin123', '203.0.113.66')).msg).toBe(LOCKED);
    expect((await login('admin', 'admin123', '192.0.2.1', await solvedCaptcha())).code).toBe(200);
  });

  it('asks for a captcha on an account guessed at from many addresses, and lets a solved one through', async () => {
    // One wrong guess from each of five addresses: no address is locked, the account is slowed down.
    for (let i = 1; i <= 5; i++) expect((await login('expert', `bad-${i}xx`, `198.51.100.${i}`)).msg).toBe(WRONG);
    expect(await login('expert', 'admin123', '192.0.2.200')).toEqual({ code: 500, msg: '请输入验证码' });
    expect((await login('expert', 'wrong-pass', '192.0.2.201', { uuid: 'f'.repeat(32), code: '1' })).msg).toBe(
      '验证码已失效',
    );
    const captcha = await solvedCaptcha();
    expect((await login('expert', 'admin123', '192.0.2.200', { ...captcha, code: `${captcha.code}9` })).msg).toBe(
      '验证码错误',
    );
    expect((await login('expert', 'admin123', '192.0.2.200', await solvedCaptcha())).code).toBe(200);
  });

  it('ends the slow-down a lock time after the last wrong guess, by the clock', async () => {
    for (let i = 1; i <= 5; i++) await login('auditor', `bad-${i}xx`, `198.51.100.${40 + i}`);
    t.clock.advance(10 * 60_000 - 1);
    expect((await login('auditor', 'admin123', '192.0.2.9')).msg).toBe('请输入验证码');
    t.clock.advance(1);
    expect((await login('auditor', 'admin123', '192.0.2.9')).code).toBe(200);
  });

  it("lets the administrator unlock every address of an account and its slow-down, not another account's", async () => {
    for (const ip of ['203.0.113.10', '203.0.113.11']) {
      for (let i = 1; i <= 5; i++) await login('organiser', `bad-${i}xx`, ip);
    }
    for (let i = 1; i <= 5; i++) await login('expert', `bad-${i}xx`, '203.0.113.10');
    const unlock = await t.app.inject({
      url: '/prod-api/monitor/logininfor/unlock/organiser',
      headers: bearer(admin),
    });
    expect(unlock.json().code).toBe(200);
    expect((await login('organiser', 'admin123', '203.0.113.10')).code).toBe(200);
    expect((await login('organiser', 'admin123', '203.0.113.11')).code).toBe(200);
    expect((await login('expert', 'admin123', '203.0.113.10')).msg).toBe(LOCKED);
  });

  it('holds on the portal, which shares the pipeline', async () => {
    for (let i = 1; i <= 5; i++) await login('entrant', `bad-${i}xx`, '203.0.113.90', {}, '/prod-api/portal/login');
    expect((await login('entrant', 'admin123', '203.0.113.90', {}, '/prod-api/portal/login')).msg).toBe(LOCKED);
    expect((await login('entrant', 'admin123', '192.0.2.90', {}, '/prod-api/portal/login')).msg).toBe('请输入验证码');
    const other = await login('entrant', 'admin123', '192.0.2.90', await solvedCaptcha(), '/prod-api/portal/login');
    expect(other.code).toBe(200);
  });
});
