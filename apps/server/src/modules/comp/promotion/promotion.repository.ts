import type { BatchPurpose, BatchStatus, Displacement, PromotionRule } from '@cbo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compPromotionBatch, compPromotionDecision, compPromotionEvent, compPromotionRule } from '../../../db/schema';
import { reviewGroupScope } from '../grouping/grouping.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';

// Promotion batches (docs/promotion.md): rules, batches, decisions, events, and the writes of a
// finalization (stage entries, next-stage entries, awards). Raw statements cast ids to int and
// scores to float8, so both drivers answer numbers.

type Page = { pageNum: number; pageSize: number };

export async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const ts = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
const ids = (values: number[]) =>
  values.length === 0
    ? sql`(-1)`
    : sql`(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

// ---------------------------------------------------------------- stages

export interface StageRow {
  stageId: number;
  competitionId: number;
  trackId: number | null;
  trackName: string | null;
  stageKind: string;
  stageName: string;
  seq: number;
}

const stageColumns = sql`s.stage_id::int as "stageId", s.competition_id::int as "competitionId",
  s.track_id::int as "trackId", (select tr.track_name from comp_track tr where tr.track_id = s.track_id) as "trackName",
  s.stage_kind as "stageKind", s.stage_name as "stageName", s.seq::int as seq`;

export async function stageById(database: Database, stageId: number): Promise<StageRow | undefined> {
  const [row] = await query<StageRow>(
    database,
    sql`select ${stageColumns} from comp_stage s where s.stage_id = ${stageId}`,
  );
  return row;
}

export async function judgingStages(database: Database, competitionId: number): Promise<StageRow[]> {
  return query<StageRow>(
    database,
    sql`select ${stageColumns} from comp_stage s where s.competition_id = ${competitionId}
        and s.stage_kind in ('preliminary', 'semi_final', 'final') order by s.seq, s.stage_id`,
  );
}

/**
 * A stage is edition-wide: an unrestricted scope holds every one, a restricted one holds a stage
 * when one of the stage's review groups is in it (the rating module's rule, docs/rating.md).
 */
export async function stageInScope(database: Database, stageId: number, plan: CompScopePlan): Promise<boolean> {
  const groupScope = reviewGroupScope(plan);
  const [row] = await query<{ found: number }>(
    database,
    groupScope
      ? sql`select 1 as found from comp_review_group where comp_review_group.stage_id = ${stageId} and ${groupScope} limit 1`
      : sql`select 1 as found from comp_stage where stage_id = ${stageId}`,
  );
  return row !== undefined;
}

function stageScopeSql(plan: CompScopePlan, stageColumn: SQL): SQL {
  const groupScope = reviewGroupScope(plan);
  return groupScope
    ? sql`exists (select 1 from comp_review_group where comp_review_group.stage_id = ${stageColumn} and ${groupScope})`
    : sql`true`;
}

// ---------------------------------------------------------------- rules

export async function ruleOf(database: Database, stageId: number, purpose: BatchPurpose) {
  const [row] = await query<{ rule: PromotionRule; updateBy: string | null; updateTime: string | null }>(
    database,
    sql`select rule, coalesce(nullif(update_by, ''), create_by) as "updateBy",
          ${ts(sql`coalesce(update_time, create_time)`)} as "updateTime"
        from comp_promotion_rule where stage_id = ${stageId} and purpose = ${purpose}`,
  );
  return row;
}

export async function saveRule(
  database: Database,
  v: { stageId: number; purpose: BatchPurpose; rule: PromotionRule; by: string; at: string },
) {
  await database
    .exec()
    .insert(compPromotionRule)
    .values({ stageId: v.stageId, purpose: v.purpose, rule: v.rule, createBy: v.by, updateBy: v.by, updateTime: v.at })
    .onConflictDoUpdate({
      target: [compPromotionRule.stageId, compPromotionRule.purpose],
      set: { rule: v.rule, updateBy: v.by, updateTime: v.at },
    });
}

// ---------------------------------------------------------------- batches

export interface BatchRow {
  batchId: number;
  stageId: number;
  competitionId: number;
  purpose: BatchPurpose;
  title: string;
  status: BatchStatus;
  rule: PromotionRule;
  versions: { taskId: number; versionId: number; versionNo: number }[];
  round: number;
  draftedBy: string;
  draftedAt: string;
  changedBy: string;
  submittedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  returnReason: string | null;
  noticeId: number | null;
  publicityId: number | null;
  finalizedAt: string | null;
  revokedBy: string | null;
  revokedAt: string | null;
  revokeReason: string | null;
}

const batchColumns = sql`b.batch_id::int as "batchId", b.stage_id::int as "stageId",
  b.competition_id::int as "competitionId", b.purpose, b.title, b.status, b.rule, b.versions, b.round::int as round,
  b.drafted_by as "draftedBy", ${ts(sql`b.drafted_at`)} as "draftedAt", b.changed_by as "changedBy",
  ${ts(sql`b.submitted_at`)} as "submittedAt", b.approved_by as "approvedBy", ${ts(sql`b.approved_at`)} as "approvedAt",
  b.return_reason as "returnReason", b.notice_id::int as "noticeId", b.publicity_id::int as "publicityId",
  ${ts(sql`b.finalized_at`)} as "finalizedAt", b.revoked_by as "revokedBy", ${ts(sql`b.revoked_at`)} as "revokedAt",
  b.revoke_reason as "revokeReason"`;

export async function batchById(database: Database, batchId: number, lock = false): Promise<BatchRow | undefined> {
  const [row] = await query<BatchRow>(
    database,
    sql`select ${batchColumns} from comp_promotion_batch b where b.batch_id = ${batchId} ${lock ? sql`for update` : sql``}`,
  );
  return row;
}

export async function liveBatch(database: Database, stageId: number, purpose: BatchPurpose) {
  const [row] = await query<{ title: string; status: BatchStatus }>(
    database,
    sql`select title, status from comp_promotion_batch where stage_id = ${stageId} and purpose = ${purpose}
        and status <> 'revoked' limit 1`,
  );
  return row;
}

export async function insertBatch(
  database: Database,
  v: {
    stageId: number;
    competitionId: number;
    purpose: BatchPurpose;
    title: string;
    rule: PromotionRule;
    versions: BatchRow['versions'];
    by: string;
    at: string;
  },
): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compPromotionBatch)
    .values({
      stageId: v.stageId,
      competitionId: v.competitionId,
      purpose: v.purpose,
      title: v.title,
      rule: v.rule,
      versions: v.versions,
      draftedBy: v.by,
      draftedAt: v.at,
      changedBy: v.by,
      createBy: v.by,
    })
    .returning({ batchId: compPromotionBatch.batchId });
  return row.batchId;
}

/** Moves a batch whose status is one of `from`, setting `set` (column names as in SQL); false when it was not. */
export async function moveBatch(
  database: Database,
  v: { batchId: number; from: BatchStatus[]; to: BatchStatus; set?: SQL; by: string; at: string },
): Promise<boolean> {
  const rows = await query<{ id: number }>(
    database,
    sql`update comp_promotion_batch set status = ${v.to}, update_by = ${v.by}, update_time = ${v.at}
        ${v.set ? sql`, ${v.set}` : sql``}
        where batch_id = ${v.batchId} and status in ${sql.raw(`(${v.from.map((s) => `'${s}'`).join(', ')})`)}
        returning batch_id::int as id`,
  );
  return rows.length > 0;
}

/** A column update on a batch (rule, versions, changed_by) without a status change. */
export async function touchBatch(database: Database, batchId: number, set: SQL, by: string, at: string) {
  await database
    .exec()
    .execute(
      sql`update comp_promotion_batch set ${set}, update_by = ${by}, update_time = ${at} where batch_id = ${batchId}`,
    );
}

// The columns each lifecycle step sets beside the status.
export const changedBy = (by: string) => sql`changed_by = ${by}`;
export const redraftSet = (rule: PromotionRule, versions: BatchRow['versions'], by: string) =>
  sql`rule = ${JSON.stringify(rule)}::jsonb, versions = ${JSON.stringify(versions)}::jsonb, changed_by = ${by}`;
export const submittedSet = (at: string) => sql`submitted_at = ${at}, return_reason = null`;
export const approvedSet = (by: string, at: string) => sql`approved_by = ${by}, approved_at = ${at}`;
export const returnedSet = (reason: string) => sql`return_reason = ${reason}, approved_by = null, approved_at = null`;
export const publishedSet = (noticeId: number, publicityId: number) =>
  sql`notice_id = ${noticeId}, publicity_id = ${publicityId}, round = round + 1`;
export const finalizedSet = (at: string) => sql`finalized_at = ${at}`;
export const revokedSet = (by: string, at: string, reason: string) =>
  sql`revoked_by = ${by}, revoked_at = ${at}, revoke_reason = ${reason}`;

export interface BatchListFilter {
  competitionId?: number | '';
  stageId?: number | '';
  purpose?: string;
  status?: string;
}

export interface BatchListRow extends BatchRow {
  stageName: string;
  trackName: string | null;
  trackId: number | null;
  publicityStartAt: string | null;
  publicityEndAt: string | null;
  publicityExtendedDays: number | null;
  /** Task id → name of the versions drafted from. */
  taskNames: Record<string, string> | null;
  entries: number;
  promoted: number;
  eliminated: number;
  undecided: number;
  overridden: number;
}

const listColumns = sql`${batchColumns}, s.stage_name as "stageName", s.track_id::int as "trackId",
  (select tr.track_name from comp_track tr where tr.track_id = s.track_id) as "trackName",
  ${ts(sql`p.start_at`)} as "publicityStartAt", ${ts(sql`p.end_at`)} as "publicityEndAt",
  p.extended_days::int as "publicityExtendedDays",
  (select jsonb_object_agg(t.task_id::text, t.task_name) from comp_review_task t
    where t.task_id in (select (v ->> 'taskId')::bigint from jsonb_array_elements(b.versions) v)) as "taskNames",
  (select count(*)::int from comp_promotion_decision d where d.batch_id = b.batch_id) as entries,
  (select count(*)::int from comp_promotion_decision d where d.batch_id = b.batch_id
    and d.final_result in ('promoted', 'awarded')) as promoted,
  (select count(*)::int from comp_promotion_decision d where d.batch_id = b.batch_id
    and d.final_result = 'eliminated') as eliminated,
  (select count(*)::int from comp_promotion_decision d where d.batch_id = b.batch_id
    and d.final_result = 'undecided') as undecided,
  (select count(*)::int from comp_promotion_decision d where d.batch_id = b.batch_id
    and d.overridden_at is not null) as overridden`;

const listFrom = sql`comp_promotion_batch b join comp_stage s on s.stage_id = b.stage_id
  left join comp_publicity p on p.publicity_id = b.publicity_id`;

export async function batchView(database: Database, batchId: number): Promise<BatchListRow | undefined> {
  const [row] = await query<BatchListRow>(
    database,
    sql`select ${listColumns} from ${listFrom} where b.batch_id = ${batchId}`,
  );
  return row;
}

export async function listBatches(database: Database, filter: BatchListFilter, plan: CompScopePlan, page: Page) {
  const where = sql.join(
    [
      stageScopeSql(plan, sql`b.stage_id`),
      filter.competitionId ? sql`b.competition_id = ${filter.competitionId}` : undefined,
      filter.stageId ? sql`b.stage_id = ${filter.stageId}` : undefined,
      filter.purpose ? sql`b.purpose = ${filter.purpose}` : undefined,
      filter.status ? sql`b.status = ${filter.status}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const [{ total }] = await query<{ total: number }>(
    database,
    sql`select count(*)::int as total from ${listFrom} where ${where}`,
  );
  const rows = await query<BatchListRow>(
    database,
    sql`select ${listColumns} from ${listFrom} where ${where} order by b.batch_id desc
        limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`,
  );
  return { total, rows };
}

// ---------------------------------------------------------------- decisions

export interface DecisionValues {
  entryId: number;
  applicationId: number;
  unitKey: string;
  unitLabel: string;
  score: number | null;
  rank: number | null;
  validSheets: number;
  proposedResult: string;
  proposedLevelId: number | null;
  finalResult: string;
  finalLevelId: number | null;
  reason: string | null;
  displacement: Displacement | null;
  overrideReason?: string | null;
  overriddenBy?: string | null;
  overriddenAt?: string | null;
}

export async function insertDecisions(database: Database, batchId: number, values: DecisionValues[]) {
  for (let start = 0; start < values.length; start += 1000) {
    await database
      .exec()
      .insert(compPromotionDecision)
      .values(values.slice(start, start + 1000).map((value) => ({ ...value, batchId })));
  }
}

export async function deleteDecisions(database: Database, batchId: number) {
  await database.exec().execute(sql`delete from comp_promotion_decision where batch_id = ${batchId}`);
}

export interface StoredDecision {
  decisionId: number;
  entryId: number;
  applicationId: number;
  finalResult: string;
  finalLevelId: number | null;
  overrideReason: string | null;
  overriddenBy: string | null;
  overriddenAt: string | null;
  reason: string | null;
}

/** Every decision of a batch, lean (redraft, comparison, finalization). */
export async function decisionsOf(database: Database, batchId: number): Promise<StoredDecision[]> {
  return query<StoredDecision>(
    database,
    sql`select decision_id::int as "decisionId", entry_id::int as "entryId", application_id::int as "applicationId",
          final_result as "finalResult", final_level_id::int as "finalLevelId", override_reason as "overrideReason",
          overridden_by as "overriddenBy", ${ts(sql`overridden_at`)} as "overriddenAt", reason
        from comp_promotion_decision where batch_id = ${batchId} order by decision_id`,
  );
}

export async function decisionById(database: Database, decisionId: number) {
  const [row] = await query<
    StoredDecision & { batchId: number; proposedResult: string; proposedLevelId: number | null }
  >(
    database,
    sql`select decision_id::int as "decisionId", batch_id::int as "batchId", entry_id::int as "entryId",
          application_id::int as "applicationId", final_result as "finalResult", final_level_id::int as "finalLevelId",
          reason, proposed_result as "proposedResult", proposed_level_id::int as "proposedLevelId",
          override_reason as "overrideReason", overridden_by as "overriddenBy", ${ts(sql`overridden_at`)} as "overriddenAt"
        from comp_promotion_decision where decision_id = ${decisionId}`,
  );
  return row;
}

export async function overrideDecision(
  database: Database,
  v: { decisionId: number; result: string; levelId: number | null; reason: string; by: string; at: string },
) {
  await database.exec().execute(sql`update comp_promotion_decision set final_result = ${v.result},
    final_level_id = ${v.levelId}, override_reason = ${v.reason}, overridden_by = ${v.by}, overridden_at = ${v.at}
    where decision_id = ${v.decisionId}`);
}

export async function countUndecided(database: Database, batchId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    database,
    sql`select count(*)::int as n from comp_promotion_decision where batch_id = ${batchId} and final_result = 'undecided'`,
  );
  return row.n;
}

export interface DecisionFilter {
  result?: string;
  reason?: string;
  code?: string;
  overridden?: string;
}

export interface DecisionListRow {
  decisionId: number;
  entryId: number;
  applicationId: number;
  code: string;
  projectName: string;
  orgName: string | null;
  regionName: string | null;
  categoryName: string | null;
  reviewGroupName: string | null;
  unitKey: string;
  unit: string;
  score: number | null;
  rank: number | null;
  validSheets: number;
  proposedResult: string;
  proposedLevelId: number | null;
  proposedLevelName: string | null;
  finalResult: string;
  finalLevelId: number | null;
  finalLevelName: string | null;
  reason: string | null;
  displacement: Displacement | null;
  overrideReason: string | null;
  overriddenBy: string | null;
  overriddenAt: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A batch's decisions by unit and rank (unranked last), then code, paged in the database. */
export async function listDecisions(database: Database, batchId: number, filter: DecisionFilter, page: Page) {
  const where = sql.join(
    [
      sql`d.batch_id = ${batchId}`,
      filter.result ? sql`d.final_result = ${filter.result}` : undefined,
      filter.reason ? sql`d.reason = ${filter.reason}` : undefined,
      filter.code ? sql`a.code like ${`%${escapeLike(filter.code)}%`}` : undefined,
      filter.overridden === '1' ? sql`d.overridden_at is not null` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const from = sql`comp_promotion_decision d join comp_application a on a.application_id = d.application_id`;
  const [{ total }] = await query<{ total: number }>(
    database,
    sql`select count(*)::int as total from ${from} where ${where}`,
  );
  const rows = await query<DecisionListRow>(
    database,
    sql`select d.decision_id::int as "decisionId", d.entry_id::int as "entryId", d.application_id::int as "applicationId",
          a.code, a.project_name as "projectName",
          (select o.org_name from comp_organisation o where o.org_id = a.org_id) as "orgName",
          (select r.region_name from comp_region r where r.region_code = a.region_code) as "regionName",
          (select c.category_name from comp_group_category c where c.category_id = a.category_id) as "categoryName",
          (select g.group_name from comp_stage_entry e join comp_review_group g on g.review_group_id = e.review_group_id
            where e.entry_id = d.entry_id) as "reviewGroupName",
          d.unit_key as "unitKey", d.unit_label as unit, d.score::float8 as score, d.rank::int as rank, d.valid_sheets::int as "validSheets",
          d.proposed_result as "proposedResult", d.proposed_level_id::int as "proposedLevelId",
          (select l.name from comp_award_level l where l.level_id = d.proposed_level_id) as "proposedLevelName",
          d.final_result as "finalResult", d.final_level_id::int as "finalLevelId",
          (select l.name from comp_award_level l where l.level_id = d.final_level_id) as "finalLevelName",
          d.reason, d.displacement, d.override_reason as "overrideReason", d.overridden_by as "overriddenBy",
          ${ts(sql`d.overridden_at`)} as "overriddenAt"
        from ${from} where ${where}
        order by d.unit_label, d.unit_key, d.rank asc nulls last, a.code
        limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`,
  );
  return { total, rows };
}

// ---------------------------------------------------------------- events

export async function insertEvent(
  database: Database,
  v: {
    batchId: number;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    detail?: Record<string, unknown>;
    by: string;
    at: string;
  },
) {
  await database
    .exec()
    .insert(compPromotionEvent)
    .values({ ...v, detail: v.detail ?? {} });
}

export async function eventsOf(database: Database, batchId: number) {
  return query<{
    eventId: number;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    detail: Record<string, unknown>;
    by: string;
    at: string;
  }>(
    database,
    sql`select event_id::int as "eventId", action, from_status as "fromStatus", to_status as "toStatus", detail, "by",
          ${ts(sql`"at"`)} as "at"
        from comp_promotion_event where batch_id = ${batchId} order by event_id`,
  );
}

// ---------------------------------------------------------------- award levels

export interface LevelRow {
  levelId: number;
  name: string;
  kind: string;
  rankOrder: number;
  count: number | null;
  minScore: number | null;
  trackId: number | null;
  competitionId: number;
}

/** The edition's award levels for a track (track-specific or all-track), ranked ones in rank order. */
export async function levelsOf(database: Database, competitionId: number, trackId: number | null): Promise<LevelRow[]> {
  return query<LevelRow>(
    database,
    sql`select level_id::int as "levelId", name, kind, rank_order::int as "rankOrder", count::int as count,
          min_score::float8 as "minScore", track_id::int as "trackId", competition_id::int as "competitionId"
        from comp_award_level where competition_id = ${competitionId}
          and (track_id is null ${trackId === null ? sql`` : sql`or track_id = ${trackId}`})
        order by case when kind = 'ranked' then 0 else 1 end, rank_order, level_id`,
  );
}

// ---------------------------------------------------------------- publication and finalization

/** The list a publication notice shows, and a 公示 window's entries: the promoted or awarded decisions. */
export async function listedDecisions(database: Database, batchId: number) {
  return query<{
    applicationId: number;
    code: string;
    projectName: string;
    trackName: string;
    orgName: string | null;
    levelName: string | null;
    finalResult: string;
  }>(
    database,
    sql`select a.application_id::int as "applicationId", a.code, a.project_name as "projectName",
          (select tr.track_name from comp_track tr where tr.track_id = a.track_id) as "trackName",
          (select o.org_name from comp_organisation o where o.org_id = a.org_id) as "orgName",
          (select l.name from comp_award_level l where l.level_id = d.final_level_id) as "levelName",
          d.final_result as "finalResult"
        from comp_promotion_decision d join comp_application a on a.application_id = d.application_id
        where d.batch_id = ${batchId} and d.final_result in ('promoted', 'awarded')
        order by case when d.final_level_id is null then 1 else 0 end,
          (select l.rank_order from comp_award_level l where l.level_id = d.final_level_id), d.rank asc nulls last, a.code`,
  );
}

/** The batch whose current 公示 window this is. */
export async function batchOfWindow(database: Database, publicityId: number, lock = false) {
  const [row] = await query<{ batchId: number }>(
    database,
    sql`select batch_id::int as "batchId" from comp_promotion_batch where publicity_id = ${publicityId}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ? batchById(database, row.batchId, lock) : undefined;
}

export async function windowOf(database: Database, publicityId: number) {
  const [row] = await query<{ startAt: string; endAt: string; extendedDays: number }>(
    database,
    sql`select ${ts(sql`start_at`)} as "startAt", ${ts(sql`end_at`)} as "endAt", extended_days::int as "extendedDays"
        from comp_publicity where publicity_id = ${publicityId}`,
  );
  return row;
}

export async function objectionCounts(database: Database, publicityId: number) {
  const [row] = await query<{ open: number; upheld: number }>(
    database,
    sql`select count(*) filter (where status in ('received', 'accepted'))::int as open,
          count(*) filter (where status = 'upheld')::int as upheld
        from comp_objection where publicity_id = ${publicityId}`,
  );
  return row;
}

/** Batches in publicity whose window ended before `now` (the task's candidates). */
export async function closedWindowBatches(database: Database, now: string, limit: number): Promise<number[]> {
  const rows = await query<{ id: number }>(
    database,
    sql`select b.batch_id::int as id from comp_promotion_batch b join comp_publicity p on p.publicity_id = b.publicity_id
        where b.status = 'in_publicity' and p.end_at < ${now} order by b.batch_id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

export async function setEntryStates(database: Database, entryIds: number[], state: string, by: string, at: string) {
  for (let start = 0; start < entryIds.length; start += 1000) {
    await database
      .exec()
      .execute(sql`update comp_stage_entry set state = ${state}, update_by = ${by}, update_time = ${at}
      where entry_id in ${ids(entryIds.slice(start, start + 1000))}`);
  }
}

/** Entries of the promoted applications in their next stage (pending, no group); an existing one stays. */
export async function insertNextEntries(
  database: Database,
  rows: { stageId: number; applicationId: number }[],
  by: string,
): Promise<number> {
  let created = 0;
  for (let start = 0; start < rows.length; start += 1000) {
    const values = rows
      .slice(start, start + 1000)
      .map((row) => sql`(${row.stageId}, ${row.applicationId}, 'pending', ${by})`);
    const inserted = await query<{ id: number }>(
      database,
      sql`insert into comp_stage_entry (stage_id, application_id, state, create_by) values ${sql.join(values, sql`, `)}
          on conflict do nothing returning entry_id::int as id`,
    );
    created += inserted.length;
  }
  return created;
}

export async function applicationTracks(database: Database, applicationIds: number[]) {
  const rows = await query<{ applicationId: number; trackId: number }>(
    database,
    sql`select application_id::int as "applicationId", track_id::int as "trackId" from comp_application
        where application_id in ${ids(applicationIds)}`,
  );
  return new Map(rows.map((row) => [row.applicationId, row.trackId]));
}

export async function insertAwards(
  database: Database,
  rows: { levelId: number; competitionId: number; applicationId: number; entryId: number; batchId: number }[],
  by: string,
) {
  for (let start = 0; start < rows.length; start += 1000) {
    const values = rows
      .slice(start, start + 1000)
      .map(
        (row) =>
          sql`(${row.levelId}, ${row.competitionId}, ${row.applicationId}, ${row.entryId}, ${row.batchId}, 'final', ${by})`,
      );
    await database
      .exec()
      .execute(sql`insert into comp_award (level_id, competition_id, application_id, entry_id, batch_id,
      status, create_by) values ${sql.join(values, sql`, `)} on conflict do nothing`);
  }
}
