import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysJobLog } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

export const jobLogColumns = {
  jobLogId: sysJobLog.jobLogId,
  jobId: sysJobLog.jobId,
  jobName: sysJobLog.jobName,
  jobGroup: sysJobLog.jobGroup,
  invokeTarget: sysJobLog.invokeTarget,
  invokeArgs: sysJobLog.invokeArgs,
  jobMessage: sysJobLog.jobMessage,
  status: sysJobLog.status,
  exceptionInfo: sysJobLog.exceptionInfo,
  triggerType: sysJobLog.triggerType,
  fireAt: sysJobLog.fireAt,
  startTime: sysJobLog.startTime,
  endTime: sysJobLog.endTime,
  costTime: sysJobLog.costTime,
  createTime: sysJobLog.createTime,
};

const filters: FilterSpec = {
  jobId: { op: 'eq', column: sysJobLog.jobId },
  jobName: { op: 'like', column: sysJobLog.jobName },
  jobGroup: { op: 'eq', column: sysJobLog.jobGroup },
  status: { op: 'eq', column: sysJobLog.status },
  invokeTarget: { op: 'like', column: sysJobLog.invokeTarget },
};

export interface JobLogFilter {
  jobId?: number | '';
  jobName?: string;
  jobGroup?: string;
  status?: string;
  invokeTarget?: string;
  params?: { beginTime?: string; endTime?: string };
}

export function jobLogWhere(filter: JobLogFilter): SQL | undefined {
  return and(...filterConditions(filters, { ...filter }), dateRangeCondition(sysJobLog.createTime, filter.params));
}

export async function listJobLogs(
  database: Database,
  filter: JobLogFilter,
  page: { pageNum: number; pageSize: number },
) {
  const where = jobLogWhere(filter);
  return pagedList(database, {
    from: sysJobLog,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(jobLogColumns)
        .from(sysJobLog)
        .where(where)
        .orderBy(desc(sysJobLog.jobLogId))
        .limit(limit)
        .offset(offset),
  });
}

/** Keyset pages newest first, for exports. */
export async function jobLogsBefore(
  database: Database,
  where: SQL | undefined,
  before: number | undefined,
  size: number,
) {
  return database
    .exec()
    .select(jobLogColumns)
    .from(sysJobLog)
    .where(and(where, before === undefined ? undefined : lt(sysJobLog.jobLogId, before)))
    .orderBy(desc(sysJobLog.jobLogId))
    .limit(size);
}

export async function findJobLog(database: Database, jobLogId: number) {
  const [row] = await database.exec().select(jobLogColumns).from(sysJobLog).where(eq(sysJobLog.jobLogId, jobLogId));
  return row;
}

export type JobLogValues = Omit<typeof sysJobLog.$inferInsert, 'jobLogId'>;

export async function insertJobLog(database: Database, values: JobLogValues) {
  await database.exec().insert(sysJobLog).values(values);
}

export async function deleteJobLogs(database: Database, ids: number[]) {
  await database.exec().delete(sysJobLog).where(inArray(sysJobLog.jobLogId, ids));
}

export async function cleanJobLogs(database: Database) {
  await database.exec().delete(sysJobLog);
}
