import type {
  RoadshowDraw,
  RoadshowPhase,
  RoadshowScoringMode,
  RoadshowSessionRow,
  RoadshowSlot,
  RoadshowStatus,
} from '@cbo/contracts';
import { formatDateTime } from '../../../lib/date-time';
import type { SessionRow, SlotRow } from './roadshow.repository';
import { reproduces } from './roadshow-order';

// The wire shapes of roadshow rows (packages/contracts/src/endpoints/roadshow.ts).

const HOUR_MS = 3_600_000;

/** `yyyy-MM-dd HH:mm:ss` plus whole hours, in the server's time zone like every stored time. */
export function plusHours(at: string, hours: number): string {
  return formatDateTime(Date.parse(at.replace(' ', 'T')) + hours * HOUR_MS);
}

export function sessionRow(row: SessionRow): RoadshowSessionRow {
  return {
    sessionId: row.sessionId,
    competitionId: row.competitionId,
    stageId: row.stageId,
    stageName: row.stageName,
    trackName: row.trackName,
    taskId: row.taskId,
    taskName: row.taskName,
    expertGroups: row.expertGroups,
    name: row.name,
    venue: row.venue,
    startsAt: row.startsAt,
    pitchMinutes: row.pitchMinutes,
    qaMinutes: row.qaMinutes,
    scoringMode: row.scoringMode as RoadshowScoringMode,
    appealHours: row.appealHours,
    status: row.status as RoadshowStatus,
    slots: row.slots,
    checkedIn: row.checkedIn,
    absent: row.absent,
    presented: row.presented,
    resultsPublishedAt: row.resultsPublishedAt,
    appealDeadline: row.resultsPublishedAt ? plusHours(row.resultsPublishedAt, row.appealHours) : null,
  };
}

export const phaseOf = (row: { phase: string }) => row.phase as RoadshowPhase;

export function slotOut(row: SlotRow): RoadshowSlot {
  return {
    slotId: row.slotId,
    applicationId: row.applicationId,
    code: row.code,
    projectName: row.projectName,
    orgName: row.orgName,
    orderNo: row.orderNo,
    checkedInAt: row.checkedInAt,
    absent: row.absent === '1',
    absentReason: row.absentReason,
    presentedAt: row.presentedAt,
    finishedAt: row.finishedAt,
  };
}

export function drawOut(row: {
  drawId: number;
  method: string;
  seed: string | null;
  candidates: number[];
  orderIds: number[];
  reason: string | null;
  drawnBy: string;
  drawnAt: string;
}): RoadshowDraw {
  return {
    drawId: row.drawId,
    method: row.method as RoadshowDraw['method'],
    seed: row.seed,
    candidates: row.candidates,
    order: row.orderIds,
    reason: row.reason,
    drawnBy: row.drawnBy,
    drawnAt: row.drawnAt,
    reproduced: row.method === 'random' ? reproduces(row) : null,
  };
}

/** The slot states the pure rules read. */
export const slotState = (row: SlotRow) => ({
  slotId: row.slotId,
  orderNo: row.orderNo,
  checkedInAt: row.checkedInAt,
  absent: row.absent === '1',
  presentedAt: row.presentedAt,
});

export function stampOf(parts: { version: number; revisions: number; submitted: number }): string {
  return `${parts.version}.${parts.revisions}.${parts.submitted}`;
}
