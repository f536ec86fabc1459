import type { AggregationConfig, Receipt } from '@cbo/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compResult, compReviewTask, type VersionDiff } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';
import { reviewGroupScope } from '../grouping/grouping.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';
import { taskScopeSql } from '../taskinfo/taskinfo.api';
import type { EngineResult, JudgeMetric } from './engine-types';

// Rating and reading (docs/rating.md): result versions, results, judge metrics, verifies, tie
// decisions and expert ratings. Raw statements cast ids to int and scores to float8, so both
// drivers answer numbers.

type Page = { pageNum: number; pageSize: number };

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const RESULT_BATCH = 2_000;

// ---------------------------------------------------------------- stages

export interface StageRow {
  stageId: number;
  competitionId: number;
  trackId: number | null;
  stageKind: string;
  seq: number;
  aggregation: AggregationConfig | null;
  updateBy: string | null;
  updateTime: string | null;
}

export async function stageById(database: Database, stageId: number): Promise<StageRow | undefined> {
  const [row] = await query<StageRow>(
    database,
    sql`select stage_id::int as "stageId", competition_id::int as "competitionId", track_id::int as "trackId",
          stage_kind as "stageKind", seq, aggregation, update_by as "updateBy",
          to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') as "updateTime"
        from comp_stage where stage_id = ${stageId}`,
  );
  return row;
}

/**
 * Is a stage in the caller's scope? A stage is edition-wide: an unrestricted scope holds every one,
 * a restricted one holds a stage when one of the stage's review groups is in it (docs/rating.md).
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

export async function saveStageConfig(
  database: Database,
  { stageId, config, by, at }: { stageId: number; config: AggregationConfig; by: string; at: string },
) {
  await database.exec().execute(sql`update comp_stage set aggregation = ${JSON.stringify(config)}::jsonb,
    update_by = ${by}, update_time = ${at} where stage_id = ${stageId}`);
}

/** A task with its stage's track (for part checks). */
export async function taskTrack(database: Database, taskId: number) {
  const [row] = await query<{ taskId: number; stageId: number; trackId: number | null }>(
    database,
    sql`select t.task_id::int as "taskId", t.stage_id::int as "stageId", s.track_id::int as "trackId"
        from comp_review_task t join comp_stage s on s.stage_id = t.stage_id where t.task_id = ${taskId}`,
  );
  return row;
}

/** The previous judging stage of a track by seq. */
export async function previousJudgingStage(database: Database, stage: StageRow): Promise<number | undefined> {
  if (stage.trackId === null) return undefined;
  const [row] = await query<{ stageId: number }>(
    database,
    sql`select stage_id::int as "stageId" from comp_stage
        where competition_id = ${stage.competitionId} and track_id = ${stage.trackId} and seq < ${stage.seq}
          and stage_kind in ('preliminary', 'semi_final', 'final')
        order by seq desc limit 1`,
  );
  return row?.stageId;
}

// ---------------------------------------------------------------- inputs

export async function rubricCriteria(database: Database, rubricId: number) {
  const [row] = await query<{ criteria: unknown }>(
    database,
    sql`select criteria from comp_rubric where rubric_id = ${rubricId}`,
  );
  return row?.criteria;
}

export interface EntryRow {
  entryId: number;
  applicationId: number;
  code: string;
  reviewGroupId: number | null;
  status: string;
}

/** The stage entries of the task's review groups, in application-code order. */
export function taskEntries(database: Database, taskId: number, stageId: number) {
  return query<EntryRow>(
    database,
    sql`select e.entry_id::int as "entryId", e.application_id::int as "applicationId", a.code,
          e.review_group_id::int as "reviewGroupId", a.status
        from comp_stage_entry e join comp_application a on a.application_id = e.application_id
        where e.stage_id = ${stageId}
          and e.review_group_id in (select review_group_id from comp_review_task_group where task_id = ${taskId})
        order by a.code, e.application_id`,
  );
}

export interface SheetRow {
  sheetId: number;
  assignmentId: number;
  applicationId: number;
  userId: number;
  method: string;
  assignmentStatus: string;
  items: Record<string, { value: number | null }>;
  headHmac: string | null;
}

/**
 * Every submitted sheet of the task's assignments (any assignment status), by sheet id. The rows
 * travel as one json text parsed once: 50,000 jsonb values decoded one by one cost more.
 */
export async function submittedSheets(database: Database, taskId: number): Promise<SheetRow[]> {
  const [row] = await query<{ sheets: string | null }>(
    database,
    sql`select json_agg(json_build_array(s.sheet_id, s.assignment_id, a.application_id, a.user_id, a.method,
          a.status, s.items, s.head_hmac) order by s.sheet_id)::text as sheets
        from comp_score_sheet s join comp_review_assignment a on a.assignment_id = s.assignment_id
        where a.task_id = ${taskId} and s.status = 'submitted'`,
  );
  if (!row?.sheets) return [];
  const tuples = JSON.parse(row.sheets) as Array<
    [number, number, number, number, string, string, SheetRow['items'], string | null]
  >;
  return tuples.map(([sheetId, assignmentId, applicationId, userId, method, assignmentStatus, items, headHmac]) => ({
    sheetId: Number(sheetId),
    assignmentId: Number(assignmentId),
    applicationId: Number(applicationId),
    userId: Number(userId),
    method,
    assignmentStatus,
    items,
    headHmac: headHmac === null ? null : headHmac.trim(),
  }));
}

/** A task's latest version's scores by application. */
export async function latestScores(database: Database, taskId: number): Promise<Map<number, number>> {
  const found = await query<{ applicationId: number; score: number }>(
    database,
    sql`select r.application_id::int as "applicationId", r.score::float8 as score from comp_result r
        where r.version_id = (select max(version_id) from comp_result_version where task_id = ${taskId})
          and r.score is not null`,
  );
  return new Map(found.map((one) => [one.applicationId, one.score]));
}

/** A stage's entries' final scores by application. */
export async function stageFinalScores(database: Database, stageId: number): Promise<Map<number, number>> {
  const found = await query<{ applicationId: number; score: number }>(
    database,
    sql`select application_id::int as "applicationId", final_score::float8 as score from comp_stage_entry
        where stage_id = ${stageId} and final_score is not null`,
  );
  return new Map(found.map((one) => [one.applicationId, one.score]));
}

export function tieDecisions(database: Database, taskId: number) {
  return query<{ decisionId: number; applicationIds: number[] }>(
    database,
    sql`select decision_id::int as "decisionId", application_ids::int[] as "applicationIds"
        from comp_tie_decision where task_id = ${taskId} order by decision_id desc`,
  );
}

// ---------------------------------------------------------------- versions

export interface VersionRow {
  versionId: number;
  taskId: number;
  versionNo: number;
  config: AggregationConfig;
  configHash: string;
  inputsHash: string;
  provisional: string;
  results: number;
  ranked: number;
  diff: VersionDiff;
  computedBy: string;
  computedAt: string;
  verifiedAt: string | null;
  verifyMatched: string | null;
}

const versionColumns = sql`v.version_id::int as "versionId", v.task_id::int as "taskId", v.version_no as "versionNo",
  v.config, v.config_hash as "configHash", v.inputs_hash as "inputsHash", v.provisional, v.results, v.ranked, v.diff,
  v.computed_by as "computedBy", to_char(v.computed_at, 'YYYY-MM-DD HH24:MI:SS') as "computedAt",
  to_char(lv.verified_at, 'YYYY-MM-DD HH24:MI:SS') as "verifiedAt", lv.matched as "verifyMatched"`;
const lastVerify = sql`left join lateral (select vf.verified_at, vf.matched from comp_result_verify vf
  where vf.version_id = v.version_id order by vf.verify_id desc limit 1) lv on true`;

export function taskVersions(database: Database, taskId: number) {
  return query<VersionRow>(
    database,
    sql`select ${versionColumns} from comp_result_version v ${lastVerify}
        where v.task_id = ${taskId} order by v.version_no desc`,
  );
}

/** A version of a task by number, or its latest when `versionNo` is undefined. */
export async function versionOf(
  database: Database,
  taskId: number,
  versionNo?: number,
): Promise<VersionRow | undefined> {
  const [row] = await query<VersionRow>(
    database,
    sql`select ${versionColumns} from comp_result_version v ${lastVerify}
        where v.task_id = ${taskId} ${versionNo === undefined ? sql`` : sql`and v.version_no = ${versionNo}`}
        order by v.version_no desc limit 1`,
  );
  return row;
}

/** The latest version of each task. */
export async function latestVersions(database: Database, taskIds: number[]): Promise<Map<number, VersionRow>> {
  if (taskIds.length === 0) return new Map();
  const found = await query<VersionRow>(
    database,
    sql`select distinct on (v.task_id) ${versionColumns} from comp_result_version v ${lastVerify}
        where v.task_id in (${sql.join(
          taskIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by v.task_id, v.version_no desc`,
  );
  return new Map(found.map((row) => [row.taskId, row]));
}

export async function insertVersion(
  database: Database,
  value: {
    taskId: number;
    versionNo: number;
    config: AggregationConfig;
    configHash: string;
    inputsHash: string;
    provisional: boolean;
    results: number;
    ranked: number;
    diff: VersionDiff;
    previousVersionId: number | null;
    by: string;
    at: string;
  },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    database,
    sql`insert into comp_result_version (task_id, version_no, config, config_hash, inputs_hash, provisional, results,
          ranked, diff, previous_version_id, computed_by, computed_at)
        values (${value.taskId}, ${value.versionNo}, ${JSON.stringify(value.config)}::jsonb, ${value.configHash},
          ${value.inputsHash}, ${value.provisional ? '1' : '0'}, ${value.results}, ${value.ranked},
          ${JSON.stringify(value.diff)}::jsonb, ${value.previousVersionId}, ${value.by}, ${value.at})
        returning version_id::int as id`,
  );
  return row.id;
}

/**
 * A version's results, a few thousand per statement reading one jsonb parameter (like the publish's
 * assignments). Scores go as JSON numbers: the shortest text that reads back as the same double.
 */
export async function insertResults(database: Database, versionId: number, results: readonly EngineResult[]) {
  const db = database.exec();
  for (let start = 0; start < results.length; start += RESULT_BATCH) {
    const batch = results.slice(start, start + RESULT_BATCH).map((result) => ({
      e: result.entryId,
      a: result.applicationId,
      g: result.reviewGroupId,
      s: result.score,
      r: result.rank,
      v: result.validSheets,
      p: spreadOf(result.receipt),
      f: result.flags,
      c: result.receipt,
    }));
    await db.execute(sql`insert into comp_result (version_id, entry_id, application_id, review_group_id, score, rank,
        valid_sheets, spread, flags, receipt)
      select ${versionId}, e, a, g, s, r, v, p, f, c
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(e bigint, a bigint, g bigint, s float8, r int, v int, p float8, f jsonb, c jsonb)`);
  }
}

/** Highest minus lowest raw total of the used sheets; null below two. */
export function spreadOf(receipt: Receipt): number | null {
  const used = receipt.sheets.filter((sheet) => sheet.used).map((sheet) => sheet.raw);
  if (used.length < 2) return null;
  return Math.max(...used) - Math.min(...used);
}

export async function insertJudgeMetrics(database: Database, versionId: number, judges: readonly JudgeMetric[]) {
  if (judges.length === 0) return;
  const rows = judges.map((judge) => ({
    u: judge.userId,
    n: judge.n,
    m: judge.mean,
    s: judge.spread,
    l: judge.leniency,
    r: judge.spearman,
    o: judge.outliers,
    f: judge.flags,
  }));
  await database.exec().execute(sql`insert into comp_judge_metric (version_id, user_id, n, mean, spread, leniency,
      spearman, outliers, flags)
    select ${versionId}, u, n, m, s, l, r, o, f from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(u bigint, n int, m float8, s float8, l float8, r float8, o int, f jsonb)`);
}

export interface StoredResult {
  resultId: number;
  applicationId: number;
  code: string;
  score: number | null;
  rank: number | null;
  validSheets: number;
  flags: string[];
}

/** A version's results in compact form (diff and verify), by application code. */
export function versionResults(database: Database, versionId: number) {
  return query<StoredResult>(
    database,
    sql`select r.result_id::int as "resultId", r.application_id::int as "applicationId", a.code,
          r.score::float8 as score, r.rank, r.valid_sheets as "validSheets", r.flags
        from comp_result r join comp_application a on a.application_id = r.application_id
        where r.version_id = ${versionId} order by a.code, r.application_id`,
  );
}

/** Writes a final version to the stage entries: result, score, rank and state. */
export async function writeEntries(database: Database, versionId: number) {
  await database.exec().execute(sql`update comp_stage_entry e set result_version_id = r.version_id,
      final_score = r.score, rank = r.rank,
      state = case when r.flags ? 'awaiting_arbitration' then 'escalated' else 'scored' end,
      update_time = now()
    from comp_result r where r.version_id = ${versionId} and r.entry_id = e.entry_id`);
}

export async function markComputed(database: Database, taskId: number, by: string, at: string) {
  await database.exec().execute(sql`update comp_review_task set status = 'computed', update_by = ${by},
    update_time = ${at} where task_id = ${taskId} and status = 'closed'`);
}

// ---------------------------------------------------------------- results

export interface ResultFilter {
  reviewGroupId?: number | '';
  flag?: string;
  code?: string;
}

function resultWhere(versionId: number, filter: ResultFilter): SQL | undefined {
  return and(
    eq(compResult.versionId, versionId),
    filter.reviewGroupId ? eq(compResult.reviewGroupId, filter.reviewGroupId) : undefined,
    filter.flag ? sql`${compResult.flags} ? ${filter.flag}` : undefined,
    filter.code
      ? sql`${compResult.applicationId} in (select fa.application_id from comp_application fa
          where fa.code like ${`%${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
      : undefined,
  );
}

export interface ResultRow {
  resultId: number;
  versionNo: number;
  entryId: number;
  applicationId: number;
  code: string;
  projectName: string;
  reviewGroupId: number | null;
  reviewGroupName: string | null;
  score: number | null;
  rank: number | null;
  validSheets: number;
  spread: number | null;
  flags: string[];
}

const resultColumns = (versionNo: number) => ({
  resultId: compResult.resultId,
  versionNo: sql<number>`${versionNo}::int`,
  entryId: compResult.entryId,
  applicationId: compResult.applicationId,
  code: sql<string>`coalesce((select ra.code from comp_application ra where ra.application_id = comp_result.application_id), '')`,
  projectName: sql<string>`coalesce((select ra.project_name from comp_application ra
    where ra.application_id = comp_result.application_id), '')`,
  reviewGroupId: compResult.reviewGroupId,
  reviewGroupName: sql<string | null>`(select rg.group_name from comp_review_group rg
    where rg.review_group_id = comp_result.review_group_id)`,
  score: compResult.score,
  rank: compResult.rank,
  validSheets: compResult.validSheets,
  spread: compResult.spread,
  flags: compResult.flags,
});

const resultOrder = [
  sql`${compResult.rank} asc nulls last`,
  sql`(select oa.code from comp_application oa where oa.application_id = comp_result.application_id)`,
  asc(compResult.resultId),
];

/** A version's results, paged in the database: rank (unranked last), then code. */
export function listResults(
  database: Database,
  version: { versionId: number; versionNo: number },
  filter: ResultFilter,
  page: Page,
) {
  const where = resultWhere(version.versionId, filter);
  return pagedList(database, {
    from: compResult,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(resultColumns(version.versionNo))
        .from(compResult)
        .where(where)
        .orderBy(...resultOrder)
        .limit(limit)
        .offset(offset),
  }) as Promise<{ total: number; rows: ResultRow[] }>;
}

/** A window of a version's results in list order (the export's pages). */
export function resultsWindow(
  database: Database,
  version: { versionId: number; versionNo: number },
  filter: ResultFilter,
  window: { limit: number; offset: number },
): Promise<ResultRow[]> {
  return database
    .exec()
    .select(resultColumns(version.versionNo))
    .from(compResult)
    .where(resultWhere(version.versionId, filter))
    .orderBy(...resultOrder)
    .limit(window.limit)
    .offset(window.offset) as Promise<ResultRow[]>;
}

/** One result with its receipt and its version's task. */
export async function resultById(database: Database, resultId: number) {
  const [row] = await database
    .exec()
    .select({
      ...resultColumns(0),
      versionNo: sql<number>`(select rv.version_no from comp_result_version rv where rv.version_id = comp_result.version_id)`,
      taskId: sql<number>`(select rv.task_id::int from comp_result_version rv where rv.version_id = comp_result.version_id)`,
      receipt: compResult.receipt,
    })
    .from(compResult)
    .where(eq(compResult.resultId, resultId));
  return row as (ResultRow & { taskId: number; receipt: Receipt }) | undefined;
}

export function nickNames(database: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve(new Map<number, string>());
  return query<{ userId: number; nickName: string }>(
    database,
    sql`select user_id::int as "userId", nick_name as "nickName" from sys_user where user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ).then((found) => new Map(found.map((one) => [one.userId, one.nickName])));
}

// ---------------------------------------------------------------- verify, ties, ratings

export async function insertVerify(
  database: Database,
  value: { versionId: number; matched: boolean; inputsMatched: boolean; mismatches: number; by: string; at: string },
) {
  await database.exec().execute(sql`insert into comp_result_verify (version_id, matched, inputs_matched, mismatches,
      verified_by, verified_at)
    values (${value.versionId}, ${value.matched ? '1' : '0'}, ${value.inputsMatched ? '1' : '0'}, ${value.mismatches},
      ${value.by}, ${value.at})`);
}

export async function insertTieDecision(
  database: Database,
  value: { taskId: number; applicationIds: number[]; leaderName: string; reason: string; by: string; at: string },
): Promise<number> {
  const [row] = await query<{ id: number }>(
    database,
    sql`insert into comp_tie_decision (task_id, application_ids, leader_name, reason, create_by, create_time)
        values (${value.taskId}, ${`{${value.applicationIds.join(',')}}`}::bigint[], ${value.leaderName},
          ${value.reason}, ${value.by}, ${value.at})
        returning decision_id::int as id`,
  );
  return row.id;
}

export async function hasAssignment(database: Database, taskId: number, userId: number): Promise<boolean> {
  const [row] = await query<{ found: number }>(
    database,
    sql`select 1 as found from comp_review_assignment where task_id = ${taskId} and user_id = ${userId} limit 1`,
  );
  return row !== undefined;
}

/**
 * Rates an expert in a task (a re-rate updates the row) and writes the pool's rating: the mean over
 * the expert's task ratings of (timeliness + quality) / 2, to 2 decimals. Call in a transaction.
 */
export async function upsertRating(
  database: Database,
  value: {
    taskId: number;
    userId: number;
    timeliness: number;
    quality: number;
    remark: string | null;
    by: string;
    at: string;
  },
) {
  const db = database.exec();
  await db.execute(sql`insert into comp_expert_rating (task_id, user_id, timeliness, quality, remark, rated_by, rated_at)
    values (${value.taskId}, ${value.userId}, ${value.timeliness}, ${value.quality}, ${value.remark}, ${value.by},
      ${value.at})
    on conflict (task_id, user_id) do update set timeliness = excluded.timeliness, quality = excluded.quality,
      remark = excluded.remark, rated_by = excluded.rated_by, rated_at = excluded.rated_at`);
  await db.execute(sql`update comp_expert set rating = (select round(avg((r.timeliness + r.quality) / 2.0), 2)
      from comp_expert_rating r where r.user_id = ${value.userId}), update_by = ${value.by}, update_time = ${value.at}
    where user_id = ${value.userId}`);
}

export function taskRatings(database: Database, taskId: number) {
  return query<{ userId: number; timeliness: number; quality: number; remark: string | null; ratedBy: string }>(
    database,
    sql`select user_id::int as "userId", timeliness, quality, remark, rated_by as "ratedBy"
        from comp_expert_rating where task_id = ${taskId}`,
  );
}

/** Tasks with a result version holding this application. */
export function tasksWithApplication(database: Database, applicationId: number) {
  return query<{ taskId: number }>(
    database,
    sql`select distinct v.task_id::int as "taskId" from comp_result r
        join comp_result_version v on v.version_id = r.version_id
        where r.application_id = ${applicationId} order by 1`,
  );
}

// ---------------------------------------------------------------- task list

export interface RatingTaskFilter {
  competitionId?: number | '';
  stageId?: number | '';
}

const ratingTaskWhere = (filter: RatingTaskFilter, plan: CompScopePlan) =>
  and(
    taskScopeSql(plan),
    sql`${compReviewTask.status} <> 'draft'`,
    filter.stageId ? eq(compReviewTask.stageId, filter.stageId) : undefined,
    filter.competitionId
      ? sql`${compReviewTask.stageId} in (select fs.stage_id from comp_stage fs where fs.competition_id = ${filter.competitionId})`
      : undefined,
  );

/** Published (not draft) tasks in scope, newest first. */
export function listRatingTasks(database: Database, filter: RatingTaskFilter, plan: CompScopePlan, page: Page) {
  const where = ratingTaskWhere(filter, plan);
  return pagedList(database, {
    from: compReviewTask,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          taskId: compReviewTask.taskId,
          taskName: compReviewTask.taskName,
          stageId: compReviewTask.stageId,
          stageName: sql<string>`coalesce((select ts.stage_name from comp_stage ts where ts.stage_id = comp_review_task.stage_id), '')`,
          trackName: sql<
            string | null
          >`(select tt.track_name from comp_stage ts join comp_track tt on tt.track_id = ts.track_id
            where ts.stage_id = comp_review_task.stage_id)`,
          mode: compReviewTask.mode,
          status: compReviewTask.status,
          assignments: sql<number>`(select count(*)::int from comp_review_assignment ca
            where ca.task_id = comp_review_task.task_id and ca.status <> 'voided')`,
          submitted: sql<number>`(select count(*)::int from comp_review_assignment ca
            join comp_score_sheet cs on cs.assignment_id = ca.assignment_id
            where ca.task_id = comp_review_task.task_id and ca.status <> 'voided' and cs.status = 'submitted')`,
        })
        .from(compReviewTask)
        .where(where)
        .orderBy(sql`${compReviewTask.taskId} desc`)
        .limit(limit)
        .offset(offset),
  });
}
