import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, shot } from '../support/session';
import { sidebar } from '../support/shell';

// Dictionaries and configuration: an entry's label edited on the data page shows in another list's
// tags; configuration keys are added and changed, and a built-in key's deletion is refused.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
}

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

async function api<T = unknown>(method: string, path: string): Promise<Envelope<T>> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Envelope<T>;
}

// Cached tabs stay in the page, hidden: only the shown page's rows count.
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row:visible');
const rowWith = (page: Page, text: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons:visible');
const listOf = (path: string) => (response: Response) => response.url().includes(`/prod-api${path}`);

/** Does something that reloads a list and waits until the table shows the answer. */
async function listAfter(page: Page, path: string, action: () => Promise<unknown>): Promise<URLSearchParams> {
  const [response] = await Promise.all([page.waitForResponse(listOf(path)), action()]);
  await response.finished();
  await page.waitForFunction(() => !document.querySelector('.ant-table .ant-spin-spinning'));
  return new URL(response.url()).searchParams;
}

/** How far the shown table is wider than its box (0 when nothing is cut off at this width). */
const tableOverflow = (page: Page) =>
  page.locator('.ant-table-content:visible').evaluate((box) => box.scrollWidth - box.clientWidth);

/** The status tags of the post list (the column after the post order). */
const postStatusTags = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row:visible td .ant-tag');

describe('dictionaries', () => {
  it('lists the types, each type opening its entries shown as tags in their style', async () => {
    await loginAs(s, 'admin');
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await s.page.goto(s.url('/system/dict'));
    const link = s.page.getByRole('link', { name: 'sys_normal_disable', exact: true });
    await link.waitFor();
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '',
      '字典编号',
      '字典名称',
      '字典类型',
      '状态',
      '备注',
      '创建时间',
      '操作',
    ]);
    await toolbar(s.page).getByRole('button', { name: '刷新缓存' }).waitFor();
    await expect.poll(() => tableOverflow(s.page)).toBeLessThanOrEqual(0);
    await shot(s.page, 'system-dict-types-1440');

    // The type form checks the key's shape before anything is sent.
    await toolbar(s.page).getByRole('button', { name: '新增' }).click();
    const add = s.page.getByRole('dialog', { name: '添加字典类型' });
    await add.getByLabel('字典名称').fill('参赛组别');
    await add.getByLabel('字典类型').fill('Bad-Type');
    await add.getByRole('button', { name: '确定' }).click();
    await add.locator('.ant-form-item-explain-error').first().waitFor();
    await shot(s.page, 'system-dict-type-form');
    await add.getByRole('button', { name: '取消' }).click();
    await add.waitFor({ state: 'hidden' });

    await listAfter(s.page, '/system/dict/data/list', () => link.click());
    await s.page.waitForURL(/\/competition-bak\/system\/dict-data\/index\/\d+$/);
    const normal = rowWith(s.page, '0');
    // The label column shows the entry as its own tag (primary), the status column as sys_normal_disable's.
    await normal.locator('.ant-tag-processing', { hasText: '正常' }).first().waitFor();
    await rowWith(s.page, '1').locator('.ant-tag-error', { hasText: '停用' }).first().waitFor();
    expect(await s.page.getByRole('combobox', { name: '字典名称' }).count()).toBe(1);
    await shot(s.page, 'system-dict-data-1440');
  });

  it('switches the data page to another type with the selector', async () => {
    const selector = s.page.locator('.cbo-dict-data__select:visible');
    const query = await listAfter(s.page, '/system/dict/data/list', async () => {
      await selector.click();
      await s.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: 'sys_user_sex' })
        .click();
    });
    expect(query.get('dictType')).toBe('sys_user_sex');
    await rowWith(s.page, '男').waitFor();
    await rowWith(s.page, '女').waitFor();
    expect(await rows(s.page).count()).toBe(3);
    await expect.poll(() => selector.innerText()).toContain('sys_user_sex');

    // Back to the route's own type.
    const back = await listAfter(s.page, '/system/dict/data/list', () =>
      s.page.locator('form.cbo-search:visible').getByRole('button', { name: '重置' }).click(),
    );
    expect(back.get('dictType')).toBe('sys_normal_disable');
    await rowWith(s.page, '停用').waitFor();

    // On a phone the selector and the way back still fit.
    await s.page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await shot(s.page, 'system-dict-data-390');
    await s.page.setViewportSize({ width: 1440, height: 900 });
  });

  it("shows an edited label in another list's tags, in the open app and after a reload", async () => {
    const nav = sidebar(s.page);
    // The post list first, so its tags are cached in the web app.
    await nav.getByRole('link', { name: '岗位管理' }).click();
    await s.page.waitForURL(/\/system\/post$/);
    await postStatusTags(s.page).filter({ hasText: '正常' }).first().waitFor();
    await nav.getByRole('link', { name: '字典管理' }).click();
    await s.page.waitForURL(/\/system\/dict$/);
    // The entries' tab is still open from before: it shows again without a new list call.
    await s.page.getByRole('link', { name: 'sys_normal_disable', exact: true }).click();
    await s.page.waitForURL(/\/system\/dict-data\/index\/\d+$/);

    const row = rows(s.page).filter({ has: s.page.getByRole('cell', { name: '0', exact: true }) });
    await row.getByRole('button', { name: '修改' }).click();
    const dialog = s.page.getByRole('dialog', { name: '修改字典数据' });
    await expect.poll(() => dialog.getByLabel('数据标签').inputValue()).toBe('正常');
    expect(await dialog.getByLabel('字典类型').isDisabled()).toBe(true);
    await shot(s.page, 'system-dict-data-form');
    await dialog.getByLabel('数据标签').fill('在用');
    await listAfter(s.page, '/system/dict/data/list', () => dialog.getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
    await dialog.waitFor({ state: 'hidden' });
    await row.locator('.ant-tag', { hasText: '在用' }).first().waitFor();

    // The post list, still open in the app: its tags load the type afresh.
    await nav.getByRole('link', { name: '岗位管理' }).click();
    await s.page.waitForURL(/\/system\/post$/);
    await postStatusTags(s.page).filter({ hasText: '在用' }).first().waitFor();
    expect(await postStatusTags(s.page).filter({ hasText: '正常' }).count()).toBe(0);

    // A reload: the server's cache has the new label too.
    await s.page.reload();
    await postStatusTags(s.page).filter({ hasText: '在用' }).first().waitFor();
    expect(await postStatusTags(s.page).filter({ hasText: '正常' }).count()).toBe(0);
    const served = await api<{ dictValue: string; dictLabel: string }[]>(
      'GET',
      '/system/dict/data/type/sys_normal_disable',
    );
    expect(served.data?.find((entry) => entry.dictValue === '0')?.dictLabel).toBe('在用');
  });

  it('adds an entry with a tag style, and refreshes the cache', async () => {
    await s.page.goto(s.url('/system/dict'));
    await listAfter(s.page, '/system/dict/data/list', () =>
      s.page.getByRole('link', { name: 'sys_normal_disable', exact: true }).click(),
    );
    await toolbar(s.page).getByRole('button', { name: '新增' }).click();
    const dialog = s.page.getByRole('dialog', { name: '添加字典数据' });
    await expect.poll(() => dialog.getByLabel('字典类型').inputValue()).toBe('sys_normal_disable');
    await dialog.getByLabel('数据标签').fill('待审');
    await dialog.getByLabel('数据键值').fill('2');
    await dialog.getByLabel('样式属性').fill('pending');
    await dialog.getByRole('combobox', { name: '回显样式' }).click();
    await s.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'warning' }).click();
    await shot(s.page, 'system-dict-data-add');
    await listAfter(s.page, '/system/dict/data/list', () => dialog.getByRole('button', { name: '确定' }).click());
    await dialog.waitFor({ state: 'hidden' });
    const tag = rowWith(s.page, '2').locator('.ant-tag-warning', { hasText: '待审' });
    await tag.waitFor();
    expect(await tag.getAttribute('class')).toMatch(/\bpending\b/);

    await s.page.locator('.cbo-dict-data__type:visible').getByRole('button', { name: '关闭' }).click();
    await s.page.waitForURL(/\/system\/dict$/);
    await toolbar(s.page).getByRole('button', { name: '刷新缓存' }).click();
    expect(await messageText(s.page, '刷新成功')).toBe('刷新成功');
  });
});

describe('configuration', () => {
  it('adds a key, changes its value, and refuses to delete a built-in key with the server message', async () => {
    await s.page.goto(s.url('/system/config'));
    await rowWith(s.page, 'sys.account.captchaEnabled').waitFor();
    await rowWith(s.page, 'sys.account.captchaEnabled').locator('.ant-tag', { hasText: '是' }).waitFor();
    await expect.poll(() => tableOverflow(s.page)).toBeLessThanOrEqual(0);
    await shot(s.page, 'system-config-1440');

    await toolbar(s.page).getByRole('button', { name: '新增' }).click();
    const add = s.page.getByRole('dialog', { name: '添加参数' });
    await add.waitFor();
    await add.getByLabel('参数名称').fill('报名开放');
    await add.getByLabel('参数键名').fill('comp.signup.open');
    await add.getByLabel('参数键值').fill('false');
    await shot(s.page, 'system-config-form');
    await listAfter(s.page, '/system/config/list', () => add.getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await add.waitFor({ state: 'hidden' });
    // More keys are seeded than a page holds: the new one is found by its key.
    const search = s.page.locator('form.cbo-search:visible');
    await search.getByPlaceholder('请输入参数键名').fill('comp.signup.open');
    await listAfter(s.page, '/system/config/list', () => search.getByRole('button', { name: /搜索/ }).click());
    const row = rowWith(s.page, 'comp.signup.open');
    await row.getByRole('cell', { name: 'false', exact: true }).waitFor();
    await row.locator('.ant-tag', { hasText: '否' }).waitFor();

    await row.getByRole('button', { name: '修改' }).click();
    const edit = s.page.getByRole('dialog', { name: '修改参数' });
    await expect.poll(() => edit.getByLabel('参数键值').inputValue()).toBe('false');
    await edit.getByLabel('参数键值').fill('true');
    await listAfter(s.page, '/system/config/list', () => edit.getByRole('button', { name: '确定' }).click());
    await edit.waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: 'true', exact: true }).waitFor();
    expect((await api('GET', '/system/config/configKey/comp.signup.open')).msg).toBe('true');
    await listAfter(s.page, '/system/config/list', () => search.getByRole('button', { name: /重置/ }).click());

    await rowWith(s.page, 'sys.account.captchaEnabled').getByRole('button', { name: '删除' }).click();
    const confirm = s.page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    expect(await messageText(s.page, '内置参数【sys.account.captchaEnabled】不能删除')).toBe(
      '内置参数【sys.account.captchaEnabled】不能删除',
    );
    await confirm.waitFor({ state: 'detached' });
    await shot(s.page, 'system-config-builtin-refused');
    expect(await rowWith(s.page, 'sys.account.captchaEnabled').count()).toBe(1);

    await toolbar(s.page).getByRole('button', { name: '刷新缓存' }).click();
    expect(await messageText(s.page, '刷新成功')).toBe('刷新成功');
  });
});
