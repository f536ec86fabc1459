import {
  type BatchPurpose,
  type PromotionMethod,
  type PromotionRule,
  type PromotionRuleInput,
  type PromotionScope,
  promotionRule,
} from '@cbo/contracts';

/** The rule form's values: the rule with its nullable parts as plain fields (docs/promotion.md, rules). */
export interface RuleFormValues {
  title?: string;
  purpose: BatchPurpose;
  scope: PromotionScope;
  method: PromotionMethod;
  n?: number | null;
  percent?: number | null;
  threshold?: number | null;
  perOrganisation?: number | null;
  regionLevel?: 1 | 2 | 3;
  regionMax?: number | null;
  categoryRatio?: Array<{ categoryId?: number; weight?: number }>;
  tieBreakers?: Array<{ kind?: 'criterion' | 'top_marks' | 'task_rank'; code?: string }>;
  tiesAtCut: 'promote_all' | 'decide';
  minReviews: number;
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined || value === '' ? null : value);

/** The form's values as the rule the contracts take (unchecked). */
export function ruleInputOf(values: Partial<RuleFormValues>): PromotionRuleInput {
  const regionMax = orNull(values.regionMax);
  const ratio = (values.categoryRatio ?? []).filter((row) => row?.categoryId !== undefined);
  return {
    scope: values.scope,
    method: values.method,
    n: values.method === 'top_n' ? orNull(values.n) : null,
    percent: values.method === 'top_percent' ? orNull(values.percent) : null,
    threshold: values.method === 'threshold' ? orNull(values.threshold) : null,
    caps: {
      perOrganisation: orNull(values.perOrganisation),
      perRegion: regionMax === null ? null : { level: values.regionLevel ?? 1, max: regionMax },
      categoryRatio:
        ratio.length === 0
          ? null
          : ratio.map((row) => ({ categoryId: row.categoryId as number, weight: row.weight ?? 1 })),
    },
    tieBreakers: (values.tieBreakers ?? [])
      .filter((row) => row?.kind !== undefined)
      .map((row) =>
        row.kind === 'criterion' ? { kind: 'criterion', code: row.code ?? '' } : { kind: row.kind as 'top_marks' },
      ),
    tiesAtCut: values.tiesAtCut,
    minReviews: values.minReviews,
  };
}

export type RuleCheck = { ok: true; rule: PromotionRule } | { ok: false; problem: string; field: string };

/** The form's rule checked by the shared schema: the rule, or the first problem and its field. */
export function checkRule(values: Partial<RuleFormValues>): RuleCheck {
  const parsed = promotionRule.safeParse(ruleInputOf(values));
  if (parsed.success) return { ok: true, rule: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  return { ok: false, problem: `${path.join('.') || 'rule'}: ${issue?.message ?? ''}`, field: path.join('.') };
}

/** A stored rule as the form's values. */
export function formValuesOf(rule: PromotionRule, purpose: BatchPurpose, title?: string): RuleFormValues {
  return {
    title,
    purpose,
    scope: rule.scope,
    method: rule.method,
    n: rule.n,
    percent: rule.percent,
    threshold: rule.threshold,
    perOrganisation: rule.caps.perOrganisation,
    regionLevel: rule.caps.perRegion?.level ?? 1,
    regionMax: rule.caps.perRegion?.max ?? null,
    categoryRatio: rule.caps.categoryRatio ?? [],
    tieBreakers: rule.tieBreakers.map((breaker) =>
      breaker.kind === 'criterion' ? { kind: 'criterion', code: breaker.code } : { kind: breaker.kind },
    ),
    tiesAtCut: rule.tiesAtCut,
    minReviews: rule.minReviews,
  };
}
