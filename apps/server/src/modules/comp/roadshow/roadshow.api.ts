import type { Database } from '../../../db/database';
import * as repo from './roadshow.repository';

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
