import type { portalRegisterBody } from '@cbo/contracts';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { hashPassword } from '../../../lib/password';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import { insertRegisteredUser, mobileTaken, userNameTaken } from '../../auth/auth.api';
import type { RegistrationReview } from '../../auth/register.service';
import type { AppContext } from '../../module';
import { REGISTRATION_CODE_USER } from '../../sms/sms-code.service';
import type { SmsCodeStore } from '../../sms/sms-code.store';

export type PortalRegisterInput = z.infer<typeof portalRegisterBody>;

/**
 * An entrant's registration on the portal: the SMS code proves the number, then the account (role
 * participants, asked for in registration review) and its review entry are written together; it
 * is approved at once only where entrants are configured for auto-approval.
 */
export class PortalRegisterService {
  private readonly ctx: AppContext;
  private readonly codes: SmsCodeStore;
  private readonly review: RegistrationReview;

  constructor({
    ctx,
    codes,
    review,
  }: {
    ctx: AppContext;
    codes: SmsCodeStore;
    review: RegistrationReview;
  }) {
    this.ctx = ctx;
    this.codes = codes;
    this.review = review;
  }

  async register(input: PortalRegisterInput): Promise<{ approved: boolean }> {
    const check = await this.codes.verify(input.uuid, input.mobile, input.smsCode);
    if (!check.ok || check.userId !== REGISTRATION_CODE_USER) throw AppError.rule('portal.registerCodeWrong');
    const { database, clock } = this.ctx;
    refuseTaken([[await userNameTaken(database, input.username), 'auth.usernameTaken']], { username: input.username });
    refuseTaken([[await mobileTaken(database, input.mobile), 'auth.mobileTaken']]);
    const passwordHash = await hashPassword(input.password);
    const userId = await writeUnique('auth.usernameTaken', { username: input.username }, async () => {
      return await database.transaction(async () => {
        const id = await insertRegisteredUser(database, {
          userName: input.username,
          nickName: input.realName,
          mobile: input.mobile,
          passwordHash,
          at: formatDateTime(clock.now()),
        });
        await this.review.record(id);
        return id;
      });
    });
    return { approved: await this.review.settle(userId) };
  }
}
