import type { RouterItem } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, shot } from '../support/session';
import { apiToken, setBodyWidth } from '../support/shell';

// Issue 30: the shell at 1440, 1100 and 390 px; the app's own 404 for every path under the base.

let s: E2eSession;
const pageErrors: string[] = [];
beforeAll(async () => {
  s = await startE2e();
  s.page.on('pageerror', (error) => pageErrors.push(error.message));
  await s.page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(s, 'admin');
});
afterAll(async () => {
  await s?.stop();
  expect(pageErrors).toEqual([]);
});

/** The vertical middle of an element against the window's, in px. */
async function offCentre(selector: string): Promise<number> {
  return s.page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    if (!box) throw new Error(`${css} is not on the page`);
    return Math.abs(box.top + box.height / 2 - window.innerHeight / 2);
  }, selector);
}

describe('paths with a dot', () => {
  it('get the app and its 404 page, not the server plain Not Found', async () => {
    for (const path of ['/foo.bar', '/monitor/job-log/index/1.5']) {
      await s.page.goto(s.url(path));
      await s.page.waitForURL(/\/competition-bak\/404$/);
      await s.page.locator('.ant-result-title', { hasText: '404' }).waitFor();
    }
  });
});

describe('the home page at 1100 px', () => {
  it('keeps the figure tiles on one row and every timeline date on one line', async () => {
    await setBodyWidth(s.page, 1100);
    await s.page.goto(s.url('/index'));
    await s.page.locator('.cbo-home__figure').first().waitFor();
    const tops = await s.page
      .locator('.cbo-home__figure')
      .evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(5);
    expect(new Set(tops).size).toBe(1);

    const dates = s.page.locator('.cbo-home-timeline__date');
    await dates.first().waitFor();
    const lines = await dates.evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
    expect(lines.every((count) => count === 1)).toBe(true);
    await shot(s.page, 'shell-layout-home-1100');
  });
});

describe('the error pages', () => {
  it('sit in the middle of the window', async () => {
    await setBodyWidth(s.page, 1440);
    for (const path of ['/404', '/401']) {
      await s.page.goto(s.url(path));
      await s.page.locator('.ant-result').waitFor();
      expect(await offCentre('.ant-result')).toBeLessThan(60);
    }
  });
});

describe('the navbar at 390 px', () => {
  it('keeps the menu search and the other actions in reach, inside the window', async () => {
    await setBodyWidth(s.page, 390, 844);
    await s.page.goto(s.url('/index'));
    const search = s.page.getByRole('button', { name: '搜索菜单' });
    await search.click();
    const box = s.page.getByRole('combobox', { name: '搜索菜单' });
    await box.fill('用户');
    await s.page.getByText('系统管理 > 用户管理').click();
    await s.page.waitForURL(/\/competition-bak\/system\/user$/);

    await s.page.getByRole('button', { name: '更多操作' }).click();
    for (const name of ['全屏', '布局大小', '源码地址', '文档地址']) {
      const item = s.page.getByRole('menuitem', { name: new RegExp(name) });
      const rect = await item.boundingBox();
      expect(rect && rect.x >= 0 && rect.x + rect.width <= 390, name).toBe(true);
    }
    const right = await s.page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('.cbo-navbar__tools > *')].map((el) => el.getBoundingClientRect().right),
      ),
    );
    expect(right).toBeLessThanOrEqual(390);
    await shot(s.page, 'shell-layout-navbar-390');
  });
});

/** Every visible menu page of the administrator, as app paths. */
async function menuPages(): Promise<string[]> {
  const token = await apiToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api/getRouters`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const routes = ((await response.json()) as { data: RouterItem[] }).data;
  const walk = (items: readonly RouterItem[], base: string): string[] =>
    items.flatMap((item) => {
      if (item.hidden || /^https?:/.test(item.path)) return [];
      const path = item.path.startsWith('/') ? item.path : `${base.replace(/\/$/, '')}/${item.path}`;
      return item.children?.length ? walk(item.children, path) : [path];
    });
  return walk(routes, '/');
}

describe('list pages at 1440 and 1280 px with the sidebar open', () => {
  it('fit their tables in the page: no sideways scrolling, so no fixed column covers another', async () => {
    const pages = await menuPages();
    const overflowing: string[] = [];
    for (const width of [1440, 1280]) {
      await setBodyWidth(s.page, width);
      for (const path of pages) {
        await s.page.goto(s.url(path));
        await s.page.locator('[aria-current="page"]').first().waitFor();
        const table = s.page.locator('.ant-table-row, .ant-table-placeholder').first();
        if (!(await table.isVisible({ timeout: 3000 }).catch(() => false))) continue;
        // Measured with the rows in: an empty or loading table is narrower than the list it becomes.
        await s.page.waitForLoadState('networkidle');
        await s.page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
        const over = await s.page.evaluate(() =>
          Math.max(
            0,
            ...[...document.querySelectorAll('.ant-table-content, .ant-table-body')].map(
              (box) => box.scrollWidth - box.clientWidth,
            ),
          ),
        );
        if (over > 1) overflowing.push(`${width} ${path}: ${over} px`);
      }
    }
    expect(overflowing).toEqual([]);
    // About fifty pages twice, each measured once its requests settle.
  }, 240_000);
});
