import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../lib/clock';
import type { Cache } from './cache';

/** The behaviour every Cache implementation must show; run against each implementation. */
export function cacheContract(name: string, make: () => Promise<{ cache: Cache; clock: ManualClock; other?: Cache }>) {
  describe(`${name} cache contract`, () => {
    it('stores JSON values and deletes them', async () => {
      const { cache } = await make();
      await cache.set('k:obj', { a: 1, list: ['x'] });
      expect(await cache.get('k:obj')).toEqual({ a: 1, list: ['x'] });
      expect(await cache.delete('k:obj', 'k:none')).toBe(1);
      expect(await cache.get('k:obj')).toBeUndefined();
    });

    it('expires values by the injected clock', async () => {
      const { cache, clock } = await make();
      await cache.set('k:ttl', 'v', 60_000);
      clock.advance(59_000);
      expect(await cache.get('k:ttl')).toBe('v');
      expect(await cache.ttl('k:ttl')).toBe(1_000);
      clock.advance(1_000);
      expect(await cache.get('k:ttl')).toBeUndefined();
      expect(await cache.ttl('k:ttl')).toBeUndefined();
    });

    it('shares one frozen copy of a value until it changes, expires or goes', async () => {
      const { cache, clock } = await make();
      await cache.set('k:shared', { a: 1, list: ['x'] }, 60_000);
      const first = await cache.getShared<{ a: number; list: string[] }>('k:shared');
      expect(first).toEqual({ a: 1, list: ['x'] });
      expect(await cache.getShared('k:shared')).toBe(first);
      expect(Object.isFrozen(first) && Object.isFrozen(first?.list)).toBe(true);
      // A plain read is still a private, writable copy.
      const own = await cache.get<{ a: number }>('k:shared');
      expect(own).not.toBe(first);
      expect(Object.isFrozen(own)).toBe(false);
      await cache.set('k:shared', { a: 2, list: [] }, 60_000);
      expect(await cache.getShared('k:shared')).toEqual({ a: 2, list: [] });
      await cache.increment('k:shared-count', 60_000);
      expect(await cache.getShared('k:shared-count')).toBe(1);
      await cache.increment('k:shared-count', 60_000);
      expect(await cache.getShared('k:shared-count')).toBe(2);
      clock.advance(60_000);
      expect(await cache.getShared('k:shared')).toBeUndefined();
      await cache.set('k:shared', 'back', 60_000);
      expect(await cache.getShared('k:shared')).toBe('back');
      await cache.delete('k:shared');
      expect(await cache.getShared('k:shared')).toBeUndefined();
    });

    it('increments atomically within a fixed window', async () => {
      const { cache, clock } = await make();
      const values = await Promise.all(Array.from({ length: 20 }, () => cache.increment('k:count', 10_000)));
      expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      clock.advance(5_000);
      expect(await cache.increment('k:count', 10_000)).toBe(21);
      clock.advance(5_000);
      expect(await cache.increment('k:count', 10_000)).toBe(1);
    });

    it('scans keys by prefix', async () => {
      const { cache, clock } = await make();
      await cache.set('scan:a:1', 1);
      await cache.set('scan:a:2', 2);
      await cache.set('scan:b:1', 3);
      await cache.set('scan:a:gone', 4, 1_000);
      clock.advance(2_000);
      expect((await cache.scan('scan:a:')).sort()).toEqual(['scan:a:1', 'scan:a:2']);
    });

    it('gives a lock to one holder at a time, across clients', async () => {
      const { cache, clock, other } = await make();
      const second = other ?? cache;
      const release = await cache.lock('job:1', 30_000);
      expect(release).not.toBeNull();
      expect(await second.lock('job:1', 30_000)).toBeNull();
      await release?.();
      const again = await second.lock('job:1', 30_000);
      expect(again).not.toBeNull();
      clock.advance(30_000);
      expect(await cache.lock('job:1', 30_000)).not.toBeNull();
    });

    it('takes a value once', async () => {
      const { cache, other } = await make();
      await cache.set('k:once', 'answer', 60_000);
      const [a, b] = await Promise.all([cache.take('k:once'), (other ?? cache).take('k:once')]);
      expect([a, b].filter((v) => v === 'answer')).toHaveLength(1);
      expect(await cache.get('k:once')).toBeUndefined();
    });

    it('keeps sorted sets ordered by score, paged, and prunes by score', async () => {
      const { cache } = await make();
      await cache.zadd('z:idx', 'b', 20);
      await cache.zadd('z:idx', 'a', 10);
      await cache.zadd('z:idx', 'c', 30);
      await cache.zadd('z:idx', 'a', 40);
      expect(await cache.zrange('z:idx')).toEqual(['b', 'c', 'a']);
      expect(await cache.zrange('z:idx', { reverse: true, offset: 1, limit: 1 })).toEqual(['c']);
      expect(await cache.zcard('z:idx')).toBe(3);
      expect(await cache.zremRangeByScore('z:idx', 20)).toBe(1);
      await cache.zrem('z:idx', 'c', 'missing');
      expect(await cache.zrange('z:idx')).toEqual(['a']);
      expect(await cache.zrange('z:none')).toEqual([]);
    });

    it('reports its figures: keys held, command calls and an info map', async () => {
      const { cache } = await make();
      await cache.set('stats:a', { text: 'x'.repeat(100) });
      await cache.set('stats:b', 2, 60_000);
      await cache.get('stats:a');
      await cache.zadd('stats:z', 'm', 1);
      const stats = await cache.stats();
      expect(stats.dbSize).toBeGreaterThanOrEqual(3);
      const calls = (name: string) =>
        stats.commandStats.find((stat) => stat.name.toLowerCase() === name.toLowerCase())?.value ?? 0;
      expect(calls('set')).toBeGreaterThanOrEqual(2);
      expect(calls('get')).toBeGreaterThanOrEqual(1);
      expect(calls('zadd')).toBeGreaterThanOrEqual(1);
      expect(Number(stats.info.used_memory)).toBeGreaterThan(200);
      expect(Number(stats.info.uptime_in_seconds)).toBeGreaterThanOrEqual(0);
    });
  });
}
