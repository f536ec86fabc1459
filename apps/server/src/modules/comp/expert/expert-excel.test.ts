import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Expert spreadsheets (docs/experts.md): the template's columns, a dry run reporting every bad
// row without writing, the real import in one transaction, and the streamed export.

let t: TestApp;
let organiser: string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  organiser = await loginAs(t.app, 'organiser');
});
afterAll(() => t.close());

const HEADER = [
  '登录名称',
  '姓名',
  '手机号码',
  '邮箱',
  '性别',
  '单位',
  '职称',
  '专家领域',
  '行业领域',
  '地区编码',
  '评审赛道',
  '最大评审量',
];

async function sheet(lines: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('专家数据');
  ws.addRow(HEADER);
  for (const line of lines) ws.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(content: Buffer, dryRun: boolean) {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'experts.xlsx', content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/prod-api/comp/expert/importData?dryRun=${dryRun}`,
    headers: { ...bearer(organiser), ...headers },
    payload,
  });
  return res.json() as { code: number; msg: string };
}

const imported = async () =>
  rows<{
    user_name: string;
    org_id: number | null;
    org_name: string | null;
    fields: string[];
    tracks: string[];
    status: string;
    pwd: string;
  }>(
    t.database,
    sql`select u.user_name, e.org_id::int as org_id, e.org_name, e.fields, e.tracks, e.status, u.pwd_change_required as pwd
        from comp_expert e join sys_user u on u.user_id = e.user_id
        where u.user_name like 'imp%' order by u.user_name`,
  );

const good = [
  [
    'impexpert1',
    '导入专家一',
    '13755550001',
    'imp1@example.com',
    '男',
    '深圳南山创新科技有限公司',
    '正高级',
    '技术研发,投资融资',
    '新一代信息技术',
    '440305',
    '成人组',
    10,
  ],
  [
    'impexpert2',
    '导入专家二',
    '13755550002',
    '',
    '女',
    '某外部大学',
    '中级',
    '法律知识产权',
    '生物医药,新材料',
    '440104',
    '青少年组,成人组',
    '',
  ],
];

describe('expert import and export', () => {
  it('offers a template with the import columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/expert/importTemplate',
      headers: bearer(organiser),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, ...HEADER]);
  });

  it('reports every bad row in a dry run and writes nothing', async () => {
    const bad = await upload(
      await sheet([
        good[0],
        ['expert01', '重名账号', '13755550003', '', '男', '', '', '', '', '', '', ''],
        ['impexpert4', '手机重复', '13755550001', '', '男', '', '', '', '', '', '', ''],
        ['impexpert5', '坏领域', '13755550005', '', '男', '', '', '烹饪', '', '', '', ''],
        ['impexpert6', '坏地区', '13755550006', '', '男', '', '', '', '', '999999', '', ''],
        ['impexpert7', '坏手机', '12345', '', '男', '', '', '', '', '', '', ''],
        ['impexpert8', '邮箱已用', '13755550008', 'expert01@example.com', '男', '', '', '', '', '', '', ''],
      ]),
      true,
    );
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('共 6 条数据格式不正确');
    expect(bad.msg).toContain('第 3 行导入失败：登录账号已存在');
    expect(bad.msg).toContain('第 4 行导入失败：与第 2 行重复');
    expect(bad.msg).toContain('第 5 行导入失败：专家领域中的「烹饪」不在字典中');
    expect(bad.msg).toContain('第 6 行导入失败：地区 999999 不存在');
    expect(bad.msg).toContain('第 7 行导入失败：手机号码 请输入正确的 11 位手机号码');
    // The report is HTML (lines joined by <br/>), its texts escaped.
    expect(bad.msg).toContain('第 8 行导入失败：新增用户&#39;impexpert8&#39;失败，邮箱账号已存在');
    expect(bad.msg).not.toContain('第 2 行导入失败');
    expect(await imported()).toEqual([]);
  });

  it('passes a clean dry run without writing, then imports every row in one go', async () => {
    const file = await sheet(good);
    const dry = await upload(file, true);
    expect(dry).toMatchObject({ code: 200, msg: '检查通过：2 条数据均可导入，未写入任何数据' });
    expect(await imported()).toEqual([]);
    const real = await upload(file, false);
    expect(real).toMatchObject({ code: 200, msg: '恭喜您，数据已全部导入成功！共 2 条' });
    const [org] = await rows<{ org_id: number }>(
      t.database,
      sql`select org_id::int as org_id from comp_organisation where org_name = '深圳南山创新科技有限公司'`,
    );
    expect(await imported()).toEqual([
      {
        user_name: 'impexpert1',
        org_id: org.org_id,
        org_name: null,
        fields: ['technology', 'investment'],
        tracks: ['adult'],
        status: 'active',
        pwd: '1',
      },
      {
        user_name: 'impexpert2',
        org_id: null,
        org_name: '某外部大学',
        fields: ['legal'],
        tracks: ['teen', 'adult'],
        status: 'active',
        pwd: '1',
      },
    ]);
    const again = await upload(file, false);
    expect(again.code).toBe(500);
  });

  it('exports the filtered pool with labels', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/expert/export',
      headers: bearer(organiser),
      payload: { nickName: '导入专家' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    expect(ws.rowCount).toBe(3);
    const header = ws.getRow(1).values as string[];
    const second = ws.getRow(3).values as Array<string | number>;
    expect(second[header.indexOf('姓名')]).toBe('导入专家二');
    expect(second[header.indexOf('专家领域')]).toBe('法律知识产权');
    expect(second[header.indexOf('评审赛道')]).toBe('青少年组,成人组');
    expect(second[header.indexOf('状态')]).toBe('在库');
  });
});
