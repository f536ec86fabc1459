import { ENTRANT_ROLE, formatMessage, type Locale, type MessageKey, type MessageParams } from '@cbo/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { isBlacklisted, parseBlacklist } from '../../lib/ip-blacklist';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Cache } from '../../plugins/cache/cache';
import type { ConfigService } from '../system/config/config.service';
import { findUserForLogin, insertLoginLog, recordLogin, replacePasswordHash } from './auth.repository';
import { loadAuthz } from './authz.service';
import type { CaptchaService } from './captcha.service';
import type { ClientInfo, SessionStore } from './session-store';

export interface LoginInput {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

const retryKey = (userName: string) => `pwd_err_cnt:${userName}`;

/** Forgets an account's wrong-password count, which ends its lockout. */
export async function releaseLockout(cache: Cache, userName: string): Promise<void> {
  await cache.delete(retryKey(userName.trim()));
}

let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hashPassword('no-such-user-password');
  return dummy;
};

/** The reference's password login pipeline, with every attempt written to the login log. */
export class LoginService {
  constructor(
    private readonly database: Database,
    private readonly cache: Cache,
    private readonly clock: Clock,
    private readonly configs: ConfigService,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
  ) {}

  async login(input: LoginInput, client: ClientInfo, locale: Locale): Promise<string> {
    const userName = input.username.trim();
    const fail = async (key: MessageKey, params?: MessageParams): Promise<never> => {
      await this.log(userName, client, '1', formatMessage(key, locale, params));
      throw AppError.rule(key, params);
    };

    // Per client IP, before any other work; only the first refusal of a window is logged.
    const rate = await this.limiter.hit(client.ipaddr);
    if (rate === 'first-refusal') return fail('error.tooManyRequests');
    if (rate === 'refused') throw AppError.rule('error.tooManyRequests');

    if (await this.captcha.enabled()) {
      await this.captcha.verify(input.uuid, input.code).catch(async (error: unknown) => {
        if (error instanceof AppError && error.key) return fail(error.key);
        throw error;
      });
    }
    if (userName.length < 2 || userName.length > 20 || input.password.length < 5 || input.password.length > 20) {
      return fail('auth.badCredentials');
    }
    const blacklist = parseBlacklist((await this.configs.get('sys.login.blackIPList')) ?? '');
    if (isBlacklisted(blacklist, client.ipaddr)) return fail('auth.ipBlocked');

    const maxRetry = await this.configs.number('sys.login.maxRetryCount', 5, 1);
    const lockMinutes = await this.configs.number('sys.login.lockTime', 10, 1);
    const locked = { count: maxRetry, minutes: lockMinutes };
    // Checked before the password, so even the right one is refused while locked.
    if (((await this.cache.get<number>(retryKey(userName))) ?? 0) >= maxRetry) return fail('auth.locked', locked);

    const user = await findUserForLogin(this.database, userName);
    if (!user) {
      // Same work as a wrong password, so response times do not tell which user names exist.
      await verifyPassword(await dummyHash(), input.password);
      return this.wrongPassword(userName, maxRetry, lockMinutes, fail);
    }
    if (user.delFlag !== '0') return fail('auth.deleted');
    if (user.status !== '0') return fail('auth.disabled');

    const verdict = await verifyPassword(user.password, input.password);
    if (!verdict.ok) return this.wrongPassword(userName, maxRetry, lockMinutes, fail);
    await this.cache.delete(retryKey(userName));
    if (verdict.needsRehash) await replacePasswordHash(this.database, user.userId, await hashPassword(input.password));

    // Account states are told only to whoever knows the password, so they reveal nothing to guessers.
    if (user.regStatus === '1') return fail('auth.pendingReview');
    if (user.regStatus === '2') return fail('auth.reviewRejected');
    const authz = await loadAuthz(this.database, user);
    if (authz.roles.includes(ENTRANT_ROLE)) return fail('auth.entrantRefused');

    const loginDate = formatDateTime(this.clock.now());
    await recordLogin(this.database, user.userId, client.ipaddr, loginDate);
    const token = await this.sessions.create(
      { ...authz, profile: { ...authz.profile, loginIp: client.ipaddr, loginDate } },
      client,
    );
    await this.log(userName, client, '0', formatMessage('auth.loginOk', locale));
    return token;
  }

  private async wrongPassword(
    userName: string,
    maxRetry: number,
    lockMinutes: number,
    fail: (key: MessageKey, params?: MessageParams) => Promise<never>,
  ): Promise<never> {
    const lockMs = lockMinutes * 60_000;
    const count = await this.cache.increment(retryKey(userName), lockMs);
    if (count >= maxRetry) {
      // The lock lasts the full lock time from the last wrong attempt.
      await this.cache.set(retryKey(userName), count, lockMs);
      return fail('auth.locked', { count: maxRetry, minutes: lockMinutes });
    }
    return fail('auth.badCredentials');
  }

  async log(userName: string, client: ClientInfo, status: '0' | '1', msg: string): Promise<void> {
    await insertLoginLog(this.database, {
      userName: userName.slice(0, 50),
      ipaddr: client.ipaddr,
      loginLocation: client.loginLocation,
      browser: client.browser,
      os: client.os,
      status,
      msg: msg.slice(0, 255),
      loginTime: formatDateTime(this.clock.now()),
    });
  }
}
