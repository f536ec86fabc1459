import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysLogininfor } from '../../../db/schema';
import type { FilterSpec } from '../../../lib/crud/list-query';
import { logTable } from '../../../lib/crud/log-table';

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

const log = logTable({
  table: sysLogininfor,
  id: sysLogininfor.infoId,
  time: sysLogininfor.loginTime,
  columns: loginLogColumns,
  filters,
});

export const loginLogWhere = (filter: LoginLogFilter): SQL | undefined => log.where(filter);

export const listLoginLogs = (
  database: Database,
  filter: LoginLogFilter,
  page: { pageNum: number; pageSize: number },
) => log.list(database, filter, page);

/** Keyset pages newest first, for exports. */
export const loginLogsBefore = log.before;

export const deleteLoginLogs = log.remove;

export const cleanLoginLogs = log.clean;
