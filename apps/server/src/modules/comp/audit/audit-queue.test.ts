import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// The audit queue at scale (issue 29 item 7, docs/audit.md): filters by region (within the
// auditor's scope), group category, organisation, project and leader name; server-side sorting
// through a whitelist; one decision over all that match, never beyond the caller's scope. The
// auditor works for 广州市 (department 102); the administrator sees every region.

let t: TestApp;
let admin: Record<string, string>;
let auditor: Record<string, string>;
let competitionId: number;
let adultTrack: number;
let industry: string;
let categoryId: number;
let schoolId: number;
let person = 0;

const PLAN = '/profile/upload/2026/11/02/p.pdf';
const DECK = '/profile/upload/2026/11/02/d.pdf';

const idOf = () => {
  person += 1;
  const first17 = `440106199001${String(10 + (person % 18)).padStart(2, '0')}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

type Method = 'GET' | 'POST' | 'PUT';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

interface Entry {
  projectName: string;
  regionCode: string;
  leaderName: string;
  orgId?: number;
  categoryId?: number;
}

/** A submitted adult application, waiting at the first level. */
async function submitted(entry: Entry): Promise<number> {
  const created = await call(admin, 'POST', '/comp/application', {
    competitionId,
    trackId: adultTrack,
    leaderMobile: '13700000077',
    leaderIdNumber: idOf(),
    attachments: [
      { kind: 'business_plan', path: PLAN, fileName: 'p.pdf' },
      { kind: 'pitch_deck', path: DECK, fileName: 'd.pdf' },
    ],
    answers: { industry, summary: '简介' },
    ...entry,
  });
  expect(created.code).toBe(200);
  const id = created.data.applicationId;
  expect(
    await call(admin, 'PUT', '/comp/application/transition', { applicationIds: [id], action: 'submit' }),
  ).toMatchObject({ code: 200 });
  return id;
}

const queue = async (who: Record<string, string>, filter: string) =>
  call(who, 'GET', `/comp/audit/list?competitionId=${competitionId}&levelNo=1&pageSize=100&${filter}`);
const names = (answer: { rows: Array<{ projectName: string }> }) => answer.rows.map((row) => row.projectName);
const status = async (id: number) => (await call(admin, 'GET', `/comp/application/${id}`)).data.status;

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  for (const file of [PLAN, DECK]) storeUpload(t.dataDir, file);
  admin = bearer(await loginAs(t.app, 'admin'));
  auditor = bearer(await loginAs(t.app, 'auditor'));
  ({ competitionId, adultTrack, industry } = await demoEdition(t.database));
  [{ id: categoryId }] = await rows<{ id: number }>(
    t.database,
    sql`select category_id::int as id from comp_group_category where track_id = ${adultTrack} order by sort limit 1`,
  );
  [{ id: schoolId }] = await rows<{ id: number }>(
    t.database,
    sql`select org_id::int as id from comp_organisation where org_name = '广州市天河区第一中学'`,
  );
  ids.tianhe = await submitted({
    projectName: '筛选甲·天河',
    regionCode: REGION_CODES.tianhe,
    leaderName: '赵筛',
    orgId: schoolId,
    categoryId,
  });
  ids.yuexiu = await submitted({ projectName: '筛选乙·越秀', regionCode: REGION_CODES.yuexiu, leaderName: '钱筛' });
  ids.nanshan = await submitted({ projectName: '筛选丙·南山', regionCode: REGION_CODES.nanshan, leaderName: '孙筛' });
});
afterAll(() => t.close());

describe('the audit queue filters', () => {
  it('narrows by project name and leader name (contains)', async () => {
    expect(names(await queue(admin, `projectName=${encodeURIComponent('筛选')}`)).sort()).toEqual([
      '筛选丙·南山',
      '筛选乙·越秀',
      '筛选甲·天河',
    ]);
    expect(names(await queue(admin, `leaderName=${encodeURIComponent('钱')}`))).toEqual(['筛选乙·越秀']);
  });

  it('narrows by group category and by organisation', async () => {
    const byCategory = names(await queue(admin, `categoryId=${categoryId}&projectName=${encodeURIComponent('筛选')}`));
    expect(byCategory).toEqual(['筛选甲·天河']);
    const bySchool = await queue(admin, `orgId=${schoolId}`);
    expect(names(bySchool)).toContain('筛选甲·天河');
    expect(names(bySchool)).not.toContain('筛选乙·越秀');
    expect(bySchool.rows.every((row: { orgId: number }) => row.orgId === schoolId)).toBe(true);
  });

  it('narrows by a region and those below it, within the caller’s scope only', async () => {
    const project = `projectName=${encodeURIComponent('筛选')}`;
    expect(names(await queue(admin, `regionCode=${REGION_CODES.nanshan}&${project}`))).toEqual(['筛选丙·南山']);
    expect(names(await queue(auditor, `regionCode=${REGION_CODES.guangzhou}&${project}`)).sort()).toEqual([
      '筛选乙·越秀',
      '筛选甲·天河',
    ]);
    // A region outside the auditor's 广州市 is refused by name, never listed.
    expect(await queue(auditor, `regionCode=${REGION_CODES.nanshan}&${project}`)).toMatchObject({
      code: 500,
      msg: `地区 ${REGION_CODES.nanshan} 不在您的审核范围内`,
    });
  });

  it('offers the regions of the caller’s scope only', async () => {
    const codes = async (who: Record<string, string>) =>
      (await call(who, 'GET', `/comp/audit/regions?competitionId=${competitionId}`)).data.map(
        (region: { regionCode: string }) => region.regionCode,
      );
    const auditors = await codes(auditor);
    expect(auditors).toEqual(
      expect.arrayContaining([REGION_CODES.guangzhou, REGION_CODES.tianhe, REGION_CODES.yuexiu]),
    );
    expect(auditors).not.toContain(REGION_CODES.nanshan);
    expect(auditors).not.toContain(REGION_CODES.province);
    expect(await codes(admin)).toEqual(expect.arrayContaining([REGION_CODES.province, REGION_CODES.nanshan]));
  });
});

describe('sorting the application lists', () => {
  it('sorts the queue and the application list by a whitelisted column, both ways', async () => {
    const project = `projectName=${encodeURIComponent('筛选')}`;
    const leaders = (answer: { rows: Array<{ leaderName: string }> }) => answer.rows.map((row) => row.leaderName);
    // 钱 (qián) < 孙 (sūn) < 赵 (zhào) by code point as well: U+94B1, U+5B59, U+8D75.
    expect(leaders(await queue(admin, `${project}&orderByColumn=leaderName&isAsc=ascending`))).toEqual([
      '孙筛',
      '赵筛',
      '钱筛',
    ]);
    expect(leaders(await queue(admin, `${project}&orderByColumn=leaderName&isAsc=descending`))).toEqual([
      '钱筛',
      '赵筛',
      '孙筛',
    ]);
    const regions = await call(
      admin,
      'GET',
      `/comp/application/list?competitionId=${competitionId}&${project}&orderByColumn=regionName&isAsc=asc`,
    );
    expect(regions.rows.map((row: { regionName: string }) => row.regionName)).toEqual(
      [...regions.rows.map((row: { regionName: string }) => row.regionName)].sort(),
    );
    const byCode = await call(
      admin,
      'GET',
      `/comp/application/list?competitionId=${competitionId}&orderByColumn=code&isAsc=desc&pageSize=50`,
    );
    const codes = byCode.rows.map((row: { code: string }) => row.code);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('refuses a column outside the whitelist, naming the field', async () => {
    for (const url of [
      `/comp/audit/list?competitionId=${competitionId}&levelNo=1&orderByColumn=leaderMobileHash`,
      `/comp/application/list?orderByColumn=${encodeURIComponent('code;drop table x')}`,
    ]) {
      const answer = await call(admin, 'GET', url);
      expect(answer.code).toBe(500);
      expect(answer.msg).toContain('orderByColumn');
    }
  });
});

describe('a decision over all that match', () => {
  it('takes the new filters and never decides outside the caller’s scope', async () => {
    const ask = (extra: Record<string, unknown>, filters: Record<string, unknown> = {}) =>
      call(auditor, 'PUT', '/comp/audit/decide-matching', {
        filters: { competitionId, trackId: adultTrack, projectName: '筛选', ...filters },
        levelNo: 1,
        decision: 'approve',
        ...extra,
      });
    // The 南山 application matches the name but lies outside the auditor's 广州市.
    expect(await ask({})).toMatchObject({ code: 200, data: { matching: 2, changed: 0 } });
    expect(await ask({}, { leaderName: '钱' })).toMatchObject({ data: { matching: 1 } });
    expect((await ask({ expected: 1 }, { regionCode: REGION_CODES.nanshan })).msg).toBe(
      `地区 ${REGION_CODES.nanshan} 不在您的审核范围内`,
    );
    expect(await ask({ expected: 1 }, { leaderName: '钱' })).toMatchObject({ data: { matching: 1, changed: 1 } });
    expect(await status(ids.yuexiu)).toBe('under_audit');
    expect(await status(ids.tianhe)).toBe('submitted');

    expect(await ask({ expected: 1 })).toMatchObject({ data: { matching: 1, changed: 1 } });
    expect(await status(ids.tianhe)).toBe('under_audit');
    expect(await status(ids.nanshan)).toBe('submitted');
  });
});
