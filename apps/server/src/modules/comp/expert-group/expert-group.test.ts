import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { bindReviewGroup, expertUsers, insertExperts } from '../../../../test/expert-group-fixtures';
import { call, staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';

// Expert groups and their members page (docs/expert-groups.md) on the seeded demo edition, with a
// pool of experts inserted for the test. Conflicts of interest: expert-group-coi.test.ts.

let t: TestApp;
let admin: string;
let stageId: number;
let otherStageId: number;
let experts: number[];
let users: Map<number, number>;
let applicationIds: number[];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) => call(t.app, token, method, url, payload);

async function addGroup(groupName: string, extra: Record<string, unknown> = {}): Promise<number> {
  const form = { stageId, groupName, capacity: 5, regionCode: REGION_CODES.guangzhou, ...extra };
  const answer = await api('POST', '/comp/expertGroup', form);
  if (answer.code !== 200) throw new Error(answer.msg);
  const listed = await api('GET', `/comp/expertGroup/list?groupName=${encodeURIComponent(groupName)}`);
  return listed.rows[0].expertGroupId;
}

const memberIds = async (groupId: number) =>
  ((await api('GET', `/comp/expertGroup/${groupId}/members?pageSize=100`)).rows as Array<{ userId: number }>).map(
    (row) => row.userId,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  const edition = await demoEdition(t.database);
  const stages = await rows<{ stage_id: number; stage_kind: string }>(
    t.database,
    sql`select stage_id::int, stage_kind from comp_stage where competition_id = ${edition.competitionId} order by seq`,
  );
  stageId = stages.find((s) => s.stage_kind === 'preliminary')?.stage_id as number;
  otherStageId = stages.find((s) => s.stage_kind === 'final')?.stage_id as number;
  applicationIds = (
    await rows<{ id: number }>(
      t.database,
      sql`select application_id::int as id from comp_application where competition_id = ${edition.competitionId} order by application_id limit 3`,
    )
  ).map((row) => row.id);
  experts = await insertExperts(t.database, [
    { userName: 'eg_e1', nickName: '甲专家', fields: ['ai'], regionCode: REGION_CODES.tianhe },
    { userName: 'eg_e2', nickName: '乙专家', fields: ['ai'], regionCode: REGION_CODES.yuexiu },
    { userName: 'eg_e3', nickName: '丙专家', fields: ['bio'], regionCode: REGION_CODES.nanshan },
    { userName: 'eg_e4', nickName: '丁专家', fields: ['ai', 'bio'], regionCode: REGION_CODES.futian, tracks: ['teen'] },
    { userName: 'eg_e5', nickName: '戊专家', fields: ['bio'], regionCode: REGION_CODES.tianhe },
    { userName: 'eg_e6', nickName: '己专家', fields: ['ai'], regionCode: REGION_CODES.nanshan },
    { userName: 'eg_e7', nickName: '庚专家', fields: ['ai'], regionCode: REGION_CODES.tianhe },
    { userName: 'eg_e8', nickName: '辛专家', fields: ['ai'], regionCode: REGION_CODES.tianhe },
    { userName: 'eg_x1', nickName: '停用专家', status: 'suspended', fields: ['ai'] },
  ]);
  users = await expertUsers(t.database, experts);
});
afterAll(() => t.close());

describe('expert groups', () => {
  it('lists the judging stages of an edition for the stage picker', async () => {
    const edition = await demoEdition(t.database);
    const answer = await api('GET', `/comp/expertGroup/stages?competitionId=${edition.competitionId}`);
    // Each track's own ladder (docs/adr/0018-judging-data-model.md), no edition-wide stage.
    expect(
      answer.data.map((s: { stageKind: string; trackName: string | null }) => `${s.trackName}:${s.stageKind}`).sort(),
    ).toEqual([
      '成人组:final',
      '成人组:preliminary',
      '成人组:semi_final',
      '青少年组:final',
      '青少年组:preliminary',
      '青少年组:semi_final',
    ]);
  });

  it('adds, lists by stage, edits and refuses a taken name, a non-judging stage and an unknown region', async () => {
    const id = await addGroup('一组');
    const listed = await api('GET', `/comp/expertGroup/list?stageId=${stageId}`);
    expect(listed.rows.find((row: { expertGroupId: number }) => row.expertGroupId === id)).toMatchObject({
      groupName: '一组',
      capacity: 5,
      regionName: '广州市',
      memberCount: 0,
      reviewGroups: [],
      leaderName: null,
    });
    expect((await api('GET', `/comp/expertGroup/list?stageId=${otherStageId}`)).total).toBe(0);
    const form = { stageId, groupName: '一组', capacity: 3, regionCode: REGION_CODES.guangzhou };
    expect((await api('POST', '/comp/expertGroup', form)).msg).toBe('该阶段已有名为“一组”的专家组');
    // The same name in another stage is another group.
    expect((await api('POST', '/comp/expertGroup', { ...form, stageId: otherStageId })).code).toBe(200);
    const [registration] = await rows<{ id: number }>(
      t.database,
      sql`select stage_id::int as id from comp_stage where stage_kind = 'registration' limit 1`,
    );
    expect(
      (await api('POST', '/comp/expertGroup', { ...form, groupName: '报名组', stageId: registration.id })).msg,
    ).toBe(`评审阶段 ${registration.id} 不存在（专家组只能建在初赛、复赛或决赛阶段）`);
    expect((await api('POST', '/comp/expertGroup', { ...form, groupName: '无地区', regionCode: '999999' })).msg).toBe(
      '地区 999999 不存在',
    );
    const bad = await api('POST', '/comp/expertGroup', { ...form, groupName: '零容量', capacity: 0 });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('capacity');
    expect((await api('PUT', '/comp/expertGroup', { ...form, expertGroupId: id, groupName: '一组改' })).code).toBe(200);
    expect((await api('GET', `/comp/expertGroup/${id}`)).data).toMatchObject({ groupName: '一组改', capacity: 3 });
    expect(
      (
        await api('PUT', '/comp/expertGroup', {
          ...form,
          expertGroupId: id,
          groupName: '一组改',
          stageId: otherStageId,
        })
      ).msg,
    ).toBe('专家组“一组改”的评审阶段不能修改');
  });

  it('refuses deleting a group while a review group is bound or it has members, naming which', async () => {
    const bound = await addGroup('绑定组');
    await bindReviewGroup(t.database, { stageId, expertGroupId: bound, groupName: '项目一组', applicationIds: [] });
    const staffed = await addGroup('有人组');
    expect(
      (await api('POST', `/comp/expertGroup/${staffed}/members`, { experts: [{ expertId: experts[0] }] })).code,
    ).toBe(200);
    const empty = await addGroup('空组');
    expect((await api('DELETE', `/comp/expertGroup/${bound},${empty}`)).msg).toBe(
      '专家组“绑定组”已绑定项目分组“项目一组”，请先在项目分组页解除绑定',
    );
    expect((await api('DELETE', `/comp/expertGroup/${staffed}`)).msg).toBe('专家组“有人组”还有 1 名成员，请先移除成员');
    // All or none: the empty group of the refused batch is still there.
    expect((await api('GET', `/comp/expertGroup/${empty}`)).code).toBe(200);
    expect((await api('DELETE', `/comp/expertGroup/${empty}`)).code).toBe(200);
    expect((await api('GET', `/comp/expertGroup/${empty}`)).code).toBe(403);
    const listed = await api('GET', '/comp/expertGroup/list?groupName=绑定组');
    expect(listed.rows[0].reviewGroups).toEqual([
      { reviewGroupId: expect.any(Number), groupName: '项目一组', applicationCount: 0 },
    ]);
  });
});

describe('the members page', () => {
  it('shows the header with the bound review groups and their application count', async () => {
    const id = await addGroup('表头组');
    const [a1, a2, a3] = applicationIds;
    await bindReviewGroup(t.database, {
      stageId,
      expertGroupId: id,
      groupName: '表头项目组',
      applicationIds: [a1, a2],
    });
    await bindReviewGroup(t.database, { stageId, expertGroupId: id, groupName: '表头项目二组', applicationIds: [a3] });
    const summary = (await api('GET', `/comp/expertGroup/${id}/summary`)).data;
    expect(summary).toMatchObject({
      groupName: '表头组',
      stageName: '初赛',
      capacity: 5,
      applicationCount: 3,
      reviewGroups: [
        { groupName: '表头项目组', applicationCount: 2 },
        { groupName: '表头项目二组', applicationCount: 1 },
      ],
    });
  });

  it('lists candidates: active experts not in the group, filtered by field, region, track and load', async () => {
    const id = await addGroup('候选组');
    const all = (await api('GET', `/comp/expertGroup/${id}/candidates`)).data as Array<{
      expertId: number;
      verdict: string;
      load: number;
    }>;
    expect(all.map((c) => c.expertId)).toEqual(expect.arrayContaining(experts.slice(0, 8)));
    expect(all.map((c) => c.expertId)).not.toContain(experts[8]);
    const ids = async (query: string) =>
      ((await api('GET', `/comp/expertGroup/${id}/candidates?${query}`)).data as Array<{ expertId: number }>)
        .map((c) => c.expertId)
        .filter((expertId) => experts.includes(expertId));
    expect(await ids('field=bio')).toEqual([experts[2], experts[3], experts[4]]);
    expect(await ids(`regionCode=${REGION_CODES.shenzhen}`)).toEqual([experts[2], experts[3], experts[5]]);
    expect(await ids('track=teen')).toEqual([experts[3]]);
    expect(await ids('name=甲')).toEqual([experts[0]]);
    // Load: how many expert groups of the same stage the expert already sits in.
    const other = await addGroup('负载组');
    expect(
      (await api('POST', `/comp/expertGroup/${other}/members`, { experts: [{ expertId: experts[6] }] })).code,
    ).toBe(200);
    const loaded = (await api('GET', `/comp/expertGroup/${id}/candidates`)).data.find(
      (c: { expertId: number }) => c.expertId === experts[6],
    );
    expect(loaded.load).toBe(1);
    expect(await ids('loadAtMost=0')).not.toContain(experts[6]);
    expect(await ids('loadAtMost=1')).toContain(experts[6]);
    // Members are no longer candidates.
    expect((await ids('')).includes(experts[6])).toBe(true);
    expect((await ids('')).length).toBeGreaterThan(0);
    await api('POST', `/comp/expertGroup/${id}/members`, { experts: [{ expertId: experts[7] }] });
    expect(await ids('')).not.toContain(experts[7]);
  });

  it('adds by hand within capacity, all or none, and refuses an expert who is not an active candidate', async () => {
    const id = await addGroup('容量组', { capacity: 2 });
    expect((await api('POST', `/comp/expertGroup/${id}/members`, { experts: [{ expertId: experts[8] }] })).msg).toBe(
      `专家 ${experts[8]} 不可加入：须为启用状态的在库专家，且不在本组`,
    );
    const three = { experts: [{ expertId: experts[0] }, { expertId: experts[1] }, { expertId: experts[2] }] };
    expect((await api('POST', `/comp/expertGroup/${id}/members`, three)).msg).toBe(
      '专家组“容量组”容量为 2，已有 0 名成员，不能再加入 3 名',
    );
    expect(await memberIds(id)).toEqual([]);
    const two = { experts: [{ expertId: experts[0] }, { expertId: experts[1] }] };
    expect((await api('POST', `/comp/expertGroup/${id}/members`, two)).code).toBe(200);
    expect((await api('POST', `/comp/expertGroup/${id}/members`, { experts: [{ expertId: experts[2] }] })).msg).toBe(
      '专家组“容量组”容量为 2，已有 2 名成员，不能再加入 1 名',
    );
    // Adding someone already in the group is refused like any non-candidate.
    expect((await api('POST', `/comp/expertGroup/${id}/members`, { experts: [{ expertId: experts[0] }] })).msg).toBe(
      `专家 ${experts[0]} 不可加入：须为启用状态的在库专家，且不在本组`,
    );
    // Capacity can not go below the members.
    const form = { expertGroupId: id, stageId, groupName: '容量组', capacity: 1, regionCode: REGION_CODES.guangzhou };
    expect((await api('PUT', '/comp/expertGroup', form)).msg).toBe('容量 1 小于专家组“容量组”现有成员数 2');
  });

  it('nominates a member as leader only, searches and pages the members, and removes one or many', async () => {
    const id = await addGroup('组长组');
    const chosen = [experts[0], experts[1], experts[2]];
    await api('POST', `/comp/expertGroup/${id}/members`, { experts: chosen.map((expertId) => ({ expertId })) });
    const [u0, u1, u2] = chosen.map((e) => users.get(e) as number);
    const stranger = users.get(experts[5]) as number;
    expect((await api('PUT', `/comp/expertGroup/${id}/leader`, { userId: stranger })).msg).toBe(
      '组长须为专家组“组长组”的成员',
    );
    expect((await api('PUT', `/comp/expertGroup/${id}/leader`, { userId: u1 })).code).toBe(200);
    const members = await api('GET', `/comp/expertGroup/${id}/members`);
    expect(members.total).toBe(3);
    expect(members.rows[0]).toMatchObject({ userId: u1, role: 'leader', nickName: '乙专家', joinedBy: 'manual' });
    expect((await api('GET', `/comp/expertGroup/${id}`)).data).toMatchObject({
      leaderUserId: u1,
      leaderName: '乙专家',
    });
    const searched = await api('GET', `/comp/expertGroup/${id}/members?name=丙`);
    expect(searched.rows.map((row: { userId: number }) => row.userId)).toEqual([u2]);
    const paged = await api('GET', `/comp/expertGroup/${id}/members?pageNum=2&pageSize=2`);
    expect({ total: paged.total, count: paged.rows.length }).toEqual({ total: 3, count: 1 });
    // Removing a non-member refuses the whole batch.
    expect((await api('DELETE', `/comp/expertGroup/${id}/members/${u0},${stranger}`)).msg).toBe(
      `用户 ${stranger} 不是专家组“组长组”的成员`,
    );
    expect(await memberIds(id)).toHaveLength(3);
    expect((await api('DELETE', `/comp/expertGroup/${id}/members/${u0}`)).code).toBe(200);
    // Removing the leader leaves the group without one.
    expect((await api('DELETE', `/comp/expertGroup/${id}/members/${u1},${u2}`)).code).toBe(200);
    expect(await memberIds(id)).toEqual([]);
    expect((await api('GET', `/comp/expertGroup/${id}`)).data.leaderUserId).toBeNull();
    const history = await api('GET', `/comp/expertGroup/${id}/history?pageSize=50`);
    expect(history.rows.map((row: { action: string }) => row.action)).toEqual([
      'remove',
      'remove',
      'remove',
      'leader',
      'add',
      'add',
      'add',
    ]);
  });
});

describe('seeded draws', () => {
  const draw = (id: number, body: object) => api('POST', `/comp/expertGroup/${id}/draw`, body);

  it('draws the same members with the same seed and pool, other members with another seed, and stores the draw', async () => {
    const filter = { field: 'ai' };
    const a = await addGroup('抽取甲');
    const b = await addGroup('抽取乙');
    const c = await addGroup('抽取丙');
    const preview = await draw(a, { filter, count: 3, seed: 'seed-2026', preview: true });
    expect(preview.code).toBe(200);
    expect(preview.data.drawId).toBeNull();
    expect(await memberIds(a)).toEqual([]);
    const first = await draw(a, { filter, count: 3, seed: 'seed-2026' });
    expect(first.data.drawnIds).toEqual(preview.data.drawnIds);
    // The pool is the filtered candidates in expert id order.
    expect(first.data.candidateIds).toEqual([...first.data.candidateIds].sort((x: number, y: number) => x - y));
    const second = await draw(b, { filter, count: 3, seed: 'seed-2026' });
    expect(second.data.candidateIds).toEqual(first.data.candidateIds);
    expect(second.data.drawnIds).toEqual(first.data.drawnIds);
    const toUsers = (ids: number[]) => ids.map((e) => users.get(e) ?? -e).sort((x, y) => x - y);
    expect((await memberIds(b)).sort((x, y) => x - y)).toEqual(toUsers(first.data.drawnIds));
    expect((await memberIds(a)).sort((x, y) => x - y)).toEqual(toUsers(first.data.drawnIds));
    const third = await draw(c, { filter, count: 3, seed: 'another-seed' });
    expect(third.data.candidateIds).toEqual(first.data.candidateIds);
    expect(third.data.drawnIds).not.toEqual(first.data.drawnIds);

    const [stored] = await rows<{
      seed: string;
      filter: object;
      candidate_ids: number[];
      drawn_ids: number[];
      draw_count: number;
    }>(
      t.database,
      sql`select seed, filter, candidate_ids, drawn_ids, draw_count from comp_expert_draw where draw_id = ${first.data.drawId}`,
    );
    expect(stored).toEqual({
      seed: 'seed-2026',
      filter,
      candidate_ids: first.data.candidateIds,
      drawn_ids: first.data.drawnIds,
      draw_count: 3,
    });
    const members = (await api('GET', `/comp/expertGroup/${a}/members`)).rows;
    expect(
      members.every(
        (m: { joinedBy: string; drawId: number }) => m.joinedBy === 'draw' && m.drawId === first.data.drawId,
      ),
    ).toBe(true);
    const history = (await api('GET', `/comp/expertGroup/${a}/history?pageSize=50`)).rows;
    expect(history.find((row: { action: string }) => row.action === 'draw')).toMatchObject({
      drawId: first.data.drawId,
      detail: { seed: 'seed-2026', count: 3, poolSize: first.data.candidateIds.length, filter },
    });
  });

  it('generates a seed when none is typed, and refuses more than the pool or the capacity holds', async () => {
    const id = await addGroup('生成种子', { capacity: 2 });
    const drawn = await draw(id, { filter: { field: 'bio' }, count: 1 });
    expect(drawn.data.seed).toMatch(/^[0-9a-f]{32}$/);
    expect((await draw(id, { filter: { field: 'bio' }, count: 2 })).msg).toBe(
      '专家组“生成种子”容量为 2，已有 1 名成员，不能再加入 2 名',
    );
    const wide = await addGroup('池太小');
    // Of the fixture, only 丁专家 judges the teenage track in the field 'bio' (the demo pool has no such field).
    expect((await draw(wide, { filter: { track: 'teen', field: 'bio' }, count: 2 })).msg).toBe(
      '符合条件且无须回避的专家只有 1 名，不能抽取 2 名',
    );
  });
});

describe('rights and scope', () => {
  it('requires comp:grouping:edit on every API of the members page', async () => {
    const id = await addGroup('权限组');
    const groupsOnly = await staffWith(t.app, admin, {
      name: 'eg_groups_only',
      perms: (perm) => perm.startsWith('comp:expertGroup:'),
      compScope: '1',
    });
    expect((await api('GET', `/comp/expertGroup/${id}`, undefined, groupsOnly.token)).code).toBe(200);
    const calls: Array<[Method, string, object?]> = [
      ['GET', `/comp/expertGroup/${id}/summary`],
      ['GET', `/comp/expertGroup/${id}/members`],
      ['GET', `/comp/expertGroup/${id}/candidates`],
      ['GET', `/comp/expertGroup/${id}/history`],
      ['POST', `/comp/expertGroup/${id}/members`, { experts: [{ expertId: experts[0] }] }],
      ['POST', `/comp/expertGroup/${id}/draw`, { count: 1 }],
      ['PUT', `/comp/expertGroup/${id}/leader`, { userId: 1 }],
      ['DELETE', `/comp/expertGroup/${id}/members/1`],
    ];
    for (const [method, url, body] of calls) {
      expect({ url, code: (await api(method, url, body, groupsOnly.token)).code }).toEqual({ url, code: 403 });
    }
    const grouping = await staffWith(t.app, admin, {
      name: 'eg_grouping',
      perms: (perm) => perm === 'comp:grouping:edit',
      compScope: '1',
    });
    expect((await api('GET', `/comp/expertGroup/${id}/members`, undefined, grouping.token)).code).toBe(200);
    expect((await api('GET', `/comp/expertGroup/${id}`, undefined, grouping.token)).code).toBe(403);
  });

  it('shows a region-scoped organiser only the groups of their region, by list and by id', async () => {
    const inside = await addGroup('广州组');
    const outside = await addGroup('深圳组', { regionCode: REGION_CODES.shenzhen });
    const across = await addGroup('跨区组', { regionCode: null });
    // Department 102 is bound to Guangzhou (the seeded region fixture).
    const local = await staffWith(t.app, admin, {
      name: 'eg_local',
      perms: (perm) => perm.startsWith('comp:expertGroup:') || perm === 'comp:grouping:edit',
      compScope: '2',
      deptId: 102,
    });
    const listed = await api('GET', '/comp/expertGroup/list?pageSize=100', undefined, local.token);
    const ids = listed.rows.map((row: { expertGroupId: number }) => row.expertGroupId);
    expect(ids).toContain(inside);
    expect(ids).not.toContain(outside);
    expect(ids).not.toContain(across);
    for (const url of [
      `/comp/expertGroup/${outside}`,
      `/comp/expertGroup/${outside}/members`,
      `/comp/expertGroup/${outside}/summary`,
      `/comp/expertGroup/${across}/candidates`,
    ]) {
      expect({ url, code: (await api('GET', url, undefined, local.token)).code }).toEqual({ url, code: 403 });
    }
    expect((await api('DELETE', `/comp/expertGroup/${inside},${outside}`, undefined, local.token)).code).toBe(403);
    expect((await api('GET', `/comp/expertGroup/${inside}/members`, undefined, local.token)).code).toBe(200);
    const form = { stageId, groupName: '本地新组', capacity: 3 };
    expect(
      (await api('POST', '/comp/expertGroup', { ...form, regionCode: REGION_CODES.nanshan }, local.token)).code,
    ).toBe(403);
    expect((await api('POST', '/comp/expertGroup', { ...form, regionCode: null }, local.token)).code).toBe(403);
    expect(
      (await api('POST', '/comp/expertGroup', { ...form, regionCode: REGION_CODES.tianhe }, local.token)).code,
    ).toBe(200);
  });
});
