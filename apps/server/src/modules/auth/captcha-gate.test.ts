import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfigValue } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { captchaKey } from './captcha.service';

let t: TestApp;
beforeAll(async () => {
  // The captcha switch is off and the per-minute limits are out of the way: only the gate speaks.
  t = await createTestApp({
    env: { APP_CAPTCHA: 'off', CAPTCHA_FREE_REQUESTS: '2', SMS_IP_RATE_LIMIT: '1000' },
  });
  await setConfigValue(t.database, 'sys.account.registerUser', 'true');
  await setConfigValue(t.database, 'sys.account.smsLoginEnabled', 'true');
  await t.cache.delete('sys_config:sys.account.registerUser', 'sys_config:sys.account.smsLoginEnabled');
});
afterAll(() => t.close());

let mobiles = 0;
/** A fresh number each time, so the per-number limits never answer instead of the gate. */
const nextMobile = () => `1370000${String(++mobiles).padStart(4, '0')}`;

async function post(url: string, payload: Record<string, unknown>, remoteAddress: string) {
  const res = await t.app.inject({ method: 'POST', url: `/prod-api${url}`, remoteAddress, payload });
  return res.json() as { code: number; msg: string };
}

async function solvedCaptcha() {
  const body = (await t.app.inject({ url: '/prod-api/captchaImage?force=1' })).json();
  return { uuid: body.uuid as string, code: (await t.cache.get<string>(captchaKey(body.uuid))) as string };
}

const CAPTCHA_REQUIRED = { code: 500, msg: '请输入验证码' };

describe('captcha after a few SMS code requests from one address', () => {
  it('counts the back office and portal code routes together and asks for a captcha past the free ones', async () => {
    const ip = '203.0.113.30';
    expect((await post('/sms/code', { mobile: nextMobile() }, ip)).code).toBe(200);
    expect((await post('/portal/register/code', { mobile: nextMobile() }, ip)).code).toBe(200);
    expect(await post('/portal/sms/code', { mobile: nextMobile() }, ip)).toEqual(CAPTCHA_REQUIRED);
    expect(await post('/sms/code', { mobile: nextMobile() }, ip)).toEqual(CAPTCHA_REQUIRED);
    expect(await post('/portal/register/code', { mobile: nextMobile() }, ip)).toEqual(CAPTCHA_REQUIRED);
    const wrong = await solvedCaptcha();
    expect((await post('/sms/code', { mobile: nextMobile(), ...wrong, code: `${wrong.code}7` }, ip)).msg).toBe(
      '验证码错误',
    );
    expect((await post('/sms/code', { mobile: nextMobile(), ...(await solvedCaptcha()) }, ip)).code).toBe(200);
    expect((await post('/portal/sms/code', { mobile: nextMobile(), ...(await solvedCaptcha()) }, ip)).code).toBe(200);
    expect((await post('/portal/register/code', { mobile: nextMobile(), ...(await solvedCaptcha()) }, ip)).code).toBe(
      200,
    );
    // Another address has its own free requests; the hour ends the count.
    expect((await post('/sms/code', { mobile: nextMobile() }, '198.51.100.30')).code).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await post('/sms/code', { mobile: nextMobile() }, ip)).code).toBe(200);
  });
});

describe('captcha after a few registrations from one address', () => {
  const newcomer = (n: number) => ({
    username: `gated${n}`,
    password: 'secret123',
    confirmPassword: 'secret123',
    mobile: nextMobile(),
  });

  it('asks for a captcha past the free registrations even with the switch off', async () => {
    const ip = '203.0.113.31';
    expect((await post('/register', newcomer(1), ip)).code).toBe(200);
    expect((await post('/register', newcomer(2), ip)).code).toBe(200);
    expect(await post('/register', newcomer(3), ip)).toEqual(CAPTCHA_REQUIRED);
    expect((await post('/register', { ...newcomer(4), ...(await solvedCaptcha()) }, ip)).code).toBe(200);
    expect((await post('/register', newcomer(5), '198.51.100.31')).code).toBe(200);
  });
});
