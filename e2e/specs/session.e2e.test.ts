import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { fillPasswordLogin, loginAs, messageText, sessionToken, shot } from '../support/session';
import { chooseFromUserMenu, chooseLanguage } from '../support/shell';

// APP_CAPTCHA=off (the e2e default): the password form has no captcha field.
let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterAll(() => s?.stop());

beforeEach(async () => {
  await s.context.clearCookies();
  await s.page.goto(s.url('/login'));
  await s.page.evaluate(() => window.localStorage.clear());
});

describe('session in the browser', () => {
  it('logs in with the captcha off and comes back to the page first asked for', async () => {
    await s.page.goto(s.url('/system/user?status=0'));
    await s.page.waitForURL(/\/competition-bak\/login\?redirect=%2Fsystem%2Fuser%3Fstatus%3D0$/);
    await s.page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    // The field shows until the captcha answer says the captcha is off.
    await s.page.waitForLoadState('networkidle');
    expect(await s.page.getByRole('textbox', { name: '验证码', exact: true }).count()).toBe(0);
    await shot(s.page, 'login-zh-1366');

    await fillPasswordLogin(s.page, '  admin ', 'admin123');

    await s.page.waitForURL(/\/competition-bak\/system\/user\?status=0$/);
    await s.page.getByPlaceholder('请输入用户名称').first().waitFor();
    expect(await sessionToken(s)).toBeTruthy();
    await s.page.getByRole('button', { name: '超级管理员 的账号菜单' }).click();
    await s.page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await s.page.keyboard.press('Escape');
  });

  it('refuses an entrant with the exact text and keeps the login page', async () => {
    await s.page.goto(s.url('/login'));
    await fillPasswordLogin(s.page, 'entrant', 'admin123');
    expect(await messageText(s.page, '您是大赛报名者')).toBe('您是大赛报名者，不能登录后台');
    expect(new URL(s.page.url()).pathname).toBe('/competition-bak/login');
    expect(await sessionToken(s)).toBeUndefined();
  });

  it('shows who is logged in and their menus on the home page; a menu opens its page', async () => {
    await loginAs(s, 'admin');
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    await shot(s.page, 'index-zh-1366');
    await s.page.setViewportSize({ width: 900, height: 800 });
    await shot(s.page, 'index-zh-900');
    await s.page.setViewportSize({ width: 1366, height: 800 });

    await s.page.getByRole('link', { name: '用户管理' }).click();
    await s.page.waitForURL(/\/competition-bak\/system\/user$/);
    await s.page.getByPlaceholder('请输入用户名称').first().waitFor();
  });

  it('asks before logging out: cancel stays, OK ends the session and goes to the index page', async () => {
    await loginAs(s, 'admin');
    const token = await sessionToken(s);

    await chooseFromUserMenu(s.page, '退出登录');
    const dialog = s.page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').innerText()).toBe('提示');
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe('确定注销并退出系统吗？');
    expect(await s.page.locator('.ant-modal-confirm.ant-modal-confirm-warning').count()).toBe(1);
    await shot(s.page, 'logout-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(s.page.url()).pathname).toBe('/competition-bak/index');
    expect(await sessionToken(s)).toBe(token);

    await chooseFromUserMenu(s.page, '退出登录');
    await s.page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();

    await s.page.waitForURL(/\/competition-bak\/login\?redirect=%2Findex$/);
    expect(await sessionToken(s)).toBeUndefined();
    const info = await fetch(`${s.server.baseUrl}/prod-api/getInfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await info.json()) as { code: number }).code).toBe(401);
  });

  it('shows the 401 dialog exactly once when the session was ended on the server', async () => {
    await loginAs(s, 'admin');
    const token = await sessionToken(s);
    // The session ends elsewhere (another tab, an administrator's forced logout).
    await fetch(`${s.server.baseUrl}/prod-api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const infoCalls: number[] = [];
    s.page.on('response', (response) => {
      if (response.url().endsWith('/prod-api/getInfo')) infoCalls.push(response.status());
    });

    await s.page.reload();

    const dialog = s.page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').innerText()).toBe('系统提示');
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe(
      '登录状态已过期，您可以继续留在该页面，或者重新登录',
    );
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['取消', '重新登录']);
    expect(await messageText(s.page, '无效的会话')).toBe('无效的会话，或者会话已过期，请重新登录。');
    await s.page.waitForURL(/\/competition-bak\/login/);
    await s.page.waitForLoadState('networkidle');
    expect(await s.page.locator('.ant-modal-confirm').count()).toBe(1);
    expect(infoCalls).toHaveLength(1);
    await shot(s.page, 'session-expired');

    await dialog.getByRole('button', { name: '重新登录' }).click();
    await s.page.waitForURL(/\/competition-bak\/login\?redirect=%2Findex$/);
    await s.page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    expect(await s.page.locator('.ant-modal-confirm').count()).toBe(0);
  });

  it('lands on 404 for an unknown path', async () => {
    await loginAs(s, 'admin');
    await s.page.goto(s.url('/no/such/page'));
    await s.page.waitForURL(/\/competition-bak\/404$/);
    await s.page.getByText('抱歉，您访问的页面不存在。').waitFor();
  });

  it('switches the spec messages to English and remembers the choice', async () => {
    await s.page.goto(s.url('/login'));
    await s.page.getByRole('button', { name: 'English' }).click();
    await s.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await shot(s.page, 'login-en-1366');

    // The server answers in the language the client sends.
    await s.page.getByRole('textbox', { name: 'Username' }).fill('entrant');
    await s.page.getByLabel('Password', { exact: true }).fill('admin123');
    await s.page.getByLabel('Password', { exact: true }).press('Enter');
    expect(await messageText(s.page, 'entrant')).toBe(
      'you are a competition entrant and cannot log in to the back office',
    );

    await s.page.reload();
    await s.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await s.page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await s.page.getByLabel('Password', { exact: true }).fill('admin123');
    await s.page.getByLabel('Password', { exact: true }).press('Enter');
    await s.page.waitForURL(/\/competition-bak\/index$/);

    await chooseFromUserMenu(s.page, 'Log Out');
    const dialog = s.page.locator('.ant-modal-confirm');
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe(
      'Are you sure you want to log out and exit the system?',
    );
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual(['cancel', 'OK']);
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await chooseLanguage(s.page, '中文');
    await s.page.getByRole('button', { name: '超级管理员 的账号菜单' }).click();
    await s.page.getByRole('menuitem', { name: '退出登录' }).waitFor();
  });

  it('fits a 900 px wide window (the mobile layout)', async () => {
    await s.page.setViewportSize({ width: 900, height: 800 });
    try {
      await s.page.goto(s.url('/login'));
      await s.page.getByRole('heading', { name: '欢迎登录' }).waitFor();
      await shot(s.page, 'login-zh-900');
      await s.page.getByRole('tab', { name: '短信验证码登录' }).click();
      await s.page.getByRole('button', { name: '获取验证码' }).waitFor();
      await shot(s.page, 'login-sms-900');
      await s.page.getByRole('tab', { name: '账号密码登录' }).click();
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await s.page.setViewportSize({ width: 375, height: 740 });
      await shot(s.page, 'login-zh-375');
      expect(await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // The English system name is long: it wraps instead of widening the page.
      await s.page.getByRole('button', { name: 'English' }).click();
      await s.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await shot(s.page, 'login-en-375');
      expect(await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await s.page.getByRole('button', { name: '中文' }).click();
    } finally {
      await s.page.setViewportSize({ width: 1366, height: 800 });
    }
  });
});
