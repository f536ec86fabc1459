import { type NoticeKind, PORTAL_OPEN_STATUSES } from '@cbo/contracts';
import { and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compCompetition, compNotice } from '../../../db/schema';
import { type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

// Only the portal's own list lives here: the back office's notice list has no notion of open
// editions or of expiry by the clock. Single rows, tracks, windows, editions and sponsors are read
// through the back office's repositories.

const rowColumns = {
  noticeId: compNotice.noticeId,
  competitionId: compNotice.competitionId,
  competitionName: compCompetition.competitionName,
  editionYear: compCompetition.editionYear,
  noticeKind: sql<NoticeKind>`${compNotice.noticeKind}`,
  title: compNotice.title,
  // A notice published at once has no publish time of its own: when it went out is what readers see.
  publishAt: sql<string | null>`coalesce(${compNotice.publishedAt}, ${compNotice.publishAt})`,
  expireAt: compNotice.expireAt,
  pinned: sql<'0' | '1'>`${compNotice.pinned}`,
  trackIds: compNotice.trackIds,
};

const filters: FilterSpec = {
  competitionId: { op: 'eq', column: compNotice.competitionId },
  noticeKind: { op: 'eq', column: compNotice.noticeKind },
  title: { op: 'like', column: compNotice.title },
};

/**
 * What the portal shows at `now`: published (the scheduler publishes scheduled notices when due),
 * not past its expiry time even if the expiry job has not run yet, of an open edition.
 */
export function visibleCondition(now: string): SQL | undefined {
  return and(
    eq(compNotice.status, 'published'),
    or(isNull(compNotice.expireAt), gt(compNotice.expireAt, now)),
    inArray(compCompetition.status, [...PORTAL_OPEN_STATUSES]),
  );
}

export interface PortalNoticeFilter {
  competitionId?: number | '';
  noticeKind?: string;
  title?: string;
}

export async function listVisibleNotices(
  database: Database,
  now: string,
  filter: PortalNoticeFilter,
  page: { pageNum: number; pageSize: number },
) {
  const condition = and(visibleCondition(now), ...filterConditions(filters, { ...filter }));
  return pagedList(database, {
    from: compNotice,
    joins: [{ table: compCompetition, on: eq(compCompetition.competitionId, compNotice.competitionId) }],
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(rowColumns)
        .from(compNotice)
        .innerJoin(compCompetition, eq(compCompetition.competitionId, compNotice.competitionId))
        .where(condition)
        .orderBy(
          desc(compNotice.pinned),
          sql`coalesce(${compNotice.publishedAt}, ${compNotice.publishAt}) desc nulls last`,
          desc(compNotice.noticeId),
        )
        .limit(limit)
        .offset(offset),
  });
}

/** One notice as the portal lists it, when it is visible at `now`. */
export async function findVisibleNotice(database: Database, noticeId: number, now: string) {
  const [row] = await database
    .exec()
    .select({ ...rowColumns, body: compNotice.body, attachments: compNotice.attachments })
    .from(compNotice)
    .innerJoin(compCompetition, eq(compCompetition.competitionId, compNotice.competitionId))
    .where(and(eq(compNotice.noticeId, noticeId), visibleCondition(now)));
  return row;
}
