import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DictService } from './dict.service';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  token = await loginAs(t.app, 'expert');
});
afterAll(() => t.close());

const entries = async (type: string, auth = true) =>
  (await t.app.inject({ url: `/prod-api/system/dict/data/type/${type}`, headers: auth ? bearer(token) : {} })).json();

describe('GET /system/dict/data/type/:dictType', () => {
  it('answers the enabled entries of a type in order, to any logged-in user', async () => {
    const body = await entries('sys_user_sex');
    expect(body.code).toBe(200);
    expect(body.data.map((row: { dictLabel: string }) => row.dictLabel)).toEqual(['男', '女', '未知']);
    expect(body.data[0]).toMatchObject({ dictType: 'sys_user_sex', dictValue: '0', status: '0' });
  });

  it('reads the cache first, and sees a change once the type is evicted', async () => {
    await entries('sys_normal_disable');
    await t.database
      .exec()
      .execute(sql`update sys_dict_data set status = '1' where dict_type = 'sys_normal_disable' and dict_value = '1'`);
    expect((await entries('sys_normal_disable')).data).toHaveLength(2);
    await new DictService(t).evict('sys_normal_disable');
    const after = (await entries('sys_normal_disable')).data;
    expect(after.map((row: { dictValue: string }) => row.dictValue)).toEqual(['0']);
  });

  it('answers [] for an unknown type, refuses a malformed name and needs a login', async () => {
    expect((await entries('no_such_type')).data).toEqual([]);
    const bad = await entries('Robert%27);drop');
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('dictType');
    expect((await entries('sys_user_sex', false)).code).toBe(401);
  });
});
