import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import type { Clock } from '../src/lib/clock';
import type { Cache } from '../src/plugins/cache/cache';
import { MemoryCache } from '../src/plugins/cache/memory-cache';
import { RedisCache } from '../src/plugins/cache/redis-cache';
import { testConfig, writeFakeWebDist } from './test-app';
import { openSharedTestDatabase } from './test-database';

/** Steps the caller runs after each test, last registered first. */
export type Cleanup = Array<() => Promise<void>>;

/**
 * Two server instances on one database, as several instances run in production: each with its own
 * database handle and cache, and on the PostgreSQL project one shared Redis under a prefix of its
 * own. Their teardown is pushed onto `cleanup`.
 */
export async function startTwoInstances(
  clock: Clock,
  cleanup: Cleanup,
): Promise<{ apps: [FastifyInstance, FastifyInstance]; databases: Database[] }> {
  const redisUrl = inject('dbKind') === 'pg' ? process.env.TEST_REDIS_URL : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-instances-'));
  writeFakeWebDist(join(dataDir, 'web'));
  const databases = await openSharedTestDatabase(2);
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  for (const database of databases) {
    const cache: Cache = redisUrl ? new RedisCache(clock, { url: redisUrl, prefix }) : new MemoryCache(clock);
    const app = await buildApp({ config: testConfig(dataDir, { APP_CAPTCHA: 'off' }), database, cache, clock });
    await app.ready();
    apps.push(app);
    cleanup.push(async () => {
      await app.close();
      await cache.delete(...(await cache.scan('')));
      await cache.close();
    });
  }
  cleanup.unshift(async () => {
    for (const database of new Set(databases)) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { apps: [apps[0], apps[1]], databases };
}
