import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';
import { ConfigError } from '../plugins/config';
import { sysUser } from './schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

/** Opens a transaction on every connection the database has and keeps them open until released. */
async function holdEveryConnection(): Promise<() => Promise<void>> {
  const connections = t.database.pool?.options.max ?? 1;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const opened: Promise<void>[] = [];
  const held = Array.from({ length: connections }, () =>
    t.database.transaction(async () => {
      let open!: () => void;
      opened.push(new Promise<void>((resolve) => (open = resolve)));
      await t.database.exec().execute(sql`select 1`);
      open();
      await released;
    }),
  );
  // Every transaction has run a statement: all the connections are taken.
  while (opened.length < connections) await new Promise((resolve) => setImmediate(resolve));
  await Promise.all(opened);
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('the database under load', () => {
  it('answers busy within the wait limit while every connection is held, then serves again', async () => {
    t.database.waitMs = 200;
    try {
      const release = await holdEveryConnection();
      const started = performance.now();
      const [zh, en] = await Promise.all([
        t.app.inject({ url: '/prod-api/system/user/list', headers: bearer(admin) }),
        t.app.inject({ url: '/prod-api/system/user/list', headers: { ...bearer(admin), 'accept-language': 'en-US' } }),
      ]);
      const elapsed = performance.now() - started;
      await release();
      expect(zh.statusCode).toBe(200);
      expect(zh.headers['retry-after']).toBe('1');
      expect(zh.json()).toEqual({ code: 500, msg: '系统繁忙，数据库暂时无法处理请求，请稍候再试' });
      expect(en.json()).toEqual({
        code: 500,
        msg: 'the system is busy: the database cannot take the request now, please try again shortly',
      });
      expect(elapsed).toBeLessThan(300);

      const after = await t.app.inject({ url: '/prod-api/system/user/list', headers: bearer(admin) });
      expect(after.json().code).toBe(200);
    } finally {
      t.database.waitMs = t.config.dbWaitMs;
    }
  });

  it('keeps the main thread free while a slow statement runs', async () => {
    const slow = t.database
      .exec()
      .execute(sql`select count(*) from generate_series(1, 1000000)`)
      .then(() => 'statement');
    const timer = new Promise((resolve) => setTimeout(() => resolve('timer'), 5));
    expect(await Promise.race([slow, timer])).toBe('timer');
    expect(await slow).toBe('statement');
  });

  it('refuses the bare handle inside a transaction as busy instead of hanging (PGlite)', async () => {
    if (t.database.kind !== 'pglite') return;
    t.database.waitMs = 100;
    try {
      const inside = t.database.transaction(async () => {
        await t.database.exec().select().from(sysUser).limit(1);
        await t.database.db.select().from(sysUser).limit(1);
      });
      await expect(inside).rejects.toMatchObject({ cause: { name: 'DatabaseBusyError' } });
      const [row] = await t.database.exec().select({ id: sysUser.userId }).from(sysUser).limit(1);
      expect(row.id).toBeTypeOf('number');
    } finally {
      t.database.waitMs = t.config.dbWaitMs;
    }
  });

  it('rolls a failed transaction back and keeps database error codes', async () => {
    const insert = () =>
      t.database
        .exec()
        .execute(sql`insert into sys_post (post_code, post_name, post_sort, status) values ('x', 'x', 1, '0')`);
    const failing = t.database.transaction(async () => {
      await insert();
      await t.database.exec().execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toMatchObject({ cause: { code: '22012' } });
    const left = await t.database.exec().execute(sql`select count(*)::int as n from sys_post where post_code = 'x'`);
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
  });

  it('reads the wait limit from DB_WAIT_MS', () => {
    expect(testConfig(t.dataDir, { DB_WAIT_MS: '200' }).dbWaitMs).toBe(200);
    expect(testConfig(t.dataDir).dbWaitMs).toBe(1000);
    expect(() => testConfig(t.dataDir, { DB_WAIT_MS: 'soon' })).toThrow(ConfigError);
  });
});
