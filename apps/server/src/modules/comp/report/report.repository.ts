import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compReportSnapshot } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';

// Report snapshots (comp_report_snapshot, docs/reports.md). A snapshot is inserted running, its
// progress and heartbeat move while it runs, and it is finished by ONE update (done with its files,
// or failed with the error); after that the table's trigger refuses any change and every delete.

const columns = {
  reportId: compReportSnapshot.reportId,
  competitionId: compReportSnapshot.competitionId,
  kind: compReportSnapshot.kind,
  params: compReportSnapshot.params,
  title: compReportSnapshot.title,
  status: compReportSnapshot.status,
  done: compReportSnapshot.done,
  total: compReportSnapshot.total,
  step: compReportSnapshot.step,
  dataHash: compReportSnapshot.dataHash,
  xlsxKey: compReportSnapshot.xlsxKey,
  xlsxSize: compReportSnapshot.xlsxSize,
  pdfKey: compReportSnapshot.pdfKey,
  pdfSize: compReportSnapshot.pdfSize,
  error: compReportSnapshot.error,
  createdBy: compReportSnapshot.createdBy,
  createdAt: compReportSnapshot.createdAt,
  finishedAt: compReportSnapshot.finishedAt,
  heartbeatAt: compReportSnapshot.heartbeatAt,
};
const snapshotQuery = (database: Database) => database.exec().select(columns).from(compReportSnapshot).$dynamic();
export type SnapshotRow = Awaited<ReturnType<typeof snapshotQuery>>[number];

export async function insertSnapshot(
  database: Database,
  row: {
    competitionId: number;
    kind: string;
    params: Record<string, unknown>;
    title: string;
    total: number;
    createdBy: string;
    createdAt: string;
    instance: string;
  },
): Promise<number> {
  const [inserted] = await database
    .exec()
    .insert(compReportSnapshot)
    .values({ ...row, status: 'running', done: 0, step: 'data', heartbeatAt: row.createdAt })
    .returning({ reportId: compReportSnapshot.reportId });
  return inserted.reportId;
}

/** Progress of a running snapshot (never touches a finished one: the condition says running). */
export async function updateProgress(
  database: Database,
  reportId: number,
  progress: { done: number; step: string; heartbeatAt: string },
) {
  await database
    .exec()
    .update(compReportSnapshot)
    .set(progress)
    .where(and(eq(compReportSnapshot.reportId, reportId), eq(compReportSnapshot.status, 'running')));
}

/** The one final update of a running snapshot: done (hash, files, sizes) or failed (error). */
export async function finishSnapshot(
  database: Database,
  reportId: number,
  end:
    | {
        status: 'done';
        done: number;
        dataHash: string;
        xlsxKey: string;
        xlsxSize: number;
        pdfKey: string;
        pdfSize: number;
        finishedAt: string;
      }
    | { status: 'failed'; error: string; dataHash: string | null; finishedAt: string },
): Promise<boolean> {
  const updated = await database
    .exec()
    .update(compReportSnapshot)
    .set({ ...end, step: null, heartbeatAt: end.finishedAt })
    .where(and(eq(compReportSnapshot.reportId, reportId), eq(compReportSnapshot.status, 'running')))
    .returning({ reportId: compReportSnapshot.reportId });
  return updated.length > 0;
}

/** Running snapshots whose instance stopped beating (before `staleBefore`) become failed. */
export async function failStale(
  database: Database,
  { staleBefore, error, at }: { staleBefore: string; error: string; at: string },
) {
  await database
    .exec()
    .update(compReportSnapshot)
    .set({ status: 'failed', error, step: null, finishedAt: at })
    .where(and(eq(compReportSnapshot.status, 'running'), lt(compReportSnapshot.heartbeatAt, staleBefore)));
}

export async function snapshotById(database: Database, reportId: number): Promise<SnapshotRow | undefined> {
  const [row] = await snapshotQuery(database).where(eq(compReportSnapshot.reportId, reportId));
  return row;
}

export function listSnapshots(
  database: Database,
  { competitionId, kind, scope }: { competitionId: number; kind?: string; scope?: string },
  page: { pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = and(
    eq(compReportSnapshot.competitionId, competitionId),
    kind ? eq(compReportSnapshot.kind, kind) : undefined,
    // Only the snapshots generated under this scope (undefined: every one).
    scope === undefined ? undefined : sql`${compReportSnapshot.params}->>'scope' = ${scope}`,
  );
  return pagedList(database, {
    from: compReportSnapshot,
    where,
    page,
    rows: ({ limit, offset }) =>
      snapshotQuery(database).where(where).orderBy(desc(compReportSnapshot.reportId)).limit(limit).offset(offset),
  }) as Promise<{ total: number; rows: SnapshotRow[] }>;
}

/** Whether the edition exists (the scope check is the caller's). */
export async function editionExists(database: Database, competitionId: number): Promise<boolean> {
  const result = (await database
    .exec()
    .execute(sql`select 1 as found from comp_competition where competition_id = ${competitionId}`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}
