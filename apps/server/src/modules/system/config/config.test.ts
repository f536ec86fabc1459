import { configCatalogue } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ConfigService } from './config.service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const keyValue = async (key: string) => (await api('GET', `/system/config/configKey/${key}`)).json();
const idOf = async (key: string) => {
  const [row] = await rows<{ config_id: number }>(
    t.database,
    sql`select config_id::int as config_id from sys_config where config_key = ${key}`,
  );
  return row?.config_id;
};
/** What another instance sharing the cache reads. */
const elsewhere = (key: string) => new ConfigService(t).get(key);

describe('configuration', () => {
  it('answers a value in msg, as the reference does, and an empty msg for a missing key', async () => {
    expect(await keyValue('sys.index.skinName')).toEqual({ code: 200, msg: 'skin-blue' });
    expect(await keyValue('sys.login.blackIPList')).toEqual({ code: 200, msg: '' });
    expect(await keyValue('no.such.key')).toEqual({ code: 200, msg: '' });
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/config/configKey/sys.index.skinName', undefined, expert)).json().msg).toBe(
      'skin-blue',
    );
    expect((await t.app.inject({ url: '/prod-api/system/config/configKey/sys.index.skinName' })).json().code).toBe(401);
  });

  it('reads only public keys to users without system:config:query, and refuses the rest', async () => {
    const expert = await loginAs(t.app, 'expert');
    const asExpert = async (key: string) =>
      (await api('GET', `/system/config/configKey/${key}`, undefined, expert)).json();
    for (const key of ['sys.index.sideTheme', 'sys.account.captchaEnabled', 'sys.account.registerUser']) {
      expect((await asExpert(key)).code).toBe(200);
    }
    await api('POST', '/system/config', { configName: '私有', configKey: 'comp.private.note', configValue: 'hidden' });
    for (const key of [
      'sys.user.initPassword',
      'sys.login.blackIPList',
      'comp.sms.template.auditApproved',
      'comp.private.note',
      'no.such.key',
    ]) {
      const answer = await asExpert(key);
      expect(answer.code).toBe(403);
      expect(answer.msg).toContain(key);
    }
    // The administrator (system:config:query) still reads every key.
    expect(await keyValue('comp.private.note')).toEqual({ code: 200, msg: 'hidden' });
    const [added] = (await api('GET', '/system/config/list?configKey=comp.private.note')).json().rows;
    expect((await api('DELETE', `/system/config/${added.configId}`)).json().code).toBe(200);
    expect(configCatalogue.some((entry) => entry.key === 'sys.user.initPassword')).toBe(false);
  });

  it('lists with filters, paging and whitelisted sorting', async () => {
    const all = (await api('GET', '/system/config/list?pageSize=100')).json();
    expect(all).toMatchObject({ code: 200, msg: '查询成功' });
    expect(all.rows.every((row: { configType: string }) => row.configType === 'Y')).toBe(true);
    const account = (await api('GET', '/system/config/list?configKey=account.&configType=Y&configName=')).json();
    expect(account.total).toBeGreaterThan(2);
    expect(account.rows.every((row: { configKey: string }) => row.configKey.startsWith('sys.account.'))).toBe(true);
    const page = (await api('GET', '/system/config/list?pageSize=2&orderByColumn=configKey&isAsc=asc')).json();
    const keys = all.rows.map((row: { configKey: string }) => row.configKey).sort();
    expect(page.rows.map((row: { configKey: string }) => row.configKey)).toEqual(keys.slice(0, 2));
    expect((await api('GET', '/system/config/list?orderByColumn=configValue')).json().msg).toContain('orderByColumn');
  });

  it('writes each change through the cache: add, edit, rename and delete are read back at once', async () => {
    expect(await keyValue('comp.review.rounds')).toEqual({ code: 200, msg: '' });
    const add = await api('POST', '/system/config', {
      configName: '评审轮数',
      configKey: 'comp.review.rounds',
      configValue: '2',
    });
    expect(add.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await keyValue('comp.review.rounds')).msg).toBe('2');
    expect(await t.cache.get('sys_config:comp.review.rounds')).toEqual({ value: '2' });

    const id = await idOf('comp.review.rounds');
    expect((await api('GET', `/system/config/${id}`)).json().data).toMatchObject({
      configId: id,
      configName: '评审轮数',
      configValue: '2',
      configType: 'N',
      createBy: 'admin',
    });
    await api('PUT', '/system/config', {
      configId: id,
      configName: '评审轮数',
      configKey: 'comp.review.rounds',
      configValue: '3',
    });
    expect((await keyValue('comp.review.rounds')).msg).toBe('3');
    expect(await elsewhere('comp.review.rounds')).toBe('3');

    await api('PUT', '/system/config', {
      configId: id,
      configName: '评审轮数',
      configKey: 'comp.review.max',
      configValue: '4',
    });
    expect((await keyValue('comp.review.rounds')).msg).toBe('');
    expect((await keyValue('comp.review.max')).msg).toBe('4');
    expect(await elsewhere('comp.review.rounds')).toBeUndefined();

    expect((await api('DELETE', `/system/config/${id}`)).json().code).toBe(200);
    expect((await keyValue('comp.review.max')).msg).toBe('');
    expect(await elsewhere('comp.review.max')).toBeUndefined();
  });

  it('a changed built-in value takes effect for the features that read it', async () => {
    const id = await idOf('sys.account.registerUser');
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/register',
        payload: { username: 'newcomer', password: 'Newcomer1', confirmPassword: 'Newcomer1', mobile: '13900000009' },
      });
    expect((await register()).json()).toEqual({ code: 500, msg: '当前系统没有开启注册功能！' });
    await api('PUT', '/system/config', {
      configId: id,
      configName: '账号自助-是否开启用户注册功能',
      configKey: 'sys.account.registerUser',
      configValue: 'true',
      configType: 'Y',
    });
    expect((await register()).json()).toEqual({ code: 200, msg: '注册成功，请等待管理员审核' });
  });

  it('keeps keys unique', async () => {
    const add = await api('POST', '/system/config', {
      configName: '皮肤',
      configKey: 'sys.index.skinName',
      configValue: 'x',
    });
    expect(add.json()).toEqual({ code: 500, msg: "新增参数'皮肤'失败，参数键名已存在" });
    await api('POST', '/system/config', { configName: '临时', configKey: 'comp.tmp', configValue: '1' });
    const id = await idOf('comp.tmp');
    const edit = await api('PUT', '/system/config', {
      configId: id,
      configName: '临时',
      configKey: 'sys.index.sideTheme',
      configValue: '1',
    });
    expect(edit.json()).toEqual({ code: 500, msg: "修改参数'临时'失败，参数键名已存在" });
    expect((await keyValue('sys.index.sideTheme')).msg).toBe('theme-dark');
  });

  it('refuses deleting a built-in key (deleting none of the batch)', async () => {
    await api('POST', '/system/config', { configName: '可删', configKey: 'comp.deletable', configValue: '1' });
    const mine = await idOf('comp.deletable');
    const builtIn = await idOf('sys.index.skinName');
    const refused = (await api('DELETE', `/system/config/${mine},${builtIn}`)).json();
    expect(refused).toEqual({ code: 500, msg: '内置参数【sys.index.skinName】不能删除' });
    expect(await idOf('comp.deletable')).toBe(mine);
    expect((await keyValue('comp.deletable')).msg).toBe('1');
  });

  it('refreshCache drops stale cached values and loads them again', async () => {
    expect((await keyValue('sys.index.sideTheme')).msg).toBe('theme-dark');
    await t.database
      .exec()
      .execute(sql`update sys_config set config_value = 'theme-light' where config_key = 'sys.index.sideTheme'`);
    expect((await keyValue('sys.index.sideTheme')).msg).toBe('theme-dark');
    expect((await api('DELETE', '/system/config/refreshCache')).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.cache.get('sys_config:sys.index.sideTheme')).toEqual({ value: 'theme-light' });
    expect((await keyValue('sys.index.sideTheme')).msg).toBe('theme-light');
  });

  it('names the field of a bad form, and allows an empty value', async () => {
    const cases: Array<[object, string]> = [
      [{ configName: '', configKey: 'a.b', configValue: '1' }, 'configName'],
      [{ configName: 'x', configKey: 'a b', configValue: '1' }, 'configKey'],
      [{ configName: 'x', configKey: 'a.c', configValue: 'v'.repeat(501) }, 'configValue'],
      [{ configName: 'x', configKey: 'a.d', configValue: '1', configType: 'X' }, 'configType'],
    ];
    for (const [form, field] of cases) {
      const body = (await api('POST', '/system/config', form)).json();
      expect(body.code, field).toBe(500);
      expect(body.msg, field).toContain(field);
    }
    expect(
      (await api('POST', '/system/config', { configName: '空', configKey: 'comp.empty', configValue: '' })).json().code,
    ).toBe(200);
  });

  it('needs the configuration permissions', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/config/list', undefined, expert)).json().code).toBe(403);
    expect((await api('DELETE', '/system/config/refreshCache', undefined, expert)).json().code).toBe(403);
    expect(
      (await api('POST', '/system/config', { configName: 'x', configKey: 'x', configValue: '' }, expert)).json().code,
    ).toBe(403);
  });

  it('exports the filtered keys as a valid xlsx, and logs each change under 参数管理', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/config/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'configKey=sys.index&configType=Y',
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('参数数据');
    expect(sheet.getRow(1).getCell(3).value).toBe('参数键名');
    const keys = [2, 3].map((row) => sheet.getRow(row).getCell(3).value);
    expect(keys.sort()).toEqual(['sys.index.sideTheme', 'sys.index.skinName']);
    expect(sheet.getRow(2).getCell(5).value).toBe('是');

    await t.app.operLog.flush();
    const logged = await rows<{ business_type: number }>(
      t.database,
      sql`select distinct business_type from sys_oper_log where title = '参数管理' order by business_type`,
    );
    expect(logged.map((row) => row.business_type)).toEqual([1, 2, 3, 5, 9]);
  });
});
