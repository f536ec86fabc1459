import { formOfTrackFields, type StatisticsBreakdown, type TrackField, trackFieldsOfForm } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { seedForm } from '../../../db/seed/demo-forms';
import { checkCharOf } from '../../../lib/id-number';

// Each track's statistics break down by what that track holds (docs/audit.md, Statistics): a teen track by
// school stage (its groups), age band, gender, city, district and school; an adult track by
// industry, organisation type and founding year. Nothing is shown that no application filled in.

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let industry: string;
let industryLabel: string;
let schoolId: number;
let companyId: number;

const idOf = (birth: string, seq: string) => {
  const first17 = `440106${birth}${seq}`;
  return first17 + checkCharOf(first17);
};

/** A track whose extra fields are a saved form holding `fields` (as migration 0031 made them). */
async function track(code: string, fields: TrackField[], categories: string[]): Promise<number> {
  const form = await seedForm(t.database, `${code} 附加字段`, formOfTrackFields(fields));
  const [{ id }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_track (competition_id, track_code, track_name, age_ref_date, team_min, team_max, one_entry,
          form_id, form_version, fields)
        values (${competitionId}, ${code}, ${code}, '2026-09-01', 1, 5, '0', ${form.formId}, ${form.version},
          ${JSON.stringify(trackFieldsOfForm(form.content))}::jsonb)
        returning track_id::int as id`,
  );
  for (const [index, name] of categories.entries())
    await t.database.exec().execute(sql`
      insert into comp_group_category (track_id, category_code, category_name, sort)
      values (${id}, ${`c${index}`}, ${name}, ${index})`);
  return id;
}

const categoryOf = async (trackId: number, name: string) =>
  (
    await rows<{ id: number }>(
      t.database,
      sql`select category_id::int as id from comp_group_category where track_id = ${trackId} and category_name = ${name}`,
    )
  )[0].id;

async function create(body: Record<string, unknown>): Promise<number> {
  const answer = (
    await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/application',
      headers: admin,
      payload: { competitionId, leaderName: '统计', leaderMobile: '13600000000', ...body },
    })
  ).json();
  expect(answer).toMatchObject({ code: 200 });
  return answer.data.applicationId;
}

async function summary(trackId: number) {
  const answer = (
    await t.app.inject({
      method: 'GET',
      url: `/prod-api/comp/statistics/summary?competitionId=${competitionId}&trackId=${trackId}`,
      headers: admin,
    })
  ).json();
  expect(answer.code).toBe(200);
  return answer.data as { total: number; breakdowns: StatisticsBreakdown[] };
}

const counts = (breakdowns: StatisticsBreakdown[], key: string) => {
  const found = breakdowns.find((breakdown) => breakdown.key === key);
  return found && Object.fromEntries(found.rows.map((row) => [row.name, row.count]));
};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  admin = bearer(await loginAs(t.app, 'admin'));
  ({ competitionId, industry, industryLabel } = await demoEdition(t.database));
  const orgs = await rows<{ id: number; type: string }>(
    t.database,
    sql`select org_id::int as id, org_type as type from comp_organisation order by org_id`,
  );
  schoolId = orgs.find((org) => org.type === 'middle_school')?.id as number;
  companyId = orgs.find((org) => org.type === 'company')?.id as number;
});
afterAll(() => t.close());

describe("a teen track's statistics", () => {
  it('break down by school stage, age band, gender, city, district and school, never by a personal field', async () => {
    const trackId = await track(
      'tstat',
      [
        { key: 'school', label: '就读学校', type: 'text', dictType: null, required: true, order: 1 },
        { key: 'grade', label: '年级', type: 'text', dictType: null, required: false, order: 2 },
        { key: 'guardianMobile', label: '监护人手机', type: 'text', dictType: null, required: false, order: 3 },
      ],
      ['小学组', '初中组'],
    );
    const primary = await categoryOf(trackId, '小学组');
    const junior = await categoryOf(trackId, '初中组');
    const leaderIds: string[] = [];
    const entry = async (body: Record<string, unknown>, leaderId: string) => {
      leaderIds.push(leaderId);
      return create({ trackId, leaderIdNumber: leaderId, ...body });
    };
    // On 2026-09-01: born 2015-03-01 is 11, 2012-10-01 is 13 (its birthday not yet come).
    await entry(
      {
        projectName: '小小发明',
        categoryId: primary,
        regionCode: REGION_CODES.tianhe,
        orgId: schoolId,
        answers: { school: '天河一中', grade: '五年级', guardianMobile: '13900001111' },
        members: [{ name: '成员甲', idNumber: idOf('20150505', '012') }],
      },
      idOf('20150301', '011'),
    );
    await entry(
      {
        projectName: '智能水杯',
        categoryId: junior,
        regionCode: REGION_CODES.yuexiu,
        answers: { school: '天河一中', guardianMobile: '13900002222' },
      },
      idOf('20121001', '022'),
    );
    await entry(
      {
        projectName: '校园机器人',
        categoryId: junior,
        regionCode: REGION_CODES.nanshan,
        answers: { school: '南山实验' },
      },
      idOf('20121101', '031'),
    );

    const figures = await summary(trackId);
    expect(figures.total).toBe(3);
    const keys = figures.breakdowns.map((breakdown) => breakdown.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'category',
        'ageBand',
        'gender',
        'city',
        'region',
        'field.school',
        'field.grade',
        'teamKind',
      ]),
    );
    // No application has an industry: no industry chart at all, let alone a 100% "not filled in" one.
    expect(keys).not.toContain('industry');
    expect(keys).not.toContain('field.guardianMobile');
    expect(counts(figures.breakdowns, 'category')).toEqual({ 小学组: 1, 初中组: 2 });
    expect(counts(figures.breakdowns, 'ageBand')).toEqual({ '9–11': 2, '12–14': 2 });
    expect(counts(figures.breakdowns, 'gender')).toEqual({ 男: 2, 女: 2 });
    expect(counts(figures.breakdowns, 'city')).toEqual({ 广州市: 2, 深圳市: 1 });
    expect(counts(figures.breakdowns, 'region')).toEqual({ 天河区: 1, 越秀区: 1, 南山区: 1 });
    expect(counts(figures.breakdowns, 'field.school')).toEqual({ 天河一中: 2, 南山实验: 1 });
    const grade = figures.breakdowns.find((breakdown) => breakdown.key === 'field.grade');
    expect(grade).toMatchObject({ rows: [{ name: '五年级', count: 1 }], missing: 2 });
    expect(figures.breakdowns.find((b) => b.key === 'ageBand')).toMatchObject({ unit: 'people', missing: 0 });
    expect(counts(figures.breakdowns, 'teamKind')).toEqual({ 个人: 2, 团队: 1 });
    // Ages and sexes are read in the server: no ID number reaches the page.
    const text = JSON.stringify(figures);
    for (const id of leaderIds) expect(text).not.toContain(id);
  });
});

describe("an adult track's statistics", () => {
  it('break down by industry, organisation type and founding year, without a long text', async () => {
    const trackId = await track(
      'astat',
      [
        { key: 'industry', label: '所属行业', type: 'select', dictType: 'comp_industry', required: true, order: 1 },
        { key: 'foundedOn', label: '成立日期', type: 'date', dictType: null, required: false, order: 2 },
        { key: 'summary', label: '项目简介', type: 'textarea', dictType: null, required: false, order: 3 },
      ],
      ['创意组'],
    );
    await create({
      trackId,
      projectName: '冷链',
      regionCode: REGION_CODES.nanshan,
      orgId: companyId,
      leaderIdNumber: idOf('19900101', '041'),
      answers: { industry, foundedOn: '2021-05-01', summary: '简介' },
    });
    await create({
      trackId,
      projectName: '云仓',
      regionCode: REGION_CODES.tianhe,
      leaderIdNumber: idOf('19800101', '052'),
      answers: { industry, foundedOn: '2023-02-01' },
    });
    const figures = await summary(trackId);
    const keys = figures.breakdowns.map((breakdown) => breakdown.key);
    expect(keys).toEqual(expect.arrayContaining(['industry', 'orgType', 'field.foundedOn', 'ageBand', 'region']));
    expect(keys).not.toContain('field.summary');
    expect(keys).not.toContain('category');
    expect(counts(figures.breakdowns, 'industry')).toEqual({ [industryLabel]: 2 });
    expect(figures.breakdowns.find((b) => b.key === 'orgType')).toMatchObject({
      rows: [{ key: 'company', name: '企业', count: 1 }],
      missing: 1,
    });
    expect(counts(figures.breakdowns, 'field.foundedOn')).toEqual({ 2021: 1, 2023: 1 });
    expect(counts(figures.breakdowns, 'ageBand')).toEqual({ '35–44': 1, '45+': 1 });
  });

  it('export a sheet per breakdown', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/statistics/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `competitionId=${competitionId}`,
    });
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(
      expect.arrayContaining(['按状态', '按年龄段（人）', '按性别（人）', '按城市', '每日', '审核时长']),
    );
  });
});
