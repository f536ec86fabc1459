import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysOperLog } from '../../../db/schema';
import type { FilterSpec } from '../../../lib/crud/list-query';
import { logTable } from '../../../lib/crud/log-table';

export type OperLogEntry = typeof sysOperLog.$inferInsert;

const writtenColumns = Object.entries(getTableColumns(sysOperLog)).filter(([key]) => key !== 'operId');

/**
 * The whole batch travels as one JSON parameter expanded by json_to_recordset: Drizzle's
 * multi-row VALUES binds 16 parameters a row and cost about five times the CPU per row on PGlite
 * (the operation log's share of a logged request). Built once from the table, so it cannot drift.
 */
const insertHead = sql.raw(
  `insert into "${getTableName(sysOperLog)}" (${writtenColumns.map(([, column]) => `"${column.name}"`).join(', ')}) ` +
    `select ${writtenColumns.map(([key]) => `r."${key}"`).join(', ')} from json_to_recordset(`,
);
const insertTail = sql.raw(
  `::json) as r(${writtenColumns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', ')})`,
);

export async function insertOperLogs(database: Database, entries: OperLogEntry[]): Promise<void> {
  await database.exec().execute(sql`${insertHead}${JSON.stringify(entries)}${insertTail}`);
}

/** Character limits of the text columns, for cleaning a row the database refused. */
export const operLogTextLimits: Record<string, number> = Object.fromEntries(
  writtenColumns.flatMap(([key, column]) => {
    const length = (column as { length?: number }).length;
    return typeof length === 'number' ? [[key, length]] : [];
  }),
);

const text = (column: Parameters<typeof sql>[1], name: string) => sql<string>`coalesce(${column}, '')`.as(name);

export const operLogColumns = {
  operId: sysOperLog.operId,
  title: text(sysOperLog.title, 'title'),
  businessType: sysOperLog.businessType,
  method: text(sysOperLog.method, 'method'),
  requestMethod: text(sysOperLog.requestMethod, 'request_method'),
  operatorType: sysOperLog.operatorType,
  operName: text(sysOperLog.operName, 'oper_name'),
  deptName: text(sysOperLog.deptName, 'dept_name'),
  operUrl: text(sysOperLog.operUrl, 'oper_url'),
  operIp: text(sysOperLog.operIp, 'oper_ip'),
  operLocation: text(sysOperLog.operLocation, 'oper_location'),
  operParam: text(sysOperLog.operParam, 'oper_param'),
  jsonResult: text(sysOperLog.jsonResult, 'json_result'),
  status: sysOperLog.status,
  errorMsg: text(sysOperLog.errorMsg, 'error_msg'),
  operTime: sysOperLog.operTime,
  costTime: sysOperLog.costTime,
};

const filters: FilterSpec = {
  operIp: { op: 'like', column: sysOperLog.operIp },
  title: { op: 'like', column: sysOperLog.title },
  operName: { op: 'like', column: sysOperLog.operName },
  businessType: { op: 'eq', column: sysOperLog.businessType },
  status: { op: 'eq', column: sysOperLog.status },
};

export interface OperLogFilter {
  operIp?: string;
  title?: string;
  operName?: string;
  businessType?: number | '';
  status?: number | '';
  params?: { beginTime?: string; endTime?: string };
}

const log = logTable({
  table: sysOperLog,
  id: sysOperLog.operId,
  time: sysOperLog.operTime,
  columns: operLogColumns,
  filters,
});

export const operLogWhere = (filter: OperLogFilter): SQL | undefined => log.where(filter);

export const listOperLogs = (database: Database, filter: OperLogFilter, page: { pageNum: number; pageSize: number }) =>
  log.list(database, filter, page);

export const findOperLog = log.find;

/** Keyset pages newest first, for exports. */
export const operLogsBefore = log.before;

export const deleteOperLogs = log.remove;

export const cleanOperLogs = log.clean;
