import type {
  ComputeSummary,
  RatingResult,
  RatingResultDetail,
  RatingTask,
  ResultVersion,
  StageAggregation,
  StageResult,
  TaskConsistency,
  VerifyOutcome,
} from '@cbo/contracts';
import { DEFAULT_AGGREGATION } from '@cbo/contracts';

/** Answers the rating pages' tests fake (each fits its endpoint's contract). */
export const version = (fields: Partial<ResultVersion> = {}): ResultVersion => ({
  versionId: 5,
  versionNo: 1,
  configHash: 'c0ffee1234567890abcdef',
  inputsHash: 'beef00112233445566778899',
  provisional: false,
  results: 3,
  ranked: 2,
  diff: { changed: 0, added: 3, removed: 0 },
  computedBy: 'organiser',
  computedAt: '2026-11-26 10:00:00',
  verifiedAt: null,
  verifyMatched: null,
  ...fields,
});

export const ratingTask = (fields: Partial<RatingTask> = {}): RatingTask => ({
  taskId: 7,
  taskName: '初赛网评',
  stageId: 11,
  stageName: '初赛',
  trackName: '成人组',
  mode: 'k_per_application',
  status: 'closed',
  assignments: 9,
  submitted: 9,
  latest: version(),
  ...fields,
});

export const result = (fields: Partial<RatingResult> = {}): RatingResult => ({
  resultId: 101,
  versionNo: 1,
  entryId: 201,
  applicationId: 301,
  code: 'A2026001',
  projectName: '智能灌溉',
  reviewGroupId: 21,
  reviewGroupName: '第一组',
  score: 86.456789,
  rank: 1,
  validSheets: 3,
  spread: 6.5,
  flags: [],
  ...fields,
});

export const results: RatingResult[] = [
  result(),
  result({
    resultId: 102,
    entryId: 202,
    applicationId: 302,
    code: 'A2026002',
    projectName: '校园外卖',
    score: 80,
    rank: 2,
    flags: ['tie_unresolved'],
  }),
  result({
    resultId: 103,
    entryId: 203,
    applicationId: 303,
    code: 'A2026003',
    projectName: '旧衣回收',
    score: null,
    rank: null,
    validSheets: 1,
    spread: null,
    flags: ['insufficient'],
  }),
];

export const receiptDetail: RatingResultDetail = {
  ...result(),
  taskId: 7,
  receipt: {
    sheets: [
      {
        sheetId: 1,
        assignmentId: 11,
        userId: 41,
        expertName: '王专家',
        method: 'online',
        raw: 90,
        normalised: null,
        used: true,
        leftOut: null,
      },
      {
        sheetId: 2,
        assignmentId: 12,
        userId: 42,
        expertName: '李专家',
        method: 'online',
        raw: 83.5,
        normalised: null,
        used: true,
        leftOut: null,
      },
      {
        sheetId: 3,
        assignmentId: 13,
        userId: 43,
        expertName: '赵专家',
        method: 'online',
        raw: 70,
        normalised: null,
        used: false,
        leftOut: 'conflict',
      },
    ],
    steps: [
      {
        step: 'totals',
        values: { total: 'weighted', maxTotal: 100, sheets: 3, valid: 2, voided: 0, conflict: 1, excluded: 0 },
      },
      { step: 'combine', values: { method: 'mean', n: 2, dropped: 0, value: 86.75 } },
      { step: 'minimum', values: { valid: 2, min: 2, met: true } },
      { step: 'tie_break', values: { tied: 2, by: 'top_marks', value: 3, rank: 1, resolved: true } },
    ],
    score: 86.75,
    tieBreak: { tiedWith: [305], by: 'top_marks', value: 3 },
  },
};

export const computeSummary: ComputeSummary = {
  versionId: 6,
  versionNo: 2,
  provisional: false,
  results: 3,
  ranked: 2,
  insufficient: 1,
  awaitingArbitration: 0,
  flaggedJudges: 0,
  diff: {
    fromVersionNo: 1,
    toVersionNo: 2,
    configChanged: true,
    inputsChanged: false,
    changes: [
      {
        applicationId: 301,
        code: 'A2026001',
        kind: 'changed',
        before: { score: 86.456789, rank: 1, flags: [] },
        after: { score: 83.5, rank: 2, flags: ['tie_broken'] },
      },
    ],
  },
};

export const matched: VerifyOutcome = {
  versionNo: 1,
  matched: true,
  inputsMatched: true,
  storedInputsHash: 'beef00112233445566778899',
  recomputedInputsHash: 'beef00112233445566778899',
  checked: 3,
  mismatches: [],
  verifiedAt: '2026-11-26 10:05:00',
};

export const mismatch: VerifyOutcome = {
  ...matched,
  matched: false,
  mismatches: [{ applicationId: 301, code: 'A2026001', field: 'score', stored: 99, recomputed: 86.456789 }],
};

export const stageConfig: StageAggregation = {
  stageId: 11,
  config: DEFAULT_AGGREGATION,
  saved: false,
  updateBy: null,
  updateTime: null,
};

export const consistency: TaskConsistency = {
  taskId: 7,
  panel: { n: 9, mean: 80, spread: 6 },
  thresholds: { leniency: 10, spearman: 0.3, outlierZ: 2, minSheets: 3 },
  canRate: true,
  judges: [
    {
      userId: 41,
      nickName: '王专家',
      n: 3,
      mean: 92,
      spread: 3,
      leniency: 12.5,
      spearman: 0.9,
      outliers: 0,
      flags: ['lenient'],
      rating: null,
    },
    {
      userId: 42,
      nickName: '李专家',
      n: 3,
      mean: 78,
      spread: 5,
      leniency: -2,
      spearman: 0.8,
      outliers: 0,
      flags: [],
      rating: { timeliness: 4, quality: 5, remark: null, ratedBy: 'organiser' },
    },
  ],
};

export const stageResults: StageResult[] = [
  {
    entryId: 201,
    applicationId: 301,
    code: 'A2026001',
    projectName: '智能灌溉',
    reviewGroupId: 21,
    reviewGroupName: '第一组',
    taskId: 7,
    taskName: '初赛网评',
    versionNo: 2,
    provisional: true,
    score: 86.456789,
    rank: 1,
    flags: ['tie_broken'],
    state: 'scored',
  },
  {
    entryId: 204,
    applicationId: 304,
    code: 'A2026004',
    projectName: '无人书店',
    reviewGroupId: null,
    reviewGroupName: null,
    taskId: null,
    taskName: null,
    versionNo: null,
    provisional: null,
    score: null,
    rank: null,
    flags: [],
    state: 'pending',
  },
];
