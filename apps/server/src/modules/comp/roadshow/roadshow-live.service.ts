import {
  type ExpertLiveSession,
  hasPermission,
  type RoadshowBoard,
  type RoadshowPresenter,
  type RoadshowStatus,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../plugins/access';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './roadshow.repository';
import { RoadshowService } from './roadshow.service';
import { nextSlot, provisionalRanks } from './roadshow-order';
import { phaseOf, slotState } from './roadshow-rows';

// The live views (docs/roadshow.md, Live views): the stamp they poll, the organiser's board, the
// venue's presenter screen and the experts' live sessions. Everything is read from the database,
// so every server instance answers alike.

type BoardStatus = RoadshowBoard['rows'][number]['scores'][number]['status'];

const cents = (total: number) => Math.round(total * 100);

export class RoadshowLiveService extends RoadshowService {
  /**
   * The stamp for staff with the roadshow query permission (scope-checked) or for an expert holding
   * a live assignment in the session's task; 403 otherwise.
   */
  async stampFor(sessionId: number, actor: Actor, plan: CompScopePlan): Promise<{ stamp: string }> {
    const { database } = this.ctx;
    const staff = hasPermission(actor.permissions, 'comp:schedule:query');
    const [inScope] = staff ? await repo.sessionsInScope(database, [sessionId], plan) : [];
    if (!inScope) {
      const session = await repo.sessionById(database, sessionId);
      if (!session || !hasPermission(actor.permissions, 'comp:taskinfo:edit')) throw AppError.forbidden();
      if (!(await repo.holdsLiveAssignment(database, session.taskId, actor.userId))) throw AppError.forbidden();
    }
    return { stamp: await this.stamp(sessionId) };
  }

  async board(sessionId: number, plan: CompScopePlan): Promise<RoadshowBoard> {
    const { database } = this.ctx;
    const session = await this.session(sessionId, plan);
    const [slots, experts, assignments, stamp] = await Promise.all([
      repo.slotsOf(database, sessionId),
      repo.expertsOfTask(database, session.taskId),
      repo.assignmentsWithSheets(database, session.taskId),
      this.stamp(sessionId),
    ]);
    // Per application and expert: the live assignment wins over a voided one.
    const byPair = new Map<string, (typeof assignments)[number]>();
    for (const row of assignments) {
      const key = `${row.applicationId}:${row.userId}`;
      const known = byPair.get(key);
      if (!known || known.status === 'voided') byPair.set(key, row);
    }
    const live = (status: string) => status !== 'voided' && status !== 'coi_declared';
    const rows = slots.map((slot) => {
      const scores = experts.map((expert) => {
        const row = byPair.get(`${slot.applicationId}:${expert.userId}`);
        let status: BoardStatus = 'none';
        if (row && !live(row.status)) status = 'voided';
        else if (row?.sheetStatus === 'submitted') status = 'submitted';
        else if (row?.sheetStatus === 'draft') status = 'draft';
        return { userId: expert.userId, total: row?.total ?? null, status };
      });
      const ofSlot = assignments.filter((row) => row.applicationId === slot.applicationId && live(row.status));
      const submitted = ofSlot.filter((row) => row.sheetStatus === 'submitted' && row.total !== null);
      const sum = submitted.reduce((acc, row) => acc + cents(row.total as number), 0);
      return {
        slot,
        scores,
        expected: ofSlot.length,
        submitted: submitted.length,
        sum,
        mean: submitted.length > 0 ? Math.round(sum / submitted.length) / 100 : null,
      };
    });
    const ranks = provisionalRanks(rows.map((row) => ({ cents: row.sum, count: row.submitted })));
    return {
      stamp,
      status: session.status as RoadshowStatus,
      phase: phaseOf(session),
      currentSlotId: session.currentSlotId,
      experts,
      rows: rows.map((row, index) => ({
        slotId: row.slot.slotId,
        applicationId: row.slot.applicationId,
        code: row.slot.code,
        projectName: row.slot.projectName,
        orderNo: row.slot.orderNo,
        checkedIn: row.slot.checkedInAt !== null,
        absent: row.slot.absent === '1',
        presented: row.slot.presentedAt !== null,
        scores: row.scores,
        submitted: row.submitted,
        expected: row.expected,
        mean: row.mean,
        provisionalRank: ranks[index] ?? null,
      })),
    };
  }

  async presenter(sessionId: number, plan: CompScopePlan): Promise<RoadshowPresenter> {
    const { database } = this.ctx;
    const session = await this.session(sessionId, plan);
    const [slots, stamp] = await Promise.all([repo.slotsOf(database, sessionId), this.stamp(sessionId)]);
    const project = (slot: (typeof slots)[number] | undefined) =>
      slot ? { orderNo: slot.orderNo, code: slot.code, projectName: slot.projectName, orgName: slot.orgName } : null;
    const current = slots.find((slot) => slot.slotId === session.currentSlotId);
    const next = nextSlot(slots.map(slotState), session.currentSlotId);
    const present = slots.filter((slot) => slot.absent !== '1');
    return {
      stamp,
      name: session.name,
      venue: session.venue,
      status: session.status as RoadshowStatus,
      phase: phaseOf(session),
      phaseStartedAt: session.phaseStartedAt,
      serverNow: this.now(),
      pitchMinutes: session.pitchMinutes,
      qaMinutes: session.qaMinutes,
      current: project(current),
      next: project(slots.find((slot) => slot.slotId === next?.slotId)),
      presented: present.filter((slot) => slot.presentedAt !== null).length,
      total: present.length,
    };
  }

  /** The caller's live sessions as an expert, each with its current project and the caller's sheet. */
  async mine(userId: number): Promise<ExpertLiveSession[]> {
    const { database } = this.ctx;
    const sessions = await repo.liveSessionsOf(database, userId);
    const out: ExpertLiveSession[] = [];
    for (const session of sessions) {
      const slots = session.currentSlotId === null ? [] : await repo.slotsOf(database, session.sessionId);
      const slot = slots.find((row) => row.slotId === session.currentSlotId);
      let current: ExpertLiveSession['current'] = null;
      if (slot) {
        const own = await repo.ownSheetState(database, session.taskId, slot.applicationId, userId);
        current = {
          applicationId: slot.applicationId,
          code: slot.code,
          projectName: session.blind.names ? null : slot.projectName,
          orderNo: slot.orderNo,
          sheet: own?.sheetStatus === 'submitted' ? 'submitted' : own?.sheetStatus === 'draft' ? 'draft' : 'none',
        };
      }
      out.push({
        sessionId: session.sessionId,
        taskId: session.taskId,
        name: session.name,
        venue: session.venue,
        phase: phaseOf(session),
        current,
        stamp: await this.stamp(session.sessionId),
      });
    }
    return out;
  }
}
