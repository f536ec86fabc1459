import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { certificatesOutside } from '../../../../test/certificate-fixtures';
import { expectByIdRoutesRefuseOutside } from '../../../../test/scoped-routes';
import { insertScoringTask } from '../../../../test/scoring-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';
import { SessionStore } from '../../auth/session-store';
import { resolveCompScope } from './comp-scope';

// The region fixture is the seeded sample: 广东省 440000 > 广州市 440100 (越秀 440104, 天河 440106)
// and 深圳市 440300 (福田 440304, 南山 440305); the demo organisations sit in 天河, 越秀 and 南山.
// The auditor (competition scope 2) works in department 102, bound to 广州市.

let t: TestApp;
let admin: string;
let auditor: string;
const org: Record<'tianhe' | 'yuexiu' | 'nanshan', number> = { tianhe: 0, yuexiu: 0, nanshan: 0 };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = auditor) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const names = (answer: { rows: Array<{ orgName: string }> }) => answer.rows.map((row) => row.orgName).sort();

async function grantOrganisationRights(roleId: number) {
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select ${roleId}, menu_id from sys_menu
    where perms like 'comp:organisation:%' or perms like 'comp:application:%' or perms like 'comp:grouping:%'
      or perms like 'comp:coi:%' or perms like 'comp:expertGroup:%' or perms like 'comp:taskinfo:%'
      or perms like 'comp:rating:%' or perms like 'comp:upgrading:%' or perms like 'comp:schedule:%'
    on conflict do nothing`);
}

/** A draft application of the current edition in a region, created by the administrator. */
async function applicationIn(regionCode: string, seq: string): Promise<number> {
  const [track] = await rows<{ competition_id: number; track_id: number }>(
    t.database,
    sql`select t.competition_id, t.track_id from comp_track t join comp_competition c using (competition_id)
        where c.is_current = '1' and t.track_code = 'adult'`,
  );
  const first17 = `44010619900101${seq}`;
  const form = {
    competitionId: Number(track.competition_id),
    trackId: Number(track.track_id),
    projectName: `范围测试${seq}`,
    regionCode,
    leaderName: '范围',
    leaderMobile: '13800138000',
    leaderIdNumber: first17 + checkCharOf(first17),
  };
  const answer = (await api('POST', '/comp/application', form, admin)).json();
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data.applicationId;
}

/** A review group in Guangzhou and one in Shenzhen (docs/grouping.md, Scope). */
async function reviewGroupsOutside(): Promise<Record<string, string>> {
  const group = async (name: string, regionCode: string) => {
    const [row] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_review_group (stage_id, group_name, region_code)
          select stage_id, ${name}, ${regionCode} from comp_stage s join comp_competition c using (competition_id)
          where c.is_current = '1' and s.stage_kind = 'preliminary' returning review_group_id::int as id`,
    );
    return row.id;
  };
  const inside = await group('范围内分组', REGION_CODES.tianhe);
  const outside = await group('范围外分组', REGION_CODES.nanshan);
  return { reviewGroupId: String(outside), reviewGroupIds: `${inside},${outside}` };
}

/** A pending conflict declaration on an application, by an expert profile of the administrator. */
async function declarationOn(applicationId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t.database,
    sql`with expert as (
          insert into comp_expert (user_id, status) values (1, 'active')
          on conflict (user_id) do update set status = excluded.status returning expert_id)
        insert into comp_coi_declaration (expert_id, application_id, source, reason)
        select expert_id, ${applicationId}, 'expert', '范围测试' from expert returning declaration_id::int as id`,
  );
  return row.id;
}

/** Expert groups in Guangzhou and Shenzhen (docs/expert-groups.md): the path parameters of their routes. */
async function expertGroupsOutside(): Promise<Record<string, string>> {
  const [stage] = await rows<{ id: number }>(
    t.database,
    sql`select stage_id::int as id from comp_stage where stage_kind = 'preliminary' limit 1`,
  );
  const ids: number[] = [];
  for (const [groupName, regionCode] of [
    ['范围广州专家组', REGION_CODES.tianhe],
    ['范围深圳专家组', REGION_CODES.nanshan],
  ]) {
    const form = { stageId: stage.id, groupName, capacity: 3, regionCode };
    const answer = (await api('POST', '/comp/expertGroup', form, admin)).json();
    if (answer.code !== 200) throw new Error(answer.msg);
    const listed = (
      await api('GET', `/comp/expertGroup/list?groupName=${encodeURIComponent(groupName)}`, undefined, admin)
    ).json();
    ids.push(listed.rows[0].expertGroupId);
  }
  return { expertGroupId: String(ids[1]), expertGroupIds: ids.join(','), userIds: '1' };
}

/**
 * Review tasks over a Guangzhou and a Shenzhen review group (docs/review-tasks.md, Scope): a task
 * follows its review groups, so the auditor (Guangzhou) sees the first only.
 */
async function reviewTasksOutside(): Promise<Record<string, string>> {
  const ids: number[] = [];
  for (const [name, regionCode] of [
    ['范围广州任务', REGION_CODES.tianhe],
    ['范围深圳任务', REGION_CODES.nanshan],
  ]) {
    const [row] = await rows<{ id: number }>(
      t.database,
      sql`with stage as (
            select s.stage_id from comp_stage s join comp_competition c using (competition_id)
            where c.is_current = '1' and s.stage_kind = 'preliminary' order by s.stage_id limit 1),
          grp as (
            insert into comp_review_group (stage_id, group_name, region_code)
            select stage_id, ${`${name}分组`}, ${regionCode} from stage returning review_group_id, stage_id),
          task as (
            insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind)
            select stage_id, ${name}, 0, 'all_in_group', '2026-03-01 18:00:00', '{}'::jsonb from stage
            returning task_id)
          insert into comp_review_task_group (task_id, review_group_id, expert_group_id)
          select task_id, review_group_id, 0 from task, grp returning task_id::int as id`,
    );
    ids.push(row.id);
  }
  return { taskId: String(ids[1]), taskIds: ids.join(',') };
}

/** A review task judging a Shenzhen group, with an assignment of a Shenzhen application (docs/scoring.md). */
async function scoringOutside(applicationId: number): Promise<Record<string, string>> {
  const task = await insertScoringTask(t.database, {
    taskName: '范围外任务',
    applicationIds: [applicationId],
    userIds: [4],
    regionCode: REGION_CODES.nanshan,
  });
  return { taskId: String(task.taskId), assignmentId: String(task.assignments.get(`4:${applicationId}`)) };
}

/**
 * Roadshow sessions (docs/roadshow.md, Scope): a session follows its review task, so one over the
 * Shenzhen scoring task is outside and one over the Guangzhou review task inside; its slot too.
 */
async function roadshowOutside(insideTaskId: number, outsideTaskId: number): Promise<Record<string, string>> {
  const session = async (taskId: number, name: string) => {
    const [row] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_roadshow_session (competition_id, stage_id, task_id, name, venue, starts_at, pitch_minutes,
            qa_minutes)
          select s.competition_id, s.stage_id, ${taskId}, ${name}, '范围', '2026-03-01 09:00:00', 8, 5
          from comp_review_task k join comp_stage s on s.stage_id = k.stage_id where k.task_id = ${taskId}
          returning session_id::int as id`,
    );
    return row.id;
  };
  const inside = await session(insideTaskId, '范围内路演');
  const outside = await session(outsideTaskId, '范围外路演');
  const [slot] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_roadshow_slot (session_id, entry_id, application_id)
        select ${outside}, 0, application_id from comp_review_assignment where task_id = ${outsideTaskId} limit 1
        returning slot_id::int as id`,
  );
  return { sessionId: String(outside), sessionIds: `${inside},${outside}`, slotId: String(slot.id) };
}

/**
 * Award levels (docs/awards.md): one of the current edition, which holds Guangzhou applications, and
 * one of an edition without any the auditor sees.
 */
async function awardLevelsOutside(): Promise<Record<string, string>> {
  const [{ id: editionId }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_competition (competition_name, edition_year) values ('范围外届次', 2031)
        returning competition_id::int as id`,
  );
  const [{ id: current }] = await rows<{ id: number }>(
    t.database,
    sql`select competition_id::int as id from comp_competition where is_current = '1'`,
  );
  const level = async (competitionId: number, name: string) => {
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_award_level (competition_id, name, kind, count) values (${competitionId}, ${name}, 'ranked', 1)
          returning level_id::int as id`,
    );
    return id;
  };
  return { levelIds: `${await level(current, '范围内奖')},${await level(editionId, '范围外奖')}` };
}

/**
 * Rating (docs/rating.md): a result of the Shenzhen scoring task, and a judging stage without a
 * Guangzhou review group (a restricted scope holds a stage through its review groups).
 */
async function ratingOutside(taskId: string): Promise<Record<string, string>> {
  const [result] = await rows<{ id: number }>(
    t.database,
    sql`with version as (
          insert into comp_result_version (task_id, version_no, config, config_hash, inputs_hash, provisional, results,
            ranked, diff, computed_by, computed_at)
          values (${Number(taskId)}, 1, '{}'::jsonb, repeat('0', 64), repeat('0', 64), '1', 1, 0,
            '{"changed":0,"added":1,"removed":0}'::jsonb, 'admin', now())
          returning version_id)
        insert into comp_result (version_id, entry_id, application_id, valid_sheets, flags, receipt)
        select version_id, 0, 0, 0, '[]'::jsonb, '{"sheets":[],"steps":[],"score":null,"tieBreak":null}'::jsonb
        from version returning result_id::int as id`,
  );
  const [stage] = await rows<{ id: number }>(
    t.database,
    sql`select s.stage_id::int as id from comp_stage s join comp_competition c using (competition_id)
        where c.is_current = '1' and s.stage_kind in ('preliminary', 'semi_final', 'final')
          and not exists (select 1 from comp_review_group g where g.stage_id = s.stage_id and g.region_code like '4401%')
        order by s.stage_id desc limit 1`,
  );
  return { resultId: String(result.id), stageId: String(stage.id), userId: '4' };
}

/** Promotion (docs/promotion.md): a batch of that outside stage, with one decision. */
async function promotionOutside(stageId: string): Promise<Record<string, string>> {
  const [batch] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_promotion_batch (stage_id, competition_id, purpose, title, status, rule, versions, drafted_by,
          drafted_at, changed_by)
        select stage_id, competition_id, 'promotion', '范围外批次', 'draft',
          '{"scope":"stage","method":"top_n","n":1}'::jsonb, '[]'::jsonb, 'admin', now(), 'admin'
        from comp_stage where stage_id = ${Number(stageId)} returning batch_id::int as id`,
  );
  const [decision] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_promotion_decision (batch_id, entry_id, application_id, unit_key, unit_label, valid_sheets,
          proposed_result, final_result)
        values (${batch.id}, 0, 0, 'stage', '全部', 0, 'eliminated', 'eliminated') returning decision_id::int as id`,
  );
  return { batchId: String(batch.id), decisionId: String(decision.id) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  for (const row of await rows<{ org_id: number; region_code: string }>(
    t.database,
    sql`select org_id, region_code from comp_organisation`,
  )) {
    if (row.region_code === REGION_CODES.tianhe) org.tianhe = Number(row.org_id);
    if (row.region_code === REGION_CODES.yuexiu) org.yuexiu = Number(row.org_id);
    if (row.region_code === REGION_CODES.nanshan) org.nanshan = Number(row.org_id);
  }
  await grantOrganisationRights(3);
  await grantOrganisationRights(4);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
  auditor = await loginAs(t.app, 'auditor');
});
afterAll(() => t.close());

describe('competition scope resolver', () => {
  const subject = (compScope: '1' | '2' | '3' | '4', deptId: number | null, userId = 3) => ({
    userId,
    userName: 'someone',
    deptId,
    compScope,
  });

  it('resolves all, region subtree through the department, organisation and own', async () => {
    expect(await resolveCompScope(t.database, subject('1', 102))).toEqual({ kind: 'all' });
    expect(await resolveCompScope(t.database, subject('2', 102))).toEqual({
      kind: 'region',
      regionCode: REGION_CODES.guangzhou,
    });
    expect(await resolveCompScope(t.database, subject('4', 102))).toEqual({ kind: 'own', userName: 'someone' });
    await t.database.exec().execute(sql`update sys_user set org_id = ${org.nanshan} where user_id = 4`);
    expect(await resolveCompScope(t.database, subject('3', 103, 4))).toEqual({
      kind: 'organisation',
      orgId: org.nanshan,
    });
    await t.database.exec().execute(sql`update sys_user set org_id = null where user_id = 4`);
  });

  it('falls back to own records when the region or organisation is missing (least privilege)', async () => {
    // Department 103 (评审部) has no region; user 4 has no organisation.
    expect(await resolveCompScope(t.database, subject('2', 103))).toEqual({ kind: 'own', userName: 'someone' });
    expect(await resolveCompScope(t.database, subject('2', null))).toEqual({ kind: 'own', userName: 'someone' });
    expect(await resolveCompScope(t.database, subject('3', 103, 4))).toEqual({ kind: 'own', userName: 'someone' });
  });
});

describe('binding departments to regions and users to organisations', () => {
  it('binds a department to a region on the department form, which a region scope then follows', async () => {
    const dept = (await api('GET', '/system/dept/103', undefined, admin)).json().data;
    expect(dept.regionCode).toBeNull();
    const form = { parentId: dept.parentId, deptName: dept.deptName, orderNum: dept.orderNum, deptId: 103 };
    const ghost = (await api('PUT', '/system/dept', { ...form, regionCode: '999999' }, admin)).json();
    expect(ghost.msg).toBe('地区 999999 不存在');
    expect((await api('PUT', '/system/dept', { ...form, regionCode: REGION_CODES.shenzhen }, admin)).json().code).toBe(
      200,
    );
    expect((await api('GET', '/system/dept/103', undefined, admin)).json().data.regionCode).toBe(REGION_CODES.shenzhen);
    const subject = { userId: 4, userName: 'expert', deptId: 103, compScope: '2' as const };
    expect(await resolveCompScope(t.database, subject)).toEqual({ kind: 'region', regionCode: REGION_CODES.shenzhen });
    // Left out, the binding stays; empty, it goes.
    expect((await api('PUT', '/system/dept', form, admin)).json().code).toBe(200);
    expect((await api('GET', '/system/dept/103', undefined, admin)).json().data.regionCode).toBe(REGION_CODES.shenzhen);
    expect((await api('PUT', '/system/dept', { ...form, regionCode: '' }, admin)).json().code).toBe(200);
    expect((await api('GET', '/system/dept/103', undefined, admin)).json().data.regionCode).toBeNull();
  });

  it('links a user to an organisation on the user form, which an organisation scope then follows', async () => {
    const detail = (await api('GET', '/system/user/4', undefined, admin)).json();
    const form = { userId: 4, nickName: detail.data.nickName, deptId: detail.data.deptId, roleIds: detail.roleIds };
    expect((await api('PUT', '/system/user', { ...form, orgId: 999999 }, admin)).json().code).toBe(500);
    expect((await api('PUT', '/system/user', { ...form, orgId: org.tianhe }, admin)).json().code).toBe(200);
    expect((await api('GET', '/system/user/4', undefined, admin)).json().data.orgId).toBe(org.tianhe);
    const subject = { userId: 4, userName: 'expert', deptId: 103, compScope: '3' as const };
    expect(await resolveCompScope(t.database, subject)).toEqual({ kind: 'organisation', orgId: org.tianhe });
    expect((await api('PUT', '/system/user', { ...form, orgId: null }, admin)).json().code).toBe(200);
    expect((await api('GET', '/system/user/4', undefined, admin)).json().data.orgId).toBeNull();
  });
});

describe('organisations under a competition scope', () => {
  it('lists the region subtree only, a region filter narrowing inside it', async () => {
    expect(names((await api('GET', '/comp/organisation/list', undefined, admin)).json())).toHaveLength(3);
    const mine = (await api('GET', '/comp/organisation/list')).json();
    expect(mine.total).toBe(2);
    expect(names(mine)).toEqual(['广州市天河区第一中学', '广州市越秀区实验小学']);
    expect(names((await api('GET', `/comp/organisation/list?regionCode=${REGION_CODES.tianhe}`)).json())).toEqual([
      '广州市天河区第一中学',
    ]);
    // Filtering by a wider region never widens the scope.
    expect((await api('GET', `/comp/organisation/list?regionCode=${REGION_CODES.province}`)).json().total).toBe(2);
    expect((await api('GET', `/comp/organisation/list?regionCode=${REGION_CODES.shenzhen}`)).json().total).toBe(0);
  });

  it('refuses out-of-scope ids on every by-id and batch route that names the competition scope', async () => {
    // Ids outside the auditor's region (Guangzhou), per path parameter; a batch mixes one inside
    // with one outside, which must refuse the whole batch.
    const inGuangzhou = await applicationIn(REGION_CODES.tianhe, '101');
    const inShenzhen = await applicationIn(REGION_CODES.nanshan, '102');
    const outside: Record<string, string> = {
      orgId: String(org.nanshan),
      orgIds: `${org.tianhe},${org.nanshan}`,
      applicationId: String(inShenzhen),
      applicationIds: `${inGuangzhou},${inShenzhen}`,
      ...(await reviewGroupsOutside()),
      declarationId: String(await declarationOn(inShenzhen)),
      ...(await expertGroupsOutside()),
      ...(await reviewTasksOutside()),
      ...(await scoringOutside(inShenzhen)),
    };
    Object.assign(outside, await ratingOutside(outside.taskId));
    Object.assign(outside, await promotionOutside(outside.stageId));
    Object.assign(outside, await awardLevelsOutside());
    Object.assign(outside, await certificatesOutside(t.database, inShenzhen));
    Object.assign(outside, await roadshowOutside(Number(outside.taskIds.split(',')[0]), Number(outside.taskId)));
    const bodies = {
      'PUT /comp/scoring/sheet/:assignmentId/unlock': { reason: '范围测试' },
      'POST /comp/scoring/sheet/:assignmentId/proxy': { reason: '范围测试', items: {} },
      'POST /comp/expertGroup/:expertGroupId/members': { experts: [{ expertId: 1 }] },
      'POST /comp/expertGroup/:expertGroupId/draw': { count: 1 },
      'PUT /comp/expertGroup/:expertGroupId/leader': { userId: 1 },
      'PUT /comp/taskinfo/:taskId': {
        stageId: 1,
        taskName: '范围',
        rubricId: 1,
        groups: [{ reviewGroupId: 1 }],
        mode: 'all_in_group',
        dueAt: '2026-03-01 18:00:00',
      },
      'POST /comp/taskinfo/:taskId/reopen': { reason: '范围' },
      'POST /comp/taskinfo/:taskId/reassign': { applicationId: 1, fromUserId: 1, toUserId: 2, reason: '范围' },
      'PUT /comp/rating/stage/:stageId/config': {},
      'POST /comp/rating/:taskId/export': {},
      'PUT /comp/rating/:taskId/rating/:userId': { timeliness: 3, quality: 3 },
      'POST /comp/rating/:taskId/tie-decision': { applicationIds: [1, 2], leaderName: '组长', reason: '范围' },
      'PUT /comp/upgrading/rule/:stageId': { method: 'top_n', n: 5 },
      'PUT /comp/upgrading/batch/:batchId/decision/:decisionId': { result: 'eliminated', reason: '范围' },
      'PUT /comp/upgrading/batch/:batchId/redraft': { rule: { method: 'top_n', n: 5 } },
      'PUT /comp/upgrading/batch/:batchId/return': { reason: '范围' },
      'PUT /comp/upgrading/batch/:batchId/publish': { noticeTitle: '范围' },
      'PUT /comp/upgrading/batch/:batchId/revoke': { reason: '范围' },
      'PUT /comp/certificate/template/:competitionId': { title: '范围', issuer: '范围', wording: '范围' },
      'POST /comp/certificate/template/:competitionId/preview': { title: '范围', issuer: '范围', wording: '范围' },
      'PUT /comp/certificate/:certificateId/revoke': { reason: '范围' },
      'POST /comp/certificate/:certificateId/reissue': { reason: '范围' },
      'POST /comp/roadshow/:sessionId/draw': {},
      'PUT /comp/roadshow/:sessionId/order': { applicationIds: [1], reason: '范围' },
      'POST /comp/roadshow/:sessionId/control': { action: 'start' },
      'PUT /comp/roadshow/slot/:slotId/check-in': { checkedIn: true },
      'PUT /comp/roadshow/slot/:slotId/absent': { absent: false },
    };
    await expectByIdRoutesRefuseOutside(
      'competition',
      outside,
      async (method, url, payload) => (await api(method, url, payload)).json(),
      bodies,
    );
    // The task list follows the review groups too: the Guangzhou task only.
    const tasks = (await api('GET', '/comp/taskinfo/list?taskName=范围')).json();
    expect(tasks.rows.map((row: { taskName: string }) => row.taskName)).toEqual(['范围广州任务']);
    expect((await api('GET', `/comp/taskinfo/${outside.taskIds.split(',')[0]}`)).json().code).toBe(200);
    // A roadshow session follows its task: the Guangzhou one is readable, and the only one listed.
    const [insideSession] = outside.sessionIds.split(',');
    expect((await api('GET', `/comp/roadshow/${insideSession}`)).json().code).toBe(200);
    const competition = (await api('GET', `/comp/roadshow/${insideSession}`)).json().data.competitionId;
    const sessions = (await api('GET', `/comp/roadshow/list?competitionId=${competition}`)).json();
    expect(sessions.rows.map((row: { name: string }) => row.name)).toEqual(['范围内路演']);
    // Nothing was deleted: the in-scope id of the refused batch is still there.
    expect((await api('GET', `/comp/organisation/${org.tianhe}`)).json().data.orgName).toBe('广州市天河区第一中学');
    expect((await api('GET', `/comp/application/${inGuangzhou}`)).json().data.regionCode).toBe(REGION_CODES.tianhe);
  });

  it('refuses editing an outside organisation, or moving one or adding one outside the region', async () => {
    const form = { orgName: '深圳新单位', orgType: 'company', regionCode: REGION_CODES.nanshan };
    expect((await api('PUT', '/comp/organisation', { ...form, orgId: org.nanshan })).json().code).toBe(403);
    expect((await api('POST', '/comp/organisation', form)).json().code).toBe(403);
    const moved = { orgName: '广州市天河区第一中学', orgType: 'middle_school', regionCode: REGION_CODES.futian };
    expect((await api('PUT', '/comp/organisation', { ...moved, orgId: org.tianhe })).json().code).toBe(403);
    const inside = { orgName: '天河新学校', orgType: 'primary_school', regionCode: REGION_CODES.tianhe };
    expect((await api('POST', '/comp/organisation', inside)).json().code).toBe(200);
  });

  it('exports only the organisations in scope', async () => {
    const res = await api('POST', '/comp/organisation/export', {});
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const exported: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) exported.push(String(row.getCell(2).value));
    });
    expect(exported).not.toContain('深圳南山创新科技有限公司');
    expect(exported).toContain('广州市越秀区实验小学');
  });

  it('shows an own-scope holder only the organisations they created', async () => {
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/comp/organisation/list', undefined, expert)).json().total).toBe(0);
    const form = { orgName: '专家自建单位', orgType: 'institute', regionCode: REGION_CODES.futian };
    expect((await api('POST', '/comp/organisation', form, expert)).json().code).toBe(200);
    expect(names((await api('GET', '/comp/organisation/list', undefined, expert)).json())).toEqual(['专家自建单位']);
    expect((await api('GET', `/comp/organisation/${org.tianhe}`, undefined, expert)).json().code).toBe(403);
  });

  it('refuses deleting an organisation a user belongs to, and duplicate credit codes', async () => {
    await t.database.exec().execute(sql`update sys_user set org_id = ${org.yuexiu} where user_id = 3`);
    expect((await api('DELETE', `/comp/organisation/${org.yuexiu}`)).json().msg).toBe(
      "单位'广州市越秀区实验小学'下存在用户,不允许删除",
    );
    const clash = {
      orgName: '重复代码',
      orgType: 'company',
      regionCode: REGION_CODES.tianhe,
      creditCode: '91440300ma5f000001',
    };
    expect((await api('POST', '/comp/organisation', clash, admin)).json().msg).toBe(
      "统一社会信用代码'91440300MA5F000001'已被单位'深圳南山创新科技有限公司'使用",
    );
    const badCode = (await api('POST', '/comp/organisation', { ...clash, creditCode: '123' }, admin)).json();
    expect(badCode.msg).toContain('creditCode');
  });
});
