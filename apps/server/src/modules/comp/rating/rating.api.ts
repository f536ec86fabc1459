import type { AppContext } from '../../module';
import { RatingComputeService } from './rating-compute.service';

/**
 * What the rating module offers other modules (docs/rating.md, For other modules). Call after the
 * caller's transaction committed: each recompute is a transaction of its own.
 */

/**
 * An application left the competition (withdrawn or disqualified): every task with a result
 * version holding it is recomputed (a new version computed by `by`, the compute's rules; a
 * finalized task is left as it is). Answers the recomputed task ids.
 */
export function recomputeForApplication(ctx: AppContext, applicationId: number, by: string): Promise<number[]> {
  return new RatingComputeService(ctx).recomputeForApplication(applicationId, by);
}
