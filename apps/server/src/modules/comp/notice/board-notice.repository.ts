import type { BoardNoticeStatus, NoticeKind } from '@cbo/contracts';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compCompetition,
  compNotice,
  compObjection,
  compPublicity,
  compTrack,
  type StoredAttachment,
} from '../../../db/schema';
import { type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

const rowColumns = {
  noticeId: compNotice.noticeId,
  competitionId: compNotice.competitionId,
  competitionName: compCompetition.competitionName,
  noticeKind: sql<NoticeKind>`${compNotice.noticeKind}`,
  title: compNotice.title,
  trackIds: compNotice.trackIds,
  publishAt: compNotice.publishAt,
  expireAt: compNotice.expireAt,
  publishedAt: compNotice.publishedAt,
  pinned: sql<'0' | '1'>`${compNotice.pinned}`,
  status: sql<BoardNoticeStatus>`${compNotice.status}`,
  publicityId: compPublicity.publicityId,
  createBy: compNotice.createBy,
  createTime: compNotice.createTime,
};

const filters: FilterSpec = {
  competitionId: { op: 'eq', column: compNotice.competitionId },
  noticeKind: { op: 'eq', column: compNotice.noticeKind },
  status: { op: 'eq', column: compNotice.status },
  title: { op: 'like', column: compNotice.title },
};

export interface NoticeFilter {
  competitionId?: number;
  noticeKind?: string;
  status?: string;
  title?: string;
}

export async function listNotices(
  database: Database,
  filter: NoticeFilter,
  page: { pageNum: number; pageSize: number },
) {
  const condition = and(...filterConditions(filters, { ...filter }));
  return pagedList(database, {
    from: compNotice,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(rowColumns)
        .from(compNotice)
        .leftJoin(compCompetition, eq(compCompetition.competitionId, compNotice.competitionId))
        .leftJoin(compPublicity, eq(compPublicity.noticeId, compNotice.noticeId))
        .where(condition)
        // Pinned first, then the newest by when it shows (or will show), then the newest written.
        .orderBy(
          desc(compNotice.pinned),
          sql`coalesce(${compNotice.publishedAt}, ${compNotice.publishAt}, ${compNotice.createTime}) desc`,
          desc(compNotice.noticeId),
        )
        .limit(limit)
        .offset(offset),
  });
}

export async function findNotice(database: Database, noticeId: number) {
  const [row] = await database
    .exec()
    .select({ ...rowColumns, body: compNotice.body, attachments: compNotice.attachments })
    .from(compNotice)
    .leftJoin(compCompetition, eq(compCompetition.competitionId, compNotice.competitionId))
    .leftJoin(compPublicity, eq(compPublicity.noticeId, compNotice.noticeId))
    .where(eq(compNotice.noticeId, noticeId));
  return row;
}

export interface NoticeValues {
  competitionId: number;
  noticeKind: NoticeKind;
  title: string;
  body: string;
  attachments: StoredAttachment[];
  trackIds: number[];
  publishAt: string | null;
  expireAt: string | null;
  pinned: '0' | '1';
}

export async function insertNotice(database: Database, values: NoticeValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compNotice)
    .values({ ...values, status: 'draft', createBy: by })
    .returning({ noticeId: compNotice.noticeId });
  return row.noticeId;
}

export async function updateNotice(
  database: Database,
  {
    noticeId,
    values,
    expected,
    by,
    at,
  }: {
    noticeId: number;
    values: NoticeValues & { status: BoardNoticeStatus };
    expected: BoardNoticeStatus[];
    by: string;
    at: string;
  },
): Promise<number> {
  const changed = await database
    .exec()
    .update(compNotice)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(and(eq(compNotice.noticeId, noticeId), inArray(compNotice.status, expected)))
    .returning({ noticeId: compNotice.noticeId });
  return changed.length;
}

/** Moves a notice from one of `from` to `to`; answers whether it moved (compare-and-set). */
export async function moveNotice(
  database: Database,
  {
    noticeId,
    from,
    to,
    set,
    by,
    at,
  }: {
    noticeId: number;
    from: BoardNoticeStatus[];
    to: BoardNoticeStatus;
    set: { publishedAt?: string };
    by: string;
    at: string;
  },
): Promise<boolean> {
  const changed = await database
    .exec()
    .update(compNotice)
    .set({ status: to, ...set, updateBy: by, updateTime: at })
    .where(and(eq(compNotice.noticeId, noticeId), inArray(compNotice.status, from)))
    .returning({ noticeId: compNotice.noticeId });
  return changed.length > 0;
}

export async function noticeStates(database: Database, noticeIds: number[]) {
  return database
    .exec()
    .select({ noticeId: compNotice.noticeId, title: compNotice.title, status: compNotice.status })
    .from(compNotice)
    .where(inArray(compNotice.noticeId, noticeIds));
}

/**
 * The notices whose publicity window has objections, with their title and how many. The windows
 * are locked first (an objection is recorded under a share lock on its window), so none arrives
 * between this count and the caller's delete. Inside the caller's transaction.
 */
export async function objectedNotices(database: Database, noticeIds: number[]) {
  await database
    .exec()
    .select({ id: compPublicity.publicityId })
    .from(compPublicity)
    .where(inArray(compPublicity.noticeId, noticeIds))
    .for('update');
  return database
    .exec()
    .select({ noticeId: compNotice.noticeId, title: compNotice.title, objections: count() })
    .from(compObjection)
    .innerJoin(compPublicity, eq(compPublicity.publicityId, compObjection.publicityId))
    .innerJoin(compNotice, eq(compNotice.noticeId, compPublicity.noticeId))
    .where(inArray(compPublicity.noticeId, noticeIds))
    .groupBy(compNotice.noticeId, compNotice.title)
    .orderBy(asc(compNotice.noticeId));
}

/**
 * Deletes notices with their windows, inside the caller's transaction; the caller refused any
 * window with objections (`objectedNotices`), which are records of real people kept for good.
 */
export async function deleteNotices(database: Database, noticeIds: number[]): Promise<void> {
  await database.exec().delete(compPublicity).where(inArray(compPublicity.noticeId, noticeIds));
  await database.exec().delete(compNotice).where(inArray(compNotice.noticeId, noticeIds));
}

export async function competitionExists(database: Database, competitionId: number): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ id: compCompetition.competitionId })
    .from(compCompetition)
    .where(eq(compCompetition.competitionId, competitionId));
  return !!row;
}

export async function trackIdsOf(database: Database, competitionId: number): Promise<Set<number>> {
  const rows = await database
    .exec()
    .select({ id: compTrack.trackId })
    .from(compTrack)
    .where(eq(compTrack.competitionId, competitionId));
  return new Set(rows.map((row) => row.id));
}

export async function trackOptions(database: Database, competitionId: number) {
  return database
    .exec()
    .select({ trackId: compTrack.trackId, trackName: compTrack.trackName })
    .from(compTrack)
    .where(eq(compTrack.competitionId, competitionId))
    .orderBy(asc(compTrack.sort), asc(compTrack.trackId));
}

/** Publishes the scheduled notices whose time has come (at most `limit`); answers how many. */
export async function publishDue(database: Database, now: string, limit: number): Promise<number> {
  const due = database
    .exec()
    .select({ id: compNotice.noticeId })
    .from(compNotice)
    .where(and(eq(compNotice.status, 'scheduled'), lte(compNotice.publishAt, now)))
    .orderBy(asc(compNotice.publishAt))
    .limit(limit);
  const published = await database
    .exec()
    .update(compNotice)
    .set({ status: 'published', publishedAt: sql`${compNotice.publishAt}`, updateBy: 'scheduler', updateTime: now })
    .where(and(inArray(compNotice.noticeId, due), eq(compNotice.status, 'scheduled')))
    .returning({ id: compNotice.noticeId });
  return published.length;
}

/** Takes published notices past their expiry time offline; answers how many. */
export async function expireDue(database: Database, now: string, limit: number): Promise<number> {
  const due = database
    .exec()
    .select({ id: compNotice.noticeId })
    .from(compNotice)
    .where(and(eq(compNotice.status, 'published'), lte(compNotice.expireAt, now)))
    .limit(limit);
  const expired = await database
    .exec()
    .update(compNotice)
    .set({ status: 'expired', updateBy: 'scheduler', updateTime: now })
    .where(and(inArray(compNotice.noticeId, due), eq(compNotice.status, 'published')))
    .returning({ id: compNotice.noticeId });
  return expired.length;
}
