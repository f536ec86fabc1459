import type { Locale } from '@cbo/contracts';
import type { Database } from '../../db/database';
import { maskText } from '../../lib/mask';
import type { Audience, LoginService } from '../auth/login.service';
import type { ClientInfo } from '../auth/session-store';
import type { ConfigService } from '../system/config/config.service';
import { findLiveUserByMobile } from './sms.repository';
import { smsLoginEnabled } from './sms-code.service';
import type { SmsCodeStore } from './sms-code.store';

export interface SmsLoginInput {
  mobile: string;
  smsCode: string;
  uuid: string;
}

/**
 * POST /sms/login: the password login's refusals (rate limit per IP, blacklist, lockout checked
 * first), its account checks and its login log, with an SMS code as the credential. Wrong codes
 * count toward the same lockout as wrong passwords.
 */
export class SmsLoginService {
  private readonly database: Database;
  private readonly configs: ConfigService;
  private readonly store: SmsCodeStore;
  private readonly login: LoginService;

  constructor({
    database,
    configs,
    store,
    login,
  }: {
    database: Database;
    configs: ConfigService;
    store: SmsCodeStore;
    login: LoginService;
  }) {
    this.database = database;
    this.configs = configs;
    this.store = store;
    this.login = login;
  }

  async loginWithCode(
    input: SmsLoginInput,
    client: ClientInfo,
    locale: Locale,
    audience: Audience = 'staff',
  ): Promise<string> {
    const masked = maskText(input.mobile);
    const early = this.login.attempt(masked, client, locale);
    if (!(await smsLoginEnabled(this.configs))) return early.refuse('sms.loginDisabled');
    await this.login.throttle(early);

    const user = await findLiveUserByMobile(this.database, input.mobile);
    // A number nobody holds keeps a lockout counter of its own, so it locks exactly like a held one.
    const attempt = user
      ? this.login.attempt(user.userName, client, locale)
      : this.login.attempt(masked, client, locale, `sms_err_cnt:${this.store.mobileKey(input.mobile)}`);
    const policy = await this.login.screen(attempt);

    const check = await this.store.verify(input.uuid, input.mobile, input.smsCode);
    if (!check.ok) {
      if (check.reason === 'expired') return attempt.refuse('sms.codeExpired');
      return this.login.wrongSecret(
        attempt,
        policy,
        check.reason === 'exhausted' ? 'sms.codeTriesExceeded' : 'sms.codeWrong',
      );
    }
    // The number changed hands after the code was sent.
    if (!user || user.userId !== check.userId) return attempt.refuse('sms.codeExpired');
    await this.login.rightSecret(attempt);
    return this.login.admit(user, attempt, audience);
  }
}
