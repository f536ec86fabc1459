import { ENTRANT_ROLE, formatMessage, type Locale, type MessageKey, type MessageParams } from '@cbo/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { isBlacklisted, parseBlacklist } from '../../lib/ip-blacklist';
import { hashPassword, verifyPassword } from '../../lib/password';
import { RateLimiter } from '../../lib/rate-limit';
import type { Cache } from '../../plugins/cache/cache';
import type { AppContext } from '../module';
import type { EntrantSessionStore } from '../portal/entrant-sessions';
import type { ConfigService } from '../system/config/config.service';
import { findUserForLogin, insertLoginLog, recordLogin, replacePasswordHash, type UserRow } from './auth.repository';
import { loadAuthz } from './authz.service';
import type { CaptchaService } from './captcha.service';
import type { ClientInfo, SessionStore } from './session-store';

/** Who a login is for: the back office (staff) or the entrant portal (role participants only). */
export type Audience = 'staff' | 'entrant';

export interface LoginInput {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

/** Writes the attempt to the login log as a failure, then throws the refusal. */
export type Refuse = (key: MessageKey, params?: MessageParams) => Promise<never>;

/** One login attempt: who it is logged as, where it comes from, and how it is refused. */
export interface LoginAttempt {
  /** The name in the login log (a user name, or a masked mobile number nobody holds). */
  logName: string;
  /** Cache key of the account's wrong-secret counter, from every address (slows the account down). */
  retryKey: string;
  /** Cache key of the wrong-secret counter of this account from this client address (locks the pair). */
  pairKey: string;
  client: ClientInfo;
  locale: Locale;
  refuse: Refuse;
}

export interface LockoutPolicy {
  maxRetry: number;
  lockMinutes: number;
  /**
   * The account reached maxRetry wrong secrets from all addresses together: a password login
   * must solve a captcha even with the captcha switch off (a slow-down for everyone, not a lock).
   */
  suspect: boolean;
}

/** The wrong-secret counter of an account: wrong passwords and wrong SMS codes count alike. */
const retryKey = (userName: string) => `pwd_err_cnt:${userName}`;

/**
 * The lock is per account AND client address, so a stranger's five wrong guesses never lock the
 * owner out elsewhere. The counter key is encoded, so one account's prefix never matches another's.
 */
const PAIR_PREFIX = 'pwd_err_ip:';
const pairPrefix = (counterKey: string) => `${PAIR_PREFIX}${encodeURIComponent(counterKey)}:`;
const pairKey = (counterKey: string, ipaddr: string) => `${pairPrefix(counterKey)}${ipaddr}`;

/** Forgets an account's wrong-password counts, which ends its lock at every address and its slow-down. */
export async function releaseLockout(cache: Cache, userName: string): Promise<void> {
  const key = retryKey(userName.trim());
  await cache.delete(key, ...(await cache.scan(pairPrefix(key))));
}

/**
 * One budget per client IP for password logins, SMS logins and registrations (spec: rate limits
 * on login). It lives in the shared cache, so every limiter made here counts against the same one.
 */
export function loginAttempts(ctx: Pick<AppContext, 'cache' | 'config'>): RateLimiter {
  return new RateLimiter({ cache: ctx.cache, name: 'login', max: ctx.config.loginRateLimit });
}

export function createLoginService(ctx: AppContext): LoginService {
  const { database, cache, clock, configs, captcha, sessions, entrants } = ctx;
  return new LoginService({
    database,
    cache,
    clock,
    configs,
    captcha,
    sessions,
    entrants,
    limiter: loginAttempts(ctx),
  });
}

let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hashPassword('no-such-user-password');
  return dummy;
};

/**
 * The reference's password login pipeline, with every attempt written to the login log. Its
 * refusals (rate limit, blacklist, lockout) and the account checks after the credential are
 * shared with SMS login.
 */
export class LoginService {
  private readonly database: Database;
  private readonly cache: Cache;
  private readonly clock: Clock;
  private readonly configs: ConfigService;
  private readonly captcha: CaptchaService;
  private readonly sessions: SessionStore;
  private readonly entrants: EntrantSessionStore;
  private readonly limiter: RateLimiter;

  constructor({
    database,
    cache,
    clock,
    configs,
    captcha,
    sessions,
    entrants,
    limiter,
  }: {
    database: Database;
    cache: Cache;
    clock: Clock;
    configs: ConfigService;
    captcha: CaptchaService;
    sessions: SessionStore;
    entrants: EntrantSessionStore;
    limiter: RateLimiter;
  }) {
    this.database = database;
    this.cache = cache;
    this.clock = clock;
    this.configs = configs;
    this.captcha = captcha;
    this.sessions = sessions;
    this.entrants = entrants;
    this.limiter = limiter;
  }

  attempt(logName: string, client: ClientInfo, locale: Locale, counterKey = retryKey(logName)): LoginAttempt {
    return {
      logName,
      retryKey: counterKey,
      pairKey: pairKey(counterKey, client.ipaddr),
      client,
      locale,
      refuse: async (key, params) => {
        await this.log(logName, client, '1', formatMessage(key, locale, params));
        throw AppError.rule(key, params);
      },
    };
  }

  /** Per client IP, before any other work; only the first refusal of a window is logged. */
  async throttle(attempt: LoginAttempt): Promise<void> {
    const rate = await this.limiter.hit(attempt.client.ipaddr);
    if (rate === 'first-refusal') return attempt.refuse('error.tooManyRequests');
    if (rate === 'refused') throw AppError.rule('error.tooManyRequests');
  }

  /**
   * The IP blacklist, then the lock of this account at this address, checked before the secret so
   * even the right one is refused while locked; tells whether the account is slowed down.
   */
  async screen(attempt: LoginAttempt): Promise<LockoutPolicy> {
    const blacklist = parseBlacklist((await this.configs.get('sys.login.blackIPList')) ?? '');
    if (isBlacklisted(blacklist, attempt.client.ipaddr)) return attempt.refuse('auth.ipBlocked');
    const maxRetry = await this.configs.number('sys.login.maxRetryCount', 5, 1);
    const lockMinutes = await this.configs.number('sys.login.lockTime', 10, 1);
    if (((await this.cache.get<number>(attempt.pairKey)) ?? 0) >= maxRetry) {
      return attempt.refuse('auth.locked', { count: maxRetry, minutes: lockMinutes });
    }
    const suspect = ((await this.cache.get<number>(attempt.retryKey)) ?? 0) >= maxRetry;
    return { maxRetry, lockMinutes, suspect };
  }

  /**
   * Counts a wrong secret for the pair and for the account; refuses with the lock when the pair
   * reaches the limit, else with `wrong`.
   */
  async wrongSecret(attempt: LoginAttempt, policy: LockoutPolicy, wrong: MessageKey): Promise<never> {
    const lockMs = policy.lockMinutes * 60_000;
    // The account's count lives on while wrong secrets keep coming from anywhere.
    await this.cache.set(attempt.retryKey, await this.cache.increment(attempt.retryKey, lockMs), lockMs);
    const count = await this.cache.increment(attempt.pairKey, lockMs);
    if (count >= policy.maxRetry) {
      // The lock lasts the full lock time from the last wrong attempt.
      await this.cache.set(attempt.pairKey, count, lockMs);
      return attempt.refuse('auth.locked', { count: policy.maxRetry, minutes: policy.lockMinutes });
    }
    return attempt.refuse(wrong);
  }

  async rightSecret(attempt: LoginAttempt): Promise<void> {
    await this.cache.delete(attempt.retryKey, attempt.pairKey);
  }

  /** The captcha of a password login; its refusals go to the login log like the others. */
  private async solveCaptcha(attempt: LoginAttempt, input: LoginInput): Promise<void> {
    await this.captcha.verify(input.uuid, input.code).catch(async (error: unknown) => {
      if (error instanceof AppError && error.key) return attempt.refuse(error.key);
      throw error;
    });
  }

  async login(input: LoginInput, client: ClientInfo, locale: Locale, audience: Audience = 'staff'): Promise<string> {
    const userName = input.username.trim();
    const attempt = this.attempt(userName, client, locale);
    const { refuse } = attempt;
    await this.throttle(attempt);

    const captchaOn = await this.captcha.enabled();
    if (captchaOn) await this.solveCaptcha(attempt, input);
    if (userName.length < 2 || userName.length > 20 || input.password.length < 5 || input.password.length > 20) {
      return refuse('auth.badCredentials');
    }
    const policy = await this.screen(attempt);
    // Guessed at from many addresses: each further try costs a captcha, switch or no switch.
    if (policy.suspect && !captchaOn) await this.solveCaptcha(attempt, input);

    const user = await findUserForLogin(this.database, userName);
    if (!user) {
      // Same work as a wrong password, so response times do not tell which user names exist.
      await verifyPassword(await dummyHash(), input.password);
      return this.wrongSecret(attempt, policy, 'auth.badCredentials');
    }
    const verdict = await verifyPassword(user.password, input.password);
    if (!verdict.ok) return this.wrongSecret(attempt, policy, 'auth.badCredentials');
    await this.rightSecret(attempt);
    if (verdict.needsRehash) await replacePasswordHash(this.database, user.userId, await hashPassword(input.password));
    return this.admit(user, attempt, audience);
  }

  /**
   * Everything after a right credential, for every way of logging in: account states (told only
   * to whoever holds the credential, so they reveal nothing to guessers), the audience check
   * (entrants only on the portal, staff only in the back office), the login record, the session
   * (a portal session for entrants) and the login log.
   */
  async admit(user: UserRow, attempt: LoginAttempt, audience: Audience = 'staff'): Promise<string> {
    const { refuse, client } = attempt;
    if (user.delFlag !== '0') return refuse('auth.deleted');
    if (user.status !== '0') return refuse('auth.disabled');
    if (user.regStatus === '1') return refuse('auth.pendingReview');
    if (user.regStatus === '2') return refuse('auth.reviewRejected');
    const authz = await loadAuthz(this.database, user);
    const entrant = authz.roles.includes(ENTRANT_ROLE);
    if (audience === 'staff' && entrant) return refuse('auth.entrantRefused');
    if (audience === 'entrant' && !entrant) return refuse('portal.notEntrant');

    const loginDate = formatDateTime(this.clock.now());
    await recordLogin(this.database, user.userId, client.ipaddr, loginDate);
    const token =
      audience === 'entrant'
        ? await this.entrants.create({
            userId: user.userId,
            userName: user.userName,
            pwdChangeRequired: authz.pwdChangeRequired,
          })
        : await this.sessions.create(
            { ...authz, profile: { ...authz.profile, loginIp: client.ipaddr, loginDate } },
            client,
          );
    await this.log(attempt.logName, client, '0', formatMessage('auth.loginOk', attempt.locale));
    return token;
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
