import { z } from 'zod';

/**
 * Rubrics (评分标准) and score sheets (docs/review.md section 5): a criterion's range, step, weight,
 * required comment rule and anchors, and the checks a sheet passes before it is saved or submitted.
 * Shared by the scoring page (instant feedback) and the server (the rule that counts). Scores are
 * exact decimals of at most two places: they are compared and summed in hundredths, never as floats.
 */

const score = z.number().finite().min(0, 'a score is never negative').max(10_000);

export const rubricAnchor = z.object({
  from: score,
  to: score,
  text: z.string().trim().min(1, 'anchor text is required').max(500),
});
export type RubricAnchor = z.infer<typeof rubricAnchor>;

export const commentRule = z.object({
  /** A comment is required at or below this share of the maximum (0-1), or at or above it. */
  when: z.enum(['at_or_below', 'at_or_above']),
  share: z.number().min(0).max(1),
});
export type CommentRule = z.infer<typeof commentRule>;

export const rubricCriterion = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,29}$/, 'code is lower-case letters, digits and _ (at most 30)'),
    name: z.string().trim().min(1, 'name is required').max(50),
    description: z.string().trim().max(1000).default(''),
    anchors: z.array(rubricAnchor).max(10).default([]),
    min: score.default(0),
    max: score,
    step: z.number().positive('step must be above 0').max(100).default(1),
    weight: z.number().min(0).max(100).default(1),
    required: z.boolean().default(true),
    comment: z.array(commentRule).max(2).default([]),
    /** Recorded but not summed into the total (e.g. a yes/no recommendation). */
    independent: z.boolean().default(false),
  })
  .refine((c) => c.max > c.min, { message: 'max must be above min', path: ['max'] })
  .refine((c) => Math.abs(c.step * 100 - hundredths(c.step)) < 1e-6 && hundredths(c.step) > 0, {
    message: 'step has at most two decimals',
    path: ['step'],
  })
  .refine((c) => c.anchors.every((a) => a.from <= a.to && a.from >= c.min && a.to <= c.max), {
    message: 'each anchor lies inside min and max, from before to',
    path: ['anchors'],
  });
export type RubricCriterion = z.output<typeof rubricCriterion>;

export const rubricCriteria = z
  .array(rubricCriterion)
  .min(1, 'a rubric has at least one criterion')
  .max(30)
  .refine((list) => new Set(list.map((c) => c.code)).size === list.length, {
    message: 'criterion codes are unique',
  });

/** What an expert enters for one criterion. */
export interface SheetItem {
  value: number | null;
  comment?: string | null;
}
export type SheetItems = Record<string, SheetItem>;

export type SheetProblem =
  | { code: string; kind: 'missing' }
  | { code: string; kind: 'range'; min: number; max: number }
  | { code: string; kind: 'step'; step: number }
  | { code: string; kind: 'comment' }
  | { code: string; kind: 'unknown' };

/** Score as whole hundredths (2 decimals), so 0.1 + 0.2 sums exactly. */
export function hundredths(value: number): number {
  return Math.round(value * 100);
}

/** Whether a criterion's value needs a comment by the criterion's comment rules. */
export function commentRequired(criterion: RubricCriterion, value: number): boolean {
  return criterion.comment.some((rule) =>
    rule.when === 'at_or_below'
      ? hundredths(value) <= hundredths(criterion.max * rule.share)
      : hundredths(value) >= hundredths(criterion.max * rule.share),
  );
}

/**
 * The problems of a sheet against its rubric version. A draft is checked for what is entered
 * (range, step, unknown codes); a submit also for missing required values and required comments.
 */
export function sheetProblems(
  criteria: readonly RubricCriterion[],
  items: SheetItems,
  mode: 'draft' | 'submit',
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const known = new Set(criteria.map((c) => c.code));
  for (const code of Object.keys(items)) if (!known.has(code)) problems.push({ code, kind: 'unknown' });
  for (const criterion of criteria) {
    const item = items[criterion.code];
    const value = item?.value;
    if (value === null || value === undefined) {
      if (mode === 'submit' && criterion.required) problems.push({ code: criterion.code, kind: 'missing' });
      continue;
    }
    if (value < criterion.min || value > criterion.max) {
      problems.push({ code: criterion.code, kind: 'range', min: criterion.min, max: criterion.max });
      continue;
    }
    // More than two decimals, or off the step counted from the minimum.
    const offset = hundredths(value) - hundredths(criterion.min);
    if (Math.abs(value * 100 - hundredths(value)) > 1e-6 || offset % hundredths(criterion.step) !== 0) {
      problems.push({ code: criterion.code, kind: 'step', step: criterion.step });
      continue;
    }
    if (mode === 'submit' && commentRequired(criterion, value) && !item?.comment?.trim()) {
      problems.push({ code: criterion.code, kind: 'comment' });
    }
  }
  return problems;
}

/**
 * The sheet's total: the weighted sum of the entered, summed criteria (independent ones left out),
 * exact to two decimals; weights with decimals are applied to the hundredths and rounded half up.
 */
export function sheetTotal(criteria: readonly RubricCriterion[], items: SheetItems): number {
  let total = 0;
  for (const criterion of criteria) {
    if (criterion.independent) continue;
    const value = items[criterion.code]?.value;
    if (value === null || value === undefined) continue;
    total += Math.round(hundredths(value) * criterion.weight);
  }
  return total / 100;
}

/** The highest total a sheet can reach (what a percent tolerance is a share of). */
export function rubricMaxTotal(criteria: readonly RubricCriterion[]): number {
  return (
    criteria
      .filter((criterion) => !criterion.independent)
      .reduce((sum, criterion) => sum + Math.round(hundredths(criterion.max) * criterion.weight), 0) / 100
  );
}

/**
 * A 2+1 task's tolerance in points: as stored, or a percentage of the rubric version's max total.
 * One rule for the third-review dispatch and the rating engine, so both read the same tolerance.
 */
export function toleranceInPoints(tolerance: number, kind: string | null, maxTotal: number): number {
  return kind === 'percent' ? (tolerance * maxTotal) / 100 : tolerance;
}
