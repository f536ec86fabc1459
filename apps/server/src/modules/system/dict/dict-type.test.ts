import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const labels = async (dictType: string) =>
  (await api('GET', `/system/dict/data/type/${dictType}`))
    .json()
    .data.map((row: { dictLabel: string }) => row.dictLabel);
const typeId = async (dictType: string) => {
  const [row] = await rows<{ dict_id: number }>(
    t.database,
    sql`select dict_id::int as dict_id from sys_dict_type where dict_type = ${dictType}`,
  );
  return row?.dict_id;
};
const addEntry = (dictType: string, dictLabel: string, dictValue: string, dictSort = 1) =>
  api('POST', '/system/dict/data', { dictType, dictLabel, dictValue, dictSort });

describe('dictionary types', () => {
  it('lists with filters, paging and whitelisted sorting', async () => {
    const all = (await api('GET', '/system/dict/type/list?pageSize=100')).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功' });
    expect(all.rows.map((row: { dictType: string }) => row.dictType)).toContain('sys_user_sex');
    const page = (
      await api('GET', '/system/dict/type/list?pageNum=2&pageSize=3&orderByColumn=dictType&isAsc=desc')
    ).json();
    expect(page.total).toBe(all.total);
    expect(page.rows).toHaveLength(3);
    const sorted = all.rows
      .map((row: { dictType: string }) => row.dictType)
      .sort()
      .reverse();
    expect(page.rows.map((row: { dictType: string }) => row.dictType)).toEqual(sorted.slice(3, 6));
    const filtered = (await api('GET', '/system/dict/type/list?dictType=notice&dictName=&status=0')).json();
    expect(filtered.rows.map((row: { dictType: string }) => row.dictType).sort()).toEqual([
      'sys_notice_status',
      'sys_notice_type',
    ]);
    const today = (await api('GET', '/system/dict/type/list?params%5BbeginTime%5D=2000-01-01')).json();
    expect(today.total).toBe(all.total);
    const bad = (await api('GET', '/system/dict/type/list?orderByColumn=remark')).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('orderByColumn');
  });

  it('adds, reads and edits a type; the type key is unique', async () => {
    const add = await api('POST', '/system/dict/type', {
      dictName: '参赛组别',
      dictType: 'comp_group',
      remark: '组别',
    });
    expect(add.json()).toEqual({ code: 200, msg: '操作成功' });
    const again = await api('POST', '/system/dict/type', { dictName: '另一个', dictType: 'comp_group' });
    expect(again.json()).toEqual({ code: 500, msg: "新增字典'另一个'失败，字典类型已存在" });
    const id = await typeId('comp_group');
    expect((await api('GET', `/system/dict/type/${id}`)).json().data).toMatchObject({
      dictId: id,
      dictName: '参赛组别',
      dictType: 'comp_group',
      status: '0',
      createBy: 'admin',
    });
    const clash = await api('PUT', '/system/dict/type', { dictId: id, dictName: '参赛组别', dictType: 'sys_user_sex' });
    expect(clash.json()).toEqual({ code: 500, msg: "修改字典'参赛组别'失败，字典类型已存在" });
    const edit = await api('PUT', '/system/dict/type', { dictId: id, dictName: '组别', dictType: 'comp_group' });
    expect(edit.json().code).toBe(200);
    expect((await api('GET', `/system/dict/type/${id}`)).json().data).toMatchObject({
      dictName: '组别',
      updateBy: 'admin',
    });
    const options = (await api('GET', '/system/dict/type/optionselect')).json();
    expect(options.data.map((row: { dictType: string }) => row.dictType)).toContain('comp_group');
    expect((await api('GET', '/system/dict/type/999999')).json()).toEqual({ code: 500, msg: '数据不存在或已被删除' });
  });

  it('renaming a type carries its entries along, and the cache answers under the new name at once', async () => {
    await api('POST', '/system/dict/type', { dictName: '赛道', dictType: 'comp_track' });
    await addEntry('comp_track', '创意组', 'idea', 1);
    await addEntry('comp_track', '成长组', 'growth', 2);
    expect(await labels('comp_track')).toEqual(['创意组', '成长组']);
    const id = await typeId('comp_track');
    const rename = await api('PUT', '/system/dict/type', { dictId: id, dictName: '赛道', dictType: 'comp_lane' });
    expect(rename.json().code).toBe(200);
    expect(await labels('comp_lane')).toEqual(['创意组', '成长组']);
    expect(await labels('comp_track')).toEqual([]);
    const moved = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_dict_data where dict_type = 'comp_lane'`,
    );
    expect(moved[0].n).toBe(2);
  });

  it('refuses a rename onto a taken key, leaving the type and its entries where they were', async () => {
    await api('POST', '/system/dict/type', { dictName: '学历', dictType: 'comp_degree' });
    await addEntry('comp_degree', '本科', 'bachelor');
    const id = await typeId('comp_degree');
    const res = await api('PUT', '/system/dict/type', { dictId: id, dictName: '学历', dictType: 'sys_yes_no' });
    expect(res.json().msg).toBe("修改字典'学历'失败，字典类型已存在");
    expect(await labels('comp_degree')).toEqual(['本科']);
    expect(await labels('sys_yes_no')).toEqual(['是', '否']);
  });

  it('refuses deleting a type that still has entries (deleting none), and deletes empty ones', async () => {
    await api('POST', '/system/dict/type', { dictName: '空类型', dictType: 'comp_empty' });
    await api('POST', '/system/dict/type', { dictName: '有数据', dictType: 'comp_full' });
    await addEntry('comp_full', '甲', 'a');
    const empty = await typeId('comp_empty');
    const full = await typeId('comp_full');
    const refused = (await api('DELETE', `/system/dict/type/${empty},${full}`)).json();
    expect(refused).toEqual({ code: 500, msg: '有数据已分配,不能删除' });
    expect(await typeId('comp_empty')).toBe(empty);
    expect((await api('DELETE', `/system/dict/type/${empty}`)).json().code).toBe(200);
    expect(await typeId('comp_empty')).toBeUndefined();
    const bad = (await api('DELETE', '/system/dict/type/1;drop')).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('dictIds');
  });

  it('refreshCache drops stale cached entries and loads them again from the database', async () => {
    expect(await labels('sys_job_group')).toEqual(['默认', '系统']);
    // A change made behind the API's back (another tool, a restore) is invisible until the refresh.
    await t.database
      .exec()
      .execute(
        sql`update sys_dict_data set dict_label = '系统任务' where dict_type = 'sys_job_group' and dict_value = 'SYSTEM'`,
      );
    expect(await labels('sys_job_group')).toEqual(['默认', '系统']);
    expect((await api('DELETE', '/system/dict/type/refreshCache')).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.cache.get('sys_dict:sys_job_group')).toHaveLength(2);
    expect(await labels('sys_job_group')).toEqual(['默认', '系统任务']);
  });

  it('names the field of a bad form', async () => {
    const noName = (await api('POST', '/system/dict/type', { dictName: ' ', dictType: 'comp_x' })).json();
    expect(noName.code).toBe(500);
    expect(noName.msg).toContain('dictName');
    const badKey = (await api('POST', '/system/dict/type', { dictName: 'x', dictType: 'Comp X' })).json();
    expect(badKey.code).toBe(500);
    expect(badKey.msg).toContain('dictType');
    const english = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/dict/type',
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { dictName: 'x' },
    });
    expect(english.json().msg).toMatch(/^invalid dictType/);
  });

  it('needs the dictionary permissions, except for the options and the entries of a type', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/dict/type/list', undefined, expert)).json().code).toBe(403);
    expect((await api('DELETE', '/system/dict/type/refreshCache', undefined, expert)).json().code).toBe(403);
    expect((await api('POST', '/system/dict/type', { dictName: 'x', dictType: 'x' }, expert)).json().code).toBe(403);
    expect((await api('GET', '/system/dict/type/optionselect', undefined, expert)).json().code).toBe(200);
    expect((await t.app.inject({ url: '/prod-api/system/dict/type/optionselect' })).json().code).toBe(401);
  });

  it('exports the filtered types as a valid xlsx with status labels, and logs each change under 字典类型', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/dict/type/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_&status=&params%5BbeginTime%5D=',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('字典类型');
    const listed = (await api('GET', '/system/dict/type/list?dictType=sys_&pageSize=500')).json().total;
    expect(sheet.rowCount).toBe(listed + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, '字典主键', '字典名称', '字典类型', '状态', '备注', '创建时间']);
    expect(sheet.getRow(2).getCell(4).value).toBe('正常');

    await t.app.operLog.flush();
    const logged = await rows<{ business_type: number }>(
      t.database,
      sql`select distinct business_type from sys_oper_log where title = '字典类型' order by business_type`,
    );
    expect(logged.map((row) => row.business_type)).toEqual([1, 2, 3, 5, 9]);
  });
});
