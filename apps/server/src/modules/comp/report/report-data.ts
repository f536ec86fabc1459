// What each kind's loader reads and its pure builder turns into a ReportDocument (docs/reports.md).
// These objects are what the snapshot's data hash covers: plain JSON, numbers unrounded, in a fixed
// order, and nothing of the moment of generation (no times, no user).

/** A count under a key (a track, a region, an organisation...) with its name as shown. */
export interface CountRow {
  key: string;
  name: string;
  count: number;
}

export interface StageResultEntry {
  applicationId: number;
  code: string;
  projectName: string;
  orgName: string | null;
  regionName: string | null;
  groupName: string | null;
  validSheets: number | null;
  /** Mean of the used sheets' raw totals (receipt). */
  rawMean: number | null;
  /** Mean of the used sheets' normalised totals, when normalisation applied to each. */
  normalisedMean: number | null;
  score: number | null;
  rank: number | null;
  flags: string[];
  /** The live promotion batch's final result (DECISION_RESULTS), null without a batch or a decision. */
  promotion: string | null;
}

export interface StageResultData {
  kind: 'stage_result';
  edition: string;
  stage: { stageId: number; name: string; trackName: string | null };
  batch: { batchId: number; title: string; status: string } | null;
  entries: StageResultEntry[];
}

export interface JudgeRow {
  userId: number;
  name: string;
  n: number;
  mean: number;
  spread: number;
  leniency: number | null;
  spearman: number | null;
  outliers: number;
  flags: string[];
}

export interface JudgeConsistencyData {
  kind: 'judge_consistency';
  edition: string;
  task: { taskId: number; name: string; stageName: string };
  version: { versionId: number; versionNo: number; provisional: boolean } | null;
  judges: JudgeRow[];
}

export interface PublicityEntry {
  code: string;
  projectName: string;
  orgName: string | null;
  regionName: string | null;
  score: number | null;
  rank: number | null;
  levelName: string | null;
  result: string;
}

export interface PublicityListData {
  kind: 'publicity_list';
  edition: string;
  batch: { batchId: number; title: string; purpose: string; status: string; stageName: string };
  window: { startAt: string; endAt: string } | null;
  entries: PublicityEntry[];
}

export interface AwardRow {
  levelId: number;
  levelName: string;
  code: string;
  projectName: string;
  orgName: string | null;
  regionName: string | null;
  certificateCode: string | null;
}

export interface AwardListData {
  kind: 'award_list';
  edition: string;
  track: { trackId: number; name: string } | null;
  /** Levels in rank order (special ones last), each once. */
  levels: Array<{ levelId: number; name: string }>;
  awards: AwardRow[];
}

export interface FunnelStage {
  stageId: number;
  name: string;
  trackName: string | null;
  kind: string;
  entries: number;
}

export interface TurnaroundRow {
  trackId: number | null;
  trackName: string;
  decided: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface FinalReportData {
  kind: 'final_report';
  edition: string;
  /** Applications counted: submitted and still in the competition. */
  total: number;
  byTrack: CountRow[];
  byRegion: CountRow[];
  /** Every organisation (the builder keeps the top 20 and sums the others). */
  byOrganisation: CountRow[];
  byCategory: CountRow[];
  byIndustry: CountRow[];
  funnel: { submitted: number; approved: number; stages: FunnelStage[]; promoted: number; awarded: number };
  daily: Array<{ date: string; submitted: number }>;
  /** Per track, then all tracks together (trackId null). */
  turnaround: TurnaroundRow[];
  review: { tasks: number; assignments: number; sheets: number; experts: number; thirdReviews: number };
}

export type ReportData = StageResultData | JudgeConsistencyData | PublicityListData | AwardListData | FinalReportData;
