import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { SessionResolver, SessionUser } from '../../plugins/access';
import type { Cache } from '../../plugins/cache/cache';
import { reloadAuthz, type UserAuthz } from './authz.service';

export interface ClientInfo {
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

export interface SessionRecord extends SessionUser, ClientInfo {
  nickName: string;
  roleDetails: UserAuthz['roleDetails'];
  roleDepts: UserAuthz['roleDepts'];
  loginTime: number;
  lastAccess: number;
  expireTime: number;
  /** The authorisation epoch the rights were read at. */
  epoch: number;
}

export interface SessionOptions {
  ttlMs: number;
  /** Refresh when less than this remains (the reference: 20 of 30 minutes). */
  refreshBelowMs: number;
}

export const DEFAULT_SESSION_OPTIONS: SessionOptions = { ttlMs: 30 * 60_000, refreshBelowMs: 20 * 60_000 };

const EPOCH_KEY = 'authz:epoch';
const INDEX_KEY = 'session:index';
const sessionKey = (tokenId: string) => `session:${tokenId}`;
const userIndexKey = (userId: number) => `session:user:${userId}`;
/** Last-access writes are coalesced to one a second per session. */
const ACCESS_WRITE_MS = 1_000;

export function tokenIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Opaque random tokens mapped to sessions in the cache, with a 30-minute sliding expiry, a
 * per-user index and a global index ordered by last access (listing and revocation never scan).
 * A global authorisation epoch, bumped when roles, menus or users change, makes every session
 * re-read its rights on its next call.
 */
export class SessionStore implements SessionResolver {
  constructor(
    private readonly database: Database,
    private readonly cache: Cache,
    private readonly clock: Clock,
    private readonly options: SessionOptions = DEFAULT_SESSION_OPTIONS,
  ) {}

  async currentEpoch(): Promise<number> {
    return (await this.cache.get<number>(EPOCH_KEY)) ?? 0;
  }

  /** Call after any change to roles, menus, role grants, user roles or accounts. */
  async bumpEpoch(): Promise<void> {
    await this.cache.increment(EPOCH_KEY);
  }

  async create(authz: UserAuthz, client: ClientInfo): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const record: SessionRecord = {
      tokenId: tokenIdOf(token),
      userId: authz.userId,
      userName: authz.userName,
      nickName: authz.nickName,
      deptId: authz.deptId,
      roles: authz.roles,
      permissions: authz.permissions,
      permVersion: authz.permVersion,
      roleDetails: authz.roleDetails,
      roleDepts: authz.roleDepts,
      ...client,
      loginTime: now,
      lastAccess: now,
      expireTime: now + this.options.ttlMs,
      epoch: await this.currentEpoch(),
    };
    await this.cache.set(sessionKey(record.tokenId), record, this.options.ttlMs);
    await this.index(record);
    await this.cache.zremRangeByScore(INDEX_KEY, now - this.options.ttlMs);
    return token;
  }

  private async index(record: SessionRecord): Promise<void> {
    await this.cache.zadd(INDEX_KEY, record.tokenId, record.lastAccess);
    await this.cache.zadd(userIndexKey(record.userId), record.tokenId, record.lastAccess);
  }

  async resolve(token: string, _request?: FastifyRequest): Promise<SessionRecord | null> {
    return this.touch(tokenIdOf(token));
  }

  /** Loads a live session, refreshing its expiry and rights as needed; null when gone. */
  private async touch(tokenId: string): Promise<SessionRecord | null> {
    const record = await this.cache.get<SessionRecord>(sessionKey(tokenId));
    if (!record) return null;
    const now = this.clock.now();
    if (record.expireTime <= now) {
      await this.drop(record);
      return null;
    }
    let dirty = false;
    const epoch = await this.currentEpoch();
    if (record.epoch !== epoch) {
      const authz = await reloadAuthz(this.database, record.userId);
      if (!authz) {
        await this.drop(record);
        return null;
      }
      Object.assign(record, {
        userName: authz.userName,
        nickName: authz.nickName,
        deptId: authz.deptId,
        roles: authz.roles,
        permissions: authz.permissions,
        permVersion: authz.permVersion,
        roleDetails: authz.roleDetails,
        roleDepts: authz.roleDepts,
        epoch,
      });
      dirty = true;
    }
    if (record.expireTime - now < this.options.refreshBelowMs) {
      record.expireTime = now + this.options.ttlMs;
      dirty = true;
    }
    if (now - record.lastAccess >= ACCESS_WRITE_MS) {
      record.lastAccess = now;
      await this.index(record);
      dirty = true;
    }
    if (dirty) await this.cache.set(sessionKey(tokenId), record, record.expireTime - now);
    return record;
  }

  private async drop(record: Pick<SessionRecord, 'tokenId' | 'userId'>): Promise<void> {
    await this.cache.delete(sessionKey(record.tokenId));
    await this.cache.zrem(INDEX_KEY, record.tokenId);
    await this.cache.zrem(userIndexKey(record.userId), record.tokenId);
  }

  /** Ends one session by its token id; answers the record it ended. */
  async revoke(tokenId: string): Promise<SessionRecord | undefined> {
    const record = await this.cache.get<SessionRecord>(sessionKey(tokenId));
    if (record) await this.drop(record);
    else await this.cache.zrem(INDEX_KEY, tokenId);
    return record;
  }

  async revokeToken(token: string): Promise<SessionRecord | undefined> {
    return this.revoke(tokenIdOf(token));
  }

  /** Ends every session of a user through the per-user index. */
  async revokeUser(userId: number): Promise<number> {
    const tokenIds = await this.cache.zrange(userIndexKey(userId));
    for (const tokenId of tokenIds) await this.drop({ tokenId, userId });
    return tokenIds.length;
  }

  /** Live sessions, most recently active first, paged through the global index. */
  async list(offset = 0, limit = 20): Promise<{ total: number; rows: SessionRecord[] }> {
    const now = this.clock.now();
    await this.cache.zremRangeByScore(INDEX_KEY, now - this.options.ttlMs);
    const tokenIds = await this.cache.zrange(INDEX_KEY, { reverse: true, offset, limit });
    const rows: SessionRecord[] = [];
    for (const tokenId of tokenIds) {
      const record = await this.cache.get<SessionRecord>(sessionKey(tokenId));
      if (record && record.expireTime > now) rows.push(record);
      else await this.cache.zrem(INDEX_KEY, tokenId);
    }
    return { total: await this.cache.zcard(INDEX_KEY), rows };
  }
}
