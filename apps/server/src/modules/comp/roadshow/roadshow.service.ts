import type { RoadshowDraw, RoadshowEventKind, RoadshowSessionDetail } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { newSeed } from '../../../lib/seeded-random';
import type { CompScopePlan } from '../scope/comp-scope';
import { taskInScope } from '../taskinfo/taskinfo.api';
import * as repo from './roadshow.repository';
import { drawCandidates, drawOrder, isPermutation } from './roadshow-order';
import { drawOut, phaseOf, sessionRow, slotOut, stampOf } from './roadshow-rows';

// Roadshow sessions (docs/roadshow.md): add, edit, remove, the draw and the manual order, check-in
// and absence. The controls live in roadshow-control.service.ts, the live views in
// roadshow-live.service.ts.

export interface SessionForm {
  sessionId?: number;
  competitionId: number;
  stageId: number;
  taskId: number;
  name: string;
  venue: string;
  startsAt: string;
  pitchMinutes: number;
  qaMinutes: number;
  scoringMode: 'live' | 'open';
  appealHours: number;
}

/** A task a session may bind: published or in progress (experts are scoring or about to). */
const BINDABLE = new Set(['published', 'in_progress']);
const ALL: CompScopePlan = { kind: 'all' };

export interface RoadshowContext {
  database: Database;
  clock: Clock;
}

export class RoadshowService {
  constructor(protected readonly ctx: RoadshowContext) {}

  protected now() {
    return formatDateTime(this.ctx.clock.now());
  }

  /** The session when the caller's scope holds it (else 403, as for an id naming nothing). */
  protected async session(sessionId: number, plan: CompScopePlan, lock = false) {
    const [row] = await repo.sessionsInScope(this.ctx.database, [sessionId], plan, lock);
    if (!row) throw AppError.forbidden();
    return row;
  }

  /** A slot and its session, locked, when the scope holds the session. */
  protected async slotSession(slotId: number, plan: CompScopePlan) {
    const sessionId = await repo.sessionOfSlot(this.ctx.database, slotId);
    if (sessionId === undefined) throw AppError.forbidden();
    const session = await this.session(sessionId, plan, true);
    const slots = await repo.slotsOf(this.ctx.database, sessionId);
    const slot = slots.find((row) => row.slotId === slotId);
    if (!slot) throw AppError.forbidden();
    return { session, slot, slots };
  }

  protected async stamp(sessionId: number): Promise<string> {
    return stampOf(await repo.stampParts(this.ctx.database, sessionId));
  }

  async list(
    query: { competitionId: number; stageId?: number | ''; status?: string; pageNum: number; pageSize: number },
    plan: CompScopePlan,
  ) {
    const page = await repo.listSessions(this.ctx.database, query, plan, query);
    return { total: page.total, rows: page.rows.map(sessionRow) };
  }

  async get(sessionId: number, plan: CompScopePlan): Promise<RoadshowSessionDetail> {
    const { database } = this.ctx;
    const row = await this.session(sessionId, plan);
    const [slots, draw, stamp] = await Promise.all([
      repo.slotsOf(database, sessionId),
      row.drawId === null ? undefined : repo.drawById(database, row.drawId),
      this.stamp(sessionId),
    ]);
    return {
      ...sessionRow(row),
      phase: phaseOf(row),
      phaseStartedAt: row.phaseStartedAt,
      currentSlotId: row.currentSlotId,
      draw: draw ? drawOut(draw) : null,
      slots: slots.map(slotOut),
      stamp,
      serverNow: this.now(),
    };
  }

  /** Checks the stage and task of a form; answers the task's applications (the slots). */
  private async checkTarget(form: SessionForm, plan: CompScopePlan, exceptId?: number) {
    const { database } = this.ctx;
    const stage = await repo.stageOf(database, form.stageId);
    if (!stage || stage.competitionId !== form.competitionId)
      throw AppError.invalid('stageId', 'roadshow.stageMissing', { id: form.stageId });
    const task = await taskInScope(database, form.taskId, ALL);
    if (!task || task.stageId !== form.stageId || !BINDABLE.has(task.status))
      throw AppError.invalid('taskId', 'roadshow.taskUnfit', { id: form.taskId });
    if (!(await taskInScope(database, form.taskId, plan))) throw AppError.forbidden();
    const holder = await repo.sessionOfTask(database, form.taskId, exceptId);
    if (holder) throw AppError.invalid('taskId', 'roadshow.taskTaken', { name: holder.name });
    const applications = await repo.taskApplications(database, form.taskId);
    if (applications.length === 0) throw AppError.invalid('taskId', 'roadshow.taskEmpty');
    return applications;
  }

  private values(form: SessionForm): repo.SessionValues {
    return {
      competitionId: form.competitionId,
      stageId: form.stageId,
      taskId: form.taskId,
      name: form.name,
      venue: form.venue,
      startsAt: form.startsAt.length === 16 ? `${form.startsAt}:00` : form.startsAt,
      pitchMinutes: form.pitchMinutes,
      qaMinutes: form.qaMinutes,
      scoringMode: form.scoringMode,
      appealHours: form.appealHours,
    };
  }

  async add(form: SessionForm, plan: CompScopePlan, by: string): Promise<number> {
    const { database } = this.ctx;
    return database.transaction(async () => {
      const applications = await this.checkTarget(form, plan);
      const sessionId = await repo.insertSession(database, this.values(form), by);
      await repo.insertSlots(database, sessionId, applications, by);
      return sessionId;
    });
  }

  /** Edits a session: the task (slots rebuilt, order cleared) only while planned; nothing once closed. */
  async edit(form: SessionForm, plan: CompScopePlan, by: string): Promise<void> {
    const { database } = this.ctx;
    if (form.sessionId === undefined) throw AppError.invalid('sessionId', 'validation.required');
    const sessionId = form.sessionId;
    await database.transaction(async () => {
      const current = await this.session(sessionId, plan, true);
      if (current.status === 'closed' || current.status === 'published')
        throw AppError.rule('roadshow.closed', { name: current.name });
      const retarget =
        current.taskId !== form.taskId ||
        current.stageId !== form.stageId ||
        current.competitionId !== form.competitionId;
      if (retarget && current.status !== 'planned') throw AppError.rule('roadshow.taskFixed', { name: current.name });
      const at = this.now();
      if (retarget) {
        const applications = await this.checkTarget(form, plan, sessionId);
        await repo.deleteSlots(database, [sessionId]);
        await repo.insertSlots(database, sessionId, applications, by);
      }
      // The version moves with any edit too: the presenter screen shows the name, venue and minutes.
      await repo.moveSession(
        database,
        sessionId,
        retarget ? { drawId: null, currentSlotId: null, phase: 'idle' } : {},
        by,
        at,
      );
      await repo.updateSession(database, { sessionId, values: this.values(form), by, at });
    });
  }

  /** Removes planned sessions never drawn nor checked in (their history is append-only); all or none. */
  async remove(sessionIds: number[], plan: CompScopePlan): Promise<void> {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const found = await repo.sessionsInScope(database, sessionIds, plan, true);
      if (found.length !== new Set(sessionIds).size) throw AppError.forbidden();
      const used = await repo.sessionsWithHistory(database, sessionIds);
      const refused = found.find((row) => row.status !== 'planned' || row.drawId !== null || used.has(row.sessionId));
      if (refused) throw AppError.rule('roadshow.removeUsed', { name: refused.name });
      await repo.deleteSlots(database, sessionIds);
      await repo.deleteSessions(database, sessionIds);
    });
  }

  /** A seeded draw over the slots' applications (id order), while planned. */
  async draw(sessionId: number, seed: string | undefined, plan: CompScopePlan, by: string): Promise<RoadshowDraw> {
    const { database } = this.ctx;
    return database.transaction(async () => {
      const session = await this.session(sessionId, plan, true);
      if (session.status !== 'planned') throw AppError.rule('roadshow.notPlanned', { name: session.name });
      const slots = await repo.slotsOf(database, sessionId);
      const candidates = drawCandidates(slots.map((slot) => slot.applicationId));
      const used = seed ?? newSeed();
      const order = drawOrder(candidates, used);
      return this.recordOrder(session, { method: 'random', seed: used, candidates, order, reason: null, by });
    });
  }

  /** An order set by hand: every slot's application once, with a reason (a manual draw). */
  async setOrder(
    sessionId: number,
    input: { applicationIds: number[]; reason: string },
    plan: CompScopePlan,
    by: string,
  ): Promise<RoadshowDraw> {
    const { database } = this.ctx;
    return database.transaction(async () => {
      const session = await this.session(sessionId, plan, true);
      if (session.status !== 'planned') throw AppError.rule('roadshow.notPlanned', { name: session.name });
      const slots = await repo.slotsOf(database, sessionId);
      const candidates = drawCandidates(slots.map((slot) => slot.applicationId));
      if (!isPermutation(input.applicationIds, candidates))
        throw AppError.invalid('applicationIds', 'roadshow.orderMismatch');
      return this.recordOrder(session, {
        method: 'manual',
        seed: null,
        candidates,
        order: input.applicationIds,
        reason: input.reason,
        by,
      });
    });
  }

  private async recordOrder(
    session: repo.SessionRow,
    draw: {
      method: 'random' | 'manual';
      seed: string | null;
      candidates: number[];
      order: number[];
      reason: string | null;
      by: string;
    },
  ): Promise<RoadshowDraw> {
    const { database } = this.ctx;
    const at = this.now();
    const drawId = await repo.insertDraw(database, {
      sessionId: session.sessionId,
      method: draw.method,
      seed: draw.seed,
      candidates: draw.candidates,
      orderIds: draw.order,
      reason: draw.reason,
      drawnBy: draw.by,
      drawnAt: at,
    });
    await repo.setOrder(database, session.sessionId, draw.order, draw.by, at);
    await repo.moveSession(database, session.sessionId, { drawId }, draw.by, at);
    await repo.insertEvent(database, {
      sessionId: session.sessionId,
      kind: 'draw',
      detail: { drawId, method: draw.method, seed: draw.seed },
      reason: draw.reason,
      actor: draw.by,
      at,
    });
    const stored = await repo.drawById(database, drawId);
    return drawOut(stored);
  }

  async draws(sessionId: number, plan: CompScopePlan): Promise<RoadshowDraw[]> {
    await this.session(sessionId, plan);
    return (await repo.drawsOf(this.ctx.database, sessionId)).map(drawOut);
  }

  async events(sessionId: number, plan: CompScopePlan) {
    await this.session(sessionId, plan);
    const rows = await repo.eventsOf(this.ctx.database, sessionId);
    return rows.map((row) => ({ ...row, kind: row.kind as RoadshowEventKind }));
  }

  /** Checks a team in, or undoes it before it presents (while planned or live). */
  async checkIn(slotId: number, checkedIn: boolean, plan: CompScopePlan, by: string): Promise<void> {
    const { database } = this.ctx;
    await database.transaction(async () => {
      const { session, slot } = await this.slotSession(slotId, plan);
      if (session.status !== 'planned' && session.status !== 'live')
        throw AppError.rule('roadshow.notOpen', { name: session.name });
      if (slot.presentedAt !== null) throw AppError.rule('roadshow.slotPresented', { code: slot.code });
      if (checkedIn === (slot.checkedInAt !== null)) return;
      if (checkedIn && slot.absent === '1') throw AppError.rule('roadshow.slotAbsent', { code: slot.code });
      const at = this.now();
      await repo.updateSlot(
        database,
        slotId,
        checkedIn ? { checkedInAt: at, checkedInBy: by } : { checkedInAt: null, checkedInBy: null },
        by,
        at,
      );
      await repo.moveSession(database, session.sessionId, {}, by, at);
      await repo.insertEvent(database, {
        sessionId: session.sessionId,
        slotId,
        kind: checkedIn ? 'check_in' : 'check_in_undo',
        actor: by,
        at,
      });
    });
  }

  /** Marks a team absent with a reason (never one that presented), or present again. */
  async absent(slotId: number, input: { absent: boolean; reason?: string }, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const reason = input.reason?.trim() || null;
    if (input.absent && !reason) throw AppError.invalid('reason', 'roadshow.reasonRequired');
    await database.transaction(async () => {
      const { session, slot } = await this.slotSession(slotId, plan);
      if (session.status !== 'planned' && session.status !== 'live')
        throw AppError.rule('roadshow.notOpen', { name: session.name });
      if (slot.presentedAt !== null) throw AppError.rule('roadshow.slotPresented', { code: slot.code });
      if (input.absent === (slot.absent === '1')) return;
      const at = this.now();
      // An absent team is no longer checked in: undoing the absence leaves it to check in again.
      await repo.updateSlot(
        database,
        slotId,
        input.absent
          ? { absent: '1', absentReason: reason, checkedInAt: null, checkedInBy: null }
          : { absent: '0', absentReason: null },
        by,
        at,
      );
      await repo.moveSession(database, session.sessionId, {}, by, at);
      await repo.insertEvent(database, {
        sessionId: session.sessionId,
        slotId,
        kind: input.absent ? 'absent' : 'absent_undo',
        reason,
        actor: by,
        at,
      });
    });
  }
}
