import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, min, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysJob } from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';

export const jobColumns = {
  jobId: sysJob.jobId,
  jobName: sysJob.jobName,
  jobGroup: sysJob.jobGroup,
  invokeTarget: sysJob.invokeTarget,
  invokeArgs: sysJob.invokeArgs,
  cronExpression: sysJob.cronExpression,
  misfirePolicy: sysJob.misfirePolicy,
  concurrent: sysJob.concurrent,
  status: sysJob.status,
  nextFireAt: sysJob.nextFireAt,
  remark: sysJob.remark,
  createBy: sysJob.createBy,
  createTime: sysJob.createTime,
  updateBy: sysJob.updateBy,
  updateTime: sysJob.updateTime,
};
export type JobRecord = Awaited<ReturnType<typeof findJob>> & {};

const filters: FilterSpec = {
  jobName: { op: 'like', column: sysJob.jobName },
  jobGroup: { op: 'eq', column: sysJob.jobGroup },
  status: { op: 'eq', column: sysJob.status },
  invokeTarget: { op: 'like', column: sysJob.invokeTarget },
};
const sortable = { jobId: sysJob.jobId, jobName: sysJob.jobName, jobGroup: sysJob.jobGroup, status: sysJob.status };

export interface JobFilter {
  jobName?: string;
  jobGroup?: string;
  status?: string;
  invokeTarget?: string;
}

export const jobWhere = (filter: JobFilter): SQL | undefined => and(...filterConditions(filters, { ...filter }));

export async function listJobs(
  database: Database,
  filter: JobFilter,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const where = jobWhere(filter);
  return pagedList(database, {
    from: sysJob,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(jobColumns)
        .from(sysJob)
        .where(where)
        .orderBy(...orderBy(sortable, page, [], sysJob.jobId))
        .limit(limit)
        .offset(offset),
  });
}

/** Keyset pages by id, for exports. */
export async function jobsAfter(database: Database, where: SQL | undefined, after: number | undefined, size: number) {
  return database
    .exec()
    .select(jobColumns)
    .from(sysJob)
    .where(and(where, after === undefined ? undefined : gt(sysJob.jobId, after)))
    .orderBy(asc(sysJob.jobId))
    .limit(size);
}

export async function findJob(database: Database, jobId: number) {
  const [row] = await database.exec().select(jobColumns).from(sysJob).where(eq(sysJob.jobId, jobId));
  return row;
}

export type JobValues = Pick<
  typeof sysJob.$inferInsert,
  | 'jobName'
  | 'jobGroup'
  | 'invokeTarget'
  | 'invokeArgs'
  | 'cronExpression'
  | 'misfirePolicy'
  | 'concurrent'
  | 'status'
  | 'nextFireAt'
  | 'remark'
>;

export async function insertJob(database: Database, values: JobValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(sysJob)
    .values({ ...values, createBy: by })
    .returning({ jobId: sysJob.jobId });
  return row.jobId;
}

export async function updateJob(
  database: Database,
  { jobId, values, by, at }: { jobId: number; values: JobValues; by: string; at: string },
) {
  const rows = await database
    .exec()
    .update(sysJob)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(sysJob.jobId, jobId))
    .returning({ jobId: sysJob.jobId });
  return rows.length;
}

export async function setJobStatus(
  database: Database,
  {
    jobId,
    change,
    by,
    at,
  }: { jobId: number; change: { status: string; nextFireAt: number | null }; by: string; at: string },
) {
  const rows = await database
    .exec()
    .update(sysJob)
    .set({ ...change, updateBy: by, updateTime: at })
    .where(eq(sysJob.jobId, jobId))
    .returning({ jobId: sysJob.jobId });
  return rows.length;
}

export async function deleteJobs(database: Database, jobIds: number[]) {
  await database.exec().delete(sysJob).where(inArray(sysJob.jobId, jobIds));
}

// The schedule: every instance reads it; a fire is run by the instance whose compare-and-set wins.

/** Normal jobs whose awaited fire has come. */
export async function dueJobs(database: Database, now: number) {
  return database
    .exec()
    .select(jobColumns)
    .from(sysJob)
    .where(and(eq(sysJob.status, '0'), isNotNull(sysJob.nextFireAt), lte(sysJob.nextFireAt, now)))
    .orderBy(asc(sysJob.nextFireAt), asc(sysJob.jobId));
}

/** The earliest awaited fire of any normal job (epoch ms), or null. */
export async function earliestFire(database: Database): Promise<number | null> {
  const [row] = await database
    .exec()
    .select({ at: min(sysJob.nextFireAt) })
    .from(sysJob)
    .where(eq(sysJob.status, '0'));
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/**
 * Moves a job's awaited fire from `expected` to `next`; true for the one caller that did it.
 * Two instances handling the same fire both try, the database lets exactly one change the row.
 */
export async function claimFire(database: Database, jobId: number, expected: number, next: number | null) {
  const rows = await database
    .exec()
    .update(sysJob)
    .set({ nextFireAt: next })
    .where(and(eq(sysJob.jobId, jobId), eq(sysJob.status, '0'), eq(sysJob.nextFireAt, expected)))
    .returning({ jobId: sysJob.jobId });
  return rows.length === 1;
}

/**
 * Takes the run lease of a non-concurrent job when it is free or has lapsed: 'taken', 'busy' while
 * another run holds it, 'gone' when the job was deleted.
 */
export async function acquireLease(
  database: Database,
  { jobId, owner, now, until }: { jobId: number; owner: string; now: number; until: number },
): Promise<'taken' | 'busy' | 'gone'> {
  const rows = await database
    .exec()
    .update(sysJob)
    .set({ runOwner: owner, runLeaseUntil: until })
    .where(and(eq(sysJob.jobId, jobId), or(isNull(sysJob.runLeaseUntil), lte(sysJob.runLeaseUntil, now))))
    .returning({ jobId: sysJob.jobId });
  if (rows.length === 1) return 'taken';
  const [held] = await database.exec().select({ jobId: sysJob.jobId }).from(sysJob).where(eq(sysJob.jobId, jobId));
  return held ? 'busy' : 'gone';
}

export async function renewLease(database: Database, jobId: number, owner: string, until: number) {
  await database
    .exec()
    .update(sysJob)
    .set({ runLeaseUntil: until })
    .where(and(eq(sysJob.jobId, jobId), eq(sysJob.runOwner, owner)));
}

export async function releaseLease(database: Database, jobId: number, owner: string) {
  await database
    .exec()
    .update(sysJob)
    .set({ runOwner: null, runLeaseUntil: null })
    .where(and(eq(sysJob.jobId, jobId), eq(sysJob.runOwner, owner)));
}
