import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';
import type { Cache } from './cache';

interface Entry {
  value: unknown;
  expiresAt?: number;
  /** The parsed value, frozen, made on the first shared read (an entry is replaced, never changed). */
  shared?: unknown;
}

/** Single-instance cache. Values are stored as JSON so callers never share mutable objects. */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sorted = new Map<string, Map<string, number>>();

  constructor(private readonly clock: Clock) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.value as string) as T) : undefined;
  }

  async getShared<T = unknown>(key: string): Promise<Readonly<T> | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    entry.shared ??= deepFreeze(JSON.parse(entry.value as string));
    return entry.shared as Readonly<T>;
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    this.entries.set(key, {
      value: JSON.stringify(value),
      expiresAt: ttlMs === undefined ? undefined : this.clock.now() + ttlMs,
    });
  }

  async delete(...keys: string[]): Promise<number> {
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  async scan(prefix: string): Promise<string[]> {
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
  }

  async increment(key: string, ttlMs?: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(JSON.parse(entry.value as string)) : 0) + 1;
    this.entries.set(key, {
      value: JSON.stringify(next),
      expiresAt: entry ? entry.expiresAt : ttlMs === undefined ? undefined : this.clock.now() + ttlMs,
    });
    return next;
  }

  async ttl(key: string): Promise<number | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    return entry.expiresAt === undefined ? Number.POSITIVE_INFINITY : entry.expiresAt - this.clock.now();
  }

  async lock(name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
    const key = `lock:${name}`;
    if (this.live(key)) return null;
    const owner = randomUUID();
    await this.set(key, owner, ttlMs);
    return async () => {
      if ((await this.get(key)) === owner) this.entries.delete(key);
    };
  }

  async take<T = unknown>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry ? (JSON.parse(entry.value as string) as T) : undefined;
  }

  async zadd(key: string, member: string, score: number): Promise<void> {
    let set = this.sorted.get(key);
    if (!set) {
      set = new Map();
      this.sorted.set(key, set);
    }
    set.set(member, score);
  }

  async zrem(key: string, ...members: string[]): Promise<void> {
    const set = this.sorted.get(key);
    if (!set) return;
    for (const member of members) set.delete(member);
    if (set.size === 0) this.sorted.delete(key);
  }

  async zrange(key: string, options: { reverse?: boolean; offset?: number; limit?: number } = {}): Promise<string[]> {
    const set = this.sorted.get(key);
    if (!set) return [];
    // Ties are ordered by member, as Redis orders them.
    const ordered = [...set.entries()].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    if (options.reverse) ordered.reverse();
    const offset = options.offset ?? 0;
    const end = options.limit === undefined ? undefined : offset + options.limit;
    return ordered.slice(offset, end).map(([member]) => member);
  }

  async zcard(key: string): Promise<number> {
    return this.sorted.get(key)?.size ?? 0;
  }

  async zremRangeByScore(key: string, max: number): Promise<number> {
    const set = this.sorted.get(key);
    if (!set) return 0;
    let removed = 0;
    for (const [member, score] of set) {
      if (score <= max) {
        set.delete(member);
        removed++;
      }
    }
    if (set.size === 0) this.sorted.delete(key);
    return removed;
  }

  async ping(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.sorted.clear();
  }
}
