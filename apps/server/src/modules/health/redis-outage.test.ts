import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { PrivateRedis } from '../../../test/private-redis';
import { testConfig, writeFakeWebDist } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { ManualClock } from '../../lib/clock';
import { RedisCache } from '../../plugins/cache/redis-cache';

// A load balancer's check times out at 1-2 s: /health and requests must answer well before.
const PROMPT_MS = 1_000;
const BUSY = 'the service is busy (the cache is unavailable), please try again shortly';

let redis: PrivateRedis;
let database: Database;
let cache: RedisCache;
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'cbo-redis-outage-'));

beforeAll(async () => {
  redis = await PrivateRedis.start();
  writeFakeWebDist(join(dataDir, 'web'));
  // Defaults everywhere (health 800 ms, reconnect backoff capped at 1 s) but a shorter command
  // timeout, configured as an operator would, so the frozen-server case stays quick.
  const config = testConfig(dataDir, { APP_CAPTCHA: 'off', REDIS_COMMAND_TIMEOUT_MS: '500' });
  const clock = new ManualClock();
  cache = new RedisCache(clock, {
    url: redis.url,
    prefix: `outage:${randomBytes(4).toString('hex')}:`,
    commandTimeoutMs: config.redisCommandTimeoutMs,
  });
  database = await openTestDatabase();
  app = await buildApp({ config, database, cache, clock });
  await app.ready();
});

afterAll(async () => {
  // Whatever failed in setup, the private redis-server must not outlive the file.
  redis?.resume();
  try {
    await app?.close();
    await cache?.close();
    await database?.close();
  } finally {
    await redis?.down();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function timed(url: string, token?: string) {
  const started = performance.now();
  const res = await app.inject({
    url,
    headers: { 'accept-language': 'en-US', ...(token ? bearer(token) : {}) },
  });
  return { res, ms: performance.now() - started };
}

async function healthIsUp(): Promise<boolean> {
  return (await app.inject({ url: '/prod-api/health' })).statusCode === 200;
}

describe('a Redis outage', () => {
  it('is reported at once while Redis is stopped, and the app recovers when it is back', async () => {
    const token = await loginAs(app, 'admin');
    expect((await timed('/prod-api/getInfo', token)).res.json()).toMatchObject({ code: 200 });

    await redis.down();
    const health = await timed('/prod-api/health');
    expect(health.ms).toBeLessThan(PROMPT_MS);
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toMatchObject({
      code: 200,
      data: { status: 'DOWN', database: { status: 'UP' }, cache: { status: 'DOWN', kind: 'redis' } },
    });

    const request = await timed('/prod-api/getInfo', token);
    expect(request.ms).toBeLessThan(PROMPT_MS);
    expect(request.res.statusCode).toBe(200);
    expect(request.res.json()).toEqual({ code: 500, msg: BUSY });

    await redis.up();
    await expect.poll(healthIsUp, { timeout: 10_000, interval: 100 }).toBe(true);
    // The restarted Redis kept nothing (no persistence here), so the session is gone: signing in works again.
    const again = await loginAs(app, 'admin');
    expect((await timed('/prod-api/getInfo', again)).res.json()).toMatchObject({
      code: 200,
      user: { userName: 'admin' },
    });
  });

  it('is reported within the timeouts while Redis is frozen, and the app goes on when it answers again', async () => {
    const token = await loginAs(app, 'admin');
    redis.pause();
    try {
      const health = await timed('/prod-api/health');
      expect(health.ms).toBeLessThan(PROMPT_MS);
      expect(health.res.statusCode).toBe(503);
      expect(health.res.json()).toMatchObject({ data: { status: 'DOWN', cache: { status: 'DOWN' } } });

      const request = await timed('/prod-api/getInfo', token);
      expect(request.ms).toBeLessThan(PROMPT_MS);
      expect(request.res.json()).toEqual({ code: 500, msg: BUSY });
    } finally {
      redis.resume();
    }
    await expect.poll(healthIsUp, { timeout: 10_000, interval: 100 }).toBe(true);
    // Nothing was lost this time: the same session answers again.
    expect((await timed('/prod-api/getInfo', token)).res.json()).toMatchObject({
      code: 200,
      user: { userName: 'admin' },
    });
  });
});
