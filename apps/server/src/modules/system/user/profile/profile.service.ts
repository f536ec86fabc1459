import type { profileBody } from '@cbo/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import type { Database } from '../../../../db/database';
import { AppError } from '../../../../lib/app-error';
import type { Clock } from '../../../../lib/clock';
import { formatDateTime } from '../../../../lib/date-time';
import { RASTER_EXTENSIONS } from '../../../../lib/files/file-types';
import { AVATAR_AREA, keyOfResource } from '../../../../lib/files/storage-key';
import { hashPassword, verifyPassword } from '../../../../lib/password';
import { refuseTaken } from '../../../../lib/taken';
import type { SessionStore } from '../../../auth/session-store';
import type { FileService } from '../../../common/file.service';
import * as users from '../user.repository';
import * as repo from './profile.repository';

type Profile = z.output<typeof profileBody>;

export interface Me {
  userId: number;
  userName: string;
  tokenId: string;
}

/** The personal centre (docs/wire-contract.md section 2): a user changes only their own profile, password and avatar. */
export class ProfileService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly sessions: SessionStore;
  private readonly files: FileService;

  constructor({
    database,
    clock,
    sessions,
    files,
  }: {
    database: Database;
    clock: Clock;
    sessions: SessionStore;
    files: FileService;
  }) {
    this.database = database;
    this.clock = clock;
    this.sessions = sessions;
    this.files = files;
  }

  private now(): string {
    return formatDateTime(this.clock.now());
  }

  async get(me: Me) {
    const user = await users.findUser(this.database, me.userId);
    if (!user) throw AppError.rule('common.notFound');
    const names = await repo.roleAndPostNames(this.database, me.userId);
    return { data: user, roleGroup: names.roles.join(','), postGroup: names.posts.join(',') };
  }

  async update(me: Me, form: Profile): Promise<void> {
    const clash = await users.findUserClash(this.database, form, me.userId);
    refuseTaken(
      [
        [clash.phonenumber, 'user.editMobileTaken'],
        [clash.email, 'user.editEmailTaken'],
      ],
      { name: me.userName },
    );
    await users.updateUser(this.database, me.userId, { ...form, updateBy: me.userName, updateTime: this.now() });
    // getInfo's profile of every session of this user is read again on its next call.
    await this.sessions.bumpEpoch();
  }

  /** Checks the old password, refuses an unchanged one, and ends this user's other sessions. */
  async changePassword(me: Me, oldPassword: string, newPassword: string): Promise<void> {
    const current = await repo.passwordAndAvatar(this.database, me.userId);
    if (!current) throw AppError.rule('common.notFound');
    if (!(await verifyPassword(current.password, oldPassword)).ok) throw AppError.rule('profile.oldPasswordWrong');
    if ((await verifyPassword(current.password, newPassword)).ok) throw AppError.rule('profile.samePassword');
    await users.updateUser(this.database, me.userId, {
      password: await hashPassword(newPassword),
      pwdChangeRequired: '0',
      pwdUpdateDate: this.now(),
      updateBy: me.userName,
      updateTime: this.now(),
    });
    for (const session of await this.sessions.userTokenIds(me.userId)) {
      if (session !== me.tokenId) await this.sessions.revoke(session);
    }
    await this.sessions.bumpEpoch();
  }

  /** Stores a raster image as the new avatar and removes the old file. */
  async replaceAvatar(me: Me, part: MultipartFile): Promise<string> {
    const stored = await this.files.store(part, me.userId, AVATAR_AREA, RASTER_EXTENSIONS);
    const previous = (await repo.passwordAndAvatar(this.database, me.userId))?.avatar ?? '';
    await this.database.transaction(async () => {
      await users.updateUser(this.database, me.userId, {
        avatar: stored.fileName,
        updateBy: me.userName,
        updateTime: this.now(),
      });
      // Whoever may see the user may see the avatar (FileAccess).
      await this.files.access.bind({ kind: 'avatar', id: me.userId }, [keyOfResource(stored.fileName, 'avatar')]);
    });
    if (previous.startsWith(`/profile/${AVATAR_AREA}/`)) {
      const key = keyOfResource(previous, 'avatar');
      await this.files.storage.remove(key).catch(() => undefined);
      await this.files.access.forget(key);
    }
    await this.sessions.bumpEpoch();
    return stored.fileName;
  }
}
