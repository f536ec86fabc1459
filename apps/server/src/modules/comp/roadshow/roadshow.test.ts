import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { callEn, type Method } from '../../../../test/coi-fixtures';
import { type RatingFixture, ratingBase, ratingFixture } from '../../../../test/rating-fixtures';
import { grantScoring, userIdOf } from '../../../../test/scoring-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { formatDateTime } from '../../../lib/date-time';
import { seededShuffle } from '../../../lib/seeded-random';
import { publishedRoadshowsOf, roadshowForAppeals } from './roadshow.api';

// Roadshows (docs/roadshow.md) through the API: sessions bound to a task, the seeded draw and the
// manual order, check-in and absence, the controls' state machine with the stale stamp, the live
// rules of scoring, the board's numbers, the presenter, the experts' live sessions, close voiding
// absentees, publish needing a computed result, and permissions.

let t: TestApp;
let admin: string;
let expert: string;
let other: string;
let expertId: number;
let otherId: number;
let competitionId: number;
let live: RatingFixture;
let board: RatingFixture;
let sessionId: number;
/** A session over a task judged by the expert alone. */
let editedId: number;

const call = (token: string, method: Method, path: string, payload?: object) => callEn(t, token, method, path, payload);
const asAdmin = (method: Method, path: string, payload?: object) => call(admin, method, path, payload);
const data = async (method: Method, path: string, payload?: object) => {
  const answer = await asAdmin(method, path, payload);
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer.data;
};
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

const form = (fixture: RatingFixture, extra: object = {}) => ({
  competitionId,
  stageId: fixture.stageId,
  taskId: fixture.taskId,
  name: '复赛路演一场',
  venue: '一号报告厅',
  startsAt: '2026-01-02 09:00',
  pitchMinutes: 8,
  qaMinutes: 5,
  ...extra,
});

const detail = () => data('GET', `/comp/roadshow/${sessionId}`);
const slotOf = async (applicationId: number) =>
  (await detail()).slots.find((slot: { applicationId: number }) => slot.applicationId === applicationId);
const control = (action: string, extra: object = {}) =>
  asAdmin('POST', `/comp/roadshow/${sessionId}/control`, { action, ...extra });
const stamp = async () => (await data('GET', `/comp/roadshow/${sessionId}/stamp`)).stamp as string;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  await grantScoring(t);
  expertId = await userIdOf(t.database, 'expert');
  otherId = await userIdOf(t.database, 'expert01');
  await t.database
    .exec()
    .execute(sql`insert into sys_user_role (user_id, role_id) values (${otherId}, 4) on conflict do nothing`);
  expert = await loginAs(t.app, 'expert');
  other = await loginAs(t.app, 'expert01');
  const base = await ratingBase(t.database);
  const [stage] = await rows<{ id: number }>(
    t.database,
    sql`select competition_id::int as id from comp_stage where stage_id = ${base.stageId}`,
  );
  competitionId = stage.id;
  const none = [null, null];
  live = await ratingFixture(t.database, {
    prefix: 'RSL',
    sourceId: base.sourceId,
    stageId: base.stageId,
    userIds: [expertId, otherId],
    marks: [none, none, none, none],
    status: 'published',
  });
  // Board numbers: B1 80 and 100 (mean 90), B2 90 and 90 (90, tied), B3 50 and nothing, B4 nothing.
  board = await ratingFixture(t.database, {
    prefix: 'RSB',
    sourceId: base.sourceId,
    stageId: base.stageId,
    userIds: [expertId, otherId],
    marks: [
      [
        [30, 50],
        [40, 60],
      ],
      [
        [40, 50],
        [35, 55],
      ],
      [[20, 30], null],
      [null, null],
    ],
    status: 'in_progress',
  });
});
afterAll(() => t.close());

describe('sessions', () => {
  it('refuses a task that is not a published task of the stage, naming taskId', async () => {
    const bad = await asAdmin('POST', '/comp/roadshow', form(live, { taskId: 999999 }));
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('taskId');
    expect(bad.msg).toContain('999999');
  });

  it('adds a session with one slot per application of the live assignments, unordered', async () => {
    sessionId = (await data('POST', '/comp/roadshow', form(live))).sessionId;
    const session = await detail();
    expect(session).toMatchObject({
      status: 'planned',
      phase: 'idle',
      scoringMode: 'live',
      appealHours: 48,
      startsAt: '2026-01-02 09:00:00',
      slots: expect.any(Array),
      draw: null,
      currentSlotId: null,
    });
    expect(session.slots.map((slot: { applicationId: number }) => slot.applicationId)).toEqual(
      live.apps.map((app) => app.id),
    );
    expect(session.slots.every((slot: { orderNo: number | null }) => slot.orderNo === null)).toBe(true);
    const listed = await asAdmin('GET', `/comp/roadshow/list?competitionId=${competitionId}`);
    expect(listed.rows.find((row: { sessionId: number }) => row.sessionId === sessionId)).toMatchObject({
      slots: 4,
      checkedIn: 0,
      taskName: 'RSL任务',
      appealDeadline: null,
    });
  });

  it('refuses a second session on the same task, naming taskId', async () => {
    const again = await asAdmin('POST', '/comp/roadshow', form(live, { name: '第二场' }));
    expect(again.msg).toContain('taskId');
    expect(again.msg).toContain('复赛路演一场');
  });
});

describe('editing', () => {
  it('rebuilds the slots when a planned session changes its task, and refuses experts', async () => {
    const id = (await data('POST', '/comp/roadshow', form(board, { name: '换任务场次' }))).sessionId;
    await data('POST', `/comp/roadshow/${id}/draw`, { seed: 'edit' });
    expect((await call(expert, 'PUT', '/comp/roadshow', { ...form(board), sessionId: id })).code).toBe(403);
    expect((await call(expert, 'POST', `/comp/roadshow/${id}/control`, { action: 'start' })).code).toBe(403);
    // Another task of two applications: the slots follow it, the order is cleared.
    const small = await ratingFixture(t.database, {
      prefix: 'RSE',
      sourceId: board.apps[0].id,
      stageId: board.stageId,
      userIds: [expertId],
      marks: [[null], [null]],
      status: 'published',
    });
    const before = (await data('GET', `/comp/roadshow/${id}/stamp`)).stamp;
    await data('PUT', '/comp/roadshow', { ...form(small), sessionId: id, name: '换任务场次', venue: '三号厅' });
    expect((await data('GET', `/comp/roadshow/${id}/stamp`)).stamp).not.toBe(before);
    const session = await data('GET', `/comp/roadshow/${id}`);
    expect(session).toMatchObject({ taskId: small.taskId, venue: '三号厅', draw: null });
    expect(
      session.slots.map((slot: { applicationId: number; orderNo: number | null }) => [
        slot.applicationId,
        slot.orderNo,
      ]),
    ).toEqual([
      [small.apps[0].id, null],
      [small.apps[1].id, null],
    ]);
    editedId = id;
    // It was drawn: its history keeps it.
    expect((await asAdmin('DELETE', `/comp/roadshow/${id}`)).msg).toContain('换任务场次');
  });
});

describe('the order', () => {
  it('draws reproducibly from a seed over the slots in id order, recorded with the candidates', async () => {
    const ids = live.apps.map((app) => app.id);
    const first = await data('POST', `/comp/roadshow/${sessionId}/draw`, { seed: 'roadshow-seed-1' });
    expect(first.candidates).toEqual(sorted(ids));
    expect(first.order).toEqual(seededShuffle(sorted(ids), 'roadshow-seed-1'));
    expect(first).toMatchObject({ method: 'random', seed: 'roadshow-seed-1', reproduced: true, drawnBy: 'admin' });
    const again = await data('POST', `/comp/roadshow/${sessionId}/draw`, { seed: 'roadshow-seed-1' });
    expect(again.order).toEqual(first.order);
    const otherSeed = await data('POST', `/comp/roadshow/${sessionId}/draw`, { seed: 'roadshow-seed-2' });
    expect(otherSeed.order).toEqual(seededShuffle(sorted(ids), 'roadshow-seed-2'));
    expect(otherSeed.order).not.toEqual(first.order);
    const random = await data('POST', `/comp/roadshow/${sessionId}/draw`, {});
    expect(random.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(random.order).toEqual(seededShuffle(sorted(ids), random.seed));
    // The slots follow the last draw; the list is newest first, each recomputed from its seed.
    const session = await detail();
    expect(session.draw.drawId).toBe(random.drawId);
    expect(session.slots.map((slot: { applicationId: number }) => slot.applicationId)).toEqual(random.order);
    expect(session.slots.map((slot: { orderNo: number }) => slot.orderNo)).toEqual([1, 2, 3, 4]);
    const draws = await data('GET', `/comp/roadshow/${sessionId}/draws`);
    expect(draws.map((draw: { drawId: number }) => draw.drawId)).toEqual([
      random.drawId,
      otherSeed.drawId,
      again.drawId,
      first.drawId,
    ]);
    expect(draws.every((draw: { reproduced: boolean }) => draw.reproduced)).toBe(true);
  });

  it('sets the order by hand: every application once, with a reason, as a manual draw', async () => {
    const [a1, a2, a3, a4] = live.apps.map((app) => app.id);
    const missing = await asAdmin('PUT', `/comp/roadshow/${sessionId}/order`, {
      applicationIds: [a1, a2, a3],
      reason: '调整',
    });
    expect(missing.msg).toContain('applicationIds');
    const twice = await asAdmin('PUT', `/comp/roadshow/${sessionId}/order`, {
      applicationIds: [a1, a2, a3, a3],
      reason: '调整',
    });
    expect(twice.msg).toContain('applicationIds');
    const noReason = await asAdmin('PUT', `/comp/roadshow/${sessionId}/order`, { applicationIds: [a1, a2, a3, a4] });
    expect(noReason.code).toBe(500);
    const manual = await data('PUT', `/comp/roadshow/${sessionId}/order`, {
      applicationIds: [a1, a2, a3, a4],
      reason: '评委要求按编号顺序',
    });
    expect(manual).toMatchObject({ method: 'manual', seed: null, reproduced: null, reason: '评委要求按编号顺序' });
    expect(manual.order).toEqual([a1, a2, a3, a4]);
    expect((await detail()).slots.map((slot: { applicationId: number }) => slot.applicationId)).toEqual([
      a1,
      a2,
      a3,
      a4,
    ]);
  });
});

describe('check-in, absence and the controls', () => {
  it('needs a reason for an absence; an absent team cannot check in until the absence is undone', async () => {
    const [, a2, a3] = live.apps;
    const s2 = await slotOf(a2.id);
    const s3 = await slotOf(a3.id);
    const noReason = await asAdmin('PUT', `/comp/roadshow/slot/${s2.slotId}/absent`, { absent: true });
    expect(noReason.msg).toContain('reason');
    expect(
      (await asAdmin('PUT', `/comp/roadshow/slot/${s2.slotId}/absent`, { absent: true, reason: '请假' })).code,
    ).toBe(200);
    const refused = await asAdmin('PUT', `/comp/roadshow/slot/${s2.slotId}/check-in`, { checkedIn: true });
    expect(refused.msg).toContain(a2.code);
    // Undo and redo: the event log keeps both.
    await data('PUT', `/comp/roadshow/slot/${s3.slotId}/absent`, { absent: true, reason: '误登记' });
    await data('PUT', `/comp/roadshow/slot/${s3.slotId}/absent`, { absent: false });
    expect(await slotOf(a3.id)).toMatchObject({ absent: false, absentReason: null });
    // A check-in can be undone before the team presents.
    await data('PUT', `/comp/roadshow/slot/${s3.slotId}/check-in`, { checkedIn: true });
    expect((await slotOf(a3.id)).checkedInAt).toBe(formatDateTime(t.clock.now()));
    await data('PUT', `/comp/roadshow/slot/${s3.slotId}/check-in`, { checkedIn: false });
    expect((await slotOf(a3.id)).checkedInAt).toBeNull();
    const events = await data('GET', `/comp/roadshow/${sessionId}/events`);
    expect(
      events.slice(-5).map((event: { kind: string; code: string; actor: string }) => [event.kind, event.code]),
    ).toEqual([
      ['absent', a2.code],
      ['absent', a3.code],
      ['absent_undo', a3.code],
      ['check_in', a3.code],
      ['check_in_undo', a3.code],
    ]);
    expect(events.at(-1)).toMatchObject({ actor: 'admin', slotId: s3.slotId });
  });

  it('starts only with an order, refuses a stale stamp, and `next` skips the absent and the not checked in', async () => {
    const [a1, a2, a3, a4] = live.apps;
    for (const app of [a1, a3])
      await data('PUT', `/comp/roadshow/slot/${(await slotOf(app.id)).slotId}/check-in`, { checkedIn: true });
    const before = await stamp();
    expect((await control('next')).msg).toContain('复赛路演一场');
    const started = await control('start', { stamp: before });
    expect(started.code).toBe(200);
    // The console that saw the old stamp cannot move the session again.
    const stale = await control('next', { stamp: before });
    expect(stale.code).toBe(500);
    expect(stale.msg).toBe('the session changed meanwhile (another console?): reload and try again');
    expect(
      (await data('POST', `/comp/roadshow/${sessionId}/draw`, {}).catch((error: Error) => error.message)) as string,
    ).toContain('has started');
    expect((await control('next', { stamp: started.data.stamp })).code).toBe(200);
    let session = await detail();
    expect(session).toMatchObject({ status: 'live', phase: 'pitch', currentSlotId: (await slotOf(a1.id)).slotId });
    expect(session.phaseStartedAt).toBe(formatDateTime(t.clock.now()));
    // a2 absent and a4 not checked in: next goes to a3.
    t.clock.advance(60_000);
    await control('next');
    session = await detail();
    expect(session.currentSlotId).toBe((await slotOf(a3.id)).slotId);
    expect((await slotOf(a1.id)).finishedAt).toBe(formatDateTime(t.clock.now()));
    // The absent one cannot present; the presented one cannot become absent.
    const present = await control('present', { slotId: (await slotOf(a2.id)).slotId });
    expect(present.msg).toContain(a2.code);
    const absent = await asAdmin('PUT', `/comp/roadshow/slot/${(await slotOf(a1.id)).slotId}/absent`, {
      absent: true,
      reason: '迟到',
    });
    expect(absent.msg).toContain(a1.code);
    // Phases of the current project.
    expect((await control('qa')).code).toBe(200);
    expect((await detail()).phase).toBe('qa');
    expect((await control('scoring')).code).toBe(200);
    // a4 checks in late: the presenter's next is a4.
    await data('PUT', `/comp/roadshow/slot/${(await slotOf(a4.id)).slotId}/check-in`, { checkedIn: true });
    const presenter = await data('GET', `/comp/roadshow/${sessionId}/presenter`);
    expect(presenter).toMatchObject({
      status: 'live',
      phase: 'scoring',
      current: { code: a3.code, orderNo: 3 },
      next: { code: a4.code, orderNo: 4 },
      presented: 2,
      total: 3,
      pitchMinutes: 8,
      qaMinutes: 5,
      serverNow: formatDateTime(t.clock.now()),
    });
  });

  it('applies the live rules to the experts: current first, not presented and absent projects refused', async () => {
    const [a1, a2, a3, a4] = live.apps;
    const scoring = (app: { id: number }, tail = '') => `/comp/scoring/${live.taskId}/${app.id}${tail}`;
    const notYet = await call(expert, 'GET', scoring(a4));
    expect(notYet.msg).toBe(`project ${a4.code} has not presented yet: it can be scored once it has`);
    const away = await call(expert, 'GET', scoring(a2));
    expect(away.msg).toBe(`project ${a2.code} was absent from the roadshow and cannot be scored`);
    const view = await call(expert, 'GET', scoring(a3));
    expect(view.code).toBe(200);
    expect(view.data.previous).toBeNull();
    expect(view.data.next).toMatchObject({ applicationId: a1.id });
    const tasks = await call(expert, 'GET', '/comp/scoring/mine/tasks');
    expect(tasks.data.find((task: { taskId: number }) => task.taskId === live.taskId).nextApplicationId).toBe(a3.id);
    // A save of a not-presented project is refused too; the current one saves and moves the stamp.
    await call(expert, 'POST', scoring(a3, '/statement'));
    await call(expert, 'POST', scoring(a4, '/statement'));
    const early = await call(expert, 'PUT', scoring(a4, '/sheet'), { items: { innovation: { value: 30 } } });
    expect(early.msg).toContain(a4.code);
    const before = await stamp();
    const saved = await call(expert, 'PUT', scoring(a3, '/sheet'), { items: { innovation: { value: 30 } } });
    expect(saved.code).toBe(200);
    const after = await stamp();
    expect(after).not.toBe(before);
    expect(after.split('.')[0]).toBe(before.split('.')[0]);
    // The expert's live context: the current project and the draft.
    const mine = await call(expert, 'GET', '/comp/roadshow/mine/live');
    expect(mine.data).toEqual([
      {
        sessionId,
        taskId: live.taskId,
        name: '复赛路演一场',
        venue: '一号报告厅',
        phase: 'scoring',
        current: { applicationId: a3.id, code: a3.code, projectName: expect.any(String), orderNo: 3, sheet: 'draft' },
        stamp: after,
      },
    ]);
    // The expert polls the stamp of a session they score in, but not the staff views.
    expect((await call(expert, 'GET', `/comp/roadshow/${sessionId}/stamp`)).data.stamp).toBe(after);
    expect((await call(expert, 'GET', `/comp/roadshow/${sessionId}/board`)).code).toBe(403);
    expect((await call(other, 'GET', `/comp/roadshow/${editedId}/stamp`)).code).toBe(403);
    expect((await call(expert, 'GET', `/comp/roadshow/${editedId}/stamp`)).code).toBe(200);
  });

  it('hides the project name from the expert when the task hides names', async () => {
    await t.database
      .exec()
      .execute(sql`update comp_review_task set blind = '{"names":true,"organisations":true,"members":true,"fileNames":true}'::jsonb
        where task_id = ${live.taskId}`);
    const mine = await call(other, 'GET', '/comp/roadshow/mine/live');
    expect(mine.data[0].current).toMatchObject({ code: live.apps[2].code, projectName: null, sheet: 'none' });
    await t.database
      .exec()
      .execute(sql`update comp_review_task set blind = '{"names":false,"organisations":false,"members":false,"fileNames":false}'::jsonb
        where task_id = ${live.taskId}`);
  });

  it('closes only when every checked-in team presented; the absentees are voided; publish needs a result', async () => {
    const [a1, a2, a3, a4] = live.apps;
    const pending = await control('close');
    expect(pending.msg).toContain(a4.code);
    await control('next');
    expect((await detail()).currentSlotId).toBe((await slotOf(a4.id)).slotId);
    // Nothing left: next leaves no current project.
    await control('next');
    expect(await detail()).toMatchObject({ currentSlotId: null, phase: 'idle' });
    expect((await control('close')).code).toBe(200);
    expect((await detail()).status).toBe('closed');
    const voided = await rows<{ application_id: number; status: string; voided_reason: string | null }>(
      t.database,
      sql`select application_id::int, status, voided_reason from comp_review_assignment
          where task_id = ${live.taskId} order by application_id, user_id`,
    );
    expect(voided.filter((row) => row.application_id === a2.id).map((row) => [row.status, row.voided_reason])).toEqual([
      ['voided', '路演缺席'],
      ['voided', '路演缺席'],
    ]);
    expect(voided.filter((row) => row.application_id !== a2.id).every((row) => row.status !== 'voided')).toBe(true);
    expect((await control('next')).msg).toContain('is not live');
    // Publish: the task must be computed first.
    const early = await asAdmin('POST', `/comp/roadshow/${sessionId}/publish`);
    expect(early.msg).toBe('the review task "RSL任务" has no computed result yet: nothing to publish');
    // Results flow into rating like any task: the absentee has no valid sheet.
    for (const app of [a1, a3, a4]) {
      for (const userId of [expertId, otherId]) {
        await t.database.exec().execute(sql`
          insert into comp_score_sheet (assignment_id, status, total, items, revision_count, update_time)
          select assignment_id, 'submitted', 70, '{"innovation":{"value":30},"market":{"value":40}}'::jsonb, 1, now()
          from comp_review_assignment where task_id = ${live.taskId} and application_id = ${app.id} and user_id = ${userId}
          on conflict (assignment_id) do update set status = 'submitted', total = 70`);
      }
    }
    await t.database
      .exec()
      .execute(
        sql`update comp_review_assignment set status = 'submitted' where task_id = ${live.taskId} and status <> 'voided'`,
      );
    expect((await asAdmin('POST', `/comp/taskinfo/${live.taskId}/close`)).code).toBe(200);
    expect((await asAdmin('POST', `/comp/rating/${live.taskId}/compute`)).code).toBe(200);
    const results = await asAdmin('GET', `/comp/rating/${live.taskId}/results`);
    const absentee = results.rows.find((row: { applicationId: number }) => row.applicationId === a2.id);
    expect(absentee?.validSheets ?? 0).toBe(0);
    t.clock.advance(60_000);
    expect((await asAdmin('POST', `/comp/roadshow/${sessionId}/publish`)).code).toBe(200);
    const session = await detail();
    const at = formatDateTime(t.clock.now());
    expect(session).toMatchObject({
      status: 'published',
      resultsPublishedAt: at,
      appealDeadline: formatDateTime(t.clock.now() + 48 * 3_600_000),
    });
    // What appeals read through roadshow.api.
    const forAppeals = await roadshowForAppeals(t.database, sessionId);
    expect(forAppeals).toMatchObject({
      status: 'published',
      taskId: live.taskId,
      resultsPublishedAt: at,
      appealHours: 48,
      appealDeadline: formatDateTime(t.clock.now() + 48 * 3_600_000),
    });
    expect(forAppeals?.slots.filter((slot) => slot.absent).map((slot) => slot.applicationId)).toEqual([a2.id]);
    expect(await publishedRoadshowsOf(t.database, a1.id)).toEqual([sessionId]);
    expect(await publishedRoadshowsOf(t.database, board.apps[0].id)).toEqual([]);
    const kinds = (await data('GET', `/comp/roadshow/${sessionId}/events`)).map(
      (event: { kind: string }) => event.kind,
    );
    expect(kinds.slice(-2)).toEqual(['close', 'publish']);
    // Nothing changes once closed.
    expect((await asAdmin('PUT', '/comp/roadshow', { ...form(live), sessionId, name: '改名' })).msg).toContain(
      'closed',
    );
  });
});

describe('the board', () => {
  it('shows each expert score, the submitted count, the mean and ranks sharing ties (1, 1, 3)', async () => {
    const id = (await data('POST', '/comp/roadshow', form(board, { name: '看板场次', scoringMode: 'open' }))).sessionId;
    const answer = await data('GET', `/comp/roadshow/${id}/board`);
    expect(answer.experts.map((expertRow: { userId: number }) => expertRow.userId).sort()).toEqual(
      [expertId, otherId].sort(),
    );
    const columns = answer.experts.map((expertRow: { userId: number }) => expertRow.userId);
    const totalsOf = (scores: Array<{ userId: number; total: number | null; status: string }>) =>
      [expertId, otherId].map((userId) => {
        const score = scores[columns.indexOf(userId)];
        return [score.total, score.status];
      });
    expect(
      answer.rows.map(
        (row: {
          code: string;
          submitted: number;
          expected: number;
          mean: number | null;
          provisionalRank: number | null;
        }) => [row.code, row.submitted, row.expected, row.mean, row.provisionalRank],
      ),
    ).toEqual([
      [board.apps[0].code, 2, 2, 90, 1],
      [board.apps[1].code, 2, 2, 90, 1],
      [board.apps[2].code, 1, 2, 50, 3],
      [board.apps[3].code, 0, 2, null, null],
    ]);
    expect(totalsOf(answer.rows[0].scores)).toEqual([
      [80, 'submitted'],
      [100, 'submitted'],
    ]);
    expect(totalsOf(answer.rows[2].scores)).toEqual([
      [50, 'submitted'],
      [null, 'none'],
    ]);
    // Open scoring mode: nothing is refused to the experts.
    expect((await call(expert, 'GET', `/comp/scoring/${board.taskId}/${board.apps[3].id}`)).code).toBe(200);
  });

  it('removes a planned session without history, and refuses one that was drawn', async () => {
    const [drawn] = (await asAdmin('GET', `/comp/roadshow/list?competitionId=${competitionId}&status=published`)).rows;
    expect((await asAdmin('DELETE', `/comp/roadshow/${drawn.sessionId}`)).msg).toContain('复赛路演一场');
    const planned = (await asAdmin('GET', `/comp/roadshow/list?competitionId=${competitionId}&status=planned`)).rows;
    expect(planned.map((row: { name: string }) => row.name).sort()).toEqual(['换任务场次', '看板场次'].sort());
    const open = planned.find((row: { name: string }) => row.name === '看板场次');
    expect((await asAdmin('DELETE', `/comp/roadshow/${open.sessionId}`)).code).toBe(200);
    expect((await asAdmin('GET', `/comp/roadshow/${open.sessionId}`)).code).toBe(403);
  });
});
