import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCharOf } from '../src/lib/id-number';
import { bearer, loginAs, rows } from './auth-helpers';
import { type DemoEdition, demoEdition } from './demo-edition';
import { multipartBody } from './multipart';
import { latestCode } from './sms-outbox';
import { createTestApp, type TestApp } from './test-app';

// The outside walkthrough of issue 29 end to end: 100 applications imported by sheet, each
// completed by its own entrants through the entrant API (attachments uploaded) and submitted; then
// audited level by level with the queue's filters and one decision over all that match; then a
// qualification 公示 where an entrant's real-name objection is upheld and the entry disqualified.

const COUNT = 100;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

type Headers = Record<string, string>;

let t: TestApp;
let demo: DemoEdition;
let admin: Headers;
/** The entrants' sessions, by row, from the import leg on. */
const entrants: Headers[] = [];

const mobileOf = (i: number) => `1371234${String(i).padStart(4, '0')}`;
const idOf = (i: number) => {
  const first17 = `440106${1980 + (i % 20)}0${1 + (i % 9)}1${i % 10}${String(600 + i).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

/** Each entrant from an address of its own, as entrants are: per-address limits stay out of the way. */
const from = (i: number) => `10.29.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function inject(who: Headers, method: 'GET' | 'POST' | 'PUT', url: string, i: number, payload?: object) {
  return (
    await t.app.inject({
      method,
      url: `/prod-api${url}`,
      headers: who,
      remoteAddress: from(i),
      ...(payload && { payload }),
    })
  ).json();
}

async function sheet(): Promise<Buffer> {
  const template = await t.app.inject({
    method: 'POST',
    url: `/prod-api/comp/application/importTemplate?competitionId=${demo.competitionId}`,
    headers: admin,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const first = book.worksheets[0];
  const titles = (first.getRow(1).values as unknown[]).slice(1).map(String);
  for (let i = 0; i < COUNT; i++) {
    const cells: Record<string, string> = {
      赛道: '成人组',
      组别: '创意组',
      项目名称: `走查项目${String(i).padStart(3, '0')}`,
      行业: demo.industryLabel,
      地区: '广东省/广州市/天河区',
      项目简介: `第${i}号走查项目`,
      负责人姓名: `走查${i}`,
      负责人手机: mobileOf(i),
      负责人身份证号: idOf(i),
    };
    first.addRow(titles.map((title) => cells[title] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function smsLogin(i: number): Promise<Headers> {
  const mobile = mobileOf(i);
  const { uuid } = await inject({}, 'POST', '/portal/sms/code', i, { mobile });
  const smsCode = await latestCode(t.dataDir, mobile, 1);
  const answer = await inject({}, 'POST', '/portal/sms/login', i, { mobile, smsCode, uuid });
  expect(answer.code, answer.msg).toBe(200);
  return bearer(answer.token);
}

async function upload(who: Headers, i: number, filename: string) {
  const { payload, headers } = multipartBody([{ field: 'file', filename, content: PDF }]);
  const answer = (
    await t.app.inject({
      method: 'POST',
      url: '/prod-api/portal/upload',
      headers: { ...who, ...headers },
      remoteAddress: from(i),
      payload,
    })
  ).json();
  expect(answer.code, answer.msg).toBe(200);
  return answer.data as { path: string; fileName: string };
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  demo = await demoEdition(t.database);
  t.clock.set(new Date(2026, 10, 2, 9, 0, 0).getTime());
  admin = bearer(await loginAs(t.app, 'admin'));
});
afterAll(() => t.close());

describe('the walkthrough: import, completion by the entrants, submission', () => {
  it('imports 100 applications whose teams complete and submit them on the portal', async () => {
    const { payload, headers } = multipartBody([{ field: 'file', filename: 'walk.xlsx', content: await sheet() }]);
    const imported = (
      await t.app.inject({
        method: 'POST',
        url: `/prod-api/comp/application/importData?competitionId=${demo.competitionId}&dryRun=false`,
        headers: { ...admin, ...headers },
        payload,
      })
    ).json();
    expect(imported.data).toMatchObject({
      rows: COUNT,
      imported: COUNT,
      issues: [],
      lackingRows: COUNT,
      accounts: { found: 0, created: COUNT },
    });
    expect(imported.data.lacking[0].lacks).toEqual(['商业计划书', '路演PPT']);

    for (let i = 0; i < COUNT; i++) {
      const entrant = await smsLogin(i);
      entrants[i] = entrant;
      const list = await inject(entrant, 'GET', '/portal/application/list', i);
      expect(list.rows).toHaveLength(1);
      const id: number = list.rows[0].applicationId;
      const detail = (await inject(entrant, 'GET', `/portal/application/${id}`, i)).data;
      const plan = await upload(entrant, i, 'plan.pdf');
      const deck = await upload(entrant, i, 'deck.pdf');
      const saved = await inject(entrant, 'PUT', `/portal/application/${id}`, i, {
        competitionId: detail.competitionId,
        trackId: detail.trackId,
        categoryId: detail.categoryId,
        projectName: detail.projectName,
        industry: detail.industry,
        regionCode: detail.regionCode,
        summary: detail.summary,
        leaderName: detail.leaderName,
        leaderMobile: mobileOf(i),
        leaderIdNumber: idOf(i),
        answers: detail.answers,
        attachments: [
          { kind: 'business_plan', path: plan.path, fileName: plan.fileName },
          { kind: 'pitch_deck', path: deck.path, fileName: deck.fileName },
        ],
      });
      expect(saved.code, saved.msg).toBe(200);
      const submitted = await inject(entrant, 'PUT', `/portal/application/${id}/submit`, i);
      expect(submitted.code, submitted.msg).toBe(200);
    }

    const [{ n }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_application
          where project_name like '走查项目%' and status = 'submitted' and create_by like '1371234%'`,
    );
    expect(n).toBe(COUNT);
  }, 300_000);

  it('audits them level by level: the filtered queue, then one decision over all that match', async () => {
    const levels = await inject(admin, 'GET', `/comp/audit/levels?competitionId=${demo.competitionId}`, 0);
    expect(levels.code, levels.msg).toBe(200);
    expect(levels.data.length).toBeGreaterThan(0);
    const filters = { competitionId: demo.competitionId, projectName: '走查项目', regionCode: '440106' };
    for (const level of levels.data as Array<{ levelNo: number }>) {
      const query = new URLSearchParams({ ...filters, competitionId: String(demo.competitionId) });
      const queue = await inject(admin, 'GET', `/comp/audit/list?${query}&levelNo=${level.levelNo}&pageSize=10`, 0);
      expect(queue.total).toBe(COUNT);
      // A narrower filter matches only its part of the queue.
      const named = await inject(
        admin,
        'GET',
        `/comp/audit/list?${query}&levelNo=${level.levelNo}&leaderName=${encodeURIComponent('走查1')}`,
        0,
      );
      expect(named.total).toBe(11); // 走查1 and 走查10 to 走查19
      const ask = { filters, levelNo: level.levelNo, decision: 'approve' };
      const counted = await inject(admin, 'PUT', '/comp/audit/decide-matching', 0, ask);
      expect(counted.data).toEqual({ matching: COUNT, changed: 0 });
      const decided = await inject(admin, 'PUT', '/comp/audit/decide-matching', 0, { ...ask, expected: COUNT });
      expect(decided.data).toEqual({ matching: COUNT, changed: COUNT });
    }
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_application where project_name like '走查项目%' and status = 'approved'`,
    );
    expect(n).toBe(COUNT);
  }, 120_000);

  it('publishes the qualification list; an entrant’s upheld objection disqualifies one entry', async () => {
    const trackId = (await inject(admin, 'GET', '/comp/application/list?projectName=走查项目000', 0)).rows[0].trackId;
    const notice = await inject(admin, 'POST', '/comp/notice', 0, {
      competitionId: demo.competitionId,
      noticeKind: 'publication',
      title: '走查资格名单公示',
      body: '<p>名单</p>',
      trackIds: [trackId],
      pinned: '0',
    });
    expect(notice.code, notice.msg).toBe(200);
    expect((await inject(admin, 'PUT', `/comp/notice/${notice.data.noticeId}/publish`, 0)).code).toBe(200);
    const opened = await inject(admin, 'POST', `/comp/notice/${notice.data.noticeId}/publicity`, 0, {
      subject: 'qualification_list',
    });
    expect(opened.code, opened.msg).toBe(200);
    const publicityId: number = opened.data.publicityId;

    // Entrant 7 objects to entry 42 under a real name, choosing it from the list the 公示 shows.
    // Still signed in from the import leg.
    const objector = entrants[7] as Headers;
    const entries = await inject(objector, 'GET', `/portal/publicity/${publicityId}/entries`, 7);
    expect(entries.code, entries.msg).toBe(200);
    const target = (entries.data as Array<{ applicationId: number; projectName: string }>).find(
      (entry) => entry.projectName === '走查项目042',
    );
    expect(target).toBeDefined();
    const objection = {
      submitterType: 'individual',
      mobile: mobileOf(7),
      content: '该项目与他人作品雷同',
      attachments: [],
      applicationId: target?.applicationId,
    };
    const anonymous = await inject(objector, 'POST', `/portal/publicity/${publicityId}/objection`, 7, {
      ...objection,
      realName: '匿名',
    });
    expect(anonymous.code).not.toBe(200);
    expect(anonymous.msg).toContain('realName');
    const lodged = await inject(objector, 'POST', `/portal/publicity/${publicityId}/objection`, 7, {
      ...objection,
      realName: '走查七',
    });
    expect(lodged.code, lodged.msg).toBe(200);
    const objectionId: number = lodged.data.objectionId;
    expect((await inject(admin, 'PUT', `/comp/objection/${objectionId}/handle`, 0, { action: 'accept' })).code).toBe(
      200,
    );
    const upheld = await inject(admin, 'PUT', `/comp/objection/${objectionId}/handle`, 0, {
      action: 'uphold',
      resolution: '经核实雷同',
    });
    expect(upheld.code, upheld.msg).toBe(200);
    const decided = await inject(admin, 'PUT', `/comp/objection/${objectionId}/decision`, 0, {
      decision: 'disqualify',
      reason: '异议成立：作品雷同',
    });
    expect(decided.code, decided.msg).toBe(200);

    const states = await rows<{ project_name: string; status: string }>(
      t.database,
      sql`select project_name, status from comp_application where project_name like '走查项目%' and status <> 'approved'`,
    );
    expect(states).toEqual([{ project_name: '走查项目042', status: 'disqualified' }]);
    // Left out downstream: the statistics count the 99 others of the walkthrough's edition.
    const figures = await inject(admin, 'GET', `/comp/statistics/summary?competitionId=${demo.competitionId}`, 0);
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_application where competition_id = ${demo.competitionId}
          and status not in ('withdrawn', 'disqualified')`,
    );
    expect(figures.data.total).toBe(n);
    // The objection's entrant sees the outcome of their objection.
    const mine = await inject(objector, 'GET', '/portal/objection/list', 7);
    expect(mine.rows[0]).toMatchObject({ status: 'upheld', applicationCode: expect.any(String) });
  }, 60_000);
});
