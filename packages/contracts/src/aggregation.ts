import { z } from 'zod';

/**
 * Rating and reading (评分阅卷, docs/rating.md; the design: docs/review.md section 6): how a judging
 * stage turns its tasks' submitted score sheets into ranked results. One configuration per stage
 * (`comp_stage.aggregation`), snapshotted and hashed into every result version, so a result can be
 * recomputed from its stored inputs and explained line by line by its receipt.
 */

const criterionCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,29}$/, 'code is lower-case letters, digits and _ (at most 30)');

/** Tie-breakers, applied in the configured order to results whose scores are equal. */
export const tieBreaker = z.discriminatedUnion('kind', [
  /** The higher mean of one criterion over the used sheets. */
  z.object({ kind: z.literal('criterion'), code: criterionCode }),
  /** The more criterion values at the criterion's maximum over the used sheets. */
  z.object({ kind: z.literal('top_marks') }),
  /** A recorded decision of the group leader (an order of the tied applications). */
  z.object({ kind: z.literal('leader') }),
]);
export type TieBreaker = z.output<typeof tieBreaker>;

/**
 * Another score weighted into the final one: a task's latest results (e.g. the online review of an
 * earlier stage) or the application's result in the previous stage of its track. The task's own
 * score gets the rest of the weight (1 − the parts' weights).
 */
export const aggregationPart = z
  .object({
    kind: z.enum(['task', 'previous_stage']),
    taskId: z.number().int().positive().optional(),
    weight: z.number().gt(0, 'a part weight is above 0').lt(1, 'a part weight is below 1'),
  })
  .refine((part) => part.kind !== 'task' || part.taskId !== undefined, {
    message: 'taskId is required for a task part',
    path: ['taskId'],
  });
export type AggregationPart = z.output<typeof aggregationPart>;

export const COMBINE_METHODS = ['mean', 'trimmed_mean', 'median'] as const;
export type CombineMethod = (typeof COMBINE_METHODS)[number];

export const aggregationConfig = z
  .object({
    /** `weighted`: Σ weight × value (the scoring page's total); `sum`: Σ value. Independent criteria are never summed. */
    total: z.enum(['weighted', 'sum']).default('weighted'),
    /** Below this many used sheets a result is `insufficient` and not ranked. */
    minReviews: z.number().int().min(1).max(20).default(2),
    /** Per-judge z-score inside the task, rescaled to the panel's mean and spread. */
    normalise: z
      .object({
        enabled: z.boolean().default(false),
        /** A judge with fewer sheets (or no spread) is left raw and flagged. */
        minSheets: z.number().int().min(2).max(100).default(5),
      })
      .default({ enabled: false, minSheets: 5 }),
    combine: z.enum(COMBINE_METHODS).default('mean'),
    /** trimmed_mean: drop the k highest and k lowest when there are at least minN sheets. */
    trim: z
      .object({ k: z.number().int().min(1).max(5).default(1), minN: z.number().int().min(3).max(50).default(5) })
      .refine((trim) => trim.minN > 2 * trim.k, { message: 'minN must be above 2 × k', path: ['minN'] })
      .default({ k: 1, minN: 5 }),
    parts: z
      .array(aggregationPart)
      .max(5)
      .default([])
      .refine((parts) => parts.reduce((sum, part) => sum + part.weight, 0) < 1, {
        message: 'the parts weigh less than 1 together',
      }),
    tieBreakers: z
      .array(tieBreaker)
      .max(5)
      .default([{ kind: 'top_marks' }, { kind: 'leader' }]),
    /** 2+1 tasks: who reviews a third time, and how the final score follows. */
    arbitration: z
      .object({
        dispatch: z.enum(['expert', 'leader']).default('expert'),
        rule: z.enum(['closest_two_mean', 'third_score']).default('closest_two_mean'),
      })
      .default({ dispatch: 'expert', rule: 'closest_two_mean' }),
    /** Judge consistency thresholds: beyond them an expert is flagged. */
    consistency: z
      .object({
        /** |mean difference from the other reviewers| in points. */
        leniency: z.number().min(0).max(1000).default(10),
        /** Spearman correlation with the consensus below this. */
        spearman: z.number().min(-1).max(1).default(0.3),
        /** A sheet more than this many panel standard deviations from the others' mean is an outlier. */
        outlierZ: z.number().positive().max(10).default(2),
        /** Fewer sheets than this: no leniency or agreement flag yet. */
        minSheets: z.number().int().min(1).max(100).default(3),
      })
      .default({ leniency: 10, spearman: 0.3, outlierZ: 2, minSheets: 3 }),
  })
  .refine((config) => config.parts.filter((part) => part.kind === 'previous_stage').length <= 1, {
    message: 'the previous stage is one part at most',
    path: ['parts'],
  });
export type AggregationConfig = z.output<typeof aggregationConfig>;
export type AggregationConfigInput = z.input<typeof aggregationConfig>;

/** The configuration of a stage that never saved one. */
export const DEFAULT_AGGREGATION: AggregationConfig = aggregationConfig.parse({});

/** What a result is marked with (the results page filters by them). */
export const RESULT_FLAGS = [
  /** Fewer used sheets than minReviews (or a part missing): not ranked. */
  'insufficient',
  /** A used sheet lies beyond outlierZ panel spreads from the other reviews. */
  'outlier',
  /** 2+1: the first two reviews differ by more than the tolerance. */
  'range_exceeded',
  /** 2+1: over the tolerance and the third review is not in yet: no score. */
  'awaiting_arbitration',
  /** 2+1: the score follows the arbitration rule. */
  'arbitrated',
  /** A judge of a used sheet was left unnormalised (too few sheets or no spread). */
  'normalisation_skipped',
  /** A tie was broken by a tie-breaker. */
  'tie_broken',
  /** Equal with another result after every tie-breaker: they share the rank. */
  'tie_unresolved',
  /** A part of the final score (another task, the previous stage) has no score. */
  'part_missing',
  /** Withdrawn or disqualified: left out, its sheets kept. */
  'excluded',
] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

/** Why a sheet was not used for a result. */
export const SHEET_LEFT_OUT = ['voided', 'conflict', 'trimmed', 'arbitration', 'excluded'] as const;
export type SheetLeftOut = (typeof SHEET_LEFT_OUT)[number];

export const receiptSheet = z.object({
  sheetId: z.number(),
  assignmentId: z.number(),
  userId: z.number(),
  /** The expert's name (staff only). */
  expertName: z.string().optional(),
  method: z.string(),
  /** The sheet's total by the configuration's `total`. */
  raw: z.number(),
  /** After per-judge normalisation; null when off or skipped for this judge. */
  normalised: z.number().nullable(),
  used: z.boolean(),
  leftOut: z.enum(SHEET_LEFT_OUT).nullable(),
});
export type ReceiptSheet = z.output<typeof receiptSheet>;

export const RECEIPT_STEPS = [
  'totals',
  'normalise',
  'arbitration',
  'combine',
  'parts',
  'minimum',
  'tie_break',
] as const;
export type ReceiptStep = (typeof RECEIPT_STEPS)[number];

/** One step of the computation with its numbers (the page words it by `step`). */
export const receiptLine = z.object({
  step: z.enum(RECEIPT_STEPS),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
});
export type ReceiptLine = z.output<typeof receiptLine>;

export const receipt = z.object({
  sheets: z.array(receiptSheet),
  steps: z.array(receiptLine),
  score: z.number().nullable(),
  tieBreak: z
    .object({
      /** The applications tied with this one before the breaker, by id. */
      tiedWith: z.array(z.number()),
      by: z.enum(['criterion', 'top_marks', 'leader']).nullable(),
      /** The breaker's value for this result (criterion mean, count of top marks, leader position). */
      value: z.number().nullable(),
    })
    .nullable(),
});
export type Receipt = z.output<typeof receipt>;

export const JUDGE_FLAGS = ['lenient', 'severe', 'low_agreement', 'outliers', 'normalisation_skipped'] as const;
export type JudgeFlag = (typeof JUDGE_FLAGS)[number];
