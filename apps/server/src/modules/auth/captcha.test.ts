import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfigValue } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { captchaKey } from './captcha.service';

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
  it('is on by default and answers a base64 SVG with its uuid', async () => {
    const { body, answer } = await issue();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true, captchaType: 'math' });
    expect(body.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(Buffer.from(body.img, 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(answer).toMatch(/^-?\d+$/);
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
  });
});
