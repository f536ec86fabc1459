import { LEFT_COMPETITION_STATUSES } from '@cbo/contracts';
import { and, asc, eq, inArray, isNull, notExists, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compGroupCategory,
  compOrganisation,
  compRegion,
  compReviewGroup,
  compStage,
  compStageEntry,
  compTrack,
} from '../../../db/schema';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { applicationScope } from '../application/application.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';
import { reviewGroupScope } from './grouping.repository';

// A judging stage's entries (comp_stage_entry): which applications take part, and in which group.

const JUDGING = ['preliminary', 'semi_final', 'final'] as const;

/** Entries whose application still counts downstream (never withdrawn or disqualified). */
export const counting = () => notInArray(compApplication.status, [...LEFT_COMPETITION_STATUSES]);

export interface StageRow {
  stageId: number;
  competitionId: number;
  trackId: number | null;
  stageKind: string;
  stageName: string;
  seq: number;
}

const stageColumns = {
  stageId: compStage.stageId,
  competitionId: compStage.competitionId,
  trackId: compStage.trackId,
  stageKind: compStage.stageKind,
  stageName: compStage.stageName,
  seq: compStage.seq,
};

export async function stageOf(database: Database, stageId: number): Promise<StageRow | undefined> {
  const [row] = await database.exec().select(stageColumns).from(compStage).where(eq(compStage.stageId, stageId));
  return row;
}

/** The edition's judging stages in order, with their track's name. */
export async function judgingStages(database: Database, competitionId: number) {
  return database
    .exec()
    .select({ ...stageColumns, trackName: compTrack.trackName })
    .from(compStage)
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(and(eq(compStage.competitionId, competitionId), inArray(compStage.stageKind, [...JUDGING])))
    .orderBy(asc(compStage.seq), asc(compStage.stageId));
}

export async function trackIdsOf(database: Database, competitionId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ trackId: compTrack.trackId })
    .from(compTrack)
    .where(eq(compTrack.competitionId, competitionId))
    .orderBy(asc(compTrack.trackId));
  return rows.map((row) => row.trackId);
}

/** The group categories of the edition's tracks, in their order. */
export async function categoriesOf(database: Database, competitionId: number) {
  return database
    .exec()
    .select({
      categoryId: compGroupCategory.categoryId,
      name: compGroupCategory.categoryName,
      sort: compGroupCategory.sort,
    })
    .from(compGroupCategory)
    .innerJoin(compTrack, eq(compTrack.trackId, compGroupCategory.trackId))
    .where(eq(compTrack.competitionId, competitionId))
    .orderBy(asc(compTrack.sort), asc(compGroupCategory.sort), asc(compGroupCategory.categoryId));
}

/** Approved applications of the tracks with no entry in the stage yet, in the caller's scope. */
function awaitingWhere(stageId: number, competitionId: number, trackIds: number[], plan: CompScopePlan) {
  return and(
    eq(compApplication.competitionId, competitionId),
    inArray(compApplication.trackId, trackIds.length ? trackIds : [-1]),
    eq(compApplication.status, 'approved'),
    applicationScope(plan),
    notExists(
      sql`(select 1 from ${compStageEntry} where ${compStageEntry.stageId} = ${stageId} and ${compStageEntry.applicationId} = ${compApplication.applicationId})`,
    ),
  );
}

export interface IntakeSpec {
  stageId: number;
  competitionId: number;
  /** The tracks the stage is the first judging stage of. */
  trackIds: number[];
  plan: CompScopePlan;
}

export async function countAwaiting(database: Database, spec: IntakeSpec): Promise<number> {
  if (spec.trackIds.length === 0) return 0;
  const [row] = await database
    .exec()
    .select({ n: sql<number>`count(*)::int` })
    .from(compApplication)
    .where(awaitingWhere(spec.stageId, spec.competitionId, spec.trackIds, spec.plan));
  return Number(row?.n ?? 0);
}

/** Creates the missing entries (a second run finds none); call inside a transaction. */
export async function insertAwaiting(database: Database, spec: IntakeSpec, by: string): Promise<number> {
  if (spec.trackIds.length === 0) return 0;
  const ids = await database
    .exec()
    .select({ applicationId: compApplication.applicationId })
    .from(compApplication)
    .where(awaitingWhere(spec.stageId, spec.competitionId, spec.trackIds, spec.plan))
    .orderBy(asc(compApplication.applicationId));
  let created = 0;
  for (let start = 0; start < ids.length; start += 1000) {
    const batch = ids.slice(start, start + 1000);
    const inserted = await database
      .exec()
      .insert(compStageEntry)
      .values(batch.map(({ applicationId }) => ({ stageId: spec.stageId, applicationId, createBy: by })))
      .onConflictDoNothing()
      .returning({ entryId: compStageEntry.entryId });
    created += inserted.length;
  }
  return created;
}

/** Counting entries of the stage in scope: all and grouped. */
export async function entryCounts(database: Database, stageId: number, plan: CompScopePlan) {
  const [row] = await database
    .exec()
    .select({
      entered: sql<number>`count(*)::int`,
      grouped: sql<number>`count(${compStageEntry.reviewGroupId})::int`,
    })
    .from(compStageEntry)
    .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
    .where(and(eq(compStageEntry.stageId, stageId), counting(), applicationScope(plan)));
  return { entered: Number(row?.entered ?? 0), grouped: Number(row?.grouped ?? 0) };
}

export interface EntryFilter {
  stageId: number;
  reviewGroupId?: number | '';
  ungrouped?: '0' | '1' | '';
  code?: string;
  projectName?: string;
  categoryId?: number | '';
  industry?: string;
}

const entryFilters: FilterSpec = {
  reviewGroupId: { op: 'eq', column: compStageEntry.reviewGroupId },
  code: { op: 'like', column: compApplication.code },
  projectName: { op: 'like', column: compApplication.projectName },
  categoryId: { op: 'eq', column: compApplication.categoryId },
  industry: { op: 'eq', column: compApplication.industry },
};

const entrySortable = {
  code: compApplication.code,
  projectName: compApplication.projectName,
  groupName: compReviewGroup.groupName,
};

export async function listEntries(
  database: Database,
  filter: EntryFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string },
) {
  const where = and(
    eq(compStageEntry.stageId, filter.stageId),
    counting(),
    applicationScope(plan),
    filter.ungrouped === '1' ? isNull(compStageEntry.reviewGroupId) : undefined,
    ...filterConditions(entryFilters, { ...filter }),
  );
  const order = orderBy(entrySortable, page, [asc(compApplication.code)], compStageEntry.entryId);
  return pagedList(database, {
    from: compStageEntry,
    joins: [{ table: compApplication, on: eq(compApplication.applicationId, compStageEntry.applicationId) }],
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          entryId: compStageEntry.entryId,
          applicationId: compApplication.applicationId,
          code: compApplication.code,
          projectName: compApplication.projectName,
          trackId: compApplication.trackId,
          categoryId: compApplication.categoryId,
          categoryName: sql<
            string | null
          >`(select ${compGroupCategory.categoryName} from ${compGroupCategory} where ${compGroupCategory.categoryId} = ${compApplication.categoryId})`,
          industry: compApplication.industry,
          regionCode: compApplication.regionCode,
          regionName: sql<
            string | null
          >`(select ${compRegion.regionName} from ${compRegion} where ${compRegion.regionCode} = ${compApplication.regionCode})`,
          orgName: sql<
            string | null
          >`(select ${compOrganisation.orgName} from ${compOrganisation} where ${compOrganisation.orgId} = ${compApplication.orgId})`,
          status: compApplication.status,
          reviewGroupId: compStageEntry.reviewGroupId,
          groupName: compReviewGroup.groupName,
          lockedByTaskId: compReviewGroup.lockedByTaskId,
        })
        .from(compStageEntry)
        .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
        .leftJoin(compReviewGroup, eq(compReviewGroup.reviewGroupId, compStageEntry.reviewGroupId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** Entries by id with their application, whether the caller's scope holds it, and their group. */
export async function entriesByIds(database: Database, entryIds: number[], plan: CompScopePlan) {
  const scope = applicationScope(plan) ?? sql`true`;
  return database
    .exec()
    .select({
      entryId: compStageEntry.entryId,
      stageId: compStageEntry.stageId,
      applicationId: compStageEntry.applicationId,
      reviewGroupId: compStageEntry.reviewGroupId,
      code: compApplication.code,
      status: compApplication.status,
      inScope: sql<boolean>`(${scope})`,
    })
    .from(compStageEntry)
    .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
    .where(inArray(compStageEntry.entryId, entryIds));
}

/** Puts entries into a group (or none). */
export async function setEntriesGroup(
  database: Database,
  { entryIds, reviewGroupId, by, at }: { entryIds: number[]; reviewGroupId: number | null; by: string; at: string },
) {
  if (entryIds.length === 0) return;
  await database
    .exec()
    .update(compStageEntry)
    .set({ reviewGroupId, updateBy: by, updateTime: at })
    .where(inArray(compStageEntry.entryId, entryIds));
}

/** Takes every entry out of the groups (before they are deleted). */
export async function clearGroupsOf(database: Database, reviewGroupIds: number[], at: string) {
  if (reviewGroupIds.length === 0) return;
  await database
    .exec()
    .update(compStageEntry)
    .set({ reviewGroupId: null, updateTime: at })
    .where(inArray(compStageEntry.reviewGroupId, reviewGroupIds));
}

/**
 * What auto-grouping may regroup: the stage's counting entries in scope that are ungrouped or in an
 * unlocked group of the caller's scope. Entries of locked groups, or of groups the caller cannot
 * see, stay where they are.
 */
export async function movableEntries(database: Database, stageId: number, plan: CompScopePlan) {
  return database
    .exec()
    .select({
      entryId: compStageEntry.entryId,
      applicationId: compApplication.applicationId,
      code: compApplication.code,
      categoryId: compApplication.categoryId,
      industry: compApplication.industry,
      regionCode: compApplication.regionCode,
      orgId: compApplication.orgId,
    })
    .from(compStageEntry)
    .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
    .leftJoin(compReviewGroup, eq(compReviewGroup.reviewGroupId, compStageEntry.reviewGroupId))
    .where(
      and(
        eq(compStageEntry.stageId, stageId),
        counting(),
        applicationScope(plan),
        or(
          isNull(compStageEntry.reviewGroupId),
          and(isNull(compReviewGroup.lockedByTaskId), reviewGroupScope(plan) ?? sql`true`),
        ),
      ),
    )
    .orderBy(asc(compApplication.code), asc(compApplication.applicationId));
}

/** The approved applications awaiting intake, as grouping candidates (the preview counts them in). */
export async function awaitingCandidates(database: Database, spec: IntakeSpec) {
  if (spec.trackIds.length === 0) return [];
  return database
    .exec()
    .select({
      applicationId: compApplication.applicationId,
      code: compApplication.code,
      categoryId: compApplication.categoryId,
      industry: compApplication.industry,
      regionCode: compApplication.regionCode,
      orgId: compApplication.orgId,
    })
    .from(compApplication)
    .where(awaitingWhere(spec.stageId, spec.competitionId, spec.trackIds, spec.plan));
}

/** The regions and organisations of each group's counting entries (to work out the group's scope). */
export async function memberPlaces(database: Database, reviewGroupIds: number[]) {
  if (reviewGroupIds.length === 0) return [];
  return database
    .exec()
    .select({
      reviewGroupId: compStageEntry.reviewGroupId,
      regionCode: compApplication.regionCode,
      orgId: compApplication.orgId,
    })
    .from(compStageEntry)
    .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
    .where(and(inArray(compStageEntry.reviewGroupId, reviewGroupIds), counting()));
}

/** Each region's chain of codes from the province down to itself. */
export async function regionChains(database: Database, codes: string[]): Promise<Map<string, string[]>> {
  const chains = new Map<string, string[]>();
  const unique = [...new Set(codes)];
  if (unique.length === 0) return chains;
  const rows = await database
    .exec()
    .select({ regionCode: compRegion.regionCode, ancestors: compRegion.ancestors })
    .from(compRegion)
    .where(inArray(compRegion.regionCode, unique));
  for (const row of rows) {
    chains.set(row.regionCode, [...row.ancestors.split(',').filter((code) => code !== ''), row.regionCode]);
  }
  return chains;
}

export async function regionNames(database: Database, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await database
    .exec()
    .select({ regionCode: compRegion.regionCode, regionName: compRegion.regionName })
    .from(compRegion)
    .where(inArray(compRegion.regionCode, unique));
  return new Map(rows.map((row) => [row.regionCode, row.regionName]));
}

/** Whether `inner` is `outer` or a region below it. */
export async function regionWithin(database: Database, outer: string, inner: string): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ regionCode: compRegion.regionCode })
    .from(compRegion)
    .where(
      and(
        eq(compRegion.regionCode, inner),
        or(eq(compRegion.regionCode, outer), sql`${compRegion.ancestors} like ${`%,${outer},%`}`) as SQL,
      ),
    )
    .limit(1);
  return row !== undefined;
}
