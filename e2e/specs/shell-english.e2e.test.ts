import type { RouterItem } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, shot } from '../support/session';
import { apiToken, chooseLanguage, pageTitled, sidebar } from '../support/shell';

// Issue 30 item 1: the shell in English. The menus' titles come from getRouters in the request's
// language; the chrome (sidebar, navbar, tabs, breadcrumb) shows no Chinese on any menu page.

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

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

/** Every visible menu page of the administrator, as app paths. */
async function menuPages(): Promise<string[]> {
  const token = await apiToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api/getRouters`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
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

/** The chrome's text without the user's own name (data, not a product text). */
const chrome = () =>
  s.page.evaluate(() => {
    const name = (document.querySelector('.cbo-navbar__user-name') as HTMLElement | null)?.innerText ?? '';
    return ['.cbo-navbar', '.cbo-tags-view', '.ant-layout-sider']
      .map((css) => (document.querySelector(css) as HTMLElement | null)?.innerText ?? '')
      .join('\n')
      .replace(name, '');
  });

describe('the shell in English', () => {
  it('names menus, tabs and the breadcrumb in English after the switch, with a logo title that fits', async () => {
    await s.page.goto(s.url('/system/user'));
    await pageTitled(s.page, '用户管理');
    await chooseLanguage(s.page, 'English');
    await pageTitled(s.page, 'Users');
    expect(await s.page.getByRole('navigation', { name: 'You are here' }).innerText()).toMatch(
      /Home\s*\/\s*System\s*\/\s*Users/,
    );
    expect(await s.page.locator('.cbo-tags-view').innerText()).toContain('Users');
    expect(await sidebar(s.page).innerText()).toContain('System');

    const logo = await s.page.locator('.cbo-sidebar__name').evaluate((name) => {
      const box = name.getBoundingClientRect();
      const line = Number.parseFloat(getComputedStyle(name).lineHeight);
      return { lines: Math.round(box.height / line), overflow: name.scrollWidth > name.clientWidth + 1 };
    });
    expect(logo.lines).toBeLessThanOrEqual(2);
    expect(logo.overflow).toBe(false);
    await shot(s.page, 'shell-english-user-1440');
  });

  it('shows no Chinese in the sidebar, navbar, tabs or breadcrumb on any menu page', async () => {
    const pages = await menuPages();
    expect(pages.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const path of pages) {
      await s.page.goto(s.url(path));
      await s.page.locator('[aria-current="page"]').first().waitFor();
      const text = await chrome();
      const chinese = text.split('\n').filter((line) => CJK.test(line));
      if (chinese.length > 0) found.push(`${path}: ${chinese.join(' | ')}`);
    }
    expect(found).toEqual([]);
  });
});
