import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { testConfig, writeFakeWebDist } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { ManualClock } from '../../lib/clock';
import { RedisCache } from '../../plugins/cache/redis-cache';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

// Needs a real Redis: runs in the PostgreSQL + Redis project (CI), not on the embedded default.
describe.runIf(inject('dbKind') === 'pg' && redisUrl)('sessions with Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-restart-'));
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  let database: Database | undefined;
  afterAll(async () => {
    const cache = new RedisCache(new ManualClock(), { url: redisUrl, prefix });
    await cache.delete(...(await cache.scan('')));
    await cache.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(db: Database) {
    const clock = new ManualClock();
    const cache = new RedisCache(clock, { url: redisUrl, prefix });
    const config = testConfig(dataDir, { APP_CAPTCHA: 'off' });
    const app = await buildApp({ config, database: db, cache, clock });
    await app.ready();
    return {
      app,
      stop: async () => {
        await app.close();
        await cache.close();
      },
    };
  }

  it('survive a restart of the server', async () => {
    writeFakeWebDist(join(dataDir, 'web'));
    database = await openTestDatabase();
    const first = await start(database);
    const token = await loginAs(first.app, 'organiser');
    await first.stop();

    const second = await start(database);
    try {
      const res = await second.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) });
      expect(res.json()).toMatchObject({ code: 200, user: { userName: 'organiser' } });
    } finally {
      await second.stop();
    }
  });
});
