import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { hashPassword } from '../../lib/password';
import { refuseTaken, writeUnique } from '../../lib/taken';
import type { ConfigService } from '../system/config/config.service';
import { insertRegisteredUser, mobileTaken, userNameTaken } from './auth.repository';
import type { CaptchaGate, CaptchaService } from './captcha.service';

export interface RegisterInput {
  username: string;
  password: string;
  mobile: string;
  code?: string;
  uuid?: string;
}

/** Registration review's part in a registration (system/registration). */
export interface RegistrationReview {
  /** Lists the new account for review; runs in the registration's transaction. */
  record(userId: number): Promise<void>;
  /** After the registration is stored: approves it at once where configured (it may send an SMS); true when approved. */
  settle(userId: number): Promise<boolean>;
}

const NO_REVIEW: RegistrationReview = { record: async () => {}, settle: async () => false };

/** Self-registration: the account waits for registration review and cannot log in before it. */
export class RegisterService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly configs: ConfigService;
  private readonly captcha: CaptchaService;
  private readonly review: RegistrationReview;
  private readonly gate?: CaptchaGate;

  constructor({
    database,
    clock,
    configs,
    captcha,
    review = NO_REVIEW,
    gate,
  }: {
    database: Database;
    clock: Clock;
    configs: ConfigService;
    captcha: CaptchaService;
    review?: RegistrationReview;
    gate?: CaptchaGate;
  }) {
    this.database = database;
    this.clock = clock;
    this.configs = configs;
    this.captcha = captcha;
    this.review = review;
    this.gate = gate;
  }

  async enabled(): Promise<boolean> {
    return (await this.configs.get('sys.account.registerUser'))?.trim() === 'true';
  }

  async register(input: RegisterInput, ipaddr: string): Promise<number> {
    if (!(await this.enabled())) throw AppError.rule('auth.registerDisabled');
    if (await this.captcha.enabled()) await this.captcha.verify(input.uuid, input.code);
    else await this.gate?.pass(ipaddr, input);
    refuseTaken([[await userNameTaken(this.database, input.username), 'auth.usernameTaken']], {
      username: input.username,
    });
    refuseTaken([[await mobileTaken(this.database, input.mobile), 'auth.mobileTaken']]);
    const passwordHash = await hashPassword(input.password);
    // Two registrations racing for one name: the unique index decides, the loser gets the message.
    const userId = await writeUnique('auth.usernameTaken', { username: input.username }, async () => {
      // The account and its review entry are written together: an account never waits unlisted.
      return await this.database.transaction(async () => {
        const userId = await insertRegisteredUser(this.database, {
          userName: input.username,
          mobile: input.mobile,
          passwordHash,
          at: formatDateTime(this.clock.now()),
        });
        await this.review.record(userId);
        return userId;
      });
    });
    // Outside the transaction: an auto-approval's SMS must not hold it open.
    await this.review.settle(userId);
    return userId;
  }
}
