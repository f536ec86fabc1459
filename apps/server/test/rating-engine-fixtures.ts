import {
  type AggregationConfigInput,
  type AssignmentMethod,
  type AssignmentStatus,
  aggregationConfig,
  type RubricCriterion,
  rubricCriterion,
} from '@cbo/contracts';
import type { EngineEntry, EngineInput, EngineSheet } from '../src/modules/comp/rating/engine-types';

// Builders for the rating engine's hand-computed test fixtures (apps/server/src/modules/comp/rating/aggregate.test.ts).

/** Two summed criteria (a: 0-10 weight 2, b: 0-10 weight 1) and an independent yes/no. */
export const CRITERIA: RubricCriterion[] = [
  rubricCriterion.parse({ code: 'a', name: 'A', max: 10, step: 0.5, weight: 2 }),
  rubricCriterion.parse({ code: 'b', name: 'B', max: 10, step: 0.5, weight: 1 }),
  rubricCriterion.parse({ code: 'rec', name: 'Recommend', max: 1, independent: true, required: false }),
];

export function entry(applicationId: number, over: Partial<EngineEntry> = {}): EngineEntry {
  return {
    entryId: 100 + applicationId,
    applicationId,
    applicationCode: `C${String(applicationId).padStart(3, '0')}`,
    reviewGroupId: 1,
    counts: true,
    ...over,
  };
}

/** A sheet with values for a and b (rec = 1); assignment ids must be given for order. */
export function sheet(
  assignmentId: number,
  applicationId: number,
  userId: number,
  a: number | null,
  b: number | null,
  over: { method?: AssignmentMethod; status?: AssignmentStatus; rec?: number | null } = {},
): EngineSheet {
  return {
    sheetId: 1000 + assignmentId,
    assignmentId,
    applicationId,
    userId,
    method: over.method ?? 'balanced',
    assignmentStatus: over.status ?? 'submitted',
    items: { a: { value: a }, b: { value: b }, rec: { value: over.rec ?? 1 } },
    headHmac: `h${assignmentId}`,
  };
}

export function input(
  over: Partial<Omit<EngineInput, 'config'>> & { config?: AggregationConfigInput } = {},
): EngineInput {
  const { config, ...rest } = over;
  return {
    config: aggregationConfig.parse(config ?? {}),
    criteria: CRITERIA,
    mode: 'k_per_application',
    tolerance: null,
    entries: [],
    sheets: [],
    parts: [],
    leaderDecisions: [],
    ...rest,
  };
}
