import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, shot } from '../support/session';
import { apiToken, pageTitled, sidebar } from '../support/shell';

// docs/web-client.md section 2 "Tab strip" and docs/architecture.md#web-app (cached tabs), in Chromium against the
// built app: the tabs, their right-click menu, middle clicks, the affixed home tab, and pages that
// keep their state while their tab is open.

let s: E2eSession;
const pageErrors: string[] = [];
beforeAll(async () => {
  s = await startE2e();
  // Enough posts for a full second page of the post list (20 a page).
  const token = await apiToken(s);
  for (let index = 1; index <= 40; index += 1) {
    const response = await fetch(`${s.server.baseUrl}/prod-api/system/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ postCode: `tab_${index}`, postName: `标签岗位${index}`, postSort: index, status: '0' }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(200);
  }
  await s.page.setViewportSize({ width: 1440, height: 900 });
  s.page.on('pageerror', (error) => pageErrors.push(error.message));
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-tags-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
  expect(pageErrors).toEqual([]);
});

const strip = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
const tab = (page: Page, title: string) => strip(page).getByRole('tab', { name: title, exact: true });
const tabTitles = (page: Page) => strip(page).locator('.cbo-tags-view__title').allInnerTexts();
const contextMenu = (page: Page) => page.getByRole('menu', { name: /的操作$/ });
const menuEntries = (page: Page) => contextMenu(page).getByRole('menuitem').allInnerTexts();
const appPath = (page: Page) => new URL(page.url()).pathname.replace('/competition-bak', '');

/** Opens pages by address (each a reload: the tabs come back from this browser tab's storage). */
async function openPages(page: Page, pages: [path: string, title: string][]): Promise<void> {
  for (const [path, title] of pages) {
    await page.goto(s.url(path));
    await pageTitled(page, title);
    await tab(page, title).waitFor();
  }
}

/** Back to the home tab alone. */
async function onlyHome(page: Page): Promise<void> {
  await page.goto(s.url('/index'));
  await tab(page, '首页').click({ button: 'right' });
  await contextMenu(page).getByRole('menuitem', { name: '全部关闭' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['首页']);
}

async function rightClick(page: Page, title: string): Promise<void> {
  await tab(page, title).click({ button: 'right' });
  await contextMenu(page).waitFor();
}

const FOUR: [string, string][] = [
  ['/system/user', '用户管理'],
  ['/system/post', '岗位管理'],
  ['/system/dept', '部门管理'],
  ['/system/menu', '菜单管理'],
];

describe('the tab strip', () => {
  it('has the home tab affixed, adds a tab per visited page, colours the active one and keeps them over a reload', async () => {
    await s.page.goto(s.url('/index'));
    await tab(s.page, '首页').waitFor();
    expect(await tabTitles(s.page)).toEqual(['首页']);
    // Affixed: no close button.
    expect(await tab(s.page, '首页').getByRole('button').count()).toBe(0);
    await openPages(s.page, FOUR);
    expect(await tabTitles(s.page)).toEqual(['首页', '用户管理', '岗位管理', '部门管理', '菜单管理']);
    // One tab per page: visiting a page again adds none.
    await openPages(s.page, [['/system/post', '岗位管理']]);
    expect(await tabTitles(s.page)).toHaveLength(5);
    expect(await tab(s.page, '岗位管理').getAttribute('aria-selected')).toBe('true');
    // The active tab takes the theme colour (#3768ff).
    const colours = await tab(s.page, '岗位管理').evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color];
    });
    expect(colours).toEqual(['rgb(55, 104, 255)', 'rgb(255, 255, 255)']);
    expect(await tab(s.page, '用户管理').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    await s.page.reload();
    await pageTitled(s.page, '岗位管理');
    expect(await tabTitles(s.page)).toEqual(['首页', '用户管理', '岗位管理', '部门管理', '菜单管理']);
    // A click on a tab opens its page.
    await tab(s.page, '部门管理').click();
    await s.page.waitForURL(/\/system\/dept$/);
    await shot(s.page, 'shell-tags-strip');
  });

  it('offers the right entries per tab, at the click clamped inside the bar, closed by a click elsewhere or a scroll', async () => {
    await onlyHome(s.page);
    await openPages(s.page, FOUR);
    await rightClick(s.page, '首页');
    // Affixed and first: no close current, no close left.
    expect(await menuEntries(s.page)).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    await s.page.mouse.click(700, 500);
    await contextMenu(s.page).waitFor({ state: 'detached' });

    await rightClick(s.page, '岗位管理');
    expect(await menuEntries(s.page)).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']);
    // At the click: 15 px right of it, at its height.
    const tabBox = await tab(s.page, '岗位管理').boundingBox();
    const menuBox = await contextMenu(s.page).boundingBox();
    if (!tabBox || !menuBox) throw new Error('no boxes');
    expect(Math.abs(menuBox.x - (tabBox.x + tabBox.width / 2 + 15))).toBeLessThanOrEqual(1);
    expect(Math.abs(menuBox.y - (tabBox.y + tabBox.height / 2))).toBeLessThanOrEqual(1);
    await shot(s.page, 'shell-tags-context-menu');
    // A scroll over the strip closes it.
    await s.page.mouse.wheel(0, 120);
    await contextMenu(s.page).waitFor({ state: 'detached' });
    // So does a scroll of the page.
    await s.page.setViewportSize({ width: 1440, height: 420 });
    await rightClick(s.page, '岗位管理');
    await s.page.evaluate(() => window.scrollTo(0, 60));
    await contextMenu(s.page).waitFor({ state: 'detached' });
    await s.page.setViewportSize({ width: 1440, height: 900 });

    await rightClick(s.page, '菜单管理');
    // The last tab: no close right.
    expect(await menuEntries(s.page)).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '全部关闭']);
    await s.page.keyboard.press('Escape');
    await contextMenu(s.page).waitFor({ state: 'detached' });

    // A click near the bar's right end: the menu (105 px) stays inside the bar.
    const bar = await s.page.getByRole('navigation', { name: '已打开的页面' }).boundingBox();
    if (!bar) throw new Error('no bar');
    await s.page.evaluate(() => {
      const target = document.querySelector('[role="tab"][data-path="/system/menu"]');
      const box = target?.getBoundingClientRect();
      target?.dispatchEvent(
        new MouseEvent('contextmenu', {
          bubbles: true,
          cancelable: true,
          clientX: window.innerWidth - 3,
          clientY: (box?.top ?? 0) + 5,
        }),
      );
    });
    const clamped = await contextMenu(s.page).boundingBox();
    if (!clamped) throw new Error('no menu');
    expect(Math.round(clamped.x)).toBe(Math.round(bar.x + bar.width - 105));
    await s.page.mouse.click(700, 500);
    await contextMenu(s.page).waitFor({ state: 'detached' });
  });

  it('closes the current tab and moves to the last remaining one; close left and close right keep the affixed tab', async () => {
    await onlyHome(s.page);
    await openPages(s.page, FOUR);
    // 菜单管理 is active: closing it goes to the last remaining tab.
    await rightClick(s.page, '菜单管理');
    await contextMenu(s.page).getByRole('menuitem', { name: '关闭当前' }).click();
    await s.page.waitForURL(/\/system\/dept$/);
    expect(await tabTitles(s.page)).toEqual(['首页', '用户管理', '岗位管理', '部门管理']);

    // Closing a tab that is not active stays on the page.
    await tab(s.page, '用户管理').getByRole('button', { name: '关闭 用户管理' }).click();
    expect(await tabTitles(s.page)).toEqual(['首页', '岗位管理', '部门管理']);
    expect(appPath(s.page)).toBe('/system/dept');

    await openPages(s.page, [['/system/user', '用户管理']]);
    expect(await tabTitles(s.page)).toEqual(['首页', '岗位管理', '部门管理', '用户管理']);
    await rightClick(s.page, '部门管理');
    await contextMenu(s.page).getByRole('menuitem', { name: '关闭左侧' }).click();
    expect(await tabTitles(s.page)).toEqual(['首页', '部门管理', '用户管理']);
    expect(appPath(s.page)).toBe('/system/user');

    await rightClick(s.page, '部门管理');
    await contextMenu(s.page).getByRole('menuitem', { name: '关闭右侧' }).click();
    expect(await tabTitles(s.page)).toEqual(['首页', '部门管理']);
    // The active tab was closed: the last remaining one opens.
    await s.page.waitForURL(/\/system\/dept$/);
  });

  it('closes others (opening the chosen tab) and closes all (back to the home tab)', async () => {
    await onlyHome(s.page);
    await openPages(s.page, FOUR);
    await rightClick(s.page, '用户管理');
    await contextMenu(s.page).getByRole('menuitem', { name: '关闭其他' }).click();
    await s.page.waitForURL(/\/system\/user$/);
    expect(await tabTitles(s.page)).toEqual(['首页', '用户管理']);

    await openPages(s.page, [['/system/post', '岗位管理']]);
    await rightClick(s.page, '岗位管理');
    await contextMenu(s.page).getByRole('menuitem', { name: '全部关闭' }).click();
    await s.page.waitForURL(/\/index$/);
    expect(await tabTitles(s.page)).toEqual(['首页']);
  });

  it('closes a tab with a middle click, except the affixed home tab', async () => {
    await onlyHome(s.page);
    await openPages(s.page, FOUR.slice(0, 2));
    await tab(s.page, '用户管理').click({ button: 'middle' });
    await expect.poll(() => tabTitles(s.page)).toEqual(['首页', '岗位管理']);
    expect(appPath(s.page)).toBe('/system/post');
    // The active one: the last remaining tab opens.
    await tab(s.page, '岗位管理').click({ button: 'middle' });
    await s.page.waitForURL(/\/index$/);
    expect(await tabTitles(s.page)).toEqual(['首页']);
    await tab(s.page, '首页').click({ button: 'middle' });
    expect(await tabTitles(s.page)).toEqual(['首页']);
    expect(appPath(s.page)).toBe('/index');
    // The middle click never opened a browser tab.
    expect(s.context.pages()).toHaveLength(1);
  });

  it('keeps a page state (filter, page number, scroll) across tab switches, and drops it on refresh', async () => {
    await onlyHome(s.page);
    // A tall window first: the pager is in view, so the page change has no scroll back to the top
    // to animate (800 ms) while the test scrolls.
    await s.page.setViewportSize({ width: 1440, height: 1800 });
    await openPages(s.page, [['/system/post', '岗位管理']]);
    const form = s.page.locator('form.cbo-search');
    const pager = s.page.getByRole('navigation', { name: '分页' });
    await form.getByPlaceholder('请输入岗位编码').fill('typed but not searched');
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(await s.page.evaluate(() => window.scrollY)).toBe(0);
    // Then a short one, so the page scrolls.
    await s.page.setViewportSize({ width: 1440, height: 560 });
    await s.page.waitForFunction(() => document.documentElement.scrollHeight > window.innerHeight + 200);
    await s.page.evaluate(() => window.scrollTo(0, 160));
    await expect.poll(() => s.page.evaluate(() => window.scrollY)).toBe(160);

    // Another page through the sidebar, then back through the tab.
    await sidebar(s.page).getByRole('link', { name: '用户管理' }).click();
    await pageTitled(s.page, '用户管理');
    await s.page.locator('form.cbo-search').filter({ visible: true }).first().waitFor();
    await tab(s.page, '岗位管理').click();
    await s.page.waitForURL(/\/system\/post$/);
    expect(await form.getByPlaceholder('请输入岗位编码').inputValue()).toBe('typed but not searched');
    // Polled: the user list (more than one page since the demo expert pool) may still show its own
    // pager while the post page comes back into view.
    await expect.poll(() => pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => s.page.evaluate(() => window.scrollY)).toBe(160);
    // The user page kept its state too, and its tab shows it again.
    await tab(s.page, '用户管理').click();
    await s.page.waitForURL(/\/system\/user$/);
    await tab(s.page, '岗位管理').click();
    await s.page.waitForURL(/\/system\/post$/);
    expect(await form.getByPlaceholder('请输入岗位编码').inputValue()).toBe('typed but not searched');

    // Refresh page: mounted anew, the state gone.
    await rightClick(s.page, '岗位管理');
    await contextMenu(s.page).getByRole('menuitem', { name: '刷新页面' }).click();
    await s.page.waitForURL(/\/system\/post$/);
    await expect.poll(() => form.getByPlaceholder('请输入岗位编码').inputValue()).toBe('');
    await expect.poll(() => pager.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(await tabTitles(s.page)).toEqual(['首页', '岗位管理', '用户管理']);

    // Closing a tab drops its page: opened again, it starts afresh.
    await form.getByPlaceholder('请输入岗位编码').fill('again');
    await tab(s.page, '用户管理').click();
    await s.page.waitForURL(/\/system\/user$/);
    await tab(s.page, '岗位管理').getByRole('button', { name: '关闭 岗位管理' }).click();
    await sidebar(s.page).getByRole('link', { name: '岗位管理' }).click();
    await s.page.waitForURL(/\/system\/post$/);
    await expect.poll(() => form.getByPlaceholder('请输入岗位编码').inputValue()).toBe('');
    await s.page.setViewportSize({ width: 1440, height: 900 });
  });
  it('scrolls the strip to keep the active tab in view when the tabs overflow', async () => {
    await onlyHome(s.page);
    await s.page.setViewportSize({ width: 1000, height: 800 });
    await openPages(s.page, [
      ...FOUR,
      ['/system/role', '角色管理'],
      ['/system/dict', '字典管理'],
      ['/system/config', '参数设置'],
      ['/system/notice', '通知公告'],
      ['/monitor/online', '在线用户'],
      ['/monitor/job', '定时任务'],
      ['/monitor/server', '服务监控'],
    ]);
    const scroller = s.page.locator('.cbo-tags-view__scroller');
    const inView = (title: string) =>
      tab(s.page, title).evaluate((element) => {
        const strip = element.closest('.cbo-tags-view__scroller') as HTMLElement;
        const box = element.getBoundingClientRect();
        const frame = strip.getBoundingClientRect();
        return box.left >= frame.left && box.right <= frame.right;
      });
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The last tab, active: scrolled to the end.
    expect(await inView('服务监控')).toBe(true);
    expect(await inView('首页')).toBe(false);
    expect(
      await scroller.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft),
    ).toBeLessThanOrEqual(1);
    await shot(s.page, 'shell-tags-overflow');
    // The first tab: back to the start.
    await tab(s.page, '首页').click();
    await s.page.waitForURL(/\/index$/);
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    // A middle tab with its neighbours, 4 px from the edge.
    await tab(s.page, '参数设置').click();
    await s.page.waitForURL(/\/system\/config$/);
    expect(await inView('参数设置')).toBe(true);
    expect(await inView('通知公告')).toBe(true);
    await s.page.setViewportSize({ width: 1440, height: 900 });
  });
});
