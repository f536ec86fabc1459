import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { ManualClock } from '../src/lib/clock';
import type { Cache } from '../src/plugins/cache/cache';
import { MemoryCache } from '../src/plugins/cache/memory-cache';
import { RedisCache } from '../src/plugins/cache/redis-cache';
import { type AppConfig, loadConfig } from '../src/plugins/config';
import { openTestDatabase } from './test-database';
import { TEST_APP_SECRET } from './test-secret';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  cache: Cache;
  clock: ManualClock;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

/** A tiny stand-in for the built web app, so static serving is tested without a Vite build. */
export function writeFakeWebDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web'),
    APP_SECRET: TEST_APP_SECRET,
    // Test files log in far more often than a person; the limit itself is tested with a low value.
    LOGIN_RATE_LIMIT: '1000',
    // Likewise for the captcha asked of an address after a few SMS codes or registrations.
    CAPTCHA_FREE_REQUESTS: '1000',
    // Tests drive the scheduler themselves (tick with the manual clock), or start it.
    SCHEDULER: '0',
    ...env,
  });
}

/** The real app on a private copy of the seeded database, answering through `app.inject`. */
export async function createTestApp(options: BuildOptions & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-test-'));
  writeFakeWebDist(join(dataDir, 'web'));
  const config = testConfig(dataDir, options.env);
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const redisUrl = inject('dbKind') === 'pg' ? process.env.TEST_REDIS_URL : undefined;
  // On the PostgreSQL project the cache is the shared Redis, with a key prefix of this file's own.
  const cache: Cache = redisUrl
    ? new RedisCache(clock, { url: redisUrl, prefix: `test:${randomBytes(6).toString('hex')}:` })
    : new MemoryCache(clock);
  const app = await buildApp({ config, database, cache, clock }, options);
  await app.ready();
  return {
    app,
    database,
    cache,
    clock,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await cache.delete(...(await cache.scan('')));
      await cache.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
