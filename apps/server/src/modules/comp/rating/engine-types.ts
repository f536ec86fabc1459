import type {
  AggregationConfig,
  AssignmentMethod,
  AssignmentStatus,
  JudgeFlag,
  Receipt,
  ResultFlag,
  RubricCriterion,
  SheetItems,
  TaskMode,
} from '@cbo/contracts';

// The rating engine's inputs and outputs (docs/rating.md). The engine (aggregate.ts) is a pure
// function of these: the service loads them, the engine computes, the service stores. A verify
// loads the same inputs again and compares bit for bit.

/** A stage entry of the task's review groups, in application-code order. */
export interface EngineEntry {
  entryId: number;
  applicationId: number;
  applicationCode: string;
  reviewGroupId: number | null;
  /** False for a withdrawn or disqualified application: left out (flag `excluded`), sheets kept. */
  counts: boolean;
}

/** A submitted score sheet of the task (drafts are never inputs), with its assignment. */
export interface EngineSheet {
  sheetId: number;
  assignmentId: number;
  applicationId: number;
  /** The expert. */
  userId: number;
  method: AssignmentMethod;
  /** voided → left out `voided`; coi_declared → left out `conflict`; others are used. */
  assignmentStatus: AssignmentStatus;
  items: SheetItems;
  /** The chain head of the sheet's revisions (part of the inputs hash). */
  headHmac: string | null;
}

/** Another score weighted in (config.parts[i]): the application's score there, when it has one. */
export interface EnginePart {
  /** `task:<id>` or `previous_stage`. */
  key: string;
  weight: number;
  scores: ReadonlyMap<number, number>;
}

/** A recorded leader's decision between tied applications: best first. */
export interface LeaderDecision {
  decisionId: number;
  applicationIds: number[];
}

export interface EngineInput {
  config: AggregationConfig;
  criteria: readonly RubricCriterion[];
  mode: TaskMode;
  /** two_plus_one: the tolerance in points (a percent tolerance already converted). */
  tolerance: number | null;
  entries: readonly EngineEntry[];
  sheets: readonly EngineSheet[];
  parts: readonly EnginePart[];
  leaderDecisions: readonly LeaderDecision[];
}

export interface EngineResult {
  entryId: number;
  applicationId: number;
  applicationCode: string;
  reviewGroupId: number | null;
  /** Unrounded; null when excluded or awaiting arbitration. */
  score: number | null;
  /** 1-based competition ranking (1, 2, 2, 4); null when not ranked. */
  rank: number | null;
  /** Sheets used (after leaving out voided, conflict and excluded; before trimming). */
  validSheets: number;
  flags: ResultFlag[];
  receipt: Receipt;
}

export interface JudgeMetric {
  userId: number;
  /** Counted sheets of the judge in the task. */
  n: number;
  mean: number;
  /** Population standard deviation. */
  spread: number;
  /** Mean of (own total − the other reviewers' mean) over applications with other reviewers; null when none. */
  leniency: number | null;
  /** Spearman rank correlation of own totals with the others' mean; null below 3 pairs or no variance. */
  spearman: number | null;
  outliers: number;
  flags: JudgeFlag[];
}

export interface EngineOutput {
  /** In the entries' order. */
  results: EngineResult[];
  /** By user id. */
  judges: JudgeMetric[];
  /** The panel: all used sheets' raw totals. */
  panel: { n: number; mean: number; spread: number };
  configHash: string;
  inputsHash: string;
}
