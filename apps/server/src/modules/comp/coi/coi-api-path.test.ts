import { type CoiRuleKind, type CoiRuleRow, coiReasonText, DEFAULT_COI_RULES } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { applicationIn, callEn, expertProfile, grantDeclare } from '../../../../test/coi-fixtures';
import { demoEdition } from '../../../../test/demo-edition';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { conflictsBetween } from './coi.api';

// The API path of the conflict rules (docs/conflicts-of-interest.md): a rule set saved through
// PUT /comp/coi/rules, declarations and decisions made through their routes, then the loader of
// coi.api.ts and the engine deciding the pairs. Every kind hits one pair and misses another; the
// engine's own edge cases are in coi-engine.test.ts, the loader's facts in coi-api.test.ts.

let t: TestApp;
let admin: string;
let organiser: string;
let expertToken: string;
let competitionId: number;
const org = { bureau: 0, schoolA: 0, schoolB: 0, company: 0 };
const app = { a: 0, b: 0 };
let codeB = '';
const ex = { colleague: 0, sibling: 0, mentor: 0, employee: 0, relative: 0, stranger: 0, declarer: 0 };

const LEADER_A = '13700137001';
const MENTOR_A = '13700137002';

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t.database, query))[0] as T;
}

async function organisation(name: string, parentId: number | null, regionCode: string): Promise<number> {
  return (
    await one<{ id: number }>(
      sql`insert into comp_organisation (org_name, org_type, parent_id, region_code)
          values (${name}, 'company', ${parentId}, ${regionCode}) returning org_id::int as id`,
    )
  ).id;
}

async function expert(name: string, values: { orgId?: number; orgName?: string; region?: string; mobile?: string }) {
  const user = await one<{ id: number }>(
    sql`insert into sys_user (user_name, nick_name, phonenumber, password)
        values (${`coi_path_${name}`}, ${name}, ${values.mobile ?? ''}, 'x') returning user_id::int as id`,
  );
  return (
    await one<{ id: number }>(
      sql`insert into comp_expert (user_id, org_id, org_name, region_code, status)
          values (${user.id}, ${values.orgId ?? null}, ${values.orgName ?? null}, ${values.region ?? null}, 'active')
          returning expert_id::int as id`,
    )
  ).id;
}

/** Saves a rule set through the API: the defaults with the changes named per kind. */
async function saveRules(changes: Partial<Record<CoiRuleKind, Partial<CoiRuleRow>>> = {}) {
  const rules = DEFAULT_COI_RULES.map((rule) => ({ ...rule, ...changes[rule.kind] }));
  const answer = await callEn(t, organiser, 'PUT', `/comp/coi/rules/${competitionId}`, { rules });
  expect(answer.code).toBe(200);
}

async function pairsOf(expertId: number) {
  const answer = await conflictsBetween(t, { competitionId, expertIds: [expertId], applicationIds: [app.a, app.b] });
  return answer.get(expertId) ?? [];
}

/** The hits of one pair as `kind:severity`, [] when clear. */
async function hits(expertId: number, applicationId: number): Promise<string[]> {
  const pair = (await pairsOf(expertId)).find((p) => p.applicationId === applicationId);
  return pair ? pair.hits.map((hit) => `${hit.kind}:${hit.severity}`) : [];
}

async function verdict(expertId: number, applicationId: number) {
  return (await pairsOf(expertId)).find((p) => p.applicationId === applicationId)?.verdict ?? 'clear';
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.parse('2026-11-26T08:00:00Z'));
  admin = await loginAs(t.app, 'admin');
  organiser = await loginAs(t.app, 'organiser');
  ({ competitionId } = await demoEdition(t.database));
  await t.database.exec().execute(sql`delete from comp_coi_rule where competition_id = ${competitionId}`);

  // 天河 school A and 越秀 school B under one bureau; a company in 南山 (深圳).
  org.bureau = await organisation('回避测试教育局', null, REGION_CODES.guangzhou);
  org.schoolA = await organisation('回避测试甲校', org.bureau, REGION_CODES.tianhe);
  org.schoolB = await organisation('回避测试乙校', org.bureau, REGION_CODES.yuexiu);
  org.company = await organisation('回避测试公司', null, REGION_CODES.nanshan);
  app.a = (
    await applicationIn(t, admin, {
      regionCode: REGION_CODES.tianhe,
      seq: '81',
      orgId: org.schoolA,
      leaderMobile: LEADER_A,
      mentors: [{ name: '导师', mobile: MENTOR_A }],
    })
  ).id;
  const b = await applicationIn(t, admin, { regionCode: REGION_CODES.nanshan, seq: '82', orgId: org.company });
  app.b = b.id;
  codeB = b.code;

  ex.colleague = await expert('同校', { orgId: org.schoolA, region: REGION_CODES.futian });
  ex.sibling = await expert('兄弟校', { orgId: org.schoolB, region: REGION_CODES.yuexiu });
  ex.mentor = await expert('导师本人', { orgName: '某研究所', mobile: MENTOR_A });
  ex.employee = await expert('前员工', { orgName: '某咨询公司' });
  ex.relative = await expert('亲属', { orgName: '某设计院' });
  ex.stranger = await expert('南山专家', { orgName: '某大学', region: REGION_CODES.nanshan });
  await t.database
    .exec()
    .execute(sql`insert into comp_expert_relation (expert_id, kind, org_id, from_date, until_date) values
      (${ex.employee}, 'employer', ${org.schoolA}, '2018-01-01', '2024-06-30'),
      (${ex.relative}, 'relative_org', ${org.company}, null, null)`);
  ex.declarer = await expertProfile(t, 'expert', { orgName: '申报专家单位' });
  await grantDeclare(t);
  expertToken = await loginAs(t.app, 'expert');
});
afterAll(() => t.close());

describe('every rule kind through a rule set saved by the API', () => {
  it('hits the pair its facts match and misses the other', async () => {
    await saveRules();
    const expected: Array<[string, number, string[], string[]]> = [
      ['same organisation', ex.colleague, ['same_org:block'], []],
      ['same parent organisation', ex.sibling, ['same_parent_org:warn'], []],
      ['a mentor of the team', ex.mentor, ['mentor_or_member:block'], []],
      ['an employer within 3 years', ex.employee, ['employer_within_years:warn'], []],
      ['a relative’s organisation', ex.relative, [], ['declared_relation:warn']],
      ['the same district', ex.stranger, [], ['same_region:warn']],
    ];
    for (const [what, expertId, onA, onB] of expected) {
      expect({ what, a: await hits(expertId, app.a), b: await hits(expertId, app.b) }).toEqual({
        what,
        a: onA,
        b: onB,
      });
    }
  });

  it('gives readable reasons in both languages', async () => {
    const [pair] = await pairsOf(ex.mentor);
    const [hit] = pair.hits;
    expect(coiReasonText(hit.kind, hit.values, 'zh-CN')).toBe('专家是该项目的指导老师');
    expect(coiReasonText(hit.kind, hit.values, 'en-US')).toBe('The expert is the project’s mentor');
  });

  it('compares regions at the saved level: district misses a neighbour, city and province catch it', async () => {
    expect(await hits(ex.sibling, app.a)).toEqual(['same_parent_org:warn']);
    await saveRules({ same_region: { params: { regionLevel: 2 } } });
    expect(await hits(ex.sibling, app.a)).toEqual(['same_parent_org:warn', 'same_region:warn']);
    // 福田 (深圳) against 天河 (广州): another city, one province.
    expect(await hits(ex.colleague, app.a)).toEqual(['same_org:block']);
    await saveRules({ same_region: { params: { regionLevel: 1 } } });
    expect(await hits(ex.colleague, app.a)).toEqual(['same_org:block', 'same_region:warn']);
  });

  it('counts an employer back the saved number of years', async () => {
    await saveRules({ employer_within_years: { params: { years: 3 } } });
    expect(await hits(ex.employee, app.a)).toEqual(['employer_within_years:warn']);
    // Left on 2024-06-30: more than one year before 2026-11-26.
    await saveRules({ employer_within_years: { params: { years: 1 } } });
    expect(await hits(ex.employee, app.a)).toEqual([]);
  });

  it('turns a warning into a block when its severity is changed to block', async () => {
    await saveRules();
    expect(await verdict(ex.sibling, app.a)).toBe('warn');
    await saveRules({ same_parent_org: { severity: 'block' } });
    expect(await verdict(ex.sibling, app.a)).toBe('block');
    expect(await hits(ex.sibling, app.a)).toEqual(['same_parent_org:block']);
    await saveRules({ same_org: { severity: 'warn' } });
    expect(await verdict(ex.colleague, app.a)).toBe('warn');
  });

  it('never hits with a disabled rule', async () => {
    await saveRules({ same_org: { enabled: false }, declared_relation: { enabled: false } });
    expect(await pairsOf(ex.colleague)).toEqual([]);
    expect(await hits(ex.relative, app.b)).toEqual([]);
    const none = Object.fromEntries(DEFAULT_COI_RULES.map((rule) => [rule.kind, { enabled: false }]));
    await saveRules(none);
    for (const expertId of Object.values(ex)) expect(await pairsOf(expertId)).toEqual([]);
  });
});

describe('declarations and decisions through their routes', () => {
  const declarationsOf = async () =>
    (
      await callEn(
        t,
        organiser,
        'GET',
        `/comp/coi/declaration/list?competitionId=${competitionId}&applicationCode=${codeB}`,
      )
    ).rows as Array<{ declarationId: number; source: string; status: string }>;

  it('blocks a declared pair while pending and once confirmed, and clears it once dismissed', async () => {
    await callEn(t, organiser, 'POST', `/comp/coi/rules/${competitionId}/reset`);
    expect(await hits(ex.declarer, app.b)).toEqual([]);
    const declared = await callEn(t, expertToken, 'POST', '/comp/coi/declaration', {
      applicationId: app.b,
      reason: '曾任该公司顾问',
    });
    expect(declared.code).toBe(200);
    expect(await hits(ex.declarer, app.b)).toEqual(['declared:block']);
    expect(await hits(ex.declarer, app.a)).toEqual([]);
    const id = declared.data.declarationId;
    const confirm = await callEn(t, organiser, 'PUT', `/comp/coi/declaration/${id}/decision`, {
      decision: 'confirmed',
      reason: '属实',
    });
    expect(confirm.data.status).toBe('confirmed');
    expect(await verdict(ex.declarer, app.b)).toBe('block');
    const [pair] = await pairsOf(ex.declarer);
    expect(coiReasonText(pair.hits[0].kind, pair.hits[0].values, 'en-US')).toBe(
      'Declared by the expert: 曾任该公司顾问',
    );
    await callEn(t, organiser, 'PUT', `/comp/coi/declaration/${id}/decision`, {
      decision: 'dismissed',
      reason: '已离任',
    });
    expect(await verdict(ex.declarer, app.b)).toBe('clear');
  });

  it('clears a declaration dismissed while still pending', async () => {
    const declared = await callEn(t, expertToken, 'POST', '/comp/coi/declaration', {
      applicationId: app.b,
      reason: '再次申报',
    });
    expect(await verdict(ex.declarer, app.b)).toBe('block');
    await callEn(t, organiser, 'PUT', `/comp/coi/declaration/${declared.data.declarationId}/decision`, {
      decision: 'dismissed',
      reason: '不构成回避',
    });
    expect(await verdict(ex.declarer, app.b)).toBe('clear');
  });

  it('blocks a pair an organiser decided, under its own rule, until dismissed', async () => {
    const decided = await callEn(t, organiser, 'POST', '/comp/coi/decision', {
      expertId: ex.stranger,
      applicationId: app.a,
      reason: '举报核实',
    });
    expect(decided.code).toBe(200);
    expect(await hits(ex.stranger, app.a)).toEqual(['organiser_decision:block']);
    // An organiser's decision is not the expert's declaration: disabling `declared` keeps it.
    await saveRules({ declared: { enabled: false } });
    expect(await hits(ex.stranger, app.a)).toEqual(['organiser_decision:block']);
    await saveRules({ organiser_decision: { enabled: false } });
    expect(await hits(ex.stranger, app.a)).toEqual([]);
    await saveRules();
    await callEn(t, organiser, 'PUT', `/comp/coi/declaration/${decided.data.declarationId}/decision`, {
      decision: 'dismissed',
      reason: '误判',
    });
    expect(await hits(ex.stranger, app.a)).toEqual([]);
    expect((await declarationsOf()).every((row) => row.status === 'dismissed')).toBe(true);
  });
});
