import { z } from 'zod';

/**
 * Promotion (晋级) and awards (docs/promotion.md; the design: docs/review.md section 7): a stage's
 * rule turns its computed results into a batch of decisions (who goes up, who gets which award),
 * which is approved by someone other than its drafter, published through a notice with a 公示
 * window and finalized when the window closes without an upheld objection.
 */

/** What a batch decides: promotion into the next stage, or the awards of a (final) stage. */
export const BATCH_PURPOSES = ['promotion', 'award'] as const;
export type BatchPurpose = (typeof BATCH_PURPOSES)[number];

/** The units ranked separately: each review group, group category or track, or the whole stage. */
export const PROMOTION_SCOPES = ['review_group', 'group_category', 'track', 'stage'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/**
 * top_n: the first n of each unit; top_percent: the first ceil(percent × unit size / 100), the unit
 * size counting the unit's entries with a result; threshold: every score ≥ threshold;
 * award_counts: the award levels' counts in level order; award_bands: each level's minimum score.
 */
export const PROMOTION_METHODS = ['top_n', 'top_percent', 'threshold', 'award_counts', 'award_bands'] as const;
export type PromotionMethod = (typeof PROMOTION_METHODS)[number];
export const AWARD_METHODS: readonly PromotionMethod[] = ['award_counts', 'award_bands'];

/** Ordered tie-breakers between equal scores of a unit; the application code settles what is left only for listing. */
export const promotionTieBreaker = z.discriminatedUnion('kind', [
  /** The higher mean of one criterion over the result's used sheets. */
  z.object({
    kind: z.literal('criterion'),
    code: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,29}$/),
  }),
  /** The more criterion values at the criterion's maximum over the used sheets. */
  z.object({ kind: z.literal('top_marks') }),
  /** The better rank inside the result's own task (its leader's decisions included). */
  z.object({ kind: z.literal('task_rank') }),
]);
export type PromotionTieBreaker = z.output<typeof promotionTieBreaker>;

export const promotionCaps = z
  .object({
    /** At most this many promoted (or awarded) per organisation, per unit. */
    perOrganisation: z.number().int().min(1).max(10000).nullable().default(null),
    /** At most `max` per region at `level` (1 province, 2 city, 3 district), per unit. */
    perRegion: z
      .object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]), max: z.number().int().min(1).max(10000) })
      .nullable()
      .default(null),
    /**
     * A ratio between group categories: category c takes at most ceil(quota × weight_c / Σ weights)
     * of a unit's quota (top_n, top_percent and award_counts). Categories not listed take none.
     */
    categoryRatio: z
      .array(z.object({ categoryId: z.number().int().positive(), weight: z.number().int().min(1).max(100) }))
      .max(20)
      .nullable()
      .default(null),
  })
  .default({ perOrganisation: null, perRegion: null, categoryRatio: null });
export type PromotionCaps = z.output<typeof promotionCaps>;

export const promotionRule = z
  .object({
    scope: z.enum(PROMOTION_SCOPES).default('stage'),
    method: z.enum(PROMOTION_METHODS).default('top_n'),
    /** top_n. */
    n: z.number().int().min(1).max(100000).nullable().default(null),
    /** top_percent, above 0 and at most 100. */
    percent: z.number().gt(0).max(100).nullable().default(null),
    /** threshold: a score at least this promotes. */
    threshold: z.number().min(0).max(100000).nullable().default(null),
    caps: promotionCaps,
    tieBreakers: z
      .array(promotionTieBreaker)
      .max(5)
      .default([{ kind: 'top_marks' }]),
    /**
     * When the cut falls inside a tie left after every tie-breaker: `promote_all` takes every tied
     * entry in (the quota is exceeded), `decide` leaves them undecided until someone overrides each.
     */
    tiesAtCut: z.enum(['promote_all', 'decide']).default('decide'),
    /** Fewer used sheets than this: never promoted, whatever the score. */
    minReviews: z.number().int().min(1).max(20).default(1),
  })
  .superRefine((rule, ctx) => {
    const need: Partial<Record<PromotionMethod, 'n' | 'percent' | 'threshold'>> = {
      top_n: 'n',
      top_percent: 'percent',
      threshold: 'threshold',
    };
    const field = need[rule.method];
    if (field && rule[field] === null) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
  });
export type PromotionRule = z.output<typeof promotionRule>;
export type PromotionRuleInput = z.input<typeof promotionRule>;

/** draft → pending_approval → approved → in_publicity → finalized; amending after an upheld objection; revoked before finalized. */
export const BATCH_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'in_publicity',
  'amending',
  'finalized',
  'revoked',
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** A decision's result: promoted (or awarded, with its level), not, or left to a person (a tie at the cut). */
export const DECISION_RESULTS = ['promoted', 'awarded', 'eliminated', 'undecided'] as const;
export type DecisionResult = (typeof DECISION_RESULTS)[number];

/** Why an entry is not promoted, or not where its score would put it. */
export const DECISION_REASONS = [
  /** Ranked below the unit's quota or the lowest band. */
  'below_cut',
  /** Below the threshold score. */
  'below_threshold',
  /** Fewer used sheets than the rule's minimum, or no score (insufficient, awaiting arbitration). */
  'min_reviews',
  /** Displaced by the per-organisation cap. */
  'organisation_cap',
  /** Displaced by the per-region cap. */
  'region_cap',
  /** Displaced by the category ratio. */
  'category_ratio',
  /** Tied at the cut after every tie-breaker (tiesAtCut `decide`). */
  'tie_at_cut',
  /** Withdrawn or disqualified. */
  'excluded',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

/** The cap that displaced an entry: which organisation, region or category was full, and its limit. */
export const displacement = z.object({
  cap: z.enum(['organisation_cap', 'region_cap', 'category_ratio']),
  /** The organisation id, region code or category id that was full. */
  key: z.string(),
  /** Its name as shown (organisation, region or category name). */
  label: z.string(),
  limit: z.number(),
});
export type Displacement = z.output<typeof displacement>;

/** An award level: ranked (金/银/铜奖, 一/二/三等奖, 优秀奖) or special (named after a sponsor). */
export const AWARD_LEVEL_KINDS = ['ranked', 'special'] as const;
export type AwardLevelKind = (typeof AWARD_LEVEL_KINDS)[number];

export const AWARD_STATUSES = ['final', 'revoked'] as const;
export type AwardStatus = (typeof AWARD_STATUSES)[number];

/** What /competition/verify/<code> and the public API answer. */
export const CERTIFICATE_STATES = ['valid', 'revoked', 'unknown'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** A verification code: 16 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const certificateCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/);

/** A certificate generation run: progress while it runs, the zip when done. */
export const CERTIFICATE_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type CertificateRunStatus = (typeof CERTIFICATE_RUN_STATUSES)[number];
