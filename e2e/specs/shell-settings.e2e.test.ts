import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, SCREENSHOTS, shot } from '../support/session';
import { chooseFromUserMenu, sidebar } from '../support/shell';

let s: E2eSession;
const pageErrors: string[] = [];
beforeAll(async () => {
  s = await startE2e();
  await s.page.setViewportSize({ width: 1440, height: 900 });
  s.page.on('pageerror', (error) => pageErrors.push(error.message));
  await loginAs(s, 'admin');
});
afterAll(async () => {
  await s?.stop();
  expect(pageErrors).toEqual([]);
});

beforeEach(async () => {
  await s.page.evaluate(() => window.localStorage.removeItem('layout-setting'));
  await s.page.goto(s.url('/index'));
  await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
});

const settingsDrawer = () => s.page.getByRole('dialog', { name: '主题风格设置' });
const storedSettings = () =>
  s.page.evaluate(() => JSON.parse(window.localStorage.getItem('layout-setting') ?? 'null') as unknown);
const tagsView = () => s.page.getByRole('navigation', { name: '已打开的页面' });
const profileButton = () => s.page.getByRole('button', { name: '个人中心' });

async function openSettings() {
  await chooseFromUserMenu(s.page, '布局设置');
  await settingsDrawer().waitFor();
  return settingsDrawer();
}

async function closeSettings() {
  await settingsDrawer().getByRole('button', { name: '关闭' }).click();
  await settingsDrawer().waitFor({ state: 'hidden' });
}

describe('layout settings in the browser', () => {
  it('opens the 280 px drawer from the avatar menu with the spec defaults', async () => {
    const drawer = await openSettings();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(280);
    expect(await drawer.getByText('系统布局配置').count()).toBe(1);
    expect(await drawer.getByRole('switch').count()).toBe(5);
    for (const [label, checked] of [
      ['开启 TopNav', 'false'],
      ['开启 Tags-Views', 'true'],
      ['固定 Header', 'false'],
      ['显示 Logo', 'true'],
      ['动态标题', 'false'],
    ]) {
      expect(await drawer.getByRole('switch', { name: label }).getAttribute('aria-checked')).toBe(checked);
    }
    expect(await drawer.getByRole('button', { name: '深色侧边栏' }).getAttribute('aria-pressed')).toBe('true');
    expect(await drawer.getByRole('button', { name: '主题颜色 #3768ff' }).getAttribute('aria-pressed')).toBe('true');
    for (const color of ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']) {
      await drawer.getByRole('button', { name: `主题颜色 ${color}` }).waitFor();
    }
    await s.page.screenshot({ path: join(SCREENSHOTS, 'shell-settings-1440.png') });
    await closeSettings();
  });

  it('saves to this browser with no call, keeps the settings across a reload, and resets to the defaults', async () => {
    const drawer = await openSettings();
    await drawer.getByRole('switch', { name: '开启 Tags-Views' }).click();
    await tagsView().waitFor({ state: 'detached' });
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await drawer.getByRole('button', { name: '浅色侧边栏' }).click();
    expect(await s.page.locator('.ant-layout-sider-light').count()).toBe(1);
    await drawer.getByRole('switch', { name: '显示 Logo' }).click();
    expect(await sidebar(s.page).getByRole('link', { name: '创新创业大赛管理系统' }).count()).toBe(0);
    await drawer.getByRole('switch', { name: '显示 Logo' }).click();
    // Top navigation on: home is a top item without children, so the sidebar goes (docs/web-client.md section 2).
    await drawer.getByRole('switch', { name: '开启 TopNav' }).click();
    await sidebar(s.page).waitFor({ state: 'detached' });
    expect(await storedSettings()).toBeNull();

    const calls: string[] = [];
    const onRequest = (request: { url(): string }) => calls.push(request.url());
    s.page.on('request', onRequest);
    await drawer.getByRole('button', { name: /保存配置/ }).click();
    expect(await messageText(s.page, '正在保存到本地')).toBe('正在保存到本地，请稍候...');
    s.page.off('request', onRequest);
    expect(calls).toEqual([]);
    expect(await storedSettings()).toEqual({
      topNav: true,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: false,
      sideTheme: 'theme-light',
      theme: '#3768ff',
      size: 'medium',
    });
    await closeSettings();

    await s.page.reload();
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    expect(await tagsView().count()).toBe(0);
    expect(await sidebar(s.page).count()).toBe(0);
    // A page of a top item with children: the sidebar shows that item's pages, in the light theme.
    await s.page.goto(s.url('/system/user'));
    await sidebar(s.page).waitFor();
    expect(await s.page.locator('.ant-layout-sider-light').count()).toBe(1);
    // The fixed header stays at the top while the page scrolls.
    await s.page.setViewportSize({ width: 1440, height: 500 });
    await s.page.evaluate(() => window.scrollTo(0, 400));
    expect(await s.page.locator('.cbo-layout__header').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await shot(s.page, 'shell-light-1440');

    await s.page.goto(s.url('/index'));
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    const again = await openSettings();
    expect(await again.getByRole('switch', { name: '开启 Tags-Views' }).getAttribute('aria-checked')).toBe('false');
    await again.getByRole('button', { name: /重置配置/ }).click();
    const loaded = s.page.waitForEvent('load');
    expect(await messageText(s.page, '正在清除设置缓存')).toBe('正在清除设置缓存并刷新，请稍候...');
    await loaded;
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    expect(await storedSettings()).toBeNull();
    await tagsView().waitFor();
    expect(await s.page.locator('.ant-layout-sider-dark').count()).toBe(1);
  });

  it('reloads 1 second after the reset, not before', async () => {
    const drawer = await openSettings();
    const started = Date.now();
    const loaded = s.page.waitForEvent('load');
    await drawer.getByRole('button', { name: /重置配置/ }).click();
    await loaded;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('makes the theme colour the primary colour of every primary button', async () => {
    const before = await profileButton().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(before).toBe('rgb(55, 104, 255)');
    const drawer = await openSettings();
    await drawer.getByRole('button', { name: '主题颜色 #11a983' }).click();
    await expect
      .poll(() => profileButton().evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(17, 169, 131)');
    expect(
      await drawer.getByRole('button', { name: /保存配置/ }).evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(17, 169, 131)');
    await closeSettings();
    await shot(s.page, 'shell-green-1440');
  });

  it('puts the page title before the system name with dynamic title on', async () => {
    await expect.poll(() => s.page.title()).toBe('创新创业大赛管理系统');
    const drawer = await openSettings();
    await drawer.getByRole('switch', { name: '动态标题' }).click();
    await expect.poll(() => s.page.title()).toBe('首页 - 创新创业大赛管理系统');
    await closeSettings();
    const nav = sidebar(s.page);
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByRole('link', { name: '用户管理' }).click();
    await expect.poll(() => s.page.title()).toBe('用户管理 - 创新创业大赛管理系统');
    const off = await openSettings();
    await off.getByRole('switch', { name: '动态标题' }).click();
    await expect.poll(() => s.page.title()).toBe('创新创业大赛管理系统');
    await closeSettings();
  });
});

describe('navbar tools', () => {
  const chooseSize = async (size: string) => {
    await s.page.getByRole('button', { name: '布局大小' }).click();
    await s.page.getByRole('menuitem', { name: size }).click();
  };
  const height = () => profileButton().evaluate((el) => Math.round(el.getBoundingClientRect().height));

  it('sizes controls with Default, Medium, Small and Mini, and remembers the choice', async () => {
    expect(await height()).toBe(32);
    await chooseSize('默认');
    await expect.poll(height).toBe(40);
    await chooseSize('稍小');
    await expect.poll(height).toBe(24);
    await chooseSize('迷你');
    await expect.poll(height).toBeLessThan(24);
    // The controls' size animates: take the mini height once two readings agree.
    let mini = await height();
    await expect
      .poll(async () => {
        const now = await height();
        const settled = now === mini;
        mini = now;
        return settled;
      })
      .toBe(true);
    await shot(s.page, 'shell-mini-1440');
    expect(((await storedSettings()) as { size: string }).size).toBe('mini');
    await s.page.reload();
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    // Mini is remembered: below Small's 24 px again. The reloaded page may lay its text
    // out with a different font fallback, which moves the rounded height by a pixel.
    await expect.poll(height).toBeLessThan(24);
    await expect.poll(async () => Math.abs((await height()) - mini)).toBeLessThanOrEqual(1);
    await chooseSize('中等');
    await expect.poll(height).toBe(32);
  });

  it('goes full screen and back', async () => {
    const button = s.page.getByRole('button', { name: '全屏' });
    await button.click();
    await expect.poll(() => s.page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    const exit = s.page.getByRole('button', { name: '退出全屏' });
    expect(await exit.getAttribute('aria-pressed')).toBe('true');
    await exit.click();
    await expect.poll(() => s.page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await s.page.getByRole('button', { name: '全屏' }).waitFor();
  });

  it('warns when the browser does not support full screen', async () => {
    const page = await s.context.newPage();
    try {
      await page.addInitScript(() => {
        Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
      });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(s.url('/index'));
      await page.getByRole('button', { name: '全屏' }).click();
      expect(await messageText(page, '全屏')).toBe('你的浏览器不支持全屏');
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    } finally {
      await page.close();
    }
  });

  it('links to the source repository and the documentation in new tabs', async () => {
    const source = s.page.getByRole('link', { name: '源码地址' });
    const docs = s.page.getByRole('link', { name: '文档地址' });
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await docs.getAttribute('target')).toBe('_blank');
    expect(await docs.getAttribute('href')).toBe('/competition-bak/tool/swagger');
  });
});
