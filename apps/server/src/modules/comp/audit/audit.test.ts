import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows, setConfigValue } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// The demo edition audits at two levels: 区县初审 (role auditor, who works for 广州市 through
// department 102) then 市级复审 (role organiser, all regions).

let t: TestApp;
let admin: Record<string, string>;
let auditor: Record<string, string>;
let organiser: Record<string, string>;
let competitionId: number;
let adultTrack: number;
let industry: string;
let person = 0;

const PLAN = '/profile/upload/2026/11/01/p.pdf';
const DECK = '/profile/upload/2026/11/01/d.pdf';

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

type Method = 'GET' | 'POST' | 'PUT';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

/** A submitted adult application in a region, with its leader's mobile. */
async function submitted(
  regionCode: string,
  mobile = '13700000001',
  projectName = `审核测试${person}`,
): Promise<{ id: number; code: string }> {
  const created = await call(admin, 'POST', '/comp/application', {
    competitionId,
    trackId: adultTrack,
    projectName,
    regionCode,
    leaderName: '审核',
    leaderMobile: mobile,
    leaderIdNumber: idOf('19900101'),
    attachments: [
      { kind: 'business_plan', path: PLAN, fileName: 'p.pdf' },
      { kind: 'pitch_deck', path: DECK, fileName: 'd.pdf' },
    ],
    answers: { industry, summary: '简介' },
  });
  expect(created.code).toBe(200);
  const id = created.data.applicationId;
  expect(
    await call(admin, 'PUT', '/comp/application/transition', { applicationIds: [id], action: 'submit' }),
  ).toMatchObject({
    code: 200,
  });
  return { id, code: created.data.code };
}

const decide = (who: Record<string, string>, body: Record<string, unknown>) =>
  call(who, 'PUT', '/comp/audit/decide', body);
const detail = async (id: number) => (await call(admin, 'GET', `/comp/application/${id}`)).data;
const history = async (id: number) => (await call(admin, 'GET', `/comp/application/${id}/history`)).data;
const deadline = '2026-11-20 18:00:00';

/** Sessions expire with the clock: everyone logs in again after it moves. */
async function logIn(): Promise<void> {
  admin = bearer(await loginAs(t.app, 'admin'));
  auditor = bearer(await loginAs(t.app, 'auditor'));
  organiser = bearer(await loginAs(t.app, 'organiser'));
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  for (const file of [PLAN, DECK]) storeUpload(t.dataDir, file);
  await logIn();
  ({ competitionId, adultTrack, industry } = await demoEdition(t.database));
});
afterAll(() => t.close());

describe('the audit levels', () => {
  it('passes an application through both levels, each decided by its own role, and records each decision', async () => {
    const app = await submitted(REGION_CODES.tianhe, '13700000002');
    const levels = await call(
      auditor,
      'GET',
      `/comp/audit/levels?competitionId=${competitionId}&trackId=${adultTrack}`,
    );
    expect(levels.data.map((l: { levelName: string; canDecide: boolean }) => [l.levelName, l.canDecide])).toEqual([
      ['区县初审', true],
      ['市级复审', false],
    ]);
    const queue = await call(auditor, 'GET', `/comp/audit/list?competitionId=${competitionId}&levelNo=1&pageSize=100`);
    expect(queue.rows.map((row: { applicationId: number }) => row.applicationId)).toContain(app.id);

    // The organiser does not hold the first level's role.
    expect((await decide(organiser, { applicationIds: [app.id], levelNo: 1, decision: 'approve' })).msg).toBe(
      '您不是「区县初审」的审核人，不能在这一级作出审核决定',
    );
    expect(await decide(auditor, { applicationIds: [app.id], levelNo: 1, decision: 'approve' })).toMatchObject({
      code: 200,
      data: { changed: 1 },
    });
    expect(await detail(app.id)).toMatchObject({ status: 'under_audit' });
    // Deciding again at level 1 is refused: it waits at level 2 now.
    expect((await decide(auditor, { applicationIds: [app.id], levelNo: 1, decision: 'approve' })).msg).toBe(
      `申报 ${app.code} 当前状态为「审核中」，不在「区县初审」等待审核`,
    );
    expect(await decide(organiser, { applicationIds: [app.id], levelNo: 2, decision: 'approve' })).toMatchObject({
      code: 200,
    });
    expect(await detail(app.id)).toMatchObject({ status: 'approved' });
    expect(
      (await history(app.id)).map(
        (e: { action: string; toStatus: string; levelNo: number | null; operName: string }) => [
          e.action,
          e.toStatus,
          e.levelNo,
          e.operName,
        ],
      ),
    ).toEqual([
      ['create', 'draft', null, 'admin'],
      ['submit', 'submitted', null, 'admin'],
      ['startAudit', 'under_audit', 1, 'auditor'],
      ['approve', 'under_audit', 1, 'auditor'],
      ['approve', 'approved', 2, 'organiser'],
    ]);
    // The leader was told of the final approval only (a pass to level 2 is not news); messages go
    // out in the background, so the log is read until the row is there.
    const told = () =>
      rows<{ template: string }>(
        t.database,
        sql`select template from sys_sms_log where purpose = 'audit_result' and mobile = '137****0002'`,
      );
    for (let i = 0; i < 100 && (await told()).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await told()).map((row) => row.template)).toEqual(['AUDIT_APPROVED']);
  });

  it('returns with a reason and a deadline, and a resubmission starts again at the first level', async () => {
    const app = await submitted(REGION_CODES.yuexiu, '13700000003');
    await decide(auditor, { applicationIds: [app.id], levelNo: 1, decision: 'approve' });
    expect((await decide(organiser, { applicationIds: [app.id], levelNo: 2, decision: 'return' })).msg).toContain(
      'reason',
    );
    expect(
      (await decide(organiser, { applicationIds: [app.id], levelNo: 2, decision: 'return', reason: '补充材料' })).msg,
    ).toContain('returnDeadline');
    const returned = await decide(organiser, {
      applicationIds: [app.id],
      levelNo: 2,
      decision: 'return',
      reason: '请补充财务预测',
      returnDeadline: deadline,
    });
    expect(returned.code).toBe(200);
    expect(await detail(app.id)).toMatchObject({ status: 'returned', returnCount: 1, returnDeadline: deadline });
    expect((await history(app.id)).at(-1)).toMatchObject({ action: 'return', levelNo: 2, reason: '请补充财务预测' });

    expect(
      await call(admin, 'PUT', '/comp/application/transition', { applicationIds: [app.id], action: 'submit' }),
    ).toMatchObject({ code: 200 });
    const atFirst = await call(
      auditor,
      'GET',
      `/comp/audit/list?competitionId=${competitionId}&levelNo=1&pageSize=100`,
    );
    expect(atFirst.rows.map((row: { applicationId: number }) => row.applicationId)).toContain(app.id);
    expect((await history(app.id)).at(-1)).toMatchObject({ action: 'resubmit', fromStatus: 'returned' });
  });

  it('names what is wrong with a decision wholly in the caller language (zh-CN unless asked)', async () => {
    const app = await submitted(REGION_CODES.yuexiu, '13700000009');
    const ask = async (body: Record<string, unknown>, language?: string) =>
      (
        await t.app.inject({
          method: 'PUT',
          url: '/prod-api/comp/audit/decide',
          headers: language ? { ...auditor, 'accept-language': language } : auditor,
          payload: { applicationIds: [app.id], levelNo: 1, ...body },
        })
      ).json();
    const past = { decision: 'return', reason: '补充材料', returnDeadline: '2020-01-01 00:00:00' };
    expect(await ask({ decision: 'return' })).toMatchObject({ code: 500, msg: '参数 reason 不正确：不能为空' });
    expect(await ask({ decision: 'return' }, 'en-US')).toMatchObject({ msg: 'invalid reason: is required' });
    expect((await ask(past)).msg).toBe('参数 returnDeadline 不正确：须晚于当前时间');
    expect((await ask(past, 'en-US')).msg).toBe('invalid returnDeadline: must be in the future');
    expect((await ask({ decision: 'reject', reason: '不符', reasonCode: 'nope' })).msg).toBe(
      '参数 reasonCode 不正确：须为驳回原因字典（comp_reject_reason）中的原因',
    );
    expect((await ask({ decision: 'approve', levelNo: 9 })).msg).toBe('参数 levelNo 不正确：不是本届大赛的审核级别');
    expect((await ask({ decision: 'approve', levelNo: 9 }, 'en-US')).msg).toBe(
      'invalid levelNo: is not an audit level of the edition',
    );
    expect(await detail(app.id)).toMatchObject({ status: 'submitted' });
  });

  it('can re-enter a resubmission at the returning level, when configured', async () => {
    await setConfigValue(t.database, 'comp.audit.resubmitLevel', 'returning');
    await t.app.inject({ method: 'DELETE', url: '/prod-api/system/config/refreshCache', headers: admin });
    try {
      const app = await submitted(REGION_CODES.tianhe, '13700000004');
      await decide(auditor, { applicationIds: [app.id], levelNo: 1, decision: 'approve' });
      await decide(organiser, {
        applicationIds: [app.id],
        levelNo: 2,
        decision: 'return',
        reason: '改',
        returnDeadline: deadline,
      });
      await call(admin, 'PUT', '/comp/application/transition', { applicationIds: [app.id], action: 'submit' });
      const atSecond = await call(
        organiser,
        'GET',
        `/comp/audit/list?competitionId=${competitionId}&levelNo=2&pageSize=100`,
      );
      expect(atSecond.rows.map((row: { applicationId: number }) => row.applicationId)).toContain(app.id);
    } finally {
      await setConfigValue(t.database, 'comp.audit.resubmitLevel', 'first');
      await t.app.inject({ method: 'DELETE', url: '/prod-api/system/config/refreshCache', headers: admin });
    }
  });

  it('rejects with a reason code of the dictionary, and decides a batch all or none', async () => {
    const one = await submitted(REGION_CODES.tianhe);
    const two = await submitted(REGION_CODES.tianhe);
    expect(
      (
        await decide(auditor, {
          applicationIds: [one.id],
          levelNo: 1,
          decision: 'reject',
          reason: '不符',
          reasonCode: 'nope',
        })
      ).msg,
    ).toContain('reasonCode');
    expect(
      await decide(auditor, {
        applicationIds: [one.id],
        levelNo: 1,
        decision: 'reject',
        reason: '年龄不符',
        reasonCode: 'age',
      }),
    ).toMatchObject({ code: 200 });
    expect((await history(one.id)).at(-1)).toMatchObject({ action: 'reject', reasonCode: 'age', toStatus: 'rejected' });
    // A batch holding a decided application changes nothing.
    const batch = await decide(auditor, { applicationIds: [two.id, one.id], levelNo: 1, decision: 'approve' });
    expect(batch.msg).toContain(one.code);
    expect(await detail(two.id)).toMatchObject({ status: 'submitted' });
    const three = await submitted(REGION_CODES.yuexiu);
    const both = await decide(auditor, {
      applicationIds: [two.id, three.id],
      levelNo: 1,
      decision: 'return',
      reason: '统一退回',
      returnDeadline: deadline,
    });
    expect(both).toMatchObject({ code: 200, data: { changed: 2 } });
  });
});

describe('an auditor of one region', () => {
  it('never sees or decides on another region’s applications, by list or by id', async () => {
    const shenzhen = await submitted(REGION_CODES.nanshan);
    const queue = await call(auditor, 'GET', `/comp/audit/list?competitionId=${competitionId}&levelNo=1&pageSize=500`);
    expect(queue.rows.map((row: { applicationId: number }) => row.applicationId)).not.toContain(shenzhen.id);
    expect(queue.rows.every((row: { regionCode: string }) => row.regionCode.startsWith('4401'))).toBe(true);
    expect((await decide(auditor, { applicationIds: [shenzhen.id], levelNo: 1, decision: 'approve' })).code).toBe(403);
    expect((await call(auditor, 'GET', `/comp/application/${shenzhen.id}`)).code).toBe(403);
    expect(await detail(shenzhen.id)).toMatchObject({ status: 'submitted' });
  });
});

describe('statistics', () => {
  it('count the fixture exactly', async () => {
    // A track of its own, so the counts are this test's only.
    const [{ id: trackId }] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_track (competition_id, track_code, track_name, age_min, team_min, team_max, one_entry)
          values (${competitionId}, 'stat', '统计组', 18, 1, 3, '1') returning track_id::int as id`,
    );
    await t.database.exec().execute(sql`
      insert into comp_group_category (track_id, category_code, category_name, sort) values (${trackId}, 'x', '甲组', 1)`);
    const make = async (regionCode: string, submit: boolean) => {
      const created = await call(admin, 'POST', '/comp/application', {
        competitionId,
        trackId,
        projectName: `统计${person}`,
        regionCode,
        industry,
        leaderName: '统计',
        leaderMobile: '13600000000',
        leaderIdNumber: idOf('19900101'),
      });
      if (submit)
        await call(admin, 'PUT', '/comp/application/transition', {
          applicationIds: [created.data.applicationId],
          action: 'submit',
        });
      return created.data.applicationId as number;
    };
    const a = await make(REGION_CODES.tianhe, true);
    const b = await make(REGION_CODES.tianhe, true);
    await make(REGION_CODES.yuexiu, true);
    await make(REGION_CODES.nanshan, false);
    t.clock.advance(6 * 3_600_000);
    await logIn();
    await decide(auditor, { applicationIds: [a], levelNo: 1, decision: 'approve' });
    await decide(organiser, { applicationIds: [a], levelNo: 2, decision: 'approve' });
    t.clock.advance(4 * 3_600_000);
    await logIn();
    await decide(auditor, { applicationIds: [b], levelNo: 1, decision: 'reject', reason: '不符', reasonCode: 'other' });

    const answer = await call(
      admin,
      'GET',
      `/comp/statistics/summary?competitionId=${competitionId}&trackId=${trackId}`,
    );
    expect(answer.msg).toBe('操作成功');
    const all = answer.data;
    expect(all.total).toBe(4);
    const counts = (list: Array<{ key: string; count: number }>) =>
      Object.fromEntries(list.map((r) => [r.key, r.count]));
    expect(counts(all.byStatus)).toEqual({ approved: 1, rejected: 1, submitted: 1, draft: 1 });
    expect(counts(all.byRegion)).toEqual({
      [REGION_CODES.tianhe]: 2,
      [REGION_CODES.yuexiu]: 1,
      [REGION_CODES.nanshan]: 1,
    });
    expect(all.byRegion[0]).toMatchObject({ name: '天河区', count: 2 });
    expect(counts(all.byIndustry)).toEqual({ [industry]: 4 });
    expect(all.byOrganisation).toEqual([{ key: '', name: '未填写', count: 4 }]);
    expect(all.daily).toEqual([{ date: '2026-11-01', submitted: 3, decided: 3 }]);
    // a: submitted at 02:00, approved at 08:00 (6 h); b: rejected at 12:00 (10 h).
    expect(all.turnaround).toEqual({ decided: 2, medianHours: 8, p90Hours: 9.6 });

    // The auditor of 广州市 sees the Guangzhou ones only.
    const mine = (
      await call(auditor, 'GET', `/comp/statistics/summary?competitionId=${competitionId}&trackId=${trackId}`)
    ).data;
    expect(mine.total).toBe(3);
    expect(counts(mine.byRegion)).toEqual({ [REGION_CODES.tianhe]: 2, [REGION_CODES.yuexiu]: 1 });

    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/statistics/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `competitionId=${competitionId}&trackId=${trackId}`,
    });
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the demo edition', () => {
  it('has its submitted applications waiting at the first level', async () => {
    const levels = await call(admin, 'GET', `/comp/audit/levels?competitionId=${competitionId}`);
    expect(levels.data[0].pending).toBeGreaterThanOrEqual(6);
    const demo = await call(
      admin,
      'GET',
      `/comp/audit/list?competitionId=${competitionId}&levelNo=1&projectName=${encodeURIComponent('冷链')}`,
    );
    expect(demo.rows.map((row: { projectName: string }) => row.projectName)).toEqual(['农产品冷链共享仓']);
  });
});

describe('a decision for all that match the filter', () => {
  it('answers the count first, then decides only when the confirmed count still matches', async () => {
    const first = await submitted(REGION_CODES.tianhe, '13700000041', '批量通过甲');
    const second = await submitted(REGION_CODES.yuexiu, '13700000042', '批量通过乙');
    const ask = (who: Record<string, string>, extra: Record<string, unknown> = {}) =>
      call(who, 'PUT', '/comp/audit/decide-matching', {
        filters: { competitionId, trackId: adultTrack, projectName: '批量通过' },
        levelNo: 1,
        decision: 'approve',
        ...extra,
      });

    // No confirmed count: how many match, nothing changes.
    expect(await ask(auditor)).toMatchObject({ code: 200, data: { matching: 2, changed: 0 } });
    // A count other than the one that matches now is refused, in the caller's language.
    expect((await ask(auditor, { expected: 1 })).msg).toBe(
      '符合筛选条件的申报现有 2 项，与确认时的 1 项不同，请刷新后重新确认',
    );
    // The level's role is still required.
    expect((await ask(organiser, { expected: 2 })).msg).toBe('您不是「区县初审」的审核人，不能在这一级作出审核决定');
    expect(await detail(first.id)).toMatchObject({ status: 'submitted' });

    expect(await ask(auditor, { expected: 2 })).toMatchObject({ code: 200, data: { matching: 2, changed: 2 } });
    for (const app of [first, second]) expect(await detail(app.id)).toMatchObject({ status: 'under_audit' });
    // They wait at the next level now: nothing matches at the first.
    expect(await ask(auditor)).toMatchObject({ data: { matching: 0, changed: 0 } });
    expect(await ask(organiser, { levelNo: 2 })).toMatchObject({ data: { matching: 2, changed: 0 } });
  });
});
