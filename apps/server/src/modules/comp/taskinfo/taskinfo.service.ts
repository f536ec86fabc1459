import {
  type AssignmentMethod,
  type AssignmentStatus,
  coiReasonText,
  JUDGING_STAGE_KINDS,
  type Locale,
  type PublishSummary,
  type ReassignCandidate,
  type ReassignForm,
  type ReviewTask,
  type ReviewTaskDetail,
  type ReviewTaskValues,
  rubricMaxTotal,
  type TaskBlind,
  type TaskFormOptions,
  type TaskMode,
  type TaskProgress,
  type TaskStage,
  type TaskStatus,
  type ToleranceKind,
  taskStatusLabels,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { newSeed } from '../../../lib/seeded-random';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import type { AppContext } from '../../module';
import { type CoiHit, conflictsBetween, type PairConflict } from '../coi/coi.api';
import { listStages } from '../competition/competition.api';
import { lockGroups } from '../grouping/grouping.api';
import { freezeRubric, rubricVersion } from '../rubric/rubric.api';
import type { CompScopePlan } from '../scope/comp-scope';
import { type PlanGroup, planAssignments } from './assignment-plan';
import * as repo from './taskinfo.repository';

type Page = { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string };

const label = (status: string) => taskStatusLabels[status] ?? { 'zh-CN': status, 'en-US': status };
const isJudging = (kind: string) => (JUDGING_STAGE_KINDS as readonly string[]).includes(kind);
const hitText = (hit: CoiHit) => ({
  'zh-CN': coiReasonText(hit.kind, hit.values, 'zh-CN'),
  'en-US': coiReasonText(hit.kind, hit.values, 'en-US'),
});
const pairKey = (userId: number, applicationId: number) => `${userId}:${applicationId}`;

/** The moves a task's status may make (docs/review-tasks.md, States); reopen needs a reason. */
const MOVES: Record<'close' | 'reopen', { from: readonly TaskStatus[]; to: TaskStatus }> = {
  close: { from: ['published', 'in_progress'], to: 'closed' },
  reopen: { from: ['closed'], to: 'in_progress' },
};
const ASSIGNABLE: readonly string[] = ['published', 'in_progress'];

function toWire(row: repo.TaskRow): ReviewTask {
  return {
    ...row,
    mode: row.mode as TaskMode,
    toleranceKind: row.toleranceKind as ToleranceKind | null,
    tolerance: row.tolerance === null ? null : Number(row.tolerance),
    blind: row.blind as TaskBlind,
    allowDownload: row.allowDownload === '1',
    lockOnSubmit: row.lockOnSubmit === '1',
    status: row.status as TaskStatus,
    rubricName: row.rubricName ?? '',
    rubricVersion: Number(row.rubricVersion ?? 0),
  };
}

/**
 * Review tasks (任务信息, docs/review-tasks.md): drafts bound to a stage's review and expert groups,
 * publishing with a seeded assignment in one transaction, the status moves, reassignment and
 * progress, all within the caller's competition scope.
 */
export class TaskinfoService {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  async list(filter: repo.TaskFilter, plan: CompScopePlan, page: Page) {
    const answer = await repo.listTasks(this.ctx.database, filter, plan, page);
    return { total: answer.total, rows: answer.rows.map(toWire) };
  }

  /** One task in scope; anything else answers 403, like an id that names nothing. */
  private async taskOf(taskId: number, plan: CompScopePlan, lock = false) {
    const [task] = await repo.tasksInScope(this.ctx.database, [taskId], plan, lock);
    if (!task) throw AppError.forbidden();
    return task;
  }

  async get(taskId: number, plan: CompScopePlan): Promise<ReviewTaskDetail> {
    const task = await this.taskOf(taskId, plan);
    const groups = await repo.taskGroups(this.ctx.database, taskId);
    const events = await repo.taskEvents(this.ctx.database, taskId);
    return { ...toWire(task), groups, events };
  }

  async options(stageId: number, plan: CompScopePlan): Promise<TaskFormOptions> {
    const { database } = this.ctx;
    const rubrics = await repo.stageRubrics(database, stageId);
    const reviewGroups = await repo.stageReviewGroups(database, stageId, plan);
    const names = await repo.taskNames(
      database,
      reviewGroups.flatMap((group) => (group.taskId === null ? [] : [group.taskId])),
    );
    return {
      rubrics: rubrics.map((rubric) => ({
        rubricId: rubric.rubricId,
        rubricName: rubric.rubricName,
        version: rubric.version,
        frozen: rubric.frozen === '1',
        maxTotal: rubricMaxTotal(rubric.criteria),
      })),
      reviewGroups: reviewGroups.map((group) => ({
        ...group,
        taskName: group.taskId === null ? null : (names.get(group.taskId) ?? null),
      })),
      expertGroups: await repo.stageExpertGroups(database, stageId, plan),
    };
  }

  /**
   * Checks a form against the stored state, inside the writing transaction (the review groups are
   * locked FOR UPDATE first): judging stage, rubric version of that stage, review groups of the
   * stage in scope and in no other task, expert groups of the stage in scope. Answers the pairs.
   */
  private async checkForm(form: ReviewTaskValues, plan: CompScopePlan, exceptTaskId?: number) {
    const { database } = this.ctx;
    const stage = await repo.holdJudgingStage(database, form.stageId);
    if (!stage || !isJudging(stage.stageKind)) {
      throw AppError.invalid('stageId', 'taskinfo.stageMissing', { id: form.stageId });
    }
    const rubric = await rubricVersion(database, form.rubricId);
    if (!rubric || rubric.stageId !== form.stageId) {
      throw AppError.invalid('rubricId', 'taskinfo.rubricOtherStage', { id: form.rubricId });
    }
    const ids = form.groups.map((group) => group.reviewGroupId);
    const groups = await repo.lockReviewGroups(database, ids);
    for (const id of ids) {
      const group = groups.find((found) => found.reviewGroupId === id);
      if (!group || group.stageId !== form.stageId) {
        throw AppError.invalid('groups', 'taskinfo.reviewGroupOtherStage', { id });
      }
    }
    const inScope = await repo.reviewGroupIdsInScope(database, ids, plan);
    if (ids.some((id) => !inScope.has(id))) throw AppError.forbidden();
    const pairs = form.groups.map((input) => {
      const group = groups.find((found) => found.reviewGroupId === input.reviewGroupId) as (typeof groups)[number];
      const expertGroupId = input.expertGroupId ?? group.expertGroupId;
      if (expertGroupId === null) throw AppError.rule('taskinfo.groupUnbound', { name: group.groupName });
      return { reviewGroupId: group.reviewGroupId, expertGroupId, groupName: group.groupName };
    });
    const expertIds = [...new Set(pairs.map((pair) => pair.expertGroupId))];
    const expertGroups = await repo.expertGroupsByIds(database, expertIds);
    for (const id of expertIds) {
      const found = expertGroups.find((group) => group.expertGroupId === id);
      if (!found || found.stageId !== form.stageId) {
        throw AppError.invalid('groups', 'taskinfo.expertGroupOtherStage', { id });
      }
    }
    const visible = new Set(
      (await repo.stageExpertGroups(database, form.stageId, plan)).map((group) => group.expertGroupId),
    );
    if (expertIds.some((id) => !visible.has(id))) throw AppError.forbidden();
    const [held] = await repo.groupHolders(database, ids, exceptTaskId);
    if (held) {
      const name = pairs.find((pair) => pair.reviewGroupId === held.reviewGroupId)?.groupName ?? '';
      throw AppError.rule('taskinfo.groupTaken', { name, task: held.taskName });
    }
    return pairs.map(({ reviewGroupId, expertGroupId }) => ({ reviewGroupId, expertGroupId }));
  }

  private values(form: ReviewTaskValues): repo.TaskValues {
    const twoPlusOne = form.mode === 'two_plus_one';
    return {
      stageId: form.stageId,
      taskName: form.taskName,
      rubricId: form.rubricId,
      mode: form.mode,
      k: form.mode === 'k_per_application' ? (form.k ?? null) : twoPlusOne ? 2 : null,
      tolerance: twoPlusOne && form.tolerance ? form.tolerance.toFixed(2) : null,
      toleranceKind: twoPlusOne ? (form.toleranceKind ?? null) : null,
      dueAt: form.dueAt.length === 16 ? `${form.dueAt}:00` : form.dueAt,
      remindDays: form.remindDays,
      blind: form.blind,
      allowDownload: form.allowDownload ? '1' : '0',
      lockOnSubmit: form.lockOnSubmit ? '1' : '0',
    };
  }

  async add(form: ReviewTaskValues, plan: CompScopePlan, by: string): Promise<number> {
    const { database } = this.ctx;
    const name = { name: form.taskName };
    refuseTaken([[await repo.taskNameTaken(database, form.stageId, form.taskName), 'taskinfo.nameTaken']], name);
    return writeUnique('taskinfo.nameTaken', name, () =>
      database.transaction(async () => {
        const pairs = await this.checkForm(form, plan);
        const taskId = await repo.insertTask(database, this.values(form), by);
        await repo.replaceTaskGroups(database, taskId, pairs);
        return taskId;
      }),
    );
  }

  private refuseNotDraft(task: repo.TaskRow) {
    if (task.status !== 'draft') {
      throw AppError.rule('taskinfo.notDraft', { name: task.taskName, status: label(task.status) });
    }
  }

  async edit(taskId: number, form: ReviewTaskValues, plan: CompScopePlan, by: string): Promise<void> {
    const { database } = this.ctx;
    // Scope first: a task outside it reads as 403 before anything is said about the form.
    await this.taskOf(taskId, plan);
    const name = { name: form.taskName };
    refuseTaken(
      [[await repo.taskNameTaken(database, form.stageId, form.taskName, taskId), 'taskinfo.nameTaken']],
      name,
    );
    await writeUnique('taskinfo.nameTaken', name, () =>
      database.transaction(async () => {
        this.refuseNotDraft(await this.taskOf(taskId, plan, true));
        const pairs = await this.checkForm(form, plan, taskId);
        await repo.updateTask(database, { taskId, values: this.values(form), by, at: this.now() });
        await repo.replaceTaskGroups(database, taskId, pairs);
      }),
    );
  }

  /** Removes drafts, all or none: one outside the scope or not a draft refuses the whole request. */
  async remove(ids: number[], plan: CompScopePlan): Promise<void> {
    const { database } = this.ctx;
    const unique = [...new Set(ids)];
    await database.transaction(async () => {
      const tasks = await repo.tasksInScope(database, unique, plan, true);
      if (tasks.length !== unique.length) throw AppError.forbidden();
      for (const task of tasks) this.refuseNotDraft(task);
      await repo.deleteTasks(database, unique);
    });
  }

  /**
   * Publishes a draft in one transaction (docs/review-tasks.md, Publish): the rubric version is
   * frozen, the review groups locked, the counting entries and the active members of the bound
   * expert groups planned with the seed (blocked pairs skipped, warned pairs kept with their
   * warnings), the assignments inserted and the seed stored. Each assigned expert is then texted.
   */
  async publish(taskId: number, typedSeed: string | undefined, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const seed = typedSeed?.trim() || newSeed();
    const at = this.now();
    const outcome = await database.transaction(async () => {
      const task = await this.taskOf(taskId, plan, true);
      if (task.status !== 'draft') {
        throw AppError.rule('taskinfo.badMove', {
          name: task.taskName,
          from: label(task.status),
          to: label('published'),
        });
      }
      if (task.dueAt <= at) throw AppError.rule('taskinfo.dueInPast', { due: task.dueAt });
      const stage = await repo.holdJudgingStage(database, task.stageId);
      const pairs = await repo.taskGroups(database, taskId);
      const reviewGroupIds = pairs.map((pair) => pair.reviewGroupId);
      // A draft does not lock its groups: one removed since (or regrouped away) refuses the publish.
      const expertGroupIds = [...new Set(pairs.map((pair) => pair.expertGroupId))];
      const present = await repo.lockReviewGroups(database, reviewGroupIds);
      const experts = await repo.expertGroupsByIds(database, expertGroupIds);
      if (present.length !== reviewGroupIds.length || experts.length !== expertGroupIds.length) {
        throw AppError.rule('taskinfo.pairsGone', { name: task.taskName });
      }
      await freezeRubric(database, task.rubricId);
      await lockGroups(database, { groupIds: reviewGroupIds, taskId });
      const entries = await repo.countingEntries(database, reviewGroupIds);
      if (entries.length === 0) throw AppError.rule('taskinfo.noApplications', { name: task.taskName });
      const members = await repo.groupMembers(database, expertGroupIds);
      const profiles = new Map(
        (await repo.expertProfiles(database, [...new Set(members.map((member) => member.userId))]))
          .filter((profile) => profile.status === 'active')
          .map((profile) => [profile.userId, profile]),
      );
      const groups: PlanGroup[] = pairs.map((pair) => {
        const experts = members
          .filter((member) => member.expertGroupId === pair.expertGroupId && profiles.has(member.userId))
          .map((member) => ({ userId: member.userId, maxLoad: profiles.get(member.userId)?.maxLoad ?? null }));
        if (experts.length === 0) throw AppError.rule('taskinfo.noExperts', { name: pair.expertGroupName });
        return {
          reviewGroupId: pair.reviewGroupId,
          applications: entries
            .filter((entry) => entry.reviewGroupId === pair.reviewGroupId)
            .map((entry) => ({ applicationId: entry.applicationId, code: entry.code })),
          experts,
        };
      });
      const conflicts = await conflictsBetween(this.ctx, {
        competitionId: stage.competitionId,
        expertIds: [...profiles.values()].map((profile) => profile.expertId),
        applicationIds: entries.map((entry) => entry.applicationId),
      });
      const blocked = new Set<string>();
      const warnings = new Map<string, Array<{ rule: string; reason: string }>>();
      for (const profile of profiles.values()) {
        for (const pair of conflicts.get(profile.expertId) ?? []) {
          const key = pairKey(profile.userId, pair.applicationId);
          if (pair.verdict === 'block') blocked.add(key);
          else {
            warnings.set(
              key,
              pair.hits.map((hit) => ({ rule: hit.kind, reason: coiReasonText(hit.kind, hit.values, 'zh-CN') })),
            );
          }
        }
      }
      const planned = planAssignments({
        mode: task.mode as TaskMode,
        k: task.k ?? undefined,
        seed,
        groups,
        blocked: (userId, applicationId) => blocked.has(pairKey(userId, applicationId)),
      });
      const entryOf = new Map(entries.map((entry) => [`${entry.reviewGroupId}:${entry.applicationId}`, entry.entryId]));
      const method = task.mode === 'all_in_group' ? 'all' : 'balanced';
      await repo.insertAssignments(
        database,
        planned.assignments.map((assignment) => ({
          taskId,
          applicationId: assignment.applicationId,
          entryId: entryOf.get(`${assignment.reviewGroupId}:${assignment.applicationId}`) ?? null,
          userId: assignment.userId,
          reviewGroupId: assignment.reviewGroupId,
          method,
          warnings: warnings.get(pairKey(assignment.userId, assignment.applicationId)) ?? [],
        })),
        by,
      );
      const moved = await repo.moveTask(database, {
        taskId,
        from: ['draft'],
        to: 'published',
        extra: { seed, publishedBy: by, publishedAt: at },
        by,
        at,
      });
      if (!moved)
        throw AppError.rule('taskinfo.badMove', { name: task.taskName, from: label('draft'), to: label('published') });
      await repo.insertEvent(database, {
        taskId,
        action: 'publish',
        fromStatus: 'draft',
        toStatus: 'published',
        detail: { seed, assignments: planned.assignments.length, unplaced: planned.unplaced.length },
        by,
        at,
      });
      let blockedPairs = 0;
      for (const group of groups) {
        for (const expert of group.experts) {
          for (const application of group.applications) {
            if (blocked.has(pairKey(expert.userId, application.applicationId))) blockedPairs++;
          }
        }
      }
      const users = new Map((await repo.usersByIds(database, [...profiles.keys()])).map((user) => [user.userId, user]));
      const summary: PublishSummary = {
        taskId,
        seed,
        assignments: planned.assignments.length,
        warned: planned.assignments.filter((a) => warnings.has(pairKey(a.userId, a.applicationId))).length,
        blocked: blockedPairs,
        perExpert: [...profiles.values()]
          .map((profile) => ({
            userId: profile.userId,
            nickName: users.get(profile.userId)?.nickName ?? '',
            maxLoad: profile.maxLoad,
            assigned: planned.loads.get(profile.userId) ?? 0,
          }))
          .sort((a, b) => a.userId - b.userId),
        perGroup: pairs.map((pair, index) => ({
          reviewGroupId: pair.reviewGroupId,
          reviewGroupName: pair.reviewGroupName,
          applications: groups[index].applications.length,
          experts: groups[index].experts.length,
          assignments: planned.assignments.filter((a) => a.reviewGroupId === pair.reviewGroupId).length,
        })),
        unplaced: planned.unplaced.map((item) => ({
          ...item,
          reviewGroupName: pairs.find((pair) => pair.reviewGroupId === item.reviewGroupId)?.reviewGroupName ?? '',
        })),
      };
      const texted = [...new Set(planned.assignments.map((a) => a.userId))].flatMap((userId) => {
        const mobile = users.get(userId)?.phonenumber;
        return mobile ? [mobile] : [];
      });
      return { summary, texted, task };
    });
    // After the commit: a provider failure is recorded in the SMS log and never undoes the publish.
    for (const mobile of outcome.texted) {
      this.ctx.sms.dispatch({
        mobile,
        purpose: 'review_task_published',
        params: { round: outcome.task.taskName.slice(0, 20), deadline: outcome.task.dueAt },
      });
    }
    return outcome.summary;
  }

  private async move(
    taskId: number,
    action: 'close' | 'reopen',
    { plan, by, reason }: { plan: CompScopePlan; by: string; reason?: string },
  ) {
    const { database } = this.ctx;
    const at = this.now();
    const { from, to } = MOVES[action];
    await database.transaction(async () => {
      const task = await this.taskOf(taskId, plan, true);
      if (!from.includes(task.status as TaskStatus)) {
        throw AppError.rule('taskinfo.badMove', { name: task.taskName, from: label(task.status), to: label(to) });
      }
      await repo.moveTask(database, { taskId, from, to, by, at });
      await repo.insertEvent(database, {
        taskId,
        action,
        fromStatus: task.status,
        toStatus: to,
        reason: reason ?? null,
        by,
        at,
      });
    });
  }

  close(taskId: number, plan: CompScopePlan, by: string) {
    return this.move(taskId, 'close', { plan, by });
  }

  reopen(taskId: number, reason: string, plan: CompScopePlan, by: string) {
    return this.move(taskId, 'reopen', { plan, by, reason: reason.trim() });
  }

  /**
   * One application from expert A to expert B (docs/review-tasks.md, Reassign): B is an active
   * member of the expert group bound to the application's review group in this task, without a
   * blocking conflict, under their maximum load, not already assigned it. A's assignment is voided
   * with the reason (any sheet kept); B's is created with method `manual`, replacing A's.
   */
  async reassign(taskId: number, form: ReassignForm, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const at = this.now();
    const reason = form.reason.trim();
    return database.transaction(async () => {
      const task = await this.taskOf(taskId, plan, true);
      if (!ASSIGNABLE.includes(task.status)) {
        throw AppError.rule('taskinfo.notAssignable', { name: task.taskName, status: label(task.status) });
      }
      if (form.fromUserId === form.toUserId) throw AppError.invalid('toUserId', 'taskinfo.sameExpert');
      const users = new Map(
        (await repo.usersByIds(database, [form.fromUserId, form.toUserId])).map((user) => [user.userId, user]),
      );
      const nameOf = (userId: number) => users.get(userId)?.nickName ?? `#${userId}`;
      const code = (await repo.applicationCode(database, form.applicationId)) ?? `#${form.applicationId}`;
      const current = await repo.liveAssignment(database, taskId, form.applicationId, form.fromUserId);
      if (!current) throw AppError.rule('taskinfo.assignmentMissing', { user: nameOf(form.fromUserId), code });
      if (current.status === 'submitted' || current.status === 'locked') {
        throw AppError.rule('taskinfo.assignmentSubmitted', { user: nameOf(form.fromUserId), code });
      }
      const pair = (await repo.taskGroups(database, taskId)).find(
        (group) => group.reviewGroupId === current.reviewGroupId,
      );
      const members = pair ? await repo.groupMembers(database, [pair.expertGroupId]) : [];
      const [profile] = await repo.expertProfiles(database, [form.toUserId]);
      if (!members.some((member) => member.userId === form.toUserId) || profile?.status !== 'active') {
        throw AppError.rule('taskinfo.notMember', { user: nameOf(form.toUserId), group: pair?.expertGroupName ?? '' });
      }
      if (await repo.liveAssignment(database, taskId, form.applicationId, form.toUserId)) {
        throw AppError.rule('taskinfo.alreadyAssigned', { user: nameOf(form.toUserId), code });
      }
      const load = await repo.loadOf(database, taskId, form.toUserId);
      if (profile.maxLoad !== null && load >= profile.maxLoad) {
        throw AppError.rule('taskinfo.atMaxLoad', { user: nameOf(form.toUserId), max: profile.maxLoad });
      }
      const stage = await repo.holdJudgingStage(database, task.stageId);
      const conflicts = await conflictsBetween(this.ctx, {
        competitionId: stage.competitionId,
        expertIds: [profile.expertId],
        applicationIds: [form.applicationId],
      });
      const [conflict] = conflicts.get(profile.expertId) ?? [];
      if (conflict?.verdict === 'block') {
        const hit = conflict.hits.find((one) => one.severity === 'block') ?? conflict.hits[0];
        throw AppError.rule('taskinfo.blocked', { user: nameOf(form.toUserId), code, reason: hitText(hit) });
      }
      await repo.voidAssignment(database, { assignmentId: current.assignmentId, reason, by, at });
      const assignmentId = await repo.insertAssignment(
        database,
        {
          taskId,
          applicationId: form.applicationId,
          entryId: current.entryId,
          userId: form.toUserId,
          reviewGroupId: current.reviewGroupId,
          // A reassigned 2+1 third review stays one (docs/arbitration.md): the results read the method.
          method: current.method === 'third_review' ? 'third_review' : 'manual',
          warnings: (conflict?.hits ?? []).map((hit) => ({
            rule: hit.kind,
            reason: coiReasonText(hit.kind, hit.values, 'zh-CN'),
          })),
          replacesId: current.assignmentId,
        },
        by,
      );
      await repo.insertEvent(database, {
        taskId,
        action: 'reassign',
        reason,
        detail: {
          applicationId: form.applicationId,
          fromUserId: form.fromUserId,
          toUserId: form.toUserId,
          voidedId: current.assignmentId,
          assignmentId,
        },
        by,
        at,
      });
      return { voidedId: current.assignmentId, assignmentId };
    });
  }

  /** The edition's judging stages with their tracks, in the setup's order. */
  async stages(competitionId: number): Promise<TaskStage[]> {
    return (await listStages(this.ctx.database, competitionId))
      .filter((stage) => isJudging(stage.stageKind))
      .map(({ stageId, stageKind, stageName, trackId, trackName }) => ({
        stageId,
        stageKind,
        stageName,
        trackId,
        trackName,
      }));
  }

  /**
   * Who an application could go to (docs/review-tasks.md, Reassign): the active members of the
   * expert group bound to its review group in this task (of every pair without an application),
   * with their load and, for an application, the conflict verdict with reasons in `locale`.
   */
  async candidates(
    taskId: number,
    applicationId: number | undefined,
    plan: CompScopePlan,
    locale: Locale,
  ): Promise<ReassignCandidate[]> {
    const { database } = this.ctx;
    const task = await this.taskOf(taskId, plan);
    const pairs = await repo.taskGroups(database, taskId);
    let chosen = pairs;
    if (applicationId !== undefined) {
      const groupId = await repo.entryGroupOf(
        database,
        task.stageId,
        applicationId,
        pairs.map((pair) => pair.reviewGroupId),
      );
      if (groupId === undefined) throw AppError.forbidden();
      chosen = pairs.filter((pair) => pair.reviewGroupId === groupId);
    }
    const members = await repo.groupMembers(database, [...new Set(chosen.map((pair) => pair.expertGroupId))]);
    const profiles = new Map(
      (await repo.expertProfiles(database, [...new Set(members.map((member) => member.userId))]))
        .filter((profile) => profile.status === 'active')
        .map((profile) => [profile.userId, profile]),
    );
    const users = new Map(
      (await repo.usersByIds(database, [...profiles.keys()])).map((user) => [user.userId, user.nickName]),
    );
    const loads = await repo.loadsOf(database, taskId, applicationId);
    const conflicts: Map<number, PairConflict[]> =
      applicationId === undefined
        ? new Map()
        : await conflictsBetween(this.ctx, {
            competitionId: (await repo.holdJudgingStage(database, task.stageId)).competitionId,
            expertIds: [...profiles.values()].map((profile) => profile.expertId),
            applicationIds: [applicationId],
          });
    const seen = new Set<number>();
    return members.flatMap((member) => {
      const profile = profiles.get(member.userId);
      if (!profile || seen.has(member.userId)) return [];
      seen.add(member.userId);
      const [conflict] = conflicts.get(profile.expertId) ?? [];
      return [
        {
          userId: member.userId,
          nickName: users.get(member.userId) ?? '',
          expertGroupId: member.expertGroupId,
          load: loads.get(member.userId)?.load ?? 0,
          maxLoad: profile.maxLoad,
          assigned: loads.get(member.userId)?.holds ?? false,
          verdict: conflict?.verdict ?? 'clear',
          reasons: (conflict?.hits ?? []).map((hit) => coiReasonText(hit.kind, hit.values, locale)),
        },
      ];
    });
  }

  async assignments(taskId: number, filter: repo.AssignmentFilter, plan: CompScopePlan, page: Page) {
    await this.taskOf(taskId, plan);
    const answer = await repo.listAssignments(this.ctx.database, taskId, filter, page);
    return {
      total: answer.total,
      rows: answer.rows.map((row) => ({
        ...row,
        method: row.method as AssignmentMethod,
        status: row.status as AssignmentStatus,
      })),
    };
  }

  /** Live assignments counted per review group and per expert (docs/review-tasks.md, Progress). */
  async progress(taskId: number, plan: CompScopePlan): Promise<TaskProgress> {
    const { database } = this.ctx;
    const task = await this.taskOf(taskId, plan);
    const now = this.now();
    const rows = await repo.progressRows(database, taskId);
    const empty = () => ({ assigned: 0, opened: 0, draft: 0, submitted: 0, overdue: 0 });
    const total = empty();
    const byGroup = new Map<number, ReturnType<typeof empty>>();
    const byExpert = new Map<number, ReturnType<typeof empty>>();
    for (const row of rows) {
      const submitted = row.status === 'submitted' || row.status === 'locked' || row.sheetStatus === 'submitted';
      for (const counts of [
        total,
        byGroup.get(row.reviewGroupId) ?? byGroup.set(row.reviewGroupId, empty()).get(row.reviewGroupId),
        byExpert.get(row.userId) ?? byExpert.set(row.userId, empty()).get(row.userId),
      ]) {
        if (!counts) continue;
        counts.assigned++;
        if (row.firstViewedAt !== null) counts.opened++;
        if (!submitted && row.sheetStatus === 'draft') counts.draft++;
        if (submitted) counts.submitted++;
        if (!submitted && now > task.dueAt) counts.overdue++;
      }
    }
    const pairs = await repo.taskGroups(database, taskId);
    const users = new Map(
      (await repo.usersByIds(database, [...byExpert.keys()])).map((user) => [user.userId, user.nickName]),
    );
    return {
      taskId,
      dueAt: task.dueAt,
      total,
      groups: pairs.map((pair) => ({
        reviewGroupId: pair.reviewGroupId,
        reviewGroupName: pair.reviewGroupName,
        ...(byGroup.get(pair.reviewGroupId) ?? empty()),
      })),
      experts: [...byExpert.entries()]
        .map(([userId, counts]) => ({ userId, nickName: users.get(userId) ?? '', ...counts }))
        .sort((a, b) => a.userId - b.userId),
    };
  }
}
