import type {
  BatchEvent,
  PromotionBatch,
  PromotionDecision,
  PromotionPreview,
  StagePromotionRule,
} from '@cbo/contracts';
import { promotionRule } from '@cbo/contracts';

/** Answers the batches tab's tests fake (each fits its endpoint's contract). */
export const rule = (fields: Record<string, unknown> = {}) => promotionRule.parse({ method: 'top_n', n: 2, ...fields });

export const stageRule = (fields: Partial<StagePromotionRule> = {}): StagePromotionRule => ({
  stageId: 11,
  purpose: 'promotion',
  rule: rule(),
  saved: true,
  updateBy: 'organiser',
  updateTime: '2026-11-26 09:00:00',
  ...fields,
});

export const batch = (fields: Partial<PromotionBatch> = {}): PromotionBatch => ({
  batchId: 41,
  stageId: 11,
  stageName: '初赛',
  trackName: '成人组',
  nextStageId: 12,
  nextStageName: '复赛',
  competitionId: 1,
  purpose: 'promotion',
  title: '初赛晋级名单',
  status: 'draft',
  rule: rule(),
  versions: [{ taskId: 7, taskName: '初赛网评', versionId: 5, versionNo: 1 }],
  counts: { entries: 3, promoted: 2, eliminated: 1, undecided: 0, overridden: 0 },
  round: 0,
  draftedBy: 'organiser',
  draftedAt: '2026-11-26 10:00:00',
  submittedAt: null,
  approvedBy: null,
  approvedAt: null,
  returnReason: null,
  noticeId: null,
  publicityId: null,
  publicityStartAt: null,
  publicityEndAt: null,
  publicityStatus: null,
  finalizedAt: null,
  revokedBy: null,
  revokedAt: null,
  revokeReason: null,
  ...fields,
});

export const decision = (fields: Partial<PromotionDecision> = {}): PromotionDecision => ({
  decisionId: 501,
  entryId: 201,
  applicationId: 301,
  code: 'A2026001',
  projectName: '智能灌溉',
  orgName: '华东大学',
  regionName: '上海市',
  categoryName: '创意组',
  reviewGroupName: '第一组',
  unitKey: 'stage',
  unit: '全部',
  score: 86.456789,
  rank: 1,
  validSheets: 3,
  proposedResult: 'promoted',
  proposedLevelId: null,
  proposedLevelName: null,
  finalResult: 'promoted',
  finalLevelId: null,
  finalLevelName: null,
  reason: null,
  displacement: null,
  overrideReason: null,
  overriddenBy: null,
  overriddenAt: null,
  ...fields,
});

export const displaced = decision({
  decisionId: 502,
  entryId: 202,
  applicationId: 302,
  code: 'A2026002',
  projectName: '光伏巡检',
  score: 84.1,
  rank: 2,
  proposedResult: 'eliminated',
  finalResult: 'eliminated',
  reason: 'organisation_cap',
  displacement: { cap: 'organisation_cap', key: '9', label: '华东大学', limit: 1 },
});

export const preview = (fields: Partial<PromotionPreview> = {}): PromotionPreview => ({
  units: [{ unitKey: 'stage', unit: '全部', size: 3, quota: 2, promoted: 2 }],
  summary: { entries: 3, promoted: 2, eliminated: 1, undecided: 0, displaced: 1 },
  movedIn: [],
  movedOut: [],
  total: 2,
  rows: [decision(), displaced],
  tasksWithoutResults: [],
  ...fields,
});

export const events: BatchEvent[] = [
  {
    eventId: 1,
    action: 'drafted',
    fromStatus: null,
    toStatus: 'draft',
    detail: {},
    by: 'organiser',
    at: '2026-11-26 10:00:00',
  },
  {
    eventId: 2,
    action: 'overridden',
    fromStatus: null,
    toStatus: null,
    detail: {
      decisionId: 502,
      entryId: 202,
      applicationId: 302,
      before: { result: 'eliminated', levelId: null },
      after: { result: 'promoted', levelId: null },
      reason: '复核后调整',
    },
    by: 'organiser',
    at: '2026-11-26 10:05:00',
  },
];
