import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { fillPasswordLogin, messageText, shot } from '../support/session';

// The captcha on (as in production) and self-registration open.
let s: E2eSession;
beforeAll(async () => {
  s = await startE2e({ env: { APP_CAPTCHA: 'on' }, configs: { 'sys.account.registerUser': 'true' } });
});
afterAll(() => s?.stop());

const captchaSrc = async () => (await s.page.getByRole('img', { name: '验证码' }).getAttribute('src')) ?? '';

describe('captcha in the browser', () => {
  it('shows the PNG captcha, gives a new one on a click and after a failed login', async () => {
    await s.page.goto(s.url('/login'));
    await s.page.getByRole('img', { name: '验证码' }).waitFor();
    const first = await captchaSrc();
    expect(first).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await shot(s.page, 'login-captcha-1366');

    await s.page.getByRole('button', { name: '看不清？点击换一张' }).click();
    await expect.poll(captchaSrc).not.toBe(first);
    const second = await captchaSrc();

    await s.page.getByRole('textbox', { name: '验证码' }).fill('wrong');
    await fillPasswordLogin(s.page, 'admin', 'admin123');
    expect(await messageText(s.page, '验证码')).toBe('验证码错误');
    await expect.poll(captchaSrc).not.toBe(second);
    expect(await s.page.getByRole('textbox', { name: '验证码' }).inputValue()).toBe('');
    expect(new URL(s.page.url()).pathname).toBe('/competition-bak/login');
  });

  it('links to the register page, which has the same captcha and checks its fields', async () => {
    await s.page.goto(s.url('/login'));
    await s.page.getByRole('link', { name: '立即注册' }).click();
    await s.page.waitForURL(/\/competition-bak\/register$/);
    await s.page.getByRole('heading', { name: '注册账号' }).waitFor();
    expect(await captchaSrc()).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    await shot(s.page, 'register-zh-1366');

    await s.page.getByRole('button', { name: '注 册' }).click();
    await s.page.getByText('请输入您的账号').waitFor();
    await shot(s.page, 'register-errors-1366');

    await s.page.getByRole('textbox', { name: '账号' }).fill('newcomer');
    await s.page.getByLabel('密码', { exact: true }).fill('abc12345');
    await s.page.getByLabel('确认密码', { exact: true }).fill('abc12345');
    await s.page.getByRole('textbox', { name: '手机号码' }).fill('13900000009');
    await s.page.getByRole('textbox', { name: '验证码' }).fill('wrong');
    await s.page.getByRole('textbox', { name: '验证码' }).press('Enter');
    expect(await messageText(s.page, '验证码')).toBe('验证码错误');

    await s.page.setViewportSize({ width: 900, height: 800 });
    await shot(s.page, 'register-zh-900');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });
});
