import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, sessionToken, shot } from '../support/session';

// 1,000 users into the list through the import dialog, and back out through export.

let s: E2eSession;
let files: string;
beforeAll(async () => {
  s = await startE2e();
  files = mkdtempSync(join(tmpdir(), 'cbo-user-excel-'));
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
  rmSync(files, { recursive: true, force: true });
});

const COUNT = 1000;

async function listed(query: string): Promise<{ total: number; rows: { userName: string }[] }> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api/system/user/list?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { total: number; rows: { userName: string }[] };
}

describe('user import and export in the browser', () => {
  it('imports 1,000 users from the downloaded template and exports them back', async () => {
    await loginAs(s, 'admin');
    // Everyone listed before the import: the demo users and the demo expert pool.
    const before = (await listed('pageSize=1')).total;
    expect(before).toBeGreaterThan(5);
    await s.page.goto(s.url('/system/user'));
    // The user list shows the account over the nickname in one cell.
    await s.page.locator('.cbo-crud .ant-table-tbody').getByText('admin', { exact: true }).waitFor();
    const toolbar = s.page.locator('.cbo-crud__buttons');

    await toolbar.getByRole('button', { name: /导入/ }).click();
    const dialog = s.page.getByRole('dialog', { name: '用户导入' });
    await dialog.waitFor();
    const [template] = await Promise.all([
      s.page.waitForEvent('download'),
      dialog.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(template.suggestedFilename()).toMatch(/^user_template_\d+\.xlsx$/);
    const templatePath = join(files, 'template.xlsx');
    await template.saveAs(templatePath);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '部门编号',
      '登录名称',
      '用户名称',
      '用户邮箱',
      '手机号码',
      '用户性别',
      '帐号状态',
    ]);
    for (let i = 0; i < COUNT; i++) {
      const n = String(i).padStart(4, '0');
      sheet.addRow([102, `bulk${n}`, `选手${n}`, '', `1370000${n}`, i % 2 ? '女' : '男', '正常']);
    }
    const filled = join(files, 'users.xlsx');
    await book.xlsx.writeFile(filled);

    await dialog.locator('input[type=file]').setInputFiles(filled);
    await dialog.getByText('users.xlsx').waitFor();
    await dialog.getByRole('button', { name: /开始导入/ }).click();
    // The import takes a moment: the button shows it is busy meanwhile.
    await dialog.locator('.ant-btn-loading').waitFor();
    const report = dialog.getByRole('alert');
    await report.getByText(`恭喜您，数据已全部导入成功！共 ${COUNT} 条，数据如下：`).waitFor({ timeout: 60_000 });
    expect(await report.locator('li').count()).toBeGreaterThan(1);
    await shot(s.page, 'system-user-import-report');
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s?闭/ })
      .click();

    expect((await listed('userName=bulk&pageSize=1')).total).toBe(COUNT);
    await s.page.locator('.cbo-pager__total', { hasText: `共 ${COUNT + before} 条` }).waitFor();

    // Export what the search form shows: the imported users only.
    const form = s.page.locator('form.cbo-search');
    await form.getByPlaceholder('请输入用户名称').fill('bulk');
    await form.getByRole('button', { name: /搜索/ }).click();
    await s.page.locator('.cbo-pager__total', { hasText: `共 ${COUNT} 条` }).waitFor();
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      toolbar.getByRole('button', { name: /导出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^user_\d+\.xlsx$/);
    const exportedPath = join(files, 'export.xlsx');
    await download.saveAs(exportedPath);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.readFile(exportedPath);
    const out = exported.worksheets[0];
    expect(out.rowCount).toBe(COUNT + 1);
    const names = out.getColumn(3).values.slice(2) as string[];
    expect(new Set(names).size).toBe(COUNT);
    expect(names.every((name) => /^bulk\d{4}$/.test(name))).toBe(true);
    const bulk7 = names.indexOf('bulk0007') + 2;
    expect(out.getRow(bulk7).getCell(7).value).toBe('女');
    expect(out.getRow(bulk7).getCell(11).value).toBe('赛务部');
  });
});
