import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { bindReviewGroup, expertUsers, insertExperts } from '../../../../test/expert-group-fixtures';
import { call } from '../../../../test/staff-helpers';
import { assignmentMap, cloneApplications, expertGroupWith, rubricOf } from '../../../../test/taskinfo-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { LogSmsProvider } from '../../sms/log-sms-provider';
import { SmsSender } from '../../sms/sms-sender';
import { remindReviews } from './remind-reviews.task';
import { markInProgress, voidOpenAssignments } from './taskinfo.api';

// Review tasks through the API (docs/review-tasks.md): draft CRUD and its refusals, publishing in
// each assignment mode on fixed fixtures, the seed, the unplaced report, the state moves,
// reassignment, voiding when an application leaves, progress and permissions.
//
// Fixture: applications cloned from a demo one of organisation 100 in 天河 (440106). With the default
// conflict rules, an expert of that organisation is blocked and an expert in 天河 is warned.

let t: TestApp;
let admin: string;
let stageId: number;
let rubricId: number;
let otherStageRubric: number;
let source: number;
let sourceOrg: number;
let sourceRegion: string;
const user: Record<'c1' | 'c2' | 'c3' | 'c4' | 'blocked' | 'warned' | 'suspended', number> = {
  c1: 0,
  c2: 0,
  c3: 0,
  c4: 0,
  blocked: 0,
  warned: 0,
  suspended: 0,
};
let prefixes = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) => call(t.app, token, method, url, payload);

const DUE = '2026-03-01 18:00:00';

/** A review group of `count` fresh applications judged by an expert group of these members. */
async function fixture(count: number, members: number[]) {
  prefixes++;
  const apps = await cloneApplications(t.database, { sourceId: source, count, prefix: `RT${prefixes}` });
  const expertGroupId = await expertGroupWith(t.database, {
    stageId,
    groupName: `任务专家组${prefixes}`,
    userIds: members,
  });
  const reviewGroupId = await bindReviewGroup(t.database, {
    stageId,
    expertGroupId,
    groupName: `任务分组${prefixes}`,
    applicationIds: apps.map((app) => app.id),
  });
  return { apps, expertGroupId, reviewGroupId };
}

const form = (reviewGroupId: number, extra: object = {}) => ({
  stageId,
  taskName: `评审任务${++prefixes}`,
  rubricId,
  groups: [{ reviewGroupId }],
  mode: 'all_in_group',
  dueAt: DUE,
  ...extra,
});

async function addTask(reviewGroupId: number, extra: object = {}): Promise<number> {
  const added = await api('POST', '/comp/taskinfo', form(reviewGroupId, extra));
  if (added.code !== 200) throw new Error(added.msg);
  return added.data.taskId;
}

async function published(reviewGroupId: number, extra: object = {}, seed = 'fixed-seed') {
  const taskId = await addTask(reviewGroupId, extra);
  const answer = await api('POST', `/comp/taskinfo/${taskId}/publish`, { seed });
  if (answer.code !== 200) throw new Error(answer.msg);
  return { taskId, summary: answer.data };
}

const countsOf = (map: Record<string, number[]>) => {
  const perExpert = new Map<number, number>();
  for (const users of Object.values(map)) for (const id of users) perExpert.set(id, (perExpert.get(id) ?? 0) + 1);
  return perExpert;
};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  const edition = await demoEdition(t.database);
  const stages = await rows<{ id: number; kind: string }>(
    t.database,
    sql`select stage_id::int as id, stage_kind as kind from comp_stage
        where competition_id = ${edition.competitionId} and track_id = ${edition.adultTrack} order by seq`,
  );
  stageId = stages.find((stage) => stage.kind === 'preliminary')?.id as number;
  rubricId = await rubricOf(t.database, stageId);
  otherStageRubric = await rubricOf(t.database, stages.find((stage) => stage.kind === 'final')?.id as number);
  const [app] = await rows<{ id: number; org_id: number; region_code: string }>(
    t.database,
    sql`select application_id::int as id, org_id::int, region_code from comp_application
        where competition_id = ${edition.competitionId} and track_id = ${edition.adultTrack} and region_code = '440106'
        order by application_id limit 1`,
  );
  source = app.id;
  sourceOrg = app.org_id;
  sourceRegion = app.region_code;
  const [elsewhere] = await rows<{ code: string }>(
    t.database,
    sql`select region_code as code from comp_region where level = '3' and region_code <> ${sourceRegion}
        order by region_code limit 1`,
  );
  const outside = (userName: string) => ({ userName, orgName: `外单位${userName}`, regionCode: elsewhere.code });
  const ids = await insertExperts(t.database, [
    outside('rt_c1'),
    outside('rt_c2'),
    outside('rt_c3'),
    outside('rt_c4'),
    { userName: 'rt_blocked', orgId: sourceOrg, regionCode: elsewhere.code },
    { userName: 'rt_warned', orgName: '天河研究所', regionCode: sourceRegion },
    { ...outside('rt_suspended'), status: 'suspended' },
  ]);
  const users = await expertUsers(t.database, ids);
  [user.c1, user.c2, user.c3, user.c4, user.blocked, user.warned, user.suspended] = ids.map(
    (id) => users.get(id) as number,
  );
});
afterAll(() => t.close());

describe('draft tasks', () => {
  it('adds, reads, edits and removes a draft, with its group pairs and defaults', async () => {
    const { reviewGroupId, expertGroupId } = await fixture(2, [user.c1]);
    const taskId = await addTask(reviewGroupId, { mode: 'k_per_application', k: 1 });
    const detail = (await api('GET', `/comp/taskinfo/${taskId}`)).data;
    expect(detail).toMatchObject({
      status: 'draft',
      mode: 'k_per_application',
      k: 1,
      dueAt: DUE,
      remindDays: 3,
      blind: { names: true, organisations: true, members: true, fileNames: true },
      allowDownload: false,
      lockOnSubmit: true,
      seed: null,
      groups: [{ reviewGroupId, expertGroupId, applications: 2, experts: 1 }],
    });
    const edited = { ...form(reviewGroupId), taskName: detail.taskName, mode: 'two_plus_one', tolerance: 10 };
    expect((await api('PUT', `/comp/taskinfo/${taskId}`, { ...edited, toleranceKind: 'points' })).code).toBe(200);
    expect((await api('GET', `/comp/taskinfo/${taskId}`)).data).toMatchObject({
      mode: 'two_plus_one',
      k: 2,
      tolerance: 10,
      toleranceKind: 'points',
    });
    const listed = await api(
      'GET',
      `/comp/taskinfo/list?stageId=${stageId}&taskName=${encodeURIComponent(detail.taskName)}`,
    );
    expect(listed.rows.map((row: { taskId: number }) => row.taskId)).toEqual([taskId]);
    expect((await api('DELETE', `/comp/taskinfo/${taskId}`)).code).toBe(200);
    expect((await api('GET', `/comp/taskinfo/${taskId}`)).code).toBe(403);
  });

  it('refuses bad forms naming the field', async () => {
    const { reviewGroupId } = await fixture(1, [user.c1]);
    const refused = async (body: object) => (await api('POST', '/comp/taskinfo', body)).msg as string;
    expect(await refused(form(reviewGroupId, { mode: 'k_per_application' }))).toContain('k');
    expect(await refused(form(reviewGroupId, { mode: 'two_plus_one', tolerance: 5 }))).toContain('toleranceKind');
    expect(await refused(form(reviewGroupId, { dueAt: 'tomorrow' }))).toContain('dueAt');
    expect(await refused(form(reviewGroupId, { rubricId: otherStageRubric }))).toBe(
      `参数 rubricId 不正确：评分标准版本 ${otherStageRubric} 不存在或不属于该评审阶段`,
    );
    expect(await refused(form(reviewGroupId, { groups: [] }))).toContain('groups');
    expect(await refused(form(reviewGroupId, { groups: [{ reviewGroupId }, { reviewGroupId }] }))).toContain('groups');
    const [unbound] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_review_group (stage_id, group_name) values (${stageId}, '未绑定分组')
          returning review_group_id::int as id`,
    );
    expect(await refused(form(unbound.id))).toBe('项目分组“未绑定分组”未绑定专家组，请为它选择专家组');
  });

  it('keeps a review group in one task only, and a task name once per stage', async () => {
    const { reviewGroupId } = await fixture(1, [user.c1]);
    const first = form(reviewGroupId);
    expect((await api('POST', '/comp/taskinfo', first)).code).toBe(200);
    const again = await api('POST', '/comp/taskinfo', { ...first, taskName: '另一个任务' });
    expect(again.msg).toBe(
      `项目分组“任务分组${prefixes - 1}”已属于评审任务“${first.taskName}”，一个项目分组只能属于一个评审任务`,
    );
    const other = await fixture(1, [user.c1]);
    expect((await api('POST', '/comp/taskinfo', { ...form(other.reviewGroupId), taskName: first.taskName })).msg).toBe(
      `该阶段已有名为“${first.taskName}”的评审任务`,
    );
  });
});

describe('publishing', () => {
  it('all_in_group: every active member gets every application, blocked pairs skipped, warnings stored', async () => {
    const { apps, reviewGroupId } = await fixture(3, [user.c1, user.c2, user.blocked, user.warned, user.suspended]);
    const { taskId, summary } = await published(reviewGroupId);
    expect(summary).toMatchObject({ seed: 'fixed-seed', assignments: 9, warned: 3, blocked: 3, unplaced: [] });
    const perExpert = Object.fromEntries(
      summary.perExpert.map((row: { userId: number; assigned: number }) => [row.userId, row.assigned]),
    );
    // The suspended member is not an active expert: never planned.
    expect(perExpert).toEqual({ [user.c1]: 3, [user.c2]: 3, [user.blocked]: 0, [user.warned]: 3 });
    expect(summary.perGroup).toEqual([
      expect.objectContaining({ reviewGroupId, applications: 3, experts: 4, assignments: 9 }),
    ]);
    const map = await assignmentMap(t.database, taskId);
    for (const app of apps) expect(map[app.code]).toEqual([user.c1, user.c2, user.warned].sort((a, b) => a - b));
    const warned = await rows<{ method: string; warnings: Array<{ rule: string }> }>(
      t.database,
      sql`select method, warnings from comp_review_assignment where task_id = ${taskId} and user_id = ${user.warned}`,
    );
    expect(warned).toHaveLength(3);
    for (const row of warned) {
      expect(row.method).toBe('all');
      expect(row.warnings.map((w) => w.rule)).toContain('same_region');
    }
    const [state] = await rows<{ status: string; frozen: string; locked: number; seed: string; by: string }>(
      t.database,
      sql`select t.status, r.frozen, g.locked_by_task_id::int as locked, t.seed, t.published_by as by
          from comp_review_task t join comp_rubric r on r.rubric_id = t.rubric_id
          join comp_review_group g on g.review_group_id = ${reviewGroupId} where t.task_id = ${taskId}`,
    );
    expect(state).toEqual({ status: 'published', frozen: '1', locked: taskId, seed: 'fixed-seed', by: 'admin' });
  });

  it('k_per_application: k distinct experts per application, balanced, never above a max load', async () => {
    await t.database.exec().execute(sql`update comp_expert set max_load = 1 where user_id = ${user.c1}`);
    const { apps, reviewGroupId } = await fixture(5, [user.c1, user.c2, user.c3, user.blocked]);
    const { taskId, summary } = await published(reviewGroupId, { mode: 'k_per_application', k: 2 });
    await t.database.exec().execute(sql`update comp_expert set max_load = null where user_id = ${user.c1}`);
    expect(summary).toMatchObject({ assignments: 10, unplaced: [], blocked: 5 });
    const map = await assignmentMap(t.database, taskId);
    for (const app of apps) {
      expect(map[app.code]).toHaveLength(2);
      expect(map[app.code]).not.toContain(user.blocked);
    }
    const loads = countsOf(map);
    expect(loads.get(user.c1)).toBe(1);
    expect((loads.get(user.c2) ?? 0) + (loads.get(user.c3) ?? 0)).toBe(9);
    expect(Math.abs((loads.get(user.c2) ?? 0) - (loads.get(user.c3) ?? 0))).toBe(1);
    const [method] = await rows<{ method: string }>(
      t.database,
      sql`select distinct method from comp_review_assignment where task_id = ${taskId}`,
    );
    expect(method.method).toBe('balanced');
  });

  it('two_plus_one: two reviews per application', async () => {
    const { apps, reviewGroupId } = await fixture(4, [user.c1, user.c2, user.c3, user.c4]);
    const { taskId, summary } = await published(reviewGroupId, {
      mode: 'two_plus_one',
      tolerance: 15,
      toleranceKind: 'percent',
    });
    expect(summary.assignments).toBe(8);
    const map = await assignmentMap(t.database, taskId);
    for (const app of apps) expect(new Set(map[app.code]).size).toBe(2);
    // 8 reviews over 4 experts, balanced: 2 each.
    expect([...countsOf(map).values()]).toEqual([2, 2, 2, 2]);
  });

  it('reports what it could not place and why', async () => {
    const short = await fixture(2, [user.c1, user.c2, user.blocked]);
    const { summary } = await published(short.reviewGroupId, { mode: 'k_per_application', k: 3 });
    expect(summary.unplaced).toEqual(
      short.apps.map((app) => ({
        reviewGroupId: short.reviewGroupId,
        reviewGroupName: expect.any(String),
        applicationId: app.id,
        code: app.code,
        missing: 1,
        reason: 'no_eligible_expert',
      })),
    );
    await t.database.exec().execute(sql`update comp_expert set max_load = 2 where user_id in (${user.c3}, ${user.c4})`);
    const full = await fixture(5, [user.c3, user.c4]);
    const loaded = await published(full.reviewGroupId, { mode: 'k_per_application', k: 1 });
    await t.database
      .exec()
      .execute(sql`update comp_expert set max_load = null where user_id in (${user.c3}, ${user.c4})`);
    expect(loaded.summary.assignments).toBe(4);
    expect(loaded.summary.unplaced).toEqual([
      expect.objectContaining({ code: full.apps[4].code, missing: 1, reason: 'all_at_max_load' }),
    ]);
  });

  it('gives the same assignment for the same inputs and seed, another for another seed', async () => {
    const { reviewGroupId } = await fixture(8, [user.c1, user.c2, user.c3, user.c4]);
    const { taskId, summary } = await published(reviewGroupId, { mode: 'k_per_application', k: 1 }, 'seed-a');
    const first = await assignmentMap(t.database, taskId);
    const republish = async (seed?: string) => {
      // Back to the draft's state as it was before publishing (the groups unlocked, no assignment).
      await t.database.exec().execute(sql`delete from comp_review_assignment where task_id = ${taskId}`);
      await t.database
        .exec()
        .execute(sql`update comp_review_task set status = 'draft', seed = null where task_id = ${taskId}`);
      await t.database
        .exec()
        .execute(sql`update comp_review_group set locked_by_task_id = null where review_group_id = ${reviewGroupId}`);
      const answer = await api('POST', `/comp/taskinfo/${taskId}/publish`, seed === undefined ? {} : { seed });
      expect(answer.code).toBe(200);
      return { map: await assignmentMap(t.database, taskId), seed: answer.data.seed as string };
    };
    expect(summary.seed).toBe('seed-a');
    expect((await republish('seed-a')).map).toEqual(first);
    const others = [await republish('seed-b'), await republish('seed-c')];
    expect(others.some((other) => JSON.stringify(other.map) !== JSON.stringify(first))).toBe(true);
    // Without a typed seed a new random one is stored, and it reproduces its own assignment.
    const random = await republish();
    expect(random.seed).toMatch(/^[0-9a-f]{32}$/);
    expect((await republish(random.seed)).map).toEqual(random.map);
  });

  it('texts each assigned expert with a mobile through the review_task_published template', async () => {
    await t.database.exec().execute(sql`update sys_user set phonenumber = '13911110001' where user_id = ${user.c1}`);
    await t.database
      .exec()
      .execute(sql`update sys_user set phonenumber = '13911110002' where user_id = ${user.blocked}`);
    const { reviewGroupId } = await fixture(1, [user.c1, user.blocked]);
    await published(reviewGroupId);
    const logged = async () =>
      rows<{ purpose: string; content: string; mobile: string }>(
        t.database,
        sql`select purpose, content, mobile from sys_sms_log where purpose = 'review_task_published'`,
      );
    await expect.poll(async () => (await logged()).length).toBe(1);
    const [message] = await logged();
    // Only the assigned expert: the blocked one got nothing to review.
    expect(message.mobile).toMatch(/^139.*0001$/);
    expect(message.content).toContain(DUE);
  });

  it('refuses a task with no counting application or no active expert', async () => {
    const empty = await fixture(0, [user.c1]);
    const task = await addTask(empty.reviewGroupId);
    expect((await api('POST', `/comp/taskinfo/${task}/publish`, {})).msg).toContain('没有参评项目');
    const idle = await fixture(1, [user.suspended]);
    const idleTask = await addTask(idle.reviewGroupId);
    expect((await api('POST', `/comp/taskinfo/${idleTask}/publish`, {})).msg).toBe(
      `专家组“任务专家组${prefixes - 1}”中没有在库（启用）的专家，不能发布`,
    );
    // A draft does not hold its groups: one removed since refuses the publish, naming the task.
    const gone = await fixture(1, [user.c1]);
    const goneTask = await addTask(gone.reviewGroupId);
    await t.database.exec().execute(sql`delete from comp_stage_entry where review_group_id = ${gone.reviewGroupId}`);
    await t.database.exec().execute(sql`delete from comp_review_group where review_group_id = ${gone.reviewGroupId}`);
    const goneName = (await api('GET', `/comp/taskinfo/${goneTask}`)).data.taskName;
    expect((await api('POST', `/comp/taskinfo/${goneTask}/publish`, {})).msg).toBe(
      `评审任务“${goneName}”的项目分组或专家组已被删除，请编辑任务后再发布`,
    );
    // Nothing of the refused publish stayed: still a draft, the group unlocked.
    const [state] = await rows<{ status: string; locked: number | null }>(
      t.database,
      sql`select t.status, g.locked_by_task_id as locked from comp_review_task t
          join comp_review_group g on g.review_group_id = ${idle.reviewGroupId} where t.task_id = ${idleTask}`,
    );
    expect(state).toEqual({ status: 'draft', locked: null });
  });
});

describe('states', () => {
  it('moves published → in progress → closed → in progress (reopen with a reason) and refuses the rest', async () => {
    const { reviewGroupId } = await fixture(1, [user.c1]);
    const { taskId } = await published(reviewGroupId);
    const name = (await api('GET', `/comp/taskinfo/${taskId}`)).data.taskName;
    expect((await api('POST', `/comp/taskinfo/${taskId}/publish`, {})).msg).toBe(
      `评审任务“${name}”不能从“已发布”变为“已发布”`,
    );
    expect((await api('PUT', `/comp/taskinfo/${taskId}`, { ...form(reviewGroupId), taskName: name })).msg).toBe(
      `评审任务“${name}”已发布，只有草稿可以修改或删除`,
    );
    expect((await api('DELETE', `/comp/taskinfo/${taskId}`)).msg).toContain('只有草稿可以修改或删除');
    expect((await api('POST', `/comp/taskinfo/${taskId}/reopen`, { reason: '补评' })).msg).toBe(
      `评审任务“${name}”不能从“已发布”变为“评审中”`,
    );
    expect(await markInProgress(t.database, taskId)).toBe(true);
    expect(await markInProgress(t.database, taskId)).toBe(false);
    expect((await api('POST', `/comp/taskinfo/${taskId}/close`)).code).toBe(200);
    expect((await api('POST', `/comp/taskinfo/${taskId}/close`)).msg).toBe(
      `评审任务“${name}”不能从“已结束”变为“已结束”`,
    );
    expect((await api('POST', `/comp/taskinfo/${taskId}/reopen`, { reason: ' ' })).msg).toContain('reason');
    expect((await api('POST', `/comp/taskinfo/${taskId}/reopen`, { reason: '专家补交评分' })).code).toBe(200);
    const detail = (await api('GET', `/comp/taskinfo/${taskId}`)).data;
    expect(detail.status).toBe('in_progress');
    expect(
      detail.events.map((event: { action: string; reason: string | null }) => [event.action, event.reason]),
    ).toEqual([
      ['reopen', '专家补交评分'],
      ['close', null],
      ['publish', null],
    ]);
    expect(detail.events[2].detail).toMatchObject({ seed: 'fixed-seed', assignments: 1 });
  });
});

describe('reassigning', () => {
  it('moves one application to another member with a reason, refusing blocked, outsiders and full loads', async () => {
    const { apps, reviewGroupId } = await fixture(2, [user.c1, user.c2, user.blocked, user.warned]);
    const { taskId } = await published(reviewGroupId, { mode: 'k_per_application', k: 1 });
    const map = await assignmentMap(t.database, taskId);
    const code = apps[0].code;
    const from = map[code][0];
    const to = [user.c1, user.c2].find((id) => !map[code].includes(id)) ?? user.warned;
    const move = (body: object) =>
      api('POST', `/comp/taskinfo/${taskId}/reassign`, {
        applicationId: apps[0].id,
        fromUserId: from,
        reason: '专家出差',
        ...body,
      });
    expect((await move({ toUserId: user.blocked })).msg).toMatch(/^专家 rt_blocked 与项目 .+ 须回避（.+）$/);
    expect((await move({ toUserId: user.c3 })).msg).toContain('不是专家组');
    expect((await move({ toUserId: from })).msg).toContain('改派的专家须与原专家不同');
    expect((await move({ toUserId: to, reason: '' })).msg).toContain('reason');
    await t.database.exec().execute(sql`update comp_expert set max_load = 0 where user_id = ${to}`);
    expect((await move({ toUserId: to })).msg).toContain('最大评审量 0');
    await t.database.exec().execute(sql`update comp_expert set max_load = null where user_id = ${to}`);
    // The reassign dialog's candidates: the group's active members with loads and verdicts.
    const candidates = (await api('GET', `/comp/taskinfo/${taskId}/candidates?applicationId=${apps[0].id}`)).data;
    const of = (id: number) => candidates.find((c: { userId: number }) => c.userId === id);
    expect(candidates).toHaveLength(4);
    expect(of(from)).toMatchObject({ assigned: true, load: 1, verdict: from === user.warned ? 'warn' : 'clear' });
    expect(of(user.blocked)).toMatchObject({ assigned: false, load: 0, verdict: 'block' });
    expect(of(user.blocked).reasons[0]).toMatch(/^专家与项目同属「.+」$/);
    expect(of(user.warned).verdict).toBe('warn');
    const english = await t.app.inject({
      method: 'GET',
      url: `/prod-api/comp/taskinfo/${taskId}/candidates?applicationId=${apps[0].id}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-US' },
    });
    const blockedEn = english.json().data.find((c: { userId: number }) => c.userId === user.blocked);
    expect(blockedEn.reasons[0]).toMatch(/^The expert and the project are both at .+$/);
    const everyone = (await api('GET', `/comp/taskinfo/${taskId}/candidates`)).data;
    expect(everyone.every((c: { verdict: string }) => c.verdict === 'clear')).toBe(true);
    expect((await api('GET', `/comp/taskinfo/${taskId}/candidates?applicationId=${source}`)).code).toBe(403);
    const moved = await move({ toUserId: to });
    expect(moved.code).toBe(200);
    const [voided] = await rows<{ status: string; voided_reason: string }>(
      t.database,
      sql`select status, voided_reason from comp_review_assignment where assignment_id = ${moved.data.voidedId}`,
    );
    expect(voided).toEqual({ status: 'voided', voided_reason: '专家出差' });
    const [created] = await rows<{ user_id: number; method: string; replaces_id: number }>(
      t.database,
      sql`select user_id::int, method, replaces_id::int from comp_review_assignment where assignment_id = ${moved.data.assignmentId}`,
    );
    expect(created).toEqual({ user_id: to, method: 'manual', replaces_id: moved.data.voidedId });
    expect((await assignmentMap(t.database, taskId))[code]).toEqual([to]);
    // The voided one is gone from the live list: moving it again names the missing assignment.
    expect((await move({ toUserId: to })).msg).toMatch(/没有项目 .+ 的有效分配/);
    const listed = await api('GET', `/comp/taskinfo/${taskId}/assignments?applicationId=${apps[0].id}`);
    expect(listed.rows.map((row: { status: string; method: string }) => [row.status, row.method])).toEqual([
      ['voided', 'balanced'],
      ['assigned', 'manual'],
    ]);
  });
});

describe('applications leaving the competition', () => {
  it('voids the open assignments of a disqualified application and keeps the submitted ones', async () => {
    const { apps, reviewGroupId } = await fixture(2, [user.c1, user.c2]);
    const { taskId } = await published(reviewGroupId);
    await t.database.exec().execute(
      sql`update comp_review_assignment set status = 'submitted' where task_id = ${taskId}
          and application_id = ${apps[0].id} and user_id = ${user.c1}`,
    );
    const answer = await api('PUT', `/comp/application/${apps[0].id}/disqualify`, { reason: '存在抄袭' });
    expect(answer.code).toBe(200);
    const states = await rows<{ user_id: number; status: string; voided_reason: string | null }>(
      t.database,
      sql`select user_id::int, status, voided_reason from comp_review_assignment
          where task_id = ${taskId} and application_id = ${apps[0].id} order by user_id`,
    );
    expect(states).toEqual([
      { user_id: user.c1, status: 'submitted', voided_reason: null },
      { user_id: user.c2, status: 'voided', voided_reason: '存在抄袭' },
    ]);
    // A withdrawal by staff voids too, with its reason.
    const withdrawn = await api('PUT', '/comp/application/transition', {
      applicationIds: [apps[1].id],
      action: 'withdraw',
      reason: '参赛者申请撤回',
    });
    expect(withdrawn.code).toBe(200);
    const after = await rows<{ status: string; voided_reason: string }>(
      t.database,
      sql`select status, voided_reason from comp_review_assignment where task_id = ${taskId} and application_id = ${apps[1].id}`,
    );
    expect(after).toEqual([
      { status: 'voided', voided_reason: '参赛者申请撤回' },
      { status: 'voided', voided_reason: '参赛者申请撤回' },
    ]);
    // The API answers how many it voided: none are open any more.
    expect(await voidOpenAssignments(t.database, apps[1].id, '撤回')).toBe(0);
  });
});

describe('progress', () => {
  it('counts assigned, opened, draft, submitted and overdue per group and per expert', async () => {
    const { apps, reviewGroupId } = await fixture(2, [user.c1, user.c2]);
    const { taskId } = await published(reviewGroupId);
    const assignment = async (applicationId: number, userId: number) =>
      (
        await rows<{ id: number }>(
          t.database,
          sql`select assignment_id::int as id from comp_review_assignment
              where task_id = ${taskId} and application_id = ${applicationId} and user_id = ${userId}`,
        )
      )[0].id;
    const viewed = await assignment(apps[0].id, user.c1);
    const drafted = await assignment(apps[1].id, user.c1);
    const submitted = await assignment(apps[0].id, user.c2);
    await t.database.exec().execute(
      sql`update comp_review_assignment set first_viewed_at = '2026-01-02 10:00:00'
          where assignment_id in (${viewed}, ${drafted}, ${submitted})`,
    );
    await t.database
      .exec()
      .execute(
        sql`insert into comp_score_sheet (assignment_id, status) values (${drafted}, 'draft'), (${submitted}, 'submitted')`,
      );
    await t.database
      .exec()
      .execute(sql`update comp_review_assignment set status = 'submitted' where assignment_id = ${submitted}`);
    const before = (await api('GET', `/comp/taskinfo/${taskId}/progress`)).data;
    expect(before.total).toEqual({ assigned: 4, opened: 3, draft: 1, submitted: 1, overdue: 0 });
    expect(before.groups).toEqual([
      {
        reviewGroupId,
        reviewGroupName: expect.any(String),
        assigned: 4,
        opened: 3,
        draft: 1,
        submitted: 1,
        overdue: 0,
      },
    ]);
    expect(before.experts).toEqual([
      { userId: user.c1, nickName: 'rt_c1', assigned: 2, opened: 2, draft: 1, submitted: 0, overdue: 0 },
      { userId: user.c2, nickName: 'rt_c2', assigned: 2, opened: 1, draft: 0, submitted: 1, overdue: 0 },
    ]);
    // Past the due date (moved back rather than the clock forward, which would end the session).
    await t.database
      .exec()
      .execute(sql`update comp_review_task set due_at = '2025-12-01 18:00:00' where task_id = ${taskId}`);
    const after = (await api('GET', `/comp/taskinfo/${taskId}/progress`)).data;
    expect(after.total.overdue).toBe(3);
    expect(after.experts.map((row: { overdue: number }) => row.overdue)).toEqual([2, 1]);
  });
});

describe('permissions', () => {
  it('refuses the management routes to an expert (comp:taskinfo:edit scores only)', async () => {
    const expert = await loginAs(t.app, 'expert');
    const { reviewGroupId } = await fixture(1, [user.c1]);
    const taskId = await addTask(reviewGroupId);
    for (const [method, url, body] of [
      ['GET', '/comp/taskinfo/list', undefined],
      ['GET', `/comp/taskinfo/${taskId}`, undefined],
      ['POST', '/comp/taskinfo', form(reviewGroupId)],
      ['POST', `/comp/taskinfo/${taskId}/publish`, {}],
      ['POST', `/comp/taskinfo/${taskId}/reassign`, { applicationId: 1, fromUserId: 1, toUserId: 2, reason: 'x' }],
      ['GET', `/comp/taskinfo/${taskId}/progress`, undefined],
      ['DELETE', `/comp/taskinfo/${taskId}`, undefined],
    ] as const) {
      expect({ url, method, code: (await api(method, url, body, expert)).code }).toEqual({ url, method, code: 403 });
    }
  });

  it('lists the edition’s judging stages with their tracks', async () => {
    const edition = await demoEdition(t.database);
    const stages = (await api('GET', `/comp/taskinfo/stages?competitionId=${edition.competitionId}`)).data;
    expect(stages.map((stage: { stageKind: string }) => stage.stageKind).sort()).toEqual([
      'final',
      'final',
      'preliminary',
      'preliminary',
      'semi_final',
      'semi_final',
    ]);
    expect(stages.find((stage: { stageId: number }) => stage.stageId === stageId).trackName).toBeTruthy();
  });

  it('offers the stage’s rubric versions, review groups with their holder and expert groups', async () => {
    const { reviewGroupId, expertGroupId } = await fixture(1, [user.c1]);
    const taskId = await addTask(reviewGroupId);
    const options = (await api('GET', `/comp/taskinfo/options?stageId=${stageId}`)).data;
    expect(options.rubrics.map((r: { rubricId: number }) => r.rubricId)).toContain(rubricId);
    expect(options.rubrics.find((r: { rubricId: number }) => r.rubricId === rubricId).maxTotal).toBe(100);
    expect(
      options.reviewGroups.find((g: { reviewGroupId: number }) => g.reviewGroupId === reviewGroupId),
    ).toMatchObject({
      expertGroupId,
      applications: 1,
      taskId,
    });
    expect(options.expertGroups.map((g: { expertGroupId: number }) => g.expertGroupId)).toContain(expertGroupId);
  });
});

describe('reminders', () => {
  it('texts each expert with unsubmitted assignments N days and 1 day before the due date, once each', async () => {
    await t.database.exec().execute(sql`update sys_user set phonenumber = '13922220001' where user_id = ${user.c3}`);
    await t.database.exec().execute(sql`update sys_user set phonenumber = '13922220002' where user_id = ${user.c4}`);
    const { apps, reviewGroupId } = await fixture(2, [user.c3, user.c4]);
    const { taskId } = await published(reviewGroupId, { dueAt: '2026-01-05 18:00:00', remindDays: 2 });
    // c4 has submitted everything: only c3 is reminded.
    await t.database
      .exec()
      .execute(
        sql`update comp_review_assignment set status = 'submitted' where task_id = ${taskId} and user_id = ${user.c4}`,
      );
    const reminders = async () =>
      rows<{ content: string; mobile: string }>(
        t.database,
        sql`select content, mobile from sys_sms_log where purpose = 'review_reminder' order by sms_id`,
      );
    const outbox = mkdtempSync(join(tmpdir(), 'reminders-'));
    const sms = new SmsSender({
      database: t.database,
      clock: t.clock,
      provider: new LogSmsProvider({ clock: t.clock, outboxFile: join(outbox, 'sms-outbox.jsonl') }),
      logger: t.app.log,
    });
    const ctx = { database: t.database, clock: t.clock, sms };
    const now = t.clock.now();
    try {
      t.clock.set(Date.parse('2026-01-02T12:00:00'));
      await remindReviews(ctx);
      expect(await reminders()).toEqual([]);
      t.clock.set(Date.parse('2026-01-03T12:00:00'));
      await remindReviews(ctx);
      await remindReviews(ctx);
      t.clock.set(Date.parse('2026-01-04T12:00:00'));
      await remindReviews(ctx);
      await remindReviews(ctx);
      t.clock.set(Date.parse('2026-01-05T12:00:00'));
      await remindReviews(ctx);
    } finally {
      t.clock.set(now);
    }
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    for (const message of sent) {
      expect(message.mobile).toMatch(/^139.*0001$/);
      expect(message.content).toContain(`还有 ${apps.length} 个项目未提交评分`);
    }
    const events = (await api('GET', `/comp/taskinfo/${taskId}`)).data.events.filter(
      (event: { action: string }) => event.action === 'remind',
    );
    expect(events.map((event: { detail: { kind: string; day: string } }) => event.detail)).toEqual([
      { kind: 'last', day: '2026-01-04', experts: 1 },
      { kind: 'early', day: '2026-01-03', experts: 1 },
    ]);
  });
});
