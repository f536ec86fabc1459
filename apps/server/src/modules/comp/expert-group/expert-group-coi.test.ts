import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { bindReviewGroup, expertUsers, insertExperts } from '../../../../test/expert-group-fixtures';
import { call } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Conflicts of interest on the members page (docs/expert-groups.md), decided by the server with the
// edition's rule set (here the default set: same organisation blocks, same district warns).

let t: TestApp;
let admin: string;
let stageId: number;
let app: { id: number; code: string; orgId: number; orgName: string; region: string; regionName: string };
const ex = { blocked: 0, warned: 0, clear: 0, clear2: 0 };
let users: Map<number, number>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) => call(t.app, admin, method, url, payload);

async function groupWithApplication(groupName: string): Promise<number> {
  const form = { stageId, groupName, capacity: 5, regionCode: null };
  const added = await api('POST', '/comp/expertGroup', form);
  if (added.code !== 200) throw new Error(added.msg);
  const id = (await api('GET', `/comp/expertGroup/list?groupName=${encodeURIComponent(groupName)}`)).rows[0]
    .expertGroupId as number;
  await bindReviewGroup(t.database, { stageId, expertGroupId: id, groupName: `${groupName}项目`, applicationIds: [] });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  const edition = await demoEdition(t.database);
  [{ id: stageId }] = await rows<{ id: number }>(
    t.database,
    sql`select stage_id::int as id from comp_stage where competition_id = ${edition.competitionId} and stage_kind = 'preliminary' limit 1`,
  );
  const [row] = await rows<{
    id: number;
    code: string;
    org_id: number;
    org_name: string;
    region: string;
    region_name: string;
  }>(
    t.database,
    sql`select a.application_id::int as id, a.code, o.org_id::int, o.org_name, a.region_code as region, r.region_name
        from comp_application a join comp_organisation o on o.org_id = a.org_id
        join comp_region r on r.region_code = a.region_code and r.level = '3'
        where a.competition_id = ${edition.competitionId} order by a.application_id limit 1`,
  );
  app = {
    id: row.id,
    code: row.code,
    orgId: row.org_id,
    orgName: row.org_name,
    region: row.region,
    regionName: row.region_name,
  };
  const [elsewhere] = await rows<{ code: string }>(
    t.database,
    sql`select region_code as code from comp_region where level = '3' and region_code <> ${app.region} order by region_code limit 1`,
  );
  [ex.blocked, ex.warned, ex.clear, ex.clear2] = await insertExperts(t.database, [
    {
      userName: 'coi_eg_same_org',
      nickName: '同单位专家',
      orgId: app.orgId,
      regionCode: elsewhere.code,
      fields: ['x'],
    },
    {
      userName: 'coi_eg_same_area',
      nickName: '同区专家',
      orgName: '校外研究所',
      regionCode: app.region,
      fields: ['x'],
    },
    {
      userName: 'coi_eg_clear',
      nickName: '无冲突专家',
      orgName: '外地大学',
      regionCode: elsewhere.code,
      fields: ['x'],
    },
    {
      userName: 'coi_eg_clear2',
      nickName: '无冲突专家二',
      orgName: '外地学院',
      regionCode: elsewhere.code,
      fields: ['y'],
    },
  ]);
  users = await expertUsers(t.database, Object.values(ex));
});
afterAll(() => t.close());

async function boundGroup(name: string): Promise<number> {
  const id = await groupWithApplication(name);
  await t.database.exec().execute(
    sql`insert into comp_stage_entry (stage_id, application_id, review_group_id)
          select ${stageId}, ${app.id}, review_group_id from comp_review_group where expert_group_id = ${id}
          on conflict (stage_id, application_id) do update set review_group_id = excluded.review_group_id`,
  );
  return id;
}

describe('conflicts of interest on the members page', () => {
  it('shows each candidate with its verdict and readable reasons against the group’s applications', async () => {
    const id = await boundGroup('回避候选组');
    const list = (await api('GET', `/comp/expertGroup/${id}/candidates?field=x`)).data as Array<{
      expertId: number;
      verdict: string;
      conflicts: unknown[];
    }>;
    const of = (expertId: number) => list.find((c) => c.expertId === expertId);
    expect(of(ex.blocked)).toMatchObject({
      verdict: 'block',
      conflicts: [
        {
          applicationId: app.id,
          applicationCode: app.code,
          verdict: 'block',
          hits: [{ kind: 'same_org', severity: 'block', reason: `专家与项目同属「${app.orgName}」` }],
        },
      ],
    });
    expect(of(ex.warned)).toMatchObject({
      verdict: 'warn',
      conflicts: [
        { applicationCode: app.code, hits: [{ kind: 'same_region', reason: `专家与项目同在「${app.regionName}」` }] },
      ],
    });
    expect(of(ex.clear)).toMatchObject({ verdict: 'clear', conflicts: [] });
    // In English, the reasons read in English.
    const english = await t.app.inject({
      method: 'GET',
      url: `/prod-api/comp/expertGroup/${id}/candidates?field=x`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-US' },
    });
    const blocked = english.json().data.find((c: { expertId: number }) => c.expertId === ex.blocked);
    expect(blocked.conflicts[0].hits[0].reason).toBe(`The expert and the project are both at ${app.orgName}`);
  });

  it('refuses a blocked expert naming the rule and the application, whatever the client sends', async () => {
    const id = await boundGroup('回避阻止组');
    const refused = await api('POST', `/comp/expertGroup/${id}/members`, {
      experts: [{ expertId: ex.clear }, { expertId: ex.blocked, reason: '我们确认没问题' }],
    });
    expect(refused.msg).toBe(`专家 同单位专家 与项目 ${app.code} 须回避（同单位）：专家与项目同属「${app.orgName}」`);
    // All or none: the clear expert of the refused batch was not added.
    expect((await api('GET', `/comp/expertGroup/${id}/members`)).total).toBe(0);
  });

  it('refuses a warned expert without a reason, accepts one with a reason and logs it', async () => {
    const id = await boundGroup('回避提醒组');
    const url = `/comp/expertGroup/${id}/members`;
    expect((await api('POST', url, { experts: [{ expertId: ex.warned }] })).msg).toBe(
      `专家 同区专家 与项目 ${app.code} 存在利益冲突提醒（同地区：专家与项目同在「${app.regionName}」），加入须填写理由`,
    );
    expect((await api('POST', url, { experts: [{ expertId: ex.warned, reason: '   ' }] })).code).toBe(500);
    const reason = '该专家长期在外地工作，与项目无往来';
    expect((await api('POST', url, { experts: [{ expertId: ex.warned, reason }] })).code).toBe(200);
    const [member] = (await api('GET', url)).rows;
    expect(member).toMatchObject({
      userId: users.get(ex.warned),
      overrides: [{ rule: 'same_region', applicationId: app.id, reason }],
    });
    const logged = await rows<{ rule_kind: string; reason: string; application_id: number; create_by: string }>(
      t.database,
      sql`select rule_kind, reason, application_id::int, create_by from comp_coi_override
          where expert_id = ${ex.warned} and expert_group_id = ${id}`,
    );
    expect(logged).toEqual([{ rule_kind: 'same_region', reason, application_id: app.id, create_by: 'admin' }]);
    const history = (await api('GET', `/comp/expertGroup/${id}/history`)).rows;
    expect(history[0]).toMatchObject({ action: 'add', detail: { reason } });
  });

  it('draws only from non-blocked candidates and needs a reason when it picks a warned one', async () => {
    const id = await boundGroup('回避抽取组');
    const preview = await api('POST', `/comp/expertGroup/${id}/draw`, {
      filter: { field: 'x' },
      count: 2,
      seed: 'coi-seed',
      preview: true,
    });
    expect(preview.data.candidateIds).toEqual([ex.warned, ex.clear].sort((a, b) => a - b));
    // Both non-blocked candidates are drawn, so the warned one is among them.
    const draw = { filter: { field: 'x' }, count: 2, seed: 'coi-seed' };
    expect((await api('POST', `/comp/expertGroup/${id}/draw`, draw)).msg).toBe(
      '抽中的专家 同区专家 存在利益冲突提醒，须填写理由',
    );
    expect((await api('POST', `/comp/expertGroup/${id}/draw`, { ...draw, count: 3 })).msg).toBe(
      '符合条件且无须回避的专家只有 2 名，不能抽取 3 名',
    );
    const done = await api('POST', `/comp/expertGroup/${id}/draw`, { ...draw, warnReason: '抽签后确认可回避风险' });
    expect(done.code).toBe(200);
    expect([...done.data.drawnIds].sort()).toEqual([ex.warned, ex.clear].sort());
    const members = (await api('GET', `/comp/expertGroup/${id}/members`)).rows as Array<{
      userId: number;
      overrides: unknown[];
    }>;
    expect(members.find((m) => m.userId === users.get(ex.warned))?.overrides).toEqual([
      { rule: 'same_region', applicationId: app.id, reason: '抽签后确认可回避风险' },
    ]);
  });
});
