import type { ROADSHOW_CONTROLS } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import type { CompScopePlan } from '../scope/comp-scope';
import { voidOpenAssignmentsInTask } from '../taskinfo/taskinfo.api';
import * as repo from './roadshow.repository';
import { RoadshowService } from './roadshow.service';
import { canPresent, nextSlot } from './roadshow-order';
import { slotState } from './roadshow-rows';

// The organiser's controls and the publication of results (docs/roadshow.md, Controls). Each runs
// under the session's row lock (SELECT ... FOR UPDATE), so two consoles never interleave, bumps the
// session's version and writes an event.

export type RoadshowControl = (typeof ROADSHOW_CONTROLS)[number];

/** The reason an absentee's open assignments are voided with when the session closes. */
export const ABSENT_VOID_REASON = '路演缺席';

export class RoadshowControlService extends RoadshowService {
  async control(
    sessionId: number,
    input: { action: RoadshowControl; slotId?: number; stamp?: string },
    plan: CompScopePlan,
    by: string,
  ): Promise<{ stamp: string }> {
    const { database } = this.ctx;
    return database.transaction(async () => {
      const session = await this.session(sessionId, plan, true);
      // The stamp's first part is the session's version: a console that did not see the last
      // control is refused (score saves move the other parts and never make a control stale).
      if (input.stamp !== undefined && input.stamp.split('.')[0] !== String(session.version))
        throw AppError.rule('roadshow.staleStamp');
      const slots = await repo.slotsOf(database, sessionId);
      const at = this.now();
      const event = (kind: string, detail: Record<string, unknown> | null, slotId: number | null = null) =>
        repo.insertEvent(database, { sessionId, slotId, kind, detail, actor: by, at });
      const finishCurrent = async () => {
        if (session.currentSlotId !== null)
          await repo.updateSlot(database, session.currentSlotId, { finishedAt: at }, by, at);
      };
      const requireLive = () => {
        if (session.status !== 'live') throw AppError.rule('roadshow.notLive', { name: session.name });
      };

      switch (input.action) {
        case 'start': {
          if (session.status !== 'planned') throw AppError.rule('roadshow.notPlanned', { name: session.name });
          if (session.drawId === null) throw AppError.rule('roadshow.noOrder');
          await repo.moveSession(database, sessionId, { status: 'live', phase: 'idle' }, by, at);
          await event('start', null);
          break;
        }
        case 'next': {
          requireLive();
          const next = nextSlot(slots.map(slotState), session.currentSlotId);
          await finishCurrent();
          if (next) {
            await repo.updateSlot(database, next.slotId, { presentedAt: at, finishedAt: null }, by, at);
            await repo.moveSession(
              database,
              sessionId,
              { currentSlotId: next.slotId, phase: 'pitch', phaseStartedAt: at },
              by,
              at,
            );
            await event('present', { phase: 'pitch' }, next.slotId);
          } else {
            await repo.moveSession(
              database,
              sessionId,
              { currentSlotId: null, phase: 'idle', phaseStartedAt: null },
              by,
              at,
            );
            await event('phase', { phase: 'idle' });
          }
          break;
        }
        case 'present': {
          requireLive();
          if (input.slotId === undefined) throw AppError.invalid('slotId', 'roadshow.slotRequired');
          const slot = slots.find((row) => row.slotId === input.slotId);
          if (!slot) throw AppError.invalid('slotId', 'roadshow.slotOutside');
          if (!canPresent(slotState(slot))) throw AppError.rule('roadshow.slotNotReady', { code: slot.code });
          if (session.currentSlotId !== slot.slotId) await finishCurrent();
          // The first presentation stays the one that opened scoring; presenting again resumes it.
          await repo.updateSlot(
            database,
            slot.slotId,
            { presentedAt: slot.presentedAt ?? at, finishedAt: null },
            by,
            at,
          );
          await repo.moveSession(
            database,
            sessionId,
            { currentSlotId: slot.slotId, phase: 'pitch', phaseStartedAt: at },
            by,
            at,
          );
          await event('present', { phase: 'pitch', again: slot.presentedAt !== null }, slot.slotId);
          break;
        }
        case 'qa':
        case 'scoring': {
          requireLive();
          if (session.currentSlotId === null) throw AppError.rule('roadshow.noCurrent');
          await repo.moveSession(database, sessionId, { phase: input.action, phaseStartedAt: at }, by, at);
          await event('phase', { phase: input.action }, session.currentSlotId);
          break;
        }
        case 'close': {
          requireLive();
          const pending = slots.find(
            (slot) => slot.checkedInAt !== null && slot.absent !== '1' && slot.presentedAt === null,
          );
          if (pending) throw AppError.rule('roadshow.closePending', { code: pending.code });
          await finishCurrent();
          let voided = 0;
          for (const slot of slots.filter((row) => row.absent === '1')) {
            voided += await voidOpenAssignmentsInTask(database, {
              taskId: session.taskId,
              applicationId: slot.applicationId,
              reason: ABSENT_VOID_REASON,
              by,
            });
          }
          await repo.moveSession(
            database,
            sessionId,
            { status: 'closed', currentSlotId: null, phase: 'idle', phaseStartedAt: null, closedAt: at },
            by,
            at,
          );
          await event('close', { voided });
          break;
        }
      }
      return { stamp: await this.stamp(sessionId) };
    });
  }

  /** closed → published: the task's computed result is what the teams may appeal against. */
  async publish(sessionId: number, plan: CompScopePlan, by: string): Promise<void> {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const session = await this.session(sessionId, plan, true);
      if (session.status !== 'closed') throw AppError.rule('roadshow.notClosed', { name: session.name });
      if (!(await repo.hasComputedResult(database, session.taskId)))
        throw AppError.rule('roadshow.noResult', { name: session.taskName });
      const at = this.now();
      await repo.moveSession(
        database,
        sessionId,
        { status: 'published', resultsPublishedAt: at, resultsPublishedBy: by },
        by,
        at,
      );
      await repo.insertEvent(database, { sessionId, kind: 'publish', detail: null, actor: by, at });
    });
  }
}
