import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let industryLabel = '';

/** A valid ID number: born on `birth`, told apart by `n`. */
const idOf = (birth: string, n: number) => {
  const first17 = `440106${birth}${String(n % 1000).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

/** Birth dates spread over the 1980s so that 10,000 people get distinct ID numbers. */
const adultId = (n: number) => {
  const day = new Date(Date.UTC(1980, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  return idOf(day.toISOString().slice(0, 10).replaceAll('-', ''), n);
};

type Cells = Record<string, string | number>;

const adultRow = (n: number, overrides: Cells = {}): Cells => ({
  赛道: '成人组',
  组别: '创意组',
  项目名称: `导入项目${n}`,
  // By name, as the template's dropdown offers it (a code is accepted too).
  地区: '广东省/广州市/天河区',
  负责人姓名: `负责人${n}`,
  负责人手机: `139${String(n).padStart(8, '0')}`,
  负责人身份证号: adultId(n),
  团队成员: '',
  行业: '',
  项目简介: '简介',
  ...overrides,
});

async function workbook(data: Cells[]): Promise<Buffer> {
  const template = await t.app.inject({
    method: 'POST',
    url: `/prod-api/comp/application/importTemplate?competitionId=${competitionId}`,
    headers: admin,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  for (const cells of data) sheet.addRow(titles.map((title) => cells[title] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: Buffer, dryRun: boolean) {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'applications.xlsx', content: file }]);
  return (
    await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/application/importData?competitionId=${competitionId}&dryRun=${dryRun}`,
      headers: { ...admin, ...headers },
      payload,
    })
  ).json();
}

const imported = async (prefix: string) =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_application where project_name like ${`${prefix}%`}`,
    )
  )[0].n;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  admin = bearer(await loginAs(t.app, 'admin'));
  ({ competitionId, industryLabel } = await demoEdition(t.database));
});
afterAll(() => t.close());

describe('importing applications', () => {
  it('offers a template with the fixed columns, the edition’s extra fields and a dropdown on every enumerated column', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/application/importTemplate?competitionId=${competitionId}`,
      headers: admin,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(titles).toEqual(
      expect.arrayContaining(['赛道', '项目名称', '负责人身份证号', '团队成员', '就读学校', '地区']),
    );
    // A file cannot travel in a sheet; a field with a fixed column's key is answered by that column:
    // one 项目简介, one 行业, and regions by name, not code.
    expect(titles).not.toContain('监护人同意书');
    expect(titles.filter((title) => title.startsWith('项目简介'))).toEqual(['项目简介']);
    expect(titles).not.toContain('所属行业');
    expect(titles).not.toContain('地区编码');
    expect(new Set(titles).size).toBe(titles.length);

    // The lists live on a hidden sheet; each enumerated column's cells offer one of them.
    const lists = book.getWorksheet('选项');
    expect(lists?.state).toBe('hidden');
    const listOf = (title: string) => {
      const letter = sheet.getColumn(titles.indexOf(title) + 1).letter;
      const rule = sheet.getCell(`${letter}2`).dataValidation;
      expect(rule, title).toMatchObject({ type: 'list', allowBlank: true, showErrorMessage: true });
      expect(sheet.getCell(`${letter}20001`).dataValidation).toEqual(rule);
      const [, from, to] = /!\$([A-Z]+)\$2:\$[A-Z]+\$(\d+)$/.exec(rule.formulae?.[0] ?? '') ?? [];
      return Array.from({ length: Number(to) - 1 }, (_, i) => String(lists?.getCell(`${from}${i + 2}`).value));
    };
    expect(listOf('赛道').sort()).toEqual(['成人组', '青少年组']);
    expect(listOf('组别')).toContain('创意组');
    expect(listOf('行业')).toContain(industryLabel);
    expect(listOf('地区')).toContain('广东省/广州市/天河区');
    expect(listOf('单位').length).toBeGreaterThan(0);
    // Free-text columns carry none.
    expect(sheet.getCell(`${sheet.getColumn(titles.indexOf('项目名称') + 1).letter}2`).dataValidation).toBeFalsy();
  });

  it('takes a region by its name, its own name when unique, or its code, and names a wrong one by its column', async () => {
    const rowsIn = [
      adultRow(20, { 行业: industryLabel, 项目名称: '地区1' }),
      adultRow(21, { 行业: industryLabel, 项目名称: '地区2', 地区: '天河区' }),
      adultRow(22, { 行业: industryLabel, 项目名称: '地区3', 地区: REGION_CODES.tianhe }),
      adultRow(23, { 行业: industryLabel, 项目名称: '地区4', 地区: '火星' }),
    ];
    const dry = await upload(await workbook(rowsIn), true);
    expect(dry.data.issues).toEqual([
      { row: 5, field: '地区', rule: 'reference', reason: '不是有效的选项', message: '不是已知的地区' },
    ]);
  });

  it('reports every bad row in a dry run and writes nothing, then imports all rows in a real run', async () => {
    const good = Array.from({ length: 5 }, (_, i) => adultRow(i, { 行业: industryLabel, 项目名称: `干跑${i}` }));
    const bad = [
      adultRow(10, { 行业: industryLabel, 项目名称: '干跑坏1', 负责人手机: '12345' }),
      adultRow(11, { 行业: industryLabel, 项目名称: '干跑坏2', 赛道: '不存在' }),
      adultRow(12, { 行业: industryLabel, 项目名称: '干跑坏3', 负责人身份证号: idOf('20150101', 12) }),
      adultRow(13, { 行业: industryLabel, 项目名称: '干跑坏4', 负责人身份证号: adultId(1) }),
    ];
    const dry = await upload(await workbook([...good, ...bad]), true);
    expect(dry).toMatchObject({ code: 200, data: { rows: 9, imported: 0, dryRun: true } });
    expect(
      dry.data.issues.map((issue: { row: number; field: string; rule: string }) => [
        issue.row,
        issue.field,
        issue.rule,
      ]),
    ).toEqual([
      [7, '负责人手机', 'format'],
      [8, '赛道', 'reference'],
      [9, '负责人身份证号', 'age'],
      [10, '负责人身份证号', 'oneEntry'],
    ]);
    expect(dry.data.issues[1].message).toBe('不是本届次的赛道');
    // Rules in words, fields by their column titles, never rule codes or paths.
    expect(dry.data.issues.map((issue: { reason: string }) => issue.reason)).toEqual([
      '格式不正确',
      '不是有效的选项',
      '年龄不符',
      '每人每届限报一项',
    ]);
    expect(dry.data.issues[2].message).toMatch(/^负责人12 按 .* 计算为 \d+ 周岁/);
    expect(await imported('干跑')).toBe(0);

    // A real run with a bad row writes nothing either.
    const refused = await upload(await workbook([...good, bad[0]]), false);
    expect(refused.data).toMatchObject({ imported: 0, dryRun: false });
    expect(refused.data.issues).toHaveLength(1);
    expect(await imported('干跑')).toBe(0);

    const done = await upload(await workbook(good), false);
    expect(done.data).toMatchObject({ rows: 5, imported: 5, issues: [] });
    expect(await imported('干跑')).toBe(5);
    const list = (
      await t.app.inject({
        url: `/prod-api/comp/application/list?projectName=${encodeURIComponent('干跑')}`,
        headers: admin,
      })
    ).json();
    expect(
      list.rows.every(
        (row: { status: string; code: string }) => row.status === 'draft' && /^A26-\d{4}$/.test(row.code),
      ),
    ).toBe(true);
  });

  it('keeps answering other requests while a 10,000-row import runs', async () => {
    const file = await workbook(
      Array.from({ length: 10_000 }, (_, i) => adultRow(1_000 + i, { 行业: industryLabel, 项目名称: `大批${i}` })),
    );
    let importDone = 0;
    const importing = upload(file, false).then((answer) => {
      importDone = performance.now();
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const info = await t.app.inject({ url: '/prod-api/getInfo', headers: admin });
    const answered = performance.now();
    expect(info.json().code).toBe(200);
    const answer = await importing;
    expect(answer.data).toMatchObject({ rows: 10_000, imported: 10_000, issues: [] });
    expect(answered).toBeLessThan(importDone);
    expect(await imported('大批')).toBe(10_000);
  }, 120_000);
});
