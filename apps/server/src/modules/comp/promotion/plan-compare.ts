import type { DecisionResult } from '@cbo/contracts';
import type { PlanDecision } from './plan-types';

// The what-if of a preview (docs/promotion.md, "The planner"): who goes up with the changed rule
// that did not before, and who no longer does. A change of award level is not a move.

export interface OutcomeBefore {
  entryId: number;
  applicationId: number;
  result: DecisionResult;
}

export interface OutcomeMoves {
  /** Application ids promoted or awarded now that were not before, ascending. */
  movedIn: number[];
  /** Application ids promoted or awarded before that are not now, ascending. */
  movedOut: number[];
}

const goesUp = (result: DecisionResult) => result === 'promoted' || result === 'awarded';

export function compareOutcomes(before: readonly OutcomeBefore[], after: readonly PlanDecision[]): OutcomeMoves {
  const wasUp = new Set(before.filter((d) => goesUp(d.result)).map((d) => d.applicationId));
  const isUp = new Set(after.filter((d) => goesUp(d.result)).map((d) => d.applicationId));
  const ascending = (a: number, b: number) => a - b;
  return {
    movedIn: [...isUp].filter((id) => !wasUp.has(id)).sort(ascending),
    movedOut: [...wasUp].filter((id) => !isUp.has(id)).sort(ascending),
  };
}
