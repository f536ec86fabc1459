import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { SessionStore } from '../../auth/session-store';

// Imports of organisations: the template, all-or-nothing with a row report, updates by credit
// code, and the competition scope (the auditor works for 广州市).

let t: TestApp;
let admin: string;
let auditor: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select 3, menu_id from sys_menu where perms like 'comp:organisation:%' on conflict do nothing`);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
  auditor = await loginAs(t.app, 'auditor');
});
afterAll(() => t.close());

const HEADER = ['单位名称', '单位类型', '地区编码', '统一社会信用代码', '状态', '备注'];

async function sheet(lines: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('单位数据');
  ws.addRow(HEADER);
  for (const line of lines) ws.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(content: Buffer, token = admin, updateSupport = false) {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'orgs.xlsx', content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/prod-api/comp/organisation/importData?updateSupport=${updateSupport}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
  return res.json();
}

const named = async (prefix: string) =>
  (
    await rows<{ org_name: string; org_type: string; region_code: string }>(
      t.database,
      sql`select org_name, org_type, region_code from comp_organisation where org_name like ${`${prefix}%`} order by org_name`,
    )
  ).map((row) => [row.org_name, row.org_type, row.region_code]);

describe('organisation import', () => {
  it('offers a template with the import columns and the type labels', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/organisation/importTemplate',
      headers: bearer(admin),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, ...HEADER]);
  });

  it('imports every row or none, naming each bad row', async () => {
    const bad = await upload(
      await sheet([
        ['导入学校甲', '中学', '440106', '', '正常', ''],
        ['导入学校乙', '中学', '999999', '', '正常', ''],
        ['导入公司丙', '企业', '440305', '91440300MA5F000001', '正常', ''],
      ]),
    );
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('第 3 行');
    expect(bad.msg).toContain('地区 999999 不存在');
    expect(bad.msg).toContain('第 4 行');
    expect(bad.msg).toContain('深圳南山创新科技有限公司');
    expect(await named('导入')).toEqual([]);

    const good = await upload(
      await sheet([
        ['导入学校甲', '中学', '440106', '', '正常', ''],
        ['导入公司丙', '企业', '440305', '91440300MA5F00002X', '正常', ''],
      ]),
    );
    expect(good).toMatchObject({ code: 200 });
    expect(await named('导入')).toEqual([
      ['导入公司丙', 'company', '440305'],
      ['导入学校甲', 'middle_school', '440106'],
    ]);
  });

  it('updates by credit code only when asked', async () => {
    const moved = await sheet([['导入公司丙（更名）', '企业', '440304', '91440300MA5F00002X', '正常', '']]);
    expect((await upload(moved)).code).toBe(500);
    expect((await upload(moved, admin, true)).code).toBe(200);
    expect(await named('导入公司丙')).toEqual([['导入公司丙（更名）', 'company', '440304']]);
  });

  it('refuses rows outside the importer’s region, importing nothing', async () => {
    const mixed = await upload(
      await sheet([
        ['广州新学校', '小学', '440104', '', '正常', ''],
        ['深圳新学校', '小学', '440304', '', '正常', ''],
      ]),
      auditor,
    );
    expect(mixed.code).toBe(500);
    expect(mixed.msg).toContain('第 3 行');
    expect(await named('广州新学校')).toEqual([]);
    const inside = await upload(await sheet([['广州新学校', '小学', '440104', '', '正常', '']]), auditor);
    expect(inside.code).toBe(200);
  });
});

describe('parent organisations (for the same-parent conflict rule)', () => {
  const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(admin), payload });
  const regionCode = async () =>
    (
      await rows<{ code: string }>(
        t.database,
        sql`select region_code as code from comp_region where level = '3' limit 1`,
      )
    )[0].code;

  it('keeps a parent, answers its name, and refuses a missing parent or a cycle', async () => {
    const region = await regionCode();
    const form = { orgType: 'government', regionCode: region, status: '0' };
    expect((await post('/comp/organisation', { ...form, orgName: '父级测试教育局' })).json().code).toBe(200);
    const [bureau] = await rows<{ id: number }>(
      t.database,
      sql`select org_id::int as id from comp_organisation where org_name = '父级测试教育局'`,
    );
    expect(
      (
        await post('/comp/organisation', {
          ...form,
          orgType: 'middle_school',
          orgName: '父级测试中学',
          parentId: bureau.id,
        })
      ).json().code,
    ).toBe(200);
    const [school] = await rows<{ id: number }>(
      t.database,
      sql`select org_id::int as id from comp_organisation where org_name = '父级测试中学'`,
    );
    const detail = (
      await t.app.inject({ method: 'GET', url: `/prod-api/comp/organisation/${school.id}`, headers: bearer(admin) })
    ).json();
    expect(detail.data).toMatchObject({ parentId: bureau.id, parentName: '父级测试教育局' });

    const missing = (await post('/comp/organisation', { ...form, orgName: '无父单位', parentId: 99999999 })).json();
    expect(missing).toMatchObject({ code: 500, msg: '上级单位不存在或不在您的数据范围内' });
    // The bureau under its own school would close a loop.
    const cycle = (
      await post(
        '/comp/organisation',
        { ...form, orgId: bureau.id, orgName: '父级测试教育局', parentId: school.id },
        'PUT',
      )
    ).json();
    expect(cycle).toMatchObject({ code: 500, msg: "上级单位不能是'父级测试教育局'本身或其下级单位" });
    const self = (
      await post(
        '/comp/organisation',
        { ...form, orgId: bureau.id, orgName: '父级测试教育局', parentId: bureau.id },
        'PUT',
      )
    ).json();
    expect(self.code).toBe(500);
    const bad = (await post('/comp/organisation', { ...form, orgName: '坏父级', parentId: -3 })).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('parentId');
  });
});
