import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, shot } from '../support/session';
import { addMenu, apiToken, chooseFromUserMenu, pageTitled, setBodyWidth, sidebar } from '../support/shell';

// docs/web-client.md section 2 "Menu search" and the navbar's top menu, in Chromium against the built app.

const EXTERNAL_TITLE = '大赛官网外链';
const QUERY_TITLE = '带参数的页面';
/** Top-level pages beside home and the three seeded directories: nine top items in all. */
const EXTRA_TOP = ['赛事概览', '项目申报', '评审安排', '成绩公示', '资料下载'];

let s: E2eSession;
const pageErrors: string[] = [];
beforeAll(async () => {
  s = await startE2e();
  const token = await apiToken(s);
  await addMenu(s, token, {
    parentId: 0,
    menuName: EXTERNAL_TITLE,
    menuType: 'C',
    path: 'https://example.com/contest',
    isFrame: '0',
    icon: 'link',
    orderNum: 20,
  });
  await addMenu(s, token, {
    parentId: 0,
    menuName: QUERY_TITLE,
    menuType: 'C',
    path: 'query-page',
    component: 'e2e/query-page/index',
    query: '{"from":"search","tab":"2"}',
    icon: 'edit',
    orderNum: 21,
  });
  for (const [index, title] of EXTRA_TOP.entries()) {
    await addMenu(s, token, {
      parentId: 0,
      menuName: title,
      menuType: 'C',
      path: `extra-${index}`,
      component: `e2e/extra-${index}/index`,
      icon: 'documentation',
      orderNum: 10 + index,
    });
  }
  await s.page.setViewportSize({ width: 1440, height: 900 });
  s.page.on('pageerror', (error) => pageErrors.push(error.message));
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-search-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
  expect(pageErrors).toEqual([]);
});

const searchButton = (page: Page) => page.getByRole('button', { name: '搜索菜单' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: '搜索菜单' });
const results = (page: Page) => page.locator('.cbo-menu-search .ant-select-item-option');
const appPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname.replace('/competition-bak', '')}${url.search}`;
};

async function search(page: Page, text: string): Promise<string[]> {
  if (!(await searchBox(page).isVisible())) await searchButton(page).click();
  await searchBox(page).fill(text);
  await results(page).first().waitFor();
  return results(page).allInnerTexts();
}

describe('the menu search', () => {
  it('opens and focuses the box with its icon, and closes it with the icon again', async () => {
    await s.page.goto(s.url('/index'));
    expect(await searchBox(s.page).count()).toBe(0);
    await searchButton(s.page).click();
    await searchBox(s.page).waitFor();
    expect(await searchBox(s.page).evaluate((element) => element === document.activeElement)).toBe(true);
    await searchButton(s.page).click();
    await searchBox(s.page).waitFor({ state: 'detached' });
  });

  it('finds a page by its title, shown as its title path, and opens it, clearing and closing the box', async () => {
    await s.page.goto(s.url('/index'));
    const found = await search(s.page, '操作日志');
    expect(found[0]).toBe('系统管理 > 日志管理 > 操作日志');
    // Directories (noRedirect) are not results of their own.
    expect(await search(s.page, '日志管理')).not.toContain('系统管理 > 日志管理');
    await search(s.page, '岗位');
    expect(await results(s.page).first().innerText()).toBe('系统管理 > 岗位管理');
    await shot(s.page, 'shell-search-results');
    await results(s.page).first().click();
    await s.page.waitForURL(/\/system\/post$/);
    await pageTitled(s.page, '岗位管理');
    await searchBox(s.page).waitFor({ state: 'detached' });
    // Opened again, the box is empty.
    await searchButton(s.page).click();
    expect(await searchBox(s.page).inputValue()).toBe('');
    await searchButton(s.page).click();
  });

  it('finds a page by its path, and carries the menu query', async () => {
    await s.page.goto(s.url('/index'));
    const found = await search(s.page, 'logininfor');
    expect(found[0]).toBe('系统管理 > 日志管理 > 登录日志');
    await searchBox(s.page).press('Enter');
    await s.page.waitForURL(/\/logininfor$/);

    await search(s.page, QUERY_TITLE);
    await results(s.page).filter({ hasText: QUERY_TITLE }).click();
    await s.page.waitForURL(/\/query-page\?/);
    expect(appPath(s.page)).toBe('/query-page?from=search&tab=2');
  });

  it('opens an external address in a new browser tab', async () => {
    await s.page.goto(s.url('/index'));
    await search(s.page, EXTERNAL_TITLE);
    await s.context.route('https://example.com/**', (route) =>
      route.fulfill({ body: 'contest', contentType: 'text/plain' }),
    );
    const [opened] = await Promise.all([
      s.context.waitForEvent('page'),
      results(s.page).filter({ hasText: EXTERNAL_TITLE }).click(),
    ]);
    expect(opened.url()).toBe('https://example.com/contest');
    await opened.close();
    expect(appPath(s.page)).toBe('/index');
  });

  it('closes on a click anywhere else', async () => {
    await s.page.goto(s.url('/index'));
    await search(s.page, '用户');
    await s.page.locator('.cbo-layout__content').click({ position: { x: 400, y: 300 } });
    await searchBox(s.page).waitFor({ state: 'detached' });
    expect(await results(s.page).count()).toBe(0);
  });
});

/** Turns top navigation on or off in the settings drawer, then closes it. */
async function switchTopNav(page: Page): Promise<void> {
  await chooseFromUserMenu(page, '布局设置');
  const drawer = page.getByRole('dialog', { name: '主题风格设置' });
  await drawer.getByRole('switch', { name: '开启 TopNav' }).click();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await drawer.waitFor({ state: 'hidden' });
}

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });
const topItems = (page: Page) =>
  topNav(page).locator('.ant-menu-root > .ant-menu-item, .ant-menu-root > .ant-menu-submenu').allInnerTexts();

describe('the top navigation', () => {
  it('puts as many top items as fit in a third of the window (85 px each) in the navbar, the rest under more menu', async () => {
    await s.page.goto(s.url('/index'));
    await switchTopNav(s.page);
    await topNav(s.page).waitFor();
    // Eleven top items: home, the five seeded directories (流程管理 last of them), five pages.
    expect(await setBodyWidth(s.page, 1440)).toBe(1440);
    await expect
      .poll(() => topItems(s.page))
      .toEqual(['首页', '系统管理', '系统监控', '系统工具', '大赛管理', '更多菜单']);
    await shot(s.page, 'shell-top-nav-1440');
    await topNav(s.page).getByText('更多菜单').hover();
    const more = s.page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden) .ant-menu-item');
    await expect.poll(() => more.allInnerTexts()).toEqual(['流程管理', ...EXTRA_TOP, EXTERNAL_TITLE, QUERY_TITLE]);
    await shot(s.page, 'shell-top-nav-more-1440');

    expect(await setBodyWidth(s.page, 1920)).toBe(1920);
    await expect
      .poll(() => topItems(s.page))
      .toEqual(['首页', '系统管理', '系统监控', '系统工具', '大赛管理', '流程管理', EXTRA_TOP[0], '更多菜单']);
    await setBodyWidth(s.page, 1440);
  });

  it('shows the chosen top item children in the sidebar; a top page without children hides the sidebar', async () => {
    // Still on from the test before (not saved: a reload would turn it off). On home, a top item
    // without children, the sidebar is hidden.
    await topNav(s.page).waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/competition-bak/index');
    await sidebar(s.page).waitFor({ state: 'detached' });
    await topNav(s.page).getByText('系统监控', { exact: true }).click();
    await sidebar(s.page).waitFor();
    const sideItems = () => sidebar(s.page).locator('.ant-menu-root > li').allInnerTexts();
    await expect.poll(sideItems).toEqual(['在线用户', '定时任务', '数据监控', '服务监控', '缓存监控', '缓存列表']);
    await topNav(s.page).getByText('系统管理', { exact: true }).click();
    await expect.poll(async () => (await sideItems())[0]).toBe('用户管理');
    await sidebar(s.page).getByRole('link', { name: '岗位管理' }).click();
    await s.page.waitForURL(/\/system\/post$/);
    expect(await topNav(s.page).locator('.ant-menu-item-selected, .ant-menu-submenu-selected').innerText()).toBe(
      '系统管理',
    );
    // A top page without children (in the bar at 1920 px): opened, the sidebar goes.
    expect(await setBodyWidth(s.page, 1920)).toBe(1920);
    await topNav(s.page).getByRole('link', { name: EXTRA_TOP[0] }).click();
    await s.page.waitForURL(/\/extra-0$/);
    await sidebar(s.page).waitFor({ state: 'detached' });
    await setBodyWidth(s.page, 1440);

    // Top navigation off: the breadcrumb and the whole sidebar come back.
    await switchTopNav(s.page);
    await topNav(s.page).waitFor({ state: 'detached' });
    await sidebar(s.page).waitFor();
    await expect
      .poll(async () => (await sideItems()).slice(0, 4))
      .toEqual(['首页', '系统管理', '系统监控', '系统工具']);
    await s.page.getByRole('navigation', { name: '当前位置' }).waitFor();
  });
});
