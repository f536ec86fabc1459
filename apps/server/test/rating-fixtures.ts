import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';
import { TEST_CRITERIA } from './scoring-fixtures';
import { cloneApplications } from './taskinfo-fixtures';

// Fixtures of the rating tests (docs/rating.md): a task over fresh applications (cloned from a demo
// one) in one review group, with assignments and submitted sheets written straight into the
// tables. Sheets use TEST_CRITERIA (innovation 0-40, market 0-60, weight 1; recommend independent):
// a sheet is [innovation, market], its weighted total their sum.

export type Marks = [number, number] | null;

export interface RatingFixture {
  taskId: number;
  stageId: number;
  reviewGroupId: number;
  apps: Array<{ id: number; code: string }>;
  /** `${userId}:${applicationId}` -> assignment id. */
  assignments: Map<string, number>;
  /** `${userId}:${applicationId}` -> sheet id. */
  sheets: Map<string, number>;
}

export interface RatingFixtureSpec {
  prefix: string;
  sourceId: number;
  stageId: number;
  userIds: number[];
  /** marks[application][user]: null = no submitted sheet (the assignment stays `assigned`). */
  marks: Marks[][];
  status?: string;
  mode?: string;
  tolerance?: number;
  toleranceKind?: 'points' | 'percent';
  regionCode?: string | null;
  /** Applications to judge (one per row of marks) instead of fresh clones. */
  apps?: Array<{ id: number; code: string }>;
}

/** The preliminary stage of the current edition's adult track, and an application of it to clone. */
export async function ratingBase(database: Database) {
  const [stage] = await rows<{ id: number; competition: number; track: number }>(
    database,
    sql`select s.stage_id::int as id, s.competition_id::int as competition, s.track_id::int as track
        from comp_stage s join comp_competition c using (competition_id) join comp_track t on t.track_id = s.track_id
        where c.is_current = '1' and t.track_code = 'adult' and s.stage_kind = 'preliminary'`,
  );
  const [source] = await rows<{ id: number }>(
    database,
    sql`select application_id::int as id from comp_application
        where competition_id = ${stage.competition} and track_id = ${stage.track}
          and status not in ('withdrawn', 'disqualified', 'draft')
        order by application_id limit 1`,
  );
  return { stageId: stage.id, sourceId: source.id };
}

export async function userIdsOf(database: Database, names: string[]): Promise<number[]> {
  const found = await rows<{ id: number; name: string }>(
    database,
    sql`select user_id::int as id, user_name as name from sys_user where user_name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  return names.map((name) => found.find((row) => row.name === name)?.id as number);
}

export async function ratingFixture(database: Database, spec: RatingFixtureSpec): Promise<RatingFixture> {
  const apps =
    spec.apps ??
    (await cloneApplications(database, {
      sourceId: spec.sourceId,
      count: spec.marks.length,
      prefix: spec.prefix,
    }));
  await database.exec().execute(sql`update comp_application set status = 'approved'
    where application_id in (${sql.join(
      apps.map((app) => sql`${app.id}`),
      sql`, `,
    )}) and status in ('withdrawn', 'disqualified', 'draft')`);
  const [rubric] = await rows<{ id: number }>(
    database,
    sql`insert into comp_rubric (stage_id, rubric_name, version, criteria, frozen)
        values (${spec.stageId}, ${`${spec.prefix}标准`}, 1, ${JSON.stringify(TEST_CRITERIA)}::jsonb, '1')
        returning rubric_id::int as id`,
  );
  await database.exec().execute(sql`update comp_rubric set root_id = rubric_id where rubric_id = ${rubric.id}`);
  const twoPlusOne = spec.mode === 'two_plus_one';
  const [task] = await rows<{ id: number }>(
    database,
    sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, k, tolerance, tolerance_kind, due_at, blind,
          status, seed, published_by, published_at)
        values (${spec.stageId}, ${`${spec.prefix}任务`}, ${rubric.id}, ${spec.mode ?? 'all_in_group'},
          ${twoPlusOne ? 2 : null}, ${twoPlusOne ? String(spec.tolerance ?? 10) : null}, ${twoPlusOne ? (spec.toleranceKind ?? 'points') : null},
          '2099-12-31 18:00:00', '{"names":false,"organisations":false,"members":false,"fileNames":false}'::jsonb,
          ${spec.status ?? 'in_progress'}, 'ab12', 'organiser', now())
        returning task_id::int as id`,
  );
  const [group] = await rows<{ id: number }>(
    database,
    sql`insert into comp_review_group (stage_id, group_name, region_code, locked_by_task_id)
        values (${spec.stageId}, ${`${spec.prefix}组`}, ${spec.regionCode ?? null}, ${task.id})
        returning review_group_id::int as id`,
  );
  await database
    .exec()
    .execute(
      sql`insert into comp_review_task_group (task_id, review_group_id, expert_group_id) values (${task.id}, ${group.id}, 0)`,
    );
  const assignments = new Map<string, number>();
  const sheets = new Map<string, number>();
  for (const [index, app] of apps.entries()) {
    const [entry] = await rows<{ id: number }>(
      database,
      sql`insert into comp_stage_entry (stage_id, application_id, review_group_id, state)
          values (${spec.stageId}, ${app.id}, ${group.id}, 'in_review') returning entry_id::int as id`,
    );
    for (const [userIndex, userId] of spec.userIds.entries()) {
      const marks = spec.marks[index][userIndex];
      const key = `${userId}:${app.id}`;
      const [assignment] = await rows<{ id: number }>(
        database,
        sql`insert into comp_review_assignment (task_id, application_id, entry_id, user_id, review_group_id, method, status,
              submitted_at)
            values (${task.id}, ${app.id}, ${entry.id}, ${userId}, ${group.id}, 'all',
              ${marks ? 'submitted' : 'assigned'}, ${marks ? sql`now()` : null})
            returning assignment_id::int as id`,
      );
      assignments.set(key, assignment.id);
      if (!marks) continue;
      const items = { innovation: { value: marks[0] }, market: { value: marks[1] } };
      const [sheet] = await rows<{ id: number }>(
        database,
        sql`insert into comp_score_sheet (assignment_id, status, total, items, revision_count, update_time)
            values (${assignment.id}, 'submitted', ${(marks[0] + marks[1]).toFixed(2)}, ${JSON.stringify(items)}::jsonb,
              1, now())
            returning sheet_id::int as id`,
      );
      sheets.set(key, sheet.id);
    }
  }
  return { taskId: task.id, stageId: spec.stageId, reviewGroupId: group.id, apps, assignments, sheets };
}
