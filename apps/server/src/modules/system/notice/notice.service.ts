import type { NoticeForm } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { resourceOfKey } from '../../../lib/files/storage-key';
import { sanitizeRichText } from '../../../lib/rich-text';
import type { FileService } from '../../common/file.service';
import type { FileReader } from '../../common/file-access';
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
import { imageKeys, signedImageLinks, storedImageLinks } from './notice-images';

/**
 * Notices: content is rich text, cleaned through the allow-list on every save (the stored HTML is
 * what every reader gets); readers see published notices only, each with their own read marks.
 */
export class NoticeService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly files: FileService;

  constructor({
    database,
    clock,
    files,
  }: {
    database: Database;
    clock: Clock;
    files: FileService;
  }) {
    this.database = database;
    this.clock = clock;
    this.files = files;
  }

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

  /** The images a content shows must be the editor's uploads, readable by the editor, or this notice's already. */
  private async images(content: string, reader: FileReader, noticeId?: number): Promise<string[]> {
    const cited = imageKeys(content).map((key) => ({ path: resourceOfKey(key), field: 'noticeContent' }));
    const object = noticeId === undefined ? undefined : { kind: 'notice' as const, id: noticeId };
    return this.files.access.checkAttachable(cited, reader, object);
  }

  async add(form: NoticeForm, by: string, reader: FileReader): Promise<void> {
    const noticeContent = this.clean(form.noticeContent);
    const keys = await this.images(noticeContent, reader);
    await this.database.transaction(async () => {
      const noticeId = await insertNotice(this.database, { ...form, noticeContent }, by);
      await this.files.access.bind({ kind: 'notice', id: noticeId }, keys);
    });
  }

  async edit(noticeId: number, form: NoticeForm, by: string, reader: FileReader): Promise<void> {
    const content = this.clean(form.noticeContent);
    const keys = await this.images(content, reader, noticeId);
    const at = formatDateTime(this.clock.now());
    await this.database.transaction(async () => {
      const changed = await updateNotice(this.database, {
        noticeId,
        form: { ...form, noticeContent: content },
        updateBy: by,
        at,
      });
      if (changed === 0) throw AppError.rule('common.notFound');
      await this.files.access.bind({ kind: 'notice', id: noticeId }, keys);
    });
  }

  async remove(noticeIds: number[]): Promise<void> {
    await this.database.transaction(async () => {
      await deleteNotices(this.database, noticeIds);
      await this.files.access.unbind('notice', noticeIds);
    });
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
