import { type CoiRuleRow, DEFAULT_COI_RULES } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// An edition's conflict-of-interest rule set through the API (docs/conflicts-of-interest.md): the
// defaults stored at first read, a whole-set save validated per kind, reset, and who may do it.

let t: TestApp;
let organiser: string;
let competitionId: number;

type Method = 'GET' | 'POST' | 'PUT';
/** One call in English (the refusals are asserted as English texts). */
const call = async (_app: unknown, token: string, method: Method, path: string, payload?: object) =>
  (
    await t.app.inject({
      method,
      url: `/prod-api${path}`,
      headers: { ...bearer(token), 'accept-language': 'en-US' },
      ...(payload ? { payload } : {}),
    })
  ).json();
const url = () => `/comp/coi/rules/${competitionId}`;
const storedKinds = () =>
  rows<{ kind: string }>(
    t.database,
    sql`select kind from comp_coi_rule where competition_id = ${competitionId} order by kind`,
  );
const withRule = (kind: string, change: Partial<CoiRuleRow>) =>
  DEFAULT_COI_RULES.map((rule) => (rule.kind === kind ? { ...rule, ...change } : rule));

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  organiser = await loginAs(t.app, 'organiser');
  ({ competitionId } = await demoEdition(t.database));
  await t.database.exec().execute(sql`delete from comp_coi_rule where competition_id = ${competitionId}`);
});
afterAll(() => t.close());

describe('conflict-of-interest rule set', () => {
  it('gives an edition never saved the defaults, stored at the first read', async () => {
    expect(await storedKinds()).toEqual([]);
    const answer = await call(t.app, organiser, 'GET', url());
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({ competitionId, rules: DEFAULT_COI_RULES, updateBy: null, updateTime: null });
    expect((await storedKinds()).length).toBe(DEFAULT_COI_RULES.length);
    // A second read stores nothing more and answers the same.
    expect((await call(t.app, organiser, 'GET', url())).data.rules).toEqual(DEFAULT_COI_RULES);
    expect((await storedKinds()).length).toBe(DEFAULT_COI_RULES.length);
  });

  it('saves the whole set: severity, parameters and switch, and says who saved it', async () => {
    const rules = DEFAULT_COI_RULES.map((rule) =>
      rule.kind === 'same_region'
        ? { ...rule, severity: 'block' as const, params: { regionLevel: 2 as const } }
        : rule.kind === 'employer_within_years'
          ? { ...rule, params: { years: 5 } }
          : rule.kind === 'same_parent_org'
            ? { ...rule, enabled: false }
            : rule,
    );
    const saved = await call(t.app, organiser, 'PUT', url(), { rules: [...rules].reverse() });
    expect(saved.code).toBe(200);
    // Answered in the catalogue's order, whatever order was sent.
    expect(saved.data.rules).toEqual(rules);
    expect(saved.data.updateBy).toBe('organiser');
    expect((await call(t.app, organiser, 'GET', url())).data.rules).toEqual(rules);
  });

  it('resets the set to the defaults', async () => {
    const reset = await call(t.app, organiser, 'POST', `${url()}/reset`);
    expect(reset.code).toBe(200);
    expect(reset.data.rules).toEqual(DEFAULT_COI_RULES);
    expect(reset.data.updateBy).toBe('organiser');
  });

  it('refuses a set with a bad parameter, naming the field, and writes nothing', async () => {
    const refusals: Array<[CoiRuleRow[] | object[], string]> = [
      [
        withRule('same_region', { params: {} }),
        'invalid rules[7][params][regionLevel]: must be a region level: 1 province, 2 city, 3 district',
      ],
      [
        withRule('same_region', { params: { regionLevel: 4 as 3 } }),
        'invalid rules[7][params][regionLevel]: must be a region level: 1 province, 2 city, 3 district',
      ],
      [
        withRule('employer_within_years', { params: { years: 0 } }),
        'invalid rules[4][params][years]: must be a whole number of years from 1 to 30',
      ],
      [
        withRule('employer_within_years', { params: { years: 2.5 } }),
        'invalid rules[4][params][years]: must be a whole number of years from 1 to 30',
      ],
      [
        withRule('same_org', { params: { years: 3 } }),
        'invalid rules[0][params][years]: this rule takes no such parameter',
      ],
      [
        DEFAULT_COI_RULES.slice(1),
        'invalid rules: must name every rule kind once (disable a rule instead of leaving it out)',
      ],
      [[...DEFAULT_COI_RULES.slice(0, 7), DEFAULT_COI_RULES[0]], 'invalid rules[7][kind]: repeats a rule kind'],
    ];
    for (const [rules, msg] of refusals) {
      const answer = await call(t.app, organiser, 'PUT', url(), { rules });
      expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 500, msg });
    }
    const severity = await call(t.app, organiser, 'PUT', url(), {
      rules: withRule('same_org', { severity: 'maybe' as 'warn' }),
    });
    expect(severity.code).toBe(500);
    expect(severity.msg).toMatch(/^invalid rules\[0\]\[severity\]/);
    expect((await call(t.app, organiser, 'GET', url())).data.rules).toEqual(DEFAULT_COI_RULES);
  });

  it('answers the refusal in Chinese for a Chinese request', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/prod-api${url()}`,
      headers: { authorization: `Bearer ${organiser}`, 'accept-language': 'zh-CN' },
      payload: { rules: withRule('employer_within_years', { params: {} }) },
    });
    expect(res.json().msg).toBe('参数 rules[4][params][years] 不正确：须为 1 到 30 的整数年数');
  });

  it('refuses an edition that does not exist', async () => {
    const answer = await call(t.app, organiser, 'GET', '/comp/coi/rules/999999999');
    expect({ code: answer.code, msg: answer.msg }).toEqual({
      code: 500,
      msg: 'the record does not exist or was deleted',
    });
    expect((await call(t.app, organiser, 'POST', '/comp/coi/rules/999999999/reset')).code).toBe(500);
  });

  it('is read with comp:coi:list and changed with comp:coi:edit only', async () => {
    const auditor = await loginAs(t.app, 'auditor');
    expect((await call(t.app, auditor, 'GET', url())).code).toBe(403);
    expect((await call(t.app, auditor, 'PUT', url(), { rules: DEFAULT_COI_RULES })).code).toBe(403);
    expect((await call(t.app, auditor, 'POST', `${url()}/reset`)).code).toBe(403);
    const expert = await loginAs(t.app, 'expert');
    expect((await call(t.app, expert, 'GET', url())).code).toBe(403);
  });
});
