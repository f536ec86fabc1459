import { and, asc, count, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compAuditLevel, compRegion } from '../../../db/schema';
import { pageWindow } from '../../../lib/crud/list-query';
import {
  type ApplicationSort,
  applicationScope,
  applicationWhere,
  listApplications,
} from '../application/application.repository';
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
  orgId?: number | '';
  leaderName?: string;
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
  page: { pageNum: number; pageSize: number } & ApplicationSort,
) {
  const fragment = Boolean(filter.projectName || filter.code || filter.leaderName);
  const { total, rows } = await listApplications(database, queueWhere(filter, plan, levelNo), page, fragment, page);
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

/** A region and every region below it. */
const subtree = (regionCode: string) =>
  or(eq(compRegion.regionCode, regionCode), like(compRegion.ancestors, `%,${regionCode},%`));

/**
 * The enabled regions the caller's queue may be filtered by: every one (scope all), the scope's
 * region and those below it, or (scope by organisation or own records) the regions of the
 * edition's applications the caller sees.
 */
export async function regionsInScope(database: Database, plan: CompScopePlan, competitionId: number) {
  const within =
    plan.kind === 'all'
      ? undefined
      : plan.kind === 'region'
        ? subtree(plan.regionCode)
        : inArray(
            compRegion.regionCode,
            database
              .exec()
              .selectDistinct({ regionCode: compApplication.regionCode })
              .from(compApplication)
              .where(and(eq(compApplication.competitionId, competitionId), applicationScope(plan))),
          );
  return database
    .exec()
    .select({
      regionCode: compRegion.regionCode,
      regionName: compRegion.regionName,
      level: compRegion.level,
      parentCode: compRegion.parentCode,
    })
    .from(compRegion)
    .where(and(eq(compRegion.status, '0'), within))
    .orderBy(asc(compRegion.level), asc(compRegion.orderNum), asc(compRegion.regionCode));
}

/** Whether a region is the scope's region or below it. */
export async function regionWithin(database: Database, scopeRegion: string, regionCode: string): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ regionCode: compRegion.regionCode })
    .from(compRegion)
    .where(and(eq(compRegion.regionCode, regionCode), subtree(scopeRegion)))
    .limit(1);
  return row !== undefined;
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
