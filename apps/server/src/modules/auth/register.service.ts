import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { ConfigService } from '../system/config/config.service';
import { insertRegisteredUser, mobileTaken, userNameTaken } from './auth.repository';
import type { CaptchaService } from './captcha.service';

export interface RegisterInput {
  username: string;
  password: string;
  mobile: string;
  code?: string;
  uuid?: string;
}

/** Self-registration: the account waits for registration review and cannot log in before it. */
export class RegisterService {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly configs: ConfigService,
    private readonly captcha: CaptchaService,
    /** Puts the new account in registration review (system/registration). */
    private readonly onRegistered: (userId: number) => Promise<void> = async () => {},
  ) {}

  async enabled(): Promise<boolean> {
    return (await this.configs.get('sys.account.registerUser'))?.trim() === 'true';
  }

  async register(input: RegisterInput): Promise<number> {
    if (!(await this.enabled())) throw AppError.rule('auth.registerDisabled');
    if (await this.captcha.enabled()) await this.captcha.verify(input.uuid, input.code);
    if (await userNameTaken(this.database, input.username)) {
      throw AppError.rule('auth.usernameTaken', { username: input.username });
    }
    if (await mobileTaken(this.database, input.mobile)) throw AppError.rule('auth.mobileTaken');
    const passwordHash = await hashPassword(input.password);
    let userId: number;
    try {
      userId = await insertRegisteredUser(this.database, {
        userName: input.username,
        mobile: input.mobile,
        passwordHash,
        at: formatDateTime(this.clock.now()),
      });
    } catch (error) {
      // Two registrations racing for one name: the unique index decides, the loser gets the message.
      if (isUniqueViolation(error)) throw AppError.rule('auth.usernameTaken', { username: input.username });
      throw error;
    }
    // The account waits in registration review for the role /register asks for.
    await this.onRegistered(userId);
    return userId;
  }
}
