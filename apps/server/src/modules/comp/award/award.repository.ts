import type { AwardLevelKind, AwardStatus } from '@cbo/contracts';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compApplication, compAward, compAwardLevel, compCertificate } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeSql } from '../scope/comp-scope.repository';

// Award levels and awards (docs/awards.md): levels of an edition (and track), the awards finalized
// batches gave, each with its current certificate (comp_certificate with revoked_at null).

type Page = { pageNum: number; pageSize: number };

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** The competition scope over applications (region, organisation, creator). */
export const applicationScope = (plan: CompScopePlan) =>
  compScopeSql(plan, {
    region: compApplication.regionCode,
    organisation: compApplication.orgId,
    owner: compApplication.createBy,
  });

/**
 * Whether the edition exists and is in the plan: every edition for the whole scope, otherwise an
 * edition holding at least one application the scope sees (docs/competition-scope.md).
 */
export async function editionInScope(database: Database, competitionId: number, plan: CompScopePlan) {
  const scope = applicationScope(plan);
  const [row] = await query<{ found: number }>(
    database,
    scope
      ? sql`select 1 as found from comp_application where comp_application.competition_id = ${competitionId} and ${scope} limit 1`
      : sql`select 1 as found from comp_competition where competition_id = ${competitionId}`,
  );
  return row !== undefined;
}

/** Holds the edition's row until the transaction ends: level names are checked and written under it. */
export async function lockEdition(database: Database, competitionId: number) {
  await database.exec().execute(sql`select 1 from comp_competition where competition_id = ${competitionId} for update`);
}

export async function trackOfEdition(database: Database, trackId: number, competitionId: number) {
  const [row] = await query<{ found: number }>(
    database,
    sql`select 1 as found from comp_track where track_id = ${trackId} and competition_id = ${competitionId}`,
  );
  return row !== undefined;
}

/** Whether the sponsor is linked to the edition (comp_competition_sponsor, the edition form's sponsors). */
export async function sponsorOfEdition(database: Database, sponsorId: number, competitionId: number) {
  const [row] = await query<{ found: number }>(
    database,
    sql`select 1 as found from comp_competition_sponsor where sponsor_id = ${sponsorId} and competition_id = ${competitionId}`,
  );
  return row !== undefined;
}

/** Whether another level of the edition and the same track (or edition-wide) has the name. */
export async function levelNameTaken(
  database: Database,
  {
    competitionId,
    trackId,
    name,
    exceptId,
  }: { competitionId: number; trackId: number | null; name: string; exceptId?: number },
) {
  const [row] = await query<{ found: number }>(
    database,
    sql`select 1 as found from comp_award_level where competition_id = ${competitionId}
        and track_id is not distinct from ${trackId} and lower(name) = lower(${name})
        ${exceptId === undefined ? sql`` : sql`and level_id <> ${exceptId}`} limit 1`,
  );
  return row !== undefined;
}

export interface LevelRecord {
  levelId: number;
  competitionId: number;
  name: string;
}

export async function findLevels(database: Database, ids: number[]): Promise<LevelRecord[]> {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select({ levelId: compAwardLevel.levelId, competitionId: compAwardLevel.competitionId, name: compAwardLevel.name })
    .from(compAwardLevel)
    .where(inArray(compAwardLevel.levelId, ids));
}

export interface LevelRow {
  levelId: number;
  competitionId: number;
  trackId: number | null;
  trackName: string | null;
  name: string;
  kind: AwardLevelKind;
  rankOrder: number;
  count: number | null;
  minScore: number | null;
  sponsorId: number | null;
  sponsorName: string | null;
  awarded: number;
}

/** An edition's levels (of one track and the edition-wide ones when `trackId`): ranked by order, then special. */
export async function listLevels(database: Database, competitionId: number, trackId?: number): Promise<LevelRow[]> {
  return query<LevelRow>(
    database,
    sql`select l.level_id::int as "levelId", l.competition_id::int as "competitionId", l.track_id::int as "trackId",
          t.track_name as "trackName", l.name, l.kind, l.rank_order as "rankOrder", l.count,
          l.min_score::float8 as "minScore", l.sponsor_id::int as "sponsorId", s.sponsor_name as "sponsorName",
          (select count(*) from comp_award a where a.level_id = l.level_id and a.status = 'final')::int as awarded
        from comp_award_level l
        left join comp_track t on t.track_id = l.track_id
        left join comp_sponsor s on s.sponsor_id = l.sponsor_id
        where l.competition_id = ${competitionId}
          ${trackId === undefined ? sql`` : sql`and (l.track_id = ${trackId} or l.track_id is null)`}
        order by case when l.kind = 'ranked' then 0 else 1 end, l.rank_order, l.track_id nulls first, l.level_id`,
  );
}

export interface LevelValues {
  competitionId: number;
  trackId: number | null;
  name: string;
  kind: AwardLevelKind;
  rankOrder: number;
  count: number | null;
  minScore: number | null;
  sponsorId: number | null;
}

export async function insertLevel(database: Database, values: LevelValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compAwardLevel)
    .values({ ...values, createBy: by })
    .returning({ levelId: compAwardLevel.levelId });
  return row.levelId;
}

export async function updateLevel(
  database: Database,
  { levelId, values, by, at }: { levelId: number; values: LevelValues; by: string; at: string },
) {
  await database
    .exec()
    .update(compAwardLevel)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(compAwardLevel.levelId, levelId));
}

/** The first batch decision naming one of the levels (proposed or final), with the batch's title. */
export async function levelInBatch(database: Database, levelIds: number[]) {
  const [row] = await query<{ levelId: number; title: string }>(
    database,
    sql`select coalesce(d.final_level_id, d.proposed_level_id)::int as "levelId", b.title
        from comp_promotion_decision d join comp_promotion_batch b on b.batch_id = d.batch_id
        where d.final_level_id in (${sql.join(
          levelIds.map((id) => sql`${id}`),
          sql`, `,
        )}) or d.proposed_level_id in (${sql.join(
          levelIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by d.decision_id limit 1`,
  );
  return row;
}

/** The first level with awards (final or revoked: the history keeps them), with how many. */
export async function levelAwarded(database: Database, levelIds: number[]) {
  const [row] = await query<{ levelId: number; count: number }>(
    database,
    sql`select level_id::int as "levelId", count(*)::int as count from comp_award
        where level_id in (${sql.join(
          levelIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by level_id order by level_id limit 1`,
  );
  return row;
}

export async function deleteLevels(database: Database, ids: number[]) {
  await database.exec().delete(compAwardLevel).where(inArray(compAwardLevel.levelId, ids));
}

export interface AwardFilter {
  competitionId: number;
  trackId?: number | '';
  levelId?: number | '';
  status?: AwardStatus | '';
  certified?: '0' | '1' | '';
  code?: string;
}

const currentCertificate = sql`(select cc.certificate_id from comp_certificate cc
  where cc.award_id = comp_award.award_id and cc.revoked_at is null limit 1)`;
const awardApplication = (column: string) =>
  sql.raw(`(select aa.${column} from comp_application aa where aa.application_id = comp_award.application_id)`);

export interface AwardRecord {
  awardId: number;
  levelId: number;
  levelName: string;
  levelKind: AwardLevelKind;
  applicationId: number;
  code: string;
  projectName: string;
  orgName: string | null;
  trackName: string | null;
  batchId: number | null;
  status: AwardStatus;
  revokeReason: string | null;
  certificateId: number | null;
  certificateCode: string | null;
  issuedAt: string | null;
}

/** An edition's awards in scope with the filters and their current certificate, paged in the database. */
export function listAwards(database: Database, filter: AwardFilter, plan: CompScopePlan, page: Page) {
  const scope = applicationScope(plan);
  const escaped = filter.code ? `%${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(compAward.competitionId, filter.competitionId),
    scope
      ? sql`${compAward.applicationId} in (select comp_application.application_id from comp_application where ${scope})`
      : undefined,
    filter.levelId ? eq(compAward.levelId, filter.levelId) : undefined,
    filter.trackId
      ? sql`${compAward.applicationId} in (select ta.application_id from comp_application ta where ta.track_id = ${filter.trackId})`
      : undefined,
    filter.status ? eq(compAward.status, filter.status) : undefined,
    filter.certified === '1' ? sql`${currentCertificate} is not null` : undefined,
    filter.certified === '0' ? sql`${currentCertificate} is null` : undefined,
    escaped
      ? sql`${compAward.applicationId} in (select ca.application_id from comp_application ca where ca.code like ${escaped})`
      : undefined,
  );
  return pagedList(database, {
    from: compAward,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          awardId: compAward.awardId,
          levelId: compAward.levelId,
          levelName: compAwardLevel.name,
          levelKind: sql<AwardLevelKind>`${compAwardLevel.kind}`,
          applicationId: compAward.applicationId,
          code: sql<string>`coalesce(${awardApplication('code')}, '')`,
          projectName: sql<string>`coalesce(${awardApplication('project_name')}, '')`,
          orgName: sql<
            string | null
          >`(select o.org_name from comp_organisation o where o.org_id = ${awardApplication('org_id')})`,
          trackName: sql<
            string | null
          >`(select tr.track_name from comp_track tr where tr.track_id = ${awardApplication('track_id')})`,
          batchId: compAward.batchId,
          status: sql<AwardStatus>`${compAward.status}`,
          revokeReason: compAward.revokeReason,
          certificateId: compCertificate.certificateId,
          certificateCode: sql<string | null>`${compCertificate.code}`,
          issuedAt: compCertificate.issuedAt,
        })
        .from(compAward)
        .innerJoin(compAwardLevel, eq(compAwardLevel.levelId, compAward.levelId))
        .leftJoin(
          compCertificate,
          and(eq(compCertificate.awardId, compAward.awardId), isNull(compCertificate.revokedAt)),
        )
        .where(where)
        .orderBy(
          sql`case when ${compAwardLevel.kind} = 'ranked' then 0 else 1 end`,
          compAwardLevel.rankOrder,
          compAward.levelId,
          sql`${awardApplication('code')}`,
          compAward.awardId,
        )
        .limit(limit)
        .offset(offset),
  });
}

// ---------------------------------------------------------------- revocation

/** The application's final awards, locked until the transaction ends. */
export async function finalAwardsOf(database: Database, applicationId: number) {
  return query<{ awardId: number }>(
    database,
    sql`select award_id::int as "awardId" from comp_award where application_id = ${applicationId} and status = 'final'
        order by award_id for update`,
  );
}

export async function revokeAwards(
  database: Database,
  { awardIds, reason, by, at }: { awardIds: number[]; reason: string; by: string; at: string },
) {
  await database
    .exec()
    .update(compAward)
    .set({ status: 'revoked', revokedAt: at, revokedBy: by, revokeReason: reason, updateBy: by, updateTime: at })
    .where(and(inArray(compAward.awardId, awardIds), eq(compAward.status, 'final')));
}
