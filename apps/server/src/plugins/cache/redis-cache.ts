import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';
import type { Cache, CacheStats } from './cache';
import { ACQUIRE, INCREMENT, RELEASE } from './redis-scripts';

interface Stored {
  v: unknown;
  e?: number;
}

/** Native expiry is a backstop only: it fires this long after the clock says a value expired. */
const BACKSTOP_MS = 60_000;

export interface RedisCacheOptions {
  url: string;
  /** Prepended to every key (one prefix per deployment, or per test file). */
  prefix?: string;
  connectTimeoutMs?: number;
}

/** Cache, sessions and locks shared by every instance (REDIS_URL). */
const SHARED_READS_MAX = 10_000;

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  private readonly prefix: string;

  constructor(
    private readonly clock: Clock,
    options: RedisCacheOptions,
  ) {
    this.prefix = options.prefix ?? 'cbo:';
    this.client = new Redis(options.url, {
      connectTimeout: options.connectTimeoutMs ?? 5_000,
      maxRetriesPerRequest: 3,
      // Reconnect for ever with a capped backoff: a Redis restart must not need an app restart.
      retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 6), 2_000),
      lazyConnect: false,
      // Commands issued in the same tick (many requests reading their sessions) share one round trip.
      enableAutoPipelining: true,
    });
    // Connection errors are retried by ioredis; commands fail individually while it is down.
    this.client.on('error', () => {});
    this.client.defineCommand('cboIncrement', { numberOfKeys: 1, lua: INCREMENT });
    this.client.defineCommand('cboAcquire', { numberOfKeys: 1, lua: ACQUIRE });
    this.client.defineCommand('cboRelease', { numberOfKeys: 1, lua: RELEASE });
  }

  private key(key: string): string {
    return this.prefix + key;
  }

  private decode(raw: string | null): Stored | undefined {
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Stored;
    if (stored.e !== undefined && stored.e <= this.clock.now()) return undefined;
    return stored;
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    return this.decode(await this.client.get(this.key(key)))?.v as T | undefined;
  }

  /** Last shared read per key: reused while Redis answers the same text (bounded, oldest out). */
  private readonly sharedReads = new Map<string, { raw: string; stored: Stored }>();

  async getShared<T = unknown>(key: string): Promise<Readonly<T> | undefined> {
    const raw = await this.client.get(this.key(key));
    if (raw === null) return undefined;
    const last = this.sharedReads.get(key);
    let stored: Stored;
    if (last?.raw === raw) stored = last.stored;
    else {
      stored = deepFreeze(JSON.parse(raw) as Stored);
      if (!last && this.sharedReads.size >= SHARED_READS_MAX) {
        this.sharedReads.delete(this.sharedReads.keys().next().value as string);
      }
      this.sharedReads.set(key, { raw, stored });
    }
    if (stored.e !== undefined && stored.e <= this.clock.now()) return undefined;
    return stored.v as Readonly<T>;
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) {
      await this.client.set(this.key(key), JSON.stringify({ v: value }));
      return;
    }
    const stored: Stored = { v: value, e: this.clock.now() + ttlMs };
    await this.client.set(this.key(key), JSON.stringify(stored), 'PX', Math.max(1, ttlMs) + BACKSTOP_MS);
  }

  async delete(...keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const values = await this.client.mget(keys.map((key) => this.key(key)));
    const live = values.filter((raw) => this.decode(raw) !== undefined).length;
    await this.client.del(...keys.map((key) => this.key(key)));
    return live;
  }

  async scan(prefix: string): Promise<string[]> {
    const found = new Set<string>();
    const pattern = `${escapeGlob(this.key(prefix))}*`;
    let cursor = '0';
    do {
      const [next, batch] = await this.client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      if (batch.length === 0) continue;
      const values = await this.client.mget(batch);
      batch.forEach((key, i) => {
        if (this.decode(values[i]) !== undefined) found.add(key.slice(this.prefix.length));
      });
    } while (cursor !== '0');
    return [...found];
  }

  async increment(key: string, ttlMs?: number): Promise<number> {
    const run = (this.client as unknown as Scripts).cboIncrement;
    return Number(await run.call(this.client, this.key(key), this.clock.now(), ttlMs ?? -1, BACKSTOP_MS));
  }

  async ttl(key: string): Promise<number | undefined> {
    const stored = this.decode(await this.client.get(this.key(key)));
    if (!stored) return undefined;
    return stored.e === undefined ? Number.POSITIVE_INFINITY : stored.e - this.clock.now();
  }

  async lock(name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
    const key = this.key(`lock:${name}`);
    const owner = randomUUID();
    const scripts = this.client as unknown as Scripts;
    const acquired = await scripts.cboAcquire.call(this.client, key, owner, this.clock.now(), ttlMs, BACKSTOP_MS);
    if (Number(acquired) !== 1) return null;
    return async () => {
      await scripts.cboRelease.call(this.client, key, owner);
    };
  }

  async take<T = unknown>(key: string): Promise<T | undefined> {
    return this.decode(await this.client.getdel(this.key(key)))?.v as T | undefined;
  }

  async zadd(key: string, member: string, score: number): Promise<void> {
    await this.client.zadd(this.key(key), score, member);
  }

  async zrem(key: string, ...members: string[]): Promise<void> {
    if (members.length > 0) await this.client.zrem(this.key(key), ...members);
  }

  async zrange(key: string, options: { reverse?: boolean; offset?: number; limit?: number } = {}): Promise<string[]> {
    const start = options.offset ?? 0;
    const stop = options.limit === undefined ? -1 : start + options.limit - 1;
    if (options.reverse) return this.client.zrange(this.key(key), String(start), String(stop), 'REV');
    return this.client.zrange(this.key(key), String(start), String(stop));
  }

  async zcard(key: string): Promise<number> {
    return this.client.zcard(this.key(key));
  }

  async zremRangeByScore(key: string, max: number): Promise<number> {
    return this.client.zremrangebyscore(this.key(key), '-inf', max);
  }

  async ping(): Promise<number> {
    const started = performance.now();
    await this.client.ping();
    return performance.now() - started;
  }

  async stats(): Promise<CacheStats> {
    // The default INFO sections leave command statistics out: ask for them beside.
    const [text, commands, dbSize] = await Promise.all([
      this.client.info(),
      this.client.info('commandstats'),
      this.client.dbsize(),
    ]);
    const info: Record<string, string> = {};
    for (const line of text.split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (line.startsWith('#') || colon < 0) continue;
      info[line.slice(0, colon)] = line.slice(colon + 1);
    }
    const commandStats: CacheStats['commandStats'] = [];
    for (const line of commands.split(/\r?\n/)) {
      const match = /^cmdstat_([^:]+):(?:.*,)?calls=(\d+)/.exec(line);
      if (match) commandStats.push({ name: match[1], value: Number(match[2]) });
    }
    return { info, dbSize, commandStats };
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

type Script = (...args: Array<string | number>) => Promise<unknown>;
interface Scripts {
  cboIncrement: Script;
  cboAcquire: Script;
  cboRelease: Script;
}

function escapeGlob(value: string): string {
  return value.replace(/[*?[\]\\]/g, '\\$&');
}
