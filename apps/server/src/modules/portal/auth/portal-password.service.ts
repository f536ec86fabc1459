import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { hashPassword, verifyPassword } from '../../../lib/password';
import type { EntrantUser } from '../../../plugins/access';
import type { AppContext } from '../../module';
import { passwordAndAvatar, updateUser } from '../../system/user/user.api';

/** An entrant's password change on the portal: the back office's rules, the portal's sessions. */
export class PortalPasswordService {
  constructor(private readonly ctx: AppContext) {}

  /** Checks the old password, refuses an unchanged one, clears the first-login flag, ends the other sessions. */
  async change(entrant: EntrantUser, oldPassword: string, newPassword: string): Promise<void> {
    const { database, clock, entrants } = this.ctx;
    const current = await passwordAndAvatar(database, entrant.userId);
    if (!current) throw AppError.unauthenticated('/portal/password');
    if (!(await verifyPassword(current.password, oldPassword)).ok) throw AppError.rule('profile.oldPasswordWrong');
    if ((await verifyPassword(current.password, newPassword)).ok) throw AppError.rule('profile.samePassword');
    const now = formatDateTime(clock.now());
    await updateUser(database, entrant.userId, {
      password: await hashPassword(newPassword),
      pwdChangeRequired: '0',
      pwdUpdateDate: now,
      updateBy: entrant.userName,
      updateTime: now,
    });
    await entrants.passwordChanged(entrant);
  }
}
