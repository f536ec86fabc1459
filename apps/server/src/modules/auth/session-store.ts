import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { deepFreeze } from '../../lib/deep-freeze';
import type { SessionResolver, SessionUser } from '../../plugins/access';
import type { Cache } from '../../plugins/cache/cache';
import { reloadAuthz, type UserAuthz } from './authz.service';

export interface ClientInfo {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

/** What the cache holds per session: small, rewritten at most once a second. */
export interface StoredSession extends ClientInfo {
  tokenId: string;
  userId: number;
  userName: string;
  loginTime: number;
  lastAccess: number;
  expireTime: number;
  /** The authorisation epoch the rights were read at. */
  epoch: number;
  /** Content hash of the user's rights and profile, stored once under `authz:<id>`. */
  authzId: string;
}

/** A live session: its stored part joined with the (read-only) rights and profile. */
export type SessionRecord = StoredSession & Readonly<UserAuthz> & SessionUser;

/** Sessions resolved by the store are records; the guard lets the login routes read their profile. */
export function isSessionRecord(session: SessionUser): session is SessionRecord {
  return 'authzId' in session && 'profile' in session && 'roleDetails' in session;
}

export interface SessionOptions {
  ttlMs: number;
  /** Refresh when less than this remains (the reference: 20 of 30 minutes). */
  refreshBelowMs: number;
}

export const DEFAULT_SESSION_OPTIONS: SessionOptions = { ttlMs: 30 * 60_000, refreshBelowMs: 20 * 60_000 };

const EPOCH_KEY = 'authz:epoch';
const authzKey = (authzId: string) => `authz:${authzId}`;
/** Parsed rights by content hash: immutable, so safe to keep in process whatever the cache. */
const LOCAL_AUTHZ_MAX = 2_000;
const INDEX_KEY = 'session:index';
const sessionKey = (tokenId: string) => `session:${tokenId}`;
const userIndexKey = (userId: number) => `session:user:${userId}`;
/** Last-access writes are coalesced to one a second per session. */
const ACCESS_WRITE_MS = 1_000;

/** Recent token hashes: every request of a session hashes the same token. Bounded, oldest out. */
const tokenIds = new Map<string, string>();
const TOKEN_IDS_MAX = 10_000;

export function tokenIdOf(token: string): string {
  let tokenId = tokenIds.get(token);
  if (tokenId === undefined) {
    tokenId = createHash('sha256').update(token).digest('base64url');
    if (tokenIds.size >= TOKEN_IDS_MAX) tokenIds.delete(tokenIds.keys().next().value as string);
    tokenIds.set(token, tokenId);
  }
  return tokenId;
}

/**
 * Opaque random tokens mapped to sessions in the cache, with a 30-minute sliding expiry, a
 * per-user index and a global index ordered by last access (listing and revocation never scan).
 * A global authorisation epoch, bumped when roles, menus or users change, makes every session
 * re-read its rights on its next call.
 */
export class SessionStore implements SessionResolver {
  private readonly database: Database;
  private readonly cache: Cache;
  private readonly clock: Clock;
  private readonly options: SessionOptions;

  constructor({
    database,
    cache,
    clock,
    options = DEFAULT_SESSION_OPTIONS,
  }: {
    database: Database;
    cache: Cache;
    clock: Clock;
    options?: SessionOptions;
  }) {
    this.database = database;
    this.cache = cache;
    this.clock = clock;
    this.options = options;
  }

  async currentEpoch(): Promise<number> {
    return (await this.cache.getShared<number>(EPOCH_KEY)) ?? 0;
  }

  /** Call after any change to roles, menus, role grants, user roles or accounts. */
  async bumpEpoch(): Promise<void> {
    await this.cache.increment(EPOCH_KEY);
  }

  private readonly localAuthz = new Map<string, Readonly<UserAuthz>>();

  /** Stores rights under their content hash (shared by every session with the same rights). */
  private async storeAuthz(authz: UserAuthz): Promise<string> {
    const authzId = createHash('sha256').update(JSON.stringify(authz)).digest('base64url').slice(0, 22);
    await this.cache.set(authzKey(authzId), authz, this.options.ttlMs);
    this.remember(authzId, authz);
    return authzId;
  }

  private remember(authzId: string, authz: UserAuthz): Readonly<UserAuthz> {
    const frozen = deepFreeze(authz);
    if (this.localAuthz.size >= LOCAL_AUTHZ_MAX) this.localAuthz.delete(this.localAuthz.keys().next().value as string);
    this.localAuthz.set(authzId, frozen);
    return frozen;
  }

  private async loadAuthz(stored: StoredSession): Promise<Readonly<UserAuthz> | undefined> {
    const local = this.localAuthz.get(stored.authzId);
    if (local) return local;
    const cached = await this.cache.get<UserAuthz>(authzKey(stored.authzId));
    return cached ? this.remember(stored.authzId, cached) : undefined;
  }

  async create(authz: UserAuthz, client: ClientInfo): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const stored: StoredSession = {
      tokenId: tokenIdOf(token),
      userId: authz.userId,
      userName: authz.userName,
      ...client,
      loginTime: now,
      lastAccess: now,
      expireTime: now + this.options.ttlMs,
      epoch: await this.currentEpoch(),
      authzId: await this.storeAuthz(authz),
    };
    await this.cache.set(sessionKey(stored.tokenId), stored, this.options.ttlMs);
    await this.index(stored);
    await this.cache.zremRangeByScore(INDEX_KEY, now - this.options.ttlMs);
    return token;
  }

  private async index(record: StoredSession): Promise<void> {
    await this.cache.zadd(INDEX_KEY, record.tokenId, record.lastAccess);
    await this.cache.zadd(userIndexKey(record.userId), record.tokenId, record.lastAccess);
  }

  async resolve(token: string, _request?: FastifyRequest): Promise<SessionRecord | null> {
    return this.touch(tokenIdOf(token));
  }

  /** Loads a live session, refreshing its expiry and rights as needed; null when gone. */
  private async touch(tokenId: string): Promise<SessionRecord | null> {
    // Shared, frozen reads: a request that changes nothing parses and copies nothing.
    // Both reads at once: on Redis they share one round trip (auto-pipelining).
    const [shared, epoch] = await Promise.all([
      this.cache.getShared<StoredSession>(sessionKey(tokenId)),
      this.currentEpoch(),
    ]);
    if (!shared) return null;
    const now = this.clock.now();
    if (shared.expireTime <= now) {
      await this.drop(shared);
      return null;
    }
    const changes: Partial<StoredSession> = {};
    let authz = shared.epoch === epoch ? await this.loadAuthz(shared) : undefined;
    if (!authz) {
      // The rights changed (or their copy expired): read them again from the database.
      const fresh = await reloadAuthz(this.database, shared.userId);
      if (!fresh) {
        await this.drop(shared);
        return null;
      }
      changes.authzId = await this.storeAuthz(fresh);
      changes.userName = fresh.userName;
      changes.epoch = epoch;
      authz = this.localAuthz.get(changes.authzId) as Readonly<UserAuthz>;
    }
    if (shared.expireTime - now < this.options.refreshBelowMs) {
      changes.expireTime = now + this.options.ttlMs;
      // The shared rights copy lives as long as the longest session using it.
      await this.cache.set(authzKey(changes.authzId ?? shared.authzId), authz, this.options.ttlMs);
    }
    if (now - shared.lastAccess >= ACCESS_WRITE_MS) changes.lastAccess = now;
    if (Object.keys(changes).length === 0) return this.record(shared, authz);
    const stored: StoredSession = { ...shared, ...changes };
    if (changes.lastAccess !== undefined) await this.index(stored);
    await this.cache.set(sessionKey(tokenId), stored, stored.expireTime - now);
    return this.record(stored, authz);
  }

  /** Session records by their stored part: rebuilt only when the stored part or the rights change. */
  private readonly records = new WeakMap<StoredSession, { authz: Readonly<UserAuthz>; record: SessionRecord }>();

  private record(stored: StoredSession, authz: Readonly<UserAuthz>): SessionRecord {
    const known = this.records.get(stored);
    if (known?.authz === authz) return known.record;
    const record = Object.freeze({ ...authz, ...stored }) as SessionRecord;
    this.records.set(stored, { authz, record });
    return record;
  }

  private async drop(record: Pick<SessionRecord, 'tokenId' | 'userId'>): Promise<void> {
    await this.cache.delete(sessionKey(record.tokenId));
    await this.cache.zrem(INDEX_KEY, record.tokenId);
    await this.cache.zrem(userIndexKey(record.userId), record.tokenId);
  }

  /** Ends one session by its token id; answers the record it ended. */
  async revoke(tokenId: string): Promise<StoredSession | undefined> {
    const record = await this.cache.get<StoredSession>(sessionKey(tokenId));
    if (record) await this.drop(record);
    else await this.cache.zrem(INDEX_KEY, tokenId);
    return record;
  }

  async revokeToken(token: string): Promise<StoredSession | undefined> {
    return this.revoke(tokenIdOf(token));
  }

  /** The token ids of a user's live sessions, from the per-user index. */
  async userTokenIds(userId: number): Promise<string[]> {
    return this.cache.zrange(userIndexKey(userId));
  }

  /** Ends every session of a user through the per-user index. */
  async revokeUser(userId: number): Promise<number> {
    const tokenIds = await this.cache.zrange(userIndexKey(userId));
    for (const tokenId of tokenIds) await this.drop({ tokenId, userId });
    return tokenIds.length;
  }

  /**
   * Every live session with its department, most recently active first, filtered by exact IP
   * and user name: read through the global index, never by scanning keys.
   */
  async online(
    filter: { ipaddr?: string; userName?: string } = {},
  ): Promise<Array<StoredSession & { deptName: string }>> {
    const now = this.clock.now();
    await this.cache.zremRangeByScore(INDEX_KEY, now - this.options.ttlMs);
    const rows: Array<StoredSession & { deptName: string }> = [];
    for (const tokenId of await this.cache.zrange(INDEX_KEY, { reverse: true })) {
      const stored = await this.cache.get<StoredSession>(sessionKey(tokenId));
      if (!stored || stored.expireTime <= now) {
        await this.cache.zrem(INDEX_KEY, tokenId);
        continue;
      }
      if (filter.ipaddr && stored.ipaddr !== filter.ipaddr) continue;
      if (filter.userName && stored.userName !== filter.userName) continue;
      const authz = await this.loadAuthz(stored);
      rows.push({ ...stored, deptName: authz?.profile.dept?.deptName ?? '' });
    }
    return rows;
  }

  /** Live sessions, most recently active first, paged through the global index. */
  async list(offset = 0, limit = 20): Promise<{ total: number; rows: StoredSession[] }> {
    const now = this.clock.now();
    await this.cache.zremRangeByScore(INDEX_KEY, now - this.options.ttlMs);
    const tokenIds = await this.cache.zrange(INDEX_KEY, { reverse: true, offset, limit });
    const rows: StoredSession[] = [];
    for (const tokenId of tokenIds) {
      const record = await this.cache.get<StoredSession>(sessionKey(tokenId));
      if (record && record.expireTime > now) rows.push(record);
      else await this.cache.zrem(INDEX_KEY, tokenId);
    }
    return { total: await this.cache.zcard(INDEX_KEY), rows };
  }
}
