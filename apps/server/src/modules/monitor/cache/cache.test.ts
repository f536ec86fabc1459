import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { PrivateRedis } from '../../../../test/private-redis';
import { testConfig, writeFakeWebDist } from '../../../../test/test-app';
import { openTestDatabase } from '../../../../test/test-database';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/database';
import { ManualClock } from '../../../lib/clock';
import type { Cache } from '../../../plugins/cache/cache';
import { MemoryCache } from '../../../plugins/cache/memory-cache';
import { RedisCache } from '../../../plugins/cache/redis-cache';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The real app on its own database copy, with the cache implementation under test. */
async function startApp(kind: 'memory' | 'redis') {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-cache-'));
  writeFakeWebDist(join(dataDir, 'web'));
  const config = testConfig(dataDir, { APP_CAPTCHA: 'off' });
  const database: Database = await openTestDatabase();
  const clock = new ManualClock();
  const redis = kind === 'redis' ? await PrivateRedis.start() : undefined;
  const cache: Cache = redis ? new RedisCache(clock, { url: redis.url, prefix: 'cm:' }) : new MemoryCache(clock);
  const app = await buildApp({ config, database, cache, clock });
  await app.ready();
  return {
    app,
    cache,
    close: async () => {
      await app.close();
      await cache.close();
      await redis?.down();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(['memory', 'redis'] as const)('cache monitor on the %s cache', (kind) => {
  let app: FastifyInstance;
  let cache: Cache;
  let close: () => Promise<void>;
  let admin: string;
  beforeAll(async () => {
    ({ app, cache, close } = await startApp(kind));
    admin = await loginAs(app, 'admin');
  });
  afterAll(() => close());

  const call = async <T = unknown>(method: 'GET' | 'DELETE', url: string, token = admin) =>
    (await app.inject({ method, url: `/prod-api${url}`, headers: bearer(token) })).json() as Envelope<T>;
  const keysOf = async (name: string) => (await call<string[]>('GET', `/monitor/cache/getKeys/${name}`)).data;

  it('names our caches with the reference remarks', async () => {
    const names = (
      await call<Array<{ cacheName: string; remark: string; cacheKey: string }>>('GET', '/monitor/cache/getNames')
    ).data;
    expect(names.map((name) => name.cacheName)).toEqual([
      'session:',
      'authz:',
      'sys_config:',
      'sys_dict:',
      'captcha_codes:',
      'sms_code:',
      'rate_limit:',
      'pwd_err_cnt:',
    ]);
    expect(names[0]).toMatchObject({ remark: '用户信息', cacheKey: '', cacheValue: '' });
  });

  it('lists the keys of a name sorted, shows a value and refuses a key of another name', async () => {
    await call('GET', '/system/dict/data/type/sys_user_sex');
    await call('GET', '/system/dict/data/type/sys_normal_disable');
    const dictKeys = await keysOf('sys_dict:');
    expect(dictKeys).toEqual(expect.arrayContaining(['sys_dict:sys_normal_disable', 'sys_dict:sys_user_sex']));
    expect(dictKeys).toEqual([...dictKeys].sort());

    const sessions = await keysOf('session:');
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    // The session indexes are sorted sets of the session store: never listed.
    expect(sessions.every((key) => /^session:[\w-]{43}$/.test(key))).toBe(true);
    const value = await call<{ cacheValue: string }>(
      'GET',
      `/monitor/cache/getValue/session:/${encodeURIComponent(sessions[0])}`,
    );
    expect(JSON.parse(value.data.cacheValue)).toMatchObject({ userName: 'admin' });

    const wrong = await call('GET', `/monitor/cache/getValue/sys_dict:/${encodeURIComponent(sessions[0])}`);
    expect(wrong.code).toBe(500);
    expect(wrong.msg).toContain(sessions[0]);
    expect((await call('GET', '/monitor/cache/getKeys/nope:')).code).toBe(500);
  });

  it('counts password errors under their name and clears one key', async () => {
    const failed = await app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'auditor', password: 'wrong-password' },
    });
    expect(failed.json().code).toBe(500);
    expect(await keysOf('pwd_err_cnt:')).toEqual(['pwd_err_cnt:auditor']);
    expect((await call('DELETE', '/monitor/cache/clearCacheKey/pwd_err_cnt:auditor')).code).toBe(200);
    expect(await keysOf('pwd_err_cnt:')).toEqual([]);
    expect(await cache.get('pwd_err_cnt:auditor')).toBeUndefined();
  });

  it('clearing a session key ends that session and drops it from the online list', async () => {
    const organiser = await loginAs(app, 'organiser');
    const online = async () =>
      (
        (await app.inject({ method: 'GET', url: '/prod-api/monitor/online/list', headers: bearer(admin) })).json() as {
          rows: Array<{ tokenId: string; userName: string }>;
        }
      ).rows;
    const row = (await online()).find((item) => item.userName === 'organiser');
    expect(row).toBeDefined();
    const key = `session:${row?.tokenId}`;
    expect(await keysOf('session:')).toContain(key);

    expect((await call('DELETE', `/monitor/cache/clearCacheKey/${encodeURIComponent(key)}`)).code).toBe(200);
    expect((await call('GET', '/getInfo', organiser)).code).toBe(401);
    expect((await call('GET', '/getInfo')).code).toBe(200);
    expect((await online()).map((item) => item.userName)).not.toContain('organiser');
    expect(await keysOf('session:')).not.toContain(key);
  });

  it('refuses keys outside the listed names, indexes and the rights epoch included', async () => {
    for (const key of ['session:index', 'authz:epoch', 'lock:job:1', 'something:else']) {
      const answer = await call('DELETE', `/monitor/cache/clearCacheKey/${encodeURIComponent(key)}`);
      expect(answer.code, key).toBe(500);
      expect(answer.msg).toContain(key);
    }
    expect((await call('GET', '/getInfo')).code).toBe(200);
  });

  it('clears a whole name; the data comes back from the database when next read', async () => {
    await call('GET', '/system/dict/data/type/sys_user_sex');
    expect((await keysOf('sys_dict:')).length).toBeGreaterThan(0);
    expect((await call('DELETE', '/monitor/cache/clearCacheName/sys_dict:')).code).toBe(200);
    expect(await keysOf('sys_dict:')).toEqual([]);
    const dict = await call<unknown[]>('GET', '/system/dict/data/type/sys_user_sex');
    expect(dict.data.length).toBeGreaterThan(0);
  });

  it('sums up the cache: implementation, figures, command calls and key counts', async () => {
    const summary = (
      await call<{
        kind: string;
        info: Record<string, string>;
        dbSize: number;
        commandStats: Array<{ name: string; value: number }>;
        keyCounts: Array<{ cacheName: string; keys: number }>;
      }>('GET', '/monitor/cache')
    ).data;
    expect(summary.kind).toBe(kind);
    expect(summary.dbSize).toBeGreaterThan(0);
    expect(summary.commandStats.length).toBeGreaterThan(0);
    expect(summary.commandStats[0].value).toBeGreaterThanOrEqual(summary.commandStats.at(-1)?.value ?? 0);
    expect(Number(summary.info.used_memory)).toBeGreaterThan(0);
    if (kind === 'redis') expect(summary.info.redis_version).toMatch(/^\d+\./);
    expect(summary.keyCounts.find((count) => count.cacheName === 'session:')?.keys).toBeGreaterThanOrEqual(1);
  });

  it('is refused without the cache permission', async () => {
    const expert = await loginAs(app, 'expert');
    expect((await call('GET', '/monitor/cache', expert)).code).toBe(403);
    expect((await call('DELETE', '/monitor/cache/clearCacheAll', expert)).code).toBe(403);
  });

  it('clearing everything ends every session, the caller included, and empties the indexes', async () => {
    const organiser = await loginAs(app, 'organiser');
    const organiserId = (
      (await app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(organiser) })).json() as {
        user: { userId: number };
      }
    ).user.userId;
    expect(await cache.zrange(`session:user:${organiserId}`)).not.toEqual([]);
    expect((await call('DELETE', '/monitor/cache/clearCacheAll')).code).toBe(200);
    // Both session indexes dropped the ended sessions with them.
    expect(await cache.zrange(`session:user:${organiserId}`)).toEqual([]);
    expect(await cache.zrange('session:index')).toEqual([]);
    expect((await call('GET', '/getInfo')).code).toBe(401);
    const fresh = await loginAs(app, 'admin');
    const online = (
      await app.inject({ method: 'GET', url: '/prod-api/monitor/online/list', headers: bearer(fresh) })
    ).json() as { total: number; rows: Array<{ userName: string }> };
    expect(online.rows.map((row) => row.userName)).toEqual(['admin']);
    admin = fresh;
    expect(await keysOf('session:')).toHaveLength(1);
    expect(await keysOf('pwd_err_cnt:')).toEqual([]);
  });
});
