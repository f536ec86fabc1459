import { z } from 'zod';
import { aggregationConfig, JUDGE_FLAGS, RESULT_FLAGS, receipt } from '../aggregation';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, pageQuery, tableAnswer } from '../endpoint';
import { TASK_MODES, TASK_STATUSES } from './taskinfo';

// Rating and reading (评分阅卷, docs/rating.md; the design: docs/review.md section 6): a stage's
// aggregation configuration, result versions of a task with receipts, verify, the judges'
// consistency and ratings, leader tie decisions, the 2+1 arbitration queue, and the stage's
// results across tasks (晋级与评分, comp/upgrading).

const positive = z.coerce.number().int().positive();
const taskId = positive;
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '评分阅卷', businessType });

export const stageAggregation = z.object({
  stageId: z.number(),
  config: aggregationConfig,
  /** False: the stage never saved one; `config` is the default. */
  saved: z.boolean(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type StageAggregation = z.infer<typeof stageAggregation>;

/** A result version as lists show it. */
export const resultVersion = z.object({
  versionId: z.number(),
  versionNo: z.number(),
  configHash: z.string(),
  inputsHash: z.string(),
  /** Computed while the task was still open: not written to the stage entries. */
  provisional: z.boolean(),
  results: z.number(),
  ranked: z.number(),
  /** Against the previous version: results whose score, rank or flags changed, added, removed. */
  diff: z.object({ changed: z.number(), added: z.number(), removed: z.number() }),
  computedBy: z.string(),
  computedAt: z.string(),
  /** The last verify of this version: null never verified. */
  verifiedAt: z.string().nullable(),
  verifyMatched: z.boolean().nullable(),
});
export type ResultVersion = z.infer<typeof resultVersion>;

/** A review task as the rating page picks it. */
export const ratingTask = z.object({
  taskId: z.number(),
  taskName: z.string(),
  stageId: z.number(),
  stageName: z.string(),
  trackName: z.string().nullable(),
  mode: z.enum(TASK_MODES),
  status: z.enum(TASK_STATUSES),
  /** Live assignments and submitted sheets among them. */
  assignments: z.number(),
  submitted: z.number(),
  latest: resultVersion.nullable(),
});
export type RatingTask = z.infer<typeof ratingTask>;

export const ratingTaskFilters = z.object({
  competitionId: positive.optional().or(z.literal('')),
  stageId: positive.optional().or(z.literal('')),
});

/** One result of a version. */
export const ratingResult = z.object({
  resultId: z.number(),
  versionNo: z.number(),
  entryId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  reviewGroupId: z.number().nullable(),
  reviewGroupName: z.string().nullable(),
  /** Unrounded (double precision); the page shows 2 decimals. */
  score: z.number().nullable(),
  rank: z.number().nullable(),
  validSheets: z.number(),
  /** Highest minus lowest raw total of the used sheets; null below two. */
  spread: z.number().nullable(),
  flags: z.array(z.enum(RESULT_FLAGS)),
});
export type RatingResult = z.infer<typeof ratingResult>;

export const ratingResultFilters = z.object({
  /** Left out: the latest version. */
  versionNo: positive.optional().or(z.literal('')),
  reviewGroupId: positive.optional().or(z.literal('')),
  flag: z.enum(RESULT_FLAGS).optional().or(z.literal('')),
  code: z.string().trim().max(30).optional(),
});

export const ratingResultDetail = ratingResult.extend({
  taskId: z.number(),
  receipt,
});
export type RatingResultDetail = z.infer<typeof ratingResultDetail>;

/** One line of a diff between two versions. */
export const resultChange = z.object({
  applicationId: z.number(),
  code: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  before: z
    .object({ score: z.number().nullable(), rank: z.number().nullable(), flags: z.array(z.string()) })
    .nullable(),
  after: z.object({ score: z.number().nullable(), rank: z.number().nullable(), flags: z.array(z.string()) }).nullable(),
});
export type ResultChange = z.infer<typeof resultChange>;

export const resultDiff = z.object({
  fromVersionNo: z.number().nullable(),
  toVersionNo: z.number(),
  /** Did the configuration or the inputs change (hash comparison)? */
  configChanged: z.boolean(),
  inputsChanged: z.boolean(),
  changes: z.array(resultChange),
});
export type ResultDiff = z.infer<typeof resultDiff>;

export const computeSummary = z.object({
  versionId: z.number(),
  versionNo: z.number(),
  provisional: z.boolean(),
  results: z.number(),
  ranked: z.number(),
  insufficient: z.number(),
  awaitingArbitration: z.number(),
  /** Judges with a consistency flag. */
  flaggedJudges: z.number(),
  diff: resultDiff,
});
export type ComputeSummary = z.infer<typeof computeSummary>;

export const verifyOutcome = z.object({
  versionNo: z.number(),
  matched: z.boolean(),
  inputsMatched: z.boolean(),
  storedInputsHash: z.string(),
  recomputedInputsHash: z.string(),
  checked: z.number(),
  /** The first differences (at most 100): an application's stored and recomputed value. */
  mismatches: z.array(
    z.object({
      applicationId: z.number(),
      code: z.string(),
      field: z.enum(['score', 'rank', 'flags', 'validSheets', 'missing', 'extra']),
      stored: z.union([z.number(), z.string(), z.null()]),
      recomputed: z.union([z.number(), z.string(), z.null()]),
    }),
  ),
  verifiedAt: z.string(),
});
export type VerifyOutcome = z.infer<typeof verifyOutcome>;

export const expertRatingForm = z.object({
  /** 1-5. */
  timeliness: z.number().int().min(1, 'timeliness is 1 to 5').max(5, 'timeliness is 1 to 5'),
  quality: z.number().int().min(1, 'quality is 1 to 5').max(5, 'quality is 1 to 5'),
  remark: z.string().trim().max(500).optional(),
});
export type ExpertRatingForm = z.input<typeof expertRatingForm>;

/** A judge's consistency in a task, computed live from the submitted sheets (flags while open). */
export const judgeConsistency = z.object({
  userId: z.number(),
  nickName: z.string(),
  n: z.number(),
  mean: z.number(),
  spread: z.number(),
  leniency: z.number().nullable(),
  spearman: z.number().nullable(),
  outliers: z.number(),
  flags: z.array(z.enum(JUDGE_FLAGS)),
  /** The organiser's rating of this expert for this task, once given. */
  rating: z
    .object({ timeliness: z.number(), quality: z.number(), remark: z.string().nullable(), ratedBy: z.string() })
    .nullable(),
});
export type JudgeConsistency = z.infer<typeof judgeConsistency>;

export const taskConsistency = z.object({
  taskId: z.number(),
  panel: z.object({ n: z.number(), mean: z.number(), spread: z.number() }),
  thresholds: z.object({ leniency: z.number(), spearman: z.number(), outlierZ: z.number(), minSheets: z.number() }),
  /** Ratings are given once the task is closed. */
  canRate: z.boolean(),
  judges: z.array(judgeConsistency),
});
export type TaskConsistency = z.infer<typeof taskConsistency>;

export const tieDecisionForm = z.object({
  /** The tied applications, best first. */
  applicationIds: z
    .array(z.number().int().positive())
    .min(2, 'applicationIds: at least two tied applications')
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'applicationIds: an application is listed twice'),
  /** Who decided (the group leader's name as recorded). */
  leaderName: z.string().trim().min(1, 'leaderName is required').max(50),
  reason: z.string().trim().min(1, 'reason is required').max(500),
});
export type TieDecisionForm = z.input<typeof tieDecisionForm>;

/** An application of a 2+1 task whose first two reviews differ by more than the tolerance. */
export const arbitrationItem = z.object({
  applicationId: z.number(),
  code: z.string(),
  reviewGroupName: z.string(),
  first: z.number(),
  second: z.number(),
  difference: z.number(),
  tolerance: z.number(),
  /** waiting: no third reviewer could be found (reason); assigned; submitted. */
  state: z.enum(['waiting', 'assigned', 'submitted']),
  reason: z.enum(['no_eligible_expert', 'all_at_max_load', 'no_leader']).nullable(),
  third: z.object({ userId: z.number(), nickName: z.string(), total: z.number().nullable() }).nullable(),
});
export type ArbitrationItem = z.infer<typeof arbitrationItem>;

/** A stage's results across its tasks (晋级与评分): each entry with its task's latest result. */
export const stageResult = z.object({
  entryId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  reviewGroupId: z.number().nullable(),
  reviewGroupName: z.string().nullable(),
  taskId: z.number().nullable(),
  taskName: z.string().nullable(),
  versionNo: z.number().nullable(),
  provisional: z.boolean().nullable(),
  score: z.number().nullable(),
  rank: z.number().nullable(),
  flags: z.array(z.enum(RESULT_FLAGS)),
  /** The stage entry's state (pending, in_review, scored, escalated, ...). */
  state: z.string(),
});
export type StageResult = z.infer<typeof stageResult>;

export const stageResultFilters = z.object({
  stageId: positive,
  reviewGroupId: positive.optional().or(z.literal('')),
  taskId: positive.optional().or(z.literal('')),
  code: z.string().trim().max(30).optional(),
});

export const getStageAggregation = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/stage/:stageId/config',
  access: 'comp:rating:query',
  scope: 'competition',
  params: z.object({ stageId: positive }),
  answer: dataAnswer(stageAggregation),
  summary: "A judging stage's aggregation configuration (the default until one is saved)",
});

export const saveStageAggregation = defineEndpoint({
  method: 'PUT',
  path: '/comp/rating/stage/:stageId/config',
  access: 'comp:rating:compute',
  scope: 'competition',
  params: z.object({ stageId: positive }),
  body: aggregationConfig,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: "Saves a judging stage's aggregation configuration; a task part must be a task of the same track",
});

export const listRatingTasks = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/tasks',
  // 晋级与评分 picks its stage from these too, so its own permission reads them.
  access: { anyPermission: ['comp:rating:list', 'comp:upgrading:list'] },
  scope: 'competition',
  query: pageQuery.extend(ratingTaskFilters.shape),
  answer: tableAnswer(ratingTask),
  summary: 'Published review tasks in scope with their latest result version',
});

export const computeTaskResults = defineEndpoint({
  method: 'POST',
  path: '/comp/rating/:taskId/compute',
  access: 'comp:rating:compute',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(computeSummary),
  log: log(BusinessType.OTHER),
  summary:
    "Computes a new result version from the task's submitted sheets and the stage's configuration, with its diff against the previous one",
});

export const listResultVersions = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/:taskId/versions',
  access: 'comp:rating:query',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(z.array(resultVersion)),
  summary: "A task's result versions, newest first",
});

export const listTaskResults = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/:taskId/results',
  access: 'comp:rating:list',
  scope: 'competition',
  params: z.object({ taskId }),
  query: pageQuery.extend(ratingResultFilters.shape),
  answer: tableAnswer(ratingResult),
  summary: 'The results of a version (the latest by default), ranked first by rank, then by code',
});

export const getRatingResult = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/result/:resultId',
  access: 'comp:rating:query',
  scope: 'competition',
  params: z.object({ resultId: positive }),
  answer: dataAnswer(ratingResultDetail),
  summary: 'One result with its receipt: sheets used and left out (and why), each step, the tie-break',
});

export const getResultDiff = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/:taskId/diff',
  access: 'comp:rating:query',
  scope: 'competition',
  params: z.object({ taskId }),
  query: z.object({ versionNo: positive.optional() }),
  answer: dataAnswer(resultDiff),
  summary: 'What changed from the previous version to this one (the latest by default)',
});

export const verifyTaskResults = defineEndpoint({
  method: 'POST',
  path: '/comp/rating/:taskId/verify',
  access: 'comp:rating:verify',
  scope: 'competition',
  params: z.object({ taskId }),
  query: z.object({ versionNo: positive.optional() }),
  answer: dataAnswer(verifyOutcome),
  log: log(BusinessType.OTHER),
  summary: 'Recomputes a version from the stored inputs with its stored configuration; it must match bit for bit',
});

export const exportTaskResults = defineEndpoint({
  method: 'POST',
  path: '/comp/rating/:taskId/export',
  access: 'comp:rating:export',
  scope: 'competition',
  params: z.object({ taskId }),
  body: ratingResultFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The results of a version as an xlsx file, streamed',
});

export const getTaskConsistency = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/:taskId/consistency',
  access: 'comp:rating:query',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(taskConsistency),
  summary: "Each judge's count, mean, spread, leniency, agreement and outliers, live from the submitted sheets",
});

export const rateExpert = defineEndpoint({
  method: 'PUT',
  path: '/comp/rating/:taskId/rating/:userId',
  access: 'comp:rating:rate',
  scope: 'competition',
  params: z.object({ taskId, userId: positive }),
  body: expertRatingForm,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: "Rates an expert's work in a closed task (timeliness, quality); feeds the pool's rating",
});

export const addTieDecision = defineEndpoint({
  method: 'POST',
  path: '/comp/rating/:taskId/tie-decision',
  access: 'comp:rating:compute',
  scope: 'competition',
  params: z.object({ taskId }),
  body: tieDecisionForm,
  answer: dataAnswer(z.object({ decisionId: z.number() })),
  log: log(BusinessType.INSERT),
  summary:
    "Records a leader's decision between tied applications (used by the `leader` tie-breaker at the next compute)",
});

export const listArbitration = defineEndpoint({
  method: 'GET',
  path: '/comp/rating/:taskId/arbitration',
  access: 'comp:rating:query',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(z.array(arbitrationItem)),
  summary:
    'A 2+1 task: applications whose first two reviews differ by more than the tolerance, with their third review',
});

export const dispatchArbitration = defineEndpoint({
  method: 'POST',
  path: '/comp/rating/:taskId/arbitration/dispatch',
  access: 'comp:rating:compute',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(z.object({ dispatched: z.number(), waiting: z.number() })),
  log: log(BusinessType.UPDATE),
  summary: 'Tries again to find a third reviewer for every waiting application',
});

export const listStageResults = defineEndpoint({
  method: 'GET',
  path: '/comp/upgrading/list',
  access: 'comp:upgrading:list',
  scope: 'competition',
  query: pageQuery.extend(stageResultFilters.shape),
  answer: tableAnswer(stageResult),
  summary: "A stage's entries with their task's latest result, ranked within each task",
});
