import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { entrantToken } from '../../../../test/entrant-helpers';
import { ratingBase } from '../../../../test/rating-fixtures';
import { cloneApplications } from '../../../../test/taskinfo-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { formatDateTime } from '../../../lib/date-time';
import { SessionStore } from '../../auth/session-store';

// Appeals against roadshow results (docs/appeals.md): the window by the app's clock (refused before
// the results are published, accepted inside, refused after the deadline, the clock moved, never
// slept), one per team and session, the caller's own applications only, a decision once with a
// reason, events append-only, the competition scope. The sessions are set up directly: the roadshow
// module (another area) publishes them.

let t: TestApp;
let admin: Record<string, string>;
let entrant: Record<string, string>;
let competitionId: number;
let stageId: number;
/** 0, 1, 2: the entrant's (2 in Shenzhen); 3: another's. */
let apps: Array<{ id: number; code: string }>;
let sessionId: number;
let otherSessionId: number;
let appealId: number;

const HOUR = 3_600_000;
const content = '我们对路演评分有异议，请复核第三位评委的评分。';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();
const file = (applicationId: number, session = sessionId, text = content) =>
  call(entrant, 'POST', '/portal/appeals', { sessionId: session, applicationId, content: text });

async function insertSession(name: string, taskId: number): Promise<number> {
  const [{ id }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_roadshow_session (competition_id, stage_id, task_id, name, venue, starts_at, pitch_minutes,
          qa_minutes, appeal_hours, status)
        values (${competitionId}, ${stageId}, ${taskId}, ${name}, '一号厅', '2026-01-01 09:00:00', 8, 7, 48, 'closed')
        returning session_id::int as id`,
  );
  for (const [index, app] of apps.entries()) {
    await t.database.exec().execute(sql`insert into comp_roadshow_slot (session_id, entry_id, application_id, order_no)
      select ${id}, entry_id, application_id, ${index + 1} from comp_stage_entry
      where stage_id = ${stageId} and application_id = ${app.id}`);
  }
  return id;
}

/** Moves the clock; sessions age with it, so both callers log in again. */
async function moveClockTo(epochMs: number) {
  t.clock.set(epochMs);
  admin = bearer(await loginAs(t.app, 'admin'));
  entrant = bearer(await entrantToken(t.app));
}

const publish = (session: number, at: string | null, status = 'published') =>
  t.database.exec().execute(sql`update comp_roadshow_session set status = ${status}, results_published_at = ${at}
    where session_id = ${session}`);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  entrant = bearer(await entrantToken(t.app));
  const base = await ratingBase(t.database);
  stageId = base.stageId;
  [{ id: competitionId }] = await rows<{ id: number }>(
    t.database,
    sql`select competition_id::int as id from comp_stage where stage_id = ${stageId}`,
  );
  apps = await cloneApplications(t.database, { sourceId: base.sourceId, count: 4, prefix: 'APL' });
  for (const [index, app] of apps.entries()) {
    await t.database.exec().execute(sql`update comp_application set status = 'approved',
      create_by = ${index < 3 ? 'entrant' : 'admin'},
      region_code = ${index === 2 ? REGION_CODES.nanshan : REGION_CODES.tianhe}
      where application_id = ${app.id}`);
    await t.database
      .exec()
      .execute(
        sql`insert into comp_stage_entry (stage_id, application_id, state) values (${stageId}, ${app.id}, 'scored')`,
      );
  }
  sessionId = await insertSession('申诉测试场', 990001);
  otherSessionId = await insertSession('申诉测试二场', 990002);
});
afterAll(() => t.close());

describe('filing an appeal through the portal', () => {
  it('is refused before the results are published', async () => {
    expect(await file(apps[0].id)).toMatchObject({ code: 500, msg: '该场次的成绩尚未公布，暂不能申诉' });
    // Published, but later than now by the clock.
    await publish(sessionId, formatDateTime(t.clock.now() + HOUR));
    expect(await file(apps[0].id)).toMatchObject({ code: 500, msg: '该场次的成绩尚未公布，暂不能申诉' });
    // The list shows no session before its results are published... and shows it, not yet open, after.
    const listed = await call(entrant, 'GET', '/portal/appeals');
    expect(listed.data.filter((row: { sessionId: number }) => row.sessionId === sessionId)).toHaveLength(3);
    expect(listed.data.every((row: { open: boolean }) => row.open === false)).toBe(true);
    await publish(sessionId, null, 'closed');
    expect((await call(entrant, 'GET', '/portal/appeals')).data).toEqual([]);
  });

  it('is accepted inside the window: submitted, online, the deadline stored, a filed event written', async () => {
    const publishedAt = formatDateTime(t.clock.now());
    await publish(sessionId, publishedAt);
    t.clock.advance(HOUR);
    const deadline = formatDateTime(t.clock.now() - HOUR + 48 * HOUR);
    const answer = await file(apps[0].id);
    expect(answer).toMatchObject({ code: 200, data: { deadlineAt: deadline } });
    appealId = answer.data.appealId;
    const [row] = await rows<Record<string, unknown>>(
      t.database,
      sql`select status, channel, deadline_at::text as deadline, submitted_by as by, content, entry_id::int as entry
          from comp_appeal where appeal_id = ${appealId}`,
    );
    expect(row).toMatchObject({ status: 'submitted', channel: 'online', deadline, by: 'entrant', content });
    const events = await rows<Record<string, unknown>>(
      t.database,
      sql`select kind, status, actor from comp_appeal_event where appeal_id = ${appealId}`,
    );
    expect(events).toEqual([{ kind: 'filed', status: 'submitted', actor: 'entrant' }]);
    // The portal's list: the filed one with its status, the others open with the deadline.
    const listed = (await call(entrant, 'GET', '/portal/appeals')).data as Array<Record<string, unknown>>;
    const mine = listed.find((item) => item.applicationId === apps[0].id);
    expect(mine).toMatchObject({
      sessionId,
      sessionName: '申诉测试场',
      code: apps[0].code,
      resultsPublishedAt: publishedAt,
      deadlineAt: deadline,
      open: false,
      appeal: { appealId, channel: 'online', content, status: 'submitted', decision: null },
    });
    expect(listed.find((item) => item.applicationId === apps[1].id)).toMatchObject({ open: true, appeal: null });
    // Never another entrant's application.
    expect(listed.map((item) => item.applicationId)).not.toContain(apps[3].id);
  });

  it('takes one appeal per team and session', async () => {
    expect(await file(apps[0].id, sessionId, '再次申诉，请重新评分，谢谢组委会。')).toMatchObject({
      code: 500,
      msg: `项目 ${apps[0].code} 已就该场次提交过申诉，每个团队每场只能申诉一次`,
    });
    const [{ count }] = await rows<{ count: number }>(
      t.database,
      sql`select count(*)::int as count from comp_appeal where application_id = ${apps[0].id}`,
    );
    expect(count).toBe(1);
  });

  it("refuses another entrant's application, an application outside the session and short content", async () => {
    expect(await file(apps[3].id)).toMatchObject({ code: 500, msg: '申报不存在' });
    expect(await file(999999999)).toMatchObject({ code: 500, msg: '申报不存在' });
    await t.database
      .exec()
      .execute(
        sql`delete from comp_roadshow_slot where session_id = ${otherSessionId} and application_id = ${apps[1].id}`,
      );
    await publish(otherSessionId, formatDateTime(t.clock.now()));
    expect(await file(apps[1].id, otherSessionId)).toMatchObject({
      code: 500,
      msg: '参数 sessionId 不正确：该项目不在此路演场次中',
    });
    expect((await file(apps[1].id, sessionId, '太短')).msg).toMatch(/^参数 content 不正确/);
    // A staff token is refused by the portal route.
    expect((await call(admin, 'POST', '/portal/appeals', { sessionId, applicationId: apps[1].id, content })).code).toBe(
      401,
    );
  });

  it('accepts at the deadline and refuses after it (the clock moved, not slept)', async () => {
    const [{ published }] = await rows<{ published: string }>(
      t.database,
      sql`select results_published_at::text as published from comp_roadshow_session where session_id = ${sessionId}`,
    );
    const deadline = new Date(published.replace(' ', 'T')).getTime() + 48 * HOUR;
    await moveClockTo(deadline);
    expect((await file(apps[1].id)).code).toBe(200);
    await moveClockTo(deadline + 1000);
    expect(await file(apps[2].id)).toMatchObject({
      code: 500,
      msg: `申诉期已于 ${formatDateTime(deadline)} 截止`,
    });
    const listed = (await call(entrant, 'GET', '/portal/appeals')).data as Array<Record<string, unknown>>;
    expect(listed.find((item) => item.applicationId === apps[2].id && item.sessionId === sessionId)).toMatchObject({
      open: false,
      appeal: null,
    });
  });
});

describe('deciding an appeal', () => {
  it('lists the edition’s appeals with filters, and shows one with its history', async () => {
    const list = await call(admin, 'GET', `/comp/appeal/list?competitionId=${competitionId}&sessionId=${sessionId}`);
    expect(list.total).toBe(2);
    expect(list.rows.map((row: { code: string }) => row.code).sort()).toEqual([apps[0].code, apps[1].code]);
    expect(list.rows[1]).toMatchObject({ appealId, sessionName: '申诉测试场', status: 'submitted', channel: 'online' });
    expect((await call(admin, 'GET', `/comp/appeal/list?competitionId=${competitionId}&status=upheld`)).total).toBe(0);
    const sessions = (await call(admin, 'GET', `/comp/appeal/sessions?competitionId=${competitionId}`)).data;
    expect(sessions.find((row: { sessionId: number }) => row.sessionId === sessionId)).toMatchObject({
      name: '申诉测试场',
      status: 'published',
      appeals: 2,
      pending: 2,
    });
    const detail = (await call(admin, 'GET', `/comp/appeal/${appealId}`)).data;
    expect(detail).toMatchObject({
      appealId,
      content,
      events: [{ kind: 'filed', status: 'submitted', actor: 'entrant' }],
    });
  });

  it('needs a reason and a decision of upheld or dismissed', async () => {
    expect(
      (await call(admin, 'PUT', `/comp/appeal/${appealId}/decide`, { status: 'upheld', reason: ' ' })).msg,
    ).toMatch(/^参数 reason 不正确/);
    expect(
      (await call(admin, 'PUT', `/comp/appeal/${appealId}/decide`, { status: 'submitted', reason: '理由' })).msg,
    ).toMatch(/^参数 status 不正确/);
  });

  it('decides once, with the reason, logging a decided event; a second decision is refused', async () => {
    const decided = await call(admin, 'PUT', `/comp/appeal/${appealId}/decide`, {
      status: 'upheld',
      reason: '经复核，第三位评委漏评一项，解锁重评',
    });
    expect(decided).toMatchObject({
      code: 200,
      data: {
        status: 'upheld',
        decision: '经复核，第三位评委漏评一项，解锁重评',
        decidedBy: 'admin',
        events: [
          { kind: 'filed', status: 'submitted' },
          { kind: 'decided', status: 'upheld', reason: '经复核，第三位评委漏评一项，解锁重评', actor: 'admin' },
        ],
      },
    });
    expect(
      await call(admin, 'PUT', `/comp/appeal/${appealId}/decide`, { status: 'dismissed', reason: '改判' }),
    ).toMatchObject({ code: 500, msg: '该申诉已处理（申诉成立），不能再次处理' });
    expect((await call(admin, 'GET', `/comp/appeal/${appealId}`)).data.events).toHaveLength(2);
    // The entrant sees the decision.
    const listed = (await call(entrant, 'GET', '/portal/appeals')).data as Array<Record<string, unknown>>;
    expect(listed.find((item) => item.applicationId === apps[0].id && item.sessionId === sessionId)).toMatchObject({
      appeal: { status: 'upheld', decision: '经复核，第三位评委漏评一项，解锁重评' },
    });
  });

  it('keeps the events append-only: the database refuses to change or delete one', async () => {
    await expect(
      t.database.exec().execute(sql`update comp_appeal_event set reason = '改写' where appeal_id = ${appealId}`),
    ).rejects.toThrow();
    await expect(
      t.database.exec().execute(sql`delete from comp_appeal_event where appeal_id = ${appealId}`),
    ).rejects.toThrow();
    expect((await call(admin, 'GET', `/comp/appeal/${appealId}`)).data.events).toHaveLength(2);
  });

  it('records an on-site appeal for a live or closed session only', async () => {
    const live = await insertSession('现场申诉场', 990003);
    await publish(live, null, 'planned');
    const body = { sessionId: live, applicationId: apps[3].id, content: '现场申诉：计时器提前结束了我们的陈述。' };
    expect(await call(admin, 'POST', '/comp/appeal/on-site', body)).toMatchObject({
      code: 500,
      msg: '现场申诉只能在路演进行中或结束后、成绩公布前登记',
    });
    await publish(live, null, 'live');
    const recorded = await call(admin, 'POST', '/comp/appeal/on-site', body);
    expect(recorded.code).toBe(200);
    expect((await call(admin, 'GET', `/comp/appeal/${recorded.data.appealId}`)).data).toMatchObject({
      channel: 'on_site',
      submittedBy: 'admin',
      status: 'submitted',
      events: [{ kind: 'filed', actor: 'admin' }],
    });
  });
});

describe('appeals under a competition scope', () => {
  it('shows a region-scoped caller only the appeals of applications in their region', async () => {
    // apps[2] (Shenzhen) appeals in the second session.
    await t.database.exec().execute(sql`insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms like 'comp:schedule:%' on conflict do nothing`);
    await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
    await moveClockTo(t.clock.now() + 100 * HOUR);
    const auditor = bearer(await loginAs(t.app, 'auditor'));
    await publish(otherSessionId, formatDateTime(t.clock.now()));
    const outside = await file(apps[2].id, otherSessionId);
    expect(outside.code).toBe(200);
    const listed = await call(auditor, 'GET', `/comp/appeal/list?competitionId=${competitionId}`);
    expect(listed.rows.map((row: { applicationId: number }) => row.applicationId)).not.toContain(apps[2].id);
    expect(listed.rows.map((row: { applicationId: number }) => row.applicationId)).toContain(apps[0].id);
    expect((await call(auditor, 'GET', `/comp/appeal/${outside.data.appealId}`)).code).toBe(403);
    expect(
      (
        await call(auditor, 'PUT', `/comp/appeal/${outside.data.appealId}/decide`, {
          status: 'dismissed',
          reason: '越权',
        })
      ).code,
    ).toBe(403);
    expect((await call(auditor, 'GET', `/comp/appeal/${appealId}`)).code).toBe(200);
  });
});
