import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer, pageQuery, tableAnswer } from '../endpoint';
import {
  BATCH_PURPOSES,
  BATCH_STATUSES,
  DECISION_REASONS,
  DECISION_RESULTS,
  displacement,
  promotionRule,
} from '../promotion';
import { PUBLICITY_STATUSES } from './notice-board';

// Promotion batches (晋级, page comp/upgrading, docs/promotion.md): a stage's rule, the preview
// with what-if, batches of decisions with overrides, approval by another user, publication through
// a notice with a 公示 window, amending after an upheld objection, revoke, finalization.

const positive = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '晋级与评分', businessType });
const reason = z.string().trim().min(1).max(500);

/** The rule a stage keeps for one purpose (the form's defaults until saved). */
export const stagePromotionRule = z.object({
  stageId: z.number(),
  purpose: z.enum(BATCH_PURPOSES),
  rule: promotionRule,
  saved: z.boolean(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type StagePromotionRule = z.infer<typeof stagePromotionRule>;

/** A result version a batch was drafted from. */
export const batchVersion = z.object({
  taskId: z.number(),
  taskName: z.string(),
  versionId: z.number(),
  versionNo: z.number(),
});

export const promotionBatch = z.object({
  batchId: z.number(),
  stageId: z.number(),
  stageName: z.string(),
  trackName: z.string().nullable(),
  /** The stage the promoted entries enter (promotion); null for awards or a last stage. */
  nextStageId: z.number().nullable(),
  nextStageName: z.string().nullable(),
  competitionId: z.number(),
  purpose: z.enum(BATCH_PURPOSES),
  title: z.string(),
  status: z.enum(BATCH_STATUSES),
  rule: promotionRule,
  versions: z.array(batchVersion),
  /** Decisions by final result, and how many were overridden. */
  counts: z.object({
    entries: z.number(),
    promoted: z.number(),
    eliminated: z.number(),
    undecided: z.number(),
    overridden: z.number(),
  }),
  /** Publication rounds so far (a re-publish after amending starts a new one). */
  round: z.number(),
  draftedBy: z.string(),
  draftedAt: z.string(),
  submittedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** The approver's reason when sent back to draft. */
  returnReason: z.string().nullable(),
  noticeId: z.number().nullable(),
  publicityId: z.number().nullable(),
  publicityStartAt: z.string().nullable(),
  publicityEndAt: z.string().nullable(),
  publicityStatus: z.enum(PUBLICITY_STATUSES).nullable(),
  finalizedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type PromotionBatch = z.infer<typeof promotionBatch>;

/** One entry's decision (also a preview row, without ids of stored decisions). */
export const promotionDecision = z.object({
  decisionId: z.number().nullable(),
  entryId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  orgName: z.string().nullable(),
  regionName: z.string().nullable(),
  categoryName: z.string().nullable(),
  reviewGroupName: z.string().nullable(),
  /**
   * The unit it was ranked in: its key (`stage`, `group:<id>`, `group:none`, `category:<id>`,
   * `category:none`, `track:<id>`) and its label (the group, category or track name); the page words
   * the whole stage and the ungrouped or uncategorised units itself.
   */
  unitKey: z.string(),
  unit: z.string(),
  /** Unrounded; null without a result. */
  score: z.number().nullable(),
  /** Rank in its unit after the tie-breakers (equal ranks for an unresolved tie). */
  rank: z.number().nullable(),
  validSheets: z.number(),
  proposedResult: z.enum(DECISION_RESULTS),
  proposedLevelId: z.number().nullable(),
  proposedLevelName: z.string().nullable(),
  finalResult: z.enum(DECISION_RESULTS),
  finalLevelId: z.number().nullable(),
  finalLevelName: z.string().nullable(),
  reason: z.enum(DECISION_REASONS).nullable(),
  displacement: displacement.nullable(),
  overrideReason: z.string().nullable(),
  overriddenBy: z.string().nullable(),
  overriddenAt: z.string().nullable(),
});
export type PromotionDecision = z.infer<typeof promotionDecision>;

export const decisionFilters = z.object({
  result: z.enum(DECISION_RESULTS).optional().or(z.literal('')),
  reason: z.enum(DECISION_REASONS).optional().or(z.literal('')),
  code: z.string().trim().max(30).optional(),
  /** '1': only overridden decisions. */
  overridden: z.enum(['0', '1', '']).optional(),
});

export const batchFilters = z.object({
  competitionId: positive.optional().or(z.literal('')),
  stageId: positive.optional().or(z.literal('')),
  purpose: z.enum(BATCH_PURPOSES).optional().or(z.literal('')),
  status: z.enum(BATCH_STATUSES).optional().or(z.literal('')),
});

/** A what-if: the rule as edited, against the batch's stored decisions or the stage's saved rule. */
export const promotionPreviewForm = z.object({
  stageId: z.number().int().positive(),
  purpose: z.enum(BATCH_PURPOSES).default('promotion'),
  rule: promotionRule,
  /** Compare with this batch's decisions; otherwise with the saved rule's outcome. */
  batchId: z.number().int().positive().optional(),
  filter: decisionFilters.default({}),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
});

export const promotionPreview = z.object({
  units: z.array(
    z.object({
      unitKey: z.string(),
      unit: z.string(),
      size: z.number(),
      quota: z.number().nullable(),
      promoted: z.number(),
    }),
  ),
  summary: z.object({
    entries: z.number(),
    promoted: z.number(),
    eliminated: z.number(),
    undecided: z.number(),
    displaced: z.number(),
  }),
  /** Against the comparison: who moves in and out (codes with project names). */
  movedIn: z.array(z.object({ code: z.string(), projectName: z.string() })),
  movedOut: z.array(z.object({ code: z.string(), projectName: z.string() })),
  total: z.number(),
  rows: z.array(promotionDecision),
  /** Tasks of the stage without a final (non-provisional) result version: their entries have no score. */
  tasksWithoutResults: z.array(z.string()),
});
export type PromotionPreview = z.infer<typeof promotionPreview>;

export const draftBatchForm = z.object({
  stageId: z.number().int().positive(),
  purpose: z.enum(BATCH_PURPOSES).default('promotion'),
  title: z.string().trim().min(1).max(100),
  rule: promotionRule,
});

export const overrideForm = z.object({
  result: z.enum(['promoted', 'awarded', 'eliminated']),
  /** Award batches: the level (a special level may be given to anyone). */
  levelId: z.number().int().positive().nullable().default(null),
  reason,
});

export const publishBatchForm = z.object({
  /** The publication notice's title; the body lists the decisions. */
  noticeTitle: z.string().trim().min(1).max(100),
  /** Extra text above the list (plain text). */
  preface: z.string().trim().max(2000).default(''),
  workingDays: z.number().int().min(1).max(30).default(5),
  contact: z.string().trim().max(100).nullable().default(null),
});

export const batchEvent = z.object({
  eventId: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  by: z.string(),
  at: z.string(),
});
export type BatchEvent = z.infer<typeof batchEvent>;

const batchParams = z.object({ batchId: positive });

export const getPromotionRule = defineEndpoint({
  method: 'GET',
  path: '/comp/upgrading/rule/:stageId',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: z.object({ stageId: positive }),
  query: z.object({ purpose: z.enum(BATCH_PURPOSES).default('promotion') }),
  answer: dataAnswer(stagePromotionRule),
  summary: "A stage's promotion (or award) rule; the defaults until one is saved",
});

export const savePromotionRule = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/rule/:stageId',
  access: 'comp:upgrading:add',
  scope: 'competition',
  params: z.object({ stageId: positive }),
  query: z.object({ purpose: z.enum(BATCH_PURPOSES).default('promotion') }),
  body: promotionRule,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: "Saves a stage's promotion (or award) rule",
});

export const previewPromotion = defineEndpoint({
  method: 'POST',
  path: '/comp/upgrading/preview',
  access: 'comp:upgrading:query',
  scope: 'competition',
  body: promotionPreviewForm,
  answer: dataAnswer(promotionPreview),
  summary:
    'What a rule would decide on the stage’s latest final results (what-if), and who moves in or out; writes nothing',
});

export const listPromotionBatches = defineEndpoint({
  method: 'GET',
  path: '/comp/upgrading/batch/list',
  access: 'comp:upgrading:list',
  scope: 'competition',
  query: pageQuery.extend(batchFilters.shape),
  answer: tableAnswer(promotionBatch),
  summary: 'Promotion and award batches in scope, newest first',
});

export const getPromotionBatch = defineEndpoint({
  method: 'GET',
  path: '/comp/upgrading/batch/:batchId',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: batchParams,
  answer: dataAnswer(promotionBatch),
  summary: 'One batch',
});

export const listBatchDecisions = defineEndpoint({
  method: 'GET',
  path: '/comp/upgrading/batch/:batchId/decisions',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: batchParams,
  query: pageQuery.extend(decisionFilters.shape),
  answer: tableAnswer(promotionDecision),
  summary: "A batch's decisions by unit and rank",
});

export const listBatchEvents = defineEndpoint({
  method: 'GET',
  path: '/comp/upgrading/batch/:batchId/events',
  access: 'comp:upgrading:query',
  scope: 'competition',
  params: batchParams,
  answer: dataAnswer(z.array(batchEvent)),
  summary: "A batch's history: drafting, overrides, each step of its lifecycle, objections upheld",
});

export const draftPromotionBatch = defineEndpoint({
  method: 'POST',
  path: '/comp/upgrading/batch',
  access: 'comp:upgrading:add',
  scope: 'competition',
  body: draftBatchForm,
  answer: dataAnswer(z.object({ batchId: z.number() })),
  log: log(BusinessType.INSERT),
  summary:
    "Drafts a batch from the stage's latest final result versions with the rule (one live batch per stage and purpose)",
});

export const overrideDecision = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/decision/:decisionId',
  access: 'comp:upgrading:edit',
  scope: 'competition',
  params: z.object({ batchId: positive, decisionId: positive }),
  body: overrideForm,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: "Overrides one decision with a reason (draft or amending), logged in the batch's history",
});

export const redraftPromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/redraft',
  access: 'comp:upgrading:edit',
  scope: 'competition',
  params: batchParams,
  body: z.object({ rule: promotionRule }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary:
    'Recomputes a draft or amending batch from the latest final results with a rule; overrides of entries still present are kept',
});

export const submitPromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/submit',
  access: 'comp:upgrading:edit',
  scope: 'competition',
  params: batchParams,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Sends a draft (or amending) batch for approval; refused while a decision is undecided',
});

export const approvePromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/approve',
  access: 'comp:upgrading:approve',
  scope: 'competition',
  params: batchParams,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Approves a batch; the drafter (and whoever last changed it) cannot, the administrator included',
});

export const returnPromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/return',
  access: 'comp:upgrading:approve',
  scope: 'competition',
  params: batchParams,
  body: z.object({ reason }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Sends a batch pending approval back to draft with a reason',
});

export const publishPromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/publish',
  access: 'comp:upgrading:publish',
  scope: 'competition',
  params: batchParams,
  body: publishBatchForm,
  answer: dataAnswer(z.object({ noticeId: z.number(), publicityId: z.number(), endAt: z.string() })),
  log: log(BusinessType.UPDATE),
  summary:
    'Publishes an approved batch: a publication notice listing the decisions and a 公示 window counted in working days',
});

export const finalizePromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/finalize',
  access: 'comp:upgrading:publish',
  scope: 'competition',
  params: batchParams,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary:
    'Finalizes a batch whose 公示 window has closed without an upheld objection (the comp.finalizePromotions task does it every minute)',
});

export const revokePromotionBatch = defineEndpoint({
  method: 'PUT',
  path: '/comp/upgrading/batch/:batchId/revoke',
  access: 'comp:upgrading:publish',
  scope: 'competition',
  params: batchParams,
  body: z.object({ reason }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Revokes a batch before it is finalized (its notice is withdrawn)',
});
