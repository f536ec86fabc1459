import type { NoticeForm } from '@cbo/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysNotice, sysNoticeRead } from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

const rowColumns = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  noticeType: sysNotice.noticeType,
  status: sysNotice.status,
  remark: sysNotice.remark,
  createBy: sysNotice.createBy,
  createTime: sysNotice.createTime,
  updateBy: sysNotice.updateBy,
  updateTime: sysNotice.updateTime,
};

const filters: FilterSpec = {
  noticeTitle: { op: 'like', column: sysNotice.noticeTitle },
  noticeType: { op: 'eq', column: sysNotice.noticeType },
  createBy: { op: 'like', column: sysNotice.createBy },
};

const sortable = {
  noticeId: sysNotice.noticeId,
  noticeTitle: sysNotice.noticeTitle,
  noticeType: sysNotice.noticeType,
  status: sysNotice.status,
  createTime: sysNotice.createTime,
};

/** '0' published: the only notices anyone but their editors sees. */
const PUBLISHED = '0';

export interface NoticeFilter {
  noticeTitle?: string;
  noticeType?: string;
  createBy?: string;
}

export async function listNotices(
  database: Database,
  filter: NoticeFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = and(...filterConditions(filters, { ...filter }));
  // Newest first unless asked otherwise; the key breaks ties.
  const order = page.orderByColumn
    ? orderBy(sortable, page, [], sysNotice.noticeId)
    : [desc(sysNotice.createTime), desc(sysNotice.noticeId)];
  return pagedList(database, {
    from: sysNotice,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(rowColumns)
        .from(sysNotice)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function findNotice(database: Database, noticeId: number, publishedOnly = false) {
  const [row] = await database
    .exec()
    .select({ ...rowColumns, noticeContent: sysNotice.noticeContent })
    .from(sysNotice)
    .where(and(eq(sysNotice.noticeId, noticeId), publishedOnly ? eq(sysNotice.status, PUBLISHED) : undefined));
  return row;
}

export async function insertNotice(
  database: Database,
  form: NoticeForm & { noticeContent: string },
  createBy: string,
): Promise<number> {
  const [row] = await database
    .exec()
    .insert(sysNotice)
    .values({ ...form, remark: form.remark ?? null, createBy })
    .returning({ noticeId: sysNotice.noticeId });
  return row.noticeId;
}

export async function updateNotice(
  database: Database,
  {
    noticeId,
    form,
    updateBy,
    at,
  }: { noticeId: number; form: NoticeForm & { noticeContent: string }; updateBy: string; at: string },
) {
  const result = await database
    .exec()
    .update(sysNotice)
    .set({ ...form, remark: form.remark ?? null, updateBy, updateTime: at })
    .where(eq(sysNotice.noticeId, noticeId))
    .returning({ id: sysNotice.noticeId });
  return result.length;
}

/** Deletes notices with their read marks. */
export async function deleteNotices(database: Database, noticeIds: number[]) {
  await database.exec().delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, noticeIds));
  await database.exec().delete(sysNotice).where(inArray(sysNotice.noticeId, noticeIds));
}

/** The newest published notices with whether this user has read each. */
export async function latestPublished(database: Database, userId: number, limit: number) {
  return database
    .exec()
    .select({
      noticeId: sysNotice.noticeId,
      noticeTitle: sysNotice.noticeTitle,
      noticeType: sysNotice.noticeType,
      createTime: sysNotice.createTime,
      read: sql<boolean>`${sysNoticeRead.readId} is not null`,
    })
    .from(sysNotice)
    .leftJoin(sysNoticeRead, and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)))
    .where(eq(sysNotice.status, PUBLISHED))
    .orderBy(desc(sysNotice.createTime), desc(sysNotice.noticeId))
    .limit(limit);
}

/** How many published notices this user has not read. */
export async function unreadCount(database: Database, userId: number) {
  const [{ total }] = await database
    .exec()
    .select({ total: count() })
    .from(sysNotice)
    .leftJoin(sysNoticeRead, and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId)))
    .where(and(eq(sysNotice.status, PUBLISHED), isNull(sysNoticeRead.readId)));
  return total;
}

export async function hasRead(database: Database, userId: number, noticeId: number) {
  const [row] = await database
    .exec()
    .select({ id: sysNoticeRead.readId })
    .from(sysNoticeRead)
    .where(and(eq(sysNoticeRead.userId, userId), eq(sysNoticeRead.noticeId, noticeId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Marks published notices read for a user: these ids, or every published one when `noticeIds` is
 * undefined. Unknown, closed and already-read notices are skipped; one statement, no id burned.
 */
export async function markRead(database: Database, userId: number, at: string, noticeIds?: number[]) {
  const chosen = noticeIds ? sql`and n.notice_id in (${sql.join(noticeIds, sql`, `)})` : sql``;
  await database.exec().execute(sql`
    insert into sys_notice_read (notice_id, user_id, read_time)
    select n.notice_id, ${userId}::bigint, ${at}::timestamp from sys_notice n
    where n.status = ${PUBLISHED} ${chosen}
      and not exists (select 1 from sys_notice_read r where r.notice_id = n.notice_id and r.user_id = ${userId})
    on conflict (user_id, notice_id) do nothing`);
}
