import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import {
  insertAward,
  insertBatch,
  insertCertificate,
  insertDecision,
  insertLevel,
  insertPublicity,
  setBatchStatus,
} from '../../../../test/award-fixtures';
import { entrantToken } from '../../../../test/entrant-helpers';
import { type RatingFixture, ratingBase, ratingFixture, userIdsOf } from '../../../../test/rating-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TEST_APP_SECRET } from '../../../../test/test-secret';

// The entrant's results, awards, certificates and criterion scores (docs/portal.md, docs/awards.md):
// nothing before a batch is published, a result under 公示 shown as not final, a finalized one as
// final; own applications only; scores only after the 公示 when the edition reveals them, and never
// anything that names or leads to an expert; a revoked certificate is not downloadable.

let t: TestApp;
let admin: Record<string, string>;
let entrant: Record<string, string>;
let competitionId: number;
let stageId: number;
let fixture: RatingFixture;
/** The entrant's application (0) and another's (1). */
let entries: Array<{ entryId: number; applicationId: number; code: string }>;
let batchId: number;
let expertIds: number[];
let experts: Array<{ userId: number; userName: string; nickName: string }>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();
const portal = (url: string) => call(entrant, 'GET', url);
const reveal = (flag: '0' | '1') =>
  t.database
    .exec()
    .execute(sql`update comp_competition set reveal_scores = ${flag} where competition_id = ${competitionId}`);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  entrant = bearer(await entrantToken(t.app));
  const base = await ratingBase(t.database);
  stageId = base.stageId;
  const names = ['expert01', 'expert02', 'expert03'];
  const ids = await userIdsOf(t.database, names);
  expertIds = ids;
  experts = await rows<{ userId: number; userName: string; nickName: string }>(
    t.database,
    sql`select user_id::int as "userId", user_name as "userName", nick_name as "nickName" from sys_user
        where user_name in ('expert01', 'expert02', 'expert03')`,
  );
  fixture = await ratingFixture(t.database, {
    ...base,
    prefix: 'PT',
    userIds: ids,
    marks: [
      [
        [30, 50],
        [35, 45],
        [21, 40],
      ],
      [[10, 20], [15, 25], null],
    ],
  });
  [{ id: competitionId }] = await rows<{ id: number }>(
    t.database,
    sql`select competition_id::int as id from comp_stage where stage_id = ${stageId}`,
  );
  // The first application is the entrant's own (created by them), the second someone else's.
  await t.database.exec().execute(sql`update comp_application set create_by = 'entrant'
    where application_id = ${fixture.apps[0].id}`);
  await t.database.exec().execute(sql`update comp_application set create_by = 'admin'
    where application_id = ${fixture.apps[1].id}`);
  const expertComment = fixture.sheets.get(`${ids[0]}:${fixture.apps[0].id}`) as number;
  await t.database.exec().execute(sql`update comp_score_sheet
    set items = '{"innovation":{"value":30,"comment":"思路新颖"},"market":{"value":50}}'::jsonb,
      overall_comment = '建议补充市场数据' where sheet_id = ${expertComment}`);
  const computed = await call(admin, 'POST', `/comp/rating/${fixture.taskId}/compute`);
  expect(computed.code).toBe(200);
  entries = await rows<{ entryId: number; applicationId: number; code: string }>(
    t.database,
    sql`select e.entry_id::int as "entryId", e.application_id::int as "applicationId", a.code
        from comp_stage_entry e join comp_application a using (application_id)
        where e.application_id in (${fixture.apps[0].id}, ${fixture.apps[1].id}) and e.stage_id = ${stageId}
        order by e.application_id`,
  );
  await t.database.exec().execute(sql`update comp_stage_entry set final_score = 77.3333333, rank = 1
    where entry_id = ${entries[0].entryId}`);
  const publicityId = await insertPublicity(t.database, { endAt: '2026-11-09 23:59:59' });
  batchId = await insertBatch(t.database, { stageId, competitionId, status: 'draft', publicityId });
  await insertDecision(t.database, {
    batchId,
    entryId: entries[0].entryId,
    applicationId: entries[0].applicationId,
    result: 'promoted',
    score: 77.3333333,
    rank: 1,
    unitLabel: 'PT组',
  });
  await insertDecision(t.database, {
    batchId,
    entryId: entries[1].entryId,
    applicationId: entries[1].applicationId,
    result: 'eliminated',
    score: 35,
    rank: 2,
    unitLabel: 'PT组',
  });
});
afterAll(() => t.close());

const ours = async () =>
  ((await portal('/portal/result/list')).data as Array<{ entryId: number }>).filter((row) =>
    entries.some((entry) => entry.entryId === row.entryId),
  );

describe('GET /portal/result/list', () => {
  it('shows nothing before publication, a result under 公示 as not final, then final once finalized', async () => {
    expect((await portal('/portal/result/list')).code).toBe(200);
    for (const status of ['draft', 'pending_approval', 'approved']) {
      await setBatchStatus(t.database, batchId, status);
      expect({ status, rows: await ours() }).toEqual({ status, rows: [] });
    }
    await setBatchStatus(t.database, batchId, 'in_publicity');
    expect(await ours()).toEqual([
      {
        entryId: entries[0].entryId,
        applicationId: entries[0].applicationId,
        code: entries[0].code,
        projectName: expect.any(String),
        competitionId,
        competitionName: expect.any(String),
        stageId,
        stageName: expect.any(String),
        purpose: 'promotion',
        result: 'promoted',
        levelName: null,
        final: false,
        publicityEndAt: '2026-11-09 23:59:59',
        score: 77.33,
        rank: 1,
        unitLabel: 'PT组',
      },
    ]);
    await setBatchStatus(t.database, batchId, 'amending');
    expect(await ours()).toMatchObject([{ final: false }]);
    await setBatchStatus(t.database, batchId, 'finalized');
    expect(await ours()).toMatchObject([{ entryId: entries[0].entryId, final: true, publicityEndAt: null }]);
    await setBatchStatus(t.database, batchId, 'revoked');
    expect(await ours()).toEqual([]);
    await setBatchStatus(t.database, batchId, 'finalized');
  });

  it('is refused with a back-office token', async () => {
    expect((await call(admin, 'GET', '/portal/result/list')).code).toBe(401);
  });
});

describe('GET /portal/result/:entryId/scores', () => {
  it('answers only after the 公示 when the edition reveals scores, with reviewers numbered, never named', async () => {
    const url = `/portal/result/${entries[0].entryId}/scores`;
    await reveal('0');
    expect(await portal(url)).toEqual({ code: 500, msg: '本届大赛未向参赛者公开各项评分和评语' });
    await reveal('1');
    await setBatchStatus(t.database, batchId, 'in_publicity');
    expect(await portal(url)).toEqual({
      code: 500,
      msg: '该阶段的结果尚未公示结束，公示期结束后才能查看各项评分和评语',
    });
    await setBatchStatus(t.database, batchId, 'draft');
    expect((await portal(url)).code).toBe(500);
    await setBatchStatus(t.database, batchId, 'finalized');

    const answer = await portal(url);
    expect(answer.code).toBe(200);
    const data = answer.data;
    expect(data.entryId).toBe(entries[0].entryId);
    expect(data.score).toBe(77.33);
    // Means of the three used sheets: innovation (30+35+21)/3, market (50+45+40)/3.
    expect(data.criteria.filter((row: { code: string }) => row.code !== 'recommend')).toEqual([
      { code: 'innovation', name: expect.any(String), max: 40, mean: 28.67 },
      { code: 'market', name: expect.any(String), max: 60, mean: 45 },
    ]);
    expect(data.reviews.map((review: { label: string }) => review.label)).toEqual(['评审1', '评审2', '评审3']);
    expect(data.reviews.map((review: { total: number }) => review.total).sort()).toEqual([61, 80, 80]);
    const commented = data.reviews.find((review: { comment: string | null }) => review.comment !== null);
    expect(commented.comment).toBe('建议补充市场数据');
    expect(commented.items.find((item: { code: string }) => item.code === 'innovation')).toEqual({
      code: 'innovation',
      value: 30,
      comment: '思路新颖',
    });
    // Nothing names or leads to an expert: no name, user name, user id, sheet or assignment id.
    const text = JSON.stringify(answer);
    for (const expert of experts) {
      expect(text).not.toContain(expert.nickName);
      expect(text).not.toContain(expert.userName);
      expect(text).not.toMatch(/"(userId|expertId|sheetId|assignmentId)"/);
    }
    const ids = [...fixture.sheets.values(), ...fixture.assignments.values(), ...experts.map((e) => e.userId)];
    const numbers = new Set([...text.matchAll(/\d+/g)].map((match) => Number(match[0])));
    // The entry's own id is the only id in the answer (ids of different tables may coincide).
    numbers.delete(data.entryId);
    expect(ids.filter((id) => numbers.has(id) && id > 100)).toEqual([]);
    expect(Object.keys(data.reviews[0]).sort()).toEqual(['comment', 'items', 'label', 'reviewNo', 'total']);
    // The order is an HMAC of the sheet id under a key derived from APP_SECRET, the same at each call.
    const key = createHmac('sha256', TEST_APP_SECRET).update('portal-review-order').digest();
    const innovation = new Map([
      [expertIds[0], 30],
      [expertIds[1], 35],
      [expertIds[2], 21],
    ]);
    const expected = expertIds
      .map((userId) => fixture.sheets.get(`${userId}:${fixture.apps[0].id}`) as number)
      .map((sheetId, index) => ({
        order: createHmac('sha256', key).update(String(sheetId)).digest('hex'),
        value: innovation.get(expertIds[index]),
      }))
      .sort((a, b) => (a.order < b.order ? -1 : 1))
      .map((row) => row.value);
    const shown = (reviews: Array<{ items: Array<{ code: string; value: number }> }>) =>
      reviews.map((review) => review.items.find((item) => item.code === 'innovation')?.value);
    expect(shown(data.reviews)).toEqual(expected);
    expect(shown((await portal(url)).data.reviews)).toEqual(expected);
    // In English: Review 1, 2, 3.
    const english = await t.app.inject({
      method: 'GET',
      url: `/prod-api${url}`,
      headers: { ...entrant, 'accept-language': 'en-US' },
    });
    expect(english.json().data.reviews.map((review: { label: string }) => review.label)).toEqual([
      'Review 1',
      'Review 2',
      'Review 3',
    ]);
    await reveal('0');
  });

  it('answers another entrant’s entry, or an unknown one, as not found', async () => {
    await reveal('1');
    const other = await portal(`/portal/result/${entries[1].entryId}/scores`);
    expect(other).toEqual({ code: 500, msg: '成绩不存在或尚未公布' });
    expect(await portal('/portal/result/999999999/scores')).toEqual({ code: 500, msg: '成绩不存在或尚未公布' });
    await reveal('0');
  });
});

describe('GET /portal/award/list and the certificate file', () => {
  it('lists the caller’s awards with the current certificate, downloads it, and not once revoked', async () => {
    const levelId = await insertLevel(t.database, { competitionId, name: '门户一等奖' });
    const own = await insertAward(t.database, { levelId, competitionId, applicationId: entries[0].applicationId });
    const others = await insertAward(t.database, { levelId, competitionId, applicationId: entries[1].applicationId });
    await insertCertificate(t.database, {
      dataDir: t.dataDir,
      awardId: own,
      code: 'DDDDDDDDDDDDDDD2',
      revokedAt: '2026-11-18 09:00:00',
    });
    const current = await insertCertificate(t.database, { dataDir: t.dataDir, awardId: own, code: 'DDDDDDDDDDDDDDD3' });
    const foreign = await insertCertificate(t.database, {
      dataDir: t.dataDir,
      awardId: others,
      code: 'DDDDDDDDDDDDDDD4',
    });

    const listed = await portal('/portal/award/list');
    expect(listed.code).toBe(200);
    expect(listed.data).toEqual([
      {
        awardId: own,
        applicationId: entries[0].applicationId,
        code: entries[0].code,
        projectName: expect.any(String),
        competitionName: expect.any(String),
        trackName: expect.any(String),
        levelName: '门户一等奖',
        levelKind: 'ranked',
        status: 'final',
        revokedAt: null,
        revokeReason: null,
        certificateId: current.certificateId,
        certificateCode: 'DDDDDDDDDDDDDDD3',
        issuedAt: '2026-11-20 10:00:00',
      },
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/prod-api/portal/certificate/${current.certificateId}/file`,
      headers: entrant,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('certificate DDDDDDDDDDDDDDD3');

    const notFound = { code: 500, msg: '证书不存在' };
    const [revoked] = await rows<{ id: number }>(
      t.database,
      sql`select certificate_id::int as id from comp_certificate where code = 'DDDDDDDDDDDDDDD2'`,
    );
    expect(await portal(`/portal/certificate/${revoked.id}/file`)).toEqual(notFound);
    expect(await portal(`/portal/certificate/${foreign.certificateId}/file`)).toEqual(notFound);
    expect(await portal('/portal/certificate/999999999/file')).toEqual(notFound);

    // Disqualified: the award shows as revoked with the reason, its certificate no longer downloads.
    await t.database.exec().execute(sql`update comp_application set status = 'awarded'
      where application_id = ${entries[0].applicationId}`);
    expect(
      (await call(admin, 'PUT', `/comp/application/${entries[0].applicationId}/disqualify`, { reason: '材料造假' }))
        .code,
    ).toBe(200);
    expect((await portal('/portal/award/list')).data).toEqual([
      expect.objectContaining({
        awardId: own,
        status: 'revoked',
        revokeReason: '材料造假',
        certificateId: null,
        certificateCode: null,
      }),
    ]);
    expect(await portal(`/portal/certificate/${current.certificateId}/file`)).toEqual(notFound);
  });
});
