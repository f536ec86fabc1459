import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfigValue } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CAPTCHA_MATH_MAX, captchaKey, mathQuestion } from './captcha.service';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function issue() {
  const res = await t.app.inject({ url: '/prod-api/captchaImage' });
  const body = res.json();
  return { body, answer: (await t.cache.get<string>(captchaKey(body.uuid))) as string };
}

function login(code: string, uuid: string, password = 'admin123') {
  return t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username: 'admin', password, code, uuid } });
}

describe('captcha', () => {
  it('is on by default and answers a base64 PNG with its uuid, which the stock client can show', async () => {
    const { body, answer } = await issue();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true, captchaType: 'math' });
    expect(body.uuid).toMatch(/^[0-9a-f]{32}$/);
    const png = Buffer.from(body.img, 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: 160 x 60, as the reference's image.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([160, 60]);
    expect(answer).toMatch(/^\d+$/);
  });

  it('has far more than 26 answers, none of them likely', async () => {
    const seen = new Map<string, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const { answer } = mathQuestion(CAPTCHA_MATH_MAX);
      seen.set(answer, (seen.get(answer) ?? 0) + 1);
    }
    expect(seen.size).toBeGreaterThan(150);
    // svg-captcha's own 1..9 range let one answer win 6.8% of the time.
    expect(Math.max(...seen.values()) / draws).toBeLessThan(0.02);

    const answers = new Set<string>();
    for (let i = 0; i < 60; i++) answers.add((await issue()).answer);
    expect(answers.size).toBeGreaterThan(26);
  });

  it('takes the largest operand from sys.account.captchaMathMax', async () => {
    await setConfigValue(t.database, 'sys.account.captchaMathMax', '9');
    await t.cache.delete('sys_config:sys.account.captchaMathMax');
    for (let i = 0; i < 20; i++) expect(Number((await issue()).answer)).toBeLessThanOrEqual(18);
    await setConfigValue(t.database, 'sys.account.captchaMathMax', '99');
    await t.cache.delete('sys_config:sys.account.captchaMathMax');
  });

  it('is usable once, right or wrong', async () => {
    const { body, answer } = await issue();
    const wrong = await login(String(Number(answer) + 1), body.uuid);
    expect(wrong.json()).toEqual({ code: 500, msg: '验证码错误' });
    const again = await login(answer, body.uuid);
    expect(again.json()).toEqual({ code: 500, msg: '验证码已失效' });
    const fresh = await issue();
    const ok = await login(fresh.answer, fresh.body.uuid);
    expect(ok.json().code).toBe(200);
    const replay = await login(fresh.answer, fresh.body.uuid);
    expect(replay.json().msg).toBe('验证码已失效');
  });

  it('expires after 2 minutes by the clock', async () => {
    const { body, answer } = await issue();
    t.clock.advance(2 * 60_000 + 1);
    expect((await login(answer, body.uuid)).json()).toEqual({ code: 500, msg: '验证码已失效' });
  });

  it('asks for the code when it is missing, and speaks English on request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { 'accept-language': 'en-US' },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(res.json()).toEqual({ code: 500, msg: 'enter the captcha' });
  });

  it('follows sys.account.captchaType', async () => {
    await t.app.inject({ url: '/prod-api/captchaImage' });
    await setConfigValue(t.database, 'sys.account.captchaType', 'char');
    await t.cache.delete('sys_config:sys.account.captchaType');
    const { body, answer } = await issue();
    expect(body.captchaType).toBe('char');
    expect(answer).toMatch(/^[a-z0-9]{4}$/);
    expect(Buffer.from(body.img, 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
