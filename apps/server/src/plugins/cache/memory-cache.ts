import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';
import type { Cache, CacheStats } from './cache';

interface Entry {
  value: unknown;
  expiresAt?: number;
  /** The parsed value, frozen, made on the first shared read (an entry is replaced, never changed). */
  shared?: unknown;
}

const COMMANDS = [
  'get',
  'getShared',
  'set',
  'delete',
  'scan',
  'increment',
  'ttl',
  'lock',
  'take',
  'zadd',
  'zrem',
  'zrange',
  'zcard',
  'zremRangeByScore',
] as const;

/** Single-instance cache. Values are stored as JSON so callers never share mutable objects. */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sorted = new Map<string, Map<string, number>>();
  /** Calls per method, for the cache monitor: a field increment per call. */
  private readonly calls: Record<(typeof COMMANDS)[number], number> = Object.fromEntries(
    COMMANDS.map((name) => [name, 0]),
  ) as Record<(typeof COMMANDS)[number], number>;
  private readonly startedAt: number;

  constructor(private readonly clock: Clock) {
    this.startedAt = clock.now();
  }

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
    this.calls.get++;
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.value as string) as T) : undefined;
  }

  async getShared<T = unknown>(key: string): Promise<Readonly<T> | undefined> {
    this.calls.getShared++;
    const entry = this.live(key);
    if (!entry) return undefined;
    entry.shared ??= deepFreeze(JSON.parse(entry.value as string));
    return entry.shared as Readonly<T>;
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    this.calls.set++;
    this.entries.set(key, {
      value: JSON.stringify(value),
      expiresAt: ttlMs === undefined ? undefined : this.clock.now() + ttlMs,
    });
  }

  async delete(...keys: string[]): Promise<number> {
    this.calls.delete++;
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  async scan(prefix: string): Promise<string[]> {
    this.calls.scan++;
    return [...this.entries.keys()].filter((key) => key.startsWith(prefix) && this.live(key));
  }

  async increment(key: string, ttlMs?: number): Promise<number> {
    this.calls.increment++;
    const entry = this.live(key);
    const next = (entry ? Number(JSON.parse(entry.value as string)) : 0) + 1;
    this.entries.set(key, {
      value: JSON.stringify(next),
      expiresAt: entry ? entry.expiresAt : ttlMs === undefined ? undefined : this.clock.now() + ttlMs,
    });
    return next;
  }

  async ttl(key: string): Promise<number | undefined> {
    this.calls.ttl++;
    const entry = this.live(key);
    if (!entry) return undefined;
    return entry.expiresAt === undefined ? Number.POSITIVE_INFINITY : entry.expiresAt - this.clock.now();
  }

  async lock(name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
    this.calls.lock++;
    const key = `lock:${name}`;
    if (this.live(key)) return null;
    const owner = randomUUID();
    await this.set(key, owner, ttlMs);
    return async () => {
      if ((await this.get(key)) === owner) this.entries.delete(key);
    };
  }

  async take<T = unknown>(key: string): Promise<T | undefined> {
    this.calls.take++;
    const entry = this.live(key);
    this.entries.delete(key);
    return entry ? (JSON.parse(entry.value as string) as T) : undefined;
  }

  async zadd(key: string, member: string, score: number): Promise<void> {
    this.calls.zadd++;
    let set = this.sorted.get(key);
    if (!set) {
      set = new Map();
      this.sorted.set(key, set);
    }
    set.set(member, score);
  }

  async zrem(key: string, ...members: string[]): Promise<void> {
    this.calls.zrem++;
    const set = this.sorted.get(key);
    if (!set) return;
    for (const member of members) set.delete(member);
    if (set.size === 0) this.sorted.delete(key);
  }

  async zrange(key: string, options: { reverse?: boolean; offset?: number; limit?: number } = {}): Promise<string[]> {
    this.calls.zrange++;
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
    this.calls.zcard++;
    return this.sorted.get(key)?.size ?? 0;
  }

  async zremRangeByScore(key: string, max: number): Promise<number> {
    this.calls.zremRangeByScore++;
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

  async stats(): Promise<CacheStats> {
    let bytes = 0;
    let expiring = 0;
    let values = 0;
    for (const [key, entry] of this.entries) {
      if (!this.live(key)) continue;
      values++;
      // UTF-16 strings: two bytes a character, the key and the JSON text.
      bytes += (key.length + (entry.value as string).length) * 2;
      if (entry.expiresAt !== undefined) expiring++;
    }
    let members = 0;
    for (const [key, set] of this.sorted) {
      members += set.size;
      bytes += key.length * 2;
      for (const member of set.keys()) bytes += member.length * 2 + 8;
    }
    return {
      info: {
        cache_kind: 'in-process',
        keys: String(values),
        expiring_keys: String(expiring),
        sorted_sets: String(this.sorted.size),
        sorted_set_members: String(members),
        used_memory: String(bytes),
        uptime_in_seconds: String(Math.max(0, Math.floor((this.clock.now() - this.startedAt) / 1000))),
      },
      dbSize: values + this.sorted.size,
      commandStats: COMMANDS.map((name) => ({ name, value: this.calls[name] })).filter((stat) => stat.value > 0),
    };
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.sorted.clear();
  }
}
