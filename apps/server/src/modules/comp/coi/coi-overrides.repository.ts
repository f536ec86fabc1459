import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compCoiOverride, compExpert, compExpertGroup, compStage, sysUser } from '../../../db/schema';
import { likePattern } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeCondition } from '../scope/comp-scope';

// The log of overridden conflict warnings (docs/conflicts-of-interest.md): written by
// `recordOverrides` (coi.api.ts) when a warned expert joins a group or gets a task, read here.

const o = compCoiOverride;
const a = compApplication;
const g = compExpertGroup;

export interface OverrideFilter {
  competitionId: number;
  expertName?: string;
  applicationCode?: string;
}

/**
 * The edition an override belongs to: its application's, else its expert group's stage's. The
 * scope: the application's region or organisation, else the group's region (a group across regions
 * has none: only all-scoped staff see it, docs/review.md 3). Subqueries, not joins: the count reads
 * the log alone.
 */
function where(filter: OverrideFilter, plan: CompScopePlan): SQL | undefined {
  const name = filter.expertName ? likePattern(filter.expertName.toLowerCase()) : undefined;
  const code = filter.applicationCode ? likePattern(filter.applicationCode.toLowerCase()) : undefined;
  const appScope = compScopeCondition(plan, { region: a.regionCode, organisation: a.orgId, owner: a.createBy });
  const groupScope = compScopeCondition(plan, { region: g.regionCode, owner: g.createBy });
  const ofApplication = sql`${o.applicationId} in (select ${a.applicationId} from ${a}
    where ${a.competitionId} = ${filter.competitionId}${appScope ? sql` and ${appScope}` : sql``}${code ? sql` and lower(${a.code}) like ${code}` : sql``})`;
  const ofGroup = sql`${o.applicationId} is null and ${o.expertGroupId} in (select ${g.expertGroupId} from ${g}
    join ${compStage} on ${compStage.stageId} = ${g.stageId}
    where ${compStage.competitionId} = ${filter.competitionId}${groupScope ? sql` and ${groupScope}` : sql``})`;
  return and(
    code ? ofApplication : sql`(${ofApplication} or (${ofGroup}))`,
    name
      ? sql`${o.expertId} in (select ${compExpert.expertId} from ${compExpert} join ${sysUser} on ${sysUser.userId} = ${compExpert.userId}
          where lower(${sysUser.nickName}) like ${name} or lower(${sysUser.userName}) like ${name})`
      : undefined,
  );
}

export async function listOverrides(
  database: Database,
  filter: OverrideFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number },
) {
  const condition = where(filter, plan);
  return pagedList(database, {
    from: o,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          overrideId: o.overrideId,
          expertId: o.expertId,
          expertName: sql<string>`coalesce(${sysUser.nickName}, '')`,
          applicationId: o.applicationId,
          applicationCode: a.code,
          expertGroupId: o.expertGroupId,
          expertGroupName: g.groupName,
          ruleKind: o.ruleKind,
          reason: o.reason,
          createBy: o.createBy,
          createTime: o.createTime,
        })
        .from(o)
        .leftJoin(a, eq(a.applicationId, o.applicationId))
        .leftJoin(g, eq(g.expertGroupId, o.expertGroupId))
        .leftJoin(compExpert, eq(compExpert.expertId, o.expertId))
        .leftJoin(sysUser, eq(sysUser.userId, compExpert.userId))
        .where(condition)
        .orderBy(desc(o.overrideId))
        .limit(limit)
        .offset(offset),
  });
}

export interface OverrideRecord {
  expertId: number;
  applicationId: number | null;
  expertGroupId: number | null;
  ruleKind: string;
  reason: string;
  by: string;
}

/** Appends overridden warnings to the override log (never updated or deleted). */
export async function insertOverrides(database: Database, records: readonly OverrideRecord[]): Promise<void> {
  if (records.length === 0) return;
  await database
    .exec()
    .insert(compCoiOverride)
    .values(
      records.map((record) => ({
        expertId: record.expertId,
        applicationId: record.applicationId,
        expertGroupId: record.expertGroupId,
        ruleKind: record.ruleKind,
        reason: record.reason,
        createBy: record.by,
      })),
    );
}
