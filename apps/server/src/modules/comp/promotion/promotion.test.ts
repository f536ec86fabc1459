import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { callEn, type Method } from '../../../../test/coi-fixtures';
import { type RatingFixture, ratingBase, ratingFixture, userIdsOf } from '../../../../test/rating-fixtures';
import { readOutbox } from '../../../../test/sms-outbox';
import { staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Promotion batches (docs/promotion.md) through the API: rules, the preview against the draft,
// overrides, the approval separation, the lifecycle through an upheld objection, amending and a
// re-publish, finalization by the task (next-stage entries, eliminated entries, the leaders' SMS),
// revoke, and the competition scope.

let t: TestApp;
let admin: string;
let organiser: string;
let approver: string;
let stageId: number;
let semiStageId: number;
let f: RatingFixture;
const DAY = 86_400_000;

const as = (token: string) => (method: Method, path: string, payload?: object) =>
  callEn(t, token, method, path, payload);
const api = (method: Method, path: string, payload?: object) => callEn(t, admin, method, path, payload);
const topN = (n: number) => ({ scope: 'stage', method: 'top_n', n, tiesAtCut: 'decide' });

// Totals (innovation + market) per expert; means: P2 83.33, P3 80, P1 73.33, P4 56.67, P5 36.67.
const MARKS: [number, number][][] = [
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
  [
    [25, 45],
    [30, 50],
    [35, 55],
  ],
  [
    [20, 30],
    [25, 35],
    [20, 40],
  ],
  [
    [10, 20],
    [15, 25],
    [10, 30],
  ],
];
let codes: string[];

interface Decision {
  decisionId: number;
  code: string;
  entryId: number;
  finalResult: string;
  proposedResult: string;
  rank: number | null;
  reason: string | null;
}

async function decisions(batchId: number): Promise<Decision[]> {
  const answer = await api('GET', `/comp/upgrading/batch/${batchId}/decisions?pageNum=1&pageSize=50`);
  expect(answer.code).toBe(200);
  return answer.rows;
}
const byCode = (list: Decision[], code: string) => list.find((d) => d.code === code) as Decision;
const batchOf = async (batchId: number) => (await api('GET', `/comp/upgrading/batch/${batchId}`)).data;
const ok = (answer: { code: number; msg?: string }) => {
  expect(answer).toMatchObject({ code: 200 });
  return answer;
};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  organiser = await loginAs(t.app, 'organiser');
  const base = await ratingBase(t.database);
  stageId = base.stageId;
  const users = await userIdsOf(t.database, ['expert01', 'expert02', 'expert03']);
  f = await ratingFixture(t.database, {
    ...base,
    prefix: 'PR',
    userIds: users,
    marks: MARKS,
    status: 'closed',
  });
  codes = f.apps.map((app) => app.code);
  // Judged applications passed the audit (the clones start as their source, submitted).
  await t.database.exec().execute(sql`update comp_application set status = 'approved' where code like 'PR-%'`);
  const computed = await api('POST', `/comp/rating/${f.taskId}/compute`);
  expect(computed.data).toMatchObject({ provisional: false, ranked: 5 });
  const [semi] = await rows<{ id: number }>(
    t.database,
    sql`select s.stage_id::int as id from comp_stage s join comp_stage me on me.competition_id = s.competition_id
          and me.track_id = s.track_id
        where me.stage_id = ${stageId} and s.stage_kind = 'semi_final'`,
  );
  semiStageId = semi.id;
  approver = (
    await staffWith(t.app, admin, {
      name: 'approver1',
      perms: (perm) => perm.startsWith('comp:upgrading:') || perm.startsWith('comp:notice:'),
      compScope: '1',
    })
  ).token;
});

afterAll(async () => {
  await t?.close();
});

describe('rules', () => {
  it('answers the defaults until saved, and takes only the methods of its purpose, naming method', async () => {
    const fresh = (await api('GET', `/comp/upgrading/rule/${stageId}?purpose=promotion`)).data;
    expect(fresh).toMatchObject({ saved: false, rule: { scope: 'stage', method: 'top_n', n: 10 } });
    expect((await api('GET', `/comp/upgrading/rule/${stageId}?purpose=award`)).data.rule.method).toBe('award_counts');

    const wrong = await api('PUT', `/comp/upgrading/rule/${stageId}?purpose=promotion`, { method: 'award_counts' });
    expect(wrong.code).toBe(500);
    expect(wrong.msg).toContain('method');
    const wrongAward = await api('PUT', `/comp/upgrading/rule/${stageId}?purpose=award`, topN(3));
    expect(wrongAward.msg).toContain('method');
    const missing = await api('PUT', `/comp/upgrading/rule/${stageId}?purpose=promotion`, { method: 'threshold' });
    expect(missing.msg).toContain('threshold');

    ok(await api('PUT', `/comp/upgrading/rule/${stageId}?purpose=promotion`, topN(3)));
    const saved = (await api('GET', `/comp/upgrading/rule/${stageId}?purpose=promotion`)).data;
    expect(saved).toMatchObject({ saved: true, updateBy: 'admin', rule: { n: 3 } });

    const [registration] = await rows<{ id: number }>(
      t.database,
      sql`select s.stage_id::int as id from comp_stage s join comp_stage me on me.competition_id = s.competition_id
          where me.stage_id = ${stageId} and s.stage_kind = 'registration'`,
    );
    expect((await api('GET', `/comp/upgrading/rule/${registration.id}`)).msg).toContain('not a judging stage');
  });

  it('refuses a draft while no task of the stage has a final result version, and a promotion from a last stage', async () => {
    const [teen] = await rows<{ id: number; final: number }>(
      t.database,
      sql`select s.stage_id::int as id,
            (select f.stage_id::int from comp_stage f where f.track_id = s.track_id and f.stage_kind = 'final') as final
          from comp_stage s join comp_stage me on me.competition_id = s.competition_id
          where me.stage_id = ${stageId} and s.track_id <> me.track_id and s.stage_kind = 'preliminary'`,
    );
    const none = await api('POST', '/comp/upgrading/batch', { stageId: teen.id, title: '无成绩', rule: topN(2) });
    expect(none.msg).toContain('has a final result version yet');
    const preview = await api('POST', '/comp/upgrading/preview', { stageId: teen.id, rule: topN(2) });
    expect(preview.data).toMatchObject({ total: 0, tasksWithoutResults: [] });
    const last = await api('POST', '/comp/upgrading/batch', { stageId: teen.final, title: '决赛晋级', rule: topN(2) });
    expect(last.msg).toContain('nothing to promote into');
  });
});

describe('preview and the approval separation', () => {
  let batchId: number;

  it('previews exactly what a draft then stores, with who moves against the saved rule', async () => {
    const preview = await api('POST', '/comp/upgrading/preview', { stageId, rule: topN(2) });
    expect(preview.code).toBe(200);
    const [p1, p2, p3, p4, p5] = codes;
    expect(preview.data.summary).toMatchObject({ entries: 5, promoted: 2, eliminated: 3, undecided: 0 });
    // The saved rule (top 3) takes P1 as well: it moves out.
    expect(preview.data.movedOut.map((row: { code: string }) => row.code)).toEqual([p1]);
    expect(preview.data.movedIn).toEqual([]);
    expect(preview.data.tasksWithoutResults).toEqual([]);
    const previewed = preview.data.rows.map((row: Decision) => [row.code, row.finalResult, row.rank]);
    expect(previewed).toEqual([
      [p2, 'promoted', 1],
      [p3, 'promoted', 2],
      [p1, 'eliminated', 3],
      [p4, 'eliminated', 4],
      [p5, 'eliminated', 5],
    ]);
    const filtered = await api('POST', '/comp/upgrading/preview', {
      stageId,
      rule: topN(2),
      filter: { result: 'promoted' },
    });
    expect(filtered.data.total).toBe(2);

    const drafted = await api('POST', '/comp/upgrading/batch', { stageId, title: '初赛晋级（管理员）', rule: topN(2) });
    expect(drafted.code).toBe(200);
    batchId = drafted.data.batchId;
    const stored = await decisions(batchId);
    expect(stored.map((row) => [row.code, row.finalResult, row.rank])).toEqual(previewed);
    expect(stored.every((row) => row.proposedResult === row.finalResult)).toBe(true);
    // One live batch per stage and purpose.
    const again = await api('POST', '/comp/upgrading/batch', { stageId, title: '再来一个', rule: topN(2) });
    expect(again.msg).toContain('already has batch');
    const batch = await batchOf(batchId);
    expect(batch).toMatchObject({
      status: 'draft',
      draftedBy: 'admin',
      nextStageId: semiStageId,
      counts: { entries: 5, promoted: 2, eliminated: 3 },
    });
    expect(batch.versions).toHaveLength(1);
  });

  it('refuses the administrator approving a batch they drafted; another approver may; revoke withdraws its notice', async () => {
    ok(await api('PUT', `/comp/upgrading/batch/${batchId}/submit`));
    const self = await api('PUT', `/comp/upgrading/batch/${batchId}/approve`);
    expect(self.msg).toBe('you cannot approve a batch you drafted or changed');
    const zh = await t.app.inject({
      method: 'PUT',
      url: `/prod-api/comp/upgrading/batch/${batchId}/approve`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh-CN' },
    });
    expect(zh.json().msg).toBe('不能审批自己起草或调整的批次');
    // Returned with a reason, submitted again, approved by the organiser (neither drafter nor changer).
    ok(await as(organiser)('PUT', `/comp/upgrading/batch/${batchId}/return`, { reason: '请核对名单' }));
    expect(await batchOf(batchId)).toMatchObject({ status: 'draft', returnReason: '请核对名单' });
    ok(await api('PUT', `/comp/upgrading/batch/${batchId}/submit`));
    ok(await as(organiser)('PUT', `/comp/upgrading/batch/${batchId}/approve`));
    const published = await api('PUT', `/comp/upgrading/batch/${batchId}/publish`, { noticeTitle: '初赛晋级名单' });
    expect(published.code).toBe(200);
    expect((await api('GET', `/comp/notice/${published.data.noticeId}`)).data.status).toBe('published');

    expect((await api('PUT', `/comp/upgrading/batch/${batchId}/revoke`, { reason: '' })).code).toBe(500);
    ok(await api('PUT', `/comp/upgrading/batch/${batchId}/revoke`, { reason: '规则有误，重新起草' }));
    expect(await batchOf(batchId)).toMatchObject({ status: 'revoked', revokedBy: 'admin' });
    expect((await api('GET', `/comp/notice/${published.data.noticeId}`)).data.status).toBe('withdrawn');
    const events = (await api('GET', `/comp/upgrading/batch/${batchId}/events`)).data;
    expect(events.map((event: { action: string }) => event.action)).toEqual([
      'drafted',
      'submitted',
      'returned',
      'submitted',
      'approved',
      'published',
      'revoked',
    ]);
    expect((await api('PUT', `/comp/upgrading/batch/${batchId}/revoke`, { reason: '再撤' })).msg).toContain(
      'is revoked',
    );
  });
});

describe('the lifecycle through an upheld objection, amending and a re-publish', () => {
  let batchId: number;
  let publicityId: number;
  const organiserApi = () => as(organiser);

  it('drafts as the organiser; an override is logged; the drafter and the changer cannot approve', async () => {
    const drafted = await organiserApi()('POST', '/comp/upgrading/batch', {
      stageId,
      title: '初赛晋级',
      rule: topN(2),
    });
    expect(drafted.code).toBe(200);
    batchId = drafted.data.batchId;
    const [p1] = codes;
    const list = await decisions(batchId);
    const target = byCode(list, p1);
    const noReason = await api('PUT', `/comp/upgrading/batch/${batchId}/decision/${target.decisionId}`, {
      result: 'promoted',
    });
    expect(noReason.msg).toContain('reason');
    const awarded = await api('PUT', `/comp/upgrading/batch/${batchId}/decision/${target.decisionId}`, {
      result: 'awarded',
      reason: '试试',
    });
    expect(awarded.msg).toContain('does not apply to this promotion batch');
    ok(
      await api('PUT', `/comp/upgrading/batch/${batchId}/decision/${target.decisionId}`, {
        result: 'promoted',
        reason: '复核后加入',
      }),
    );
    const after = byCode(await decisions(batchId), p1);
    expect(after).toMatchObject({
      finalResult: 'promoted',
      proposedResult: 'eliminated',
      overrideReason: '复核后加入',
    });
    const events = (await api('GET', `/comp/upgrading/batch/${batchId}/events`)).data;
    expect(events[1]).toMatchObject({
      action: 'overridden',
      by: 'admin',
      detail: {
        before: { result: 'eliminated', levelId: null },
        after: { result: 'promoted', levelId: null },
        reason: '复核后加入',
      },
    });
    ok(await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/submit`));
    // The organiser drafted it, the administrator changed it last: neither may approve.
    expect((await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/approve`)).msg).toContain('cannot approve');
    expect((await api('PUT', `/comp/upgrading/batch/${batchId}/approve`)).msg).toContain('cannot approve');
    // Nothing is edited outside draft or amending.
    expect(
      (
        await api('PUT', `/comp/upgrading/batch/${batchId}/decision/${target.decisionId}`, {
          result: 'eliminated',
          reason: '再改',
        })
      ).msg,
    ).toContain('is pending approval');
    ok(await as(approver)('PUT', `/comp/upgrading/batch/${batchId}/approve`));
    expect(await batchOf(batchId)).toMatchObject({ status: 'approved', approvedBy: 'approver1' });
  });

  it('publishes a notice with the list and a 公示 window; an upheld objection moves the batch to amending', async () => {
    const published = await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/publish`, {
      noticeTitle: '初赛晋级名单公示',
      preface: '以下项目晋级复赛。',
      workingDays: 5,
    });
    expect(published.code).toBe(200);
    publicityId = published.data.publicityId;
    const notice = (await api('GET', `/comp/notice/${published.data.noticeId}`)).data;
    expect(notice).toMatchObject({ noticeKind: 'publication', status: 'published', title: '初赛晋级名单公示' });
    const [p1, p2, p3, p4] = codes;
    for (const code of [p1, p2, p3]) expect(notice.body).toContain(code);
    expect(notice.body).not.toContain(p4);
    expect(notice.body).toContain('<table>');
    expect(await batchOf(batchId)).toMatchObject({ status: 'in_publicity', round: 1, publicityStatus: 'open' });

    const entries = (await api('GET', `/comp/publicity/${publicityId}/entries`)).data;
    expect(entries.map((entry: { code: string }) => entry.code)).toEqual([p2, p3, p1]);
    // An objection may name a listed entry only.
    const objection = (applicationId: number) => ({
      submitterType: 'individual',
      realName: '张三丰',
      mobile: '13800138000',
      content: '该项目涉嫌抄袭',
      attachments: [],
      applicationId,
    });
    const notListed = await api('POST', `/comp/publicity/${publicityId}/objection`, objection(f.apps[3].id));
    expect(notListed.code).toBe(500);
    const added = await api('POST', `/comp/publicity/${publicityId}/objection`, objection(f.apps[0].id));
    expect(added.code).toBe(200);
    const objectionId = added.data.objectionId;
    expect((await api('PUT', `/comp/upgrading/batch/${batchId}/finalize`)).msg).toContain('runs until');
    ok(await api('PUT', `/comp/objection/${objectionId}/handle`, { action: 'accept' }));
    ok(await api('PUT', `/comp/objection/${objectionId}/handle`, { action: 'uphold', resolution: '经核实属实' }));
    expect(await batchOf(batchId)).toMatchObject({ status: 'amending' });
    const actions = (await api('GET', `/comp/upgrading/batch/${batchId}/events`)).data.map(
      (event: { action: string }) => event.action,
    );
    expect(actions.slice(-2)).toEqual(['objection_upheld', 'amending']);
  });

  it('amends, is approved and published again; finalizing waits for the window and open objections; the task finalizes', async () => {
    const [p1, p2, p3, p4, p5] = codes;
    // A redraft keeps the override of an entry still present.
    ok(await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/redraft`, { rule: topN(2) }));
    const target = byCode(await decisions(batchId), p1);
    expect(target).toMatchObject({ finalResult: 'promoted', proposedResult: 'eliminated' });
    ok(
      await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/decision/${target.decisionId}`, {
        result: 'eliminated',
        reason: '异议成立，取消晋级',
      }),
    );
    ok(await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/submit`));
    ok(await as(approver)('PUT', `/comp/upgrading/batch/${batchId}/approve`));
    const first = (await batchOf(batchId)).noticeId;
    const again = await organiserApi()('PUT', `/comp/upgrading/batch/${batchId}/publish`, {
      noticeTitle: '初赛晋级名单公示（更正）',
    });
    expect(again.code).toBe(200);
    expect((await api('GET', `/comp/notice/${first}`)).data.status).toBe('withdrawn');
    expect(await batchOf(batchId)).toMatchObject({ status: 'in_publicity', round: 2 });
    const window = again.data.publicityId;
    const entries = (await api('GET', `/comp/publicity/${window}/entries`)).data;
    expect(entries.map((entry: { code: string }) => entry.code)).toEqual([p2, p3]);

    // An objection under investigation holds the batch even after the window closed.
    const added = await api('POST', `/comp/publicity/${window}/objection`, {
      submitterType: 'individual',
      realName: '李四光',
      mobile: '13800138001',
      content: '名次有疑问',
      attachments: [],
      applicationId: f.apps[1].id,
    });
    ok(await api('PUT', `/comp/objection/${added.data.objectionId}/handle`, { action: 'accept' }));
    t.clock.advance(30 * DAY);
    // Sessions expire with the clock: log in again.
    admin = await loginAs(t.app, 'admin');
    organiser = await loginAs(t.app, 'organiser');
    expect((await batchOf(batchId)).publicityStatus).toBe('closed');
    expect((await api('PUT', `/comp/upgrading/batch/${batchId}/finalize`)).msg).toContain(
      '1 objections of the window are still received or under investigation',
    );
    ok(
      await api('PUT', `/comp/objection/${added.data.objectionId}/handle`, {
        action: 'dismiss',
        resolution: '名次无误',
      }),
    );

    // The seeded job (comp.finalizePromotions, every minute) finalizes it.
    const [job] = await rows<{ id: number }>(
      t.database,
      sql`select job_id::int as id from sys_job where invoke_target = 'comp.finalizePromotions' and status = '0'`,
    );
    expect(await t.app.scheduler.runNow(job.id)).toBe(true);
    await expect.poll(async () => (await batchOf(batchId)).status).toBe('finalized');

    const states = await rows<{ code: string; state: string }>(
      t.database,
      sql`select a.code, e.state from comp_stage_entry e join comp_application a using (application_id)
          where e.stage_id = ${stageId} and a.code like 'PR-%' order by a.code`,
    );
    expect(states.map((row) => [row.code, row.state])).toEqual([
      [p1, 'eliminated'],
      [p2, 'promoted'],
      [p3, 'promoted'],
      [p4, 'eliminated'],
      [p5, 'eliminated'],
    ]);
    const next = await rows<{ code: string; state: string; group: number | null }>(
      t.database,
      sql`select a.code, e.state, e.review_group_id as group from comp_stage_entry e join comp_application a using (application_id)
          where e.stage_id = ${semiStageId} order by a.code`,
    );
    expect(next).toEqual([
      { code: p2, state: 'pending', group: null },
      { code: p3, state: 'pending', group: null },
    ]);
    // The eliminated applications have their final result; the promoted ones go on.
    const statuses = await rows<{ code: string; status: string }>(
      t.database,
      sql`select code, status from comp_application where code like 'PR-%' order by code`,
    );
    expect(statuses.map((row) => row.status)).toEqual([
      'eliminated',
      'approved',
      'approved',
      'eliminated',
      'eliminated',
    ]);
    // Ready for the next stage's grouping: 项目分组 lists them.
    const listed = await api('GET', `/comp/grouping/entries?stageId=${semiStageId}&pageNum=1&pageSize=50`);
    expect(listed.rows.map((row: { code: string }) => row.code).sort()).toEqual([p2, p3]);

    // One message per team leader: 晋级 into 复赛, or 未晋级.
    await expect.poll(() => readOutbox(t.dataDir).filter((line) => line.purpose === 'promotion_result').length).toBe(5);
    const sent = readOutbox(t.dataDir).filter((line) => line.purpose === 'promotion_result');
    expect(sent.map((line) => line.params.code).sort()).toEqual([...codes].sort());
    const p2Line = sent.find((line) => line.params.code === p2);
    expect(p2Line?.params).toMatchObject({ result: '晋级', stage: '复赛' });
    expect(sent.find((line) => line.params.code === p1)?.params.result).toBe('未晋级');

    const actions = (await api('GET', `/comp/upgrading/batch/${batchId}/events`)).data.map(
      (event: { action: string }) => event.action,
    );
    expect(actions.slice(-7)).toEqual([
      'amending',
      'redrafted',
      'overridden',
      'submitted',
      'approved',
      'published',
      'finalized',
    ]);
    expect((await api('PUT', `/comp/upgrading/batch/${batchId}/revoke`, { reason: '晚了' })).msg).toContain(
      'is finalized',
    );
  });
});

describe('an award batch', () => {
  it('awards by level with a special level given by hand, publishes an award list and writes the awards', async () => {
    admin = await loginAs(t.app, 'admin');
    approver = await loginAs(t.app, 'approver1', 'Next2026x');
    const [level] = await rows<{ competition: number; track: number }>(
      t.database,
      sql`select competition_id::int as competition, track_id::int as track from comp_stage where stage_id = ${stageId}`,
    );
    const levels = await rows<{ id: number; name: string }>(
      t.database,
      sql`insert into comp_award_level (competition_id, track_id, name, kind, rank_order, count)
          values (${level.competition}, ${level.track}, '金奖', 'ranked', 1, 1),
                 (${level.competition}, null, '银奖', 'ranked', 2, 1),
                 (${level.competition}, null, '星火特别奖', 'special', 9, null)
          returning level_id::int as id, name`,
    );
    const special = levels.find((row) => row.name === '星火特别奖')?.id as number;
    const rule = { scope: 'stage', method: 'award_counts' };
    expect(
      (await api('POST', '/comp/upgrading/batch', { stageId, title: '奖项', rule: topN(2), purpose: 'award' })).msg,
    ).toContain('method');
    const drafted = await api('POST', '/comp/upgrading/batch', {
      stageId,
      title: '成人组奖项',
      rule,
      purpose: 'award',
    });
    expect(drafted.code).toBe(200);
    const batchId = drafted.data.batchId;
    expect((await batchOf(batchId)).nextStageId).toBeNull();
    const [, , , p4] = codes;
    const target = byCode(await decisions(batchId), p4);
    const url = `/comp/upgrading/batch/${batchId}/decision/${target.decisionId}`;
    expect((await api('PUT', url, { result: 'promoted', reason: '试试' })).msg).toContain(
      'does not apply to this award batch',
    );
    expect((await api('PUT', url, { result: 'awarded', reason: '赞助商评选' })).msg).toContain('levelId');
    ok(await api('PUT', url, { result: 'awarded', levelId: special, reason: '赞助商评选' }));
    ok(await api('PUT', `/comp/upgrading/batch/${batchId}/submit`));
    ok(await as(approver)('PUT', `/comp/upgrading/batch/${batchId}/approve`));
    const published = await api('PUT', `/comp/upgrading/batch/${batchId}/publish`, { noticeTitle: '成人组获奖名单' });
    expect(published.code).toBe(200);
    const awarded = (await decisions(batchId)).filter((row) => row.finalResult === 'awarded');
    expect(awarded.map((row) => row.code)).toContain(p4);
    const listed = (await api('GET', `/comp/publicity/${published.data.publicityId}/entries`)).data;
    expect(listed.map((row: { code: string }) => row.code).sort()).toEqual(awarded.map((row) => row.code).sort());
    const notice = (await api('GET', `/comp/notice/${published.data.noticeId}`)).data;
    expect(notice.body).toContain('星火特别奖');

    t.clock.advance(30 * DAY);
    admin = await loginAs(t.app, 'admin');
    ok(await api('PUT', `/comp/upgrading/batch/${batchId}/finalize`));
    expect((await batchOf(batchId)).status).toBe('finalized');
    const awards = await rows<{ code: string; level: number; status: string; batch: number }>(
      t.database,
      sql`select a.code, w.level_id::int as level, w.status, w.batch_id::int as batch from comp_award w
          join comp_application a using (application_id) where w.batch_id = ${batchId} order by a.code`,
    );
    expect(awards.map((row) => row.code)).toEqual(awarded.map((row) => row.code).sort());
    expect(awards.find((row) => row.code === p4)).toMatchObject({ level: special, status: 'final' });
    const state = await rows<{ state: string }>(
      t.database,
      sql`select e.state from comp_stage_entry e where e.entry_id = ${target.entryId}`,
    );
    expect(state[0].state).toBe('awarded');
    // P4 was eliminated already (a final result stays); P2 and P3 get the outcome of this batch.
    const statuses = await rows<{ code: string; status: string }>(
      t.database,
      sql`select code, status from comp_application where code like 'PR-%' order by code`,
    );
    const awardedCodes = awarded.map((row) => row.code);
    expect(statuses.map((row) => [row.code, row.status])).toEqual(
      codes.map((code, index) => [
        code,
        index === 1 || index === 2 ? (awardedCodes.includes(code) ? 'awarded' : 'eliminated') : 'eliminated',
      ]),
    );
    await expect
      .poll(() => readOutbox(t.dataDir).filter((line) => line.purpose === 'award').length)
      .toBe(awarded.length);
    const p4Line = readOutbox(t.dataDir).find((line) => line.purpose === 'award' && line.params.code === p4);
    expect(p4Line?.params.award).toBe('星火特别奖');
  });
});

describe('competition scope', () => {
  it('refuses another scope’s staff the stage, its rule and its batches', async () => {
    const outsider = await staffWith(t.app, admin, {
      name: 'promo_own',
      perms: (perm) => perm.startsWith('comp:upgrading:'),
      compScope: '4',
    });
    const call = as(outsider.token);
    const [batch] = (await api('GET', '/comp/upgrading/batch/list?pageNum=1&pageSize=10')).rows;
    expect(batch).toBeDefined();
    expect((await call('GET', `/comp/upgrading/rule/${stageId}`)).code).toBe(403);
    expect((await call('GET', `/comp/upgrading/batch/${batch.batchId}`)).code).toBe(403);
    expect((await call('GET', `/comp/upgrading/batch/${batch.batchId}/decisions`)).code).toBe(403);
    expect((await call('POST', '/comp/upgrading/preview', { stageId, rule: topN(2) })).code).toBe(403);
    expect((await call('GET', '/comp/upgrading/batch/list?pageNum=1&pageSize=10')).total).toBe(0);
  });
});
