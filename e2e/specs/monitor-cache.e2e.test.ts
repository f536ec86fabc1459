import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, settled, shot } from '../support/session';
import { apiToken, setBodyWidth } from '../support/shell';

// Cache monitor (/monitor/cache) and cache list (/monitor/cacheList) on the in-process cache the
// embedded default runs with: the charts draw, and clearing one key removes it.

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-cache-${context.task.name.slice(0, 30)}`);
});
afterAll(() => s?.stop());

/** A drawn chart: its SVG holds filled shapes (sectors, bars, the dial), not only axes. */
async function chartDrawn(page: Page, label: string): Promise<number> {
  const shapes = page.getByRole('img', { name: label, exact: true }).locator('svg path:not([fill="none"])');
  await expect.poll(() => shapes.count(), { timeout: 15_000 }).toBeGreaterThan(2);
  return shapes.count();
}

async function api<T>(path: string, token: string): Promise<{ code: number; data: T }> {
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { code: number; data: T };
}

async function failLogin(username: string): Promise<void> {
  await fetch(`${s.server.baseUrl}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'not-the-password' }),
  });
}

describe('cache monitor', () => {
  it('shows the in-process figures with the command, memory and key-count charts', async () => {
    await s.page.goto(s.url('/monitor/cache'));
    await s.page.getByText('进程内缓存').first().waitFor();
    expect(await chartDrawn(s.page, '命令统计')).toBeGreaterThan(2);
    expect(await chartDrawn(s.page, '内存信息')).toBeGreaterThan(2);
    expect(await chartDrawn(s.page, '各缓存的Key数量')).toBeGreaterThan(2);
    // The command pie names the calls the server made (the session reads at least).
    await expect
      .poll(() => s.page.getByRole('img', { name: '命令统计', exact: true }).textContent())
      .toMatch(/getShared|get/);
    await expect
      .poll(() => s.page.getByRole('img', { name: '各缓存的Key数量', exact: true }).textContent())
      .toContain('用户信息');
    await setBodyWidth(s.page, 1440);
    await settled(s.page);
    await shot(s.page, 'monitor-cache-1440');
    await setBodyWidth(s.page, 1000);
    await s.page.waitForTimeout(300);
    await shot(s.page, 'monitor-cache-1000');
    await setBodyWidth(s.page, 1366, 800);
  });

  it('is read again on demand', async () => {
    const [response] = await Promise.all([
      s.page.waitForResponse((r) => r.url().endsWith('/prod-api/monitor/cache')),
      s.page.getByRole('button', { name: '刷新' }).click(),
    ]);
    expect(response.ok()).toBe(true);
  });
});

describe('cache list', () => {
  it('lists a name’s keys, shows a value and clears one key, which goes away', async () => {
    await failLogin('auditor');
    await failLogin('expert');
    const token = await apiToken(s);
    await s.page.goto(s.url('/monitor/cacheList'));
    await s.page.getByRole('cell', { name: /密码错误次数/ }).click();
    const keyRows = s.page.locator('.ant-col').nth(1).locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => keyRows.count()).toBe(2);
    await keyRows.filter({ hasText: 'auditor' }).click();
    await expect.poll(() => s.page.getByLabel('缓存内容', { exact: true }).inputValue()).toBe('1');
    await expect.poll(() => s.page.getByLabel('缓存键名', { exact: true }).inputValue()).toBe('pwd_err_cnt:auditor');
    await setBodyWidth(s.page, 1440);
    await shot(s.page, 'monitor-cache-list-1440');

    await s.page.getByRole('button', { name: '清理缓存键名 pwd_err_cnt:auditor' }).click();
    const confirm = s.page.locator('.ant-popconfirm').filter({ hasText: 'pwd_err_cnt:auditor' });
    await confirm.waitFor();
    await settled(s.page);
    await confirm
      .getByRole('button', { name: '确 定' })
      .or(confirm.getByRole('button', { name: '确定' }))
      .click();
    expect(await messageText(s.page, '清理缓存键名[pwd_err_cnt:auditor]成功')).toContain('pwd_err_cnt:auditor');
    await expect.poll(() => keyRows.count()).toBe(1);
    await expect.poll(() => keyRows.first().textContent()).toContain('expert');
    // Gone on the server as well; the other key stays.
    expect((await api<string[]>('/monitor/cache/getKeys/pwd_err_cnt:', token)).data).toEqual(['pwd_err_cnt:expert']);
    // The value pane forgets the cleared key.
    await s.page.getByText('请选择一个缓存键名查看内容').waitFor();
    await setBodyWidth(s.page, 1000);
    await s.page.waitForTimeout(300);
    await shot(s.page, 'monitor-cache-list-1000');
    await setBodyWidth(s.page, 1366, 800);
  });

  it('asks before clearing everything and warns that every session ends', async () => {
    await s.page.getByRole('button', { name: '清理全部' }).click();
    const dialog = s.page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('这会结束所有用户的会话');
    await settled(s.page);
    await shot(s.page, 'monitor-cache-clear-all');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing was sent: the session still works.
    const keys = await s.page.evaluate(async () => document.cookie.includes('Admin-Token'));
    expect(keys).toBe(true);
    await s.page.getByRole('cell', { name: /用户信息/ }).click();
    const keyRows = s.page.locator('.ant-col').nth(1).locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => keyRows.count()).toBeGreaterThanOrEqual(1);
  });
});
