import { z } from 'zod';
import { COI_RULE_KINDS, COI_SEVERITIES, type CoiRuleKind } from '../coi-rules';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, pageQuery, tableAnswer } from '../endpoint';

// Conflicts of interest (回避, docs/conflicts-of-interest.md): an edition's rule set, experts'
// declarations with the organisers' decisions on them, organisers' own decisions on a pair, and the
// log of overridden warnings. The engine that applies them is on the server (docs/review.md 4).

const positiveId = z.coerce.number().int().positive().max(999_999_999_999_999);
const competitionId = positiveId;

/** `same_region`: 1 province, 2 city, 3 district. */
export const COI_REGION_LEVELS = [1, 2, 3] as const;
export const COI_YEARS_MAX = 30;
/** declared (pending) → confirmed / dismissed; a confirmed one may still be dismissed. */
export const COI_DECLARATION_STATUSES = ['declared', 'confirmed', 'dismissed'] as const;
export type CoiDeclarationStatus = (typeof COI_DECLARATION_STATUSES)[number];
export const COI_DECLARATION_SOURCES = ['expert', 'organiser'] as const;

/** The kinds with parameters, and which one each takes. */
const PARAM_OF: Partial<Record<CoiRuleKind, 'regionLevel' | 'years'>> = {
  same_region: 'regionLevel',
  employer_within_years: 'years',
};

export const coiRuleParams = z.object({
  regionLevel: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'coi.rule.regionLevel' }).optional(),
  years: z
    .number({ error: 'coi.rule.years' })
    .int('coi.rule.years')
    .min(1, 'coi.rule.years')
    .max(COI_YEARS_MAX, 'coi.rule.years')
    .optional(),
});
export type CoiRuleParams = z.infer<typeof coiRuleParams>;

/** One rule of a set, as saved and as read. */
export const coiRule = z
  .object({
    kind: z.enum(COI_RULE_KINDS as [CoiRuleKind, ...CoiRuleKind[]]),
    severity: z.enum(COI_SEVERITIES),
    params: coiRuleParams.default({}),
    enabled: z.boolean(),
  })
  .superRefine((rule, context) => {
    const wanted = PARAM_OF[rule.kind];
    for (const name of ['regionLevel', 'years'] as const) {
      if (name === wanted && rule.params[name] === undefined)
        context.addIssue({ code: 'custom', path: ['params', name], message: `coi.rule.${name}` });
      if (name !== wanted && rule.params[name] !== undefined)
        context.addIssue({ code: 'custom', path: ['params', name], message: 'coi.rule.noSuchParam' });
    }
  });
export type CoiRuleRow = z.infer<typeof coiRule>;

/** The whole set: every kind exactly once (a rule that should not apply is disabled, not left out). */
export const coiRuleSetForm = z.object({
  rules: z
    .array(coiRule)
    .max(COI_RULE_KINDS.length)
    .superRefine((rules, context) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.kind))
          context.addIssue({ code: 'custom', path: [index, 'kind'], message: 'coi.rule.kindRepeated' });
        seen.add(rule.kind);
      });
      if (COI_RULE_KINDS.some((kind) => !seen.has(kind)))
        context.addIssue({ code: 'custom', message: 'coi.rule.kindMissing' });
    }),
});
export type CoiRuleSetForm = z.input<typeof coiRuleSetForm>;

export const coiRuleSet = z.object({
  competitionId: z.number(),
  rules: z.array(coiRule),
  /** Who saved the set last and when (null: the defaults, never saved). */
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type CoiRuleSet = z.infer<typeof coiRuleSet>;

export const getCoiRules = defineEndpoint({
  method: 'GET',
  path: '/comp/coi/rules/:competitionId',
  access: 'comp:coi:list',
  params: z.object({ competitionId }),
  answer: dataAnswer(coiRuleSet),
  summary: "An edition's conflict-of-interest rule set (the defaults are stored when first read)",
});

export const saveCoiRules = defineEndpoint({
  method: 'PUT',
  path: '/comp/coi/rules/:competitionId',
  access: 'comp:coi:edit',
  params: z.object({ competitionId }),
  body: coiRuleSetForm,
  answer: dataAnswer(coiRuleSet),
  log: { title: '回避规则', businessType: BusinessType.UPDATE },
  summary: "Saves an edition's whole rule set: every kind once, with its severity, parameters and switch",
});

export const resetCoiRules = defineEndpoint({
  method: 'POST',
  path: '/comp/coi/rules/:competitionId/reset',
  access: 'comp:coi:edit',
  params: z.object({ competitionId }),
  answer: dataAnswer(coiRuleSet),
  log: { title: '回避规则', businessType: BusinessType.UPDATE },
  summary: "Puts an edition's rule set back to the defaults",
});

const reasonText = z.string().trim().min(1, 'coi.reasonRequired').max(500);

export const coiDeclaration = z.object({
  declarationId: z.number(),
  expertId: z.number(),
  expertName: z.string(),
  applicationId: z.number().nullable(),
  applicationCode: z.string().nullable(),
  projectName: z.string().nullable(),
  source: z.enum(COI_DECLARATION_SOURCES),
  reason: z.string(),
  status: z.enum(COI_DECLARATION_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CoiDeclaration = z.infer<typeof coiDeclaration>;

export const coiDeclarationFilters = z.object({
  competitionId,
  status: z.enum([...COI_DECLARATION_STATUSES, '']).optional(),
  source: z.enum([...COI_DECLARATION_SOURCES, '']).optional(),
  expertId: z.union([positiveId, z.literal('')]).optional(),
  /** The expert's name or account, part of it. */
  expertName: z.string().trim().max(30).optional(),
  /** The application code, part of it. */
  applicationCode: z.string().trim().max(30).optional(),
});

export const listCoiDeclarations = defineEndpoint({
  method: 'GET',
  path: '/comp/coi/declaration/list',
  access: 'comp:coi:list',
  scope: 'competition',
  query: pageQuery.extend(coiDeclarationFilters.shape),
  answer: tableAnswer(coiDeclaration),
  summary: "An edition's declared conflicts and organisers' decisions, newest first, within the caller's scope",
});

export const declareCoi = defineEndpoint({
  method: 'POST',
  path: '/comp/coi/declaration',
  access: 'comp:coi:declare',
  body: z.object({ applicationId: positiveId, reason: reasonText }),
  answer: dataAnswer(coiDeclaration),
  log: { title: '申报回避', businessType: BusinessType.INSERT },
  summary: 'The calling expert declares a conflict with an application, with the reason; an organiser decides it',
});

export const myCoiDeclarations = defineEndpoint({
  method: 'GET',
  path: '/comp/coi/declaration/mine',
  access: 'comp:coi:declare',
  answer: dataAnswer(z.array(coiDeclaration)),
  summary: "The calling expert's own declarations with their decisions",
});

export const decideCoiDeclaration = defineEndpoint({
  method: 'PUT',
  path: '/comp/coi/declaration/:declarationId/decision',
  access: 'comp:coi:edit',
  scope: 'competition',
  params: z.object({ declarationId: positiveId }),
  // Both are required by the service, after the scope check (an id outside it reads as 403 first).
  body: z
    .object({ decision: z.enum(['confirmed', 'dismissed']).optional(), reason: z.string().trim().max(500).nullish() })
    .default({}),
  answer: dataAnswer(coiDeclaration),
  log: { title: '回避申报处理', businessType: BusinessType.UPDATE },
  summary: 'Confirms or dismisses a pending declaration (or dismisses a confirmed one), with the reason',
});

export const recordCoiDecision = defineEndpoint({
  method: 'POST',
  path: '/comp/coi/decision',
  access: 'comp:coi:edit',
  body: z.object({ expertId: positiveId, applicationId: positiveId, reason: reasonText }),
  answer: dataAnswer(coiDeclaration),
  log: { title: '组织方回避决定', businessType: BusinessType.INSERT },
  summary: 'An organiser decides that an expert must not judge an application (in force at once)',
});

export const coiOverride = z.object({
  overrideId: z.number(),
  expertId: z.number(),
  expertName: z.string(),
  applicationId: z.number().nullable(),
  applicationCode: z.string().nullable(),
  expertGroupId: z.number().nullable(),
  expertGroupName: z.string().nullable(),
  ruleKind: z.string(),
  reason: z.string(),
  createBy: z.string(),
  createTime: z.string().nullable(),
});
export type CoiOverride = z.infer<typeof coiOverride>;

export const listCoiOverrides = defineEndpoint({
  method: 'GET',
  path: '/comp/coi/override/list',
  access: 'comp:coi:list',
  scope: 'competition',
  query: pageQuery.extend({
    competitionId,
    expertName: z.string().trim().max(30).optional(),
    applicationCode: z.string().trim().max(30).optional(),
  }),
  answer: tableAnswer(coiOverride),
  summary: "The log of an edition's overridden conflict warnings (who, when, expert, application, rule, reason)",
});
