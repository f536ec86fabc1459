import type { BoardNoticeForm, BoardNoticeStatus } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { keyOfResource, resourceOfKey } from '../../../lib/files/storage-key';
import { sanitizeRichText } from '../../../lib/rich-text';
import type { FileReader } from '../../common/file-access';
import type { AppContext } from '../../module';
import { imageKeys, signedImageLinks, storedImageLinks } from '../../system/notice/notice-images';
import * as repo from './board-notice.repository';

/** Only these may be edited; a published notice is withdrawn first. */
const EDITABLE: BoardNoticeStatus[] = ['draft', 'scheduled'];

/**
 * Competition notices (docs/domain.md 5.8): draft → scheduled → published → withdrawn | expired. A
 * draft is published now, or scheduled when its publish time is ahead; the comp.publishNotices
 * task publishes what is due and takes expired notices offline.
 */
export class BoardNoticeService {
  constructor(private readonly ctx: AppContext) {}

  now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  /**
   * The values to store and the files they cite: attachments and body images must be the editor's
   * uploads, files the editor may read, or files this notice (`noticeId`, when editing) cites already.
   */
  private async checkForm(
    form: BoardNoticeForm,
    reader: FileReader,
    noticeId?: number,
  ): Promise<{ values: repo.NoticeValues; keys: string[] }> {
    const db = this.ctx.database;
    if (!(await repo.competitionExists(db, form.competitionId))) {
      throw AppError.rule('comp.competition.missing', { id: form.competitionId });
    }
    const tracks = await repo.trackIdsOf(db, form.competitionId);
    const outside = form.trackIds.find((id) => !tracks.has(id));
    if (outside !== undefined) throw AppError.rule('board.notice.trackOutside', { id: outside });
    const body = storedImageLinks(sanitizeRichText(form.body));
    const cited = [
      ...form.attachments.map((file, index) => ({ path: file.path, field: `attachments[${index}].path` })),
      ...imageKeys(body).map((key) => ({ path: resourceOfKey(key), field: 'body' })),
    ];
    const object = noticeId === undefined ? undefined : { kind: 'board_notice' as const, id: noticeId };
    const keys = await this.ctx.files.access.checkAttachable(cited, reader, object);
    const values = {
      competitionId: form.competitionId,
      noticeKind: form.noticeKind,
      title: form.title,
      body,
      attachments: form.attachments,
      trackIds: [...new Set(form.trackIds)],
      publishAt: form.publishAt,
      expireAt: form.expireAt,
      pinned: form.pinned,
    };
    return { values, keys };
  }

  async get(noticeId: number) {
    const found = await repo.findNotice(this.ctx.database, noticeId);
    if (!found) throw AppError.rule('board.notice.missing', { id: noticeId });
    const files = this.ctx.files;
    return {
      ...found,
      body: found.body ? signedImageLinks(found.body, (key) => files.signedUrl(key)) : found.body,
      attachments: found.attachments.map((file) => ({
        ...file,
        url: files.signedUrl(keyOfResource(file.path, 'attachments')),
      })),
    };
  }

  async add(form: BoardNoticeForm, by: string, reader: FileReader): Promise<number> {
    const { values, keys } = await this.checkForm(form, reader);
    return this.ctx.database.transaction(async () => {
      const noticeId = await repo.insertNotice(this.ctx.database, values, by);
      await this.ctx.files.access.bind({ kind: 'board_notice', id: noticeId }, keys);
      return noticeId;
    });
  }

  async edit(noticeId: number, form: BoardNoticeForm, by: string, reader: FileReader): Promise<void> {
    const { values, keys } = await this.checkForm(form, reader, noticeId);
    const found = await repo.findNotice(this.ctx.database, noticeId);
    if (!found) throw AppError.rule('board.notice.missing', { id: noticeId });
    if (!EDITABLE.includes(found.status)) throw AppError.rule('board.notice.notEditable');
    const now = this.now();
    // A scheduled notice whose publish time is no longer ahead goes back to draft: publishing it is a decision.
    const status: BoardNoticeStatus =
      found.status === 'scheduled' && values.publishAt && values.publishAt > now ? 'scheduled' : 'draft';
    await this.ctx.database.transaction(async () => {
      const changed = await repo.updateNotice(this.ctx.database, {
        noticeId,
        values: { ...values, status },
        expected: EDITABLE,
        by,
        at: now,
      });
      if (changed === 0) throw AppError.rule('board.notice.notEditable');
      await this.ctx.files.access.bind({ kind: 'board_notice', id: noticeId }, keys);
    });
  }

  async remove(noticeIds: number[]): Promise<void> {
    const db = this.ctx.database;
    await db.transaction(async () => {
      const states = await repo.noticeStates(db, noticeIds);
      const published = states.find((s) => s.status === 'published');
      if (published) throw AppError.rule('board.notice.removePublished', { title: published.title });
      // Objections are real-name records of the publicity: a notice that received some stays.
      const [objected] = await repo.objectedNotices(db, noticeIds);
      if (objected) {
        throw AppError.rule('board.notice.removeObjections', { title: objected.title, n: objected.objections });
      }
      await repo.deleteNotices(db, noticeIds);
      await this.ctx.files.access.unbind('board_notice', noticeIds);
    });
  }

  /** Publishes a draft now, or schedules it when its publish time is ahead. */
  async publish(noticeId: number, by: string): Promise<BoardNoticeStatus> {
    const found = await repo.findNotice(this.ctx.database, noticeId);
    if (!found) throw AppError.rule('board.notice.missing', { id: noticeId });
    if (found.status !== 'draft') throw AppError.rule('board.notice.notDraft');
    const now = this.now();
    if (found.expireAt && found.expireAt <= now) throw AppError.rule('board.notice.expirePassed');
    const scheduled = !!found.publishAt && found.publishAt > now;
    const to: BoardNoticeStatus = scheduled ? 'scheduled' : 'published';
    const moved = await repo.moveNotice(this.ctx.database, {
      noticeId,
      from: ['draft'],
      to,
      set: scheduled ? {} : { publishedAt: now },
      by,
      at: now,
    });
    if (!moved) throw AppError.rule('board.notice.notDraft');
    return to;
  }

  async withdraw(noticeId: number, by: string): Promise<void> {
    const found = await repo.findNotice(this.ctx.database, noticeId);
    if (!found) throw AppError.rule('board.notice.missing', { id: noticeId });
    const moved = await repo.moveNotice(this.ctx.database, {
      noticeId,
      from: ['scheduled', 'published'],
      to: 'withdrawn',
      set: {},
      by,
      at: this.now(),
    });
    if (!moved) throw AppError.rule('board.notice.notLive');
  }

  /** The scheduler's run: due notices published, expired ones taken offline. */
  async runPublishing(limit: number): Promise<{ published: number; expired: number }> {
    const now = this.now();
    const published = await repo.publishDue(this.ctx.database, now, limit);
    const expired = await repo.expireDue(this.ctx.database, now, limit);
    return { published, expired };
  }
}
