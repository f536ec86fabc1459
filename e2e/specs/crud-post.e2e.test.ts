import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, shot } from '../support/session';

// The post list (/system/post) is the CRUD kit's sample page: every list page to come is built the
// same way, so this spec drives the kit as a person would.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T[];
  total?: number;
}
interface PostRow {
  postId: number;
  postCode: string;
  postName: string;
}

let s: E2eSession;
let files: string;
beforeAll(async () => {
  s = await startE2e();
  files = mkdtempSync(join(tmpdir(), 'cbo-crud-files-'));
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
  rmSync(files, { recursive: true, force: true });
});

/** A call to the API with the browser's session, for setting up and checking data. */
async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

async function postsByCode(code: string): Promise<PostRow[]> {
  const answer = await api<PostRow>('GET', `/system/post/list?pageSize=500&postCode=${encodeURIComponent(code)}`);
  return answer.rows ?? [];
}

const isList = (response: Response) => response.url().includes('/prod-api/system/post/list');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** The post codes on screen (third cell: selection, id, code). */
const codes = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
const row = (page: Page, code: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: code, exact: true }) });
const toolbar = (page: Page) => page.locator('.cbo-crud__buttons');
const searchForm = (page: Page) => page.locator('form.cbo-search');

/**
 * Does something that reloads the list and gives the query it sent: the first list request sent
 * after the action starts (a late answer to an earlier request, e.g. one Enter in a date field
 * sent, is not it), once answered and rendered.
 */
async function listAfter(page: Page, action: () => Promise<unknown>): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.url().includes('/prod-api/system/post/list')),
    action(),
  ]);
  const response = await request.response();
  await response?.finished();
  // Let React render the answer.
  await page.waitForFunction(() => !document.querySelector('.ant-table .ant-spin-spinning'));
  return new URL(request.url()).searchParams;
}

async function openPosts(page: Page): Promise<void> {
  await page.goto(s.url('/system/post'));
  await row(page, 'director').waitFor();
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

describe('post list built from the CRUD kit', () => {
  it('lists the seeded posts with dictionary tags, in the default order, at 1440 and 390 px', async () => {
    await loginAs(s, 'admin');
    await s.page.setViewportSize({ width: 1440, height: 900 });
    const [response] = await Promise.all([s.page.waitForResponse(isList), openPosts(s.page)]);
    expect(Object.fromEntries(new URL(response.url()).searchParams)).toEqual({ pageNum: '1', pageSize: '20' });
    expect(await codes(s.page)).toEqual(['director', 'officer', 'reviewer', 'staff']);
    await row(s.page, 'director').locator('.ant-tag', { hasText: '正常' }).waitFor();
    await s.page.getByText('共 4 条').waitFor();
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '',
      '岗位编号',
      '岗位编码',
      '岗位名称',
      '岗位顺序',
      '岗位状态',
      '创建时间',
      '操作',
    ]);
    await shot(s.page, 'crud-post-1440');

    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.page.getByText('共 4 条').waitFor();
    await shot(s.page, 'crud-post-390');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('adds and edits a post through the form: schema checks, the server refusal, then success', async () => {
    await openPosts(s.page);
    await toolbar(s.page).getByRole('button', { name: '新增' }).click();
    const dialog = s.page.getByRole('dialog', { name: '添加岗位' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('岗位名称不能为空').waitFor();
    await dialog.getByText('岗位编码不能为空').waitFor();
    await shot(s.page, 'crud-post-form-errors');

    await dialog.getByLabel('岗位名称').fill('质量测试员');
    await dialog.getByLabel('岗位编码').fill('director');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByRole('alert').filter({ hasText: "新增岗位'质量测试员'失败，岗位编码已存在" }).waitFor();
    expect(await postsByCode('qa_tester')).toEqual([]);

    await dialog.getByLabel('岗位编码').fill('qa_tester');
    await dialog.getByLabel('岗位顺序').fill('8');
    await listAfter(s.page, () => dialog.getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await dialog.waitFor({ state: 'hidden' });
    await row(s.page, 'qa_tester').waitFor();

    await row(s.page, 'qa_tester').getByRole('button', { name: '修改' }).click();
    const edit = s.page.getByRole('dialog', { name: '修改岗位' });
    await expect.poll(() => edit.getByLabel('岗位名称').inputValue()).toBe('质量测试员');
    expect(await edit.getByLabel('岗位顺序').inputValue()).toBe('8');
    await edit.getByLabel('岗位名称').fill('质量工程师');
    await edit.getByRole('radio', { name: '停用' }).check();
    await listAfter(s.page, () => edit.getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '修改成功')).toBe('修改成功');
    await row(s.page, 'qa_tester').getByRole('cell', { name: '质量工程师' }).waitFor();
    await row(s.page, 'qa_tester').locator('.ant-tag', { hasText: '停用' }).waitFor();
  });

  it('searches with texts, a dictionary select and a date range, and resets', async () => {
    for (let i = 1; i <= 30; i++) {
      const n = String(i).padStart(2, '0');
      const added = await api('POST', '/system/post', {
        postCode: `bulk_${n}`,
        postName: `批量岗位${n}`,
        postSort: 100 + i,
        status: i % 5 === 0 ? '1' : '0',
      });
      expect(added.code).toBe(200);
    }
    await openPosts(s.page);
    await s.page.getByText('共 35 条').waitFor();

    const form = searchForm(s.page);
    await form.getByPlaceholder('请输入岗位编码').fill('bulk_1');
    let query = await listAfter(s.page, () => form.getByRole('button', { name: /搜索/ }).click());
    expect(Object.fromEntries(query)).toEqual({ pageNum: '1', pageSize: '20', postCode: 'bulk_1' });
    await expect.poll(() => codes(s.page)).toHaveLength(10);
    await s.page.getByText('共 10 条').waitFor();

    await pickInSelect(s.page, form.getByRole('combobox', { name: '岗位状态' }), '停用');
    query = await listAfter(s.page, () => form.getByPlaceholder('请输入岗位编码').press('Enter'));
    expect(query.get('status')).toBe('1');
    await expect.poll(async () => (await codes(s.page)).sort()).toEqual(['bulk_10', 'bulk_15']);

    await form.getByRole('button', { name: /重置/ }).click();
    await s.page.getByText('共 35 条').waitFor();

    // A date range goes out as params[beginTime]/params[endTime].
    await form.getByPlaceholder('开始日期').click();
    await form.getByPlaceholder('开始日期').fill('2000-01-01');
    await form.getByPlaceholder('开始日期').press('Enter');
    await form.getByPlaceholder('结束日期').fill('2000-12-31');
    await form.getByPlaceholder('结束日期').press('Enter');
    query = await listAfter(s.page, () => form.getByRole('button', { name: /搜索/ }).click());
    expect(query.get('params[beginTime]')).toBe('2000-01-01');
    expect(query.get('params[endTime]')).toBe('2000-12-31');
    await s.page.locator('.ant-table .ant-empty').waitFor();
    expect(await s.page.locator('nav.cbo-pager').count()).toBe(0);
    await shot(s.page, 'crud-post-empty');

    await form.locator('.ant-picker-clear').click({ force: true });
    await form.getByPlaceholder('开始日期').fill(today());
    await form.getByPlaceholder('开始日期').press('Enter');
    await form.getByPlaceholder('结束日期').fill(today());
    await form.getByPlaceholder('结束日期').press('Enter');
    query = await listAfter(s.page, () => form.getByRole('button', { name: /搜索/ }).click());
    expect(query.get('params[beginTime]')).toBe(today());
    // Everything here, seeded posts included, was created today.
    await s.page.getByText('共 35 条').waitFor();

    query = await listAfter(s.page, () => form.getByRole('button', { name: /重置/ }).click());
    expect(Object.fromEntries(query)).toEqual({ pageNum: '1', pageSize: '20' });
  });

  it('pages through the server with page buttons, sizes and the jumper, scrolling back to the top', async () => {
    await openPosts(s.page);
    const pager = s.page.getByRole('navigation', { name: '分页' });
    await expect.poll(() => rows(s.page).count()).toBe(20);
    expect(await pager.getByRole('button', { name: /^第 \d+ 页$/ }).allInnerTexts()).toEqual(['1', '2']);

    await s.page.mouse.wheel(0, 2000);
    await expect.poll(() => s.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    let query = await listAfter(s.page, () => pager.getByRole('button', { name: '第 2 页' }).click());
    expect(query.get('pageNum')).toBe('2');
    await expect.poll(() => rows(s.page).count()).toBe(15);
    expect(await pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => s.page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);

    await pickInSelect(s.page, pager.getByRole('combobox', { name: '每页条数' }), '10条/页');
    await expect.poll(() => rows(s.page).count()).toBe(10);
    expect(await pager.getByRole('button', { name: /^第 \d+ 页$/ }).allInnerTexts()).toEqual(['1', '2', '3', '4']);

    const jumper = pager.getByRole('spinbutton', { name: '前往页码' });
    await jumper.fill('4');
    query = await listAfter(s.page, () => jumper.press('Enter'));
    expect(Object.fromEntries(query)).toMatchObject({ pageNum: '4', pageSize: '10' });
    await expect.poll(() => rows(s.page).count()).toBe(5);

    await pickInSelect(s.page, pager.getByRole('combobox', { name: '每页条数' }), '20条/页');
    await expect.poll(() => rows(s.page).count()).toBe(20);
  });

  it('sorts on the server through orderByColumn and isAsc', async () => {
    await openPosts(s.page);
    const header = s.page.getByRole('columnheader', { name: '岗位编码' });
    let query = await listAfter(s.page, () => header.click());
    expect(query.get('orderByColumn')).toBe('postCode');
    expect(query.get('isAsc')).toBe('ascending');
    await expect.poll(async () => (await codes(s.page)).slice(0, 3)).toEqual(['bulk_01', 'bulk_02', 'bulk_03']);

    query = await listAfter(s.page, () => header.click());
    expect(query.get('isAsc')).toBe('descending');
    await expect.poll(async () => (await codes(s.page)).slice(0, 3)).toEqual(['staff', 'reviewer', 'qa_tester']);

    query = await listAfter(s.page, () => header.click());
    expect(query.has('orderByColumn')).toBe(false);
    await expect.poll(async () => (await codes(s.page))[0]).toBe('director');
  });

  it('deletes selected rows in one batch after a confirmation, and refuses a post in use', async () => {
    await openPosts(s.page);
    const remove = toolbar(s.page).getByRole('button', { name: '删除' });
    expect(await remove.isDisabled()).toBe(true);
    const [one] = await postsByCode('bulk_01');
    const [two] = await postsByCode('bulk_02');
    await row(s.page, 'bulk_01').getByRole('checkbox').check();
    await row(s.page, 'bulk_02').getByRole('checkbox').check();
    await s.page.getByText('已选择 2 项').waitFor();

    await remove.click();
    const confirm = s.page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.locator('.ant-modal-confirm-title').innerText()).toBe('系统提示');
    expect(await confirm.locator('.ant-modal-confirm-content').innerText()).toBe(
      `是否确认删除岗位编号为"${one.postId},${two.postId}"的数据项？`,
    );
    await shot(s.page, 'crud-post-delete-confirm');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await postsByCode('bulk_01')).toHaveLength(1);

    await remove.click();
    await listAfter(s.page, () => s.page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click());
    expect(await messageText(s.page, '删除成功')).toBe('删除成功');
    expect(await postsByCode('bulk_01')).toEqual([]);
    expect(await postsByCode('bulk_02')).toEqual([]);
    expect(await row(s.page, 'bulk_01').count()).toBe(0);
    expect(await s.page.getByText('已选择').count()).toBe(0);

    // The administrator holds the director post: the server refuses and the row stays.
    // (The batch confirmation must be gone first, or its closing copy takes the next click.)
    await s.page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    await row(s.page, 'director').getByRole('button', { name: '删除' }).click();
    await s.page.locator('.ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    expect(await messageText(s.page, '已分配')).toBe('主任已分配,不能删除');
    expect(await postsByCode('director')).toHaveLength(1);
  });

  it('exports the filtered list as an xlsx download, showing the loading text meanwhile', async () => {
    await openPosts(s.page);
    const form = searchForm(s.page);
    await form.getByPlaceholder('请输入岗位编码').fill('bulk_2');
    await listAfter(s.page, () => form.getByRole('button', { name: /搜索/ }).click());

    // Hold the answer a moment so the loading text can be read.
    let exportBody = '';
    await s.page.route('**/prod-api/system/post/export', async (route) => {
      exportBody = route.request().postData() ?? '';
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      toolbar(s.page).getByRole('button', { name: '导出' }).click(),
      s.page.locator('.ant-message-notice', { hasText: '正在下载数据，请稍候' }).waitFor(),
    ]);
    await s.page.unroute('**/prod-api/system/post/export');
    expect(exportBody).toBe('postCode=bulk_2');
    expect(download.suggestedFilename()).toMatch(/^post_\d+\.xlsx$/);
    const path = join(files, 'export.xlsx');
    await download.saveAs(path);
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '岗位序号',
      '岗位编码',
      '岗位名称',
      '岗位排序',
      '状态',
      '备注',
      '创建时间',
    ]);
    const exported = sheet.getColumn(2).values.slice(2);
    expect(exported.sort()).toEqual([
      'bulk_20',
      'bulk_21',
      'bulk_22',
      'bulk_23',
      'bulk_24',
      'bulk_25',
      'bulk_26',
      'bulk_27',
      'bulk_28',
      'bulk_29',
    ]);
    await s.page.locator('.ant-message-notice', { hasText: '正在下载数据' }).waitFor({ state: 'detached' });
  });

  it('imports from the template: one bad row gives the row report and writes nothing, then a good file imports', async () => {
    await openPosts(s.page);
    await toolbar(s.page).getByRole('button', { name: '导入' }).click();
    const dialog = s.page.getByRole('dialog', { name: '岗位导入' });
    await dialog.waitFor();
    const [template] = await Promise.all([
      s.page.waitForEvent('download'),
      dialog.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(template.suggestedFilename()).toMatch(/^post_template_\d+\.xlsx$/);
    const templatePath = join(files, 'template.xlsx');
    await template.saveAs(templatePath);

    const write = async (name: string, lines: unknown[][]) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(templatePath);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, '岗位编码', '岗位名称', '岗位排序', '状态', '备注']);
      for (const line of lines) sheet.addRow(line);
      const path = join(files, name);
      await book.xlsx.writeFile(path);
      return path;
    };
    const bad = await write('bad.xlsx', [
      ['imp_ok', '导入岗位', 1, '正常', ''],
      ['imp_bad', '', 5, '正常', ''],
    ]);
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByText('bad.xlsx').waitFor();
    await shot(s.page, 'crud-post-import');
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const report = dialog.getByRole('alert');
    await report.getByText('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：').waitFor();
    const lines = await report.locator('li').allInnerTexts();
    expect(lines[0]).toBe('很抱歉，导入失败！共 1 条数据格式不正确，错误如下：');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^1、第 3 行导入失败：/);
    await shot(s.page, 'crud-post-import-report');
    expect(await postsByCode('imp_ok')).toEqual([]);
    expect(await postsByCode('imp_bad')).toEqual([]);

    await dialog.getByRole('button', { name: '重新导入' }).click();
    const good = await write('good.xlsx', [
      ['imp_ok', '导入岗位', 1, '正常', '从表格导入'],
      ['qa_tester', '质量主管', 9, '正常', ''],
    ]);
    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByRole('checkbox', { name: '是否更新已经存在的岗位数据' }).check();
    await listAfter(s.page, () => dialog.getByRole('button', { name: '开始导入' }).click());
    await dialog.getByRole('alert').getByText('恭喜您，数据已全部导入成功！共 2 条').waitFor();
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await row(s.page, 'imp_ok').waitFor();
    await row(s.page, 'qa_tester').getByRole('cell', { name: '质量主管' }).waitFor();
  });

  it('hides the buttons of actions the user has no permission for', async () => {
    const menus = await api<{ menuId: number; parentId: number; perms: string | null; menuName: string }[]>(
      'GET',
      '/system/menu/list',
    );
    const all = menus.data ?? [];
    const granted = ['system:post:list', 'system:post:query', 'system:post:edit', 'system:post:export'];
    const chosen = all.filter((menu) => menu.perms && granted.includes(menu.perms));
    expect(chosen).toHaveLength(4);
    const postMenu = chosen.find((menu) => menu.perms === 'system:post:list');
    const menuIds = [...chosen.map((menu) => menu.menuId), postMenu?.parentId ?? 0];
    const role = await api('POST', '/system/role', {
      roleName: '岗位维护员',
      roleKey: 'post_keeper',
      roleSort: 9,
      menuIds,
    });
    expect(role.code).toBe(200);
    const roles = await api<{ roleId: number }>('GET', '/system/role/list?roleKey=post_keeper');
    const roleId = roles.rows?.[0]?.roleId;
    const user = await api('POST', '/system/user', {
      userName: 'postkeeper',
      nickName: '岗位维护员',
      password: 'keeper123',
      deptId: 100,
      roleIds: [roleId],
      postIds: [],
    });
    expect(user.code).toBe(200);
    // A new user changes the initial password before anything else.
    const login = await fetch(`${s.server.baseUrl}/prod-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'postkeeper', password: 'keeper123', code: '', uuid: '' }),
    });
    const { token } = (await login.json()) as { token: string };
    const changed = await fetch(`${s.server.baseUrl}/prod-api/system/user/profile/updatePwd`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'keeper123', newPassword: 'keeper456' }),
    });
    expect(((await changed.json()) as Envelope).code).toBe(200);

    await s.context.clearCookies();
    await loginAs(s, 'postkeeper', 'keeper456');
    await openPosts(s.page);
    expect(await toolbar(s.page).getByRole('button').allInnerTexts()).toEqual(['修改', '导出']);
    expect(await s.page.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(await s.page.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await s.page.getByRole('button', { name: '导入' }).count()).toBe(0);
    expect(await row(s.page, 'director').getByRole('button').allInnerTexts()).toEqual(['修改']);
    await shot(s.page, 'crud-post-limited');

    // What the buttons would do is refused by the server too.
    const refused = await api('DELETE', `/system/post/${(await postsByCode('imp_ok'))[0]?.postId}`);
    expect(refused.code).toBe(403);
  });
});
