import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, shot } from '../support/session';

// Departments as a tree table: moves keep the ancestors right, and the reference's refusals reach
// the person as messages.

interface DeptRow {
  deptId: number;
  parentId: number;
  deptName: string;
  ancestors: string;
  status: string;
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

async function depts(): Promise<DeptRow[]> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api/system/dept/list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: DeptRow[] }).data;
}
const dept = async (name: string) => (await depts()).find((row) => row.deptName === name);

const body = (page: Page) => page.locator('.cbo-crud .ant-table-tbody');
// A branch's name cell also holds its expand button, so rows are found by the exact text.
const row = (page: Page, name: string) =>
  page.locator('.cbo-crud tr.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons');
const ok = (dialog: Locator) => dialog.getByRole('button', { name: /确\s?定/ });

async function openDepts(page: Page): Promise<void> {
  await page.goto(s.url('/system/dept'));
  await row(page, '技术保障部').waitFor();
}

async function chooseParent(page: Page, dialog: Locator, title: string): Promise<void> {
  await dialog.getByLabel('上级部门', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

describe('departments as a tree table', () => {
  it('shows the whole tree open, folds and unfolds it, at 1440 and 390 px', async () => {
    await loginAs(s, 'admin');
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await openDepts(s.page);
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '部门名称',
      '显示排序',
      '部门状态',
      '创建时间',
      '操作',
    ]);
    // No batch selection and no pager on a tree.
    expect(await s.page.locator('.cbo-crud .ant-table-selection-column').count()).toBe(0);
    expect(await s.page.locator('nav.cbo-pager').count()).toBe(0);
    // The root cannot be deleted.
    expect(await row(s.page, '创新创业大赛组委会').getByRole('button', { name: /删除/ }).count()).toBe(0);
    await shot(s.page, 'system-dept-1440');

    await toolbar(s.page)
      .getByRole('button', { name: /展开\/折叠/ })
      .click();
    await row(s.page, '技术保障部').waitFor({ state: 'hidden' });
    expect(await body(s.page).locator('tr.ant-table-row:visible').count()).toBe(1);
    await toolbar(s.page)
      .getByRole('button', { name: /展开\/折叠/ })
      .click();
    await row(s.page, '技术保障部').waitFor();

    await s.page.setViewportSize({ width: 390, height: 844 });
    await row(s.page, '技术保障部').waitFor();
    await shot(s.page, 'system-dept-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('adds a department under a chosen parent and a child under it from its row', async () => {
    await openDepts(s.page);
    await toolbar(s.page).getByRole('button', { name: /新增/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '添加部门' });
    await ok(dialog).click();
    await dialog.getByText('上级部门不能为空').waitFor();
    await dialog.getByText('部门名称不能为空').waitFor();
    await chooseParent(s.page, dialog, '赛务部');
    await dialog.getByLabel('部门名称').fill('赛事一组');
    await dialog.getByLabel('联系电话').fill('12');
    await dialog.getByLabel('邮箱').fill('no-mail');
    await ok(dialog).click();
    await dialog.getByText('联系电话格式不正确').waitFor();
    await dialog.getByText('邮箱格式不正确').waitFor();
    await shot(s.page, 'system-dept-form-errors');
    await dialog.getByLabel('联系电话').fill('02788886666');
    await dialog.getByLabel('邮箱').fill('group1@example.com');
    await ok(dialog).click();
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await row(s.page, '赛事一组').waitFor();

    await row(s.page, '赛事一组')
      .getByRole('button', { name: /新增下级/ })
      .click();
    await dialog.getByLabel('部门名称').fill('一组甲队');
    await ok(dialog).click();
    await row(s.page, '一组甲队').waitFor();
    const group = await dept('赛事一组');
    expect(group?.ancestors).toBe('0,100,102');
    expect((await dept('一组甲队'))?.ancestors).toBe(`0,100,102,${group?.deptId}`);
  });

  it('moves a department with its subtree, never under itself or its descendants', async () => {
    await openDepts(s.page);
    await row(s.page, '赛事一组').getByRole('button', { name: /修改/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '修改部门' });
    await expect.poll(() => dialog.getByLabel('部门名称').inputValue()).toBe('赛事一组');
    await dialog.getByLabel('上级部门', { exact: true }).click();
    const options = s.page.locator('.ant-select-dropdown:visible');
    await options.getByTitle('评审部', { exact: true }).waitFor();
    expect(await options.getByTitle('赛事一组', { exact: true }).count()).toBe(0);
    expect(await options.getByTitle('一组甲队', { exact: true }).count()).toBe(0);
    await options.getByTitle('评审部', { exact: true }).click();
    await ok(dialog).click();
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
    const group = await dept('赛事一组');
    await expect.poll(async () => (await dept('一组甲队'))?.ancestors).toBe(`0,100,103,${group?.deptId}`);
    expect(group?.ancestors).toBe('0,100,103');
  });

  it('edits the root in place: its parent stays the top and cannot change', async () => {
    await openDepts(s.page);
    await row(s.page, '创新创业大赛组委会').getByRole('button', { name: /修改/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '修改部门' });
    await dialog.locator('.ant-select-disabled').filter({ hasText: '（顶级部门）' }).waitFor();
    await dialog.getByLabel('负责人').fill('组委会主任');
    await ok(dialog).click();
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
  });

  it('refuses disabling with enabled children, and deleting with children or users', async () => {
    await openDepts(s.page);
    await row(s.page, '赛事一组').getByRole('button', { name: /修改/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '修改部门' });
    await expect.poll(() => dialog.getByLabel('部门名称').inputValue()).toBe('赛事一组');
    await dialog.getByRole('radio', { name: '停用' }).check();
    await ok(dialog).click();
    await dialog.getByRole('alert').filter({ hasText: '该部门包含未停用的子部门！' }).waitFor();
    await dialog.getByRole('button', { name: /取\s?消/ }).click();

    const confirmDelete = async (name: string) => {
      await row(s.page, name).getByRole('button', { name: /删除/ }).click();
      await s.page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /确\s?定/ })
        .click();
    };
    await confirmDelete('赛事一组');
    expect(await messageText(s.page, '存在下级部门')).toBe('存在下级部门,不允许删除');
    await confirmDelete('赛务部');
    expect(await messageText(s.page, '部门存在用户')).toBe('部门存在用户,不允许删除');
    expect(await dept('赛事一组')).toBeDefined();

    await confirmDelete('一组甲队');
    expect(await messageText(s.page, '删除成功')).toBe('删除成功');
    await row(s.page, '一组甲队').waitFor({ state: 'detached' });
    expect(await dept('一组甲队')).toBeUndefined();
  });

  it('searches by name and status, showing matches as roots, with an empty state', async () => {
    await openDepts(s.page);
    const form = s.page.locator('form.cbo-search');
    await form.getByPlaceholder('请输入部门名称').fill('评审');
    await form.getByRole('button', { name: /搜索/ }).click();
    await expect.poll(() => body(s.page).locator('tr.ant-table-row').count()).toBe(1);
    await row(s.page, '评审部').waitFor();
    await form.getByPlaceholder('请输入部门名称').fill('没有这个部门');
    await form.getByRole('button', { name: /搜索/ }).click();
    await s.page.locator('.cbo-crud .ant-table .ant-empty').waitFor();
    await shot(s.page, 'system-dept-empty');
    await form.getByRole('button', { name: /重置/ }).click();
    await row(s.page, '技术保障部').waitFor();
  });
});
