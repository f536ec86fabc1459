import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { RateLimiter } from '../../lib/rate-limit';
import type { Cache } from '../../plugins/cache/cache';
import { CaptchaGate, type CaptchaProof } from '../auth/captcha.service';
import type { AppContext } from '../module';
import type { ConfigService } from '../system/config/config.service';
import { findActiveUserIdByMobile, findLiveUserByMobile } from './sms.repository';
import { SmsCodeStore } from './sms-code.store';
import type { SmsPurpose } from './sms-provider';
import type { SmsSender } from './sms-sender';

/** One code per number per minute, ten per number per calendar day (server time zone). */
/** The user of a registration code: no account holds the number yet. */
export const REGISTRATION_CODE_USER = 0;
export const SMS_MOBILE_PER_MINUTE = 1;
export const SMS_MOBILE_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

/** sys.account.smsLoginEnabled: both SMS endpoints refuse while it is off. */
export function smsLoginEnabled(configs: ConfigService): Promise<boolean> {
  return configs.flag('sys.account.smsLoginEnabled', false);
}

export interface SmsCodeOptions {
  /** Template code of the login-code message. */
  template: string;
  /** Code requests per client IP per minute; 0 turns the limit off. */
  ipPerMinute: number;
}

/**
 * POST /sms/code. Whoever asks gets a uuid and nothing else: the answer, and the work done before
 * it, are the same whether or not the number belongs to an active back-office user, and the
 * message is sent in the background, so the provider's verdict never reaches the caller.
 */
export class SmsCodeService {
  private readonly perIp: RateLimiter;
  private readonly perMobile: RateLimiter;
  private readonly perMobileDaily: RateLimiter;

  private readonly database: Database;
  private readonly clock: Clock;
  private readonly configs: ConfigService;
  private readonly store: SmsCodeStore;
  private readonly sender: SmsSender;
  private readonly options: SmsCodeOptions;
  private readonly gate?: CaptchaGate;

  constructor({
    database,
    cache,
    clock,
    configs,
    store,
    sender,
    options,
    gate,
  }: {
    database: Database;
    cache: Cache;
    clock: Clock;
    configs: ConfigService;
    store: SmsCodeStore;
    sender: SmsSender;
    options: SmsCodeOptions;
    gate?: CaptchaGate;
  }) {
    this.database = database;
    this.clock = clock;
    this.configs = configs;
    this.store = store;
    this.sender = sender;
    this.options = options;
    this.gate = gate;
    this.perIp = new RateLimiter({ cache, name: 'sms_code_ip', max: options.ipPerMinute });
    this.perMobile = new RateLimiter({ cache, name: 'sms_code_mobile', max: SMS_MOBILE_PER_MINUTE, windowMs: 60_000 });
    this.perMobileDaily = new RateLimiter({ cache, name: 'sms_code_day', max: SMS_MOBILE_PER_DAY, windowMs: DAY_MS });
  }

  /** A login code for an active account of the audience (staff in the back office, entrants on the portal). */
  async request(
    mobile: string,
    ipaddr: string,
    audience: 'staff' | 'entrant' = 'staff',
    proof: CaptchaProof = {},
  ): Promise<string> {
    if (!(await smsLoginEnabled(this.configs))) throw AppError.rule('sms.loginDisabled');
    await this.limit(mobile, ipaddr, proof);
    const userId = await findActiveUserIdByMobile(this.database, mobile, audience);
    return this.issue(mobile, userId, 'login_code');
  }

  /**
   * A registration code (the portal's entrant registration) for a number no account holds; the
   * code's user is 0. For a held number the answer is the same and nothing is sent.
   */
  async requestForRegistration(mobile: string, ipaddr: string, proof: CaptchaProof = {}): Promise<string> {
    await this.limit(mobile, ipaddr, proof);
    const held = await findLiveUserByMobile(this.database, mobile);
    return this.issue(mobile, held ? undefined : REGISTRATION_CODE_USER, 'register_code');
  }

  private async limit(mobile: string, ipaddr: string, proof: CaptchaProof): Promise<void> {
    await this.perIp.check(ipaddr);
    // Past the first few codes from an address, each one costs a captcha (SMS pumping).
    await this.gate?.pass(ipaddr, proof);
    const subject = this.store.mobileKey(mobile);
    await this.perMobile.check(subject);
    // The day is part of the key, so a new calendar day starts a new count.
    await this.perMobileDaily.check(`${formatDateTime(this.clock.now()).slice(0, 10)}:${subject}`);
  }

  private async issue(mobile: string, userId: number | undefined, purpose: SmsPurpose): Promise<string> {
    const { uuid, code } = await this.store.issue(mobile, userId);
    if (code !== undefined) {
      this.sender.dispatch({ mobile, template: this.options.template, params: { code }, purpose });
    }
    return uuid;
  }
}

/** The app's SMS code store and service, as the back office's and the portal's logins share them. */
export function createSmsCodes(ctx: AppContext): { store: SmsCodeStore; codes: SmsCodeService } {
  const { database, cache, clock, configs, config } = ctx;
  const store = new SmsCodeStore({ cache, clock, secret: config.appSecret });
  const codes = new SmsCodeService({
    database,
    cache,
    clock,
    configs,
    store,
    sender: ctx.sms,
    options: { template: config.sms.templateLogin, ipPerMinute: config.sms.ipRateLimit },
    gate: new CaptchaGate({ cache, captcha: ctx.captcha, name: 'sms_code', free: config.captchaFreeRequests }),
  });
  return { store, codes };
}
