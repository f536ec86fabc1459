import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, type E2eSession, startE2e } from '../support/browser';
import { CHROMIUM } from '../support/paths';
import { loginAs, messageText, settled, shot } from '../support/session';
import { apiToken } from '../support/shell';

// Online users (/monitor/online): an administrator ends another person's session, and that
// person's browser, a second one here, finds out on its next request.

interface OtherBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A second, separate browser (its own cookies), as another person's machine. */
async function otherBrowser(): Promise<OtherBrowser> {
  const dir = mkdtempSync(join(tmpdir(), 'cbo-chromium-other-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let s: E2eSession;
let other: OtherBrowser;
beforeAll(async () => {
  s = await startE2e();
  other = await otherBrowser();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await shot(s.page, `failed-online-${context.task.name.slice(0, 30)}`);
    await shot(other.page, `failed-online-other-${context.task.name.slice(0, 24)}`);
  }
});
afterAll(async () => {
  await other?.close();
  await s?.stop();
});

const isList = (response: Response) => response.url().includes('/prod-api/monitor/online/list');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (page: Page, text: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const searchForm = (page: Page) => page.locator('form.cbo-search');
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');

async function infoCode(token: string): Promise<number> {
  const response = await fetch(`${s.server.baseUrl}/prod-api/getInfo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { code: number }).code;
}

async function openOnline(page: Page): Promise<URLSearchParams> {
  const [response] = await Promise.all([page.waitForResponse(isList), page.goto(s.url('/monitor/online'))]);
  await rows(page).first().waitFor();
  return new URL(response.url()).searchParams;
}

async function searchUser(page: Page, userName: string): Promise<URLSearchParams> {
  await searchForm(page).getByPlaceholder('请输入登录名称').fill(userName);
  const [response] = await Promise.all([
    page.waitForResponse(isList),
    searchForm(page).getByRole('button', { name: /搜索/ }).click(),
  ]);
  return new URL(response.url()).searchParams;
}

describe('online users', () => {
  it('lists live sessions without a pager, with client details, at 1440 and 390 px', async () => {
    await loginAs({ ...s, page: other.page, context: other.context }, 'sysadmin');
    await loginAs(s, 'admin');
    await s.page.setViewportSize({ width: 1440, height: 900 });
    const query = await openOnline(s.page);
    // The whole list comes at once: no paging parameters, no pager.
    expect(query.has('pageNum')).toBe(false);
    expect(await s.page.locator('nav.cbo-pager').count()).toBe(0);
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '',
      '登录名称',
      '所属部门',
      '登录地址',
      '登录地点',
      '浏览器',
      '操作系统',
      '登录时间',
      '最后访问',
      '操作',
    ]);
    const sysadmin = rowOf(s.page, 'sysadmin');
    await sysadmin.waitFor();
    await sysadmin.getByRole('cell', { name: '技术保障部' }).waitFor();
    await sysadmin.getByRole('cell', { name: '内网IP' }).waitFor();
    await sysadmin.getByRole('cell', { name: 'Linux' }).waitFor();
    // Every column, the actions included, fits without scrolling sideways.
    const table = s.page.locator('.ant-table-content');
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await shot(s.page, 'monitor-online-1440');

    // The session id is offered in the column chooser.
    await s.page.getByRole('button', { name: '显隐列' }).click();
    const tokenColumn = s.page.getByRole('checkbox', { name: '会话编号' });
    await tokenColumn.check();
    await s.page.getByRole('columnheader', { name: '会话编号' }).waitFor();
    await tokenColumn.uncheck();
    await s.page.getByRole('columnheader', { name: '会话编号' }).waitFor({ state: 'detached' });
    await s.page.keyboard.press('Escape');

    await s.page.setViewportSize({ width: 390, height: 844 });
    await rowOf(s.page, 'sysadmin').waitFor();
    await shot(s.page, 'monitor-online-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('force logout asks first, ends only that session, and the other browser gets the 401 dialog on its next request', async () => {
    // The other person, the system administrator, works on a list page of its own.
    await other.page.goto(s.url('/system/post'));
    await other.page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

    await openOnline(s.page);
    await searchUser(s.page, 'sysadmin');
    await expect.poll(() => rows(s.page).count()).toBe(1);
    await rowOf(s.page, 'sysadmin').getByRole('button', { name: '强退' }).click();
    const dialog = confirmDialog(s.page);
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').innerText()).toBe('系统提示');
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe('是否确认强退名称为"sysadmin"的用户？');
    await settled(s.page);
    await shot(s.page, 'monitor-online-confirm');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rowOf(s.page, 'sysadmin').count()).toBe(1);

    await rowOf(s.page, 'sysadmin').getByRole('button', { name: '强退' }).click();
    await Promise.all([
      s.page.waitForResponse(isList),
      confirmDialog(s.page).getByRole('button', { name: '确定' }).click(),
    ]);
    expect(await messageText(s.page, '强退成功')).toBe('强退成功');
    await s.page.locator('.ant-table .ant-empty').waitFor();
    await settled(s.page);
    await shot(s.page, 'monitor-online-empty');

    // The administrator's own session goes on.
    await searchForm(s.page).getByRole('button', { name: /重置/ }).click();
    await rowOf(s.page, 'admin').waitFor();

    // The other browser's next request is refused: the 401 dialog, once.
    await other.page.locator('.cbo-right-toolbar').getByRole('button', { name: '刷新' }).click();
    const expired = confirmDialog(other.page);
    await expired.waitFor();
    expect(await expired.locator('.ant-modal-confirm-content').innerText()).toBe(
      '登录状态已过期，您可以继续留在该页面，或者重新登录',
    );
    await settled(other.page);
    await shot(other.page, 'monitor-online-kicked');
    await expired.getByRole('button', { name: '重新登录' }).click();
    await other.page.waitForURL(/\/competition-bak\/login/);
  });

  it('ends several chosen sessions at once after a confirmation', async () => {
    const first = await apiToken(s, 'auditor');
    const second = await apiToken(s, 'auditor');
    await openOnline(s.page);
    await searchUser(s.page, 'auditor');
    await expect.poll(() => rows(s.page).count()).toBe(2);
    const batch = s.page.locator('.cbo-crud__buttons').getByRole('button', { name: '批量强退' });
    expect(await batch.isDisabled()).toBe(true);
    for (const checkbox of await rows(s.page).getByRole('checkbox').all()) await checkbox.check();
    await s.page.getByText('已选择 2 项').waitFor();

    await batch.click();
    const dialog = confirmDialog(s.page);
    expect(await dialog.locator('.ant-modal-confirm-content').innerText()).toBe('是否确认强退选中的 2 个会话？');
    await Promise.all([s.page.waitForResponse(isList), dialog.getByRole('button', { name: '确定' }).click()]);
    expect(await messageText(s.page, '强退成功')).toBe('强退成功');
    await s.page.locator('.ant-table .ant-empty').waitFor();
    expect(await s.page.getByText('已选择').count()).toBe(0);
    expect(await infoCode(first)).toBe(401);
    expect(await infoCode(second)).toBe(401);
  });
});
