import type { Database } from '../../../db/database';
import * as repo from './roadshow.repository';
import { plusHours } from './roadshow-rows';

/**
 * What the roadshow module offers other modules (docs/roadshow.md, For other modules): the live
 * rules the scoring module applies to a task bound to a session in scoring mode `live`.
 */

export interface LiveRules {
  sessionId: number;
  /** The session's slots in presentation order. */
  slots: Array<{ applicationId: number; code: string; presented: boolean; absent: boolean }>;
  currentApplicationId: number | null;
}

/** The live rules of a task, or null when no session scores it live (then nothing changes). */
export async function liveRules(database: Database, taskId: number): Promise<LiveRules | null> {
  const session = await repo.sessionModeOfTask(database, taskId);
  if (session?.scoringMode !== 'live') return null;
  const slots = await repo.slotStates(database, session.sessionId);
  return {
    sessionId: session.sessionId,
    slots: slots.map((slot) => ({
      applicationId: slot.applicationId,
      code: slot.code,
      presented: slot.presentedAt !== null,
      absent: slot.absent === '1',
    })),
    currentApplicationId: slots.find((slot) => slot.slotId === session.currentSlotId)?.applicationId ?? null,
  };
}

/**
 * Why an expert may not open or score an application under live rules: absent, or not presented
 * yet (an application without a slot is left alone). Answers a catalogue key with the code, or null.
 */
export function liveRefusal(
  rules: LiveRules,
  applicationId: number,
): { key: 'roadshow.scoreAbsent' | 'roadshow.scoreNotPresented'; code: string } | null {
  const slot = rules.slots.find((row) => row.applicationId === applicationId);
  if (!slot) return null;
  if (slot.absent) return { key: 'roadshow.scoreAbsent', code: slot.code };
  if (!slot.presented) return { key: 'roadshow.scoreNotPresented', code: slot.code };
  return null;
}

/**
 * The expert's queue under live rules: the current project first, then the other presented (not
 * absent) ones in presentation order. Application ids.
 */
export function liveQueue(rules: LiveRules): number[] {
  const rest = rules.slots
    .filter((slot) => slot.presented && !slot.absent && slot.applicationId !== rules.currentApplicationId)
    .map((slot) => slot.applicationId);
  return rules.currentApplicationId === null ? rest : [rules.currentApplicationId, ...rest];
}

/** What appeals need of a session (docs/roadshow.md, For other modules). */
export interface RoadshowForAppeals {
  sessionId: number;
  competitionId: number;
  stageId: number;
  taskId: number;
  name: string;
  /** ROADSHOW_STATUSES: appeals open once `published`. */
  status: string;
  resultsPublishedAt: string | null;
  appealHours: number;
  /** resultsPublishedAt + appealHours (server time zone, yyyy-MM-dd HH:mm:ss); null until published. */
  appealDeadline: string | null;
  /** The session's teams: its slots' applications and stage entries, and whether each was absent. */
  slots: Array<{ applicationId: number; entryId: number; absent: boolean }>;
}

/** A session as appeals read it, or undefined for an unknown id (no scope: the caller checks its own). */
export async function roadshowForAppeals(
  database: Database,
  sessionId: number,
): Promise<RoadshowForAppeals | undefined> {
  const row = await repo.sessionForAppeals(database, sessionId);
  if (!row) return undefined;
  return {
    ...row,
    appealDeadline: row.resultsPublishedAt ? plusHours(row.resultsPublishedAt, row.appealHours) : null,
    slots: row.slots.map((slot) => ({ ...slot, absent: slot.absent === '1' })),
  };
}

/** The published sessions an application presented in (the portal's appealable results), newest first. */
export function publishedRoadshowsOf(database: Database, applicationId: number): Promise<number[]> {
  return repo.publishedSessionIdsOf(database, applicationId);
}
