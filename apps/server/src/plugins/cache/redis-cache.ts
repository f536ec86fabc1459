import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';
import type { Cache, CacheStats } from './cache';
import { CacheUnavailableError, isUnavailable } from './cache-unavailable';
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
  /** A command without an answer by then fails (Redis answers in well under a millisecond). */
  commandTimeoutMs?: number;
  /** Reconnect attempts back off up to this delay, then keep trying at it. */
  maxReconnectDelayMs?: number;
}

export const REDIS_DEFAULTS = { connectTimeoutMs: 2_000, commandTimeoutMs: 1_000, maxReconnectDelayMs: 1_000 };

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
    const maxDelay = options.maxReconnectDelayMs ?? REDIS_DEFAULTS.maxReconnectDelayMs;
    this.client = new Redis(options.url, {
      connectTimeout: options.connectTimeoutMs ?? REDIS_DEFAULTS.connectTimeoutMs,
      commandTimeout: options.commandTimeoutMs ?? REDIS_DEFAULTS.commandTimeoutMs,
      // A command in flight when the connection drops is retried once after reconnecting, within its timeout.
      maxRetriesPerRequest: 1,
      // Reconnect for ever with a capped backoff: a Redis restart must not need an app restart.
      retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), maxDelay),
      // Queue only until the first connection is up (the app issues commands while it starts);
      // afterwards a command during an outage fails at once instead of waiting for a reconnect.
      enableOfflineQueue: true,
      lazyConnect: false,
      // Commands issued in the same tick (many requests reading their sessions) share one round trip.
      enableAutoPipelining: true,
    });
    this.client.once('ready', () => {
      this.client.options.enableOfflineQueue = false;
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

  /** Every call to Redis goes through here: an outage becomes one clear, catalogued error. */
  private async send<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch (error) {
      throw isUnavailable(error) ? new CacheUnavailableError(error) : error;
    }
  }

  private decode(raw: string | null): Stored | undefined {
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as Stored;
    if (stored.e !== undefined && stored.e <= this.clock.now()) return undefined;
    return stored;
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    return this.decode(await this.send(this.client.get(this.key(key))))?.v as T | undefined;
  }

  /** Last shared read per key: reused while Redis answers the same text (bounded, oldest out). */
  private readonly sharedReads = new Map<string, { raw: string; stored: Stored }>();

  async getShared<T = unknown>(key: string): Promise<Readonly<T> | undefined> {
    const raw = await this.send(this.client.get(this.key(key)));
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
      await this.send(this.client.set(this.key(key), JSON.stringify({ v: value })));
      return;
    }
    const stored: Stored = { v: value, e: this.clock.now() + ttlMs };
    await this.send(this.client.set(this.key(key), JSON.stringify(stored), 'PX', Math.max(1, ttlMs) + BACKSTOP_MS));
  }

  async delete(...keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const values = await this.send(this.client.mget(keys.map((key) => this.key(key))));
    const live = values.filter((raw) => this.decode(raw) !== undefined).length;
    await this.send(this.client.del(...keys.map((key) => this.key(key))));
    return live;
  }

  async scan(prefix: string): Promise<string[]> {
    const found = new Set<string>();
    const pattern = `${escapeGlob(this.key(prefix))}*`;
    let cursor = '0';
    do {
      const [next, batch] = await this.send(this.client.scan(cursor, 'MATCH', pattern, 'COUNT', 500));
      cursor = next;
      if (batch.length === 0) continue;
      const values = await this.send(this.client.mget(batch));
      batch.forEach((key, i) => {
        if (this.decode(values[i]) !== undefined) found.add(key.slice(this.prefix.length));
      });
    } while (cursor !== '0');
    return [...found];
  }

  async increment(key: string, ttlMs?: number): Promise<number> {
    const run = (this.client as unknown as Scripts).cboIncrement;
    return Number(await this.send(run.call(this.client, this.key(key), this.clock.now(), ttlMs ?? -1, BACKSTOP_MS)));
  }

  async ttl(key: string): Promise<number | undefined> {
    const stored = this.decode(await this.send(this.client.get(this.key(key))));
    if (!stored) return undefined;
    return stored.e === undefined ? Number.POSITIVE_INFINITY : stored.e - this.clock.now();
  }

  async lock(name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
    const key = this.key(`lock:${name}`);
    const owner = randomUUID();
    const scripts = this.client as unknown as Scripts;
    const acquired = await this.send(
      scripts.cboAcquire.call(this.client, key, owner, this.clock.now(), ttlMs, BACKSTOP_MS),
    );
    if (Number(acquired) !== 1) return null;
    return async () => {
      await this.send(scripts.cboRelease.call(this.client, key, owner));
    };
  }

  async take<T = unknown>(key: string): Promise<T | undefined> {
    return this.decode(await this.send(this.client.getdel(this.key(key))))?.v as T | undefined;
  }

  async zadd(key: string, member: string, score: number): Promise<void> {
    await this.send(this.client.zadd(this.key(key), score, member));
  }

  async zrem(key: string, ...members: string[]): Promise<void> {
    if (members.length > 0) await this.send(this.client.zrem(this.key(key), ...members));
  }

  async zrange(key: string, options: { reverse?: boolean; offset?: number; limit?: number } = {}): Promise<string[]> {
    const start = options.offset ?? 0;
    const stop = options.limit === undefined ? -1 : start + options.limit - 1;
    if (options.reverse) return this.send(this.client.zrange(this.key(key), String(start), String(stop), 'REV'));
    return this.send(this.client.zrange(this.key(key), String(start), String(stop)));
  }

  async zcard(key: string): Promise<number> {
    return this.send(this.client.zcard(this.key(key)));
  }

  async zremRangeByScore(key: string, max: number): Promise<number> {
    return this.send(this.client.zremrangebyscore(this.key(key), '-inf', max));
  }

  async ping(): Promise<number> {
    const started = performance.now();
    await this.send(this.client.ping());
    return performance.now() - started;
  }

  async stats(): Promise<CacheStats> {
    // The default INFO sections leave command statistics out: ask for them beside.
    const [text, commands, dbSize] = await Promise.all([
      this.send(this.client.info()),
      this.send(this.client.info('commandstats')),
      this.send(this.client.dbsize()),
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
