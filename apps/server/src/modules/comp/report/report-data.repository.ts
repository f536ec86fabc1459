import type { BatchPurpose, BatchStatus } from '@cbo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { applicationScope } from '../application/application.repository';
import { reviewGroupScope } from '../grouping/grouping.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';
import { daily, turnaround } from '../statistics/statistics.repository';
import { taskScope } from '../taskinfo/taskinfo.repository';
import type {
  AwardListData,
  CountRow,
  FinalReportData,
  FunnelStage,
  JudgeConsistencyData,
  PublicityListData,
  StageResultData,
  StageResultEntry,
  TurnaroundRow,
} from './report-data';

// The loaders of the report kinds (docs/reports.md): each reads what its builder needs, in a fixed
// order, through the caller's competition scope (a restricted scope reads its own review groups or
// applications only). Statements stay few whatever the edition's size.

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const ts = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Applications counted by the final report: submitted and still in the competition. */
const COUNTED = sql`comp_application.status not in ('draft', 'withdrawn', 'disqualified')`;

// ---------------------------------------------------------------- stage_result

/**
 * A stage's entries with the latest result version of their task (the first task of the stage
 * judging the entry's review group, as 晋级与评分 reads it: docs/rating.md), the live promotion
 * batch's decision, ranked (unranked last, then by code).
 */
export async function loadStageResult(
  database: Database,
  { edition, stage, plan }: { edition: string; stage: StageResultData['stage']; plan: CompScopePlan },
): Promise<StageResultData> {
  const groupScope = reviewGroupScope(plan);
  const [batch] = await query<{ batchId: number; title: string; status: string }>(
    database,
    sql`select batch_id::int as "batchId", title, status from comp_promotion_batch
        where stage_id = ${stage.stageId} and purpose = 'promotion' and status <> 'revoked'
        order by batch_id desc limit 1`,
  );
  const rows = await query<
    Omit<StageResultEntry, 'rawMean' | 'normalisedMean' | 'score'> & {
      rawMean: number | string | null;
      normalisedMean: number | string | null;
      score: number | string | null;
    }
  >(
    database,
    sql`with entry as (
          select e.entry_id, e.application_id, e.review_group_id,
            (select tg.task_id from comp_review_task_group tg join comp_review_task tt on tt.task_id = tg.task_id
              where tg.review_group_id = e.review_group_id and tt.stage_id = e.stage_id
              order by tg.task_id limit 1) as task_id
          from comp_stage_entry e
          where e.stage_id = ${stage.stageId}
            ${
              groupScope
                ? sql`and e.review_group_id in (select comp_review_group.review_group_id from comp_review_group
                      where ${groupScope})`
                : sql``
            }
        ), versioned as (
          select entry.*, (select v.version_id from comp_result_version v where v.task_id = entry.task_id
            order by v.version_no desc limit 1) as version_id
          from entry
        )
        select x.application_id::int as "applicationId", a.code, a.project_name as "projectName",
          o.org_name as "orgName", rg.region_name as "regionName", g.group_name as "groupName",
          r.valid_sheets as "validSheets",
          (select avg((s->>'raw')::float8) from jsonb_array_elements(r.receipt->'sheets') s
            where (s->>'used')::boolean) as "rawMean",
          (select case when count(*) > 0 and count(*) = count(*) filter (where jsonb_typeof(s->'normalised') = 'number')
              then avg((s->>'normalised')::float8) end
            from jsonb_array_elements(r.receipt->'sheets') s where (s->>'used')::boolean) as "normalisedMean",
          r.score, r.rank, coalesce(r.flags, '[]'::jsonb) as flags,
          ${
            batch
              ? sql`(select d.final_result from comp_promotion_decision d
                  where d.batch_id = ${batch.batchId} and d.application_id = x.application_id)`
              : sql`null::varchar`
          } as promotion
        from versioned x
        join comp_application a on a.application_id = x.application_id
        left join comp_organisation o on o.org_id = a.org_id
        left join comp_region rg on rg.region_code = a.region_code
        left join comp_review_group g on g.review_group_id = x.review_group_id
        left join comp_result r on r.version_id = x.version_id and r.application_id = x.application_id
        order by r.rank asc nulls last, a.code`,
  );
  return {
    kind: 'stage_result',
    edition,
    stage,
    batch: batch ?? null,
    entries: rows.map((row) => ({
      ...row,
      rawMean: num(row.rawMean),
      normalisedMean: num(row.normalisedMean),
      score: num(row.score),
    })),
  };
}

// ---------------------------------------------------------------- judge_consistency

/** The judge metrics of the task's latest result version, by judge name then user id. */
export async function loadJudgeConsistency(
  database: Database,
  { edition, task }: { edition: string; task: JudgeConsistencyData['task'] },
): Promise<JudgeConsistencyData> {
  const [version] = await query<{ versionId: number; versionNo: number; provisional: string }>(
    database,
    sql`select version_id::int as "versionId", version_no as "versionNo", provisional from comp_result_version
        where task_id = ${task.taskId} order by version_no desc limit 1`,
  );
  const judges = version
    ? await query<JudgeConsistencyData['judges'][number]>(
        database,
        sql`select m.user_id::int as "userId", coalesce(u.nick_name, u.user_name, m.user_id::text) as name,
              m.n, m.mean, m.spread, m.leniency, m.spearman, m.outliers, m.flags
            from comp_judge_metric m left join sys_user u on u.user_id = m.user_id
            where m.version_id = ${version.versionId}
            order by name, m.user_id`,
      )
    : [];
  return {
    kind: 'judge_consistency',
    edition,
    task,
    version: version
      ? { versionId: version.versionId, versionNo: version.versionNo, provisional: version.provisional === '1' }
      : null,
    judges: judges.map((judge) => ({
      ...judge,
      mean: Number(judge.mean),
      spread: Number(judge.spread),
      leniency: num(judge.leniency),
      spearman: num(judge.spearman),
    })),
  };
}

// ---------------------------------------------------------------- publicity_list

/** The batch's promoted or awarded entries as its 公示 lists them (docs/promotion.md), with the window. */
export async function loadPublicityList(
  database: Database,
  { edition, batch }: { edition: string; batch: PublicityListData['batch'] & { publicityId: number | null } },
): Promise<PublicityListData> {
  const [window] = batch.publicityId
    ? await query<{ startAt: string; endAt: string }>(
        database,
        sql`select ${ts(sql`start_at`)} as "startAt", ${ts(sql`end_at`)} as "endAt"
            from comp_publicity where publicity_id = ${batch.publicityId}`,
      )
    : [];
  const entries = await query<PublicityListData['entries'][number] & { score: number | string | null }>(
    database,
    sql`select a.code, a.project_name as "projectName", o.org_name as "orgName", rg.region_name as "regionName",
          d.score, d.rank, l.name as "levelName", d.final_result as result
        from comp_promotion_decision d
        join comp_application a on a.application_id = d.application_id
        left join comp_organisation o on o.org_id = a.org_id
        left join comp_region rg on rg.region_code = a.region_code
        left join comp_award_level l on l.level_id = d.final_level_id
        where d.batch_id = ${batch.batchId} and d.final_result in ('promoted', 'awarded')
        order by case when d.final_level_id is null then 1 else 0 end, l.rank_order, d.rank asc nulls last, a.code`,
  );
  const { publicityId: _publicityId, ...shown } = batch;
  return {
    kind: 'publicity_list',
    edition,
    batch: shown,
    window: window ?? null,
    entries: entries.map((entry) => ({ ...entry, score: num(entry.score) })),
  };
}

// ---------------------------------------------------------------- award_list

/** The edition's final awards (of one track, or all), by level then code, with the current certificate. */
export async function loadAwardList(
  database: Database,
  {
    edition,
    competitionId,
    track,
    plan,
  }: { edition: string; competitionId: number; track: AwardListData['track']; plan: CompScopePlan },
): Promise<AwardListData> {
  const scope = applicationScope(plan);
  const trackCondition = track ? sql`and comp_application.track_id = ${track.trackId}` : sql``;
  const awards = await query<AwardListData['awards'][number] & { rankOrder: number; kind: string }>(
    database,
    sql`select l.level_id::int as "levelId", l.name as "levelName", l.rank_order as "rankOrder", l.kind,
          comp_application.code, comp_application.project_name as "projectName", o.org_name as "orgName",
          rg.region_name as "regionName",
          (select c.code from comp_certificate c where c.award_id = w.award_id and c.revoked_at is null) as "certificateCode"
        from comp_award w
        join comp_award_level l on l.level_id = w.level_id
        join comp_application on comp_application.application_id = w.application_id
        left join comp_organisation o on o.org_id = comp_application.org_id
        left join comp_region rg on rg.region_code = comp_application.region_code
        where w.competition_id = ${competitionId} and w.status = 'final' ${trackCondition}
          ${scope ? sql`and ${scope}` : sql``}
        order by case when l.kind = 'ranked' then 0 else 1 end, l.rank_order, l.level_id, comp_application.code`,
  );
  const levels: AwardListData['levels'] = [];
  for (const award of awards) {
    if (!levels.some((level) => level.levelId === award.levelId)) {
      levels.push({ levelId: award.levelId, name: award.levelName });
    }
  }
  return {
    kind: 'award_list',
    edition,
    track,
    levels,
    awards: awards.map(({ rankOrder: _rankOrder, kind: _kind, ...award }) => award),
  };
}

// ---------------------------------------------------------------- final_report

type Grouped = { dimension: string; key: string | null; count: number };

/** The counted applications by track, province, organisation, category and industry in one pass. */
async function breakdowns(database: Database, competitionId: number, plan: CompScopePlan) {
  const scope = applicationScope(plan);
  const province = sql`left(comp_application.region_code, 2) || '0000'`;
  const rows = await query<Grouped>(
    database,
    sql`select case when grouping(comp_application.track_id) = 0 then 'track'
                    when grouping(${province}) = 0 then 'region'
                    when grouping(comp_application.org_id) = 0 then 'organisation'
                    when grouping(comp_application.category_id) = 0 then 'category'
                    else 'industry' end as dimension,
          case when grouping(comp_application.track_id) = 0 then comp_application.track_id::text
               when grouping(${province}) = 0 then ${province}
               when grouping(comp_application.org_id) = 0 then comp_application.org_id::text
               when grouping(comp_application.category_id) = 0 then comp_application.category_id::text
               else comp_application.industry end as key,
          count(*)::int as count
        from comp_application
        where comp_application.competition_id = ${competitionId} and ${COUNTED} ${scope ? sql`and ${scope}` : sql``}
        group by grouping sets ((comp_application.track_id), (${province}), (comp_application.org_id),
          (comp_application.category_id), (comp_application.industry))`,
  );
  const of = (dimension: string) =>
    rows.filter((row) => row.dimension === dimension).map((row) => ({ key: row.key, count: Number(row.count) }));
  return {
    track: of('track'),
    region: of('region'),
    organisation: of('organisation'),
    category: of('category'),
    industry: of('industry'),
  };
}

async function namesOf(database: Database, competitionId: number) {
  const pairs = (statement: SQL) => query<{ key: string; name: string }>(database, statement);
  const [tracks, regions, orgs, categories, industries] = await Promise.all([
    pairs(
      sql`select track_id::text as key, track_name as name from comp_track where competition_id = ${competitionId}`,
    ),
    pairs(sql`select region_code as key, region_name as name from comp_region where level = '1'`),
    pairs(sql`select org_id::text as key, org_name as name from comp_organisation`),
    pairs(sql`select c.category_id::text as key, c.category_name as name from comp_group_category c
      join comp_track t on t.track_id = c.track_id where t.competition_id = ${competitionId}`),
    pairs(sql`select dict_value as key, dict_label as name from sys_dict_data where dict_type = 'comp_industry'`),
  ]);
  const map = (list: Array<{ key: string; name: string }>) => new Map(list.map((pair) => [pair.key, pair.name]));
  return {
    tracks: map(tracks),
    regions: map(regions),
    orgs: map(orgs),
    categories: map(categories),
    industries: map(industries),
    trackOrder: tracks.map((track) => track.key),
  };
}

/**
 * Named rows, largest first then by key; a null key ("not filled in") keeps the key '' and the name
 * `missing`, which the builder words.
 */
function named(rows: Array<{ key: string | null; count: number }>, names: Map<string, string>): CountRow[] {
  return rows
    .map((row) => ({
      key: row.key ?? '',
      name: row.key === null ? '' : (names.get(row.key) ?? row.key),
      count: row.count,
    }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export async function loadFinalReport(
  database: Database,
  { edition, competitionId, plan }: { edition: string; competitionId: number; plan: CompScopePlan },
): Promise<FinalReportData> {
  const scope = applicationScope(plan);
  const inScope = scope ? sql`and ${scope}` : sql``;
  const [groups, names] = await Promise.all([
    breakdowns(database, competitionId, plan),
    namesOf(database, competitionId),
  ]);
  const [funnel] = await query<{ submitted: number; approved: number; promoted: number; awarded: number }>(
    database,
    sql`select
          count(*) filter (where comp_application.status <> 'draft')::int as submitted,
          count(*) filter (where comp_application.status in ('approved', 'eliminated', 'awarded'))::int as approved,
          count(*) filter (where exists (select 1 from comp_promotion_decision d
            join comp_promotion_batch b on b.batch_id = d.batch_id
            where d.application_id = comp_application.application_id and b.purpose = 'promotion'
              and b.status = 'finalized' and d.final_result = 'promoted'))::int as promoted,
          count(*) filter (where exists (select 1 from comp_award w
            where w.application_id = comp_application.application_id and w.status = 'final'))::int as awarded
        from comp_application
        where comp_application.competition_id = ${competitionId} ${inScope}`,
  );
  const stages = await query<FunnelStage>(
    database,
    sql`select s.stage_id::int as "stageId", s.stage_name as name, t.track_name as "trackName", s.stage_kind as kind,
          (select count(*)::int from comp_stage_entry e join comp_application on comp_application.application_id = e.application_id
            where e.stage_id = s.stage_id ${inScope}) as entries
        from comp_stage s left join comp_track t on t.track_id = s.track_id
        where s.competition_id = ${competitionId} and s.stage_kind in ('preliminary', 'semi_final', 'final')
        order by s.seq, t.sort, s.stage_id`,
  );
  const filter = { competitionId };
  const perTrack = await Promise.all(
    names.trackOrder.map(async (key) => ({
      trackId: Number(key),
      trackName: names.tracks.get(key) ?? key,
      ...(await turnaround(database, { competitionId, trackId: Number(key) }, plan)),
    })),
  );
  const overall = await turnaround(database, filter, plan);
  const days = await daily(database, filter, plan);
  const [review] = await query<FinalReportData['review']>(
    database,
    sql`with task as (
          select tk.task_id from comp_review_task tk join comp_stage s on s.stage_id = tk.stage_id
          where s.competition_id = ${competitionId} and tk.status <> 'draft'
        ), assignment as (
          select ra.assignment_id, ra.user_id, ra.method from comp_review_assignment ra
          join comp_application on comp_application.application_id = ra.application_id
          where ra.task_id in (select task_id from task) and ra.status <> 'voided' ${inScope}
        ), sheet as (
          select sh.sheet_id, assignment.user_id from comp_score_sheet sh
          join assignment on assignment.assignment_id = sh.assignment_id where sh.status = 'submitted'
        )
        select (select count(*)::int from task) as tasks,
          (select count(*)::int from assignment) as assignments,
          (select count(*)::int from sheet) as sheets,
          (select count(distinct user_id)::int from sheet) as experts,
          (select count(*)::int from assignment where method = 'third_review') as "thirdReviews"`,
  );
  return {
    kind: 'final_report',
    edition,
    total: groups.track.reduce((sum, row) => sum + row.count, 0),
    byTrack: named(groups.track, names.tracks),
    byRegion: named(groups.region, names.regions),
    byOrganisation: named(groups.organisation, names.orgs),
    byCategory: named(groups.category, names.categories),
    byIndustry: named(groups.industry, names.industries),
    funnel: {
      submitted: Number(funnel?.submitted ?? 0),
      approved: Number(funnel?.approved ?? 0),
      stages: stages.map((stage) => ({ ...stage, entries: Number(stage.entries) })),
      promoted: Number(funnel?.promoted ?? 0),
      awarded: Number(funnel?.awarded ?? 0),
    },
    daily: days.map((day) => ({ date: day.date, submitted: Number(day.submitted) })).filter((day) => day.submitted > 0),
    turnaround: [
      ...perTrack.map(
        (row): TurnaroundRow => ({
          trackId: row.trackId,
          trackName: row.trackName,
          decided: row.decided,
          medianHours: row.medianHours,
          p90Hours: row.p90Hours,
        }),
      ),
      { trackId: null, trackName: '', ...overall },
    ],
    review: {
      tasks: Number(review?.tasks ?? 0),
      assignments: Number(review?.assignments ?? 0),
      sheets: Number(review?.sheets ?? 0),
      experts: Number(review?.experts ?? 0),
      thirdReviews: Number(review?.thirdReviews ?? 0),
    },
  };
}

// ---------------------------------------------------------------- subjects and sources

export async function editionName(database: Database, competitionId: number): Promise<string | undefined> {
  const [row] = await query<{ name: string }>(
    database,
    sql`select competition_name as name from comp_competition where competition_id = ${competitionId}`,
  );
  return row?.name;
}

/** A judging stage of the edition, with its track's name. */
export async function stageOf(database: Database, stageId: number, competitionId: number) {
  const [row] = await query<StageResultData['stage']>(
    database,
    sql`select s.stage_id::int as "stageId", s.stage_name as name, t.track_name as "trackName"
        from comp_stage s left join comp_track t on t.track_id = s.track_id
        where s.stage_id = ${stageId} and s.competition_id = ${competitionId}
          and s.stage_kind in ('preliminary', 'semi_final', 'final')`,
  );
  return row;
}

export async function taskOf(database: Database, taskId: number, competitionId: number) {
  const [row] = await query<JudgeConsistencyData['task'] & { stageId: number }>(
    database,
    sql`select tk.task_id::int as "taskId", tk.task_name as name, s.stage_name as "stageName", s.stage_id::int as "stageId"
        from comp_review_task tk join comp_stage s on s.stage_id = tk.stage_id
        where tk.task_id = ${taskId} and s.competition_id = ${competitionId}`,
  );
  return row;
}

export async function batchOf(database: Database, batchId: number, competitionId: number) {
  const [row] = await query<PublicityListData['batch'] & { stageId: number; publicityId: number | null }>(
    database,
    sql`select b.batch_id::int as "batchId", b.title, b.purpose, b.status, s.stage_name as "stageName",
          b.stage_id::int as "stageId", b.publicity_id::int as "publicityId"
        from comp_promotion_batch b join comp_stage s on s.stage_id = b.stage_id
        where b.batch_id = ${batchId} and b.competition_id = ${competitionId}`,
  );
  return row;
}

export async function trackOf(database: Database, trackId: number, competitionId: number) {
  const [row] = await query<{ trackId: number; name: string }>(
    database,
    sql`select track_id::int as "trackId", track_name as name from comp_track
        where track_id = ${trackId} and competition_id = ${competitionId}`,
  );
  return row;
}

/** What the generate form offers: the edition's judging stages, tasks, batches and tracks. */
export async function sourcesOf(database: Database, competitionId: number, plan: CompScopePlan) {
  const groupScope = reviewGroupScope(plan);
  const stageInScope = groupScope
    ? sql`and exists (select 1 from comp_review_group where comp_review_group.stage_id = s.stage_id and ${groupScope})`
    : sql``;
  // A task is the scope's when every review group of it is (taskinfo's rule, as taskInScope checks).
  const tasksInScope = taskScope(plan);
  const [stages, tasks, batches, tracks] = await Promise.all([
    query<{ stageId: number; name: string; trackName: string | null }>(
      database,
      sql`select s.stage_id::int as "stageId", s.stage_name as name, t.track_name as "trackName"
          from comp_stage s left join comp_track t on t.track_id = s.track_id
          where s.competition_id = ${competitionId} and s.stage_kind in ('preliminary', 'semi_final', 'final') ${stageInScope}
          order by s.seq, t.sort, s.stage_id`,
    ),
    query<{ taskId: number; name: string; stageId: number; status: string }>(
      database,
      sql`select comp_review_task.task_id::int as "taskId", comp_review_task.task_name as name,
            comp_review_task.stage_id::int as "stageId", comp_review_task.status
          from comp_review_task join comp_stage s on s.stage_id = comp_review_task.stage_id
          where s.competition_id = ${competitionId} and comp_review_task.status <> 'draft'
            ${tasksInScope ? sql`and ${tasksInScope}` : sql``}
          order by s.seq, comp_review_task.task_id`,
    ),
    query<{ batchId: number; title: string; purpose: BatchPurpose; status: BatchStatus }>(
      database,
      sql`select b.batch_id::int as "batchId", b.title, b.purpose, b.status
          from comp_promotion_batch b join comp_stage s on s.stage_id = b.stage_id
          where b.competition_id = ${competitionId} and b.status <> 'revoked' ${stageInScope}
          order by b.batch_id desc`,
    ),
    query<{ trackId: number; name: string }>(
      database,
      sql`select track_id::int as "trackId", track_name as name from comp_track
          where competition_id = ${competitionId} order by sort, track_id`,
    ),
  ]);
  return { stages, tasks, batches, tracks };
}

// Scope checks the reports share with the modules that own the data (docs/competition-scope.md).
/** The edition is seen by the whole scope, or by a scope holding one of its applications. */
export { editionInScope } from '../award/award.repository';
/** A stage is held by the whole scope, or through one of its review groups (docs/rating.md). */
export { stageInScope } from '../rating/rating.repository';
