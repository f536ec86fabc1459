import type { Database } from '../../../db/database';
import type { CompScopePlan } from '../scope/comp-scope';
import {
  insertEvent,
  markTaskInProgress,
  type TaskRow,
  taskScope,
  tasksInScope,
  voidOpenOf,
} from './taskinfo.repository';

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

/**
 * The same in one task only: a roadshow closing voids its absentees' open assignments of the task
 * it scores (docs/roadshow.md), leaving their other tasks alone. Answers how many.
 */
export function voidOpenAssignmentsInTask(
  database: Database,
  input: { taskId: number; applicationId: number; reason: string; by: string },
): Promise<number> {
  return voidOpenOf(database, input);
}

/** A review task as the task module reads it (status, mode, tolerance, rubric version, stage). */
export type ScopedTask = TaskRow;

/**
 * One task when the caller's scope holds it (every review group of the task in scope), else
 * undefined; `lock` takes the row FOR UPDATE (call inside a transaction).
 */
export async function taskInScope(
  database: Database,
  taskId: number,
  plan: CompScopePlan,
  lock = false,
): Promise<ScopedTask | undefined> {
  const [task] = await tasksInScope(database, [taskId], plan, lock);
  return task;
}

/** The scope condition over `comp_review_task` rows (for lists joining tasks). */
export function taskScopeSql(plan: CompScopePlan) {
  return taskScope(plan);
}

/** Appends to a task's history (docs/review-tasks.md): e.g. the rating module's `compute`. */
export function recordTaskEvent(database: Database, event: Parameters<typeof insertEvent>[1]): Promise<void> {
  return insertEvent(database, event);
}
