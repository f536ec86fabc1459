import type { Database } from '../../../db/database';
import { markTaskInProgress, voidOpenOf } from './taskinfo.repository';

/**
 * What the review task module offers other modules (docs/review-tasks.md, For other modules). Call
 * inside the caller's transaction where it has one.
 */

/**
 * published → in_progress, called by scoring when a sheet of the task is first saved; a task in any
 * other status is left as it is. Answers whether it moved.
 */
export function markInProgress(database: Database, taskId: number): Promise<boolean> {
  return markTaskInProgress(database, taskId);
}

/**
 * Voids the open assignments (assigned, viewed, in progress, conflict declared) of an application
 * that left the competition (withdrawn or disqualified), with the reason; submitted and locked
 * assignments and every score sheet are kept. Answers how many were voided.
 */
export function voidOpenAssignments(
  database: Database,
  applicationId: number,
  reason: string,
  by = '',
): Promise<number> {
  return voidOpenOf(database, { applicationId, reason, by });
}
