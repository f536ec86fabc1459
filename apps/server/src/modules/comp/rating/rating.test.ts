import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { callEn, type Method } from '../../../../test/coi-fixtures';
import { type RatingFixture, ratingBase, ratingFixture, userIdsOf } from '../../../../test/rating-fixtures';
import { staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Rating and reading (docs/rating.md) through the API: compute with a hand check, a configuration
// change and its diff, verify passing and failing after a direct write, the append-only triggers,
// withdrawal recomputes, tie decisions, ratings, consistency, export, permissions, 晋级与评分.

let t: TestApp;
let admin: string;
let base: { stageId: number; sourceId: number };
let users: number[];
/** The hand-checked task (in progress): A1..A4 judged by three experts. */
let f1: RatingFixture;

const api = (method: Method, path: string, payload?: object, token = admin) => callEn(t, token, method, path, payload);
const configUrl = () => `/comp/rating/stage/${base.stageId}/config`;

interface ResultLine {
  resultId: number;
  code: string;
  score: number | null;
  rank: number | null;
  validSheets: number;
  flags: string[];
}

async function results(taskId: number, query = ''): Promise<ResultLine[]> {
  const answer = await api('GET', `/comp/rating/${taskId}/results?pageNum=1&pageSize=50${query}`);
  expect(answer.code).toBe(200);
  return answer.rows;
}

async function compute(taskId: number) {
  const answer = await api('POST', `/comp/rating/${taskId}/compute`);
  if (answer.code !== 200) throw new Error(answer.msg);
  return answer.data;
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  base = await ratingBase(t.database);
  users = await userIdsOf(t.database, ['expert01', 'expert02', 'expert03']);
  f1 = await ratingFixture(t.database, {
    ...base,
    prefix: 'RA',
    userIds: users,
    marks: [
      [
        [30, 50],
        [35, 45],
        [20, 40],
      ],
      [
        [40, 60],
        [30, 40],
        [30, 50],
      ],
      [[25, 45], [30, 50], null],
      [[30, 30], null, null],
    ],
  });
});

afterAll(async () => {
  await t?.close();
});

// Every test starts from the default configuration of the stage.
beforeEach(async () => {
  expect((await api('PUT', configUrl(), {})).code).toBe(200);
});

describe('stage configuration', () => {
  it('answers the default until saved, validates by field and refuses a task part of another track', async () => {
    const [other] = await rows<{ id: number }>(
      t.database,
      sql`select s.stage_id::int as id from comp_stage s join comp_stage me on me.competition_id = s.competition_id
          where me.stage_id = ${base.stageId} and s.track_id <> me.track_id and s.stage_kind = 'preliminary'`,
    );
    const fresh = (await api('GET', `/comp/rating/stage/${other.id}/config`)).data;
    expect(fresh.saved).toBe(false);
    expect(fresh.config.combine).toBe('mean');
    expect(fresh.config.minReviews).toBe(2);
    const saved = (await api('GET', configUrl())).data;
    expect(saved.saved).toBe(true);
    expect(saved.updateBy).toBe('admin');

    const bad = await api('PUT', configUrl(), { minReviews: 0 });
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('minReviews');

    const [foreignTask] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind)
          values (${other.id}, '别的赛道任务', 0, 'all_in_group', '2099-01-01 00:00:00', '{}'::jsonb)
          returning task_id::int as id`,
    );
    const foreign = await api('PUT', configUrl(), { parts: [{ kind: 'task', taskId: foreignTask.id, weight: 0.3 }] });
    expect(foreign.msg).toContain(`review task ${foreignTask.id}`);
    const own = await api('PUT', configUrl(), { parts: [{ kind: 'task', taskId: f1.taskId, weight: 0.3 }] });
    expect(own.msg).toContain('belongs to this stage');

    const [registration] = await rows<{ id: number }>(
      t.database,
      sql`select s.stage_id::int as id from comp_stage s join comp_stage me on me.competition_id = s.competition_id
          where me.stage_id = ${base.stageId} and s.stage_kind = 'registration'`,
    );
    expect((await api('GET', `/comp/rating/stage/${registration.id}/config`)).msg).toContain('not a judging stage');
  });
});

describe('compute, diff and verify', () => {
  it('computes version 1 with ranks and receipts matching a hand check; an insufficient result is unranked', async () => {
    const summary = await compute(f1.taskId);
    expect(summary).toMatchObject({ versionNo: 1, provisional: true, results: 4, ranked: 3, insufficient: 1 });
    expect(summary.diff.fromVersionNo).toBeNull();
    expect(summary.diff.changes.map((change: { kind: string }) => change.kind)).toEqual([
      'added',
      'added',
      'added',
      'added',
    ]);
    const [a1, a2, a3, a4] = f1.apps;
    const lines = await results(f1.taskId);
    // A2 (100, 70, 80) 83.333333; A3 (70, 80) 75; A1 (80, 80, 60) 73.333333; A4 one sheet: unranked.
    expect(lines.map((line) => [line.code, line.rank, line.validSheets])).toEqual([
      [a2.code, 1, 3],
      [a3.code, 2, 2],
      [a1.code, 3, 3],
      [a4.code, null, 1],
    ]);
    expect(lines[0].score).toBeCloseTo(83.333333, 6);
    expect(lines[1].score).toBe(75);
    expect(lines[2].score).toBeCloseTo(73.333333, 6);
    expect(lines[3].flags).toContain('insufficient');
    expect((await results(f1.taskId, '&flag=insufficient')).map((line) => line.code)).toEqual([a4.code]);

    const detail = (await api('GET', `/comp/rating/result/${lines[2].resultId}`)).data;
    expect(detail.taskId).toBe(f1.taskId);
    expect(detail.receipt.score).toBeCloseTo(73.333333, 6);
    expect(detail.receipt.sheets.map((sheet: { raw: number; used: boolean }) => [sheet.raw, sheet.used])).toEqual([
      [80, true],
      [80, true],
      [60, true],
    ]);
    expect(detail.receipt.sheets[0].expertName).toBe('陈建国');
    expect(detail.spread).toBe(20);

    const versions = (await api('GET', `/comp/rating/${f1.taskId}/versions`)).data;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ versionNo: 1, provisional: true, ranked: 3, verifiedAt: null });
    // Provisional: nothing is written to the stage entries.
    const [entry] = await rows<{ final_score: number | null }>(
      t.database,
      sql`select final_score from comp_stage_entry where application_id = ${a2.id}`,
    );
    expect(entry.final_score).toBeNull();
  });

  it('recomputes after a configuration change: version 2 lists the changed applications', async () => {
    expect((await api('PUT', configUrl(), { minReviews: 3 })).code).toBe(200);
    const summary = await compute(f1.taskId);
    const [a1, , a3] = f1.apps;
    expect(summary.versionNo).toBe(2);
    // A3 (two sheets) is now insufficient; A1 moves up to rank 2.
    expect(summary.diff).toMatchObject({ fromVersionNo: 1, toVersionNo: 2, configChanged: true, inputsChanged: false });
    expect(summary.diff.changes.map((change: { code: string; kind: string }) => [change.code, change.kind])).toEqual([
      [a1.code, 'changed'],
      [a3.code, 'changed'],
    ]);
    expect(summary.diff.changes[0].before.rank).toBe(3);
    expect(summary.diff.changes[0].after.rank).toBe(2);
    const diff = (await api('GET', `/comp/rating/${f1.taskId}/diff`)).data;
    expect(diff.changes).toEqual(summary.diff.changes);
    const versions = (await api('GET', `/comp/rating/${f1.taskId}/versions`)).data;
    expect(versions.map((version: { versionNo: number; diff: object }) => [version.versionNo, version.diff])).toEqual([
      [2, { changed: 2, added: 0, removed: 0 }],
      [1, { changed: 0, added: 4, removed: 0 }],
    ]);
    // The earlier version stays listable.
    expect((await results(f1.taskId, '&versionNo=1'))[1].code).toBe(a3.code);
  });

  it('verifies a version, and fails after a sheet is changed directly in the database, naming the application', async () => {
    const first = (await api('POST', `/comp/rating/${f1.taskId}/verify`)).data;
    expect(first).toMatchObject({ versionNo: 2, matched: true, inputsMatched: true, checked: 4, mismatches: [] });
    expect((await api('GET', `/comp/rating/${f1.taskId}/versions`)).data[0].verifyMatched).toBe(true);
    const [a1] = f1.apps;
    const sheetId = f1.sheets.get(`${users[0]}:${a1.id}`);
    await t.database
      .exec()
      .execute(
        sql`update comp_score_sheet set items = '{"innovation":{"value":10},"market":{"value":50}}'::jsonb where sheet_id = ${sheetId}`,
      );
    const after = (await api('POST', `/comp/rating/${f1.taskId}/verify`)).data;
    expect(after.matched).toBe(false);
    expect(after.inputsMatched).toBe(false);
    expect(after.mismatches[0]).toMatchObject({ code: a1.code, field: 'score' });
    expect(after.mismatches[0].stored).toBeCloseTo(73.333333, 6);
    expect(after.mismatches[0].recomputed).toBeCloseTo(66.666667, 6);
    expect((await api('GET', `/comp/rating/${f1.taskId}/versions`)).data[0].verifyMatched).toBe(false);
    await t.database
      .exec()
      .execute(
        sql`update comp_score_sheet set items = '{"innovation":{"value":30},"market":{"value":50}}'::jsonb where sheet_id = ${sheetId}`,
      );
  });

  it('refuses to change or remove stored results: the tables are append-only', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database
        .exec()
        .execute(statement)
        .then(
          () => 'accepted',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
    expect(await refusal(sql`update comp_result set score = 1`)).toBe('comp_result is append-only: UPDATE refused');
    expect(await refusal(sql`delete from comp_result`)).toBe('comp_result is append-only: DELETE refused');
    expect(await refusal(sql`update comp_result_version set ranked = 0`)).toBe(
      'comp_result_version is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from comp_judge_metric`)).toBe('comp_judge_metric is append-only: DELETE refused');
    expect(await refusal(sql`truncate comp_result_verify`)).toBe('comp_result_verify is append-only: TRUNCATE refused');
    expect(await refusal(sql`update comp_tie_decision set reason = 'x'`)).toBe(
      'comp_tie_decision is append-only: UPDATE refused',
    );
    const [stored] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_result r join comp_result_version v using (version_id)
          where v.task_id = ${f1.taskId}`,
    );
    expect(stored.n).toBe(8);
  });

  it('refuses a tie-breaker naming a criterion the rubric lacks, and a draft task', async () => {
    expect((await api('PUT', configUrl(), { tieBreakers: [{ kind: 'criterion', code: 'nosuch' }] })).code).toBe(200);
    const refused = await api('POST', `/comp/rating/${f1.taskId}/compute`);
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('"nosuch"');
    await api('PUT', configUrl(), {});
    const draft = await ratingFixture(t.database, {
      ...base,
      prefix: 'RE',
      userIds: users.slice(0, 1),
      marks: [[[10, 10]]],
      status: 'draft',
    });
    const notYet = await api('POST', `/comp/rating/${draft.taskId}/compute`);
    expect(notYet.msg).toBe(
      'review task "RE任务" is draft: results are computed once it is published, in progress, closed or computed',
    );
  });
});

describe('final results, ratings and consistency', () => {
  it('writes a closed task to the stage entries, moves it to computed, and takes ratings only then', async () => {
    const f2 = await ratingFixture(t.database, {
      ...base,
      prefix: 'RB',
      userIds: users.slice(0, 2),
      marks: [
        [
          [30, 50],
          [20, 40],
        ],
        [
          [35, 55],
          [30, 50],
        ],
      ],
    });
    const early = await api('PUT', `/comp/rating/${f2.taskId}/rating/${users[0]}`, { timeliness: 4, quality: 5 });
    expect(early.msg).toContain('experts are rated once it is closed');
    expect((await api('POST', `/comp/taskinfo/${f2.taskId}/close`)).code).toBe(200);
    const summary = await compute(f2.taskId);
    expect(summary.provisional).toBe(false);
    const [task] = await rows<{ status: string }>(
      t.database,
      sql`select status from comp_review_task where task_id = ${f2.taskId}`,
    );
    expect(task.status).toBe('computed');
    const entries = await rows<{ code: string; state: string; final_score: number; rank: number }>(
      t.database,
      sql`select a.code, e.state, e.final_score::float8 as final_score, e.rank from comp_stage_entry e
          join comp_application a using (application_id) where e.review_group_id = ${f2.reviewGroupId} order by a.code`,
    );
    expect(entries.map((entry) => [entry.state, entry.final_score, entry.rank])).toEqual([
      ['scored', 70, 2],
      ['scored', 85, 1],
    ]);
    const [event] = await rows<{ action: string; to_status: string }>(
      t.database,
      sql`select action, to_status from comp_review_task_event where task_id = ${f2.taskId} order by event_id desc limit 1`,
    );
    expect(event).toEqual({ action: 'compute', to_status: 'computed' });

    expect((await api('PUT', `/comp/rating/${f2.taskId}/rating/${users[0]}`, { timeliness: 4, quality: 5 })).code).toBe(
      200,
    );
    const pool = async () =>
      (
        await rows<{ rating: string }>(
          t.database,
          sql`select rating::text from comp_expert where user_id = ${users[0]}`,
        )
      )[0].rating;
    expect(await pool()).toBe('4.50');
    // A re-rate replaces the task's rating.
    expect((await api('PUT', `/comp/rating/${f2.taskId}/rating/${users[0]}`, { timeliness: 2, quality: 4 })).code).toBe(
      200,
    );
    expect(await pool()).toBe('3.00');
    expect(
      (await api('PUT', `/comp/rating/${f2.taskId}/rating/${users[0]}`, { timeliness: 6, quality: 4 })).msg,
    ).toContain('timeliness is 1 to 5');
    const [admin1] = await userIdsOf(t.database, ['admin']);
    expect((await api('PUT', `/comp/rating/${f2.taskId}/rating/${admin1}`, { timeliness: 3, quality: 3 })).msg).toBe(
      `user ${admin1} holds no assignment in review task "RB任务"`,
    );
    const consistency = (await api('GET', `/comp/rating/${f2.taskId}/consistency`)).data;
    expect(consistency.canRate).toBe(true);
    expect(consistency.judges.find((judge: { userId: number }) => judge.userId === users[0]).rating).toMatchObject({
      timeliness: 2,
      quality: 4,
      ratedBy: 'admin',
    });

    // 晋级与评分: the stage's entries with their task's latest result.
    const stage = await api('GET', `/comp/upgrading/list?pageNum=1&pageSize=10&stageId=${base.stageId}&code=RB`);
    expect(stage.total).toBe(2);
    expect(
      stage.rows.map((row: { rank: number; score: number; provisional: boolean; taskId: number }) => [
        row.rank,
        row.score,
        row.provisional,
        row.taskId,
      ]),
    ).toEqual([
      [1, 85, false, f2.taskId],
      [2, 70, false, f2.taskId],
    ]);
  });

  it('answers the judges of a task live (count, mean, leniency) and no rating while it is open', async () => {
    const answer = (await api('GET', `/comp/rating/${f1.taskId}/consistency`)).data;
    expect(answer.canRate).toBe(false);
    // Panel: 80 80 60 100 70 80 70 80 60.
    expect(answer.panel.n).toBe(9);
    expect(answer.panel.mean).toBeCloseTo(680 / 9, 6);
    const first = answer.judges.find((judge: { userId: number }) => judge.userId === users[0]);
    expect(first).toMatchObject({ n: 4, mean: 77.5, nickName: '陈建国', rating: null });
    // Own minus the others' mean: A1 80 − 70, A2 100 − 75, A3 70 − 80 (A4 has no other reviewer).
    expect(first.leniency).toBeCloseTo(25 / 3, 6);
    expect(answer.thresholds).toEqual({ leniency: 10, spearman: 0.3, outlierZ: 2, minSheets: 3 });
  });
});

describe('parts and 2+1', () => {
  it('weighs in another task of the track and the previous stage by their stored scores', async () => {
    const [semi] = await rows<{ id: number }>(
      t.database,
      sql`select s.stage_id::int as id from comp_stage s join comp_stage me
            on me.competition_id = s.competition_id and me.track_id = s.track_id
          where me.stage_id = ${base.stageId} and s.stage_kind = 'semi_final'`,
    );
    // The preliminary: A1 (80, 60) 70, A2 (90, 80) 85; closed and computed, so its entries hold the scores.
    const prelim = await ratingFixture(t.database, {
      ...base,
      prefix: 'RF',
      userIds: users.slice(0, 2),
      marks: [
        [
          [30, 50],
          [20, 40],
        ],
        [
          [35, 55],
          [30, 50],
        ],
      ],
      status: 'closed',
    });
    await compute(prelim.taskId);
    // The semi-final judges the same applications: A1 (90, 90) 90, A2 (60, 60) 60.
    const later = await ratingFixture(t.database, {
      ...base,
      stageId: semi.id,
      prefix: 'RG',
      apps: prelim.apps,
      userIds: users.slice(0, 2),
      marks: [
        [
          [40, 50],
          [35, 55],
        ],
        [
          [20, 40],
          [25, 35],
        ],
      ],
    });
    const semiConfig = `/comp/rating/stage/${semi.id}/config`;
    expect((await api('PUT', semiConfig, { parts: [{ kind: 'task', taskId: prelim.taskId, weight: 0.3 }] })).code).toBe(
      200,
    );
    await compute(later.taskId);
    let lines = await results(later.taskId);
    // 0.7 × own + 0.3 × the preliminary's score.
    expect(lines.map((line) => line.code)).toEqual([prelim.apps[0].code, prelim.apps[1].code]);
    expect(lines[0].score).toBeCloseTo(0.7 * 90 + 0.3 * 70, 9);
    expect(lines[1].score).toBeCloseTo(0.7 * 60 + 0.3 * 85, 9);
    expect((await api('PUT', semiConfig, { parts: [{ kind: 'previous_stage', weight: 0.5 }] })).code).toBe(200);
    await compute(later.taskId);
    lines = await results(later.taskId);
    expect(lines[0].score).toBeCloseTo(0.5 * 90 + 0.5 * 70, 9);
    expect(lines[1].score).toBeCloseTo(0.5 * 60 + 0.5 * 85, 9);
    expect((await api('PUT', semiConfig, {})).code).toBe(200);
  });

  it('converts a percent tolerance to points and escalates an entry awaiting arbitration', async () => {
    // 10% of the rubric's maximum total (100) = 10 points: A1's 80 and 60 differ by more.
    const f = await ratingFixture(t.database, {
      ...base,
      prefix: 'RH',
      mode: 'two_plus_one',
      tolerance: 10,
      toleranceKind: 'percent',
      userIds: users.slice(0, 2),
      marks: [
        [
          [30, 50],
          [20, 40],
        ],
        [
          [30, 50],
          [30, 45],
        ],
      ],
      status: 'closed',
    });
    const summary = await compute(f.taskId);
    expect(summary.awaitingArbitration).toBe(1);
    const lines = await results(f.taskId);
    expect(lines.map((line) => [line.code, line.score, line.flags])).toEqual([
      [f.apps[1].code, 77.5, []],
      // 80 against 60 is also beyond 2 panel spreads (panel 80 60 80 75: spread 8.2).
      [f.apps[0].code, null, ['outlier', 'range_exceeded', 'awaiting_arbitration']],
    ]);
    const states = await rows<{ state: string }>(
      t.database,
      sql`select e.state from comp_stage_entry e join comp_application a using (application_id)
          where e.review_group_id = ${f.reviewGroupId} order by a.code`,
    );
    expect(states.map((row) => row.state)).toEqual(['escalated', 'scored']);
  });
});

describe('withdrawals and tie decisions', () => {
  it('recomputes the task when an application with results is disqualified; its sheets are kept', async () => {
    const f3 = await ratingFixture(t.database, {
      ...base,
      prefix: 'RC',
      userIds: users.slice(0, 2),
      marks: [
        [
          [30, 50],
          [30, 40],
        ],
        [
          [20, 50],
          [25, 45],
        ],
      ],
    });
    await compute(f3.taskId);
    const [a1, a2] = f3.apps;
    const answer = await api('PUT', `/comp/application/${a1.id}/disqualify`, { reason: '抄袭' });
    expect(answer.code).toBe(200);
    const versions = (await api('GET', `/comp/rating/${f3.taskId}/versions`)).data;
    expect(versions.map((version: { versionNo: number; computedBy: string }) => version.versionNo)).toEqual([2, 1]);
    expect(versions[0].computedBy).toBe('admin');
    const lines = await results(f3.taskId);
    expect(lines.map((line) => [line.code, line.rank, line.flags])).toEqual([
      [a2.code, 1, []],
      [a1.code, null, ['excluded']],
    ]);
    const [kept] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_score_sheet s join comp_review_assignment a using (assignment_id)
          where a.application_id = ${a1.id}`,
    );
    expect(kept.n).toBe(2);
  });

  it('breaks a tie by a recorded leader decision at the next compute', async () => {
    const f4 = await ratingFixture(t.database, {
      ...base,
      prefix: 'RD',
      userIds: users.slice(0, 2),
      marks: [
        [
          [30, 50],
          [30, 50],
        ],
        [
          [35, 45],
          [25, 55],
        ],
      ],
    });
    await compute(f4.taskId);
    const [a1, a2] = f4.apps;
    expect((await results(f4.taskId)).map((line) => [line.code, line.rank, line.flags])).toEqual([
      [a1.code, 1, ['tie_unresolved']],
      [a2.code, 1, ['tie_unresolved']],
    ]);
    const outside = await api('POST', `/comp/rating/${f4.taskId}/tie-decision`, {
      applicationIds: [a2.id, f1.apps[0].id],
      leaderName: '组长',
      reason: '路演表现',
    });
    expect(outside.msg).toBe(`applications ${f1.apps[0].id} are not judged in review task "RD任务"`);
    const decided = await api('POST', `/comp/rating/${f4.taskId}/tie-decision`, {
      applicationIds: [a2.id, a1.id],
      leaderName: '组长',
      reason: '路演表现',
    });
    expect(decided.data.decisionId).toBeGreaterThan(0);
    const summary = await compute(f4.taskId);
    expect(summary.diff.changes).toHaveLength(2);
    expect((await results(f4.taskId)).map((line) => [line.code, line.rank, line.flags])).toEqual([
      [a2.code, 1, ['tie_broken']],
      [a1.code, 2, ['tie_broken']],
    ]);
  });
});

describe('export, permissions', () => {
  it('exports the results as xlsx with the rows in rank order and the flags in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/rating/${f1.taskId}/export`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
      payload: { versionNo: 1 },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Results');
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Rank',
      'Application code',
      'Project name',
      'Review group',
      'Score',
      'Valid reviews',
      'Spread',
      'Flags',
    ]);
    const [a1, a2, , a4] = f1.apps;
    expect(sheet.getRow(2).getCell(2).value).toBe(a2.code);
    expect(sheet.getRow(2).getCell(5).value).toBe(83.33);
    expect(sheet.getRow(4).getCell(2).value).toBe(a1.code);
    expect(sheet.getRow(5).getCell(2).value).toBe(a4.code);
    expect(sheet.getRow(5).getCell(8).value).toBe('insufficient');
  });

  it('refuses callers without the rating permissions (403)', async () => {
    const expert = await loginAs(t.app, 'expert');
    for (const [method, path] of [
      ['GET', '/comp/rating/tasks?pageNum=1&pageSize=10'],
      ['POST', `/comp/rating/${f1.taskId}/compute`],
      ['POST', `/comp/rating/${f1.taskId}/verify`],
      ['GET', `/comp/rating/${f1.taskId}/results?pageNum=1&pageSize=10`],
      ['GET', `/comp/upgrading/list?pageNum=1&pageSize=10&stageId=${base.stageId}`],
    ] as const) {
      expect({ path, code: (await api(method, path, undefined, expert)).code }).toEqual({ path, code: 403 });
    }
    const tasks = await api('GET', '/comp/rating/tasks?pageNum=1&pageSize=50');
    const listed = tasks.rows.find((row: { taskId: number }) => row.taskId === f1.taskId);
    expect(listed.latest.versionNo).toBe(2);
    expect(listed.submitted).toBe(9);
  });

  it('lets 晋级与评分 alone (comp:upgrading:*) read the task list its stage picker needs, and nothing of the rating page', async () => {
    const promoter = await staffWith(t.app, admin, {
      name: 'promoter',
      perms: (perm) => perm.startsWith('comp:upgrading:'),
      compScope: '1',
    });
    const tasks = await api('GET', '/comp/rating/tasks?pageNum=1&pageSize=50', undefined, promoter.token);
    expect(tasks.code).toBe(200);
    expect(tasks.rows.map((row: { taskId: number }) => row.taskId)).toContain(f1.taskId);
    const stage = await api(
      'GET',
      `/comp/upgrading/list?pageNum=1&pageSize=10&stageId=${base.stageId}`,
      undefined,
      promoter.token,
    );
    expect(stage.code).toBe(200);
    for (const [method, path] of [
      ['GET', `/comp/rating/${f1.taskId}/results?pageNum=1&pageSize=10`],
      ['GET', `/comp/rating/${f1.taskId}/versions`],
      ['POST', `/comp/rating/${f1.taskId}/compute`],
    ] as const) {
      expect({ path, code: (await api(method, path, undefined, promoter.token)).code }).toEqual({ path, code: 403 });
    }
  });
});
