import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, settled, shot } from '../support/session';

// The operation log (/system/log/operlog) and the login log (/system/log/logininfor), driven as an
// administrator does: find an operation and read it, export, clean; unlock a locked account.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  total?: number;
  rows?: T[];
}

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-logs-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

async function login(username: string, password: string): Promise<Envelope & { token?: string }> {
  const response = await fetch(`${s.server.baseUrl}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as Envelope & { token?: string };
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const searchForm = (page: Page) => page.locator('form.cbo-search');
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons');
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');

const listOf = (path: string) => (response: Response) => response.url().includes(`/prod-api${path}/list`);

async function listAfter(page: Page, path: string, action: () => Promise<unknown>): Promise<URLSearchParams> {
  const [response] = await Promise.all([page.waitForResponse(listOf(path)), action()]);
  await response.finished();
  await page.waitForFunction(() => !document.querySelector('.ant-table .ant-spin-spinning'));
  return new URL(response.url()).searchParams;
}

async function pickInSelect(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function pickToday(form: Locator): Promise<void> {
  await form.getByPlaceholder('开始日期').click();
  await form.getByPlaceholder('开始日期').fill(today());
  await form.getByPlaceholder('开始日期').press('Enter');
  await form.getByPlaceholder('结束日期').fill(today());
  await form.getByPlaceholder('结束日期').press('Enter');
}

async function openPage(page: Page, path: string, url: string): Promise<void> {
  await listAfter(page, path, () => page.goto(s.url(url)));
}

describe('operation log', () => {
  const OPERLOG = '/monitor/operlog';
  const NEW_PASSWORD = 'Reset#2026x';

  it('shows a password reset with the password masked in the detail dialog, at 1440 and 390 px', async () => {
    const [expert] = (await api<{ userId: number }>('GET', '/system/user/list?userName=expert')).rows ?? [];
    expect((await api('PUT', '/system/user/resetPwd', { userId: expert.userId, password: NEW_PASSWORD })).code).toBe(
      200,
    );
    // Rows are written in batches shortly after the answer.
    await expect
      .poll(async () => (await api('GET', `${OPERLOG}/list?title=用户管理`)).total, { timeout: 10_000 })
      .toBeGreaterThan(0);

    await s.page.setViewportSize({ width: 1440, height: 900 });
    await openPage(s.page, OPERLOG, '/system/log/operlog');
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '',
      '日志编号',
      '系统模块',
      '操作类型',
      '操作人员',
      '操作地址',
      '操作地点',
      '操作状态',
      '操作日期',
      '消耗时间',
      '操作',
    ]);
    const form = searchForm(s.page);
    await form.getByPlaceholder('请输入系统模块').fill('用户管理');
    await listAfter(s.page, OPERLOG, () => form.getByRole('button', { name: /搜索/ }).click());
    const reset = rows(s.page).first();
    await reset.getByRole('cell', { name: '用户管理' }).waitFor();
    await reset.locator('.ant-tag', { hasText: '修改' }).waitFor();
    await reset.locator('.ant-tag', { hasText: '成功' }).waitFor();
    await shot(s.page, 'monitor-operlog-1440');

    await reset.getByRole('button', { name: '详细' }).click();
    const dialog = s.page.getByRole('dialog', { name: '操作日志详细' });
    await dialog.waitFor();
    await dialog.getByText('/prod-api/system/user/resetPwd').waitFor();
    const params = await dialog.locator('pre').first().innerText();
    expect(params).toBe(`{\n  "userId": ${expert.userId},\n  "password": "******"\n}`);
    expect(await dialog.innerText()).not.toContain(NEW_PASSWORD);
    expect(await dialog.innerText()).toContain('admin / 127.0.0.1 / 内网IP');
    await settled(s.page);
    await shot(s.page, 'monitor-operlog-detail-1440');

    await s.page.setViewportSize({ width: 390, height: 844 });
    await dialog.locator('pre').first().waitFor();
    await settled(s.page);
    await shot(s.page, 'monitor-operlog-detail-390');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shot(s.page, 'monitor-operlog-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('filters by type, status, operator and time range, and exports what is shown', async () => {
    await openPage(s.page, OPERLOG, '/system/log/operlog');
    const form = searchForm(s.page);
    await pickInSelect(s.page, form.getByRole('combobox', { name: '操作类型' }), '修改');
    await pickInSelect(s.page, form.getByRole('combobox', { name: '操作状态' }), '成功');
    await form.getByPlaceholder('请输入操作人员').fill('admin');
    await pickToday(form);
    const query = await listAfter(s.page, OPERLOG, () => form.getByRole('button', { name: /搜索/ }).click());
    expect(Object.fromEntries(query)).toMatchObject({
      businessType: '2',
      status: '0',
      operName: 'admin',
      'params[beginTime]': today(),
      'params[endTime]': today(),
    });
    await expect.poll(() => rows(s.page).count()).toBeGreaterThan(0);
    expect(new Set(await rows(s.page).locator('td:nth-child(4)').allInnerTexts())).toEqual(new Set(['修改']));

    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      toolbar(s.page).getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^operlog_\d+\.xlsx$/);
    const path = join(tmpdir(), `cbo-operlog-${Date.now()}.xlsx`);
    await download.saveAs(path);
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
    rmSync(path, { force: true });

    await listAfter(s.page, OPERLOG, () =>
      form
        .getByPlaceholder('请输入操作人员')
        .fill('nobody-at-all')
        .then(() => form.getByRole('button', { name: /搜索/ }).click()),
    );
    await s.page.locator('.ant-table .ant-empty').waitFor();
  });

  it('clean empties the log after a confirmation', async () => {
    // The log is written in batches after each answer: wait until the earlier operations are in,
    // then open the page, which lists what is there when it loads.
    await expect
      .poll(async () => (await api('GET', `${OPERLOG}/list`)).total ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(1);
    await openPage(s.page, OPERLOG, '/system/log/operlog');
    await expect.poll(() => rows(s.page).count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const before = (await api('GET', `${OPERLOG}/list`)).total ?? 0;

    await toolbar(s.page).getByRole('button', { name: '清空' }).click();
    const dialog = confirmDialog(s.page);
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').innerText()).toBe('系统提示');
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe('是否确认清空所有操作日志数据项？');
    await settled(s.page);
    await shot(s.page, 'monitor-operlog-clean-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', `${OPERLOG}/list`)).total).toBeGreaterThanOrEqual(before);

    await toolbar(s.page).getByRole('button', { name: '清空' }).click();
    await listAfter(s.page, OPERLOG, () => confirmDialog(s.page).getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '清空成功')).toBe('清空成功');
    // Only the clean itself is logged afterwards (its row is written a moment later).
    await expect
      .poll(async () => {
        const rest = await api<{ title: string; businessType: number }>('GET', `${OPERLOG}/list`);
        return rest.rows?.map((row) => `${row.title}/${row.businessType}`);
      })
      .toEqual(['操作日志/9']);
    await listAfter(s.page, OPERLOG, () =>
      s.page.locator('.cbo-right-toolbar').getByRole('button', { name: '刷新' }).click(),
    );
    expect(await rows(s.page).count()).toBe(1);
    await rows(s.page).first().locator('.ant-tag', { hasText: '清空数据' }).waitFor();
  });
});

describe('login log', () => {
  const LOGININFOR = '/monitor/logininfor';

  it('lists attempts with their location and filters failures, at 1440 and 390 px', async () => {
    expect((await login('organiser', 'wrong-password')).code).toBe(500);
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await openPage(s.page, LOGININFOR, '/system/log/logininfor');
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '',
      '访问编号',
      '用户名称',
      '登录地址',
      '登录地点',
      '浏览器',
      '操作系统',
      '登录状态',
      '操作信息',
      '登录日期',
      '操作',
    ]);
    const form = searchForm(s.page);
    await pickInSelect(s.page, form.getByRole('combobox', { name: '登录状态' }), '失败');
    const query = await listAfter(s.page, LOGININFOR, () => form.getByRole('button', { name: /搜索/ }).click());
    expect(query.get('status')).toBe('1');
    const failed = rows(s.page).first();
    await failed.getByRole('cell', { name: 'organiser', exact: true }).waitFor();
    await failed.getByRole('cell', { name: '内网IP' }).waitFor();
    await failed.locator('.ant-tag', { hasText: '失败' }).waitFor();
    await shot(s.page, 'monitor-logininfor-1440');

    await s.page.setViewportSize({ width: 390, height: 844 });
    await failed.waitFor();
    await shot(s.page, 'monitor-logininfor-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('unlocks a locked account after a confirmation', async () => {
    for (let i = 0; i < 5; i++) await login('auditor', 'wrong-password');
    expect((await login('auditor', 'admin123')).msg).toContain('锁定');

    await openPage(s.page, LOGININFOR, '/system/log/logininfor');
    const form = searchForm(s.page);
    await form.getByPlaceholder('请输入用户名称').fill('auditor');
    await listAfter(s.page, LOGININFOR, () => form.getByRole('button', { name: /搜索/ }).click());
    const unlock = toolbar(s.page).getByRole('button', { name: '解锁' });
    expect(await unlock.isDisabled()).toBe(true);
    await rows(s.page).first().getByRole('checkbox').check();
    await unlock.click();
    const dialog = confirmDialog(s.page);
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe('是否确认解锁用户"auditor"数据项？');
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await messageText(s.page, '解锁成功')).toBe('用户auditor解锁成功');
    expect((await login('auditor', 'admin123')).code).toBe(200);
  });

  it('exports, then clean empties the log after a confirmation', async () => {
    await openPage(s.page, LOGININFOR, '/system/log/logininfor');
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      toolbar(s.page).getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^logininfor_\d+\.xlsx$/);

    await toolbar(s.page).getByRole('button', { name: '清空' }).click();
    const dialog = confirmDialog(s.page);
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe('是否确认清空所有登录日志数据项？');
    // A click during the opening animation can be lost on a busy machine: let it finish first.
    await settled(s.page);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', `${LOGININFOR}/list`)).total).toBeGreaterThan(0);

    await toolbar(s.page).getByRole('button', { name: '清空' }).click();
    await listAfter(s.page, LOGININFOR, () => confirmDialog(s.page).getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '清空成功')).toBe('清空成功');
    await s.page.locator('.ant-table .ant-empty').waitFor();
    expect(await rows(s.page).count()).toBe(0);
    expect((await api('GET', `${LOGININFOR}/list`)).total).toBe(0);
    await confirmDialog(s.page).waitFor({ state: 'hidden' });
    await settled(s.page);
    await shot(s.page, 'monitor-logininfor-empty');
  });
});
