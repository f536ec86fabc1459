import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, SCREENSHOTS, shot } from '../support/session';
import { chooseLanguage, pageTitled, setBodyWidth, sidebar } from '../support/shell';

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
  await s.page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(s, 'admin');
});
afterAll(() => s?.stop());

const device = () => s.page.locator('.cbo-layout').getAttribute('data-device');
const toggle = () => s.page.getByRole('button', { name: /^(展开菜单|收起菜单)$/ });
const drawer = () => s.page.locator('.cbo-mobile-sidebar');
const overflow = () => s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('device rule in the browser', () => {
  it('is mobile at a body width of 992 px (992 - 1 < 992) and desktop at 993 px', async () => {
    expect(await setBodyWidth(s.page, 992)).toBe(992);
    await expect.poll(device).toBe('mobile');
    expect(await s.page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await sidebar(s.page).count()).toBe(0);
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');

    expect(await setBodyWidth(s.page, 993)).toBe(993);
    await expect.poll(device).toBe('desktop');
    await sidebar(s.page).waitFor();
    expect((await s.page.locator('.ant-layout-sider').boundingBox())?.width).toBe(200);
  });

  it('opens the menu as a drawer on mobile, and closes it when a page is chosen', async () => {
    await setBodyWidth(s.page, 992);
    await expect.poll(device).toBe('mobile');
    await toggle().click();
    const nav = sidebar(s.page);
    await nav.waitFor();
    await expect.poll(() => drawer().evaluate((el) => el.getBoundingClientRect().width)).toBe(200);
    await nav.getByText('系统监控', { exact: true }).click();
    await nav.getByRole('link', { name: '在线用户' }).click();
    await s.page.waitForURL(/\/competition-bak\/monitor\/online$/);
    await pageTitled(s.page, '在线用户');
    await nav.waitFor({ state: 'hidden' });
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');

    // The mask closes it too.
    await toggle().click();
    await nav.waitFor();
    await s.page.locator('.ant-drawer-mask').click({ position: { x: 600, y: 400 } });
    await nav.waitFor({ state: 'hidden' });
  });

  it('looks finished on a 390 px phone: home, menu drawer and a page', async () => {
    await s.page.goto(s.url('/index'));
    await setBodyWidth(s.page, 390, 844);
    await expect.poll(device).toBe('mobile');
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    await s.page.getByText('pglite').first().waitFor();
    // Popups that just closed (the language menu) leave with an animation; then nothing is wider than the phone.
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await shot(s.page, 'shell-home-390');

    await toggle().click();
    const nav = sidebar(s.page);
    await nav.waitFor();
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByRole('link', { name: '用户管理' }).waitFor();
    await s.page.waitForTimeout(400);
    // The drawer covers the viewport: a viewport shot shows it as a person sees it.
    await s.page.screenshot({ path: join(SCREENSHOTS, 'shell-drawer-390.png') });
    await nav.getByRole('link', { name: '用户管理' }).click();
    await pageTitled(s.page, '用户管理');
    await nav.waitFor({ state: 'hidden' });
    await shot(s.page, 'shell-page-390');
  });

  it('fits the long English names at 1440 and 390 px', async () => {
    await setBodyWidth(s.page, 1440);
    await s.page.goto(s.url('/index'));
    await chooseLanguage(s.page, 'English');
    await s.page.getByRole('heading', { name: 'Welcome, 超级管理员' }).waitFor();
    const logo = sidebar(s.page).getByRole('link', {
      name: 'innovation and entrepreneurship competition management system',
    });
    expect((await logo.boundingBox())?.height).toBe(56);
    await shot(s.page, 'shell-home-en-1440');
    await setBodyWidth(s.page, 390, 844);
    await expect.poll(device).toBe('mobile');
    // Popups that just closed (the language menu) leave with an animation; then nothing is wider than the phone.
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    await shot(s.page, 'shell-home-en-390');
    await chooseLanguage(s.page, '中文');
  });
});
