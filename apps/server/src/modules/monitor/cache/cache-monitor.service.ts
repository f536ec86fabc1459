import { CACHE_NAMES, type CacheName, type CacheNameEntry, type CacheSummary } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import type { Cache } from '../../../plugins/cache/cache';
import type { SessionStore } from '../../auth/session-store';

const SESSION_PREFIX = 'session:';

/**
 * The key prefixes behind each cache name (the SMS codes keep a "latest code of a number" key
 * beside each code). Keys that are indexes or counters others rely on are never listed nor
 * deleted here: the session indexes (sorted sets, which scans do not return anyway) and the
 * rights epoch (deleting it would let a session keep rights read before a later change).
 */
const PREFIXES: Record<CacheName, readonly string[]> = {
  'session:': [SESSION_PREFIX],
  'authz:': ['authz:'],
  'sys_config:': ['sys_config:'],
  'sys_dict:': ['sys_dict:'],
  'captcha_codes:': ['captcha_codes:'],
  'sms_code:': ['sms_code:', 'sms_code_latest:'],
  'rate_limit:': ['rate_limit:'],
  'pwd_err_cnt:': ['pwd_err_cnt:'],
};
const PROTECTED = new Set(['authz:epoch', 'session:index']);
const isProtected = (key: string) => PROTECTED.has(key) || key.startsWith('session:user:');

/** Keys listed per name at most (a listing, not an export). */
const MAX_KEYS = 5_000;

/**
 * The cache list of the reference (docs/wire-contract.md 3.9, 9.1) over our own keys, on either cache. Reads
 * use SCAN (never KEYS); clearing sessions goes through the session store, so the session
 * indexes stay coherent with the sessions that remain.
 */
export class CacheMonitor {
  private readonly cache: Cache;
  private readonly sessions: SessionStore;

  constructor({
    cache,
    sessions,
  }: {
    cache: Cache;
    sessions: SessionStore;
  }) {
    this.cache = cache;
    this.sessions = sessions;
  }

  names(): CacheNameEntry[] {
    return CACHE_NAMES.map(({ cacheName, remark }) => ({ cacheName, remark, cacheKey: '', cacheValue: '' }));
  }

  /** The cache name a key belongs to, if it is one this page may show and delete. */
  nameOf(key: string): CacheName | undefined {
    if (isProtected(key)) return undefined;
    return CACHE_NAMES.find(({ cacheName }) => PREFIXES[cacheName].some((prefix) => key.startsWith(prefix)))?.cacheName;
  }

  async keys(name: CacheName): Promise<string[]> {
    const found: string[] = [];
    for (const prefix of PREFIXES[name]) found.push(...(await this.cache.scan(prefix)));
    return found
      .filter((key) => this.nameOf(key) === name)
      .sort()
      .slice(0, MAX_KEYS);
  }

  async value(name: CacheName, key: string): Promise<{ cacheName: string; cacheKey: string; cacheValue: string }> {
    if (this.nameOf(key) !== name) throw AppError.rule('cache.keyUnlisted', { key, name });
    const value = await this.cache.get(key);
    if (value === undefined) throw AppError.rule('cache.keyGone', { key });
    return { cacheName: name, cacheKey: key, cacheValue: JSON.stringify(value) };
  }

  async clearName(name: CacheName): Promise<number> {
    const keys = await this.keys(name);
    if (name === 'session:') {
      for (const key of keys) await this.sessions.revoke(key.slice(SESSION_PREFIX.length));
      return keys.length;
    }
    return keys.length > 0 ? this.cache.delete(...keys) : 0;
  }

  async clearKey(key: string): Promise<void> {
    const name = this.nameOf(key);
    if (!name) throw AppError.rule('cache.keyUnlisted', { key, name: CACHE_NAMES.map((n) => n.cacheName).join(' ') });
    if (name === 'session:') await this.sessions.revoke(key.slice(SESSION_PREFIX.length));
    else await this.cache.delete(key);
  }

  /** Every listed name: every session ends, the caller's included. */
  async clearAll(): Promise<void> {
    for (const { cacheName } of CACHE_NAMES) await this.clearName(cacheName);
  }

  async summary(): Promise<CacheSummary> {
    const stats = await this.cache.stats();
    const keyCounts = [];
    for (const { cacheName, remark } of CACHE_NAMES) {
      keyCounts.push({ cacheName, remark, keys: (await this.keys(cacheName)).length });
    }
    const commandStats = [...stats.commandStats].sort((a, b) => b.value - a.value);
    return { kind: this.cache.kind, info: stats.info, dbSize: stats.dbSize, commandStats, keyCounts };
  }
}
