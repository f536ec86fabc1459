import { and, desc, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysLogininfor } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

export const loginLogColumns = {
  infoId: sysLogininfor.infoId,
  userName: sql<string>`coalesce(${sysLogininfor.userName}, '')`.as('user_name'),
  ipaddr: sql<string>`coalesce(${sysLogininfor.ipaddr}, '')`.as('ipaddr'),
  loginLocation: sql<string>`coalesce(${sysLogininfor.loginLocation}, '')`.as('login_location'),
  browser: sql<string>`coalesce(${sysLogininfor.browser}, '')`.as('browser'),
  os: sql<string>`coalesce(${sysLogininfor.os}, '')`.as('os'),
  status: sysLogininfor.status,
  msg: sql<string>`coalesce(${sysLogininfor.msg}, '')`.as('msg'),
  loginTime: sysLogininfor.loginTime,
};

const filters: FilterSpec = {
  ipaddr: { op: 'like', column: sysLogininfor.ipaddr },
  userName: { op: 'like', column: sysLogininfor.userName },
  status: { op: 'eq', column: sysLogininfor.status },
};

export interface LoginLogFilter {
  ipaddr?: string;
  userName?: string;
  status?: string;
  params?: { beginTime?: string; endTime?: string };
}

export function loginLogWhere(filter: LoginLogFilter): SQL | undefined {
  return and(...filterConditions(filters, { ...filter }), dateRangeCondition(sysLogininfor.loginTime, filter.params));
}

export async function listLoginLogs(
  database: Database,
  filter: LoginLogFilter,
  page: { pageNum: number; pageSize: number },
) {
  const where = loginLogWhere(filter);
  return pagedList(database, {
    from: sysLogininfor,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(loginLogColumns)
        .from(sysLogininfor)
        .where(where)
        .orderBy(desc(sysLogininfor.infoId))
        .limit(limit)
        .offset(offset),
  });
}

/** Keyset pages newest first, for exports. */
export async function loginLogsBefore(
  database: Database,
  where: SQL | undefined,
  before: number | undefined,
  size: number,
) {
  return database
    .exec()
    .select(loginLogColumns)
    .from(sysLogininfor)
    .where(and(where, before === undefined ? undefined : lt(sysLogininfor.infoId, before)))
    .orderBy(desc(sysLogininfor.infoId))
    .limit(size);
}

export async function deleteLoginLogs(database: Database, ids: number[]) {
  await database.exec().delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids));
}

export async function cleanLoginLogs(database: Database) {
  await database.exec().delete(sysLogininfor);
}
