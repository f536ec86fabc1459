import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { rows } from './auth-helpers';

/** One expert of a test pool: a back-office user with an expert profile. */
export interface ExpertSpec {
  userName: string;
  nickName?: string;
  status?: 'applied' | 'active' | 'suspended' | 'retired';
  fields?: string[];
  tracks?: string[];
  regionCode?: string | null;
  orgId?: number | null;
  orgName?: string | null;
}

/** Inserts experts straight into the tables (the pool's own module is another area's); answers expert ids in order. */
export async function insertExperts(database: Database, specs: ExpertSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) {
    const [user] = await rows<{ user_id: number }>(
      database,
      sql`insert into sys_user (user_name, nick_name, dept_id) values (${spec.userName}, ${spec.nickName ?? spec.userName}, 103)
          returning user_id::int`,
    );
    const [expert] = await rows<{ expert_id: number }>(
      database,
      sql`insert into comp_expert (user_id, org_id, org_name, fields, tracks, region_code, status)
          values (${user.user_id}, ${spec.orgId ?? null}, ${spec.orgName ?? null},
                  ${JSON.stringify(spec.fields ?? [])}::jsonb, ${JSON.stringify(spec.tracks ?? ['adult'])}::jsonb,
                  ${spec.regionCode ?? null}, ${spec.status ?? 'active'})
          returning expert_id::int`,
    );
    ids.push(expert.expert_id);
  }
  return ids;
}

/** The user id behind each expert id. */
export async function expertUsers(database: Database, expertIds: number[]): Promise<Map<number, number>> {
  const found = await rows<{ expert_id: number; user_id: number }>(
    database,
    sql`select expert_id::int, user_id::int from comp_expert where expert_id in ${sql.raw(`(${expertIds.join(',') || '0'})`)}`,
  );
  return new Map(found.map((row) => [row.expert_id, row.user_id]));
}

/** A review group of a stage bound to an expert group, holding these applications as stage entries. */
export async function bindReviewGroup(
  database: Database,
  input: { stageId: number; expertGroupId: number; groupName: string; applicationIds: number[] },
): Promise<number> {
  const [group] = await rows<{ id: number }>(
    database,
    sql`insert into comp_review_group (stage_id, group_name, expert_group_id)
        values (${input.stageId}, ${input.groupName}, ${input.expertGroupId}) returning review_group_id::int as id`,
  );
  for (const applicationId of input.applicationIds) {
    await database
      .exec()
      .execute(
        sql`insert into comp_stage_entry (stage_id, application_id, review_group_id) values (${input.stageId}, ${applicationId}, ${group.id})`,
      );
  }
  return group.id;
}
