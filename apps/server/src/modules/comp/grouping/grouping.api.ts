import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import {
  applicationIdsBoundTo,
  groupsBoundTo,
  holdStages,
  lockStates,
  setLock,
  stagesOfGroups,
} from './grouping.repository';

/**
 * What the grouping module offers other modules (docs/grouping.md, "For other modules"): review
 * tasks lock and unlock the groups they use; expert groups read the review groups bound to them and
 * their applications. Call inside the caller's transaction where it has one.
 */

/**
 * Locks the groups for a review task. A group locked by another task refuses, naming that task;
 * locking again for the same task is a no-op. Answers how many groups are locked by the task.
 * Runs in the caller's transaction, or its own: it waits for a running auto-grouping of the stage.
 */
export async function lockGroups(database: Database, { groupIds, taskId }: { groupIds: number[]; taskId: number }) {
  const ids = [...new Set(groupIds)];
  return database.transaction(async () => {
    await holdStages(database, await stagesOfGroups(database, ids));
    const states = await lockStates(database, ids);
    if (states.length !== ids.length) throw AppError.forbidden();
    const other = states.find((group) => group.lockedByTaskId !== null && group.lockedByTaskId !== taskId);
    if (other) throw AppError.rule('grouping.locked', { name: other.groupName, task: `#${other.lockedByTaskId}` });
    await setLock(database, { groupIds: ids, taskId });
    return ids.length;
  });
}

/** Unlocks the groups a task locked (groups locked by another task are left alone); answers how many. */
export function unlockGroups(database: Database, { groupIds, taskId }: { groupIds: number[]; taskId: number }) {
  return setLock(database, { groupIds: [...new Set(groupIds)], taskId: null, onlyTaskId: taskId });
}

/** The review groups bound to an expert group, in their order. */
export function groupsOfExpertGroup(database: Database, expertGroupId: number) {
  return groupsBoundTo(database, expertGroupId);
}

/** The counting applications (never withdrawn or disqualified) of the review groups bound to an expert group. */
export function applicationIdsOfExpertGroup(database: Database, expertGroupId: number) {
  return applicationIdsBoundTo(database, expertGroupId);
}
