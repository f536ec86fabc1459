import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysJobLog } from '../../../db/schema';
import type { FilterSpec } from '../../../lib/crud/list-query';
import { logTable } from '../../../lib/crud/log-table';

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

const log = logTable({
  table: sysJobLog,
  id: sysJobLog.jobLogId,
  time: sysJobLog.createTime,
  columns: jobLogColumns,
  filters,
});

export const jobLogWhere = (filter: JobLogFilter): SQL | undefined => log.where(filter);

export const listJobLogs = (database: Database, filter: JobLogFilter, page: { pageNum: number; pageSize: number }) =>
  log.list(database, filter, page);

/** Keyset pages newest first, for exports. */
export const jobLogsBefore = log.before;

export const findJobLog = log.find;

export type JobLogValues = Omit<typeof sysJobLog.$inferInsert, 'jobLogId'>;

export async function insertJobLog(database: Database, values: JobLogValues) {
  await database.exec().insert(sysJobLog).values(values);
}

export const deleteJobLogs = log.remove;

export const cleanJobLogs = log.clean;
