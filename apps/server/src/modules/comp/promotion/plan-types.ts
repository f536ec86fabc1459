import type { BatchPurpose, DecisionReason, DecisionResult, Displacement, PromotionRule } from '@cbo/contracts';

// The promotion planner's input and output (plan.ts, a pure function; docs/promotion.md). The
// service reads the stage's entries with their latest final results and calls it for a preview,
// a draft or a redraft; the same input gives the same decisions on any machine.

export interface PlanEntry {
  entryId: number;
  applicationId: number;
  /** Application code: the last, deterministic order (compared by characters, never by locale). */
  code: string;
  /** The unit it is ranked in (review group id, category id, track id, or 'stage') and its label. */
  unitKey: string;
  unitLabel: string;
  /** Unrounded final score; null without one (insufficient, awaiting arbitration, no result). */
  score: number | null;
  validSheets: number;
  /** Withdrawn or disqualified. */
  excluded: boolean;
  /** Rank inside its own task's result version (the task_rank tie-breaker). */
  taskRank: number | null;
  orgId: number | null;
  orgName: string | null;
  /**
   * The application's region and its ancestors, province first (comp_region.ancestors + its own
   * code); the per-region cap takes the code at its level (1 province, 2 city, 3 district), or the
   * deepest one above it (grouping-plan.ts regionAtLevel).
   */
  regionChain: string[];
  categoryId: number | null;
  categoryName: string | null;
  /** Criterion code → mean over the result's used sheets (the criterion tie-breaker). */
  criterionMeans: Record<string, number>;
  /** Criterion values at their maximum over the used sheets (the top_marks tie-breaker). */
  topMarks: number;
}

/** A ranked award level (award methods); special levels are given by hand only. */
export interface PlanLevel {
  levelId: number;
  name: string;
  rankOrder: number;
  count: number | null;
  minScore: number | null;
}

export interface PlanInput {
  purpose: BatchPurpose;
  rule: PromotionRule;
  entries: PlanEntry[];
  /** Award methods: the ranked levels that apply, in rank order. */
  levels: PlanLevel[];
  /** Region code (any level) → name, for displacement labels. */
  regionNames: Record<string, string>;
}

export interface PlanDecision {
  entryId: number;
  applicationId: number;
  unitKey: string;
  unitLabel: string;
  score: number | null;
  /** Rank in its unit after the tie-breakers; tied entries share one. Null without a score. */
  rank: number | null;
  validSheets: number;
  result: DecisionResult;
  levelId: number | null;
  reason: DecisionReason | null;
  displacement: Displacement | null;
}

export interface PlanUnit {
  unitKey: string;
  unit: string;
  /** Entries of the unit with a result (the top_percent base). */
  size: number;
  /** Places to fill (top_n, top_percent, award_counts); null for threshold and bands. */
  quota: number | null;
  promoted: number;
}

export interface PlanOutput {
  /** Units in unit-label order; decisions by unit, then rank, then code. */
  units: PlanUnit[];
  decisions: PlanDecision[];
}
