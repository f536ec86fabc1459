import { LEFT_COMPETITION_STATUSES } from '@cbo/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compExpertGroup, compReviewGroup, compStageEntry } from '../../../db/schema';
import type { ReviewGroupBasis } from '../../../db/schema/review';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';
import { type CompScopePlan, compScopeSql } from '../scope/comp-scope.repository';

// Review (project) groups: comp_review_group, scoped by the region and organisation they were
// built for (docs/review.md section 3).

/** The competition scope over review groups: their region, organisation, or creator. */
export const reviewGroupScope = (plan: CompScopePlan) =>
  compScopeSql(plan, {
    region: compReviewGroup.regionCode,
    organisation: compReviewGroup.orgId,
    owner: compReviewGroup.createBy,
  });

/** The competition scope over expert groups (their region; the creator for own-records scopes). */
export const expertGroupScope = (plan: CompScopePlan) =>
  compScopeSql(plan, { region: compExpertGroup.regionCode, owner: compExpertGroup.createBy });

// Subqueries name their tables in full: Drizzle leaves the columns of a one-table select
// unqualified, where `region_code = region_code` would compare a subquery's column with itself.
const leftStatuses = sql.join(
  LEFT_COMPETITION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** A group's counting entries (withdrawn and disqualified applications left out). */
const entryCount = sql<number>`(select count(*)::int from comp_stage_entry se
  join comp_application sa on sa.application_id = se.application_id
  where se.review_group_id = comp_review_group.review_group_id and sa.status not in (${leftStatuses}))`;

const groupColumns = {
  reviewGroupId: compReviewGroup.reviewGroupId,
  stageId: compReviewGroup.stageId,
  groupName: compReviewGroup.groupName,
  basis: compReviewGroup.basis,
  categoryName: sql<string | null>`(select gc.category_name from comp_group_category gc
    where gc.category_id = (comp_review_group.basis->>'categoryId')::bigint)`,
  regionCode: compReviewGroup.regionCode,
  regionName: sql<string | null>`(select gr.region_name from comp_region gr
    where gr.region_code = comp_review_group.region_code)`,
  orgId: compReviewGroup.orgId,
  expertGroupId: compReviewGroup.expertGroupId,
  expertGroupName: sql<string | null>`(select eg.group_name from comp_expert_group eg
    where eg.expert_group_id = comp_review_group.expert_group_id)`,
  lockedByTaskId: compReviewGroup.lockedByTaskId,
  entryCount,
  sort: compReviewGroup.sort,
  createBy: compReviewGroup.createBy,
  createTime: compReviewGroup.createTime,
};

export interface GroupFilter {
  stageId: number;
  groupName?: string;
  locked?: '0' | '1' | '';
}

const groupFilters: FilterSpec = { groupName: { op: 'like', column: compReviewGroup.groupName } };
const groupSortable = { groupName: compReviewGroup.groupName, sort: compReviewGroup.sort };

export async function listGroups(
  database: Database,
  filter: GroupFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const where = and(
    eq(compReviewGroup.stageId, filter.stageId),
    reviewGroupScope(plan),
    filter.locked === '1' ? isNotNull(compReviewGroup.lockedByTaskId) : undefined,
    filter.locked === '0' ? isNull(compReviewGroup.lockedByTaskId) : undefined,
    ...filterConditions(groupFilters, { ...filter }),
  );
  const order = orderBy(groupSortable, page, [asc(compReviewGroup.sort)], compReviewGroup.reviewGroupId);
  return pagedList(database, {
    from: compReviewGroup,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(groupColumns)
        .from(compReviewGroup)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** Groups by id within the caller's scope (ids outside it or unknown are simply not answered). */
export async function groupsInScope(database: Database, ids: number[], plan: CompScopePlan) {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select(groupColumns)
    .from(compReviewGroup)
    .where(and(inArray(compReviewGroup.reviewGroupId, ids), reviewGroupScope(plan)));
}

/** The groups of a stage by their scope and lock, for auto-grouping. */
export async function stageGroups(database: Database, stageId: number, plan: CompScopePlan) {
  const all = await database
    .exec()
    .select({
      reviewGroupId: compReviewGroup.reviewGroupId,
      groupName: compReviewGroup.groupName,
      lockedByTaskId: compReviewGroup.lockedByTaskId,
      sort: compReviewGroup.sort,
    })
    .from(compReviewGroup)
    .where(eq(compReviewGroup.stageId, stageId))
    .orderBy(asc(compReviewGroup.sort), asc(compReviewGroup.reviewGroupId));
  // The scope goes in a WHERE, where Drizzle names the table of every column.
  const visible = await database
    .exec()
    .select({ reviewGroupId: compReviewGroup.reviewGroupId })
    .from(compReviewGroup)
    .where(and(eq(compReviewGroup.stageId, stageId), reviewGroupScope(plan)));
  const inScope = new Set(visible.map((row) => row.reviewGroupId));
  return all.map((group) => ({ ...group, inScope: inScope.has(group.reviewGroupId) }));
}

export async function groupCounts(database: Database, stageId: number, plan: CompScopePlan) {
  const [row] = await database
    .exec()
    .select({
      groups: sql<number>`count(*)::int`,
      locked: sql<number>`count(${compReviewGroup.lockedByTaskId})::int`,
    })
    .from(compReviewGroup)
    .where(and(eq(compReviewGroup.stageId, stageId), reviewGroupScope(plan)));
  return { groups: Number(row?.groups ?? 0), locked: Number(row?.locked ?? 0) };
}

export function nameTaken(database: Database, stageId: number, groupName: string, exceptId?: number) {
  return isTaken(
    database,
    compReviewGroup.reviewGroupId,
    and(eq(compReviewGroup.stageId, stageId), eq(compReviewGroup.groupName, groupName)),
    exceptId,
  );
}

export interface GroupValues {
  stageId: number;
  groupName: string;
  basis: ReviewGroupBasis;
  regionCode: string | null;
  orgId: number | null;
  expertGroupId: number | null;
  sort: number;
}

export async function insertGroup(database: Database, values: GroupValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compReviewGroup)
    .values({ ...values, createBy: by })
    .returning({ reviewGroupId: compReviewGroup.reviewGroupId });
  return row.reviewGroupId;
}

export async function updateGroup(
  database: Database,
  {
    reviewGroupId,
    values,
    by,
    at,
  }: {
    reviewGroupId: number;
    values: Partial<Pick<GroupValues, 'groupName' | 'expertGroupId' | 'regionCode' | 'orgId'>>;
    by: string;
    at: string;
  },
) {
  await database
    .exec()
    .update(compReviewGroup)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compReviewGroup.reviewGroupId, reviewGroupId));
}

export async function deleteGroups(database: Database, ids: number[]) {
  if (ids.length === 0) return;
  await database.exec().delete(compReviewGroup).where(inArray(compReviewGroup.reviewGroupId, ids));
}

/** The highest sort of the stage's groups (a new group goes after it). */
export async function maxSort(database: Database, stageId: number): Promise<number> {
  const [row] = await database
    .exec()
    .select({ sort: sql<number>`coalesce(max(${compReviewGroup.sort}), 0)::int` })
    .from(compReviewGroup)
    .where(eq(compReviewGroup.stageId, stageId));
  return Number(row?.sort ?? 0);
}

/** Expert groups with what a bound panel shows, and whether the caller's scope holds each. */
export async function expertGroupsOf(
  database: Database,
  where: { stageId?: number; ids?: number[] },
  plan: CompScopePlan,
) {
  const match = and(
    where.stageId === undefined ? undefined : eq(compExpertGroup.stageId, where.stageId),
    where.ids === undefined ? undefined : inArray(compExpertGroup.expertGroupId, where.ids.length ? where.ids : [-1]),
  );
  const found = await database
    .exec()
    .select({
      expertGroupId: compExpertGroup.expertGroupId,
      stageId: compExpertGroup.stageId,
      groupName: compExpertGroup.groupName,
      leaderUserId: compExpertGroup.leaderUserId,
      leaderName: sql<string | null>`(select su.nick_name from sys_user su
        where su.user_id = comp_expert_group.leader_user_id)`,
      memberCount: sql<number>`(select count(*)::int from comp_expert_group_member gm
        where gm.expert_group_id = comp_expert_group.expert_group_id)`,
      capacity: compExpertGroup.capacity,
    })
    .from(compExpertGroup)
    .where(match)
    .orderBy(asc(compExpertGroup.groupName), asc(compExpertGroup.expertGroupId));
  const visible = await database
    .exec()
    .select({ expertGroupId: compExpertGroup.expertGroupId })
    .from(compExpertGroup)
    .where(and(match, expertGroupScope(plan)));
  const inScope = new Set(visible.map((row) => row.expertGroupId));
  return found.map((group) => ({ ...group, inScope: inScope.has(group.expertGroupId) }));
}

/**
 * Serialises the grouping writes of one stage (auto-grouping, moves, new groups, task locks) until
 * the transaction ends, so two organisers saving at once never interleave a plan with a move.
 */
export async function holdStages(database: Database, stageIds: number[]) {
  for (const stageId of [...new Set(stageIds)].sort((a, b) => a - b)) {
    await database.exec().execute(sql`select pg_advisory_xact_lock(hashtext('comp_grouping'), ${stageId}::int)`);
  }
}

export async function stagesOfGroups(database: Database, groupIds: number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await database
    .exec()
    .selectDistinct({ stageId: compReviewGroup.stageId })
    .from(compReviewGroup)
    .where(inArray(compReviewGroup.reviewGroupId, groupIds));
  return rows.map((row) => row.stageId);
}

// Locks and reads other modules use (grouping.api.ts).

export async function setLock(
  database: Database,
  { groupIds, taskId, onlyTaskId }: { groupIds: number[]; taskId: number | null; onlyTaskId?: number },
): Promise<number> {
  if (groupIds.length === 0) return 0;
  const rows = await database
    .exec()
    .update(compReviewGroup)
    .set({ lockedByTaskId: taskId })
    .where(
      and(
        inArray(compReviewGroup.reviewGroupId, groupIds),
        onlyTaskId === undefined ? undefined : eq(compReviewGroup.lockedByTaskId, onlyTaskId),
      ),
    )
    .returning({ reviewGroupId: compReviewGroup.reviewGroupId });
  return rows.length;
}

export async function lockStates(database: Database, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return database
    .exec()
    .select({
      reviewGroupId: compReviewGroup.reviewGroupId,
      groupName: compReviewGroup.groupName,
      lockedByTaskId: compReviewGroup.lockedByTaskId,
    })
    .from(compReviewGroup)
    .where(inArray(compReviewGroup.reviewGroupId, groupIds));
}

export async function groupsBoundTo(database: Database, expertGroupId: number) {
  return database
    .exec()
    .select({
      reviewGroupId: compReviewGroup.reviewGroupId,
      stageId: compReviewGroup.stageId,
      groupName: compReviewGroup.groupName,
      regionCode: compReviewGroup.regionCode,
      orgId: compReviewGroup.orgId,
      lockedByTaskId: compReviewGroup.lockedByTaskId,
    })
    .from(compReviewGroup)
    .where(eq(compReviewGroup.expertGroupId, expertGroupId))
    .orderBy(asc(compReviewGroup.sort), asc(compReviewGroup.reviewGroupId));
}

/** The counting applications of the review groups bound to an expert group, by id. */
export async function applicationIdsBoundTo(database: Database, expertGroupId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ applicationId: compStageEntry.applicationId })
    .from(compStageEntry)
    .innerJoin(compReviewGroup, eq(compReviewGroup.reviewGroupId, compStageEntry.reviewGroupId))
    .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
    .where(
      and(eq(compReviewGroup.expertGroupId, expertGroupId), sql`${compApplication.status} not in (${leftStatuses})`),
    )
    .orderBy(asc(compStageEntry.applicationId));
  return rows.map((row) => row.applicationId);
}
