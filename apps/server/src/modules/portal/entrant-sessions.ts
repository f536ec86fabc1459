import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { Cache } from '../../plugins/cache/cache';
import { tokenIdOf } from '../auth/session-store';

/** An entrant's portal session: valid only on routes of access mode `entrant` under /portal/. */
export interface EntrantSession {
  /** Hash of the token; the token itself is never stored. */
  tokenId: string;
  userId: number;
  userName: string;
  loginTime: number;
  expireTime: number;
  /** An initial (or reset) password to change before anything else on the portal. */
  pwdChangeRequired: boolean;
}

export interface EntrantSessionOptions {
  ttlMs: number;
  /** Refreshed when less than this remains. */
  refreshBelowMs: number;
}

/** Two hours, refreshed in its last hour: an entrant filling in a long form is not logged out. */
export const DEFAULT_ENTRANT_SESSION_OPTIONS: EntrantSessionOptions = {
  ttlMs: 2 * 3_600_000,
  refreshBelowMs: 3_600_000,
};

// Apart from the staff sessions (`session:`): a portal token never resolves as a staff one, nor
// the other way round.
const sessionKey = (tokenId: string) => `portal_session:${tokenId}`;
const userKey = (userId: number) => `portal_session:user:${userId}`;

/** Portal sessions in the cache (Redis with several instances), revocable one by one or per user. */
export class EntrantSessionStore {
  private readonly cache: Cache;
  private readonly clock: Clock;
  readonly options: EntrantSessionOptions;

  constructor({
    cache,
    clock,
    options = DEFAULT_ENTRANT_SESSION_OPTIONS,
  }: {
    cache: Cache;
    clock: Clock;
    options?: EntrantSessionOptions;
  }) {
    this.cache = cache;
    this.clock = clock;
    this.options = options;
  }

  async create(user: { userId: number; userName: string; pwdChangeRequired: boolean }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const session: EntrantSession = {
      tokenId: tokenIdOf(token),
      userId: user.userId,
      userName: user.userName,
      loginTime: now,
      expireTime: now + this.options.ttlMs,
      pwdChangeRequired: user.pwdChangeRequired,
    };
    await this.cache.set(sessionKey(session.tokenId), session, this.options.ttlMs);
    await this.cache.zadd(userKey(user.userId), session.tokenId, now);
    // Sessions whose refresh window has long gone are out of the user's index.
    await this.cache.zremRangeByScore(userKey(user.userId), now - 12 * this.options.ttlMs);
    return token;
  }

  /** The live session of a token (its expiry slid forward when due), or null. */
  async resolve(token: string): Promise<EntrantSession | null> {
    const session = await this.cache.getShared<EntrantSession>(sessionKey(tokenIdOf(token)));
    if (!session) return null;
    const now = this.clock.now();
    if (session.expireTime <= now) {
      await this.drop(session);
      return null;
    }
    if (session.expireTime - now >= this.options.refreshBelowMs) return session;
    const refreshed = { ...session, expireTime: now + this.options.ttlMs };
    await this.cache.set(sessionKey(session.tokenId), refreshed, this.options.ttlMs);
    return refreshed;
  }

  /** After a password change: this session goes on without the flag, the user's others end. */
  async passwordChanged(current: Pick<EntrantSession, 'tokenId' | 'userId'>): Promise<void> {
    for (const tokenId of await this.cache.zrange(userKey(current.userId))) {
      if (tokenId !== current.tokenId) await this.drop({ tokenId, userId: current.userId });
    }
    const stored = await this.cache.get<EntrantSession>(sessionKey(current.tokenId));
    if (stored) {
      const left = Math.max(1, stored.expireTime - this.clock.now());
      await this.cache.set(sessionKey(current.tokenId), { ...stored, pwdChangeRequired: false }, left);
    }
  }

  async revokeToken(token: string): Promise<void> {
    const session = await this.cache.get<EntrantSession>(sessionKey(tokenIdOf(token)));
    if (session) await this.drop(session);
  }

  /** Ends every portal session of a user (a disabled or deleted account, a password change). */
  async revokeUser(userId: number): Promise<void> {
    for (const tokenId of await this.cache.zrange(userKey(userId))) await this.cache.delete(sessionKey(tokenId));
    await this.cache.delete(userKey(userId));
  }

  private async drop(session: Pick<EntrantSession, 'tokenId' | 'userId'>): Promise<void> {
    await this.cache.delete(sessionKey(session.tokenId));
    await this.cache.zrem(userKey(session.userId), session.tokenId);
  }
}
