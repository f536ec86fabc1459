import { DEFAULT_COI_RULES } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PersonalDataCipher } from '../../../lib/personal-data';
import { conflictsBetween, recordOverrides } from './coi.api';

// The facts loader against real rows: every rule kind reaches the engine with the facts it needs
// (organisations with parents, region paths, people's digests, relations, declarations). The
// engine's own rules are proven in coi-engine.test.ts.

let t: TestApp;
let competitionId: number;
const ids = { bureau: 0, schoolA: 0, schoolB: 0, other: 0 };
const apps = { a: 0, b: 0 };
const experts = { colleague: 0, sibling: 0, leader: 0, employee: 0, relative: 0, declarer: 0, stranger: 0 };

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t.database, query))[0] as T;
}

async function org(name: string, parentId: number | null, region: string): Promise<number> {
  const row = await one<{ id: number }>(
    sql`insert into comp_organisation (org_name, org_type, parent_id, region_code) values (${name}, 'middle_school', ${parentId}, ${region}) returning org_id::int as id`,
  );
  return row.id;
}

async function expert(name: string, values: { orgId?: number; orgName?: string; region?: string; mobile?: string }) {
  const user = await one<{ id: number }>(
    sql`insert into sys_user (user_name, nick_name, phonenumber, password) values (${`coi_${name}`}, ${name}, ${values.mobile ?? ''}, 'x') returning user_id::int as id`,
  );
  const row = await one<{ id: number }>(
    sql`insert into comp_expert (user_id, org_id, org_name, region_code, status) values (${user.id}, ${values.orgId ?? null}, ${values.orgName ?? null}, ${values.region ?? null}, 'active') returning expert_id::int as id`,
  );
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  competitionId = (await demoEdition(t.database)).competitionId;
  // Two applications in different districts of one city, with organisations under one bureau.
  const [first] = await rows<{ id: number; region: string; mobile: string }>(
    t.database,
    sql`select a.application_id::int as id, a.region_code as region, a.leader_mobile_enc as mobile
        from comp_application a join comp_region r on r.region_code = a.region_code and r.level = '3'
        where a.competition_id = ${competitionId} order by a.application_id limit 1`,
  );
  const district = await one<{ code: string; city: string }>(
    sql`select region_code as code, parent_code as city from comp_region where region_code = ${first.region}`,
  );
  const sibling = await one<{ code: string }>(
    sql`select region_code as code from comp_region where parent_code = ${district.city} and region_code <> ${district.code} order by region_code limit 1`,
  );
  apps.a = first.id;
  const otherApp = await one<{ id: number }>(
    sql`select application_id::int as id from comp_application where competition_id = ${competitionId} and application_id <> ${first.id} order by application_id limit 1`,
  );
  apps.b = otherApp.id;
  ids.bureau = await org('测试区教育局', null, district.code);
  ids.schoolA = await org('测试第一中学', ids.bureau, district.code);
  ids.schoolB = await org('测试第二中学', ids.bureau, district.code);
  ids.other = await org('测试外市中学', null, sibling.code);
  await t.database
    .exec()
    .execute(
      sql`update comp_application set org_id = ${ids.schoolA}, region_code = ${district.code} where application_id = ${apps.a}`,
    );
  await t.database
    .exec()
    .execute(
      sql`update comp_application set org_id = ${ids.other}, region_code = ${sibling.code} where application_id = ${apps.b}`,
    );
  const leaderMobile = new PersonalDataCipher(t.config.appSecret).open('mobile', first.mobile);

  experts.colleague = await expert('同校专家', { orgId: ids.schoolA, region: sibling.code });
  experts.sibling = await expert('兄弟学校专家', { orgId: ids.schoolB, region: sibling.code });
  experts.leader = await expert('负责人本人', { orgName: '校外机构', mobile: leaderMobile });
  experts.employee = await expert('前员工', { orgName: '某公司' });
  experts.relative = await expert('亲属', { orgName: '另一公司' });
  experts.declarer = await expert('申报人', { orgName: '第三公司' });
  experts.stranger = await expert('无关专家', { orgName: '无关单位', region: district.code });
  await t.database
    .exec()
    .execute(sql`insert into comp_expert_relation (expert_id, kind, org_id, from_date, until_date) values
      (${experts.employee}, 'employer', ${ids.schoolA}, '2015-01-01', '2025-06-30'),
      (${experts.relative}, 'relative_org', ${ids.schoolA}, null, null)`);
  await t.database
    .exec()
    .execute(sql`insert into comp_coi_declaration (expert_id, application_id, source, reason, status) values
      (${experts.declarer}, ${apps.a}, 'expert', '曾为该团队提供咨询', 'declared'),
      (${experts.declarer}, ${apps.b}, 'expert', '已驳回的申报', 'dismissed')`);
  t.clock.set(Date.parse('2026-11-26T08:00:00Z'));
});

afterAll(async () => {
  await t?.close();
});

async function kindsFor(expertId: number, applicationId: number): Promise<string[]> {
  const answer = await conflictsBetween(t, { competitionId, expertIds: [expertId], applicationIds: [apps.a, apps.b] });
  return (answer.get(expertId) ?? [])
    .filter((pair) => pair.applicationId === applicationId)
    .flatMap((pair) => pair.hits.map((hit) => `${hit.kind}:${hit.severity}`));
}

describe('conflicts between experts and applications (facts loaded from the database)', () => {
  it('uses the default rule set for an edition that saved none', async () => {
    expect(await kindsFor(experts.colleague, apps.a)).toEqual(['same_org:block']);
    // Application b lies in the district the colleague lives in: a warning only.
    expect(await kindsFor(experts.colleague, apps.b)).toEqual(['same_region:warn']);
  });

  it('finds a common parent organisation, a team member by mobile, a recent employer and a relative', async () => {
    expect(await kindsFor(experts.sibling, apps.a)).toEqual(['same_parent_org:warn']);
    expect(await kindsFor(experts.leader, apps.a)).toEqual(['mentor_or_member:block']);
    expect(await kindsFor(experts.employee, apps.a)).toEqual(['employer_within_years:warn']);
    expect(await kindsFor(experts.relative, apps.a)).toEqual(['declared_relation:warn']);
    expect(await kindsFor(experts.stranger, apps.b)).toEqual([]);
  });

  it('reads declarations that are not dismissed', async () => {
    expect(await kindsFor(experts.declarer, apps.a)).toEqual(['declared:block']);
    expect(await kindsFor(experts.declarer, apps.b)).toEqual([]);
  });

  it('compares regions at the level the saved rule set names', async () => {
    expect(await kindsFor(experts.stranger, apps.a)).toEqual(['same_region:warn']);
    // The sibling sits in another district of the same city: a city-level rule catches it.
    await t.database.exec().execute(sql`delete from comp_coi_rule where competition_id = ${competitionId}`);
    for (const rule of DEFAULT_COI_RULES) {
      const params = rule.kind === 'same_region' ? { regionLevel: 2 } : rule.params;
      await t.database
        .exec()
        .execute(
          sql`insert into comp_coi_rule (competition_id, kind, severity, params, enabled) values (${competitionId}, ${rule.kind}, ${rule.kind === 'same_region' ? 'block' : rule.severity}, ${JSON.stringify(params)}::jsonb, ${rule.kind === 'same_parent_org' ? '0' : '1'})`,
        );
    }
    expect(await kindsFor(experts.sibling, apps.a)).toEqual(['same_region:block']);
    const answer = await conflictsBetween(t, { competitionId, expertIds: [experts.sibling], applicationIds: [apps.a] });
    expect(answer.get(experts.sibling)?.[0]).toMatchObject({ verdict: 'block', applicationId: apps.a });
  });

  it('answers an empty list for an expert with no conflict and logs overrides', async () => {
    const answer = await conflictsBetween(t, {
      competitionId,
      expertIds: [experts.employee],
      applicationIds: [apps.b],
    });
    expect(answer.get(experts.employee)).toEqual([]);
    await recordOverrides(t.database, {
      expertId: experts.employee,
      expertGroupId: null,
      overrides: [{ applicationId: apps.a, ruleKind: 'employer_within_years', reason: '离职已满两年' }],
      by: 'organiser',
    });
    const logged = await rows(
      t.database,
      sql`select rule_kind, reason, create_by from comp_coi_override where expert_id = ${experts.employee}`,
    );
    expect(logged).toEqual([{ rule_kind: 'employer_within_years', reason: '离职已满两年', create_by: 'organiser' }]);
  });
});
