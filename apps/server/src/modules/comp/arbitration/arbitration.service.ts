import {
  type AggregationConfig,
  type ArbitrationItem,
  aggregationConfig,
  coiReasonText,
  countsDownstream,
  DEFAULT_AGGREGATION,
  rubricMaxTotal,
  taskStatusLabels,
  toleranceInPoints,
} from '@cbo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AssignmentWarning } from '../../../db/schema/review-tasks';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { AppContext } from '../../module';
import { conflictsBetween } from '../coi/coi.api';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './arbitration.repository';
import { chooseThirdReviewer, exceeds, readReviews, type ThirdChoice } from './third-reviewer';

/** What arbitration needs of the app: the database, clock, secret (conflicts), texts and a logger. */
export type ArbitrationContext = Pick<AppContext, 'database' | 'clock' | 'config' | 'sms'> & {
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/** A task's states in which a third review is dispatched. */
const OPEN = ['published', 'in_progress'];
const SYSTEM = 'system';

type Outcome = 'dispatched' | 'waiting' | 'none';

function arbitrationOf(task: repo.ArbitrationTask): AggregationConfig['arbitration'] {
  if (task.aggregation === null) return DEFAULT_AGGREGATION.arbitration;
  const parsed = aggregationConfig.safeParse(task.aggregation);
  return parsed.success ? parsed.data.arbitration : DEFAULT_AGGREGATION.arbitration;
}

function toleranceOf(task: repo.ArbitrationTask): number {
  return toleranceInPoints(task.tolerance ?? 0, task.toleranceKind, rubricMaxTotal(task.criteria));
}

/** Groups a task's review rows by application, keeping their (code) order. */
function byApplication(rows: readonly repo.ReviewRecord[]): repo.ReviewRecord[][] {
  const groups = new Map<number, repo.ReviewRecord[]>();
  for (const row of rows) {
    const list = groups.get(row.applicationId) ?? [];
    list.push(row);
    groups.set(row.applicationId, list);
  }
  return [...groups.values()];
}

/**
 * 2+1 arbitration (docs/arbitration.md): after a submit, when the first two sheets of an application
 * differ by more than the task's tolerance, a third reviewer is chosen (a member of the bound
 * expert group, or its leader) and assigned in one transaction holding the stage entry's row; the
 * queue shows every application over the tolerance with its third review or why it waits.
 */
export class ArbitrationService {
  constructor(private readonly ctx: ArbitrationContext) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  /** The choice for one application, without writing; with the chosen expert's warnings. */
  private async choose(task: repo.ArbitrationTask, applicationId: number, rows: readonly repo.ReviewRecord[]) {
    const { database } = this.ctx;
    const reviewGroupId = rows[0].reviewGroupId;
    const binding = await repo.bindingOf(database, task.taskId, reviewGroupId);
    const members = binding ? await repo.activeMembers(database, [binding.expertGroupId]) : [];
    const loads = await repo.loadsIn(database, task.taskId);
    const held = new Set(rows.map((row) => row.userId));
    const conflicts = await conflictsBetween(this.ctx, {
      competitionId: task.competitionId,
      expertIds: members.map((member) => member.expertId),
      applicationIds: [applicationId],
    });
    const pairOf = (expertId: number) => (conflicts.get(expertId) ?? [])[0];
    const choice: ThirdChoice = chooseThirdReviewer({
      dispatch: arbitrationOf(task).dispatch,
      seed: `${task.seed ?? ''}:third:${applicationId}`,
      leaderUserId: binding?.leaderUserId ?? null,
      candidates: members.map((member) => ({
        userId: member.userId,
        load: loads.get(member.userId) ?? 0,
        maxLoad: member.maxLoad,
        blocked: pairOf(member.expertId)?.verdict === 'block',
        heldBefore: held.has(member.userId),
      })),
    });
    const chosen = members.find((member) => member.userId === choice.userId);
    // A warned expert is eligible; the warnings are kept on the assignment as publish does.
    const warnings: AssignmentWarning[] = chosen
      ? (pairOf(chosen.expertId)?.hits ?? []).map((hit) => ({
          rule: hit.kind,
          reason: coiReasonText(hit.kind, hit.values, 'zh-CN'),
        }))
      : [];
    return { choice, warnings, reviewGroupId };
  }

  /**
   * Dispatches a third review of one application when it is due, in one transaction holding the
   * application's stage entry FOR UPDATE (two concurrent submits dispatch once: the second sees the
   * first's third review). The expert is texted after the commit.
   */
  private async dispatchOne(task: repo.ArbitrationTask, applicationId: number, by: string): Promise<Outcome> {
    const { database } = this.ctx;
    const tolerance = toleranceOf(task);
    const at = this.now();
    const done = await database.transaction(async () => {
      const entry = await repo.lockEntry(database, task.stageId, applicationId);
      const rows = await repo.reviewsOf(database, task.taskId, applicationId);
      // A withdrawn or disqualified application is judged no further (docs/review.md section 1).
      if (!entry || rows.length === 0 || !countsDownstream(rows[0].applicationStatus))
        return { outcome: 'none' as const };
      const reviews = readReviews(rows);
      if (!exceeds(reviews, tolerance) || reviews.third) return { outcome: 'none' as const };
      await repo.lockTask(database, task.taskId);
      const { choice, warnings, reviewGroupId } = await this.choose(task, applicationId, rows);
      if (choice.userId === null) return { outcome: 'waiting' as const };
      await repo.insertThird(database, {
        taskId: task.taskId,
        applicationId,
        entryId: entry.entryId,
        userId: choice.userId,
        reviewGroupId,
        warnings,
        by,
      });
      await repo.escalateEntry(database, entry.entryId, by, at);
      await repo.insertEvent(database, {
        taskId: task.taskId,
        detail: { applicationId, userId: choice.userId, difference: reviews.difference, tolerance },
        by,
        at,
      });
      return { outcome: 'dispatched' as const, userId: choice.userId };
    });
    if (done.outcome === 'dispatched') {
      // After the commit: a provider failure is recorded in the SMS log and never undoes the dispatch.
      const contact = await repo.contactOf(database, done.userId);
      if (contact?.phonenumber) {
        this.ctx.sms.dispatch({
          mobile: contact.phonenumber,
          purpose: 'review_task_published',
          params: { round: task.taskName.slice(0, 20), deadline: task.dueAt },
        });
      }
    }
    return done.outcome;
  }

  /** After a sheet of the task was submitted (and committed): a third review if one is due. */
  async afterSubmit(target: { taskId: number; applicationId: number; by?: string }): Promise<Outcome> {
    const task = await repo.taskOf(this.ctx.database, target.taskId);
    if (task?.mode !== 'two_plus_one' || !OPEN.includes(task.status)) return 'none';
    return this.dispatchOne(task, target.applicationId, target.by ?? SYSTEM);
  }

  private async inScope(taskId: number, plan: CompScopePlan) {
    const task = await repo.taskOf(this.ctx.database, taskId, plan);
    if (!task) throw AppError.forbidden();
    return task;
  }

  /** The queue (docs/arbitration.md, Queue): applications over the tolerance, by application code. */
  async list(taskId: number, plan: CompScopePlan): Promise<ArbitrationItem[]> {
    const task = await this.inScope(taskId, plan);
    if (task.mode !== 'two_plus_one') return [];
    const tolerance = toleranceOf(task);
    const items: ArbitrationItem[] = [];
    for (const rows of byApplication(await repo.reviewsOf(this.ctx.database, taskId))) {
      const reviews = readReviews(rows);
      if (!countsDownstream(rows[0].applicationStatus)) continue;
      if (!exceeds(reviews, tolerance) || !reviews.first || !reviews.second) continue;
      const [head] = rows;
      const base = {
        applicationId: head.applicationId,
        code: head.code,
        reviewGroupName: head.reviewGroupName,
        first: reviews.first.total ?? 0,
        second: reviews.second.total ?? 0,
        difference: reviews.difference ?? 0,
        tolerance,
      };
      const third = reviews.third;
      if (third) {
        const submitted = third.sheetStatus === 'submitted';
        const nickName = rows.find((row) => row.assignmentId === third.assignmentId)?.nickName ?? '';
        items.push({
          ...base,
          state: submitted ? 'submitted' : 'assigned',
          reason: null,
          third: { userId: third.userId, nickName, total: submitted ? third.total : null },
        });
        continue;
      }
      const { choice } = await this.choose(task, head.applicationId, rows);
      items.push({ ...base, state: 'waiting', reason: choice.reason, third: null });
    }
    return items;
  }

  /** Tries again for every application waiting for a third reviewer (after a member was added or a cap raised). */
  async dispatchWaiting(taskId: number, plan: CompScopePlan, by: string) {
    const task = await this.inScope(taskId, plan);
    if (task.mode !== 'two_plus_one') throw AppError.rule('arbitration.notTwoPlusOne', { name: task.taskName });
    if (!OPEN.includes(task.status)) {
      const status = taskStatusLabels[task.status] ?? { 'zh-CN': task.status, 'en-US': task.status };
      throw AppError.rule('arbitration.taskNotOpen', { name: task.taskName, status });
    }
    const tolerance = toleranceOf(task);
    let dispatched = 0;
    let waiting = 0;
    for (const rows of byApplication(await repo.reviewsOf(this.ctx.database, taskId))) {
      const reviews = readReviews(rows);
      if (!countsDownstream(rows[0].applicationStatus) || !exceeds(reviews, tolerance) || reviews.third) continue;
      const outcome = await this.dispatchOne(task, rows[0].applicationId, by);
      if (outcome === 'dispatched') dispatched++;
      else if (outcome === 'waiting') waiting++;
    }
    return { dispatched, waiting };
  }
}
