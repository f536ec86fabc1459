import { sql } from 'drizzle-orm';
import { checkCharOf } from '../src/lib/id-number';
import { SessionStore } from '../src/modules/auth/session-store';
import { bearer, rows } from './auth-helpers';
import type { TestApp } from './test-app';

// Fixtures the conflict-of-interest tests share: applications made through the API, expert
// profiles written directly (the expert pool's own API is another module's), and the declare right
// experts get with the scoring pages (issue 32).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call in English, answering the parsed envelope. */
export async function callEn(t: TestApp, token: string, method: Method, path: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/prod-api${path}`,
    headers: { ...bearer(token), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
  return res.json();
}

export interface ApplicationSpec {
  regionCode: string;
  /** Two digits making the leader's ID number unique. */
  seq: string;
  orgId?: number | null;
  leaderIdNumber?: string;
  leaderMobile?: string;
  members?: Array<{ name: string; idNumber: string }>;
  mentors?: Array<{ name: string; mobile?: string }>;
}

export const idNumberOf = (first14: string, seq: string) => {
  const first17 = `${first14}${seq}`.padEnd(17, '0').slice(0, 17);
  return first17 + checkCharOf(first17);
};

/** A draft application of the current edition's adult track, created by the administrator. */
export async function applicationIn(
  t: TestApp,
  admin: string,
  spec: ApplicationSpec,
): Promise<{ id: number; code: string }> {
  const [track] = await rows<{ competition_id: number; track_id: number }>(
    t.database,
    sql`select t.competition_id, t.track_id from comp_track t join comp_competition c using (competition_id)
        where c.is_current = '1' and t.track_code = 'adult'`,
  );
  const form = {
    competitionId: Number(track.competition_id),
    trackId: Number(track.track_id),
    projectName: `回避测试${spec.seq}`,
    regionCode: spec.regionCode,
    orgId: spec.orgId ?? null,
    leaderName: '回避',
    leaderMobile: spec.leaderMobile ?? `1380013${spec.seq.padStart(4, '0')}`,
    leaderIdNumber: spec.leaderIdNumber ?? idNumberOf('44010619900101', spec.seq),
    members: spec.members ?? [],
    mentors: spec.mentors ?? [],
  };
  const answer = await callEn(t, admin, 'POST', '/comp/application', form);
  if (answer.code !== 200) throw new Error(`application ${spec.seq}: ${answer.msg}`);
  const [row] = await rows<{ code: string }>(
    t.database,
    sql`select code from comp_application where application_id = ${answer.data.applicationId}`,
  );
  return { id: Number(answer.data.applicationId), code: row.code };
}

/** An expert profile for a user (active), answering its expert id. */
export async function expertProfile(
  t: TestApp,
  userName: string,
  profile: { orgId?: number | null; orgName?: string | null; regionCode?: string | null } = {},
): Promise<number> {
  const [row] = await rows<{ expert_id: number }>(
    t.database,
    sql`insert into comp_expert (user_id, status, org_id, org_name, region_code)
        select user_id, 'active', ${profile.orgId ?? null}, ${profile.orgName ?? null}, ${profile.regionCode ?? null}
        from sys_user where user_name = ${userName}
        on conflict (user_id) do update set org_id = excluded.org_id, org_name = excluded.org_name,
          region_code = excluded.region_code
        returning expert_id`,
  );
  return Number(row.expert_id);
}

/** Gives the seeded expert role the declare right (issue 32 grants it with the scoring pages). */
export async function grantDeclare(t: TestApp): Promise<void> {
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select r.role_id, m.menu_id from sys_role r, sys_menu m
    where r.role_key = 'expert' and m.perms = 'comp:coi:declare' on conflict do nothing`);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
}
