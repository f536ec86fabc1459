import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { sysJobLog, sysLogininfor, sysOperLog, sysUser } from '../../db/schema';
import { dataScopeCondition, type ScopeSubject } from '../system/data-scope/data-scope';

/** Back-office users (not entrants) by status, within the caller's data scope. */
export async function countUsers(database: Database, subject: ScopeSubject) {
  const scope = dataScopeCondition(subject, 'system:user:list', { dept: sysUser.deptId, user: sysUser.userId });
  const rows = await database
    .exec()
    .select({ status: sysUser.status, total: sql<number>`count(*)::int` })
    .from(sysUser)
    .where(and(eq(sysUser.delFlag, '0'), eq(sysUser.userType, '00'), scope))
    .groupBy(sysUser.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { total: rows.reduce((sum, row) => sum + row.total, 0), normal: of('0'), disabled: of('1') };
}

export interface DayCount {
  day: string;
  /** Rows whose status means failure. */
  failed: number;
  total: number;
}

/** Rows per day from `from` (`yyyy-MM-dd HH:mm:ss`), with how many of them failed. */
async function perDay(
  database: Database,
  {
    table,
    time,
    failed,
    from,
  }: { table: typeof sysLogininfor | typeof sysOperLog | typeof sysJobLog; time: PgColumn; failed: SQL; from: string },
): Promise<DayCount[]> {
  const day = sql<string>`to_char(${time}, 'YYYY-MM-DD')`;
  return database
    .exec()
    .select({ day, total: sql<number>`count(*)::int`, failed: sql<number>`(count(*) filter (where ${failed}))::int` })
    .from(table)
    .where(gte(time, from))
    .groupBy(day);
}

export const loginsPerDay = (database: Database, from: string) =>
  perDay(database, {
    table: sysLogininfor,
    time: sysLogininfor.loginTime,
    failed: sql`${sysLogininfor.status} = '1'`,
    from,
  });

export const operationsPerDay = (database: Database, from: string) =>
  perDay(database, { table: sysOperLog, time: sysOperLog.operTime, failed: sql`${sysOperLog.status} = 1`, from });

export const jobRunsPerDay = (database: Database, from: string) =>
  perDay(database, { table: sysJobLog, time: sysJobLog.createTime, failed: sql`${sysJobLog.status} = '1'`, from });
