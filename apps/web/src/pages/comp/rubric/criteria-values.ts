import { hundredths, type RubricCriterion, rubricCriteriaInput } from '@cbo/contracts';
import type { TranslationKey } from '../../../core/i18n';

/** One criterion as the editor holds it: comment rules as two percentages, numbers possibly empty. */
export interface CriterionValues {
  code?: string;
  name?: string;
  description?: string;
  min?: number | null;
  max?: number | null;
  step?: number | null;
  weight?: number | null;
  required?: boolean;
  independent?: boolean;
  /** A comment is required at or below this percent of the maximum (empty: no rule). */
  commentBelow?: number | null;
  /** ... at or above this percent. */
  commentAbove?: number | null;
  anchors?: Array<{ from?: number | null; to?: number | null; text?: string } | undefined>;
}

const given = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value);
const percent = (share: number) => Math.round(share * 10_000) / 100;

export const NEW_CRITERION: CriterionValues = {
  min: 0,
  step: 1,
  weight: 1,
  required: true,
  independent: false,
  anchors: [],
};

export function valuesOf(criterion: RubricCriterion): CriterionValues {
  const below = criterion.comment.find((rule) => rule.when === 'at_or_below');
  const above = criterion.comment.find((rule) => rule.when === 'at_or_above');
  return {
    code: criterion.code,
    name: criterion.name,
    description: criterion.description,
    min: criterion.min,
    max: criterion.max,
    step: criterion.step,
    weight: criterion.weight,
    required: criterion.required,
    independent: criterion.independent,
    commentBelow: below ? percent(below.share) : null,
    commentAbove: above ? percent(above.share) : null,
    anchors: criterion.anchors.map((anchor) => ({ ...anchor })),
  };
}

/** What the contract's criteria schema reads (empty numbers left out, so its defaults apply). */
export function criterionInput(values: CriterionValues | undefined): Record<string, unknown> {
  const v = values ?? {};
  const comment: Array<{ when: 'at_or_below' | 'at_or_above'; share: number }> = [];
  if (given(v.commentBelow) !== undefined)
    comment.push({ when: 'at_or_below', share: (v.commentBelow as number) / 100 });
  if (given(v.commentAbove) !== undefined)
    comment.push({ when: 'at_or_above', share: (v.commentAbove as number) / 100 });
  return {
    code: v.code ?? '',
    name: v.name ?? '',
    description: v.description ?? '',
    min: given(v.min),
    max: given(v.max),
    step: given(v.step),
    weight: given(v.weight),
    required: v.required ?? true,
    independent: v.independent ?? false,
    comment,
    anchors: (v.anchors ?? []).map((anchor) => ({
      from: given(anchor?.from),
      to: given(anchor?.to),
      text: anchor?.text ?? '',
    })),
  };
}

const FIELD_LABELS: Record<string, TranslationKey> = {
  code: 'rubricPage.code',
  name: 'rubricPage.criterionName',
  description: 'rubricPage.description',
  min: 'rubricPage.min',
  max: 'rubricPage.max',
  step: 'rubricPage.step',
  weight: 'rubricPage.weight',
  required: 'rubricPage.required',
  independent: 'rubricPage.independent',
  comment: 'rubricPage.commentRules',
  anchors: 'rubricPage.anchors',
};

export interface Problem {
  /** The criterion's code (or #n) and field, when the problem has a place. */
  code?: string;
  field?: TranslationKey;
  message: TranslationKey;
}

/** The criteria checked by the contract's schema, as the server checks them: parsed, or the problems. */
export function checkCriteria(
  list: readonly (CriterionValues | undefined)[],
): { ok: true; criteria: RubricCriterion[] } | { ok: false; problems: Problem[] } {
  const parsed = rubricCriteriaInput.safeParse(list.map(criterionInput));
  if (parsed.success) return { ok: true, criteria: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const [code, field] = issue.path.map(String);
      return {
        code,
        field: field ? (FIELD_LABELS[field] ?? 'rubricPage.criterionName') : undefined,
        message: issue.message as TranslationKey,
      };
    }),
  };
}

/** The max total as the rubric would have it, from what is typed so far (unfinished criteria count as far as they go). */
export function liveMaxTotal(list: readonly (CriterionValues | undefined)[]): { max: number; independent: number } {
  let sum = 0;
  let independent = 0;
  for (const item of list) {
    if (!item) continue;
    if (item.independent) {
      independent += 1;
      continue;
    }
    sum += Math.round(hundredths(item.max ?? 0) * (item.weight ?? 1));
  }
  return { max: sum / 100, independent };
}
