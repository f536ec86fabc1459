import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compExpertGroup,
  compExpertGroupMember,
  compRegion,
  compReviewGroup,
  compStage,
  compStageEntry,
  compTrack,
  sysUser,
} from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeCondition } from '../scope/comp-scope';

// Expert groups and their bound review groups (docs/expert-groups.md). Members, candidates, draws
// and the history are in expert-group-members.repository.ts.

/** The stage kinds experts judge (docs/review.md section 2). */
export const JUDGING_KINDS = ['preliminary', 'semi_final', 'final'] as const;

export interface ExpertGroupValues {
  stageId: number;
  groupName: string;
  capacity: number;
  regionCode: string | null;
  remark: string | null;
}

export interface ExpertGroupFilter {
  competitionId?: number;
  stageId?: number;
  groupName?: string;
}

/** The rows a competition scope sees: by the group's region subtree, or the groups one created. */
export function expertGroupScope(plan: CompScopePlan): SQL | undefined {
  return compScopeCondition(plan, { region: compExpertGroup.regionCode, owner: compExpertGroup.createBy });
}

// Correlated subqueries name the outer column with its table: Drizzle leaves a lone table's columns
// unqualified, which inside the subquery would name the subquery's own column.
const outerGroupId = sql.raw('"comp_expert_group"."expert_group_id"');
const outerReviewGroupId = sql.raw('"comp_review_group"."review_group_id"');

const memberCount = sql<number>`(select count(*)::int from ${compExpertGroupMember} m where m.expert_group_id = ${outerGroupId})`;

const columns = {
  expertGroupId: compExpertGroup.expertGroupId,
  stageId: compExpertGroup.stageId,
  stageName: compStage.stageName,
  competitionId: compStage.competitionId,
  trackName: compTrack.trackName,
  groupName: compExpertGroup.groupName,
  leaderUserId: compExpertGroup.leaderUserId,
  leaderName: sysUser.nickName,
  capacity: compExpertGroup.capacity,
  regionCode: compExpertGroup.regionCode,
  regionName: compRegion.regionName,
  memberCount,
  remark: compExpertGroup.remark,
  createBy: compExpertGroup.createBy,
  createTime: compExpertGroup.createTime,
};

const filters: FilterSpec = {
  stageId: { op: 'eq', column: compExpertGroup.stageId },
  groupName: { op: 'like', column: compExpertGroup.groupName },
};

const sortable = {
  expertGroupId: compExpertGroup.expertGroupId,
  groupName: compExpertGroup.groupName,
  capacity: compExpertGroup.capacity,
  createTime: compExpertGroup.createTime,
};

function where(filter: ExpertGroupFilter, plan: CompScopePlan): SQL | undefined {
  const edition =
    filter.competitionId === undefined
      ? undefined
      : sql`${compExpertGroup.stageId} in (select s.stage_id from ${compStage} s where s.competition_id = ${filter.competitionId})`;
  return and(...filterConditions(filters, { ...filter }), edition, expertGroupScope(plan));
}

const joined = (database: Database) =>
  database
    .exec()
    .select(columns)
    .from(compExpertGroup)
    .innerJoin(compStage, eq(compStage.stageId, compExpertGroup.stageId))
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .leftJoin(sysUser, eq(sysUser.userId, compExpertGroup.leaderUserId))
    .leftJoin(compRegion, eq(compRegion.regionCode, compExpertGroup.regionCode));

export type ExpertGroupRow = Awaited<ReturnType<typeof findExpertGroup>> & object;

export async function listExpertGroups(
  database: Database,
  filter: ExpertGroupFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const condition = where(filter, plan);
  const order = orderBy(sortable, page, [asc(compExpertGroup.stageId)], compExpertGroup.expertGroupId);
  return pagedList(database, {
    from: compExpertGroup,
    where: condition,
    page,
    rows: ({ limit, offset }) =>
      joined(database)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export async function findExpertGroup(database: Database, expertGroupId: number, plan: CompScopePlan) {
  const [row] = await joined(database)
    .where(and(eq(compExpertGroup.expertGroupId, expertGroupId), expertGroupScope(plan)))
    .limit(1);
  return row;
}

/** How many of these ids name groups the plan sees. */
export async function countInScope(database: Database, ids: number[], plan: CompScopePlan) {
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compExpertGroup)
    .where(and(inArray(compExpertGroup.expertGroupId, ids), expertGroupScope(plan)));
  return n;
}

/** The review groups bound to these expert groups, each with its application count. */
export async function boundReviewGroups(database: Database, expertGroupIds: number[]) {
  if (expertGroupIds.length === 0) return [];
  return database
    .exec()
    .select({
      expertGroupId: sql<number>`${compReviewGroup.expertGroupId}`.mapWith(Number),
      reviewGroupId: compReviewGroup.reviewGroupId,
      groupName: compReviewGroup.groupName,
      applicationCount: sql<number>`(select count(*)::int from ${compStageEntry} e where e.review_group_id = ${outerReviewGroupId})`,
    })
    .from(compReviewGroup)
    .where(inArray(compReviewGroup.expertGroupId, expertGroupIds))
    .orderBy(asc(compReviewGroup.sort), asc(compReviewGroup.reviewGroupId));
}

/** The judging stages of an edition, in order, with their tracks. */
export async function judgingStages(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      stageId: compStage.stageId,
      stageName: compStage.stageName,
      stageKind: compStage.stageKind,
      trackId: compStage.trackId,
      trackName: compTrack.trackName,
    })
    .from(compStage)
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(and(eq(compStage.competitionId, competitionId), inArray(compStage.stageKind, [...JUDGING_KINDS])))
    .orderBy(asc(compTrack.sort), asc(compStage.seq), asc(compStage.stageId));
}

/** A judging stage by id (undefined when missing or not a judging stage). */
export async function judgingStage(database: Database, stageId: number) {
  const [row] = await database
    .exec()
    .select({ stageId: compStage.stageId, competitionId: compStage.competitionId })
    .from(compStage)
    .where(and(eq(compStage.stageId, stageId), inArray(compStage.stageKind, [...JUDGING_KINDS])))
    .limit(1);
  return row;
}

export async function groupNameTaken(database: Database, stageId: number, groupName: string, exceptId?: number) {
  const [{ n }] = await database
    .exec()
    .select({ n: count() })
    .from(compExpertGroup)
    .where(
      and(
        eq(compExpertGroup.stageId, stageId),
        eq(compExpertGroup.groupName, groupName),
        exceptId === undefined ? undefined : ne(compExpertGroup.expertGroupId, exceptId),
      ),
    );
  return n > 0;
}

export async function insertExpertGroup(database: Database, values: ExpertGroupValues, by: string) {
  const [row] = await database
    .exec()
    .insert(compExpertGroup)
    .values({ ...values, createBy: by })
    .returning({ expertGroupId: compExpertGroup.expertGroupId });
  return row.expertGroupId;
}

export async function updateExpertGroup(
  database: Database,
  { expertGroupId, values, by, at }: { expertGroupId: number; values: ExpertGroupValues; by: string; at: string },
) {
  await database
    .exec()
    .update(compExpertGroup)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compExpertGroup.expertGroupId, expertGroupId));
}

/** Locks the group's row for the rest of the transaction (capacity is checked under it). */
export async function lockExpertGroup(database: Database, expertGroupId: number) {
  const [row] = await database
    .exec()
    .select({
      expertGroupId: compExpertGroup.expertGroupId,
      groupName: compExpertGroup.groupName,
      capacity: compExpertGroup.capacity,
      leaderUserId: compExpertGroup.leaderUserId,
    })
    .from(compExpertGroup)
    .where(eq(compExpertGroup.expertGroupId, expertGroupId))
    .for('update');
  return row;
}

/** Each group among these ids with members or bound review groups, with what holds it. */
export async function groupsInUse(database: Database, ids: number[]) {
  return database
    .exec()
    .select({
      expertGroupId: compExpertGroup.expertGroupId,
      groupName: compExpertGroup.groupName,
      memberCount,
      reviewGroups: sql<
        string | null
      >`(select string_agg(r.group_name, '、' order by r.review_group_id) from ${compReviewGroup} r where r.expert_group_id = ${outerGroupId})`,
    })
    .from(compExpertGroup)
    .where(inArray(compExpertGroup.expertGroupId, ids))
    .orderBy(asc(compExpertGroup.expertGroupId));
}

export async function deleteExpertGroups(database: Database, ids: number[]) {
  await database.exec().delete(compExpertGroup).where(inArray(compExpertGroup.expertGroupId, ids));
}

/** The applications the group judges: the entries of the review groups bound to it. */
export async function groupApplicationIds(database: Database, expertGroupId: number): Promise<number[]> {
  const found = await database
    .exec()
    .select({ applicationId: compStageEntry.applicationId })
    .from(compStageEntry)
    .innerJoin(compReviewGroup, eq(compReviewGroup.reviewGroupId, compStageEntry.reviewGroupId))
    .where(eq(compReviewGroup.expertGroupId, expertGroupId))
    .orderBy(asc(compStageEntry.applicationId));
  return found.map((row) => row.applicationId);
}

/** Whether a region exists, and whether it lies in a region plan's subtree. */
export async function regionCheck(database: Database, regionCode: string, plan: CompScopePlan) {
  const inPlan = plan.kind === 'region' ? compScopeCondition(plan, { region: compRegion.regionCode }) : undefined;
  const [row] = await database
    .exec()
    .select({ inScope: inPlan ? sql<boolean>`${inPlan}` : sql<boolean>`true` })
    .from(compRegion)
    .where(eq(compRegion.regionCode, regionCode))
    .limit(1);
  return { exists: row !== undefined, inScope: row?.inScope === true };
}
