import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';

// Fixtures of the review task tests (docs/review-tasks.md): applications cloned from a demo one,
// expert groups with members, review groups with stage entries, inserted straight into the tables.

/**
 * `count` copies of an application of the current edition (same track, organisation and region),
 * with codes `<prefix>-00001`, ... in order; answers their ids and codes in code order.
 */
export async function cloneApplications(
  database: Database,
  { sourceId, count, prefix }: { sourceId: number; count: number; prefix: string },
): Promise<Array<{ id: number; code: string }>> {
  const columns = (
    await rows<{ name: string }>(
      database,
      sql`select column_name as name from information_schema.columns
          where table_name = 'comp_application' and column_name not in ('application_id', 'code')
            and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).map((column) => `"${column.name}"`);
  const list = sql.raw(columns.join(', '));
  const made = await rows<{ id: number; code: string }>(
    database,
    sql`insert into comp_application (code, ${list})
        select ${prefix} || '-' || lpad(g::text, 5, '0'), ${list}
        from comp_application, generate_series(1, ${count}) g where application_id = ${sourceId}
        returning application_id::int as id, code`,
  );
  return made.sort((a, b) => (a.code < b.code ? -1 : 1));
}

/** An expert group of a stage with these members (user ids); answers its id. */
export async function expertGroupWith(
  database: Database,
  { stageId, groupName, userIds }: { stageId: number; groupName: string; userIds: number[] },
): Promise<number> {
  const [group] = await rows<{ id: number }>(
    database,
    sql`insert into comp_expert_group (stage_id, group_name, capacity)
        values (${stageId}, ${groupName}, ${Math.max(userIds.length, 1)}) returning expert_group_id::int as id`,
  );
  for (const userId of userIds) {
    await database
      .exec()
      .execute(sql`insert into comp_expert_group_member (expert_group_id, user_id) values (${group.id}, ${userId})`);
  }
  return group.id;
}

/** The demo rubric version of a stage. */
export async function rubricOf(database: Database, stageId: number): Promise<number> {
  const [rubric] = await rows<{ id: number }>(
    database,
    sql`select rubric_id::int as id from comp_rubric where stage_id = ${stageId} order by rubric_id limit 1`,
  );
  return rubric.id;
}

/** A task's live assignments as `application code -> sorted user ids`. */
export async function assignmentMap(database: Database, taskId: number): Promise<Record<string, number[]>> {
  const found = await rows<{ code: string; user_id: number }>(
    database,
    sql`select a.code, ra.user_id::int from comp_review_assignment ra
        join comp_application a on a.application_id = ra.application_id
        where ra.task_id = ${taskId} and ra.status <> 'voided' order by a.code, ra.user_id`,
  );
  const map: Record<string, number[]> = {};
  for (const row of found) map[row.code] = [...(map[row.code] ?? []), row.user_id];
  return map;
}
