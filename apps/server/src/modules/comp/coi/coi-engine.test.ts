import { coiReasonText } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationFacts,
  type CoiRule,
  type ExpertFacts,
  evaluateConflicts,
  type OrgFact,
  verdictOf,
} from './coi-engine';

const university: OrgFact = { id: 1, name: '华南理工大学', ancestors: [] };
const college: OrgFact = { id: 2, name: '华南理工大学计算机学院', ancestors: [{ id: 1, name: '华南理工大学' }] };
const otherCollege: OrgFact = { id: 3, name: '华南理工大学设计学院', ancestors: [{ id: 1, name: '华南理工大学' }] };
const company: OrgFact = { id: 9, name: '广州某科技有限公司', ancestors: [] };

const tianhe = {
  1: { code: '440000', name: '广东省' },
  2: { code: '440100', name: '广州市' },
  3: { code: '440106', name: '天河区' },
} as const;
const yuexiu = { ...tianhe, 3: { code: '440104', name: '越秀区' } } as const;
const shenzhen = {
  1: tianhe[1],
  2: { code: '440300', name: '深圳市' },
  3: { code: '440304', name: '福田区' },
} as const;

const expert = (over: Partial<ExpertFacts> = {}): ExpertFacts => ({
  userId: 7,
  org: company,
  regions: shenzhen,
  idHash: 'id-expert',
  mobileHash: 'mobile-expert',
  relations: [],
  declarations: [],
  ...over,
});

const application = (over: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  applicationId: 100,
  org: otherCollege,
  regions: tianhe,
  people: [
    { role: 'leader', idHash: 'id-leader', mobileHash: 'mobile-leader' },
    { role: 'member', idHash: 'id-member', mobileHash: null },
    { role: 'mentor', idHash: null, mobileHash: 'mobile-mentor' },
  ],
  ...over,
});

const TODAY = '2026-11-26';
const one = (rule: CoiRule, e: ExpertFacts, a: ApplicationFacts) => evaluateConflicts(e, a, [rule], TODAY);

describe('conflict-of-interest engine', () => {
  it('same organisation: by id, or by exact name for an outside expert; a miss otherwise', () => {
    const rule: CoiRule = { kind: 'same_org', severity: 'block' };
    expect(one(rule, expert({ org: otherCollege }), application())).toEqual([
      { kind: 'same_org', severity: 'block', values: { org: '华南理工大学设计学院' } },
    ]);
    expect(
      one(rule, expert({ org: { id: null, name: '华南理工大学设计学院', ancestors: [] } }), application()),
    ).toHaveLength(1);
    expect(one(rule, expert({ org: college }), application())).toEqual([]);
    expect(one(rule, expert({ org: null }), application())).toEqual([]);
  });

  it('same parent organisation: two colleges of one university, or the university itself; not a stranger', () => {
    const rule: CoiRule = { kind: 'same_parent_org', severity: 'warn' };
    expect(one(rule, expert({ org: college }), application())).toEqual([
      { kind: 'same_parent_org', severity: 'warn', values: { org: '华南理工大学' } },
    ]);
    expect(one(rule, expert({ org: university }), application())).toHaveLength(1);
    expect(one(rule, expert({ org: company }), application())).toEqual([]);
    // The same organisation is the other rule's hit, not this one's.
    expect(one(rule, expert({ org: otherCollege }), application())).toEqual([]);
  });

  it('same region at the chosen level: one city hits at level 2 and misses at level 3', () => {
    const city: CoiRule = { kind: 'same_region', severity: 'warn', params: { regionLevel: 2 } };
    const district: CoiRule = { kind: 'same_region', severity: 'block', params: { regionLevel: 3 } };
    expect(one(city, expert({ regions: yuexiu }), application())).toEqual([
      { kind: 'same_region', severity: 'warn', values: { region: '广州市' } },
    ]);
    expect(one(district, expert({ regions: yuexiu }), application())).toEqual([]);
    expect(one(district, expert({ regions: tianhe }), application())).toHaveLength(1);
    expect(one(city, expert({ regions: shenzhen }), application())).toEqual([]);
    expect(one(city, expert({ regions: {} }), application())).toEqual([]);
  });

  it('the expert in the team: as a member by ID number, as the mentor by mobile; a miss for a stranger', () => {
    const rule: CoiRule = { kind: 'mentor_or_member', severity: 'block' };
    expect(one(rule, expert({ idHash: 'id-member' }), application())).toEqual([
      { kind: 'mentor_or_member', severity: 'block', values: { role: 'member' } },
    ]);
    expect(one(rule, expert({ mobileHash: 'mobile-mentor' }), application())[0]?.values).toEqual({ role: 'mentor' });
    expect(one(rule, expert(), application())).toEqual([]);
    // Unknown numbers never match each other.
    expect(
      one(
        rule,
        expert({ idHash: null, mobileHash: null }),
        application({ people: [{ role: 'member', idHash: null, mobileHash: null }] }),
      ),
    ).toEqual([]);
  });

  it('a declared employer within N years hits; one left before that, or another organisation, does not', () => {
    const rule: CoiRule = { kind: 'employer_within_years', severity: 'block', params: { years: 3 } };
    const worked = (until: string | null, orgId = 3) =>
      expert({ relations: [{ kind: 'employer', orgId, orgName: null, until }] });
    expect(one(rule, worked('2024-01-01'), application())).toEqual([
      { kind: 'employer_within_years', severity: 'block', values: { org: '华南理工大学设计学院', years: 3 } },
    ]);
    expect(one(rule, worked(null), application())).toHaveLength(1);
    expect(one(rule, worked('2023-11-26'), application())).toHaveLength(1);
    expect(one(rule, worked('2023-11-25'), application())).toEqual([]);
    expect(one(rule, worked('2026-01-01', 9), application())).toEqual([]);
  });

  it('declared relations (mentored organisation, a relative’s organisation) hit the project’s organisation only', () => {
    const rule: CoiRule = { kind: 'declared_relation', severity: 'warn' };
    const related = expert({
      relations: [
        { kind: 'relative_org', orgId: null, orgName: '华南理工大学设计学院', until: null },
        { kind: 'statement', orgId: 3, orgName: null, until: null },
      ],
    });
    expect(one(rule, related, application())).toEqual([
      {
        kind: 'declared_relation',
        severity: 'warn',
        values: { org: '华南理工大学设计学院', relation: 'relative_org' },
      },
    ]);
    expect(one(rule, related, application({ org: company }))).toEqual([]);
  });

  it('a declaration by the expert and an organiser’s decision hit their application only', () => {
    const declared = expert({
      declarations: [
        { applicationId: 100, source: 'expert', reason: '曾为该团队提供咨询' },
        { applicationId: 200, source: 'organiser', reason: '举报核实' },
      ],
    });
    expect(one({ kind: 'declared', severity: 'block' }, declared, application())).toEqual([
      { kind: 'declared', severity: 'block', values: { text: '曾为该团队提供咨询' } },
    ]);
    expect(one({ kind: 'organiser_decision', severity: 'block' }, declared, application())).toEqual([]);
    expect(
      one({ kind: 'organiser_decision', severity: 'block' }, declared, application({ applicationId: 200 })),
    ).toHaveLength(1);
  });

  it('gives the strongest verdict of a rule set and readable reasons in both languages', () => {
    const rules: CoiRule[] = [
      { kind: 'same_region', severity: 'warn', params: { regionLevel: 2 } },
      { kind: 'mentor_or_member', severity: 'block' },
    ];
    const warnOnly = evaluateConflicts(expert({ regions: yuexiu }), application(), rules, TODAY);
    expect(verdictOf(warnOnly)).toBe('warn');
    const both = evaluateConflicts(
      expert({ regions: yuexiu, mobileHash: 'mobile-leader' }),
      application(),
      rules,
      TODAY,
    );
    expect(verdictOf(both)).toBe('block');
    expect(verdictOf(evaluateConflicts(expert(), application(), rules, TODAY))).toBe('clear');
    const block = both[1];
    expect(block && coiReasonText(block.kind, block.values, 'zh-CN')).toBe('专家是该项目的项目负责人');
    expect(block && coiReasonText(block.kind, block.values, 'en-US')).toBe('The expert is the project’s team leader');
    const warn = both[0];
    expect(warn && coiReasonText(warn.kind, warn.values, 'en-US')).toBe(
      'The expert and the project are both in 广州市',
    );
  });
});
