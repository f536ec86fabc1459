import {
  type AggregationConfig,
  type AssignmentMethod,
  type AssignmentStatus,
  countsDownstream,
  type RubricCriterion,
  rubricMaxTotal,
  type TaskMode,
  toleranceInPoints,
} from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { ScopedTask } from '../taskinfo/taskinfo.api';
import type { EngineInput, EnginePart, LeaderDecision } from './engine-types';
import * as repo from './rating.repository';

// Loading a task's engine inputs (docs/rating.md, Inputs): a handful of statements whatever the
// size of the task (50,000 sheets travel as one json text).

export interface LoadedInputs {
  input: EngineInput;
  /** Application id -> code (diff and verify lines). */
  codes: Map<number, string>;
}

/** The tolerance in points: a percent tolerance is a share of the rubric's maximum total. */
export function tolerancePoints(task: ScopedTask, criteria: readonly RubricCriterion[]): number | null {
  if (task.mode !== 'two_plus_one' || task.tolerance === null) return null;
  return toleranceInPoints(Number(task.tolerance), task.toleranceKind, rubricMaxTotal(criteria));
}

/**
 * Leader decisions of the task, newest first in storage: a decision whose applications overlap a
 * newer one's is superseded and left out (the newest decision between them stands).
 */
export function standingDecisions(decisions: readonly LeaderDecision[]): LeaderDecision[] {
  const taken = new Set<number>();
  const kept: LeaderDecision[] = [];
  for (const decision of [...decisions].sort((a, b) => b.decisionId - a.decisionId)) {
    if (decision.applicationIds.some((id) => taken.has(id))) continue;
    for (const id of decision.applicationIds) taken.add(id);
    kept.push(decision);
  }
  return kept.sort((a, b) => a.decisionId - b.decisionId);
}

async function partsOf(database: Database, config: AggregationConfig, stage: repo.StageRow): Promise<EnginePart[]> {
  const parts: EnginePart[] = [];
  for (const part of config.parts) {
    if (part.kind === 'task') {
      const taskId = part.taskId as number;
      parts.push({ key: `task:${taskId}`, weight: part.weight, scores: await repo.latestScores(database, taskId) });
    } else {
      const previous = await repo.previousJudgingStage(database, stage);
      parts.push({
        key: 'previous_stage',
        weight: part.weight,
        scores: previous === undefined ? new Map() : await repo.stageFinalScores(database, previous),
      });
    }
  }
  return parts;
}

/** The engine's inputs for a task now, under `config` (the stage's, or a version's stored one). */
export async function loadInputs(
  database: Database,
  task: ScopedTask,
  stage: repo.StageRow,
  config: AggregationConfig,
): Promise<LoadedInputs> {
  const criteria = ((await repo.rubricCriteria(database, task.rubricId)) ?? []) as RubricCriterion[];
  const entries = await repo.taskEntries(database, task.taskId, task.stageId);
  const sheets = await repo.submittedSheets(database, task.taskId);
  const decisions = await repo.tieDecisions(database, task.taskId);
  return {
    input: {
      config,
      criteria,
      mode: task.mode as TaskMode,
      tolerance: tolerancePoints(task, criteria),
      entries: entries.map((entry) => ({
        entryId: entry.entryId,
        applicationId: entry.applicationId,
        applicationCode: entry.code,
        reviewGroupId: entry.reviewGroupId,
        counts: countsDownstream(entry.status),
      })),
      sheets: sheets.map((sheet) => ({
        ...sheet,
        method: sheet.method as AssignmentMethod,
        assignmentStatus: sheet.assignmentStatus as AssignmentStatus,
      })),
      parts: await partsOf(database, config, stage),
      leaderDecisions: standingDecisions(decisions),
    },
    codes: new Map(entries.map((entry) => [entry.applicationId, entry.code])),
  };
}
