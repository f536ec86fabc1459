import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { fillPasswordLogin, loginAs, messageText, sessionToken, settled, shot } from '../support/session';
import { apiToken, removeDemoExpertAccounts } from '../support/shell';

// Users as an administrator works with them: a department and a user in it, roles through the
// assign page, a password reset, then a login as that user.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  total?: number;
  roleIds?: number[];
}
interface UserRow {
  userId: number;
  userName: string;
  status: string;
}

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
  // The list is read on its first page: without the 30 accounts of the demo expert pool.
  await removeDemoExpertAccounts(s, await apiToken(s));
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
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

async function userNamed(userName: string): Promise<UserRow | undefined> {
  const answer = await api<UserRow>('GET', `/system/user/list?userName=${userName}`);
  return answer.rows?.find((row) => row.userName === userName);
}

const isList = (response: Response) => response.url().includes('/prod-api/system/user/list');
const rows = (page: Page) => page.locator('.cbo-crud .ant-table-tbody tr.ant-table-row');
const row = (page: Page, text: string) =>
  // A row showing this exact text (the user list shows the account over the nickname in one cell).
  rows(page).filter({ has: page.getByText(text, { exact: true }) });
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons');
const deptPanel = (page: Page) => page.getByRole('navigation', { name: '部门' });

async function listAfter(page: Page, action: () => Promise<unknown>): Promise<URLSearchParams> {
  const [response] = await Promise.all([page.waitForResponse(isList), action()]);
  await response.finished();
  await page.waitForFunction(() => !document.querySelector('.cbo-crud .ant-table .ant-spin-spinning'));
  return new URL(response.url()).searchParams;
}

/** Opens a tree select or select by its label and picks the option with this exact title. */
async function pickTreeNode(page: Page, scope: Locator, label: string, title: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

async function pickOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

async function openUsers(page: Page): Promise<void> {
  await listAfter(page, () => page.goto(s.url('/system/user')));
  await deptPanel(page).getByTitle('赛务部', { exact: true }).waitFor();
}

describe('users, departments and roles in the browser', () => {
  it('creates a department under 赛务部 from its row', async () => {
    await loginAs(s, 'admin');
    await s.page.goto(s.url('/system/dept'));
    const tree = s.page.locator('.cbo-crud .ant-table-tbody');
    await tree.getByRole('cell', { name: '赛务部', exact: true }).waitFor();
    const parentRow = s.page.locator('tr.ant-table-row').filter({ hasText: '赛务部' });
    await parentRow.getByRole('button', { name: /新增下级/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '添加部门' });
    await dialog.waitFor();
    // The parent is chosen already.
    await dialog.locator('.ant-select-content').filter({ hasText: '赛务部' }).waitFor();
    await dialog.getByLabel('部门名称').fill('测试一组');
    await dialog.getByLabel('负责人').fill('王五');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await tree.getByRole('cell', { name: '测试一组', exact: true }).waitFor();
    const depts = await api<{ deptName: string; ancestors: string }[]>('GET', '/system/dept/list?deptName=测试一组');
    expect(depts.data?.map((dept) => dept.ancestors)).toEqual(['0,100,102']);
  });

  it('adds a user in that department, filtered by the tree beside the list, at 1440 and 390 px', async () => {
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await openUsers(s.page);
    const query = await listAfter(s.page, () => deptPanel(s.page).getByTitle('测试一组', { exact: true }).click());
    expect(query.get('deptId')).toMatch(/^\d+$/);
    await s.page.locator('.cbo-crud .ant-table .ant-empty').waitFor();
    await shot(s.page, 'system-user-empty-dept');

    await toolbar(s.page).getByRole('button', { name: /新增/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '添加用户' });
    await dialog.waitFor();
    // A random password made in the browser is offered (there is no shared initial password).
    await expect.poll(() => dialog.getByLabel('用户密码').inputValue()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)\w{12}$/);
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText('用户昵称不能为空').waitFor();
    await dialog.getByText('用户名称不能为空').waitFor();
    await shot(s.page, 'system-user-form-errors');

    await dialog.getByLabel('用户昵称').fill('测试员');
    await pickTreeNode(s.page, dialog, '归属部门', '测试一组');
    await dialog.getByLabel('手机号码').fill('13912345678');
    await dialog.getByLabel('邮箱').fill('tester@example.com');
    await dialog.getByLabel('用户名称').fill('tester1');
    await pickOption(s.page, dialog, '岗位', '工作人员');
    await s.page.keyboard.press('Escape');
    await listAfter(s.page, () => dialog.getByRole('button', { name: /确\s?定/ }).click());
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await row(s.page, 'tester1').waitFor();
    await shot(s.page, 'system-user-1440');

    await s.page.setViewportSize({ width: 390, height: 844 });
    await row(s.page, 'tester1').waitFor();
    await shot(s.page, 'system-user-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('assigns roles through the assign page, pre-ticked from the server, and comes back to the list', async () => {
    await openUsers(s.page);
    const tester = await userNamed('tester1');
    await row(s.page, 'tester1').getByRole('button', { name: /更多/ }).click();
    await s.page.getByRole('menuitem', { name: '分配角色' }).click();
    await s.page.waitForURL(new RegExp(`/system/user-auth/role/${tester?.userId}$`));
    const roles = s.page.locator('.cbo-auth-role .ant-table-tbody tr.ant-table-row');
    await roles.filter({ hasText: '审核员' }).waitFor();
    expect(await s.page.getByText('已选择 0 个角色').count()).toBe(1);
    // The admin role is never offered to another user.
    expect(await roles.filter({ hasText: '超级管理员' }).count()).toBe(0);
    // The user list stays open, hidden, in its tab (cached pages): only the visible name counts.
    await s.page.getByText('tester1', { exact: true }).filter({ visible: true }).waitFor();
    await roles.filter({ hasText: '审核员' }).getByRole('checkbox').check();
    await roles.filter({ hasText: '评审专家' }).getByRole('checkbox').check();
    await s.page.getByText('已选择 2 个角色').waitFor();
    await shot(s.page, 'system-user-auth-role-1440');
    await s.page.setViewportSize({ width: 390, height: 844 });
    await shot(s.page, 'system-user-auth-role-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });

    await s.page.getByRole('button', { name: /提\s?交/ }).click();
    expect(await messageText(s.page, '授权成功')).toBe('授权成功');
    await s.page.waitForURL(/\/system\/user$/);
    const detail = await api('GET', `/system/user/${tester?.userId}`);
    expect(detail.roleIds?.sort()).toEqual([3, 4]);

    // Opened again, the page ticks what the user holds.
    await s.page.goto(s.url(`/system/user-auth/role/${tester?.userId}`));
    await s.page.getByText('已选择 2 个角色').waitFor();
    expect(await roles.filter({ hasText: '审核员' }).getByRole('checkbox').isChecked()).toBe(true);
    await s.page.getByRole('button', { name: /返\s?回/ }).click();
    await s.page.waitForURL(/\/system\/user$/);
  });

  it('lands on 404 for an assign page whose id is not digits', async () => {
    await s.page.goto(s.url('/system/user-auth/role/12a'));
    await s.page.waitForURL(/\/404$/);
    await s.page.goto(s.url('/system/user-auth/role/abc'));
    await s.page.waitForURL(/\/404$/);
  });

  it('switches a user off and on after a confirmation', async () => {
    await openUsers(s.page);
    const status = row(s.page, 'tester1').getByRole('switch');
    expect(await status.isChecked()).toBe(true);
    await status.click();
    const confirm = s.page.locator('.ant-modal-confirm');
    expect(await confirm.locator('.ant-modal-confirm-content').innerText()).toBe('确认要"停用""tester1"用户吗？');
    await settled(s.page);
    await confirm.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '停用成功')).toBe('停用成功');
    await expect.poll(async () => (await userNamed('tester1'))?.status).toBe('1');
    await expect.poll(() => status.isChecked()).toBe(false);

    await status.click();
    await s.page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    expect(await messageText(s.page, '启用成功')).toBe('启用成功');
    await expect.poll(async () => (await userNamed('tester1'))?.status).toBe('0');
    // Nobody deletes or disables themselves: the administrator's own row offers neither.
    const adminRow = row(s.page, 'admin');
    expect(await adminRow.getByRole('button', { name: /删除/ }).count()).toBe(0);
    expect(await adminRow.getByRole('switch').isDisabled()).toBe(true);
  });

  it('resets the password, checked as typed, and the user logs in with it', async () => {
    await openUsers(s.page);
    await row(s.page, 'tester1').getByRole('button', { name: /更多/ }).click();
    await s.page.getByRole('menuitem', { name: '重置密码' }).click();
    const dialog = s.page.getByRole('dialog', { name: '重置密码' });
    await dialog.waitFor();
    const input = dialog.getByLabel('请输入"tester1"的新密码');
    await input.fill('short');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.locator('.ant-form-item-explain-error').waitFor();
    await shot(s.page, 'system-user-reset-password');
    await input.fill('Reset2026x');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '修改成功')).toBe('修改成功，新密码是：Reset2026x');
    await dialog.waitFor({ state: 'hidden' });

    await s.context.clearCookies();
    // A password set by the administrator is changed at the first login, before anything else.
    await s.page.goto(s.url('/login'));
    await fillPasswordLogin(s.page, 'tester1', 'Reset2026x');
    await s.page.waitForURL(/\/competition-bak\/password-change$/);
    await s.page.getByLabel('旧密码').fill('Reset2026x');
    await s.page.getByLabel('新密码').fill('Own2026xy');
    await s.page.getByLabel('确认密码').fill('Own2026xy');
    await s.page.getByRole('button', { name: '修改密码并进入系统' }).click();
    await s.page.waitForURL(/\/competition-bak\/index$/);
    await s.page.getByRole('heading', { name: /测试员/ }).waitFor();
    await shot(s.page, 'system-user-login-as-tester');
  });

  it('deletes users in one batch after a confirmation, never the administrator', async () => {
    await s.context.clearCookies();
    await loginAs(s, 'admin');
    for (const name of ['batch1', 'batch2']) {
      const added = await api('POST', '/system/user', { userName: name, nickName: name, password: 'Start2026' });
      expect(added.code).toBe(200);
    }
    await openUsers(s.page);
    await row(s.page, 'batch1').getByRole('checkbox').check();
    await row(s.page, 'batch2').getByRole('checkbox').check();
    await toolbar(s.page).getByRole('button', { name: /删除/ }).click();
    const confirm = s.page.locator('.ant-modal-confirm');
    await confirm.getByText(/是否确认删除用户编号为/).waitFor();
    await settled(s.page);
    await listAfter(s.page, () => confirm.getByRole('button', { name: /确\s?定/ }).click());
    expect(await messageText(s.page, '删除成功')).toBe('删除成功');
    expect(await userNamed('batch1')).toBeUndefined();
    expect(await userNamed('batch2')).toBeUndefined();

    // Choosing the administrator's row disables the batch delete.
    await row(s.page, 'admin').getByRole('checkbox').check();
    expect(await toolbar(s.page).getByRole('button', { name: /删除/ }).isDisabled()).toBe(true);
  });
});
