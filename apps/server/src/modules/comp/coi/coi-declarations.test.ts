import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rows } from '../../../../test/auth-helpers';
import { applicationIn, callEn, expertProfile, grantDeclare, type Method } from '../../../../test/coi-fixtures';
import { demoEdition } from '../../../../test/demo-edition';
import { staffWith } from '../../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';

// Declared conflicts through the API (docs/conflicts-of-interest.md): an expert declares, an
// organiser confirms or dismisses with a reason, or decides a pair directly; the list filters and
// follows the competition scope of the applications. What the engine makes of them is proven in
// coi-api-path.test.ts.

let t: TestApp;
let admin: string;
let organiser: string;
let expert: string;
let expertId: number;
let otherExpertId: number;
let competitionId: number;
let guangzhou: { id: number; code: string };
let shenzhen: { id: number; code: string };

const as = (token: string) => (method: Method, path: string, payload?: object) =>
  callEn(t, token, method, path, payload);
const list = (token: string, filter = '') =>
  as(token)('GET', `/comp/coi/declaration/list?competitionId=${competitionId}${filter}`);
const decide = (token: string, id: number, decision: string, reason = '核实') =>
  as(token)('PUT', `/comp/coi/declaration/${id}/decision`, { decision, reason });

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  organiser = await loginAs(t.app, 'organiser');
  ({ competitionId } = await demoEdition(t.database));
  guangzhou = await applicationIn(t, admin, { regionCode: REGION_CODES.tianhe, seq: '71' });
  shenzhen = await applicationIn(t, admin, { regionCode: REGION_CODES.nanshan, seq: '72' });
  expertId = await expertProfile(t, 'expert');
  otherExpertId = await expertProfile(t, 'auditor');
  await grantDeclare(t);
  expert = await loginAs(t.app, 'expert');
});
afterAll(() => t.close());

describe('an expert declares a conflict', () => {
  it('declares one on an application of the current edition, pending an organiser, and sees it', async () => {
    const declared = await as(expert)('POST', '/comp/coi/declaration', {
      applicationId: guangzhou.id,
      reason: '曾指导该团队',
    });
    expect(declared.code).toBe(200);
    expect(declared.data).toMatchObject({
      expertId,
      expertName: expect.any(String),
      applicationId: guangzhou.id,
      applicationCode: guangzhou.code,
      source: 'expert',
      reason: '曾指导该团队',
      status: 'declared',
      decidedBy: null,
      createBy: 'expert',
    });
    const mine = await as(expert)('GET', '/comp/coi/declaration/mine');
    expect(mine.data.map((row: { declarationId: number }) => row.declarationId)).toEqual([declared.data.declarationId]);
  });

  it('refuses a second open declaration of the same pair, an empty reason and an unknown application', async () => {
    const again = await as(expert)('POST', '/comp/coi/declaration', { applicationId: guangzhou.id, reason: '重复' });
    expect({ code: again.code, msg: again.msg }).toEqual({
      code: 500,
      msg: `you already declared a conflict with ${guangzhou.code}`,
    });
    const blank = await as(expert)('POST', '/comp/coi/declaration', { applicationId: shenzhen.id, reason: '  ' });
    expect(blank.msg).toBe('invalid reason: a reason is required');
    const unknown = await as(expert)('POST', '/comp/coi/declaration', { applicationId: 999999999, reason: '无' });
    expect(unknown.msg).toBe('invalid applicationId: no such application');
  });

  it('refuses an application of another edition than the current one', async () => {
    await t.database
      .exec()
      .execute(sql`update comp_competition set is_current = '0' where competition_id = ${competitionId}`);
    try {
      const answer = await as(expert)('POST', '/comp/coi/declaration', { applicationId: shenzhen.id, reason: '同乡' });
      expect(answer.msg).toBe(
        'invalid applicationId: conflicts are declared on applications of the current edition only',
      );
    } finally {
      await t.database
        .exec()
        .execute(sql`update comp_competition set is_current = '1' where competition_id = ${competitionId}`);
    }
  });

  it('refuses a caller without an expert profile', async () => {
    const answer = await as(organiser)('POST', '/comp/coi/declaration', { applicationId: shenzhen.id, reason: '无' });
    expect(answer.msg).toBe('you have no expert profile: only experts declare conflicts');
  });
});

describe('an organiser decides', () => {
  it('lists declarations with filters: status, expert, application code', async () => {
    const all = await list(organiser);
    expect(all.total).toBe(1);
    expect(all.rows[0].applicationCode).toBe(guangzhou.code);
    expect((await list(organiser, '&status=declared')).total).toBe(1);
    expect((await list(organiser, '&status=confirmed')).total).toBe(0);
    expect((await list(organiser, `&expertId=${expertId}`)).total).toBe(1);
    expect((await list(organiser, `&expertId=${otherExpertId}`)).total).toBe(0);
    expect((await list(organiser, '&expertName=exp')).total).toBe(1);
    expect((await list(organiser, `&applicationCode=${guangzhou.code.slice(-3)}`)).total).toBe(1);
    expect((await list(organiser, `&applicationCode=${shenzhen.code}`)).total).toBe(0);
    expect((await list(organiser, '&status=maybe')).code).toBe(500);
  });

  it('confirms a pending declaration with a reason; a confirmed one may then only be dismissed', async () => {
    const [row] = (await list(organiser)).rows;
    const noReason = await decide(organiser, row.declarationId, 'confirmed', '');
    expect(noReason.msg).toBe('invalid reason: a reason is required');
    const noDecision = await as(organiser)('PUT', `/comp/coi/declaration/${row.declarationId}/decision`, {
      reason: '无',
    });
    expect(noDecision.msg).toBe('invalid decision: must be confirmed or dismissed');
    expect((await list(organiser, '&status=declared')).total).toBe(1);
    const confirmed = await decide(organiser, row.declarationId, 'confirmed', '属实');
    expect(confirmed.data).toMatchObject({ status: 'confirmed', decidedBy: 'organiser', decisionReason: '属实' });
    expect(confirmed.data.decidedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const twice = await decide(organiser, row.declarationId, 'confirmed');
    expect(twice.msg).toBe('the declaration is already confirmed: it cannot be confirmed');
    const dismissed = await decide(organiser, row.declarationId, 'dismissed', '已离开该单位');
    expect(dismissed.data).toMatchObject({ status: 'dismissed', decisionReason: '已离开该单位' });
    const final = await decide(organiser, row.declarationId, 'confirmed');
    expect(final.msg).toBe('the declaration is already dismissed: it cannot be confirmed');
  });

  it('lets the expert declare the pair again once the last declaration was dismissed', async () => {
    const again = await as(expert)('POST', '/comp/coi/declaration', { applicationId: guangzhou.id, reason: '新情况' });
    expect(again.data.status).toBe('declared');
    const dismissed = await decide(organiser, again.data.declarationId, 'dismissed', '不构成回避');
    expect(dismissed.data.status).toBe('dismissed');
  });

  it('records its own decision on a pair, in force at once, once per pair', async () => {
    const body = { expertId: otherExpertId, applicationId: shenzhen.id, reason: '举报核实' };
    const decided = await as(organiser)('POST', '/comp/coi/decision', body);
    expect(decided.data).toMatchObject({
      source: 'organiser',
      status: 'confirmed',
      decidedBy: 'organiser',
      applicationCode: shenzhen.code,
    });
    const again = await as(organiser)('POST', '/comp/coi/decision', body);
    expect(again.code).toBe(500);
    expect(again.msg).toMatch(new RegExp(`^an organiser already decided that .+ stays away from ${shenzhen.code}$`));
    const ghost = await as(organiser)('POST', '/comp/coi/decision', { ...body, expertId: 999999999 });
    expect(ghost.msg).toBe('invalid expertId: no such expert');
    const nowhere = await as(organiser)('POST', '/comp/coi/decision', { ...body, applicationId: 999999999 });
    expect(nowhere.msg).toBe('invalid applicationId: no such application');
    expect((await list(organiser, '&source=organiser')).total).toBe(1);
  });

  it('refuses callers without the permissions', async () => {
    const auditor = await loginAs(t.app, 'auditor');
    expect((await list(auditor)).code).toBe(403);
    expect((await as(auditor)('GET', '/comp/coi/override/list?competitionId=1')).code).toBe(403);
    const [row] = (await list(organiser)).rows;
    expect((await decide(expert, row.declarationId, 'confirmed')).code).toBe(403);
    expect(
      (await as(expert)('POST', '/comp/coi/decision', { expertId, applicationId: shenzhen.id, reason: 'x' })).code,
    ).toBe(403);
    expect((await list(expert)).code).toBe(403);
    expect((await as(auditor)('POST', '/comp/coi/declaration', { applicationId: shenzhen.id, reason: 'x' })).code).toBe(
      403,
    );
  });
});

describe('competition scope', () => {
  it('shows a region-scoped organiser the declarations on applications of their region only', async () => {
    const regional = await staffWith(t.app, admin, {
      name: 'coiregion',
      perms: (perm) => perm.startsWith('comp:coi:'),
      compScope: '2',
      deptId: 102,
    });
    const [region] = await rows<{ region_code: string }>(
      t.database,
      sql`select region_code from sys_dept where dept_id = 102`,
    );
    expect(region.region_code).toBe(REGION_CODES.guangzhou);
    const seen = await list(regional.token);
    expect(seen.total).toBe(2);
    expect(seen.rows.every((row: { applicationCode: string }) => row.applicationCode === guangzhou.code)).toBe(true);
    const [outside] = (await list(organiser, '&source=organiser')).rows;
    expect((await decide(regional.token, outside.declarationId, 'dismissed')).code).toBe(403);
    const decision = { expertId: otherExpertId, applicationId: shenzhen.id, reason: '越权' };
    expect((await as(regional.token)('POST', '/comp/coi/decision', decision)).code).toBe(403);
    expect(
      (await as(regional.token)('POST', '/comp/coi/decision', { ...decision, applicationId: guangzhou.id })).code,
    ).toBe(200);
  });
});
