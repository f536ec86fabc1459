import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, settled, shot } from '../support/session';
import { sidebar } from '../support/shell';

// Menus as an administrator keeps them: a directory added through the page with an icon from the
// picker and a page under it, both in the sidebar after getRouters; a directory with a child
// cannot be deleted.

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-menu-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const isList = (response: Response) => response.url().includes('/prod-api/system/menu/list');
// A tree cell holds the expand button beside the name: find the row by the name's text.
const row = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').filter({ has: page.locator('td').getByText(name, { exact: true }) });
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons');

async function listAfter(page: Page, action: () => Promise<unknown>): Promise<void> {
  const [response] = await Promise.all([page.waitForResponse(isList), action()]);
  await response.finished();
  await page.waitForFunction(() => !document.querySelector('.cbo-crud .ant-table .ant-spin-spinning'));
}

/** The add dialog once its parent tree has loaded. */
async function addDialog(page: Page, parent: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: '添加菜单' });
  await dialog.waitFor();
  await dialog.locator('.ant-select-content').filter({ hasText: parent }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-modal .ant-spin-spinning'));
  await settled(page);
  return dialog;
}

describe('menus in the browser', () => {
  it('adds a directory with an icon from the picker, and a page under it; the sidebar shows both', async () => {
    await loginAs(s, 'admin');
    await listAfter(s.page, () => s.page.goto(s.url('/system/menu')));
    await row(s.page, '系统管理').waitFor();
    await shot(s.page, 'system-menu-page');

    await toolbar(s.page).getByRole('button', { name: /新增/ }).click();
    let dialog = await addDialog(s.page, '主类目');
    await dialog.getByLabel('目录', { exact: true }).check();
    expect(await dialog.getByLabel('组件路径').count()).toBe(0);
    await dialog.getByPlaceholder('点击选择图标').click();
    const picker = s.page.getByRole('listbox', { name: '选择图标' });
    await picker.waitFor();
    await settled(s.page);
    await shot(s.page, 'system-menu-icon-picker');
    await s.page.getByLabel('请输入图标名称').fill('sta');
    await expect.poll(() => picker.getByRole('option').allInnerTexts()).toEqual(['star']);
    await picker.getByRole('option', { name: /star/ }).click();
    await expect.poll(() => dialog.getByPlaceholder('点击选择图标').inputValue()).toBe('star');
    await dialog.getByLabel('菜单名称').fill('评审中心');
    await dialog.getByLabel('显示排序').fill('8');
    await dialog.getByLabel('路由地址').fill('review-centre');
    await listAfter(s.page, () => dialog.getByRole('button', { name: /确\s?定/ }).click());
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await row(s.page, '评审中心').waitFor();

    await row(s.page, '评审中心').getByRole('button', { name: /新增/ }).click();
    dialog = await addDialog(s.page, '评审中心');
    // Under a directory the new entry starts as a menu (a page).
    await dialog.getByLabel('组件路径').waitFor();
    await dialog.getByLabel('菜单名称').fill('评审任务');
    await dialog.getByLabel('路由地址').fill('task');
    await dialog.getByLabel('组件路径').fill('review/task/index');
    await dialog.getByLabel('权限字符').fill('review:task:list');
    await settled(s.page);
    await shot(s.page, 'system-menu-dialog-page');
    await listAfter(s.page, () => dialog.getByRole('button', { name: /确\s?定/ }).click());
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');

    // The sidebar follows after getRouters, and still shows them after a reload.
    const nav = sidebar(s.page);
    await nav.getByText('评审中心', { exact: true }).waitFor();
    await s.page.reload();
    await nav.getByText('评审中心', { exact: true }).waitFor();
    const item = nav.locator('.ant-menu-submenu-title').filter({ hasText: '评审中心' });
    expect(await item.locator('[aria-label="star"]').count()).toBe(1);
    await item.click();
    await nav.getByRole('link', { name: '评审任务' }).click();
    await s.page.waitForURL(/\/competition-bak\/review-centre\/task$/);
  });

  it('refuses to delete a directory that has a child, with the server’s message', async () => {
    await listAfter(s.page, () => s.page.goto(s.url('/system/menu')));
    await row(s.page, '评审中心').getByRole('button', { name: /删除/ }).click();
    const confirm = s.page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    await settled(s.page);
    await confirm.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '存在子菜单')).toBe('存在子菜单,不允许删除');
    await confirm.waitFor({ state: 'detached' });
    await row(s.page, '评审中心').waitFor();

    // A sibling with the same route path is refused, named on the field.
    await toolbar(s.page).getByRole('button', { name: /新增/ }).click();
    const dialog = await addDialog(s.page, '主类目');
    await dialog.getByLabel('菜单名称').fill('评审中心二');
    await dialog.getByLabel('路由地址').fill('Review-Centre');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: '路由地址已存在' }).waitFor();
  });
});
