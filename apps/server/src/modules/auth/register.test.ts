import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, setConfigValue } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
});
afterAll(() => t.close());

const valid = { username: 'newexpert', password: 'secret12', confirmPassword: 'secret12', mobile: '13800138000' };
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/prod-api/register', headers, payload });

async function openRegistration(open: boolean) {
  await setConfigValue(t.database, 'sys.account.registerUser', open ? 'true' : 'false');
  await t.cache.delete('sys_config:sys.account.registerUser');
}

describe('registration', () => {
  it('is refused while sys.account.registerUser is not true', async () => {
    expect((await register(valid)).json()).toEqual({ code: 500, msg: '当前系统没有开启注册功能！' });
    const info = await t.app.inject({ url: '/prod-api/app/info' });
    expect(info.json().data).toMatchObject({ registerEnabled: false, captchaEnabled: false });
  });

  it('creates an account that waits for review and cannot log in before it', async () => {
    await openRegistration(true);
    expect((await register(valid)).json()).toEqual({ code: 200, msg: '注册成功，请等待管理员审核' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'newexpert', password: 'secret12' },
    });
    expect(login.json()).toEqual({ code: 500, msg: '账号正在等待注册审核，审核通过后才能登录' });
  });

  it('refuses a taken user name or mobile', async () => {
    await openRegistration(true);
    expect((await register({ ...valid, username: 'admin' })).json().msg).toBe("保存用户'admin'失败，注册账号已存在");
    expect((await register({ ...valid, username: 'another1' })).json().msg).toBe('手机号码已被注册');
  });

  it('applies the user name and password rules, naming the field in the request language', async () => {
    await openRegistration(true);
    const short = await register({ ...valid, username: 'x' });
    expect(short.json().msg).toBe('参数 username 不正确：须为 2 到 20 位字母、数字或下划线，并以字母开头');
    const weak = await register(
      { ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { 'accept-language': 'en' },
    );
    expect(weak.json().msg).toBe(
      'invalid password: 6 to 20 characters with letters and digits, without spaces or < > " \' | \\',
    );
    const mismatch = await register({ ...valid, confirmPassword: 'secret13' });
    expect(mismatch.json().msg).toBe('参数 confirmPassword 不正确：两次输入的密码不一致');
    const mobile = await register({ ...valid, mobile: '12345' });
    expect(mobile.json().msg).toContain('mobile');
  });

  // Last in the file: it breaks registration review's table for good.
  it('stores no account when its review entry cannot be written', async () => {
    await openRegistration(true);
    await t.database.exec().execute(sql`alter table sys_registration rename to sys_registration_gone`);
    const answer = (await register({ ...valid, username: 'halfwritten', mobile: '13800138111' })).json();
    expect(answer.code).toBe(500);
    const left = await rows(t.database, sql`select 1 from sys_user where user_name = 'halfwritten'`);
    expect(left).toEqual([]);
  });
});
