import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RubricCriterion } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { bindReviewGroup, expertUsers, insertExperts } from '../../../../test/expert-group-fixtures';
import { multipartBody } from '../../../../test/multipart';
import { grantScoring } from '../../../../test/scoring-fixtures';
import { call, staffWith } from '../../../../test/staff-helpers';
import { cloneApplications, expertGroupWith } from '../../../../test/taskinfo-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { Database } from '../../../db/database';
import { LogSmsProvider } from '../../sms/log-sms-provider';
import { SmsSender } from '../../sms/sms-sender';
import { afterSubmit } from './arbitration.api';

// 2+1 arbitration through the API (docs/arbitration.md): tasks set up and published through
// 任务信息, experts submitting through the scoring API, the third review dispatched after the second
// submit, the queue, the dispatch of waiting applications, leader mode, and the refusals.
//
// Fixture: applications cloned from a demo one of organisation `sourceOrg`; with the default
// conflict rules an expert of that organisation is blocked. The rubric weighs `market` twice: its
// max total is 40 + 2 × 60 = 160, and a sheet scored `market: m` totals 20 + 2m.

let t: TestApp;
let admin: string;
let stageId: number;
let rubricId: number;
let source: number;
let sourceOrg: number;
let outsideRegion: string;
let sourceRegion: string;
let prefixes = 0;
const tokens = new Map<number, string>();

const CRITERIA: RubricCriterion[] = [
  {
    code: 'innovation',
    name: '创新性',
    description: '',
    anchors: [],
    min: 0,
    max: 40,
    step: 1,
    weight: 1,
    required: true,
    comment: [],
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
    weight: 2,
    required: true,
    comment: [],
    independent: false,
  },
];
const totalOf = (market: number) => 20 + 2 * market;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, token = admin) => call(t.app, token, method, url, payload);

/**
 * Fresh experts outside the applications' organisation and region, able to log in; `blocked`: of
 * the applications' organisation; `warned`: in the applications' district (a warning by default).
 */
async function experts(
  specs: Array<{ blocked?: boolean; warned?: boolean; maxLoad?: number; mobile?: string }>,
): Promise<number[]> {
  const ids = await insertExperts(
    t.database,
    specs.map((spec) => {
      const userName = `arb_${++prefixes}`;
      if (spec.blocked) return { userName, orgId: sourceOrg, regionCode: outsideRegion };
      return { userName, orgName: `外单位${userName}`, regionCode: spec.warned ? sourceRegion : outsideRegion };
    }),
  );
  const users = await expertUsers(t.database, ids);
  const userIds = ids.map((id) => users.get(id) as number);
  for (const [index, userId] of userIds.entries()) {
    const spec = specs[index];
    await t.database.exec().execute(sql`update sys_user set
      password = (select password from sys_user where user_name = 'admin'),
      pwd_update_date = (select pwd_update_date from sys_user where user_name = 'admin'),
      phonenumber = ${spec.mobile ?? ''} where user_id = ${userId}`);
    await t.database.exec().execute(sql`insert into sys_user_role (user_id, role_id)
      select ${userId}, role_id from sys_role where role_key = 'expert' on conflict do nothing`);
    if (spec.maxLoad !== undefined) {
      await t.database.exec().execute(sql`update comp_expert set max_load = ${spec.maxLoad} where user_id = ${userId}`);
    }
  }
  return userIds;
}

async function tokenOf(userId: number): Promise<string> {
  const known = tokens.get(userId);
  if (known) return known;
  const [user] = await rows<{ name: string }>(
    t.database,
    sql`select user_name as name from sys_user where user_id = ${userId}`,
  );
  const token = await loginAs(t.app, user.name);
  tokens.set(userId, token);
  return token;
}

/**
 * A published 2+1 task over `count` fresh applications judged by an expert group of `firstRound`
 * (two members: both review every application); `later` members join the group after the publish.
 */
async function task(
  count: number,
  {
    firstRound,
    later = [],
    tolerance = 10,
    toleranceKind = 'points',
  }: {
    firstRound: number[];
    later?: number[];
    tolerance?: number;
    toleranceKind?: 'points' | 'percent';
  },
) {
  prefixes++;
  const apps = await cloneApplications(t.database, { sourceId: source, count, prefix: `AR${prefixes}` });
  const expertGroupId = await expertGroupWith(t.database, {
    stageId,
    groupName: `仲裁专家组${prefixes}`,
    userIds: firstRound,
  });
  const reviewGroupId = await bindReviewGroup(t.database, {
    stageId,
    expertGroupId,
    groupName: `仲裁分组${prefixes}`,
    applicationIds: apps.map((app) => app.id),
  });
  const added = await api('POST', '/comp/taskinfo', {
    stageId,
    taskName: `仲裁任务${prefixes}`,
    rubricId,
    groups: [{ reviewGroupId }],
    mode: 'two_plus_one',
    tolerance,
    toleranceKind,
    dueAt: '2030-06-30 18:00:00',
  });
  if (added.code !== 200) throw new Error(added.msg);
  const taskId = added.data.taskId as number;
  const published = await api('POST', `/comp/taskinfo/${taskId}/publish`, { seed: `seed-${prefixes}` });
  if (published.code !== 200) throw new Error(published.msg);
  await addMembers(expertGroupId, later);
  return { taskId, apps, expertGroupId, reviewGroupId, taskName: `仲裁任务${prefixes}` };
}

async function addMembers(expertGroupId: number, userIds: number[]) {
  for (const userId of userIds) {
    await t.database
      .exec()
      .execute(
        sql`insert into comp_expert_group_member (expert_group_id, user_id) values (${expertGroupId}, ${userId})`,
      );
  }
}

/** The expert submits their sheet of the application through the scoring API. */
async function submit(userId: number, taskId: number, applicationId: number, market: number) {
  const token = await tokenOf(userId);
  const path = `/comp/scoring/${taskId}/${applicationId}`;
  expect((await api('POST', `${path}/statement`, undefined, token)).code).toBe(200);
  const answer = await api(
    'POST',
    `${path}/submit`,
    { items: { innovation: { value: 20 }, market: { value: market } } },
    token,
  );
  expect(answer.code).toBe(200);
  expect(answer.data.total).toBe(totalOf(market));
}

async function thirds(taskId: number) {
  return rows<{ application_id: number; user_id: number; status: string; warnings: unknown; entry_id: number | null }>(
    t.database,
    sql`select application_id::int, user_id::int, status, warnings, entry_id::int from comp_review_assignment
        where task_id = ${taskId} and method = 'third_review' order by assignment_id`,
  );
}

async function entryState(applicationId: number): Promise<string> {
  const [entry] = await rows<{ state: string }>(
    t.database,
    sql`select state from comp_stage_entry where stage_id = ${stageId} and application_id = ${applicationId}`,
  );
  return entry.state;
}

const queue = async (taskId: number, token = admin) =>
  api('GET', `/comp/rating/${taskId}/arbitration`, undefined, token);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  await grantScoring(t);
  const edition = await demoEdition(t.database);
  const [stage] = await rows<{ id: number }>(
    t.database,
    sql`select stage_id::int as id from comp_stage where competition_id = ${edition.competitionId}
        and track_id = ${edition.adultTrack} and stage_kind = 'preliminary'`,
  );
  stageId = stage.id;
  const [rubric] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_rubric (stage_id, rubric_name, version, criteria)
        values (${stageId}, '仲裁测试标准', 1, ${JSON.stringify(CRITERIA)}::jsonb) returning rubric_id::int as id`,
  );
  await t.database.exec().execute(sql`update comp_rubric set root_id = rubric_id where rubric_id = ${rubric.id}`);
  rubricId = rubric.id;
  const [app] = await rows<{ id: number; org_id: number; region_code: string }>(
    t.database,
    sql`select application_id::int as id, org_id::int, region_code from comp_application
        where competition_id = ${edition.competitionId} and track_id = ${edition.adultTrack} and org_id is not null
        order by application_id limit 1`,
  );
  source = app.id;
  sourceOrg = app.org_id;
  sourceRegion = app.region_code;
  const [elsewhere] = await rows<{ code: string }>(
    t.database,
    sql`select region_code as code from comp_region where level = '3' and region_code <> ${app.region_code}
        order by region_code limit 1`,
  );
  outsideRegion = elsewhere.code;
});
afterAll(() => t.close());

describe('dispatch after the second submit', () => {
  it('leaves a difference within the tolerance alone, and sends one beyond it to an eligible member', async () => {
    const [c1, c2] = await experts([{}, {}]);
    // Joined after the publish: a blocked member and one at their cap, both with the lowest load (0).
    const [blocked, capped, f1, f2] = await experts([
      { blocked: true },
      { maxLoad: 0 },
      { mobile: '13911112001' },
      { mobile: '13911112002' },
    ]);
    const { taskId, apps } = await task(4, { firstRound: [c1, c2], later: [blocked, capped, f1, f2] });
    // a1: totals 60 and 70, 10 apart: within the tolerance (10 points).
    await submit(c1, taskId, apps[0].id, 20);
    await submit(c2, taskId, apps[0].id, 25);
    expect(await thirds(taskId)).toEqual([]);
    expect(await entryState(apps[0].id)).not.toBe('escalated');
    // a2-a4: 60 against 90, a difference of 30.
    for (const app of apps.slice(1)) {
      await submit(c1, taskId, app.id, 20);
      expect(await thirds(taskId)).toHaveLength(apps.indexOf(app) - 1);
      await submit(c2, taskId, app.id, 35);
    }
    const dispatched = await thirds(taskId);
    expect(dispatched.map((row) => row.application_id)).toEqual(apps.slice(1).map((app) => app.id));
    // Lowest load first: the blocked and the capped member (load 0) are never chosen, f1 and f2 share.
    for (const row of dispatched) expect([f1, f2]).toContain(row.user_id);
    expect(new Set(dispatched.slice(0, 2).map((row) => row.user_id)).size).toBe(2);
    expect(dispatched.every((row) => row.status === 'assigned' && row.entry_id !== null)).toBe(true);
    for (const app of apps.slice(1)) expect(await entryState(app.id)).toBe('escalated');
    const events = await rows<{ detail: Record<string, unknown>; create_by: string }>(
      t.database,
      sql`select detail, create_by from comp_review_task_event where task_id = ${taskId} and action = 'third_review'
          order by event_id`,
    );
    expect(events.map((event) => event.detail)).toEqual(
      dispatched.map((row) => ({
        applicationId: row.application_id,
        userId: row.user_id,
        difference: 30,
        tolerance: 10,
      })),
    );
    // The submitting expert's account is the author.
    expect(events[0].create_by).toMatch(/^arb_/);
    // Texted like a publish (review_task_published), to the chosen experts only.
    const texted = async () =>
      rows<{ mobile: string; content: string }>(
        t.database,
        sql`select mobile, content from sys_sms_log where purpose = 'review_task_published' and mobile like '139%'
            and (mobile like '%2001' or mobile like '%2002')`,
      );
    await expect.poll(async () => (await texted()).length).toBe(3);
    expect((await texted())[0].content).toContain('2030-06-30 18:00:00');
    // The third review is in the chosen expert's queue (我的评审) like any assignment.
    const third = dispatched[0];
    const mine = await api('GET', `/comp/scoring/mine?taskId=${taskId}`, undefined, await tokenOf(third.user_id));
    expect(mine.rows.map((row: { applicationId: number }) => row.applicationId)).toContain(third.application_id);
  });

  it('answers the queue exactly: first, second, difference, tolerance, state and the third', async () => {
    const [c1, c2, f1] = await experts([{}, {}, {}]);
    const { taskId, apps } = await task(3, { firstRound: [c1, c2], later: [f1] });
    await submit(c1, taskId, apps[0].id, 20);
    await submit(c2, taskId, apps[0].id, 40);
    await submit(c1, taskId, apps[1].id, 30);
    await submit(c2, taskId, apps[1].id, 32);
    await submit(c1, taskId, apps[2].id, 50);
    const [group] = await rows<{ name: string }>(
      t.database,
      sql`select group_name as name from comp_review_group where review_group_id =
          (select review_group_id from comp_stage_entry where application_id = ${apps[0].id})`,
    );
    const expected = {
      applicationId: apps[0].id,
      code: apps[0].code,
      reviewGroupName: group.name,
      first: 60,
      second: 100,
      difference: 40,
      tolerance: 10,
      state: 'assigned',
      reason: null,
      third: { userId: f1, nickName: expect.stringMatching(/^arb_/), total: null },
    };
    expect((await queue(taskId)).data).toEqual([expected]);
    await submit(f1, taskId, apps[0].id, 30);
    expect((await queue(taskId)).data).toEqual([
      { ...expected, state: 'submitted', third: { ...expected.third, total: 80 } },
    ]);
  });

  it('converts a percent tolerance with the rubric version’s max total (10% of 160 = 16 points)', async () => {
    const [c1, c2, f1] = await experts([{}, {}, {}]);
    const { taskId, apps } = await task(2, {
      firstRound: [c1, c2],
      later: [f1],
      tolerance: 10,
      toleranceKind: 'percent',
    });
    // 16 apart: within (it would exceed 10 points); 18 apart: beyond.
    await submit(c1, taskId, apps[0].id, 20);
    await submit(c2, taskId, apps[0].id, 28);
    await submit(c1, taskId, apps[1].id, 20);
    await submit(c2, taskId, apps[1].id, 29);
    expect((await thirds(taskId)).map((row) => [row.application_id, row.user_id])).toEqual([[apps[1].id, f1]]);
    expect((await queue(taskId)).data).toEqual([
      expect.objectContaining({ applicationId: apps[1].id, difference: 18, tolerance: 16, state: 'assigned' }),
    ]);
  });

  it('sends it to the group leader in leader mode, whatever their load cap; waits with no_leader without one', async () => {
    await t.database
      .exec()
      .execute(sql`update comp_stage set aggregation = ${JSON.stringify({ arbitration: { dispatch: 'leader' } })}::jsonb
        where stage_id = ${stageId}`);
    try {
      const [c1, c2, leader, other] = await experts([{}, {}, { maxLoad: 0 }, {}]);
      const led = await task(1, { firstRound: [c1, c2], later: [leader, other] });
      await t.database
        .exec()
        .execute(
          sql`update comp_expert_group set leader_user_id = ${leader} where expert_group_id = ${led.expertGroupId}`,
        );
      await submit(c1, led.taskId, led.apps[0].id, 10);
      await submit(c2, led.taskId, led.apps[0].id, 40);
      expect((await thirds(led.taskId)).map((row) => row.user_id)).toEqual([leader]);

      const [d1, d2, d3] = await experts([{}, {}, {}]);
      const leaderless = await task(1, { firstRound: [d1, d2], later: [d3] });
      await submit(d1, leaderless.taskId, leaderless.apps[0].id, 10);
      await submit(d2, leaderless.taskId, leaderless.apps[0].id, 40);
      expect(await thirds(leaderless.taskId)).toEqual([]);
      expect((await queue(leaderless.taskId)).data).toEqual([
        expect.objectContaining({ state: 'waiting', reason: 'no_leader', third: null }),
      ]);
    } finally {
      await t.database.exec().execute(sql`update comp_stage set aggregation = null where stage_id = ${stageId}`);
    }
  });
});

describe('every submit path', () => {
  it('dispatches after a staff paper entry and after an offline import, keeping a warned expert’s warnings', async () => {
    const [c1, c2, warned] = await experts([{}, {}, { warned: true }]);
    const { taskId, apps } = await task(2, { firstRound: [c1, c2], later: [warned] });
    const proxy = async (userId: number, applicationId: number, market: number) => {
      const [assignment] = await rows<{ id: number }>(
        t.database,
        sql`select assignment_id::int as id from comp_review_assignment
            where task_id = ${taskId} and user_id = ${userId} and application_id = ${applicationId}`,
      );
      const entered = await api('POST', `/comp/scoring/sheet/${assignment.id}/proxy`, {
        items: { innovation: { value: 20 }, market: { value: market } },
        reason: '纸质评分',
        submit: true,
      });
      expect(entered.code).toBe(200);
    };
    const accounts = new Map(
      (
        await rows<{ id: number; name: string }>(
          t.database,
          sql`select user_id::int as id, user_name as name from sys_user where user_id in (${c1}, ${c2})`,
        )
      ).map((row) => [row.id, row.name]),
    );
    await proxy(c1, apps[0].id, 10);
    expect(await thirds(taskId)).toEqual([]);
    // One import: the second sheet of a1 (due: a third) and the first of a2.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('sheets');
    sheet.addRow(['application code', 'expert account', 'innovation', 'market']);
    sheet.addRow([apps[0].code, accounts.get(c2) as string, 20, 40]);
    sheet.addRow([apps[1].code, accounts.get(c1) as string, 20, 10]);
    const body = multipartBody([
      { field: 'file', filename: 'sheets.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/scoring/task/${taskId}/import?dryRun=false`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(imported.json().data).toMatchObject({ written: 2 });
    expect((await thirds(taskId)).map((row) => row.application_id)).toEqual([apps[0].id]);
    await proxy(c2, apps[1].id, 40);
    const dispatched = await thirds(taskId);
    expect(dispatched.map((row) => [row.application_id, row.user_id])).toEqual([
      [apps[0].id, warned],
      [apps[1].id, warned],
    ]);
    expect(dispatched[0].warnings).toEqual([{ rule: 'same_region', reason: expect.any(String) }]);
  });

  it('logs a failure and never throws into the submit', async () => {
    const errors: unknown[] = [];
    const broken = {
      exec: () => {
        throw new Error('database down');
      },
    } as unknown as Database;
    const ctx = {
      database: broken,
      clock: t.clock,
      config: t.config,
      sms: {} as SmsSender,
      log: { error: (...args: unknown[]) => errors.push(args) },
    };
    await expect(afterSubmit(ctx, { taskId: 1, applicationId: 1 })).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});

describe('waiting applications', () => {
  it('waits with the reason when nobody is eligible, and dispatch assigns once a cap is raised', async () => {
    const [c1, c2, capped] = await experts([{}, {}, { maxLoad: 0 }]);
    const { taskId, apps } = await task(1, { firstRound: [c1, c2], later: [capped] });
    await submit(c1, taskId, apps[0].id, 10);
    await submit(c2, taskId, apps[0].id, 40);
    expect(await thirds(taskId)).toEqual([]);
    expect((await queue(taskId)).data).toEqual([
      expect.objectContaining({ applicationId: apps[0].id, state: 'waiting', reason: 'all_at_max_load', third: null }),
    ]);
    expect(await entryState(apps[0].id)).not.toBe('escalated');
    // Nothing changed: dispatch finds nobody either.
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).data).toEqual({
      dispatched: 0,
      waiting: 1,
    });
    await t.database.exec().execute(sql`update comp_expert set max_load = 5 where user_id = ${capped}`);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).data).toEqual({
      dispatched: 1,
      waiting: 0,
    });
    expect((await thirds(taskId)).map((row) => row.user_id)).toEqual([capped]);
    expect(await entryState(apps[0].id)).toBe('escalated');
    expect((await queue(taskId)).data).toEqual([
      expect.objectContaining({ state: 'assigned', reason: null, third: expect.objectContaining({ userId: capped }) }),
    ]);
    // Nothing left to dispatch.
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).data).toEqual({
      dispatched: 0,
      waiting: 0,
    });
  });

  it('keeps a reassigned third review as the third: nothing more is dispatched', async () => {
    const [c1, c2, f1, f2] = await experts([{}, {}, {}, {}]);
    const { taskId, apps } = await task(1, { firstRound: [c1, c2], later: [f1, f2] });
    await submit(c1, taskId, apps[0].id, 10);
    await submit(c2, taskId, apps[0].id, 40);
    const [third] = await thirds(taskId);
    const other = third.user_id === f1 ? f2 : f1;
    const moved = await api('POST', `/comp/taskinfo/${taskId}/reassign`, {
      applicationId: apps[0].id,
      fromUserId: third.user_id,
      toUserId: other,
      reason: '专家出差',
    });
    expect(moved.code).toBe(200);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).data).toEqual({
      dispatched: 0,
      waiting: 0,
    });
    const live = await rows<{ user_id: number }>(
      t.database,
      sql`select user_id::int from comp_review_assignment where task_id = ${taskId} and status <> 'voided'
          order by assignment_id`,
    );
    expect(live.map((row) => row.user_id)).toEqual([...[c1, c2].sort((a, b) => a - b), other]);
    // The replacement keeps the method, so the results read it as the third review too.
    expect((await thirds(taskId)).map((row) => [row.user_id, row.status])).toEqual([
      [third.user_id, 'voided'],
      [other, 'assigned'],
    ]);
    expect((await queue(taskId)).data).toEqual([
      expect.objectContaining({ state: 'assigned', third: expect.objectContaining({ userId: other }) }),
    ]);
  });

  it('leaves a disqualified application out of the queue and never dispatches for it', async () => {
    const [c1, c2, capped] = await experts([{}, {}, { maxLoad: 0 }]);
    const { taskId, apps } = await task(1, { firstRound: [c1, c2], later: [capped] });
    await submit(c1, taskId, apps[0].id, 10);
    await submit(c2, taskId, apps[0].id, 40);
    expect((await queue(taskId)).data).toHaveLength(1);
    await t.database
      .exec()
      .execute(sql`update comp_application set status = 'disqualified' where application_id = ${apps[0].id}`);
    await t.database.exec().execute(sql`update comp_expert set max_load = null where user_id = ${capped}`);
    expect((await queue(taskId)).data).toEqual([]);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).data).toEqual({
      dispatched: 0,
      waiting: 0,
    });
    expect(await thirds(taskId)).toEqual([]);
  });

  it('waits with no_eligible_expert when conflicts and previous assignments leave nobody', async () => {
    const [c1, c2, blocked] = await experts([{}, {}, { blocked: true }]);
    const { taskId, apps } = await task(1, { firstRound: [c1, c2], later: [blocked] });
    await submit(c1, taskId, apps[0].id, 10);
    await submit(c2, taskId, apps[0].id, 40);
    expect(await thirds(taskId)).toEqual([]);
    expect((await queue(taskId)).data).toEqual([
      expect.objectContaining({ state: 'waiting', reason: 'no_eligible_expert', third: null }),
    ]);
  });

  it('dispatches once when afterSubmit runs twice at the same time', async () => {
    const [c1, c2] = await experts([{}, {}]);
    const { taskId, apps, expertGroupId } = await task(1, { firstRound: [c1, c2] });
    await submit(c1, taskId, apps[0].id, 10);
    await submit(c2, taskId, apps[0].id, 40);
    expect(await thirds(taskId)).toEqual([]);
    // Two eligible members: without the re-check under the entry's lock each call would take one.
    const late = await experts([{}, {}]);
    await addMembers(expertGroupId, late);
    const sms = new SmsSender({
      database: t.database,
      clock: t.clock,
      provider: new LogSmsProvider({
        clock: t.clock,
        outboxFile: join(mkdtempSync(join(tmpdir(), 'arbitration-')), 'sms-outbox.jsonl'),
      }),
      logger: t.app.log,
    });
    const ctx = { database: t.database, clock: t.clock, config: t.config, sms, log: t.app.log };
    const target = { taskId, applicationId: apps[0].id };
    await Promise.all([afterSubmit(ctx, target), afterSubmit(ctx, target), afterSubmit(ctx, target)]);
    const dispatched = await thirds(taskId);
    expect(dispatched).toHaveLength(1);
    expect(late).toContain(dispatched[0].user_id);
    await sms.settled();
  });
});

describe('refusals', () => {
  it('answers an empty queue for other modes and refuses their dispatch; refuses dispatch once closed', async () => {
    const [c1, c2] = await experts([{}, {}]);
    const { taskId, taskName } = await task(1, { firstRound: [c1, c2] });
    await t.database
      .exec()
      .execute(sql`update comp_review_task set mode = 'k_per_application' where task_id = ${taskId}`);
    expect((await queue(taskId)).data).toEqual([]);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).msg).toBe(
      `评审任务“${taskName}”不是 2+1 模式，没有第三评审`,
    );
    await t.database
      .exec()
      .execute(sql`update comp_review_task set mode = 'two_plus_one', status = 'closed' where task_id = ${taskId}`);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`)).msg).toBe(
      `评审任务“${taskName}”已结束，不能分派第三评审`,
    );
  });

  it('refuses without the permission, outside the scope and for an unknown task', async () => {
    const [c1, c2] = await experts([{}, {}]);
    const { taskId } = await task(1, { firstRound: [c1, c2] });
    const expert = await tokenOf(c1);
    expect((await queue(taskId, expert)).code).toBe(403);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`, undefined, expert)).code).toBe(403);
    // Own-records scope: the task's review group was not created by this user.
    const own = await staffWith(t.app, admin, { name: 'arb_own', perms: (perm) => perm.startsWith('comp:rating:') });
    expect((await queue(taskId, own.token)).code).toBe(403);
    expect((await api('POST', `/comp/rating/${taskId}/arbitration/dispatch`, undefined, own.token)).code).toBe(403);
    expect((await queue(99_999_999)).code).toBe(403);
    expect((await queue(taskId)).code).toBe(200);
  });
});
