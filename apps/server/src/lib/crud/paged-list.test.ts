import { randomBytes } from 'node:crypto';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, loginAs, rows } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startTwoInstances } from '../../../test/two-instances';
import type { Database } from '../../db/database';
import { sysUser } from '../../db/schema';
import { listApplications } from '../../modules/comp/application/application.repository';
import { listUsers } from '../../modules/system/user/user.repository';
import { MemoryCache } from '../../plugins/cache/memory-cache';
import { ManualClock } from '../clock';
import { useListTotalCache } from './list-totals';
import { keyset, pagedList, withKeyset } from './paged-list';

/** The count statements a database runs from now on (their texts, as the statement log sees them). */
function countStatements(database: Database): () => number {
  const texts: string[] = [];
  const original = database.timing.record.bind(database.timing);
  vi.spyOn(database.timing, 'record').mockImplementation((text, ms) => {
    texts.push(text);
    original(text, ms);
  });
  return () => texts.filter((text) => text.includes('json_object_agg')).length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('paged list: one app', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const total = async (url: string) => {
    const answer = (await api('GET', url)).json();
    expect(answer.code).toBe(200);
    return answer.total as number;
  };

  it('serves a repeated total from the cache and never a stale one after the same user writes', async () => {
    const counts = countStatements(t.database);
    const before = await total('/system/post/list');
    expect(await total('/system/post/list')).toBe(before);
    expect(counts()).toBe(1);

    const add = await api('POST', '/system/post', { postCode: 'cache1', postName: '缓存一', postSort: 9 });
    expect(add.json().code).toBe(200);
    expect(await total('/system/post/list')).toBe(before + 1);
    expect(counts()).toBe(2);

    const [post] = await rows<{ post_id: number }>(
      t.database,
      sql`select post_id from sys_post where post_code = 'cache1'`,
    );
    const stopped = await total('/system/post/list?status=1');
    const edit = await api('PUT', '/system/post', {
      postId: post.post_id,
      postCode: 'cache1',
      postName: '缓存一',
      postSort: 9,
      status: '1',
    });
    expect(edit.json().code).toBe(200);
    expect(await total('/system/post/list?status=1')).toBe(stopped + 1);

    expect((await api('DELETE', `/system/post/${post.post_id}`)).json().code).toBe(200);
    expect(await total('/system/post/list')).toBe(before);
    expect(await total('/system/post/list?status=1')).toBe(stopped);
  });

  it('keys the total on the scope: two scopes over one filter never share it', async () => {
    const page = { pageNum: 1, pageSize: 10 };
    const [{ n: inDept }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_user where del_flag = '0' and user_type = '00' and dept_id = 103`,
    );
    const [{ n: outside }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_user where del_flag = '0' and user_type = '00' and dept_id is distinct from 103`,
    );
    expect(inDept).not.toBe(outside);
    for (let round = 0; round < 2; round++) {
      expect((await listUsers(t.database, {}, eq(sysUser.deptId, 103), page)).total).toBe(inDept);
      expect((await listUsers(t.database, {}, sql`${sysUser.deptId} is distinct from 103`, page)).total).toBe(outside);
    }
  });

  it('runs one count for concurrent misses of one key', async () => {
    const counts = countStatements(t.database);
    const where = ne(sysUser.userName, `nobody-${randomBytes(4).toString('hex')}`);
    const list = () =>
      pagedList(t.database, {
        from: sysUser,
        where,
        page: { pageNum: 1, pageSize: 5 },
        rows: () => Promise.resolve([]),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, list));
    expect(new Set(answers.map((answer) => answer.total)).size).toBe(1);
    expect(counts()).toBe(1);
  });

  it('answers the same rows through the deferred join as a plain offset page, for every ordering', async () => {
    const users = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_user where del_flag = '0' and user_type = '00'`,
    );
    expect(users[0].n).toBeGreaterThan(3);
    for (const order of [
      {},
      { orderByColumn: 'userName', isAsc: 'desc' },
      { orderByColumn: 'createTime', isAsc: 'asc' },
    ]) {
      const seen: number[] = [];
      for (let pageNum = 1; (pageNum - 1) * 2 < users[0].n; pageNum++) {
        const page = await listUsers(t.database, {}, undefined, { pageNum, pageSize: 2, ...order });
        seen.push(...page.rows.map((row) => row.userId));
      }
      const column =
        order.orderByColumn === 'userName'
          ? desc(sysUser.userName)
          : order.orderByColumn === 'createTime'
            ? asc(sysUser.createTime)
            : undefined;
      const plain = await t.database
        .exec()
        .select({ id: sysUser.userId })
        .from(sysUser)
        .where(sql`${sysUser.delFlag} = '0' and ${sysUser.userType} = '00'`)
        .orderBy(...(column ? [column] : []), asc(sysUser.userId));
      expect(seen).toEqual(plain.map((row) => row.id));
    }
    const [{ n: applications }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_application`,
    );
    const deep = await listApplications(t.database, undefined, { pageNum: 2, pageSize: 1 });
    expect(deep.total).toBe(applications);
    const expected = await rows<{ application_id: number }>(
      t.database,
      sql`select application_id from comp_application order by application_id desc limit 1 offset 1`,
    );
    expect(deep.rows.map((row) => row.applicationId)).toEqual(expected.map((row) => Number(row.application_id)));
  });

  it('pages by key after a cursor, in either direction', async () => {
    const ids = (await t.database.exec().select({ id: sysUser.userId }).from(sysUser).orderBy(asc(sysUser.userId))).map(
      (row) => row.id,
    );
    for (const direction of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      let cursor: number | undefined;
      for (;;) {
        const page = keyset(sysUser.userId, cursor, direction);
        const rows = await t.database
          .exec()
          .select({ id: sysUser.userId })
          .from(sysUser)
          .where(withKeyset(undefined, page))
          .orderBy(page.order)
          .limit(3);
        if (rows.length === 0) break;
        seen.push(...rows.map((row) => row.id));
        cursor = rows[rows.length - 1].id;
      }
      expect(seen).toEqual(direction === 'asc' ? ids : [...ids].reverse());
    }
  });

  it('caps a large total only when the list asks for it', async () => {
    const list = (cap?: number) =>
      pagedList(t.database, {
        from: sysUser,
        where: undefined,
        page: { pageNum: 1, pageSize: 1 },
        rows: async () => [],
        cap,
      });
    const exact = await list();
    expect(exact.capped).toBeUndefined();
    expect(exact.total).toBeGreaterThan(2);
    expect(await list(2)).toEqual({ total: 2, rows: [], capped: true });
    expect(await list(exact.total)).toEqual({ total: exact.total, rows: [] });
  });

  it('counts inside a transaction, seeing its own writes, and never reuses a rolled-back version', async () => {
    const cache = new MemoryCache(new ManualClock());
    useListTotalCache(t.database, cache);
    const list = () =>
      pagedList(t.database, {
        from: sysUser,
        where: undefined,
        page: { pageNum: 1, pageSize: 1 },
        rows: async () => [],
      });
    const before = (await list()).total;
    const version = async () =>
      (
        await rows<{ version: string }>(
          t.database,
          sql`select version from sys_table_version where table_name = 'sys_user'`,
        )
      )[0].version;
    const start = await version();
    await expect(
      t.database.transaction(async () => {
        await t.database.exec().insert(sysUser).values({ userName: 'rolled-back', nickName: 'x' });
        expect((await list()).total).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version()).toBe(start);
    expect((await list()).total).toBe(before);
    await t.database.exec().update(sysUser).set({ remark: 'touched' }).where(eq(sysUser.userId, 1));
    expect(Number(await version())).toBeGreaterThan(Number(start) + 1);
    expect((await list()).total).toBe(before);
    useListTotalCache(t.database, t.cache);
  });

  it('has the version trigger on every table of the schema', async () => {
    const missing = await rows<{ tablename: string }>(
      t.database,
      sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> 'sys_table_version'
          and not exists (select 1 from pg_trigger where tgrelid = (quote_ident(tablename))::regclass and tgname = tablename || '_version')`,
    );
    expect(missing).toEqual([]);
  });
});

describe('paged list: two instances on one database', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('sees a write made through the other instance in its next total', async () => {
    const clock = new ManualClock();
    const { apps, databases } = await startTwoInstances(clock, cleanup);
    const [first, second] = apps;
    const headers = [bearer(await loginAs(first, 'admin')), bearer(await loginAs(second, 'admin'))];
    const total = async (index: number) => {
      const answer = (await apps[index].inject({ url: '/prod-api/system/post/list', headers: headers[index] })).json();
      expect(answer.code).toBe(200);
      return answer.total as number;
    };
    const before = await total(0);
    expect(await total(0)).toBe(before);
    expect(await total(1)).toBe(before);
    const add = await second.inject({
      method: 'POST',
      url: '/prod-api/system/post',
      headers: headers[1],
      payload: { postCode: 'other', postName: '另一实例', postSort: 9 },
    });
    expect(add.json().code).toBe(200);
    expect(await total(0)).toBe(before + 1);
    await databases[1].exec().execute(sql`delete from sys_post where post_code = 'other'`);
    expect(await total(0)).toBe(before);
    expect(await total(1)).toBe(before);
  });
});
