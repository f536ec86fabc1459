import type { NoticeForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { sanitizeRichText } from '../../../lib/rich-text';
import type { FileService } from '../../common/file.service';
import {
  deleteNotices,
  findNotice,
  hasRead,
  insertNotice,
  latestPublished,
  markRead,
  unreadCount,
  updateNotice,
} from './notice.repository';
import { signedImageLinks, storedImageLinks } from './notice-images';

/**
 * Notices: content is rich text, cleaned through the allow-list on every save (the stored HTML is
 * what every reader gets); readers see published notices only, each with their own read marks.
 */
export class NoticeService {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly files: FileService,
  ) {}

  /** Cleaned through the allow-list, our signed image links kept as stable resource paths. */
  private clean(html: string | null | undefined): string {
    return storedImageLinks(sanitizeRichText(html));
  }

  /** Stored content for a reader: each uploaded image signed afresh. */
  private readable<T extends { noticeContent: string | null }>(notice: T): T {
    if (!notice.noticeContent) return notice;
    const noticeContent = signedImageLinks(notice.noticeContent, (key) => this.files.signedUrl(key));
    return { ...notice, noticeContent };
  }

  async get(noticeId: number) {
    const notice = await findNotice(this.database, noticeId);
    if (!notice) throw AppError.rule('common.notFound');
    return this.readable(notice);
  }

  async add(form: NoticeForm, by: string): Promise<void> {
    await insertNotice(this.database, { ...form, noticeContent: this.clean(form.noticeContent) }, by);
  }

  async edit(noticeId: number, form: NoticeForm, by: string): Promise<void> {
    const content = this.clean(form.noticeContent);
    const at = formatDateTime(this.clock.now());
    const changed = await updateNotice(this.database, noticeId, { ...form, noticeContent: content }, by, at);
    if (changed === 0) throw AppError.rule('common.notFound');
  }

  async remove(noticeIds: number[]): Promise<void> {
    await this.database.transaction(() => deleteNotices(this.database, noticeIds));
  }

  /** A published notice for any reader, with whether this reader has read it. */
  async view(userId: number, noticeId: number) {
    const notice = await findNotice(this.database, noticeId, true);
    if (!notice) throw AppError.rule('common.notFound');
    return { ...this.readable(notice), read: await hasRead(this.database, userId, noticeId) };
  }

  async latest(userId: number, limit: number) {
    const data = await latestPublished(this.database, userId, limit);
    return { data, unreadCount: await unreadCount(this.database, userId) };
  }

  async markRead(userId: number, noticeIds?: number[]): Promise<void> {
    await markRead(this.database, userId, formatDateTime(this.clock.now()), noticeIds);
  }
}
