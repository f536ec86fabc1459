import {
  hasPermission,
  isPlausibleRealName,
  type ObjectionAction,
  type ObjectionDecision,
  type ObjectionForm,
  type ObjectionStatus,
  type Publicity,
  type PublicityEntry,
  type PublicityForm,
  type PublicityStatus,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { keyOfResource } from '../../../lib/files/storage-key';
import { PersonalDataCipher } from '../../../lib/personal-data';
import type { FileReader } from '../../common/file-access';
import type { AppContext } from '../../module';
import { applicationStates } from '../application/application.api';
import { ApplicationService } from '../application/application.service';
import { maskMobile } from '../application/application-records';
import { revokeAwardsOfApplication } from '../award/award.api';
import { calendarFrom } from '../holiday/holiday.api';
import { nthWorkday, workdaysAfter } from '../holiday/working-days';
import { amendOnUpheld, batchWindowEntries, isBatchWindowEntry } from '../promotion/promotion.api';
import type { CompScopePlan } from '../scope/comp-scope';
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

/** What each decision does to the application (docs/domain.md 5.5): its lifecycle step and history action. */
const DECISION_STEP = {
  disqualify: { action: 'disqualify', event: 'objectionDisqualify' },
  return: { action: 'objectionReturn', event: 'objectionReturn' },
  no_change: { action: null, event: 'objectionNoChange' },
} as const satisfies Record<ObjectionDecision, { action: string | null; event: string }>;

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
  private readonly applications: ApplicationService;

  constructor(private readonly ctx: AppContext) {
    this.cipher = new PersonalDataCipher(ctx.config.appSecret);
    this.applications = new ApplicationService(ctx);
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
      subject: form.subject,
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

  /**
   * The entries the window lists, for an objection to name. A qualification list lists the
   * approved entries of its notice's edition and tracks; a promotion batch's or award list's
   * window lists the batch's promoted or awarded entries (docs/promotion.md). `published`: only a
   * published notice's (portal).
   */
  async entries(publicityId: number, published = false): Promise<PublicityEntry[]> {
    const db = this.ctx.database;
    const window = await this.window(publicityId);
    const notice = await repo.noticeOfWindow(db, publicityId);
    if (!notice || (published && notice.status !== 'published')) {
      throw AppError.rule('board.publicity.missing', { id: publicityId });
    }
    if (window.subject !== 'qualification_list') return batchWindowEntries(this.ctx, publicityId);
    return repo.qualifiedEntries(db, notice);
  }

  /** `reader`: whose uploads the objection may cite (the staff member or entrant recording it). */
  async addObjection(publicityId: number, form: ObjectionForm, by: string, reader: FileReader): Promise<number> {
    const db = this.ctx.database;
    const files = this.ctx.files.access;
    // Objections are under a real name (docs/domain.md 3.7): 匿名, 张某 or a single letter is refused.
    if (!isPlausibleRealName(form.realName)) throw AppError.invalid('realName', 'board.objection.realName');
    const applicationId = form.applicationId ?? null;
    if (applicationId !== null) {
      const notice = await repo.noticeOfWindow(db, publicityId);
      const window = await repo.findPublicity(db, publicityId);
      const listed =
        notice && window
          ? window.subject === 'qualification_list'
            ? await repo.isQualifiedEntry(db, notice, applicationId)
            : await isBatchWindowEntry(this.ctx, publicityId, applicationId)
          : false;
      if (!listed) {
        throw AppError.invalid('applicationId', 'board.objection.notListed');
      }
    }
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
          applicationId,
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
    // Upholding an objection on a batch's window moves the batch to amending in the same transaction.
    await db.transaction(async () => {
      if (
        !(await repo.moveObjection(db, { objectionId, from: step.from, to: step.to, resolution, by, at: this.now() }))
      ) {
        throw AppError.rule('board.objection.step', { status: STATUS_TEXT[current], action: ACTION_TEXT[action] });
      }
      if (step.to === 'upheld') await amendOnUpheld(this.ctx, found.publicityId, objectionId, by);
    });
  }

  /**
   * The organiser's decision on an upheld objection (docs/domain.md 5.5): disqualify its
   * application, return it for revision until `returnDeadline`, or no change. The objection and the
   * application's history are written in one transaction; the leader's SMS goes after it commits.
   */
  async decide({
    objectionId,
    form,
    actor,
    plan,
  }: {
    objectionId: number;
    form: { decision: ObjectionDecision; reason: string; returnDeadline: string | null };
    actor: { userName: string; permissions: string[] };
    plan: CompScopePlan;
  }): Promise<void> {
    const db = this.ctx.database;
    const found = await repo.findObjection(db, objectionId);
    if (!found) throw AppError.rule('board.objection.missing', { id: objectionId });
    if (found.status !== 'upheld') throw AppError.rule('board.objection.notUpheld');
    if (found.decision) throw AppError.rule('board.objection.decided');
    const reason = form.reason.trim();
    if (!reason) throw AppError.invalid('reason', 'validation.required');
    if (form.decision !== 'no_change' && found.applicationId === null) {
      throw AppError.invalid('decision', 'board.objection.noApplication');
    }
    // Disqualifying is the disqualification permission's, whoever handles objections.
    if (form.decision === 'disqualify' && !hasPermission(actor.permissions, 'comp:application:disqualify')) {
      throw AppError.forbidden();
    }
    const [state] = found.applicationId === null ? [] : await applicationStates(db, [found.applicationId], plan);
    if (found.applicationId !== null && !state) throw AppError.forbidden();
    const step = DECISION_STEP[form.decision];
    const at = this.now();
    await db.transaction(async () => {
      if (!(await repo.decideObjection(db, { objectionId, decision: form.decision, reason, by: actor.userName, at }))) {
        throw AppError.rule('board.objection.decided');
      }
      if (!state) return;
      await this.applications.moveOne({
        state,
        action: step.action,
        reason,
        by: actor.userName,
        at,
        event: step.event,
        extra: form.decision === 'return' ? { returnLevel: null, returnDeadline: form.returnDeadline } : undefined,
      });
      // A disqualified entry loses its awards and their certificates in the same transaction (docs/awards.md).
      if (form.decision === 'disqualify') {
        await revokeAwardsOfApplication(db, { applicationId: state.applicationId, reason, by: actor.userName, at });
      }
    });
    if (!state) return;
    if (form.decision === 'disqualify') {
      await this.applications.notifyLeader(state.applicationId, 'disqualification', { reason: reason.slice(0, 20) });
    } else if (form.decision === 'return' && form.returnDeadline) {
      await this.applications.notifyLeader(state.applicationId, 'audit_returned', {
        level: '公示异议复核',
        deadline: form.returnDeadline,
      });
    }
  }
}
