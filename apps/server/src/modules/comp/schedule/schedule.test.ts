import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { ratingBase } from '../../../../test/rating-fixtures';
import { readOutbox } from '../../../../test/sms-outbox';
import { cloneApplications } from '../../../../test/taskinfo-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TEST_APP_SECRET } from '../../../../test/test-secret';
import { PersonalDataCipher } from '../../../lib/personal-data';
import { SessionStore } from '../../auth/session-store';

// Schedule items (docs/schedule.md): validation naming the field, the edition's stages only, the
// list's filters, public items only on the portal (no staff columns), the edit's answer and the
// notification's recipients: the stage's entries or the edition's teams, drafts and teams that left
// out, one message per number, internal items and repeated notices refused.

let t: TestApp;
let admin: Record<string, string>;
let editionId: number;
let stageId: number;
let registrationStageId: number;
let otherStageId: number;
let otherEditionId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, who = admin) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

const form = (extra: Record<string, unknown> = {}) => ({
  competitionId: editionId,
  title: '复赛路演',
  kind: 'roadshow',
  startsAt: '2032-05-10 09:00',
  endsAt: '2032-05-10 17:30',
  location: '广州国际会议中心',
  isPublic: true,
  ...extra,
});

async function add(extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await call('POST', '/comp/schedule', form(extra));
  expect(answer.code, answer.msg).toBe(200);
  return answer.data.itemId;
}

const MOBILES = { a: '13900000101', c: '13900000103', d: '13900000104', e: '13900000105' };

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  // An edition of its own, open (in progress), with a registration and a judging stage.
  [{ id: editionId }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_competition (competition_name, edition_year, status) values ('赛程测试届次', 2032, 'in_progress')
        returning competition_id::int as id`,
  );
  const stage = async (kind: string, name: string, seq: number) => {
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_stage (competition_id, stage_kind, stage_name, seq, start_at, end_at)
          values (${editionId}, ${kind}, ${name}, ${seq}, '2032-01-01 00:00:00', '2032-12-31 23:59:59')
          returning stage_id::int as id`,
    );
    return id;
  };
  registrationStageId = await stage('registration', '赛程报名', 1);
  stageId = await stage('preliminary', '赛程初赛', 2);
  // A stage of another edition.
  otherStageId = (await ratingBase(t.database)).stageId;
  [{ id: otherEditionId }] = await rows<{ id: number }>(
    t.database,
    sql`select competition_id::int as id from comp_stage where stage_id = ${otherStageId}`,
  );
  // Five teams: a, b (approved, b led by a's number), c (submitted), d (withdrawn), e (draft).
  const apps = await cloneApplications(t.database, {
    sourceId: (await ratingBase(t.database)).sourceId,
    count: 5,
    prefix: 'SCH',
  });
  const cipher = new PersonalDataCipher(TEST_APP_SECRET);
  const specs: Array<[string, string]> = [
    ['approved', MOBILES.a],
    ['approved', MOBILES.a],
    ['submitted', MOBILES.c],
    ['withdrawn', MOBILES.d],
    ['draft', MOBILES.e],
  ];
  for (const [index, [status, mobile]] of specs.entries()) {
    await t.database.exec().execute(sql`update comp_application set competition_id = ${editionId}, status = ${status},
      leader_mobile_enc = ${cipher.seal('mobile', mobile)} where application_id = ${apps[index].id}`);
  }
  // The judging stage's entries: a, c and the withdrawn d.
  for (const index of [0, 2, 3]) {
    await t.database
      .exec()
      .execute(sql`insert into comp_stage_entry (stage_id, application_id) values (${stageId}, ${apps[index].id})`);
  }
});
afterAll(() => t.close());

describe('schedule items: validation', () => {
  it('refuses an end before the start, naming endsAt', async () => {
    const answer = await call('POST', '/comp/schedule', form({ endsAt: '2032-05-10 08:59' }));
    expect(answer).toMatchObject({ code: 500, msg: '参数 endsAt 不正确：结束时间不能早于开始时间' });
  });

  it('refuses a stage of another edition, naming stageId', async () => {
    const answer = await call('POST', '/comp/schedule', form({ stageId: otherStageId }));
    expect(answer).toMatchObject({ code: 500, msg: `参数 stageId 不正确：阶段 ${otherStageId} 不属于本届大赛` });
  });

  it('refuses a kind outside the list, a long title, a link that is not http(s) and a malformed time', async () => {
    expect((await call('POST', '/comp/schedule', form({ kind: 'party' }))).msg).toMatch(/^参数 kind 不正确/);
    expect((await call('POST', '/comp/schedule', form({ title: '长'.repeat(101) }))).msg).toMatch(/^参数 title 不正确/);
    expect((await call('POST', '/comp/schedule', form({ title: '  ' }))).msg).toMatch(/^参数 title 不正确/);
    expect((await call('POST', '/comp/schedule', form({ location: '地'.repeat(201) }))).msg).toMatch(
      /^参数 location 不正确/,
    );
    expect((await call('POST', '/comp/schedule', form({ onlineLink: 'ftp://example.org/x' }))).msg).toBe(
      '参数 onlineLink 不正确：须为以 http:// 或 https:// 开头的链接',
    );
    expect(
      (await call('POST', '/comp/schedule', form({ onlineLink: `https://example.org/${'x'.repeat(500)}` }))).msg,
    ).toMatch(/^参数 onlineLink 不正确/);
    expect((await call('POST', '/comp/schedule', form({ startsAt: '2032-5-10' }))).msg).toBe(
      '参数 startsAt 不正确：时间格式应为 yyyy-MM-dd HH:mm',
    );
    // Nothing was written.
    expect((await call('GET', `/comp/schedule/list?competitionId=${editionId}`)).total).toBe(0);
  });
});

describe('schedule items: list, get, edit, remove', () => {
  it("lists the edition's stages for the filter and the form", async () => {
    const stages = (await call('GET', `/comp/schedule/stages?competitionId=${editionId}`)).data;
    expect(stages).toEqual([
      { stageId: registrationStageId, stageName: '赛程报名', stageKind: 'registration', trackName: null },
      { stageId, stageName: '赛程初赛', stageKind: 'preliminary', trackName: null },
    ]);
  });

  it('adds, lists by start with filters, and removes all or none', async () => {
    const later = await add({ title: '决赛', kind: 'final', startsAt: '2032-06-01 09:00', endsAt: '2032-06-01 18:00' });
    const earlier = await add({
      title: '初赛培训',
      kind: 'training',
      stageId,
      startsAt: '2032-04-01 09:00',
      endsAt: '2032-04-02 12:00',
      isPublic: false,
      location: '',
      onlineLink: 'https://meeting.example.org/abc',
    });
    const list = await call('GET', `/comp/schedule/list?competitionId=${editionId}`);
    expect(list.total).toBe(2);
    expect(list.rows.map((row: { title: string }) => row.title)).toEqual(['初赛培训', '决赛']);
    expect(list.rows[0]).toMatchObject({
      itemId: earlier,
      stageId,
      stageName: '赛程初赛',
      kind: 'training',
      startsAt: '2032-04-01 09:00:00',
      endsAt: '2032-04-02 12:00:00',
      location: null,
      onlineLink: 'https://meeting.example.org/abc',
      isPublic: false,
      notifiedAt: null,
      createBy: 'admin',
    });
    const titles = async (query: string) =>
      (await call('GET', `/comp/schedule/list?competitionId=${editionId}&${query}`)).rows.map(
        (row: { title: string }) => row.title,
      );
    expect(await titles(`stageId=${stageId}`)).toEqual(['初赛培训']);
    expect(await titles('kind=final')).toEqual(['决赛']);
    expect(await titles('isPublic=1')).toEqual(['决赛']);
    expect(await titles('isPublic=0')).toEqual(['初赛培训']);
    // Items overlapping the days: the training runs on 04-02 too.
    expect(await titles('from=2032-04-02&to=2032-04-30')).toEqual(['初赛培训']);
    expect(await titles('from=2032-04-03')).toEqual(['决赛']);
    expect(await titles('to=2032-03-31')).toEqual([]);
    // One unknown id refuses the whole batch.
    expect((await call('DELETE', `/comp/schedule/${earlier},999999999`)).code).toBe(403);
    expect((await call('GET', `/comp/schedule/${earlier}`)).code).toBe(200);
    expect((await call('DELETE', `/comp/schedule/${earlier},${later}`)).code).toBe(200);
    expect((await call('GET', `/comp/schedule/list?competitionId=${editionId}`)).total).toBe(0);
  });

  it('answers whether the teams should be told: a public item whose time or place changed', async () => {
    const itemId = await add({ stageId });
    const item = (await call('GET', `/comp/schedule/${itemId}`)).data;
    expect(item.teams).toBe(2);
    const edit = (extra: Record<string, unknown>) => call('PUT', '/comp/schedule', form({ itemId, stageId, ...extra }));
    // The description alone: nothing to tell.
    expect((await edit({ description: '请提前 30 分钟到场' })).data).toEqual({ affectsTeams: false, teams: 0 });
    expect((await edit({ startsAt: '2032-05-11 09:00', endsAt: '2032-05-11 17:30' })).data).toEqual({
      affectsTeams: true,
      teams: 2,
    });
    // An internal item never affects the teams.
    expect((await edit({ location: '深圳会展中心', isPublic: false })).data).toEqual({ affectsTeams: false, teams: 0 });
    // Becoming public does.
    expect((await edit({ location: '深圳会展中心', isPublic: true })).data).toEqual({ affectsTeams: true, teams: 2 });
    // Moving an item to another edition is refused.
    const other = await call('PUT', '/comp/schedule', { ...form({ itemId }), competitionId: otherEditionId });
    expect(other).toMatchObject({
      code: 500,
      msg: '参数 competitionId 不正确：赛程“复赛路演”属于另一届大赛，不能改到本届',
    });
    await call('DELETE', `/comp/schedule/${itemId}`);
  });
});

describe('schedule items: notifying the teams', () => {
  const sentTo = (purpose: string) => readOutbox(t.dataDir).filter((line) => line.purpose === purpose);

  it("texts the judging stage's counting entries once, and refuses a second notice of the same change", async () => {
    const itemId = await add({ stageId, title: '初赛路演', startsAt: '2032-05-20 09:00', endsAt: '2032-05-20 18:00' });
    const before = sentTo('schedule_change').length;
    const answer = await call('POST', `/comp/schedule/${itemId}/notify`);
    expect(answer).toMatchObject({ code: 200, data: { teams: 2, sent: 2 } });
    await expect.poll(() => sentTo('schedule_change').length).toBe(before + 2);
    const lines = sentTo('schedule_change').slice(before);
    expect(lines.map((line) => line.mobile).sort()).toEqual([MOBILES.a, MOBILES.c]);
    expect(lines[0].params).toEqual({ event: '初赛路演', time: '2032-05-20 09:00', place: '广州国际会议中心' });
    expect(lines[0].text).toBe(
      '大赛赛程变更：「初赛路演」改于 2032-05-20 09:00 在广州国际会议中心举行，请按新时间参加。',
    );
    const notified = (await call('GET', `/comp/schedule/${itemId}`)).data.notifiedAt;
    expect(notified).not.toBeNull();
    const again = await call('POST', `/comp/schedule/${itemId}/notify`);
    expect(again).toMatchObject({
      code: 500,
      msg: `参赛团队已于 ${notified} 收到赛程“初赛路演”当前时间和地点的通知`,
    });
    // A change of time clears it: the teams may be told again.
    await call(
      'PUT',
      '/comp/schedule',
      form({ itemId, stageId, title: '初赛路演', startsAt: '2032-05-21 09:00', endsAt: '2032-05-21 18:00' }),
    );
    expect((await call('GET', `/comp/schedule/${itemId}`)).data.notifiedAt).toBeNull();
    expect((await call('POST', `/comp/schedule/${itemId}/notify`)).data).toEqual({ teams: 2, sent: 2 });
    await expect.poll(() => sentTo('schedule_change').length).toBe(before + 4);
  });

  it("texts the edition's teams for an edition-wide or non-judging-stage item: one message per number", async () => {
    for (const extra of [{}, { stageId: registrationStageId }]) {
      const itemId = await add({
        title: '颁奖典礼',
        kind: 'award_ceremony',
        location: null,
        onlineLink: 'https://live.example.org/a',
        ...extra,
      });
      const before = sentTo('schedule_change').length;
      // a, b and c count (d withdrew, e is a draft); a and b share a leader's number.
      expect((await call('POST', `/comp/schedule/${itemId}/notify`)).data).toEqual({ teams: 3, sent: 2 });
      await expect.poll(() => sentTo('schedule_change').length).toBe(before + 2);
      const lines = sentTo('schedule_change').slice(before);
      expect(lines.map((line) => line.mobile).sort()).toEqual([MOBILES.a, MOBILES.c]);
      expect(lines[0].params.place).toBe('https://live.example.org/a');
    }
  });

  it('refuses to notify about an internal item, and sends nothing', async () => {
    const itemId = await add({ title: '评审会议', kind: 'online_review', isPublic: false });
    const before = readOutbox(t.dataDir).length;
    expect(await call('POST', `/comp/schedule/${itemId}/notify`)).toMatchObject({
      code: 500,
      msg: '赛程“评审会议”为内部安排，不向参赛团队发送通知',
    });
    expect(readOutbox(t.dataDir).length).toBe(before);
    expect((await call('GET', `/comp/schedule/${itemId}`)).data.notifiedAt).toBeNull();
  });
});

describe('schedule items on the portal', () => {
  it("answers an open edition's public items by start, never internal ones or staff columns", async () => {
    const [{ count }] = await rows<{ count: number }>(
      t.database,
      sql`select count(*)::int as count from comp_schedule_item where competition_id = ${editionId} and is_public = '1'`,
    );
    const early = await add({ title: '公开早场', startsAt: '2032-01-05 09:00', endsAt: '2032-01-05 10:00' });
    await add({ title: '内部早场', startsAt: '2032-01-04 09:00', endsAt: '2032-01-04 10:00', isPublic: false });
    const res = await t.app.inject({ method: 'GET', url: `/prod-api/portal/schedule?competitionId=${editionId}` });
    const answer = res.json();
    expect(answer.code).toBe(200);
    expect(answer.data).toHaveLength(count + 1);
    expect(answer.data[0]).toEqual({
      itemId: early,
      competitionId: editionId,
      stageName: null,
      title: '公开早场',
      kind: 'roadshow',
      startsAt: '2032-01-05 09:00:00',
      endsAt: '2032-01-05 10:00:00',
      location: '广州国际会议中心',
      onlineLink: null,
      description: null,
    });
    expect(answer.data.map((item: { title: string }) => item.title)).not.toContain('内部早场');
    const starts = answer.data.map((item: { startsAt: string }) => item.startsAt);
    expect(starts).toEqual([...starts].sort());
    // An edition that is not open shows nothing.
    await t.database
      .exec()
      .execute(sql`update comp_competition set status = 'draft' where competition_id = ${editionId}`);
    const closed = (
      await t.app.inject({ method: 'GET', url: `/prod-api/portal/schedule?competitionId=${editionId}` })
    ).json();
    expect(closed.data).toEqual([]);
    await t.database
      .exec()
      .execute(sql`update comp_competition set status = 'in_progress' where competition_id = ${editionId}`);
  });
});

describe('schedule items: permissions and scope', () => {
  it('refuses a caller without the permission, and an edition outside the caller’s scope', async () => {
    const expert = bearer(await loginAs(t.app, 'expert'));
    expect((await call('GET', `/comp/schedule/list?competitionId=${editionId}`, undefined, expert)).code).toBe(403);
    // The auditor (region scope) with the schedule permissions sees no application of this edition.
    await t.database.exec().execute(sql`insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms like 'comp:schedule:%' on conflict do nothing`);
    await new SessionStore({ database: t.database, cache: t.cache, clock: t.clock }).bumpEpoch();
    const auditor = bearer(await loginAs(t.app, 'auditor'));
    const itemId = await add({ title: '范围外' });
    expect((await call('GET', `/comp/schedule/list?competitionId=${editionId}`, undefined, auditor)).code).toBe(403);
    expect((await call('GET', `/comp/schedule/${itemId}`, undefined, auditor)).code).toBe(403);
    expect((await call('POST', `/comp/schedule/${itemId}/notify`, undefined, auditor)).code).toBe(403);
    expect((await call('DELETE', `/comp/schedule/${itemId}`, undefined, auditor)).code).toBe(403);
    expect((await call('GET', `/comp/schedule/${itemId}`)).code).toBe(200);
  });
});
