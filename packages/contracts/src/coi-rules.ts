import type { Locale } from './locale';

/**
 * Conflict-of-interest (回避) rule kinds an edition's rule set is made of (docs/review.md section 4),
 * with their names and the reason a hit gives, in both languages. `{…}` are filled by the engine.
 */
export const coiRuleKinds = {
  same_org: {
    name: { 'zh-CN': '同单位', 'en-US': 'Same organisation' },
    reason: { 'zh-CN': '专家与项目同属「{org}」', 'en-US': 'The expert and the project are both at {org}' },
  },
  same_parent_org: {
    name: { 'zh-CN': '同上级单位', 'en-US': 'Same parent organisation' },
    reason: {
      'zh-CN': '专家与项目的单位同属上级单位「{org}」',
      'en-US': 'The expert’s and the project’s organisations both belong to {org}',
    },
  },
  same_region: {
    name: { 'zh-CN': '同地区', 'en-US': 'Same region' },
    reason: { 'zh-CN': '专家与项目同在「{region}」', 'en-US': 'The expert and the project are both in {region}' },
  },
  mentor_or_member: {
    name: { 'zh-CN': '专家为团队成员或指导老师', 'en-US': 'Expert in the team' },
    reason: {
      'zh-CN': '专家是该项目的{role}',
      'en-US': 'The expert is the project’s {role}',
    },
  },
  employer_within_years: {
    name: { 'zh-CN': '近年任职单位', 'en-US': 'Recent employer' },
    reason: {
      'zh-CN': '专家近 {years} 年曾任职于项目单位「{org}」',
      'en-US': 'The expert worked at the project’s organisation {org} within {years} years',
    },
  },
  declared_relation: {
    name: { 'zh-CN': '申报的关联单位', 'en-US': 'Declared relation' },
    reason: {
      'zh-CN': '专家申报与项目单位「{org}」有关联（{relation}）',
      'en-US': 'The expert declared a relation with the project’s organisation {org} ({relation})',
    },
  },
  declared: {
    name: { 'zh-CN': '专家申报回避', 'en-US': 'Declared by the expert' },
    reason: { 'zh-CN': '专家申报回避：{text}', 'en-US': 'Declared by the expert: {text}' },
  },
  organiser_decision: {
    name: { 'zh-CN': '组织方决定回避', 'en-US': 'Organiser’s decision' },
    reason: { 'zh-CN': '组织方决定回避：{text}', 'en-US': 'Decided by the organiser: {text}' },
  },
} as const satisfies Record<string, { name: Record<Locale, string>; reason: Record<Locale, string> }>;

export type CoiRuleKind = keyof typeof coiRuleKinds;

export const COI_RULE_KINDS = Object.keys(coiRuleKinds) as CoiRuleKind[];

export type CoiSeverity = 'block' | 'warn';

export const COI_SEVERITIES = ['block', 'warn'] as const satisfies readonly CoiSeverity[];

/** A rule of an edition's set: `regionLevel` (1 province, 2 city, 3 district) for same_region, `years` for employer_within_years. */
export interface CoiRuleSetting {
  kind: CoiRuleKind;
  severity: CoiSeverity;
  params: { regionLevel?: 1 | 2 | 3; years?: number };
  enabled: boolean;
}

/**
 * The rule set an edition starts with (docs/review.md section 4): what makes a score worthless
 * blocks (the expert's own organisation or team, a declaration upheld, an organiser's decision);
 * what only may bias it warns and needs a reason to override.
 */
export const DEFAULT_COI_RULES: readonly CoiRuleSetting[] = [
  { kind: 'same_org', severity: 'block', params: {}, enabled: true },
  { kind: 'mentor_or_member', severity: 'block', params: {}, enabled: true },
  { kind: 'declared', severity: 'block', params: {}, enabled: true },
  { kind: 'organiser_decision', severity: 'block', params: {}, enabled: true },
  { kind: 'employer_within_years', severity: 'warn', params: { years: 3 }, enabled: true },
  { kind: 'declared_relation', severity: 'warn', params: {}, enabled: true },
  { kind: 'same_parent_org', severity: 'warn', params: {}, enabled: true },
  { kind: 'same_region', severity: 'warn', params: { regionLevel: 3 }, enabled: true },
];

/** The words a reason names the expert's role in the team or a declared relation with. */
export const coiRoleWords = {
  member: { 'zh-CN': '团队成员', 'en-US': 'team member' },
  leader: { 'zh-CN': '项目负责人', 'en-US': 'team leader' },
  mentor: { 'zh-CN': '指导老师', 'en-US': 'mentor' },
  mentored_org: { 'zh-CN': '指导过的单位', 'en-US': 'organisation mentored' },
  relative_org: { 'zh-CN': '亲属所在单位', 'en-US': 'a relative’s organisation' },
} as const satisfies Record<string, Record<Locale, string>>;

/** A hit's reason in a language: the kind's template with its values. */
export function coiReasonText(kind: CoiRuleKind, values: Record<string, string | number>, locale: Locale): string {
  return coiRuleKinds[kind].reason[locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    // A role in the team or a kind of declared relation is a key: it reads as a word of the language.
    return typeof value === 'string' && value in coiRoleWords
      ? coiRoleWords[value as keyof typeof coiRoleWords][locale]
      : String(value);
  });
}
