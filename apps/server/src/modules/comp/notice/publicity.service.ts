import type {
  ObjectionAction,
  ObjectionForm,
  ObjectionStatus,
  Publicity,
  PublicityForm,
  PublicityStatus,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { keyOfResource } from '../../../lib/files/storage-key';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { FileReader } from '../../common/file-access';
import type { AppContext } from '../../module';
import { maskMobile } from '../application/application-records';
import { calendarFrom } from '../holiday/holiday.api';
import { nthWorkday, workdaysAfter } from '../holiday/working-days';
import * as notices from './board-notice.repository';
import * as repo from './publicity.repository';

/** Objection steps (docs/domain.md 5.5): received → accepted | rejected, accepted → upheld | dismissed. */
const STEPS: Record<ObjectionAction, { from: ObjectionStatus; to: ObjectionStatus; resolution: boolean }> = {
  accept: { from: 'received', to: 'accepted', resolution: false },
  reject: { from: 'received', to: 'rejected', resolution: true },
  uphold: { from: 'accepted', to: 'upheld', resolution: true },
  dismiss: { from: 'accepted', to: 'dismissed', resolution: true },
};

const STATUS_TEXT: Record<ObjectionStatus, { 'zh-CN': string; 'en-US': string }> = {
  received: { 'zh-CN': '已受理', 'en-US': 'received' },
  accepted: { 'zh-CN': '调查中', 'en-US': 'accepted' },
  rejected: { 'zh-CN': '不予受理', 'en-US': 'rejected' },
  upheld: { 'zh-CN': '异议成立', 'en-US': 'upheld' },
  dismissed: { 'zh-CN': '异议不成立', 'en-US': 'dismissed' },
};
const ACTION_TEXT: Record<ObjectionAction, { 'zh-CN': string; 'en-US': string }> = {
  accept: { 'zh-CN': '受理调查', 'en-US': 'accept' },
  reject: { 'zh-CN': '不予受理', 'en-US': 'reject' },
  uphold: { 'zh-CN': '认定成立', 'en-US': 'uphold' },
  dismiss: { 'zh-CN': '认定不成立', 'en-US': 'dismiss' },
};

const END_OF_DAY = '23:59:59';

/** A window's state at `now`: times are `yyyy-MM-dd HH:mm:ss` and compare as text. */
export function publicityStatus(window: repo.PublicityRecord, now: string): PublicityStatus {
  if (now < window.startAt) return 'scheduled';
  if (now > window.endAt) return 'closed';
  return window.extendedDays > 0 ? 'extended' : 'open';
}

/**
 * 公示 windows on publication notices (docs/domain.md 3.7): counted in working days of the holiday
 * calendar (default 5), extendable while not closed; real-name objections are recorded only while
 * the window is open, the submitter's mobile sealed at rest and masked on the wire.
 */
export class PublicityService {
  private readonly cipher: PersonalDataCipher;

  constructor(private readonly ctx: AppContext) {
    this.cipher = new PersonalDataCipher(ctx.config.appSecret);
  }

  private now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  private view(window: repo.PublicityRecord): Publicity {
    return { ...window, status: publicityStatus(window, this.now()) };
  }

  async ofNotice(noticeId: number): Promise<Publicity | null> {
    const window = await repo.publicityOfNotice(this.ctx.database, noticeId);
    return window ? this.view(window) : null;
  }

  private async window(publicityId: number): Promise<repo.PublicityRecord> {
    const window = await repo.findPublicity(this.ctx.database, publicityId);
    if (!window) throw AppError.rule('board.publicity.missing', { id: publicityId });
    return window;
  }

  async open(noticeId: number, form: PublicityForm, by: string): Promise<Publicity> {
    const db = this.ctx.database;
    const notice = await notices.findNotice(db, noticeId);
    if (!notice) throw AppError.rule('board.notice.missing', { id: noticeId });
    if (notice.noticeKind !== 'publication') throw AppError.rule('board.publicity.notPublication');
    if (notice.status !== 'scheduled' && notice.status !== 'published') {
      throw AppError.rule('board.publicity.notPublished');
    }
    const startAt = form.startAt ?? this.now();
    const startDay = startAt.slice(0, 10);
    const endDay = nthWorkday(startDay, form.workingDays, await calendarFrom(db, startDay));
    const values = {
      noticeId,
      startAt,
      endAt: `${endDay} ${END_OF_DAY}`,
      workingDays: form.workingDays,
      contact: form.contact,
    };
    const publicityId = await repo.insertPublicity(db, values, by);
    if (publicityId === undefined) throw AppError.rule('board.publicity.exists');
    return this.view({ ...values, publicityId, extendedDays: 0 });
  }

  async extend(publicityId: number, days: number, by: string): Promise<Publicity> {
    const db = this.ctx.database;
    const window = await this.window(publicityId);
    if (publicityStatus(window, this.now()) === 'closed') throw AppError.rule('board.publicity.closedExtend');
    const lastDay = window.endAt.slice(0, 10);
    const newEnd = `${workdaysAfter(lastDay, days, await calendarFrom(db, lastDay))} ${END_OF_DAY}`;
    if (!(await repo.extendPublicity(db, { publicityId, endAt: window.endAt, newEnd, days, by, at: this.now() }))) {
      // Someone extended it at the same moment: answer what it is now.
      return this.view(await this.window(publicityId));
    }
    return this.view({ ...window, endAt: newEnd, extendedDays: window.extendedDays + days });
  }

  async objections(publicityId: number) {
    await this.window(publicityId);
    const rows = await repo.objectionsOf(this.ctx.database, publicityId);
    return rows.map((row) => ({
      ...row,
      attachments: row.attachments.map((file) => ({
        ...file,
        url: this.ctx.files.signedUrl(keyOfResource(file.path, 'attachments')),
      })),
    }));
  }

  /** `reader`: whose uploads the objection may cite (the staff member or entrant recording it). */
  async addObjection(publicityId: number, form: ObjectionForm, by: string, reader: FileReader): Promise<number> {
    const db = this.ctx.database;
    const files = this.ctx.files.access;
    const keys = await files.checkAttachable(
      form.attachments.map((file, index) => ({ path: file.path, field: `attachments[${index}].path` })),
      reader,
    );
    // Recorded under a share lock on the window: deleting its notice waits, then sees the objection.
    return db.transaction(async () => {
      const window = await repo.lockedPublicity(db, publicityId);
      if (!window) throw AppError.rule('board.publicity.missing', { id: publicityId });
      const now = this.now();
      const status = publicityStatus(window, now);
      if (status === 'scheduled') throw AppError.rule('board.publicity.notOpen');
      if (status === 'closed') throw AppError.rule('board.publicity.closed', { endAt: window.endAt });
      const objectionId = await repo.insertObjection(
        db,
        {
          publicityId,
          submitterType: form.submitterType,
          realName: form.realName,
          orgName: form.orgName,
          mobileEnc: this.cipher.seal('mobile', form.mobile),
          mobileHash: this.cipher.digest('mobile', form.mobile),
          mobileMask: maskMobile(form.mobile),
          content: form.content,
          attachments: form.attachments,
          receivedAt: now,
        },
        by,
      );
      await files.bind({ kind: 'objection', id: objectionId }, keys);
      return objectionId;
    });
  }

  async handle(objectionId: number, action: ObjectionAction, resolution: string | null, by: string): Promise<void> {
    const db = this.ctx.database;
    const found = await repo.findObjection(db, objectionId);
    if (!found) throw AppError.rule('board.objection.missing', { id: objectionId });
    const step = STEPS[action];
    const current = found.status as ObjectionStatus;
    if (current !== step.from) {
      throw AppError.rule('board.objection.step', { status: STATUS_TEXT[current], action: ACTION_TEXT[action] });
    }
    if (step.resolution && !resolution) throw AppError.rule('board.objection.resolution');
    if (
      !(await repo.moveObjection(db, { objectionId, from: step.from, to: step.to, resolution, by, at: this.now() }))
    ) {
      throw AppError.rule('board.objection.step', { status: STATUS_TEXT[current], action: ACTION_TEXT[action] });
    }
  }
}
