import type { Page } from 'playwright-core';
import type { E2eSession } from './browser';

/**
 * Sets the window so that the page's body is `width` px wide (a vertical scrollbar takes its share
 * of the window), then returns the body's width as the page measures it.
 */
export async function setBodyWidth(page: Page, width: number, height = 900): Promise<number> {
  const bodyWidth = () => page.evaluate(() => document.body.getBoundingClientRect().width);
  await page.setViewportSize({ width, height });
  let measured = await bodyWidth();
  for (let attempt = 0; attempt < 3 && measured !== width; attempt += 1) {
    await page.setViewportSize({ width: width + (width - measured), height });
    measured = await bodyWidth();
  }
  return measured;
}

/** Opens the avatar's menu in the navbar and chooses an entry, as a person does. */
export async function chooseFromUserMenu(page: Page, entry: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: /的账号菜单|Account menu of/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** Chooses a language in the navbar's language menu. */
export async function chooseLanguage(page: Page, language: '中文' | 'English'): Promise<void> {
  await page.getByRole('button', { name: /^(语言|Language)$/ }).click();
  const item = page.getByRole('menuitem', { name: language });
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

/** Waits until the breadcrumb ends with the page's title (whatever the page shows, built or not). */
export async function pageTitled(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /^(当前位置|You are here)$/ })
    .locator('[aria-current="page"]', { hasText: title })
    .waitFor();
}

/** The sidebar's navigation landmark. */
export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: /^(导航菜单|Navigation)$/ });
}

/** Logs in through the API (captcha off) and answers the token, to set things up as an administrator would. */
export async function apiToken(
  s: E2eSession,
  username = 'admin',
  password = 'admin123',
  language?: 'en-US',
): Promise<string> {
  const response = await fetch(`${s.server.baseUrl}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(language && { 'accept-language': language }) },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; token?: string; msg?: string };
  if (body.code !== 200 || !body.token) throw new Error(`login failed: ${body.msg}`);
  return body.token;
}

/** Adds a menu through the menu API (POST /prod-api/system/menu) as the administrator. */
export async function addMenu(s: E2eSession, token: string, menu: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${s.server.baseUrl}/prod-api/system/menu`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderNum: 9, isFrame: '1', isCache: '0', visible: '0', status: '0', ...menu }),
  });
  const body = (await response.json()) as { code: number; msg?: string };
  if (body.code !== 200) throw new Error(`adding menu ${String(menu.menuName)} failed: ${body.msg}`);
}

/** The id of the menu with this exact name (GET /prod-api/system/menu/list). */
export async function menuIdOf(s: E2eSession, token: string, menuName: string): Promise<number> {
  const response = await fetch(`${s.server.baseUrl}/prod-api/system/menu/list?${new URLSearchParams({ menuName })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { menuId: number; menuName: string }[] };
  const menu = body.data.find((item) => item.menuName === menuName);
  if (!menu) throw new Error(`no menu named ${menuName}`);
  return menu.menuId;
}

/**
 * Removes the accounts of the demo expert pool (expert01 to expert30) through the user API, for
 * specs that work through the whole user list on its first page; each spec has its own database.
 */
export async function removeDemoExpertAccounts(s: E2eSession, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const response = await fetch(`${s.server.baseUrl}/prod-api/system/user/list?userName=expert&pageSize=100`, {
    headers,
  });
  const { rows } = (await response.json()) as { rows: Array<{ userId: number; userName: string }> };
  const ids = rows.filter((row) => /^expert\d{2}$/.test(row.userName)).map((row) => row.userId);
  if (ids.length === 0) return;
  const removed = await fetch(`${s.server.baseUrl}/prod-api/system/user/${ids.join(',')}`, {
    method: 'DELETE',
    headers,
  });
  const body = (await removed.json()) as { code: number; msg?: string };
  if (body.code !== 200) throw new Error(`demo expert accounts not removed: ${body.msg}`);
}
