import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/auth-helpers';
import {
  insertAward,
  insertBatch,
  insertCertificate,
  insertDecision,
  insertLevel,
  insertPublicity,
} from '../../../../test/award-fixtures';
import { userIdsOf } from '../../../../test/rating-fixtures';
import { cloneApplications } from '../../../../test/taskinfo-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildAwardList } from './build-award-list';
import { buildFinalReport, TOP_ORGANISATIONS, topAndOthers } from './build-final-report';
import { buildJudgeConsistency } from './build-judge-consistency';
import { buildPublicityList } from './build-publicity-list';
import { buildStageResult, scoreBands } from './build-stage-result';
import type { ReportStamp } from './report-build-common';
import * as load from './report-data.repository';
import type { ReportDocument } from './report-document';
import { reportDataHash } from './report-hash';

// Each kind's figures on a small edition of its own (docs/reports.md), with exact numbers: the
// loaders read the tables, the pure builders make the documents. Six applications:
//   a1 甲赛道 C1 天河 单位A industry X approved     a4 乙赛道 C2 东城(北京) no org  industry Y rejected
//   a2 甲赛道 C1 南山 单位B industry X awarded      a5 乙赛道 C2 天河 单位A industry Y draft (not counted)
//   a3 甲赛道 -- 越秀 单位C no industry eliminated  a6 乙赛道 C2 天河 单位A industry X withdrawn (not counted)

let t: TestApp;
const all = { kind: 'all' } as const;
const stamp: ReportStamp = {
  reportId: 7,
  locale: 'zh-CN',
  generatedBy: 'tester',
  generatedAt: '2026-05-01 09:00:00',
  dataHash: 'f'.repeat(64),
};
const f: {
  competitionId: number;
  track1: number;
  track2: number;
  app: number[];
  code: string[];
  stage1: number;
  stageFinal: number;
  stage2: number;
  taskId: number;
  batchId: number;
  users: number[];
  org: Record<'A' | 'B' | 'C', number>;
} = {
  competitionId: 0,
  track1: 0,
  track2: 0,
  app: [],
  code: [],
  stage1: 0,
  stageFinal: 0,
  stage2: 0,
  taskId: 0,
  batchId: 0,
  users: [],
  org: { A: 0, B: 0, C: 0 },
};

const one = async (statement: ReturnType<typeof sql>) => (await rows<{ id: number }>(t.database, statement))[0].id;
const exec = (statement: ReturnType<typeof sql>) => t.database.exec().execute(statement);

async function edition() {
  f.competitionId = await one(sql`insert into comp_competition (competition_name, edition_year)
    values ('报告测试届', 2030) returning competition_id::int as id`);
  const track = (code: string, name: string, sort: number) =>
    one(sql`insert into comp_track (competition_id, track_code, track_name, sort)
      values (${f.competitionId}, ${code}, ${name}, ${sort}) returning track_id::int as id`);
  f.track1 = await track('r1', '甲赛道', 1);
  f.track2 = await track('r2', '乙赛道', 2);
  const category = (trackId: number, name: string) =>
    one(sql`insert into comp_group_category (track_id, category_code, category_name)
      values (${trackId}, ${name}, ${name}) returning category_id::int as id`);
  const c1 = await category(f.track1, '创意组');
  const c2 = await category(f.track2, '成长组');
  await exec(sql`insert into comp_region (region_code, region_name, level, parent_code, ancestors)
    values ('110000', '北京市', '1', null, ','), ('110101', '东城区', '3', '110000', ',110000,')
    on conflict do nothing`);
  const org = (name: string, region: string) =>
    one(sql`insert into comp_organisation (org_name, org_type, region_code)
      values (${name}, 'company', ${region}) returning org_id::int as id`);
  f.org = {
    A: await org('报告单位A', '440106'),
    B: await org('报告单位B', '440305'),
    C: await org('报告单位C', '440104'),
  };
  const [source] = await rows<{ id: number }>(
    t.database,
    sql`select application_id::int as id from comp_application order by application_id limit 1`,
  );
  const made = await cloneApplications(t.database, { sourceId: source.id, count: 6, prefix: 'RPT' });
  f.app = made.map((app) => app.id);
  f.code = made.map((app) => app.code);
  const set = (
    i: number,
    values: {
      track: number;
      category: number | null;
      region: string;
      org: number | null;
      industry: string | null;
      status: string;
    },
  ) =>
    exec(sql`update comp_application set competition_id = ${f.competitionId}, track_id = ${values.track},
      category_id = ${values.category}, region_code = ${values.region}, org_id = ${values.org},
      industry = ${values.industry}, status = ${values.status}, project_name = ${`项目${i + 1}`}
      where application_id = ${f.app[i]}`);
  await set(0, { track: f.track1, category: c1, region: '440106', org: f.org.A, industry: 'X', status: 'approved' });
  await set(1, { track: f.track1, category: c1, region: '440305', org: f.org.B, industry: 'X', status: 'awarded' });
  await set(2, {
    track: f.track1,
    category: null,
    region: '440104',
    org: f.org.C,
    industry: null,
    status: 'eliminated',
  });
  await set(3, { track: f.track2, category: c2, region: '110101', org: null, industry: 'Y', status: 'rejected' });
  await set(4, { track: f.track2, category: c2, region: '440106', org: f.org.A, industry: 'Y', status: 'draft' });
  await set(5, { track: f.track2, category: c2, region: '440106', org: f.org.A, industry: 'X', status: 'withdrawn' });
  const event = (i: number, action: string, to: string, at: string) =>
    exec(sql`insert into comp_application_event (application_id, action, to_status, event_time)
      values (${f.app[i]}, ${action}, ${to}, ${at})`);
  // a1: 12 hours from submit to approval; a4: 48 hours to rejection; a2 (awarded now) submitted too.
  await event(0, 'submit', 'submitted', '2026-03-01 08:00:00');
  await event(0, 'approve', 'approved', '2026-03-01 20:00:00');
  await event(1, 'submit', 'submitted', '2026-03-01 09:00:00');
  await event(3, 'submit', 'submitted', '2026-03-02 08:00:00');
  await event(3, 'reject', 'rejected', '2026-03-04 08:00:00');
}

async function judging() {
  const stage = (trackId: number, kind: string, name: string, seq: number) =>
    one(sql`insert into comp_stage (competition_id, track_id, stage_kind, stage_name, seq, start_at, end_at)
      values (${f.competitionId}, ${trackId}, ${kind}, ${name}, ${seq}, '2026-04-01 00:00:00', '2026-04-30 00:00:00')
      returning stage_id::int as id`);
  f.stage1 = await stage(f.track1, 'preliminary', '初赛', 3);
  f.stageFinal = await stage(f.track1, 'final', '决赛', 5);
  f.stage2 = await stage(f.track2, 'preliminary', '初赛', 3);
  const group = await one(sql`insert into comp_review_group (stage_id, group_name)
    values (${f.stage1}, '第一组') returning review_group_id::int as id`);
  const entry = (stageId: number, i: number, groupId: number | null) =>
    one(sql`insert into comp_stage_entry (stage_id, application_id, review_group_id)
      values (${stageId}, ${f.app[i]}, ${groupId}) returning entry_id::int as id`);
  const entries = [await entry(f.stage1, 0, group), await entry(f.stage1, 1, group), await entry(f.stage1, 2, group)];
  await entry(f.stageFinal, 1, null);
  const task = (name: string, status: string) =>
    one(sql`insert into comp_review_task (stage_id, task_name, rubric_id, mode, due_at, blind, status)
      values (${f.stage1}, ${name}, 1, 'all_in_group', '2026-04-20 18:00:00', '{}'::jsonb, ${status})
      returning task_id::int as id`);
  f.taskId = await task('初赛评审', 'closed');
  await task('草稿任务', 'draft');
  await exec(sql`insert into comp_review_task_group (task_id, review_group_id, expert_group_id)
    values (${f.taskId}, ${group}, 1)`);
  f.users = await userIdsOf(t.database, ['expert', 'auditor', 'organiser']);
  const [u1, u2, u3] = f.users;
  const assignment = async (userId: number, i: number, method: string, status: string, sheet: string | null) => {
    const id = await one(sql`insert into comp_review_assignment (task_id, application_id, entry_id, user_id,
        review_group_id, method, status)
      values (${f.taskId}, ${f.app[i]}, ${entries[i]}, ${userId}, ${group}, ${method}, ${status})
      returning assignment_id::int as id`);
    if (sheet) await exec(sql`insert into comp_score_sheet (assignment_id, status) values (${id}, ${sheet})`);
  };
  await assignment(u1, 0, 'all', 'submitted', 'submitted');
  await assignment(u2, 0, 'all', 'submitted', 'submitted');
  await assignment(u1, 1, 'all', 'in_progress', 'draft');
  await assignment(u3, 0, 'third_review', 'submitted', 'submitted');
  await assignment(u2, 1, 'all', 'voided', 'submitted');

  // Two result versions: the stage result reads the latest only.
  const version = (no: number) =>
    one(sql`insert into comp_result_version (task_id, version_no, config, config_hash, inputs_hash, provisional,
        results, ranked, diff, computed_by, computed_at)
      values (${f.taskId}, ${no}, '{}'::jsonb, repeat('0', 64), repeat('0', 64), '0', 3, 2,
        '{"changed":0,"added":3,"removed":0}'::jsonb, 'admin', '2026-04-21 10:00:00')
      returning version_id::int as id`);
  const v1 = await version(1);
  const v2 = await version(2);
  const sheet = (raw: number, normalised: number | null, used = true) => ({
    sheetId: 1,
    assignmentId: 1,
    userId: u1,
    method: 'all',
    raw,
    normalised,
    used,
    leftOut: used ? null : 'trimmed',
  });
  const result = (
    versionId: number,
    i: number,
    score: number | null,
    rank: number | null,
    flags: string[],
    sheets: object[],
  ) =>
    exec(sql`insert into comp_result (version_id, entry_id, application_id, review_group_id, score, rank, valid_sheets,
        flags, receipt)
      values (${versionId}, ${entries[i]}, ${f.app[i]}, ${group}, ${score}, ${rank}, ${sheets.length},
        ${JSON.stringify(flags)}::jsonb, ${JSON.stringify({ sheets, steps: [], score, tieBreak: null })}::jsonb)`);
  await result(v1, 0, 10, 1, [], [sheet(10, null)]);
  await result(v2, 0, 72.25, 2, [], [sheet(70, 71), sheet(74.5, 73.5), sheet(99, 99, false)]);
  await result(v2, 1, 88.5, 1, [], [sheet(90, null), sheet(87, null)]);
  await result(v2, 2, null, null, ['insufficient'], []);
  const metric = (
    versionId: number,
    userId: number,
    values: [number, number, number, number | null, number | null, number],
  ) =>
    exec(sql`insert into comp_judge_metric (version_id, user_id, n, mean, spread, leniency, spearman, outliers, flags)
      values (${versionId}, ${userId}, ${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]}, ${values[5]},
        '[]'::jsonb)`);
  await metric(v1, u3, [9, 9, 9, 9, 9, 9]);
  await metric(v2, u1, [2, 80, 5, 1.5, 0.5, 0]);
  await metric(v2, u2, [2, 78, 6, -0.5, null, 1]);

  // The finalized promotion batch (a2 promoted, a1 eliminated) in a 公示 window; a revoked one promoted a1.
  const publicityId = await insertPublicity(t.database, { endAt: '2026-11-09 10:00:00' });
  f.batchId = await insertBatch(t.database, {
    stageId: f.stage1,
    competitionId: f.competitionId,
    status: 'finalized',
    title: '初赛晋级',
    publicityId,
  });
  await insertDecision(t.database, {
    batchId: f.batchId,
    entryId: entries[1],
    applicationId: f.app[1],
    result: 'promoted',
    score: 88.5,
    rank: 1,
  });
  await insertDecision(t.database, {
    batchId: f.batchId,
    entryId: entries[0],
    applicationId: f.app[0],
    result: 'eliminated',
    score: 72.25,
    rank: 2,
  });
  const revoked = await insertBatch(t.database, {
    stageId: f.stage1,
    competitionId: f.competitionId,
    status: 'revoked',
  });
  await insertDecision(t.database, {
    batchId: revoked,
    entryId: entries[0],
    applicationId: f.app[0],
    result: 'promoted',
  });

  // Awards: a2 gold (with a certificate), a3 special of track 1; a1 silver revoked (not listed).
  const gold = await insertLevel(t.database, { competitionId: f.competitionId, name: '金奖', rankOrder: 1 });
  const silver = await insertLevel(t.database, { competitionId: f.competitionId, name: '银奖', rankOrder: 2 });
  const special = await insertLevel(t.database, {
    competitionId: f.competitionId,
    name: '最佳创意奖',
    kind: 'special',
  });
  const goldAward = await insertAward(t.database, {
    levelId: gold,
    competitionId: f.competitionId,
    applicationId: f.app[1],
  });
  await insertCertificate(t.database, { dataDir: t.dataDir, awardId: goldAward, code: 'RPTCERT234567890' });
  await insertAward(t.database, { levelId: special, competitionId: f.competitionId, applicationId: f.app[2] });
  const revokedAward = await insertAward(t.database, {
    levelId: silver,
    competitionId: f.competitionId,
    applicationId: f.app[0],
  });
  await exec(sql`update comp_award set status = 'revoked' where award_id = ${revokedAward}`);
  // An award of track 2 (a4, rejected in this story, but awards are what the list shows).
  await insertAward(t.database, { levelId: silver, competitionId: f.competitionId, applicationId: f.app[3] });
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  await edition();
  await judging();
});
afterAll(async () => {
  await t.close();
});

const figures = (document: ReportDocument, section = 0) =>
  (document.sections[section].figures ?? []).map((figure) => [figure.label, figure.value]);
const table = (document: ReportDocument, section = 0) => document.sections[section].table?.rows;

describe('stage_result', () => {
  it('ranks the entries from the latest result version with raw, normalised and final scores and the promotion', async () => {
    const stage = await load.stageOf(t.database, f.stage1, f.competitionId);
    expect(stage).toEqual({ stageId: f.stage1, name: '初赛', trackName: '甲赛道' });
    const data = await load.loadStageResult(t.database, {
      edition: '报告测试届',
      stage: stage as NonNullable<typeof stage>,
      plan: all,
    });
    const document = buildStageResult(data, stamp);
    expect(document.title).toBe('甲赛道 初赛 成绩报告');
    expect(figures(document)).toEqual([
      ['参评项目', 3],
      ['已排名', 2],
      ['有效评审不足', 1],
      ['晋级', 1],
    ]);
    expect(document.sections[0].paragraphs).toEqual(['晋级结果取自批次“初赛晋级”。']);
    expect(table(document)).toEqual([
      {
        rank: 1,
        code: f.code[1],
        project: '项目2',
        organisation: '报告单位B',
        region: '南山区',
        group: '第一组',
        validSheets: 2,
        rawMean: 88.5,
        normalised: null,
        score: 88.5,
        flags: '',
        promotion: '晋级',
      },
      {
        rank: 2,
        code: f.code[0],
        project: '项目1',
        organisation: '报告单位A',
        region: '天河区',
        group: '第一组',
        validSheets: 3,
        rawMean: 72.25,
        normalised: 72.25,
        score: 72.25,
        flags: '',
        promotion: '未晋级',
      },
      {
        rank: null,
        code: f.code[2],
        project: '项目3',
        organisation: '报告单位C',
        region: '越秀区',
        group: '第一组',
        validSheets: 0,
        rawMean: null,
        normalised: null,
        score: null,
        flags: '有效评审不足',
        promotion: null,
      },
    ]);
    const histogram = document.sections[0].charts?.[0].option as { series: Array<{ data: number[] }> };
    expect(histogram.series[0].data).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 0]);
    // A restricted scope reads the entries of its own review groups only (第一组 is no region's).
    const regional = await load.loadStageResult(t.database, {
      edition: '报告测试届',
      stage: stage as NonNullable<typeof stage>,
      plan: { kind: 'region', regionCode: '440100' },
    });
    expect(regional.entries).toEqual([]);
    // In English: the title, the columns and the flags.
    const english = buildStageResult(data, { ...stamp, locale: 'en-US' });
    expect(english.title).toBe('Stage results: 甲赛道 初赛');
    expect(english.sections[0].table?.columns.map((column) => column.title)).toEqual([
      'Rank',
      'Code',
      'Project',
      'Organisation',
      'Region',
      'Review group',
      'Valid sheets',
      'Raw mean',
      'Normalised mean',
      'Final score',
      'Flags',
      'Promotion',
    ]);
    expect(english.sections[0].table?.rows.map((row) => [row.flags, row.promotion])).toEqual([
      ['', 'promoted'],
      ['', 'eliminated'],
      ['insufficient', null],
    ]);
  });

  it('bands scores by 10 points, the top band holding 100', () => {
    expect(scoreBands([0, 9.99, 10, 100, 55]).map((band) => band.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(
      scoreBands([105])
        .map((band) => band.label)
        .at(-1),
    ).toBe('100–110');
  });
});

describe('judge_consistency', () => {
  it("reads the latest version's judge metrics: experts, sheets, mean leniency", async () => {
    const task = await load.taskOf(t.database, f.taskId, f.competitionId);
    expect(task).toMatchObject({ taskId: f.taskId, name: '初赛评审', stageName: '初赛' });
    const data = await load.loadJudgeConsistency(t.database, {
      edition: '报告测试届',
      task: { taskId: f.taskId, name: '初赛评审', stageName: '初赛' },
    });
    expect(data.version).toMatchObject({ versionNo: 2, provisional: false });
    const document = buildJudgeConsistency(data, stamp);
    expect(figures(document)).toEqual([
      ['评委人数', 2],
      ['评审份数', 4],
      ['平均宽严度', 0.5],
    ]);
    const byExpert = new Map(table(document)?.map((row) => [row.n === 2 && row.mean === 80 ? 'u1' : 'u2', row]));
    expect(byExpert.get('u1')).toMatchObject({ n: 2, mean: 80, spread: 5, leniency: 1.5, spearman: 0.5, outliers: 0 });
    expect(byExpert.get('u2')).toMatchObject({
      n: 2,
      mean: 78,
      spread: 6,
      leniency: -0.5,
      spearman: null,
      outliers: 1,
    });
    const chart = document.sections[0].charts?.[0].option as { series: Array<{ data: number[] }> };
    expect([...chart.series[0].data].sort()).toEqual([-0.5, 1.5]);
  });
});

describe('publicity_list', () => {
  it("lists the batch's promoted entries with the window's dates", async () => {
    const batch = await load.batchOf(t.database, f.batchId, f.competitionId);
    const { stageId: _stageId, ...subject } = batch as NonNullable<typeof batch>;
    const data = await load.loadPublicityList(t.database, { edition: '报告测试届', batch: subject });
    expect(data.window).toEqual({ startAt: '2026-11-02 10:00:00', endAt: '2026-11-09 10:00:00' });
    const document = buildPublicityList(data, stamp);
    expect(figures(document)).toEqual([
      ['公示项目', 1],
      ['公示期', '2026-11-02 10:00:00 – 2026-11-09 10:00:00'],
    ]);
    expect(table(document)).toEqual([
      {
        code: f.code[1],
        project: '项目2',
        organisation: '报告单位B',
        region: '南山区',
        score: 88.5,
        rank: 1,
        level: '晋级',
      },
    ]);
  });
});

describe('award_list', () => {
  it('lists final awards by level with the current certificate; figures per level; one track or all', async () => {
    const data = await load.loadAwardList(t.database, {
      edition: '报告测试届',
      competitionId: f.competitionId,
      track: null,
      plan: all,
    });
    const document = buildAwardList(data, stamp);
    expect(document.title).toBe('全部赛道 获奖名单');
    expect(figures(document)).toEqual([
      ['获奖总数', 3],
      ['金奖', 1],
      ['银奖', 1],
      ['最佳创意奖', 1],
    ]);
    expect(table(document)?.map((row) => [row.level, row.code, row.certificate])).toEqual([
      ['金奖', f.code[1], 'RPTCERT234567890'],
      ['银奖', f.code[3], null],
      ['最佳创意奖', f.code[2], null],
    ]);
    const track1 = await load.loadAwardList(t.database, {
      edition: '报告测试届',
      competitionId: f.competitionId,
      track: { trackId: f.track1, name: '甲赛道' },
      plan: all,
    });
    expect(figures(buildAwardList(track1, stamp))).toEqual([
      ['获奖总数', 2],
      ['金奖', 1],
      ['最佳创意奖', 1],
    ]);
  });
});

describe('final_report', () => {
  it('counts by track, province, organisation, category and industry; the funnel; audit turnaround; review', async () => {
    const data = await load.loadFinalReport(t.database, {
      edition: '报告测试届',
      competitionId: f.competitionId,
      plan: all,
    });
    expect(data.total).toBe(4);
    const counts = (rows: Array<{ name: string; count: number }>) => rows.map((row) => [row.name, row.count]);
    expect(counts(data.byTrack)).toEqual([
      ['甲赛道', 3],
      ['乙赛道', 1],
    ]);
    expect(counts(data.byRegion)).toEqual([
      ['广东省', 3],
      ['北京市', 1],
    ]);
    expect(counts(data.byOrganisation)).toEqual([
      ['', 1],
      ['报告单位A', 1],
      ['报告单位B', 1],
      ['报告单位C', 1],
    ]);
    expect(counts(data.byCategory)).toEqual([
      ['创意组', 2],
      ['', 1],
      ['成长组', 1],
    ]);
    expect(counts(data.byIndustry)).toEqual([
      ['X', 2],
      ['', 1],
      ['Y', 1],
    ]);
    expect(data.funnel).toEqual({
      submitted: 5,
      approved: 3,
      stages: [
        { stageId: f.stage1, name: '初赛', trackName: '甲赛道', kind: 'preliminary', entries: 3 },
        { stageId: f.stage2, name: '初赛', trackName: '乙赛道', kind: 'preliminary', entries: 0 },
        { stageId: f.stageFinal, name: '决赛', trackName: '甲赛道', kind: 'final', entries: 1 },
      ],
      promoted: 1,
      awarded: 3,
    });
    expect(data.daily).toEqual([
      { date: '2026-03-01', submitted: 2 },
      { date: '2026-03-02', submitted: 1 },
    ]);
    expect(data.turnaround).toEqual([
      { trackId: f.track1, trackName: '甲赛道', decided: 1, medianHours: 12, p90Hours: 12 },
      { trackId: f.track2, trackName: '乙赛道', decided: 1, medianHours: 48, p90Hours: 48 },
      { trackId: null, trackName: '', decided: 2, medianHours: 30, p90Hours: 44.4 },
    ]);
    expect(data.review).toEqual({ tasks: 1, assignments: 4, sheets: 3, experts: 3, thirdReviews: 1 });

    const document = buildFinalReport(data, stamp);
    expect(document.title).toBe('报告测试届 赛事总结报告');
    expect(document.sections.map((section) => section.heading)).toEqual([
      '概览',
      '按赛道',
      '按地区（省级）',
      '按单位（前 20）',
      '按组别',
      '按行业',
      '赛程漏斗',
      '每日提交',
      '审核时效',
      '评审统计',
    ]);
    // The overview: 4 applications from 2 tracks, 2 provinces and 3 named organisations (the
    // unfilled one not counted); approved, promoted, awarded and the experts as the sections below.
    expect(figures(document, 0)).toEqual([
      ['申报总数', 4],
      ['赛道', 2],
      ['覆盖省份', 2],
      ['参赛单位', 3],
      ['审核通过', 3],
      ['晋级', 1],
      ['获奖', 3],
      ['参与评审专家', 3],
    ]);
    expect(document.sections[0].charts).toBeUndefined();
    expect(table(document, 1)).toEqual([
      { name: '甲赛道', count: 3, share: 75 },
      { name: '乙赛道', count: 1, share: 25 },
    ]);
    expect(table(document, 3)?.[0]).toEqual({ name: '未填写', count: 1, share: 25 });
    expect(figures(document, 6)).toEqual([
      ['已提交申报', 5],
      ['审核通过', 3],
      ['初赛参评', 3],
      ['决赛参评', 1],
      ['晋级', 1],
      ['获奖', 3],
    ]);
    expect(table(document, 8)).toEqual([
      { track: '甲赛道', decided: 1, median: 12, p90: 12 },
      { track: '乙赛道', decided: 1, median: 48, p90: 48 },
      { track: '全部赛道', decided: 2, median: 30, p90: 44.4 },
    ]);
    expect(figures(document, 9)).toEqual([
      ['评审任务', 1],
      ['评审分配', 4],
      ['已提交评分表', 3],
      ['参与评审专家', 3],
      ['人均评分表', 1],
      ['第三评', 1],
    ]);
    for (const section of document.sections.slice(1)) expect(section.charts?.length).toBe(1);
  });

  it('keeps the top 20 organisations and sums the others', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ key: String(i), name: `单位${i}`, count: 30 - i }));
    const shown = topAndOthers(many, TOP_ORGANISATIONS, '其他');
    expect(shown).toHaveLength(21);
    expect(shown[20]).toEqual({ key: '*', name: '其他', count: 10 + 9 + 8 });
  });

  it('hashes the same data the same whatever the key order, and differently after a change', async () => {
    const data = await load.loadFinalReport(t.database, {
      edition: '报告测试届',
      competitionId: f.competitionId,
      plan: all,
    });
    const again = await load.loadFinalReport(t.database, {
      edition: '报告测试届',
      competitionId: f.competitionId,
      plan: all,
    });
    const reordered = Object.fromEntries(Object.entries(again).reverse()) as typeof again;
    expect(reportDataHash(reordered)).toBe(reportDataHash(data));
    await exec(sql`update comp_application set industry = 'Z' where application_id = ${f.app[0]}`);
    const changed = await load.loadFinalReport(t.database, {
      edition: '报告测试届',
      competitionId: f.competitionId,
      plan: all,
    });
    expect(reportDataHash(changed)).not.toBe(reportDataHash(data));
    await exec(sql`update comp_application set industry = 'X' where application_id = ${f.app[0]}`);
  });
});
