import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, settled, shot } from '../support/session';

// Registration review: an expert signs up on /register, waits, is approved on
// /system/registration (the decision goes out by SMS) and then logs in.

const USER = 'reviewee1';
const PASSWORD = 'abc12345';

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e({ configs: { 'sys.account.registerUser': 'true' } });
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-reg-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const rows = () => s.page.locator('.cbo-crud .ant-table-tbody tr.ant-table-row');
const row = (text: string) => rows().filter({ hasText: text });

describe('registration review in the browser', () => {
  it('registers on /register; the account waits and cannot log in', async () => {
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await s.page.goto(s.url('/register'));
    await s.page.getByRole('textbox', { name: '账号' }).fill(USER);
    await s.page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await s.page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
    await s.page.getByRole('textbox', { name: '手机号码' }).fill('13900000011');
    await s.page.getByRole('button', { name: /注\s*册/ }).click();
    await s.page.getByText('注册成功，请等待管理员审核').first().waitFor();
    await s.page.goto(s.url('/login'));
    await s.page.getByRole('textbox', { name: '账号' }).fill(USER);
    await s.page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await s.page.getByLabel('密码', { exact: true }).press('Enter');
    expect(await messageText(s.page, '注册审核')).toContain('账号正在等待注册审核');
  });

  it('is approved on /system/registration, with the SMS recorded', async () => {
    await loginAs(s, 'admin');
    await Promise.all([
      s.page.waitForResponse((response) => response.url().includes('/prod-api/system/registration/list')),
      s.page.goto(s.url('/system/registration')),
    ]);
    await row(USER).getByText('待审核').waitFor();
    await row(USER).getByText('139****0011').waitFor();
    await row(USER).getByText('评审专家').waitFor();
    await shot(s.page, 'system-registration-1440');
    await row(USER).getByRole('button', { name: '通过' }).click();
    await settled(s.page);
    await s.page
      .locator('.ant-popover:visible .ant-popconfirm-buttons')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    expect(await messageText(s.page, '账号已启用')).toBe('已通过，账号已启用');
    await expect.poll(() => row(USER).count()).toBe(0);
    await s.page.locator('.ant-segmented-item').filter({ hasText: '已通过' }).click();
    await row(USER).getByText('已发送').waitFor();
    await row(USER).getByText('admin', { exact: true }).waitFor();
    await s.page.setViewportSize({ width: 1000, height: 800 });
    await settled(s.page);
    await shot(s.page, 'system-registration-1000');
    await s.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('logs in as the approved user', async () => {
    await s.context.clearCookies();
    await loginAs(s, USER, PASSWORD);
    expect(new URL(s.page.url()).pathname).toBe('/competition-bak/index');
  });
});
