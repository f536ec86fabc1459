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
  for (const [dictName, dictType] of [
    ['奖项', 'comp_award'],
    ['等级', 'comp_level'],
  ]) {
    await api('POST', '/system/dict/type', { dictName, dictType });
  }
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const values = async (dictType: string) =>
  (await api('GET', `/system/dict/data/type/${dictType}`))
    .json()
    .data.map((row: { dictValue: string }) => row.dictValue);
const codeOf = async (dictType: string, dictValue: string) => {
  const [row] = await rows<{ dict_code: number }>(
    t.database,
    sql`select dict_code::int as dict_code from sys_dict_data where dict_type = ${dictType} and dict_value = ${dictValue}`,
  );
  return row?.dict_code;
};

describe('dictionary entries', () => {
  it('lists the entries of a type by sort order, filtered and paged', async () => {
    const list = (await api('GET', '/system/dict/data/list?dictType=sys_oper_type&pageSize=5')).json();
    expect(list).toMatchObject({ code: 200, total: 10 });
    expect(list.rows.map((row: { dictLabel: string }) => row.dictLabel)).toEqual([
      '新增',
      '修改',
      '删除',
      '授权',
      '导出',
    ]);
    expect(list.rows[0]).toMatchObject({ dictType: 'sys_oper_type', listClass: 'info', isDefault: 'N' });
    const label = (await api('GET', '/system/dict/data/list?dictType=sys_oper_type&dictLabel=%E5%AF%BC')).json();
    expect(label.rows.map((row: { dictLabel: string }) => row.dictLabel)).toEqual(['导出', '导入']);
    const byValue = (
      await api('GET', '/system/dict/data/list?dictType=sys_user_sex&orderByColumn=dictValue&isAsc=desc')
    ).json();
    expect(byValue.rows.map((row: { dictValue: string }) => row.dictValue)).toEqual(['2', '1', '0']);
  });

  it('adds, edits and deletes entries, the type answering the change at once each time', async () => {
    expect(await values('comp_award')).toEqual([]);
    const add = await api('POST', '/system/dict/data', {
      dictType: 'comp_award',
      dictLabel: '金奖',
      dictValue: 'gold',
      dictSort: 2,
      listClass: 'warning',
      isDefault: 'Y',
    });
    expect(add.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await values('comp_award')).toEqual(['gold']);
    await api('POST', '/system/dict/data', {
      dictType: 'comp_award',
      dictLabel: '银奖',
      dictValue: 'silver',
      dictSort: 1,
    });
    expect(await values('comp_award')).toEqual(['silver', 'gold']);

    const gold = await codeOf('comp_award', 'gold');
    expect((await api('GET', `/system/dict/data/${gold}`)).json().data).toMatchObject({
      dictCode: gold,
      dictLabel: '金奖',
      listClass: 'warning',
      isDefault: 'Y',
      createBy: 'admin',
    });
    const disable = await api('PUT', '/system/dict/data', {
      dictCode: gold,
      dictType: 'comp_award',
      dictLabel: '金奖',
      dictValue: 'gold',
      dictSort: 2,
      status: '1',
    });
    expect(disable.json().code).toBe(200);
    expect(await values('comp_award')).toEqual(['silver']);
    expect((await api('GET', `/system/dict/data/${gold}`)).json().data.updateBy).toBe('admin');

    const silver = await codeOf('comp_award', 'silver');
    expect((await api('DELETE', `/system/dict/data/${silver},${gold}`)).json().code).toBe(200);
    expect(await values('comp_award')).toEqual([]);
    expect((await api('GET', `/system/dict/data/${gold}`)).json()).toEqual({ code: 500, msg: '数据不存在或已被删除' });
  });

  it('moving an entry to another type rewrites the cache of both types', async () => {
    await api('POST', '/system/dict/data', { dictType: 'comp_award', dictLabel: '优胜', dictValue: 'merit' });
    await api('POST', '/system/dict/data', { dictType: 'comp_level', dictLabel: '省级', dictValue: 'province' });
    expect(await values('comp_award')).toEqual(['merit']);
    expect(await values('comp_level')).toEqual(['province']);
    const merit = await codeOf('comp_award', 'merit');
    const move = await api('PUT', '/system/dict/data', {
      dictCode: merit,
      dictType: 'comp_level',
      dictLabel: '优胜',
      dictValue: 'merit',
      dictSort: 5,
    });
    expect(move.json().code).toBe(200);
    expect(await values('comp_award')).toEqual([]);
    expect(await values('comp_level')).toEqual(['province', 'merit']);
  });

  it('keeps values unique within a type and refuses entries of an unknown type', async () => {
    await api('POST', '/system/dict/data', { dictType: 'comp_level', dictLabel: '国家级', dictValue: 'nation' });
    const twice = await api('POST', '/system/dict/data', {
      dictType: 'comp_level',
      dictLabel: '国家',
      dictValue: 'nation',
    });
    expect(twice.json()).toEqual({ code: 500, msg: "新增字典数据'国家'失败，字典键值已存在" });
    const province = await codeOf('comp_level', 'province');
    const clash = await api('PUT', '/system/dict/data', {
      dictCode: province,
      dictType: 'comp_level',
      dictLabel: '省级',
      dictValue: 'nation',
    });
    expect(clash.json()).toEqual({ code: 500, msg: "修改字典数据'省级'失败，字典键值已存在" });
    // The same value in another type is fine.
    expect(
      (
        await api('POST', '/system/dict/data', { dictType: 'comp_award', dictLabel: '国家', dictValue: 'nation' })
      ).json().code,
    ).toBe(200);
    const unknown = await api('POST', '/system/dict/data', {
      dictType: 'no_such_type',
      dictLabel: 'x',
      dictValue: 'x',
    });
    expect(unknown.json()).toEqual({ code: 500, msg: "字典类型'no_such_type'不存在" });
  });

  it('names the field of a bad form', async () => {
    const cases: Array<[object, string]> = [
      [{ dictType: 'comp_level', dictLabel: '', dictValue: 'x' }, 'dictLabel'],
      [{ dictType: 'comp_level', dictLabel: 'x', dictValue: ' ' }, 'dictValue'],
      [{ dictType: 'comp_level', dictLabel: 'x', dictValue: 'x', dictSort: 'first' }, 'dictSort'],
      [{ dictType: 'comp_level', dictLabel: 'x', dictValue: 'x', listClass: 'purple' }, 'listClass'],
      [{ dictType: 'comp_level', dictLabel: 'x', dictValue: 'x', cssClass: '" onclick="x' }, 'cssClass'],
      [{ dictLabel: 'x', dictValue: 'x' }, 'dictType'],
    ];
    for (const [form, field] of cases) {
      const body = (await api('POST', '/system/dict/data', form)).json();
      expect(body.code, field).toBe(500);
      expect(body.msg, field).toContain(field);
    }
  });

  it('exports the filtered entries as a valid xlsx with labels, and logs each change under 字典数据', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/dict/data/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_yes_no&dictLabel=&status=',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['download-filename']).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('字典数据');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(3).value).toBe('字典标签');
    expect(sheet.getRow(2).getCell(3).value).toBe('是');
    expect(sheet.getRow(2).getCell(6).value).toBe('是');
    expect(sheet.getRow(3).getCell(6).value).toBe('否');

    await t.app.operLog.flush();
    const logged = await rows<{ business_type: number }>(
      t.database,
      sql`select distinct business_type from sys_oper_log where title = '字典数据' order by business_type`,
    );
    expect(logged.map((row) => row.business_type)).toEqual([1, 2, 3, 5]);
  });

  it('needs the dictionary permissions', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/dict/data/list', undefined, expert)).json().code).toBe(403);
    expect((await api('DELETE', '/system/dict/data/100', undefined, expert)).json().code).toBe(403);
    expect((await api('GET', '/system/dict/data/type/sys_yes_no', undefined, expert)).json().code).toBe(200);
  });
});
