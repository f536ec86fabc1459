import {
  type ChainVerifyAnswer,
  type MessageKey,
  type MessageParams,
  type RubricCriterion,
  rubricMaxTotal,
  type ScoreRevisionRow,
  type ScoringAssignmentStatus,
  type ScoringView,
  type SheetItems,
  type SheetProblem,
  type SheetSaved,
  sheetProblems,
  sheetTotal,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { HashChain } from '../../../lib/hash-chain';
import { type ArbitrationContext, afterSubmit } from '../arbitration/arbitration.api';
import { type LiveRules, liveQueue, liveRefusal, liveRules } from '../roadshow/roadshow.api';
import type { CompScopePlan } from '../scope/comp-scope';
import { expertView } from './expert-view';
import { FileLinks } from './file-links';
import * as repo from './scoring.repository';

/** Arbitration's context: a submit may dispatch a 2+1 third review (docs/arbitration.md). */
type Context = ArbitrationContext;

/** Who acts and from where: every revision records both. */
export interface Caller {
  userId: number;
  userName: string;
  clientIp: string;
}

export interface SheetInput {
  items: SheetItems;
  overallComment?: string | null;
  timeSpent?: number;
}

type RevisionKind = 'autosave' | 'submit' | 'unlock' | 'proxy' | 'import';

/** A task's states in which sheets may be saved. */
export const SCORING_STATES = new Set(['published', 'in_progress']);
/** The most time one save may add: a page left open overnight does not count as work. */
const MAX_SECONDS_PER_SAVE = 3600;

const PROBLEM_KEYS: Record<SheetProblem['kind'], MessageKey> = {
  missing: 'scoring.problem.missing',
  range: 'scoring.problem.range',
  step: 'scoring.problem.step',
  comment: 'scoring.problem.comment',
  unknown: 'scoring.problem.unknown',
};

/** The first problem of a sheet as a refusal naming the criterion and field (`items[market][value]`). */
export function refuseProblem(problem: SheetProblem): AppError {
  const field =
    problem.kind === 'unknown'
      ? `items[${problem.code}]`
      : `items[${problem.code}][${problem.kind === 'comment' ? 'comment' : 'value'}]`;
  return AppError.invalid(field, PROBLEM_KEYS[problem.kind], problemParams(problem));
}

/** The numbers a problem's text names. */
export function problemParams(problem: SheetProblem): MessageParams {
  if (problem.kind === 'range') return { min: problem.min, max: problem.max };
  if (problem.kind === 'step') return { step: problem.step };
  return {};
}

/** Items as stored: each a value and, when written, a trimmed comment (one form, so the chain's JSON is stable). */
export function normaliseItems(items: SheetItems): SheetItems {
  const out: SheetItems = {};
  for (const [code, item] of Object.entries(items)) {
    const comment = item.comment?.trim();
    out[code] = { value: item.value, ...(comment ? { comment } : {}) };
  }
  return out;
}

const money = (value: number | null) => (value === null ? null : value.toFixed(2));
const numberOr = (value: string | null) => (value === null ? null : Number(value));

/** The fields a revision's HMAC covers (docs/scoring.md): everything stored but its own and previous HMAC. */
export function linkFields(revision: Omit<repo.RevisionValues, 'hmac' | 'previousHmac'>): Record<string, unknown> {
  return {
    sheetId: revision.sheetId,
    revisionNo: revision.revisionNo,
    kind: revision.kind,
    snapshot: revision.snapshot,
    total: revision.total,
    actor: revision.actor,
    reason: revision.reason,
    clientIp: revision.clientIp,
    createdAt: revision.createdAt,
  };
}

/**
 * Scoring (docs/scoring.md): an expert's own assignments, the statement, sheets saved and
 * submitted with a revision appended to the sheet's HMAC chain in the same transaction, and the
 * staff's unlock, paper entry, chain verify and history.
 */
export class ScoringService {
  private readonly chain: HashChain;
  readonly links: FileLinks;

  constructor(private readonly ctx: Context) {
    this.chain = new HashChain(ctx.config.appSecret, 'score-revision');
    this.links = new FileLinks({ secret: ctx.config.appSecret, clock: ctx.clock });
  }

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  private overdue(dueAt: string) {
    return dueAt < this.now();
  }

  async mine(userId: number, query: { pageNum: number; pageSize: number; taskId?: number; status?: string }) {
    const page = await repo.listMine(this.ctx.database, { userId, taskId: query.taskId, status: query.status }, query);
    return {
      total: page.total,
      rows: page.rows.map(({ blind, projectName, total, sheetStatus, status, ...row }) => ({
        ...row,
        projectName: blind.names ? null : projectName,
        status: status as ScoringAssignmentStatus,
        sheetStatus: sheetStatus as 'draft' | 'submitted' | null,
        total: numberOr(total),
        overdue: !['submitted', 'locked'].includes(status) && this.overdue(row.dueAt),
      })),
    };
  }

  async myTasks(userId: number) {
    const tasks = await repo.myOpenTasks(this.ctx.database, userId);
    const out = [];
    for (const task of tasks) {
      // A task scored live at a roadshow continues with the current project (docs/roadshow.md).
      const rules = await liveRules(this.ctx.database, task.taskId);
      const nextApplicationId = rules ? await this.liveNext(userId, task.taskId, rules) : task.nextApplicationId;
      out.push({ ...task, nextApplicationId, overdue: this.overdue(task.dueAt) });
    }
    return out;
  }

  /** Under live rules: the first of the live queue the expert holds and has not submitted. */
  private async liveNext(userId: number, taskId: number, rules: LiveRules): Promise<number | null> {
    const own = await repo.ownLiveApplications(this.ctx.database, userId, taskId);
    const open = new Set(
      own.filter((row) => !['submitted', 'locked'].includes(row.status)).map((row) => row.applicationId),
    );
    return liveQueue(rules).find((applicationId) => open.has(applicationId)) ?? null;
  }

  /** Previous and next under live rules: the expert's applications in the live queue's order. */
  private async liveNeighbours(userId: number, assignment: repo.AssignmentRow, rules: LiveRules) {
    const own = await repo.ownLiveApplications(this.ctx.database, userId, assignment.taskId);
    const byId = new Map(own.map((row) => [row.applicationId, row]));
    const queue = liveQueue(rules).filter((applicationId) => byId.has(applicationId));
    const at = queue.indexOf(assignment.applicationId);
    const link = (applicationId: number | undefined) => {
      const row = applicationId === undefined ? undefined : byId.get(applicationId);
      return row
        ? { taskId: row.taskId, applicationId: row.applicationId, applicationCode: row.applicationCode }
        : null;
    };
    return { previous: at > 0 ? link(queue[at - 1]) : null, next: at >= 0 ? link(queue[at + 1]) : null };
  }

  /** Live roadshow scoring: an absent or not yet presented project is refused (experts only). */
  private async liveCheck(assignment: { taskId: number; applicationId: number }): Promise<LiveRules | null> {
    const rules = await liveRules(this.ctx.database, assignment.taskId);
    const refusal = rules ? liveRefusal(rules, assignment.applicationId) : null;
    if (refusal) throw AppError.rule(refusal.key, { code: refusal.code });
    return rules;
  }

  /** The caller's own live assignment, or 403 whatever the reason (another's, outside, voided). */
  private async own(userId: number, params: { taskId: number; applicationId: number }) {
    const assignment = await repo.ownLiveAssignment(this.ctx.database, { userId, ...params });
    if (!assignment) throw AppError.forbidden();
    return assignment;
  }

  private async criteriaOf(rubricId: number) {
    const rubric = await repo.rubricById(this.ctx.database, rubricId);
    if (!rubric) throw new Error(`rubric ${rubricId} of a task vanished`);
    return rubric;
  }

  async open(caller: Caller, params: { taskId: number; applicationId: number }): Promise<ScoringView> {
    const { database } = this.ctx;
    const assignment = await this.own(caller.userId, params);
    const rules = await this.liveCheck(assignment);
    if (!assignment.firstViewedAt) await repo.markViewed(database, assignment.assignmentId, this.now());
    const [fresh, source, rubric, sheet, neighbours, watermark] = await Promise.all([
      repo.assignmentById(database, assignment.assignmentId),
      repo.applicationSource(database, assignment.applicationId),
      this.criteriaOf(assignment.rubricId),
      repo.sheetOf(database, assignment.assignmentId),
      rules ? this.liveNeighbours(caller.userId, assignment, rules) : repo.queueNeighbours(database, assignment),
      repo.userLabel(database, caller.userId),
    ]);
    if (!fresh || !source) throw AppError.forbidden();
    const allowDownload = fresh.allowDownload === '1';
    const lockOnSubmit = fresh.lockOnSubmit === '1';
    return {
      assignment: {
        assignmentId: fresh.assignmentId,
        taskId: fresh.taskId,
        taskName: fresh.taskName,
        taskStatus: fresh.taskStatus,
        status: fresh.status as ScoringAssignmentStatus,
        dueAt: fresh.dueAt,
        statementAt: fresh.statementAt,
        firstViewedAt: fresh.firstViewedAt,
        timeSpent: fresh.timeSpent,
        submittedAt: fresh.submittedAt,
        allowDownload,
        lockOnSubmit,
        blind: fresh.blind,
      },
      application: expertView(source, fresh.blind, (index) => this.links.of(fresh.assignmentId, index, allowDownload)),
      rubric: {
        rubricId: rubric.rubricId,
        rubricName: rubric.rubricName,
        version: rubric.version,
        maxTotal: rubricMaxTotal(rubric.criteria),
        criteria: rubric.criteria,
      },
      sheet: {
        sheetId: sheet?.sheetId ?? null,
        status: (sheet?.status as 'draft' | 'submitted' | undefined) ?? null,
        items: sheet?.items ?? {},
        overallComment: sheet?.overallComment ?? null,
        total: numberOr(sheet?.total ?? null),
        revisionCount: sheet?.revisionCount ?? 0,
        locked: sheet?.status === 'submitted' && lockOnSubmit,
        enteredByStaff: Boolean(sheet?.enteredBy),
        reopened: sheet?.status === 'draft' ? await repo.reopenedSinceSubmit(database, sheet.sheetId) : false,
        updateTime: sheet?.updateTime ?? null,
      },
      watermark: `${watermark} ${this.now().slice(0, 10)}`,
      ...neighbours,
    };
  }

  async confirmStatement(caller: Caller, params: { taskId: number; applicationId: number }) {
    const assignment = await this.own(caller.userId, params);
    const statementAt = await repo.markStatement(this.ctx.database, assignment.assignmentId, this.now());
    return { statementAt };
  }

  /** A declared conflict stops the assignment (submitted sheets are not withdrawn this way). */
  async declareConflict(caller: Caller, params: { taskId: number; applicationId: number }, reason: string) {
    const { database } = this.ctx;
    const assignment = await this.own(caller.userId, params);
    if (assignment.status === 'submitted' || assignment.status === 'locked') throw AppError.rule('scoring.locked');
    const at = this.now();
    const declarationId = await database.transaction(async () => {
      const id = await repo.recordDeclaration(database, {
        userId: caller.userId,
        applicationId: assignment.applicationId,
        reason,
        by: caller.userName,
        at,
      });
      if (id === undefined) throw AppError.rule('coi.declare.notExpert');
      if ((await repo.markConflict(database, assignment.assignmentId, caller.userName, at)) === 0)
        throw AppError.rule('scoring.locked');
      return id;
    });
    return { declarationId };
  }

  /** An expert's draft save or submit of their own sheet. */
  async save(
    caller: Caller,
    params: { taskId: number; applicationId: number },
    input: SheetInput,
    mode: 'draft' | 'submit',
  ): Promise<SheetSaved> {
    const assignment = await this.own(caller.userId, params);
    if (!SCORING_STATES.has(assignment.taskStatus))
      throw AppError.rule('scoring.taskNotOpen', { name: assignment.taskName });
    if (!assignment.statementAt) throw AppError.rule('scoring.statementFirst');
    await this.liveCheck(assignment);
    const rubric = await this.criteriaOf(assignment.rubricId);
    return this.write({
      assignment,
      criteria: rubric.criteria,
      input,
      submit: mode === 'submit',
      kind: mode === 'submit' ? 'submit' : 'autosave',
      caller,
      reason: null,
    });
  }

  /**
   * The one write path of a sheet: checks, then in one transaction locks the sheet's row, appends
   * the revision chained to the head, moves the sheet and the assignment.
   */
  private async write(input: {
    assignment: repo.AssignmentRow;
    criteria: readonly RubricCriterion[];
    input: SheetInput;
    submit: boolean;
    kind: RevisionKind;
    caller: Caller;
    reason: string | null;
    enteredBy?: string;
  }): Promise<SheetSaved> {
    const { database } = this.ctx;
    const { assignment, criteria, caller } = input;
    const items = normaliseItems(input.input.items);
    const [problem] = sheetProblems(criteria, items, input.submit ? 'submit' : 'draft');
    if (problem) throw refuseProblem(problem);
    const total = sheetTotal(criteria, items);
    const overallComment = input.input.overallComment?.trim() || null;
    const lockOnSubmit = assignment.lockOnSubmit === '1';
    const at = this.now();
    const saved = await database.transaction(async () => {
      const sheet = await repo.lockSheet(database, assignment.assignmentId);
      const status = await repo.assignmentStatus(database, assignment.assignmentId);
      if (!status || (repo.NOT_LIVE as readonly string[]).includes(status)) throw AppError.rule('scoring.notLive');
      if (sheet.status === 'submitted' && lockOnSubmit) throw AppError.rule('scoring.locked');
      const addSeconds = this.boundedSeconds(
        input.input.timeSpent,
        sheet.updateTime ?? assignment.firstViewedAt ?? assignment.statementAt,
        at,
      );
      const { revisionNo, hmac } = await this.append(sheet, {
        kind: input.kind,
        snapshot: { items, overallComment },
        total: money(total),
        actor: caller.userName,
        reason: input.reason,
        clientIp: caller.clientIp,
        createdAt: at,
      });
      const sheetStatus: 'draft' | 'submitted' = input.submit ? 'submitted' : 'draft';
      await repo.writeSheet(database, {
        sheetId: sheet.sheetId,
        status: sheetStatus,
        total: money(total),
        items,
        overallComment,
        enteredBy: input.enteredBy,
        revisionCount: revisionNo,
        headHmac: hmac,
        at,
      });
      await repo.writeAssignmentProgress(database, {
        assignmentId: assignment.assignmentId,
        status: input.submit ? 'submitted' : 'in_progress',
        addSeconds,
        submittedAt: input.submit ? at : null,
        by: caller.userName,
        at,
      });
      if (assignment.taskStatus === 'published')
        await repo.markTaskInProgress(database, assignment.taskId, caller.userName, at);
      return { sheetId: sheet.sheetId, status: sheetStatus, total, revisionNo, locked: input.submit && lockOnSubmit };
    });
    // Once committed (an import's outer transaction hooks after its own commit): a 2+1 third review if due.
    if (input.submit && !database.inTransaction) await this.arbitrate([assignment], caller);
    return saved;
  }

  /** 2+1 arbitration after submitted sheets committed; it logs its own failures, never undoing the submit. */
  private async arbitrate(assignments: ReadonlyArray<{ taskId: number; applicationId: number }>, caller: Caller) {
    const seen = new Set<string>();
    for (const { taskId, applicationId } of assignments) {
      const key = `${taskId}:${applicationId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await afterSubmit(this.ctx, { taskId, applicationId, by: caller.userName });
    }
  }

  /** Appends a revision after the sheet's head; answers its number and HMAC (call under the sheet's lock). */
  private async append(
    sheet: repo.SheetRow,
    revision: Omit<repo.RevisionValues, 'sheetId' | 'revisionNo' | 'previousHmac' | 'hmac'>,
  ): Promise<{ revisionNo: number; hmac: string }> {
    const revisionNo = sheet.revisionCount + 1;
    const fields = { ...revision, sheetId: sheet.sheetId, revisionNo };
    const hmac = this.chain.link(linkFields(fields), sheet.headHmac);
    await repo.appendRevision(this.ctx.database, { ...fields, previousHmac: sheet.headHmac, hmac });
    return { revisionNo, hmac };
  }

  /** Seconds the client reports, never more than have passed since the last save, nor an hour. */
  private boundedSeconds(reported: number | undefined, since: string | null, at: string): number {
    if (!reported) return 0;
    const elapsed = since ? Math.max(0, Math.floor((Date.parse(at) - Date.parse(since)) / 1000)) : MAX_SECONDS_PER_SAVE;
    return Math.min(reported, elapsed, MAX_SECONDS_PER_SAVE);
  }

  private async staffAssignment(assignmentId: number, plan: CompScopePlan) {
    const assignment = await repo.assignmentInScope(this.ctx.database, assignmentId, plan);
    if (!assignment) throw AppError.forbidden();
    return assignment;
  }

  /** An administrator reopens a submitted sheet with a reason (an unlock revision). */
  async unlock(assignmentId: number, reason: string, plan: CompScopePlan, caller: Caller): Promise<SheetSaved> {
    const { database } = this.ctx;
    const assignment = await this.staffAssignment(assignmentId, plan);
    // A voided or conflicted assignment's sheet is kept as it was: there is nobody to score it again.
    if ((repo.NOT_LIVE as readonly string[]).includes(assignment.status)) throw AppError.rule('scoring.notLive');
    const at = this.now();
    return database.transaction(async () => {
      const sheet = await repo.lockSheet(database, assignmentId);
      if (sheet.status !== 'submitted') throw AppError.rule('scoring.notLocked');
      const snapshot = { items: sheet.items, overallComment: sheet.overallComment };
      const { revisionNo, hmac } = await this.append(sheet, {
        kind: 'unlock',
        snapshot,
        total: sheet.total,
        actor: caller.userName,
        reason,
        clientIp: caller.clientIp,
        createdAt: at,
      });
      await repo.writeSheet(database, {
        sheetId: sheet.sheetId,
        status: 'draft',
        total: sheet.total,
        items: sheet.items,
        overallComment: sheet.overallComment,
        revisionCount: revisionNo,
        headHmac: hmac,
        at,
      });
      await repo.writeAssignmentProgress(database, {
        assignmentId,
        status: 'in_progress',
        addSeconds: 0,
        submittedAt: null,
        by: caller.userName,
        at,
      });
      return {
        sheetId: sheet.sheetId,
        status: 'draft' as const,
        total: numberOr(sheet.total) ?? 0,
        revisionNo,
        locked: false,
      };
    });
  }

  /** Staff enter a paper sheet on the expert's behalf: a proxy revision with the reason, the sheet marked. */
  async proxy(
    assignmentId: number,
    input: SheetInput & { reason: string; submit: boolean },
    plan: CompScopePlan,
    caller: Caller,
  ): Promise<SheetSaved> {
    const assignment = await this.staffAssignment(assignmentId, plan);
    if ((repo.NOT_LIVE as readonly string[]).includes(assignment.status)) throw AppError.rule('scoring.notLive');
    if (!SCORING_STATES.has(assignment.taskStatus))
      throw AppError.rule('scoring.taskNotOpen', { name: assignment.taskName });
    const rubric = await this.criteriaOf(assignment.rubricId);
    return this.write({
      assignment,
      criteria: rubric.criteria,
      input: { items: input.items, overallComment: input.overallComment },
      submit: input.submit,
      kind: 'proxy',
      caller,
      reason: input.reason,
      enteredBy: caller.userName,
    });
  }

  /** Sheets written by the import: each submitted, kind import (see scoring-import.ts). */
  async importRows(
    taskId: number,
    rows: Array<{ assignmentId: number; items: SheetItems; overallComment: string | null }>,
    caller: Caller,
  ): Promise<number> {
    const { database } = this.ctx;
    const basics = await repo.taskBasics(database, taskId);
    if (!basics) throw AppError.forbidden();
    const rubric = await this.criteriaOf(basics.rubricId);
    const written = await database.transaction(async () => {
      const assignments: repo.AssignmentRow[] = [];
      for (const row of rows) {
        const assignment = await repo.assignmentById(database, row.assignmentId);
        if (!assignment) throw AppError.forbidden();
        assignments.push(assignment);
        await this.write({
          assignment,
          criteria: rubric.criteria,
          input: { items: row.items, overallComment: row.overallComment },
          submit: true,
          kind: 'import',
          caller,
          reason: null,
          enteredBy: caller.userName,
        });
      }
      return assignments;
    });
    await this.arbitrate(written, caller);
    return rows.length;
  }

  async verify(taskId: number, plan: CompScopePlan): Promise<ChainVerifyAnswer> {
    const { database } = this.ctx;
    if (!(await repo.taskInScope(database, taskId, plan))) throw AppError.forbidden();
    const { sheets, revisions } = await repo.chainsOfTask(database, taskId);
    const bySheet = new Map<number, typeof revisions>();
    for (const revision of revisions) {
      const list = bySheet.get(revision.sheetId) ?? [];
      list.push(revision);
      bySheet.set(revision.sheetId, list);
    }
    let broken: ChainVerifyAnswer['broken'] = null;
    for (const sheet of sheets) {
      const chain = bySheet.get(sheet.sheetId) ?? [];
      const at = this.chain.firstBroken(
        chain.map((revision) => ({
          fields: linkFields(revision),
          previous: revision.previousHmac,
          hmac: revision.hmac,
        })),
      );
      const where = {
        sheetId: sheet.sheetId,
        assignmentId: sheet.assignmentId,
        applicationCode: sheet.applicationCode,
        expertName: sheet.expertName,
      };
      if (at >= 0) {
        broken = { ...where, revisionNo: chain[at].revisionNo, problem: 'link' };
        break;
      }
      // A removed newest revision leaves a valid shorter chain: the sheet's head says it is short.
      const head = chain.at(-1);
      if ((head?.hmac ?? null) !== sheet.headHmac || chain.length !== sheet.revisionCount) {
        broken = { ...where, revisionNo: sheet.revisionCount, problem: 'head' };
        break;
      }
    }
    return {
      ok: broken === null,
      sheets: sheets.length,
      revisions: revisions.length,
      broken,
      heads: sheets.map((sheet) => ({
        sheetId: sheet.sheetId,
        revisionCount: sheet.revisionCount,
        headHmac: sheet.headHmac,
      })),
    };
  }

  async history(applicationId: number, plan: CompScopePlan): Promise<ScoreRevisionRow[]> {
    const { database } = this.ctx;
    if (!(await repo.applicationInScope(database, applicationId, plan))) throw AppError.forbidden();
    const rows = await repo.historyOfApplication(database, applicationId);
    return rows.map((row) => ({ ...row, kind: row.kind as ScoreRevisionRow['kind'], total: numberOr(row.total) }));
  }
}
