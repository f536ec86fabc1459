import type { Receipt } from '@cbo/contracts';
import {
  bigint,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dateTime, id, ref } from './columns';

// Rating and reading (docs/rating.md; the design: docs/review.md section 6): result versions of a
// task with their results, receipts and judge metrics, verifies, leader tie decisions and the
// organiser's ratings of experts. Versions, results, metrics, verifies and tie decisions are
// append-only (a trigger refuses UPDATE and DELETE): a compute inserts a new version.

export interface VersionDiff {
  changed: number;
  added: number;
  removed: number;
}

/** One computation of a task's results: the configuration snapshot and the hashes it was made from. */
export const compResultVersion = pgTable(
  'comp_result_version',
  {
    versionId: id('version_id', 100),
    taskId: ref('task_id').notNull(),
    versionNo: integer('version_no').notNull(),
    /** The stage's aggregation configuration as computed (verify reruns with it). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    configHash: char('config_hash', { length: 64 }).notNull(),
    inputsHash: char('inputs_hash', { length: 64 }).notNull(),
    /** '1': computed while the task was open (not written to the stage entries). */
    provisional: char('provisional', { length: 1 }).notNull(),
    results: integer('results').notNull(),
    ranked: integer('ranked').notNull(),
    diff: jsonb('diff').$type<VersionDiff>().notNull(),
    previousVersionId: ref('previous_version_id'),
    computedBy: varchar('computed_by', { length: 64 }).notNull(),
    computedAt: dateTime('computed_at').notNull(),
  },
  (t) => [uniqueIndex('comp_result_version_no_uq').on(t.taskId, t.versionNo)],
);

/** One application's result in a version, with its receipt. */
export const compResult = pgTable(
  'comp_result',
  {
    resultId: id('result_id', 1000),
    versionId: ref('version_id').notNull(),
    entryId: ref('entry_id').notNull(),
    applicationId: ref('application_id').notNull(),
    reviewGroupId: ref('review_group_id'),
    /** Unrounded. */
    score: doublePrecision('score'),
    rank: integer('rank'),
    validSheets: integer('valid_sheets').notNull(),
    spread: doublePrecision('spread'),
    flags: jsonb('flags').$type<string[]>().notNull(),
    receipt: jsonb('receipt').$type<Receipt>().notNull(),
  },
  (t) => [
    index('comp_result_rank_idx').on(t.versionId, t.rank),
    index('comp_result_application_idx').on(t.versionId, t.applicationId),
  ],
);

/** A judge's consistency figures in a version. */
export const compJudgeMetric = pgTable(
  'comp_judge_metric',
  {
    metricId: id('metric_id', 1000),
    versionId: ref('version_id').notNull(),
    userId: ref('user_id').notNull(),
    n: integer('n').notNull(),
    mean: doublePrecision('mean').notNull(),
    spread: doublePrecision('spread').notNull(),
    leniency: doublePrecision('leniency'),
    spearman: doublePrecision('spearman'),
    outliers: integer('outliers').notNull(),
    flags: jsonb('flags').$type<string[]>().notNull(),
  },
  (t) => [index('comp_judge_metric_version_idx').on(t.versionId, t.userId)],
);

/** A verify of a version; the version's last verify is its newest row. */
export const compResultVerify = pgTable(
  'comp_result_verify',
  {
    verifyId: id('verify_id', 100),
    versionId: ref('version_id').notNull(),
    matched: char('matched', { length: 1 }).notNull(),
    inputsMatched: char('inputs_matched', { length: 1 }).notNull(),
    mismatches: integer('mismatches').notNull(),
    verifiedBy: varchar('verified_by', { length: 64 }).notNull(),
    verifiedAt: dateTime('verified_at').notNull(),
  },
  (t) => [index('comp_result_verify_version_idx').on(t.versionId, t.verifyId)],
);

/** A leader's recorded order of tied applications (best first), used by the `leader` tie-breaker. */
export const compTieDecision = pgTable(
  'comp_tie_decision',
  {
    decisionId: id('decision_id', 100),
    taskId: ref('task_id').notNull(),
    applicationIds: bigint('application_ids', { mode: 'number' }).array().notNull(),
    leaderName: varchar('leader_name', { length: 50 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [index('comp_tie_decision_task_idx').on(t.taskId, t.decisionId)],
);

/** The organiser's rating of an expert's work in a task (a re-rate updates the row). */
export const compExpertRating = pgTable(
  'comp_expert_rating',
  {
    ratingId: id('rating_id', 100),
    taskId: ref('task_id').notNull(),
    userId: ref('user_id').notNull(),
    timeliness: integer('timeliness').notNull(),
    quality: integer('quality').notNull(),
    remark: varchar('remark', { length: 500 }),
    ratedBy: varchar('rated_by', { length: 64 }).notNull(),
    ratedAt: dateTime('rated_at').notNull(),
  },
  (t) => [
    uniqueIndex('comp_expert_rating_uq').on(t.taskId, t.userId),
    index('comp_expert_rating_user_idx').on(t.userId),
  ],
);
