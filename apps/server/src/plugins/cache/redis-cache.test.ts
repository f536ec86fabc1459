import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateRedis } from '../../../test/private-redis';
import { ManualClock } from '../../lib/clock';
import { cacheContract } from './cache-contract';
import { CacheUnavailableError } from './cache-unavailable';
import { RedisCache } from './redis-cache';

let redis: PrivateRedis;
const opened: RedisCache[] = [];
beforeAll(async () => {
  redis = await PrivateRedis.start();
});
afterAll(async () => {
  for (const cache of opened) await cache.close();
  await redis.down();
});

function open(clock: ManualClock, prefix: string): RedisCache {
  const cache = new RedisCache(clock, { url: redis.url, prefix });
  opened.push(cache);
  return cache;
}

cacheContract('Redis', async () => {
  const clock = new ManualClock();
  const prefix = `t${randomBytes(4).toString('hex')}:`;
  return { cache: open(clock, prefix), other: open(clock, prefix), clock };
});

describe('Redis cache', () => {
  it('keeps prefixes apart and never lists another prefix', async () => {
    const clock = new ManualClock();
    const a = open(clock, 'a:');
    const b = open(clock, 'b:');
    await a.set('same', 1);
    await b.set('same', 2);
    expect(await a.get('same')).toBe(1);
    expect(await b.scan('')).toEqual(['same']);
  });

  it('survives a restart of Redis: commands work again once it is back', async () => {
    const clock = new ManualClock();
    const cache = open(clock, 'restart:');
    await cache.set('before', 'x');
    expect(await cache.ping()).toBeGreaterThanOrEqual(0);
    await redis.down();
    // No offline queue once connected: a command during the outage fails at once, with the catalogued error.
    const started = performance.now();
    await expect(cache.get('before')).rejects.toBeInstanceOf(CacheUnavailableError);
    await expect(cache.ping()).rejects.toMatchObject({ key: 'error.cacheUnavailable' });
    expect(performance.now() - started).toBeLessThan(500);
    await redis.up();
    await expect
      .poll(
        async () =>
          cache.ping().then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 10_000, interval: 100 },
      )
      .toBe('up');
    await cache.set('after', 'y', 1_000);
    expect(await cache.get('after')).toBe('y');
    // The restarted server kept nothing (no persistence): the cache reports that honestly.
    expect(await cache.get('before')).toBeUndefined();
  });
});
