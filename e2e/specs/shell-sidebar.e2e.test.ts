import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, shot } from '../support/session';
import { addMenu, apiToken, menuIdOf, pageTitled, sidebar } from '../support/shell';

const EXTERNAL_TITLE = '大赛官方网站链接';
const INNER_TITLE = '服务健康检查页';

let s: E2eSession;
const pageErrors: string[] = [];
beforeAll(async () => {
  s = await startE2e();
  // An administrator adds an external link at the top level and an embedded page under 系统工具.
  const token = await apiToken(s);
  await addMenu(s, token, {
    parentId: 0,
    menuName: EXTERNAL_TITLE,
    menuType: 'C',
    path: 'https://example.com/competition',
    isFrame: '0',
    icon: 'link',
  });
  await addMenu(s, token, {
    parentId: await menuIdOf(s, token, '系统工具'),
    menuName: INNER_TITLE,
    menuType: 'C',
    path: `${s.server.baseUrl}/prod-api/health`,
    isFrame: '1',
    icon: 'monitor',
  });
  await s.page.setViewportSize({ width: 1440, height: 900 });
  s.page.on('pageerror', (error) => pageErrors.push(error.message));
  await loginAs(s, 'admin');
});
afterAll(async () => {
  await s?.stop();
  expect(pageErrors).toEqual([]);
});

const selectedItem = () => sidebar(s.page).locator('.ant-menu-item-selected');
const visibleTooltips = () => s.page.locator('.ant-tooltip:not(.ant-tooltip-hidden)');

describe('the sidebar over the seeded menus', () => {
  it('lists home and the permitted menus with their icons, home selected', async () => {
    const nav = sidebar(s.page);
    await nav.waitFor();
    const topLevel = await nav.locator('.ant-menu-root > li').allInnerTexts();
    expect(topLevel.map((text) => text.trim())).toEqual([
      '首页',
      '系统管理',
      '系统监控',
      '系统工具',
      '大赛管理',
      '流程管理',
      EXTERNAL_TITLE,
    ]);
    expect(await selectedItem().innerText()).toBe('首页');
    // Icons come from the menus' icon names (system -> setting, monitor -> fund projection screen).
    expect(await nav.locator('.ant-menu-submenu').first().locator('.anticon-setting').count()).toBe(1);
    expect(
      await nav.getByRole('link', { name: EXTERNAL_TITLE }).locator('xpath=../..').locator('.anticon-link').count(),
    ).toBe(1);
    await shot(s.page, 'shell-home-1440');
  });

  it('keeps one submenu open at a time, nested submenus inside it', async () => {
    const nav = sidebar(s.page);
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByRole('link', { name: '用户管理' }).waitFor();
    await nav.getByText('日志管理', { exact: true }).click();
    await nav.getByRole('link', { name: '操作日志' }).waitFor();
    expect(await nav.getByRole('link', { name: '用户管理' }).isVisible()).toBe(true);

    await nav.getByText('系统监控', { exact: true }).click();
    await nav.getByRole('link', { name: '在线用户' }).waitFor();
    await nav.getByRole('link', { name: '用户管理' }).waitFor({ state: 'hidden' });
    await nav.getByRole('link', { name: '操作日志' }).waitFor({ state: 'hidden' });
    expect(await nav.locator('.ant-menu-submenu-open').count()).toBe(1);
  });

  it('gives titles over 5 characters a tooltip, and shorter ones none', async () => {
    const nav = sidebar(s.page);
    await nav.getByRole('link', { name: '在线用户' }).hover();
    await s.page.waitForTimeout(400);
    expect(await visibleTooltips().count()).toBe(0);

    await nav.getByText(EXTERNAL_TITLE, { exact: true }).hover();
    const tooltip = visibleTooltips().filter({ hasText: EXTERNAL_TITLE });
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toBe(EXTERNAL_TITLE);
  });

  it('opens an external link in a new tab', async () => {
    const link = sidebar(s.page).getByRole('link', { name: EXTERNAL_TITLE });
    expect(await link.getAttribute('href')).toBe('https://example.com/competition');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
  });

  it("highlights the open page, and a hidden page's activeMenu", async () => {
    const nav = sidebar(s.page);
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByRole('link', { name: '用户管理' }).click();
    await s.page.waitForURL(/\/competition-bak\/system\/user$/);
    await pageTitled(s.page, '用户管理');
    expect(await selectedItem().innerText()).toBe('用户管理');
    expect(await s.page.getByRole('navigation', { name: '当前位置' }).innerText()).toMatch(
      /首页\s*\/\s*系统管理\s*\/\s*用户管理/,
    );
    await shot(s.page, 'shell-menu-open-1440');

    await s.page.goto(s.url('/system/user-auth/role/1'));
    await pageTitled(s.page, '分配角色');
    expect(await selectedItem().innerText()).toBe('用户管理');
    expect(await s.page.getByRole('navigation', { name: '当前位置' }).innerText()).toMatch(
      /首页\s*\/\s*系统管理\s*\/\s*用户管理\s*\/\s*分配角色/,
    );
  });

  it('shows an embedded page in a frame with the loading text while it loads', async () => {
    // The framed page answers slowly, so the loading text can be read.
    await s.page.route('**/prod-api/health', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const nav = sidebar(s.page);
    await nav.getByText('系统工具', { exact: true }).click();
    await nav.getByRole('link', { name: INNER_TITLE }).click();
    await s.page.getByText('正在加载页面，请稍候！').waitFor();
    const frame = s.page.locator(`iframe[title="${INNER_TITLE}"]`);
    expect(await frame.getAttribute('src')).toBe(`${s.server.baseUrl}/prod-api/health`);
    await s.page.getByText('正在加载页面，请稍候！').waitFor({ state: 'hidden' });
    expect(await frame.contentFrame().locator('body').innerText()).toContain('"status"');
    await s.page.unroute('**/prod-api/health');
  });

  it('collapses to its icons and opens again', async () => {
    const sider = s.page.locator('.ant-layout-sider');
    expect((await sider.boundingBox())?.width).toBe(200);
    await s.page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(64);
    await shot(s.page, 'shell-collapsed-1440');
    await s.page.getByRole('button', { name: '展开菜单' }).click();
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(200);
  });
});
