import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { SessionStore } from '../../auth/session-store';
import { applicationIdsOfExpertGroup, groupsOfExpertGroup, lockGroups, unlockGroups } from './grouping.api';

// A fixed fixture in the demo edition's adult track: 创意组 with 7 applications of one industry and
// 12 of another (target 5 → 4+3 and 4+4+4), in Guangzhou (天河, 越秀) and Shenzhen (南山), plus
// applications that never enter: withdrawn, disqualified, still submitted.

let t: TestApp;
let admin: string;
let auditor: string;
let competitionId: number;
let adult: number;
let idea: number;
let preliminary: number;
let semiFinal: number;
const industries: Array<{ value: string; label: string }> = [];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, token = admin) =>
  (
    await t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) })
  ).json();

let seq = 0;
async function application(options: { industry: string; region: string; status?: string; code?: string }) {
  seq += 1;
  const code = options.code ?? `G26-${String(seq).padStart(4, '0')}`;
  const [row] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_application (code, competition_id, track_id, category_id, project_name, industry,
          region_code, leader_name, leader_mobile_enc, leader_mobile_hash, leader_mobile_mask,
          leader_id_enc, leader_id_hash, leader_id_mask, status)
        values (${code}, ${competitionId}, ${adult}, ${idea}, ${`分组测试${seq}`}, ${options.industry},
          ${options.region}, '测试', 'x', ${'0'.repeat(64)}, '138****0000', 'x', ${'0'.repeat(64)}, '4401**', ${options.status ?? 'approved'})
        returning application_id::int as id`,
  );
  return { id: row.id, code };
}

const regionsA = [REGION_CODES.tianhe, REGION_CODES.yuexiu, REGION_CODES.nanshan];
const left: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  [{ id: competitionId }] = await rows<{ id: number }>(
    t.database,
    sql`select competition_id::int as id from comp_competition where is_current = '1'`,
  );
  [{ id: adult }] = await rows<{ id: number }>(
    t.database,
    sql`select track_id::int as id from comp_track where competition_id = ${competitionId} and track_code = 'adult'`,
  );
  [{ id: idea }] = await rows<{ id: number }>(
    t.database,
    sql`select category_id::int as id from comp_group_category where track_id = ${adult} and category_code = 'idea'`,
  );
  const stages = await rows<{ id: number; kind: string }>(
    t.database,
    sql`select stage_id::int as id, stage_kind as kind from comp_stage where competition_id = ${competitionId} and track_id = ${adult}`,
  );
  preliminary = stages.find((stage) => stage.kind === 'preliminary')?.id as number;
  semiFinal = stages.find((stage) => stage.kind === 'semi_final')?.id as number;
  industries.push(
    ...(await rows<{ value: string; label: string }>(
      t.database,
      sql`select dict_value as value, dict_label as label from sys_dict_data
          where dict_type = 'comp_industry' and status = '0' order by dict_sort, dict_code limit 2`,
    )),
  );
  // Inserted in a shuffled code order: grouping orders by code, never by insertion.
  for (const n of [5, 2, 7, 1, 4, 6, 3]) {
    await application({ industry: industries[0].value, region: regionsA[n % 2], code: `G26-A${n}` });
  }
  for (const n of [12, 3, 9, 1, 5, 7, 11, 2, 8, 10, 4, 6]) {
    const code = `G26-B${String(n).padStart(2, '0')}`;
    await application({
      industry: industries[1].value,
      region: n <= 8 ? REGION_CODES.tianhe : REGION_CODES.nanshan,
      code,
    });
  }
  for (const status of ['withdrawn', 'disqualified', 'submitted']) {
    left.push((await application({ industry: industries[0].value, region: REGION_CODES.tianhe, status })).id);
  }
  // The auditor (competition scope 2, Guangzhou) gets the grouping rights for the scope checks.
  await t.database.exec().execute(sql`
    insert into sys_role_menu (role_id, menu_id)
    select 3, menu_id from sys_menu where perms like 'comp:grouping:%' on conflict do nothing`);
  await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
  auditor = await loginAs(t.app, 'auditor');
});
afterAll(() => t.close());

async function listed(token: string) {
  const answer = await call('GET', `/comp/grouping/list?stageId=${preliminary}&pageSize=100`, undefined, token);
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer;
}

const auto = { stageId: 0, by: 'industry', targetSize: 5 };
const groupsOf = async (token = admin) =>
  (await listed(token)).rows as Array<{
    reviewGroupId: number;
    groupName: string;
    entryCount: number;
    regionCode: string | null;
    lockedByTaskId: number | null;
  }>;
const membership = async () =>
  rows<{ name: string; codes: string }>(
    t.database,
    sql`select g.group_name as name, string_agg(a.code, ',' order by a.code) as codes
        from comp_review_group g join comp_stage_entry e on e.review_group_id = g.review_group_id
        join comp_application a on a.application_id = e.application_id
        where g.stage_id = ${preliminary} group by g.group_name order by g.group_name`,
  );

describe('stages and entries', () => {
  it('lists the judging stages, the first one taking its entries from the approved applications', async () => {
    const stages = (await call('GET', `/comp/grouping/stages?competitionId=${competitionId}`)).data;
    // Each track runs its own ladder (docs/adr/0018-judging-data-model.md); its preliminary comes first.
    const ladder = stages
      .map((s: { trackName: string; stageKind: string; first: boolean }) => `${s.trackName}:${s.stageKind}:${s.first}`)
      .sort();
    expect(ladder).toEqual([
      '成人组:final:false',
      '成人组:preliminary:true',
      '成人组:semi_final:false',
      '青少年组:final:false',
      '青少年组:preliminary:true',
      '青少年组:semi_final:false',
    ]);
    const later = await call('POST', '/comp/grouping/intake', { stageId: semiFinal });
    expect(later.msg).toBe("'复赛'不是赛道的第一个评审阶段,其入围项目来自上一阶段的晋级");
    const registration = await rows<{ id: number }>(
      t.database,
      sql`select stage_id::int as id from comp_stage where competition_id = ${competitionId} and stage_kind = 'registration'`,
    );
    expect((await call('GET', `/comp/grouping/summary?stageId=${registration[0].id}`)).msg).toBe(
      '参数 stageId 不正确：不是评审阶段',
    );
  });

  it('previews the groups without writing anything: category × industry, near-equal sizes by code', async () => {
    const before = await call('GET', `/comp/grouping/summary?stageId=${preliminary}`);
    expect(before.data).toMatchObject({ first: true, entered: 0, awaitingIntake: 19, groups: 0 });
    const preview = (await call('POST', '/comp/grouping/auto/preview', { ...auto, stageId: preliminary })).data;
    const [a, b] = industries.map((industry) => `创意组·${industry.label}`);
    expect(preview.groups.map((g: { groupName: string; count: number }) => [g.groupName, g.count])).toEqual([
      [`${a}·1`, 4],
      [`${a}·2`, 3],
      [`${b}·1`, 4],
      [`${b}·2`, 4],
      [`${b}·3`, 4],
    ]);
    expect(preview.groups[0].firstCodes).toEqual(['G26-A1', 'G26-A2', 'G26-A3', 'G26-A4']);
    expect(preview.groups[1].firstCodes).toEqual(['G26-A5', 'G26-A6', 'G26-A7']);
    expect(preview.groups[4].firstCodes).toEqual(['G26-B09', 'G26-B10', 'G26-B11', 'G26-B12']);
    expect(preview.entries).toBe(19);
    const written = await rows<{ n: number }>(
      t.database,
      sql`select (select count(*)::int from comp_stage_entry) + (select count(*)::int from comp_review_group) as n`,
    );
    expect(written[0].n).toBe(0);
  });

  it('saves the same groups, taking the approved applications in; withdrawn, disqualified and submitted never enter', async () => {
    const saved = (await call('POST', '/comp/grouping/auto', { ...auto, stageId: preliminary })).data;
    expect(saved.groups.map((g: { count: number }) => g.count)).toEqual([4, 3, 4, 4, 4]);
    const entered = await rows<{ id: number }>(
      t.database,
      sql`select application_id::int as id from comp_stage_entry where stage_id = ${preliminary}`,
    );
    expect(entered).toHaveLength(19);
    expect(entered.map((row) => row.id).filter((id) => left.includes(id))).toEqual([]);
    const summary = (await call('GET', `/comp/grouping/summary?stageId=${preliminary}`)).data;
    expect(summary).toMatchObject({ entered: 19, grouped: 19, ungrouped: 0, awaitingIntake: 0, groups: 5 });
    // Intake again is a no-op.
    expect((await call('POST', '/comp/grouping/intake', { stageId: preliminary })).data.created).toBe(0);
  });

  it('gives the same groups again for the same entries (deterministic repeat)', async () => {
    const first = await membership();
    await call('POST', '/comp/grouping/auto', { ...auto, stageId: preliminary });
    expect(await membership()).toEqual(first);
    expect(first[0].codes).toBe('G26-A1,G26-A2,G26-A3,G26-A4');
  });

  it('leaves an entry whose application is withdrawn afterwards out of the counts', async () => {
    const [victim] = await rows<{ id: number }>(
      t.database,
      sql`select application_id::int as id from comp_application where code = 'G26-B12'`,
    );
    await t.database
      .exec()
      .execute(sql`update comp_application set status = 'withdrawn' where application_id = ${victim.id}`);
    const summary = (await call('GET', `/comp/grouping/summary?stageId=${preliminary}`)).data;
    expect(summary).toMatchObject({ entered: 18, grouped: 18 });
    const preview = (await call('POST', '/comp/grouping/auto/preview', { ...auto, stageId: preliminary })).data;
    expect(preview.groups.map((g: { count: number }) => g.count)).toEqual([4, 3, 4, 4, 3]);
    const [entry] = await rows<{ id: number }>(
      t.database,
      sql`select entry_id::int as id from comp_stage_entry where application_id = ${victim.id}`,
    );
    const groups = await groupsOf();
    const moved = await call('PUT', '/comp/grouping/move', {
      entryIds: [entry.id],
      reviewGroupId: groups[0].reviewGroupId,
    });
    expect(moved.msg).toBe("项目'G26-B12'状态为已撤回,不能分组");
    await t.database
      .exec()
      .execute(sql`update comp_application set status = 'approved' where application_id = ${victim.id}`);
  });
});

describe('manual changes and locks', () => {
  const entryIdsOf = async (reviewGroupId: number) =>
    (
      await call('GET', `/comp/grouping/entries?stageId=${preliminary}&reviewGroupId=${reviewGroupId}&pageSize=100`)
    ).rows.map((row: { entryId: number }) => row.entryId) as number[];

  it('moves one or many entries to another group of the stage, and out of any group', async () => {
    const [g1, g2] = await groupsOf();
    const two = (await entryIdsOf(g1.reviewGroupId)).slice(0, 2);
    expect(
      (await call('PUT', '/comp/grouping/move', { entryIds: two, reviewGroupId: g2.reviewGroupId })).data.moved,
    ).toBe(2);
    const after = await groupsOf();
    expect(after.find((g) => g.reviewGroupId === g1.reviewGroupId)?.entryCount).toBe(2);
    expect(after.find((g) => g.reviewGroupId === g2.reviewGroupId)?.entryCount).toBe(5);
    const out = await call('PUT', '/comp/grouping/move', { entryIds: [two[0]], reviewGroupId: null });
    expect(out.data.moved).toBe(1);
    const ungrouped = await call('GET', `/comp/grouping/entries?stageId=${preliminary}&ungrouped=1`);
    expect(ungrouped.rows.map((row: { entryId: number }) => row.entryId)).toEqual([two[0]]);
  });

  it('creates, renames and deletes groups by hand; a group with applications is not deleted', async () => {
    const made = await call('POST', '/comp/grouping', { stageId: preliminary, groupName: '手工组' });
    expect(made.code).toBe(200);
    const id = made.data.reviewGroupId;
    const clash = await call('POST', '/comp/grouping', { stageId: preliminary, groupName: '手工组' });
    expect(clash.msg).toBe("本阶段已存在项目分组'手工组'");
    expect((await call('PUT', '/comp/grouping', { reviewGroupId: id, groupName: '手工组二' })).code).toBe(200);
    const [g1] = await groupsOf();
    const holding = await call('DELETE', `/comp/grouping/${g1.reviewGroupId}`);
    expect(holding.msg).toBe(`项目分组'${g1.groupName}'中还有${g1.entryCount}个项目,不允许删除`);
    expect((await call('DELETE', `/comp/grouping/${id}`)).code).toBe(200);
    expect((await groupsOf()).some((g) => g.reviewGroupId === id)).toBe(false);
    const semi = await call('POST', '/comp/grouping', { stageId: semiFinal, groupName: '复赛组' });
    const [entry] = await entryIdsOf(g1.reviewGroupId);
    const across = await call('PUT', '/comp/grouping/move', {
      entryIds: [entry],
      reviewGroupId: semi.data.reviewGroupId,
    });
    expect(across.msg).toBe('参数 reviewGroupId 不正确：须为同一评审阶段的项目分组');
  });

  it('refuses every change of a locked group, naming the task; auto-grouping keeps it with its entries', async () => {
    const [g1, g2] = await groupsOf();
    await lockGroups(t.database, { groupIds: [g1.reviewGroupId], taskId: 42 });
    const locked = `项目分组'${g1.groupName}'已被评审任务#42使用,不能修改`;
    expect((await call('PUT', '/comp/grouping', { reviewGroupId: g1.reviewGroupId, groupName: 'x' })).msg).toBe(locked);
    const inside = await entryIdsOf(g1.reviewGroupId);
    expect((await call('PUT', '/comp/grouping/move', { entryIds: inside, reviewGroupId: g2.reviewGroupId })).msg).toBe(
      locked,
    );
    const other = await entryIdsOf(g2.reviewGroupId);
    expect(
      (await call('PUT', '/comp/grouping/move', { entryIds: [other[0]], reviewGroupId: g1.reviewGroupId })).msg,
    ).toBe(locked);
    expect((await call('DELETE', `/comp/grouping/${g1.reviewGroupId}`)).msg).toBe(locked);
    await expect(lockGroups(t.database, { groupIds: [g1.reviewGroupId], taskId: 43 })).rejects.toMatchObject({
      key: 'grouping.locked',
    });

    const kept = await membership();
    const keptCodes = kept.find((row) => row.name === g1.groupName)?.codes;
    const saved = (await call('POST', '/comp/grouping/auto', { ...auto, stageId: preliminary })).data;
    expect(saved.keptLocked).toBe(1);
    const after = await membership();
    expect(after.find((row) => row.name === g1.groupName)?.codes).toBe(keptCodes);
    // The new groups hold the other entries only, and never take the kept group's name.
    const newNames = saved.groups.map((g: { groupName: string }) => g.groupName);
    expect(newNames).not.toContain(g1.groupName);
    expect(saved.groups.reduce((sum: number, g: { count: number }) => sum + g.count, 0)).toBe(19 - g1.entryCount);
    expect((await groupsOf()).find((g) => g.reviewGroupId === g1.reviewGroupId)?.lockedByTaskId).toBe(42);

    expect(await unlockGroups(t.database, { groupIds: [g1.reviewGroupId], taskId: 43 })).toBe(0);
    expect(await unlockGroups(t.database, { groupIds: [g1.reviewGroupId], taskId: 42 })).toBe(1);
    expect(
      (await call('PUT', '/comp/grouping', { reviewGroupId: g1.reviewGroupId, groupName: g1.groupName })).code,
    ).toBe(200);
  });

  it('binds a group to an expert group of its stage and shows it in the bound panel', async () => {
    const [expertGroup] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_expert_group (stage_id, group_name, capacity, leader_user_id)
          values (${preliminary}, '初赛专家一组', 5, 1) returning expert_group_id::int as id`,
    );
    await t.database
      .exec()
      .execute(
        sql`insert into comp_expert_group_member (expert_group_id, user_id, role) values (${expertGroup.id}, 1, 'leader')`,
      );
    const [other] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_expert_group (stage_id, group_name) values (${semiFinal}, '复赛专家组') returning expert_group_id::int as id`,
    );
    const [g1] = await groupsOf();
    const wrong = await call('PUT', '/comp/grouping', { ...g1, expertGroupId: other.id });
    expect(wrong.msg).toBe('参数 expertGroupId 不正确：须为本评审阶段的专家组');
    const bound = await call('PUT', '/comp/grouping', {
      reviewGroupId: g1.reviewGroupId,
      groupName: g1.groupName,
      expertGroupId: expertGroup.id,
    });
    expect(bound.code).toBe(200);
    const detail = (await call('GET', `/comp/grouping/${g1.reviewGroupId}`)).data;
    expect(detail.expertGroupName).toBe('初赛专家一组');
    expect(detail.bound).toMatchObject({
      groupName: '初赛专家一组',
      leaderName: '超级管理员',
      memberCount: 1,
      capacity: 5,
    });
    const options = (await call('GET', `/comp/grouping/expert-groups?stageId=${preliminary}`)).data;
    expect(options.map((o: { groupName: string }) => o.groupName)).toEqual(['初赛专家一组']);
    expect((await groupsOfExpertGroup(t.database, expertGroup.id)).map((g) => g.reviewGroupId)).toEqual([
      g1.reviewGroupId,
    ]);
    expect(await applicationIdsOfExpertGroup(t.database, expertGroup.id)).toHaveLength(g1.entryCount);
  });
});

describe('competition scope', () => {
  it('shows a region-scoped organiser the groups and applications inside their region only', async () => {
    // By city: Guangzhou and Shenzhen groups, each carrying its city.
    await call('POST', '/comp/grouping/auto', { stageId: preliminary, by: 'region', regionLevel: 2, targetSize: 20 });
    const all = await groupsOf();
    expect(all.map((g) => [g.groupName, g.regionCode, g.entryCount])).toEqual([
      ['创意组·广州市·1', REGION_CODES.guangzhou, 15],
      ['创意组·深圳市·1', REGION_CODES.shenzhen, 4],
    ]);
    const mine = await groupsOf(auditor);
    expect(mine.map((g) => g.groupName)).toEqual(['创意组·广州市·1']);
    const entries = await call('GET', `/comp/grouping/entries?stageId=${preliminary}&pageSize=100`, undefined, auditor);
    expect(entries.total).toBe(15);
    expect((await call('GET', `/comp/grouping/summary?stageId=${preliminary}`, undefined, auditor)).data).toMatchObject(
      {
        entered: 15,
        groups: 1,
      },
    );
    const shenzhen = all[1].reviewGroupId;
    expect((await call('GET', `/comp/grouping/${shenzhen}`, undefined, auditor)).code).toBe(403);
    expect((await call('GET', `/comp/grouping/${all[0].reviewGroupId}`, undefined, auditor)).code).toBe(200);
    expect((await call('DELETE', `/comp/grouping/${all[0].reviewGroupId},${shenzhen}`, undefined, auditor)).code).toBe(
      403,
    );
    expect((await call('PUT', '/comp/grouping', { reviewGroupId: shenzhen, groupName: 'x' }, undefined)).code).toBe(
      200,
    );
    expect((await call('PUT', '/comp/grouping', { reviewGroupId: shenzhen, groupName: 'y' }, auditor)).code).toBe(403);
    const outside = await call('GET', `/comp/grouping/entries?stageId=${preliminary}&reviewGroupId=${shenzhen}`);
    const shenzhenEntry = outside.rows[0].entryId;
    const move = await call(
      'PUT',
      '/comp/grouping/move',
      { entryIds: [shenzhenEntry], reviewGroupId: all[0].reviewGroupId },
      auditor,
    );
    expect(move.code).toBe(403);
  });

  it('gives a group across regions no region, seen by all-scoped staff only', async () => {
    await call('POST', '/comp/grouping/auto', { ...auto, stageId: preliminary, targetSize: 20 });
    const all = await groupsOf();
    // Industry A mixes 天河 and 越秀 (inside 广州市); industry B mixes 天河 and 南山 (only 广东省 in common).
    expect(all.map((g) => g.regionCode)).toEqual([REGION_CODES.guangzhou, REGION_CODES.province]);
    expect((await groupsOf(auditor)).map((g) => g.regionCode)).toEqual([REGION_CODES.guangzhou]);
    // The auditor's own auto-grouping only regroups what they see, and leaves the province group alone.
    const plan = (
      await call('POST', '/comp/grouping/auto/preview', { ...auto, stageId: preliminary, targetSize: 20 }, auditor)
    ).data;
    expect(plan.entries).toBe(7);
  });
});

describe('stages per track', () => {
  it("takes a track's stage entries from that track's approved applications only", async () => {
    const [teen] = await rows<{ id: number }>(
      t.database,
      sql`select track_id::int as id from comp_track where competition_id = ${competitionId} and track_code = 'teen'`,
    );
    // The teenage track's first judging stage.
    const [stage] = await rows<{ id: number }>(
      t.database,
      sql`select stage_id::int as id from comp_stage where competition_id = ${competitionId} and track_id = ${teen.id}
          and stage_kind = 'preliminary'`,
    );
    const [category] = await rows<{ id: number }>(
      t.database,
      sql`select category_id::int as id from comp_group_category where track_id = ${teen.id} order by sort limit 1`,
    );
    const [young] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_application (code, competition_id, track_id, category_id, project_name, region_code,
            leader_name, leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash,
            leader_id_mask, status)
          values ('T26-G001', ${competitionId}, ${teen.id}, ${category.id}, '青少年项目', ${REGION_CODES.tianhe}, '测试',
            'x', ${'0'.repeat(64)}, '138****0000', 'x', ${'0'.repeat(64)}, '4401**', 'approved')
          returning application_id::int as id`,
    );
    const stages = (await call('GET', `/comp/grouping/stages?competitionId=${competitionId}`)).data;
    expect(stages.find((s: { stageId: number }) => s.stageId === stage.id)).toMatchObject({
      trackName: '青少年组',
      first: true,
    });
    // The adult applications of the fixture never enter the teenage ladder.
    expect((await call('POST', '/comp/grouping/intake', { stageId: stage.id })).data.created).toBe(1);
    const entered = await rows<{ id: number }>(
      t.database,
      sql`select application_id::int as id from comp_stage_entry where stage_id = ${stage.id}`,
    );
    expect(entered.map((row) => row.id)).toEqual([young.id]);
  });
});
