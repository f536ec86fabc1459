/**
 * Cache, sessions and locks (docs/architecture.md#cache-sessions-and-redis): in-process by default, Redis with
 * REDIS_URL. Expiry is judged against the injectable clock; a native TTL is only a backstop.
 */
/** What the cache monitor shows: the reference's INFO map, key count and command calls. */
export interface CacheStats {
  /** Redis: its INFO fields; in-process: the figures it keeps (entries, bytes, uptime). */
  info: Record<string, string>;
  /** Keys held (Redis: DBSIZE; in-process: values and sorted sets). */
  dbSize: number;
  /** Calls per command since start (Redis: INFO commandstats; in-process: its own counters). */
  commandStats: Array<{ name: string; value: number }>;
}

export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T = unknown>(key: string): Promise<T | undefined>;
  /**
   * The value deeply frozen, and the same object for as long as the stored value is unchanged:
   * for values read on every request (sessions), where a fresh parse per read is the cost.
   */
  getShared<T = unknown>(key: string): Promise<Readonly<T> | undefined>;
  /** ttlMs undefined = no expiry. */
  set(key: string, value: unknown, ttlMs?: number): Promise<void>;
  delete(...keys: string[]): Promise<number>;
  /** Keys starting with `prefix` (never KEYS on Redis). */
  scan(prefix: string): Promise<string[]>;
  /** Atomic increment; the expiry is set when the counter is created (fixed window). */
  increment(key: string, ttlMs?: number): Promise<number>;
  /** Remaining life in ms; undefined when missing, Infinity when it never expires. */
  ttl(key: string): Promise<number | undefined>;
  /** Exclusive lock; resolves to a release function, or null when another holder has it. */
  lock(name: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
  /** Reads and deletes in one step (single-use values such as captcha answers). */
  take<T = unknown>(key: string): Promise<T | undefined>;
  /** Sorted sets, for indexes (sessions by last access). Scores are numbers, members strings. */
  zadd(key: string, member: string, score: number): Promise<void>;
  zrem(key: string, ...members: string[]): Promise<void>;
  /** Members by ascending score (descending with `reverse`), paged. */
  zrange(key: string, options?: { reverse?: boolean; offset?: number; limit?: number }): Promise<string[]>;
  zcard(key: string): Promise<number>;
  /** Removes the members whose score is at most `max`; answers how many. */
  zremRangeByScore(key: string, max: number): Promise<number>;
  ping(): Promise<number>;
  /** Figures for the cache monitor. */
  stats(): Promise<CacheStats>;
  close(): Promise<void>;
}
