import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compAuditLevel } from '../../../db/schema';
import { pageWindow } from '../../../lib/crud/list-query';
import { applicationScope, applicationWhere, listApplications } from '../application/application.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';

/** The edition's audit levels in order. */
export async function levelsOf(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      levelNo: compAuditLevel.levelNo,
      levelName: compAuditLevel.levelName,
      roleId: compAuditLevel.roleId,
      regionLevel: compAuditLevel.regionLevel,
    })
    .from(compAuditLevel)
    .where(eq(compAuditLevel.competitionId, competitionId))
    .orderBy(asc(compAuditLevel.levelNo));
}

/** Waiting for audit: submitted (first look) or under audit, at a level. */
export const waiting = () => or(eq(compApplication.status, 'submitted'), eq(compApplication.status, 'under_audit'));

export interface QueueFilter {
  competitionId: number;
  trackId?: number | '';
  categoryId?: number | '';
  code?: string;
  projectName?: string;
  regionCode?: string;
}

export function queueWhere(filter: QueueFilter, plan: CompScopePlan, levelNo?: number): SQL | undefined {
  return and(
    applicationWhere(filter, plan),
    waiting(),
    levelNo === undefined ? undefined : eq(compApplication.auditLevel, levelNo),
  );
}

export async function pendingByLevel(database: Database, filter: QueueFilter, plan: CompScopePlan) {
  return database
    .exec()
    .select({ levelNo: compApplication.auditLevel, n: count() })
    .from(compApplication)
    .where(queueWhere(filter, plan))
    .groupBy(compApplication.auditLevel);
}

export async function queue(
  database: Database,
  filter: QueueFilter,
  plan: CompScopePlan,
  levelNo: number,
  page: { pageNum: number; pageSize: number },
) {
  const { total, rows } = await listApplications(database, queueWhere(filter, plan, levelNo), page);
  return { total, rows: rows.map((row) => ({ ...row, auditLevel: levelNo })) };
}

/** The ids waiting at a level that match the queue's filter in scope, oldest first, at most `limit`. */
export async function queueIds(
  database: Database,
  filter: QueueFilter,
  plan: CompScopePlan,
  levelNo: number,
  limit: number,
): Promise<number[]> {
  const found = await database
    .exec()
    .select({ applicationId: compApplication.applicationId })
    .from(compApplication)
    .where(queueWhere(filter, plan, levelNo))
    .orderBy(asc(compApplication.applicationId))
    .limit(limit);
  return found.map((row) => row.applicationId);
}

/** What a decision needs of each application, for ids in scope. */
export async function decisionStates(database: Database, ids: number[], plan: CompScopePlan) {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select({
      applicationId: compApplication.applicationId,
      code: compApplication.code,
      projectName: compApplication.projectName,
      competitionId: compApplication.competitionId,
      status: compApplication.status,
      auditLevel: compApplication.auditLevel,
      leaderMobileEnc: compApplication.leaderMobileEnc,
      returnCount: compApplication.returnCount,
    })
    .from(compApplication)
    .where(and(inArray(compApplication.applicationId, ids), applicationScope(plan)));
}

export { pageWindow };
