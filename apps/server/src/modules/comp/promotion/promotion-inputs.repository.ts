import type { RubricCriterion } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { query } from './promotion.repository';

// The planner's input read from the stage (docs/promotion.md, Inputs): the tasks with their latest
// final (non-provisional) result version, the entries with their result, paged by entry id, the
// used sheets' items, region names. A fixed number of statements per page, never one per entry.

export interface StageTask {
  taskId: number;
  taskName: string;
  criteria: RubricCriterion[];
  versionId: number | null;
  versionNo: number | null;
}

export async function stageTasks(database: Database, stageId: number): Promise<StageTask[]> {
  return query<StageTask>(
    database,
    sql`select t.task_id::int as "taskId", t.task_name as "taskName",
          coalesce((select r.criteria from comp_rubric r where r.rubric_id = t.rubric_id), '[]'::jsonb) as criteria,
          v.version_id::int as "versionId", v.version_no::int as "versionNo"
        from comp_review_task t
        left join lateral (select lv.version_id, lv.version_no from comp_result_version lv
          where lv.task_id = t.task_id and lv.provisional = '0' order by lv.version_no desc limit 1) v on true
        where t.stage_id = ${stageId} and t.status <> 'draft'
        order by t.task_id`,
  );
}

export interface EntryInputRow {
  entryId: number;
  applicationId: number;
  code: string;
  projectName: string;
  status: string;
  orgId: number | null;
  orgName: string | null;
  regionCode: string;
  ancestors: string | null;
  regionName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  reviewGroupId: number | null;
  reviewGroupName: string | null;
  trackId: number;
  trackName: string;
  versionId: number | null;
  score: number | null;
  rank: number | null;
  validSheets: number | null;
  usedSheetIds: number[] | null;
}

/** One page of the stage's entries (by entry id after `after`) with the result of the given versions. */
export async function entryPage(
  database: Database,
  v: { stageId: number; versionIds: number[]; after: number; limit: number },
): Promise<EntryInputRow[]> {
  const versions = v.versionIds.length
    ? sql.join(
        v.versionIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`-1`;
  return query<EntryInputRow>(
    database,
    sql`select e.entry_id::int as "entryId", e.application_id::int as "applicationId", a.code,
          a.project_name as "projectName", a.status, a.org_id::int as "orgId",
          (select o.org_name from comp_organisation o where o.org_id = a.org_id) as "orgName",
          a.region_code as "regionCode", rg.ancestors, rg.region_name as "regionName",
          a.category_id::int as "categoryId",
          (select c.category_name from comp_group_category c where c.category_id = a.category_id) as "categoryName",
          e.review_group_id::int as "reviewGroupId",
          (select g.group_name from comp_review_group g where g.review_group_id = e.review_group_id) as "reviewGroupName",
          a.track_id::int as "trackId", (select tr.track_name from comp_track tr where tr.track_id = a.track_id) as "trackName",
          res.version_id::int as "versionId", res.score::float8 as score, res.rank::int as rank,
          res.valid_sheets::int as "validSheets", res.used as "usedSheetIds"
        from comp_stage_entry e
        join comp_application a on a.application_id = e.application_id
        left join comp_region rg on rg.region_code = a.region_code
        left join lateral (select cr.version_id, cr.score, cr.rank, cr.valid_sheets,
            (select coalesce(jsonb_agg((s ->> 'sheetId')::int), '[]'::jsonb) from jsonb_array_elements(cr.receipt -> 'sheets') s
              where (s ->> 'used')::boolean) as used
          from comp_result cr where cr.application_id = e.application_id and cr.version_id in (${versions})
          order by cr.version_id desc limit 1) res on true
        where e.stage_id = ${v.stageId} and e.entry_id > ${v.after}
        order by e.entry_id limit ${v.limit}`,
  );
}

/** The items of sheets by id: criterion code → value. */
export async function sheetItems(database: Database, sheetIds: number[]) {
  const found = new Map<number, Record<string, { value?: number | null }>>();
  for (let start = 0; start < sheetIds.length; start += 2000) {
    const slice = sheetIds.slice(start, start + 2000);
    const rows = await query<{ sheetId: number; items: Record<string, { value?: number | null }> }>(
      database,
      sql`select sheet_id::int as "sheetId", items from comp_score_sheet where sheet_id in (${sql.join(
        slice.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of rows) found.set(row.sheetId, row.items);
  }
  return found;
}

export async function regionNames(database: Database, codes: string[]): Promise<Record<string, string>> {
  if (codes.length === 0) return {};
  const rows = await query<{ code: string; name: string }>(
    database,
    sql`select region_code as code, region_name as name from comp_region where region_code in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.name]));
}
