import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compStageEntry } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';
import { reviewGroupScope } from '../grouping/grouping.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';

// 晋级与评分 (comp/upgrading, docs/rating.md): a stage's entries with their task's latest result
// version (comp_result_version, comp_result of the rating module).

type Page = { pageNum: number; pageSize: number };

export interface StageResultFilter {
  stageId: number;
  reviewGroupId?: number | '';
  taskId?: number | '';
  code?: string;
}

const entryTask = sql`(select tg.task_id from comp_review_task_group tg join comp_review_task tt on tt.task_id = tg.task_id
  where tg.review_group_id = comp_stage_entry.review_group_id and tt.stage_id = comp_stage_entry.stage_id
  order by tg.task_id limit 1)`;
const entryVersion = sql`(select lv.version_id from comp_result_version lv where lv.task_id = ${entryTask}
  order by lv.version_no desc limit 1)`;
const entryResult = (column: 'score' | 'rank' | 'flags') =>
  sql`(select er.${sql.raw(column)} from comp_result er where er.version_id = ${entryVersion}
    and er.application_id = comp_stage_entry.application_id limit 1)`;

/** A stage's entries in scope with their task's latest result, paged in the database. */
export function listStageResults(database: Database, filter: StageResultFilter, plan: CompScopePlan, page: Page) {
  const groupScope = reviewGroupScope(plan);
  const where = and(
    eq(compStageEntry.stageId, filter.stageId),
    groupScope
      ? sql`${compStageEntry.reviewGroupId} in (select comp_review_group.review_group_id from comp_review_group
          where ${groupScope})`
      : undefined,
    filter.reviewGroupId ? eq(compStageEntry.reviewGroupId, filter.reviewGroupId) : undefined,
    filter.taskId ? sql`${entryTask} = ${filter.taskId}` : undefined,
    filter.code
      ? sql`${compStageEntry.applicationId} in (select fa.application_id from comp_application fa
          where fa.code like ${`%${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
      : undefined,
  );
  return pagedList(database, {
    from: compStageEntry,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          entryId: compStageEntry.entryId,
          applicationId: compStageEntry.applicationId,
          code: sql<string>`coalesce((select sa.code from comp_application sa where sa.application_id = comp_stage_entry.application_id), '')`,
          projectName: sql<string>`coalesce((select sa.project_name from comp_application sa
            where sa.application_id = comp_stage_entry.application_id), '')`,
          reviewGroupId: compStageEntry.reviewGroupId,
          reviewGroupName: sql<string | null>`(select sg.group_name from comp_review_group sg
            where sg.review_group_id = comp_stage_entry.review_group_id)`,
          taskId: sql<number | null>`${entryTask}::int`,
          taskName: sql<string | null>`(select st.task_name from comp_review_task st where st.task_id = ${entryTask})`,
          versionNo: sql<
            number | null
          >`(select sv.version_no from comp_result_version sv where sv.version_id = ${entryVersion})`,
          provisional: sql<
            string | null
          >`(select sv.provisional from comp_result_version sv where sv.version_id = ${entryVersion})`,
          score: sql<number | null>`${entryResult('score')}::float8`,
          rank: sql<number | null>`${entryResult('rank')}`,
          flags: sql<string[] | null>`${entryResult('flags')}`,
          state: compStageEntry.state,
        })
        .from(compStageEntry)
        .where(where)
        .orderBy(
          sql`${entryTask} asc nulls last`,
          sql`${entryResult('rank')} asc nulls last`,
          sql`(select oa.code from comp_application oa where oa.application_id = comp_stage_entry.application_id)`,
        )
        .limit(limit)
        .offset(offset),
  });
}
