import type { RubricCriterion } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { SessionStore } from '../src/modules/auth/session-store';
import { rows } from './auth-helpers';
import type { TestApp } from './test-app';

// Fixtures of the scoring tests: a published review task with its rubric version, one review
// group and assignments written straight into the tables (publishing is the task module's).

export const TEST_CRITERIA: RubricCriterion[] = [
  {
    code: 'innovation',
    name: '创新性',
    description: '',
    anchors: [{ from: 0, to: 10, text: '一般' }],
    min: 0,
    max: 40,
    step: 0.5,
    weight: 1,
    required: true,
    comment: [{ when: 'at_or_below', share: 0.25 }],
    independent: false,
  },
  {
    code: 'market',
    name: '市场',
    description: '',
    anchors: [],
    min: 0,
    max: 60,
    step: 1,
    weight: 1,
    required: true,
    comment: [],
    independent: false,
  },
  {
    code: 'recommend',
    name: '推荐',
    description: '',
    anchors: [],
    min: 0,
    max: 1,
    step: 1,
    weight: 1,
    required: false,
    comment: [],
    independent: true,
  },
];

export interface ScoringTask {
  taskId: number;
  rubricId: number;
  reviewGroupId: number;
  /** `${userId}:${applicationId}` -> assignment id. */
  assignments: Map<string, number>;
}

export interface ScoringTaskSpec {
  stageId?: number;
  taskName: string;
  applicationIds: number[];
  userIds: number[];
  blind?: { names: boolean; organisations: boolean; members: boolean; fileNames: boolean };
  allowDownload?: boolean;
  lockOnSubmit?: boolean;
  status?: string;
  dueAt?: string;
  regionCode?: string | null;
}

/** A preliminary stage of the current edition. */
export async function currentStage(database: Database): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`select s.stage_id::int as id from comp_stage s join comp_competition c using (competition_id)
        where c.is_current = '1' and s.stage_kind = 'preliminary' order by s.stage_id limit 1`,
  );
  return row.id;
}

export async function insertScoringTask(database: Database, spec: ScoringTaskSpec): Promise<ScoringTask> {
  const stageId = spec.stageId ?? (await currentStage(database));
  const [rubric] = await rows<{ id: number }>(
    database,
    sql`insert into comp_rubric (stage_id, rubric_name, version, criteria, frozen)
        values (${stageId}, ${`${spec.taskName}标准`}, 1, ${JSON.stringify(TEST_CRITERIA)}::jsonb, '1')
        returning rubric_id::int as id`,
  );
  await database.exec().execute(sql`update comp_rubric set root_id = rubric_id where rubric_id = ${rubric.id}`);
  const blind = spec.blind ?? { names: false, organisations: false, members: false, fileNames: false };
  const [task] = await rows<{ id: number }>(
    database,
    sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind, allow_download,
          lock_on_submit, status, seed, published_by, published_at)
        values (${stageId}, ${spec.taskName}, ${rubric.id}, 'all_in_group', ${spec.dueAt ?? '2099-12-31 18:00:00'},
          ${JSON.stringify(blind)}::jsonb, ${spec.allowDownload ? '1' : '0'}, ${spec.lockOnSubmit === false ? '0' : '1'},
          ${spec.status ?? 'published'}, 'ab12', 'organiser', now())
        returning task_id::int as id`,
  );
  const [group] = await rows<{ id: number }>(
    database,
    sql`insert into comp_review_group (stage_id, group_name, region_code, locked_by_task_id)
        values (${stageId}, ${`${spec.taskName}组`}, ${spec.regionCode ?? null}, ${task.id})
        returning review_group_id::int as id`,
  );
  await database
    .exec()
    .execute(
      sql`insert into comp_review_task_group (task_id, review_group_id, expert_group_id) values (${task.id}, ${group.id}, 0)`,
    );
  const assignments = new Map<string, number>();
  for (const userId of spec.userIds) {
    for (const applicationId of spec.applicationIds) {
      const [row] = await rows<{ id: number }>(
        database,
        sql`insert into comp_review_assignment (task_id, application_id, user_id, review_group_id, method)
            values (${task.id}, ${applicationId}, ${userId}, ${group.id}, 'all') returning assignment_id::int as id`,
      );
      assignments.set(`${userId}:${applicationId}`, row.id);
    }
  }
  return { taskId: task.id, rubricId: rubric.id, reviewGroupId: group.id, assignments };
}

export async function userIdOf(database: Database, userName: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`select user_id::int as id from sys_user where user_name = ${userName}`,
  );
  return row.id;
}

/** Makes sure the seeded expert role holds the scoring permission (the seed grants it with 我的评审, once). */
export async function grantScoring(t: TestApp): Promise<void> {
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select r.role_id, m.menu_id from sys_role r, sys_menu m
    where r.role_key = 'expert' and m.perms = 'comp:taskinfo:edit' on conflict do nothing`);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
}
