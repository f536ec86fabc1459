import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, type E2eSession, startE2e } from '../support/browser';
import { CHROMIUM } from '../support/paths';
import { fillPasswordLogin, loginAs, messageText, shot } from '../support/session';
import { apiToken, removeDemoExpertAccounts, sidebar } from '../support/shell';

// Roles as an administrator works with them: a role limited to the user list (query only) over one
// department of the seeded tree, given to a new user on the assign-users page; that user, in a
// second browser, sees only those menus, buttons and records, and sees a change of the role's
// menus on their next request, without a page load.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  total?: number;
  checkedKeys?: number[];
}
interface RoleRow {
  roleId: number;
  roleKey: string;
  dataScope: string;
  compScope: string;
  menuCheckStrictly: boolean;
}

const ROLE_NAME = '用户查看员';
const ROLE_KEY = 'user_viewer';
const HOLDER = 'viewer1';
const HOLDER_PASSWORD = 'Viewer2026x';
/** 评审部 of the seeded tree. */
const REVIEW_DEPT = 103;

let s: E2eSession;
let admin: string;
let other: Browser | undefined;
let holderPage: Page | undefined;

beforeAll(async () => {
  s = await startE2e();
  admin = await apiToken(s);
  // The user dialogs are read on their first page: without the 30 accounts of the demo expert pool.
  await removeDemoExpertAccounts(s, admin);
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    await shot(s.page, `failed-role-${context.task.name.slice(0, 30)}`);
    if (holderPage) await shot(holderPage, `failed-role-holder-${context.task.name.slice(0, 24)}`);
  }
});
afterAll(async () => {
  await other?.close();
  await s?.stop();
});

async function api<T = unknown>(method: string, path: string, body?: unknown, token = admin): Promise<Envelope<T>> {
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

async function roleByKey(key: string): Promise<RoleRow> {
  const answer = await api<RoleRow>('GET', `/system/role/list?roleKey=${key}`);
  const role = answer.rows?.find((row) => row.roleKey === key);
  if (!role) throw new Error(`no role ${key}`);
  return role;
}

/** Rows of the visible list (pages kept by the tags view stay in the document, hidden). */
const rows = (page: Page) => page.locator('.cbo-crud .ant-table-tbody tr.ant-table-row:visible');
const row = (page: Page, text: string) =>
  // A row showing this exact text (the user list shows the account over the nickname in one cell).
  rows(page).filter({ has: page.getByText(text, { exact: true }) });
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons');
const openDialog = (page: Page, title: string) =>
  page.locator('.ant-modal:visible').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** Ticks a node of a checkable tree by its title. */
async function tick(scope: Locator, title: string): Promise<void> {
  const node = scope.locator('.ant-tree-treenode').filter({ has: scope.page().getByTitle(title, { exact: true }) });
  await node.locator('.ant-tree-checkbox').first().click();
}

/** Waits for a dialog to finish closing (antd animates it away). */
async function closed(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'hidden' });
}

async function openRoles(page: Page): Promise<void> {
  await page.goto(s.url('/system/role'));
  await row(page, '超级管理员').waitFor();
}

async function rowMore(page: Page, roleName: string, entry: string): Promise<void> {
  await row(page, roleName).getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible').getByText(entry, { exact: true }).click();
}

describe('roles in the browser', () => {
  it('lists the roles with the administrator role protected', async () => {
    await loginAs(s, 'admin');
    await openRoles(s.page);
    const adminRow = row(s.page, '超级管理员');
    expect(await adminRow.getByRole('button', { name: /修\s?改/ }).count()).toBe(0);
    expect(await adminRow.getByRole('button', { name: /删\s?除/ }).count()).toBe(0);
    expect(await adminRow.getByRole('button', { name: /更多/ }).count()).toBe(0);
    expect(await adminRow.getByRole('switch').isDisabled()).toBe(true);
    expect(
      await row(s.page, '审核员')
        .getByRole('button', { name: /修\s?改/ })
        .count(),
    ).toBe(1);
    await shot(s.page, 'system-role-list-1366');
    await s.page.setViewportSize({ width: 992, height: 800 });
    await shot(s.page, 'system-role-list-992');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('creates a role with only the user query menu, then a custom data scope over 评审部', async () => {
    await toolbar(s.page)
      .getByRole('button', { name: /新\s?增/ })
      .click();
    const dialog = openDialog(s.page, '添加角色');
    await dialog.getByTitle('系统管理', { exact: true }).waitFor();
    await dialog.getByLabel('角色名称', { exact: true }).fill(ROLE_NAME);
    await dialog.getByLabel('权限字符', { exact: true }).fill(ROLE_KEY);
    await dialog.getByText('展开/折叠').click();
    await tick(dialog, '用户查询');
    // Linked: the page and its directory are half-checked and sent too.
    await dialog
      .locator('.ant-tree-treenode')
      .filter({ has: s.page.getByTitle('用户管理', { exact: true }) })
      .locator('.ant-tree-checkbox-indeterminate')
      .waitFor();
    await shot(s.page, 'system-role-dialog');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await closed(dialog);
    await row(s.page, ROLE_NAME).waitFor();

    await rowMore(s.page, ROLE_NAME, '数据权限');
    const scope = openDialog(s.page, '分配数据权限');
    await scope.getByLabel('权限范围', { exact: true }).click();
    await s.page.locator('.ant-select-dropdown:visible').getByTitle('自定数据权限', { exact: true }).click();
    await scope.getByTitle('评审部', { exact: true }).waitFor();
    await tick(scope, '评审部');
    await scope.getByLabel('大赛数据范围', { exact: true }).click();
    await s.page.locator('.ant-select-dropdown:visible').getByTitle('本单位', { exact: true }).click();
    await scope.getByText('仅可见本人所在单位的大赛数据').waitFor();
    await shot(s.page, 'system-role-data-scope');
    await scope.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
    await closed(scope);

    const role = await roleByKey(ROLE_KEY);
    expect(role).toMatchObject({ dataScope: '2', compScope: '3', menuCheckStrictly: true });
    expect((await api('GET', `/system/role/deptTree/${role.roleId}`)).checkedKeys).toEqual([REVIEW_DEPT]);
    const menus = await api<{ id: number }>('GET', `/system/menu/roleMenuTreeselect/${role.roleId}`);
    expect(menus.checkedKeys).toHaveLength(3);
  });

  it('gives the role to users on the assign-users page and takes it back from one', async () => {
    // A user of another department (办公室), created as staff would, who has chosen their own password.
    const created = await api('POST', '/system/user', {
      userName: HOLDER,
      nickName: '查看员',
      password: 'Initial2026x',
      deptId: 101,
      status: '0',
      sex: '0',
      postIds: [],
      roleIds: [],
    });
    expect(created.code).toBe(200);
    const first = await apiToken(s, HOLDER, 'Initial2026x');
    const changed = await api(
      'PUT',
      '/system/user/profile/updatePwd',
      { oldPassword: 'Initial2026x', newPassword: HOLDER_PASSWORD },
      first,
    );
    expect(changed.code).toBe(200);

    await rowMore(s.page, ROLE_NAME, '分配用户');
    const role = await roleByKey(ROLE_KEY);
    await s.page.waitForURL(new RegExp(`/system/role-auth/user/${role.roleId}$`));
    await s.page.getByText(`角色：${ROLE_NAME}（${ROLE_KEY}）`).waitFor();
    await s.page.getByText('暂无已分配的用户').waitFor();

    await s.page.getByRole('button', { name: /添加用户/ }).click();
    const choose = openDialog(s.page, '选择用户');
    await choose.getByRole('cell', { name: HOLDER, exact: true }).waitFor();
    await choose.getByRole('row').filter({ hasText: HOLDER }).getByRole('checkbox').check();
    await choose.getByRole('row').filter({ hasText: 'auditor' }).getByRole('checkbox').check();
    await choose.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '分配成功')).toBe('分配成功');
    await closed(choose);
    const holders = s.page.locator('.cbo-role-user .ant-table-tbody tr.ant-table-row');
    await holders.filter({ hasText: 'auditor' }).waitFor();
    await holders.filter({ hasText: HOLDER }).waitFor();
    await shot(s.page, 'system-role-auth-user');
    await s.page.setViewportSize({ width: 992, height: 800 });
    await shot(s.page, 'system-role-auth-user-992');
    await s.page.setViewportSize({ width: 1366, height: 800 });

    // Search narrows the list; then auditor loses the role after a confirmation.
    const search = s.page.locator('.cbo-role-user__search');
    await search.getByLabel('用户名称', { exact: true }).fill('audit');
    await search.getByRole('button', { name: /搜\s?索/ }).click();
    await holders.filter({ hasText: HOLDER }).waitFor({ state: 'detached' });
    await holders
      .filter({ hasText: 'auditor' })
      .getByRole('button', { name: /取消授权/ })
      .click();
    const confirm = s.page.locator('.ant-modal-confirm');
    expect(await confirm.locator('.ant-modal-confirm-content').innerText()).toBe('确认要取消该用户"auditor"角色吗？');
    await confirm.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '取消授权成功')).toBe('取消授权成功');
    await s.page.getByText('暂无已分配的用户').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await search.getByRole('button', { name: /重\s?置/ }).click();
    // The unfiltered list is read again (its earlier copy still named auditor).
    await holders.filter({ hasText: 'auditor' }).waitFor({ state: 'detached' });
    await holders.filter({ hasText: HOLDER }).waitFor();
    expect(await holders.count()).toBe(1);

    await s.page
      .locator('.cbo-role-user__toolbar')
      .getByRole('button', { name: /关\s?闭/ })
      .click();
    await s.page.waitForURL(/\/system\/role$/);
  });

  it('lets the holder see only those menus, buttons and the records of 评审部', async () => {
    other = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await other.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    holderPage = await context.newPage();
    await holderPage.goto(s.url('/login'));
    await fillPasswordLogin(holderPage, HOLDER, HOLDER_PASSWORD);
    await holderPage.waitForURL(/\/competition-bak\/index$/);

    const nav = sidebar(holderPage);
    await nav.getByText('系统管理', { exact: true }).click();
    await nav.getByRole('link', { name: '用户管理' }).waitFor();
    const links = await nav.getByRole('link').allInnerTexts();
    // Besides the logo and 首页, only the page the role grants.
    const granted = links
      .map((text) => text.trim())
      .filter((text) => text && text !== '首页' && !text.includes('大赛管理系统'));
    expect(granted).toEqual(['用户管理']);

    await nav.getByRole('link', { name: '用户管理' }).click();
    await holderPage.waitForURL(/\/system\/user$/);
    await rows(holderPage).first().waitFor();
    const expected = await api<{ userName: string }>('GET', `/system/user/list?deptId=${REVIEW_DEPT}&pageSize=100`);
    // Exactly the users of 评审部 (as the administrator sees them there), none of other departments.
    expect(expected.rows?.map((user) => user.userName)).toContain('expert');
    await row(holderPage, 'expert').waitFor();
    expect(await rows(holderPage).count()).toBe(expected.total);
    for (const outside of [HOLDER, 'admin', 'auditor', 'organiser', 'sysadmin']) {
      expect(await row(holderPage, outside).count()).toBe(0);
    }
    // Query only: no add, edit, delete, export, import, status change or 'more'.
    for (const name of [/新\s?增/, /修\s?改/, /删\s?除/, /导\s?出/, /导\s?入/]) {
      expect(await holderPage.locator('.cbo-crud').getByRole('button', { name }).count()).toBe(0);
    }
    expect(await row(holderPage, 'expert').getByRole('switch').isDisabled()).toBe(true);
    // Nothing to do on a row, so no empty actions column either.
    expect(await holderPage.locator('.cbo-crud').getByRole('columnheader', { name: '操作' }).count()).toBe(0);
    expect(await holderPage.locator('.cbo-crud').getByRole('columnheader', { name: '用户名称' }).count()).toBe(1);
    await shot(holderPage, 'system-role-holder-users');
  });

  it('changes the holder’s menus and routes on their next request when the role changes, without a page load', async () => {
    const page = holderPage as Page;
    await page.evaluate(() => {
      (window as unknown as { roleMarker: number }).roleMarker = 42;
    });
    expect(await sidebar(page).getByRole('link', { name: '岗位管理' }).count()).toBe(0);

    // The administrator adds 岗位查询 to the role in the role dialog.
    await openRoles(s.page);
    await row(s.page, ROLE_NAME)
      .getByRole('button', { name: /修\s?改/ })
      .click();
    const dialog = openDialog(s.page, '修改角色');
    await dialog.getByTitle('系统管理', { exact: true }).waitFor();
    await dialog.getByText('展开/折叠').click();
    await dialog.getByTitle('岗位查询', { exact: true }).waitFor();
    await tick(dialog, '岗位查询');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
    await closed(dialog);

    // The holder's next request (a search on the open page) names the new rights.
    const routers = page.waitForResponse((response) => response.url().includes('/prod-api/getRouters'));
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/prod-api/system/user/list')),
      page
        .locator('.cbo-crud__search')
        .getByRole('button', { name: /搜\s?索/ })
        .click(),
    ]);
    expect(answer.headers()['x-perm-version']).toBeTruthy();
    await routers;
    await sidebar(page).getByRole('link', { name: '岗位管理' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { roleMarker?: number }).roleMarker)).toBe(42);
    await sidebar(page).getByRole('link', { name: '岗位管理' }).click();
    await page.waitForURL(/\/system\/post$/);
    await rows(page).first().waitFor();
    expect(
      await page
        .locator('.cbo-crud')
        .getByRole('button', { name: /新\s?增/ })
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { roleMarker?: number }).roleMarker)).toBe(42);
    await shot(page, 'system-role-holder-after-change');

    // Taken away again: on the holder's next request the open page answers 401 and the menu goes.
    await row(s.page, ROLE_NAME)
      .getByRole('button', { name: /修\s?改/ })
      .click();
    const again = openDialog(s.page, '修改角色');
    await again.getByTitle('系统管理', { exact: true }).waitFor();
    await again.getByText('展开/折叠').click();
    await again.getByTitle('岗位查询', { exact: true }).waitFor();
    await tick(again, '岗位查询');
    await again.getByRole('button', { name: /确\s?定/ }).click();
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
    await closed(again);
    await page
      .locator('.cbo-crud__search:visible')
      .getByRole('button', { name: /搜\s?索/ })
      .click();
    await page.waitForURL(/\/401$/);
    await sidebar(page).getByRole('link', { name: '岗位管理' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { roleMarker?: number }).roleMarker)).toBe(42);
  });

  it('lands on 404 for an assign-users page whose id is not digits', async () => {
    await s.page.goto(s.url('/system/role-auth/user/1x'));
    await s.page.waitForURL(/\/404$/);
  });
});
