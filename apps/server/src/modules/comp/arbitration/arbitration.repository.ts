import type { AggregationConfig, RubricCriterion } from '@cbo/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compExpert,
  compExpertGroup,
  compExpertGroupMember,
  compReviewAssignment,
  compReviewGroup,
  compReviewTask,
  compReviewTaskEvent,
  compReviewTaskGroup,
  compRubric,
  compScoreSheet,
  compStage,
  compStageEntry,
  sysUser,
} from '../../../db/schema';
import type { AssignmentWarning } from '../../../db/schema/review-tasks';
import type { CompScopePlan } from '../scope/comp-scope.repository';
import { taskScope } from '../taskinfo/taskinfo.repository';

// 2+1 arbitration (docs/arbitration.md): reads a task's assignments with their sheets, the expert
// group bound to a review group, and writes the third review, the entry's state and the event.

/** A task with what arbitration needs: mode, tolerance, seed, rubric, stage configuration. */
export async function taskOf(database: Database, taskId: number, plan?: CompScopePlan) {
  const [row] = await database
    .exec()
    .select({
      taskId: compReviewTask.taskId,
      taskName: compReviewTask.taskName,
      stageId: compReviewTask.stageId,
      competitionId: compStage.competitionId,
      aggregation: sql<AggregationConfig | null>`${compStage.aggregation}`,
      mode: compReviewTask.mode,
      tolerance: sql<number | null>`${compReviewTask.tolerance}::float8`,
      toleranceKind: compReviewTask.toleranceKind,
      status: compReviewTask.status,
      seed: compReviewTask.seed,
      dueAt: compReviewTask.dueAt,
      criteria: sql<RubricCriterion[]>`${compRubric.criteria}`,
    })
    .from(compReviewTask)
    .innerJoin(compStage, eq(compStage.stageId, compReviewTask.stageId))
    .innerJoin(compRubric, eq(compRubric.rubricId, compReviewTask.rubricId))
    .where(and(eq(compReviewTask.taskId, taskId), plan ? taskScope(plan) : undefined));
  return row;
}
export type ArbitrationTask = NonNullable<Awaited<ReturnType<typeof taskOf>>>;

/** Every assignment (voided ones too) of a task, or of one application of it, with its sheet. */
export async function reviewsOf(database: Database, taskId: number, applicationId?: number) {
  return database
    .exec()
    .select({
      assignmentId: compReviewAssignment.assignmentId,
      applicationId: compReviewAssignment.applicationId,
      code: compApplication.code,
      applicationStatus: compApplication.status,
      reviewGroupId: compReviewAssignment.reviewGroupId,
      reviewGroupName: sql<string>`coalesce(${compReviewGroup.groupName}, '')`,
      userId: compReviewAssignment.userId,
      nickName: sql<string>`coalesce(${sysUser.nickName}, '')`,
      method: compReviewAssignment.method,
      replacesId: compReviewAssignment.replacesId,
      status: compReviewAssignment.status,
      sheetStatus: compScoreSheet.status,
      total: sql<number | null>`${compScoreSheet.total}::float8`,
    })
    .from(compReviewAssignment)
    .innerJoin(compApplication, eq(compApplication.applicationId, compReviewAssignment.applicationId))
    .leftJoin(compReviewGroup, eq(compReviewGroup.reviewGroupId, compReviewAssignment.reviewGroupId))
    .leftJoin(sysUser, eq(sysUser.userId, compReviewAssignment.userId))
    .leftJoin(compScoreSheet, eq(compScoreSheet.assignmentId, compReviewAssignment.assignmentId))
    .where(
      and(
        eq(compReviewAssignment.taskId, taskId),
        applicationId === undefined ? undefined : eq(compReviewAssignment.applicationId, applicationId),
      ),
    )
    .orderBy(
      asc(compApplication.code),
      asc(compReviewAssignment.applicationId),
      asc(compReviewAssignment.assignmentId),
    );
}
export type ReviewRecord = Awaited<ReturnType<typeof reviewsOf>>[number];

/** The application's stage entry, locked FOR UPDATE: one dispatch per application at a time. */
export async function lockEntry(database: Database, stageId: number, applicationId: number) {
  const [row] = await database
    .exec()
    .select({ entryId: compStageEntry.entryId, state: compStageEntry.state })
    .from(compStageEntry)
    .where(and(eq(compStageEntry.stageId, stageId), eq(compStageEntry.applicationId, applicationId)))
    .for('update');
  return row;
}

/**
 * The task's row FOR UPDATE, after the entry's: dispatches of one task (and its reassignments,
 * which take it too) run one at a time, so two applications never both take an expert's last
 * place under their max load.
 */
export async function lockTask(database: Database, taskId: number) {
  await database
    .exec()
    .select({ taskId: compReviewTask.taskId })
    .from(compReviewTask)
    .where(eq(compReviewTask.taskId, taskId))
    .for('update');
}

/** The expert group judging a review group in a task, with its leader. */
export async function bindingOf(database: Database, taskId: number, reviewGroupId: number) {
  const [row] = await database
    .exec()
    .select({
      expertGroupId: compReviewTaskGroup.expertGroupId,
      leaderUserId: compExpertGroup.leaderUserId,
    })
    .from(compReviewTaskGroup)
    .leftJoin(compExpertGroup, eq(compExpertGroup.expertGroupId, compReviewTaskGroup.expertGroupId))
    .where(and(eq(compReviewTaskGroup.taskId, taskId), eq(compReviewTaskGroup.reviewGroupId, reviewGroupId)));
  return row;
}

/** The members of expert groups whose expert profile is active (deleted users left out). */
export async function activeMembers(database: Database, expertGroupIds: number[]) {
  if (expertGroupIds.length === 0) return [];
  return database
    .exec()
    .select({
      expertGroupId: compExpertGroupMember.expertGroupId,
      userId: compExpertGroupMember.userId,
      expertId: compExpert.expertId,
      maxLoad: compExpert.maxLoad,
    })
    .from(compExpertGroupMember)
    .innerJoin(compExpert, eq(compExpert.userId, compExpertGroupMember.userId))
    .innerJoin(sysUser, eq(sysUser.userId, compExpertGroupMember.userId))
    .where(
      and(
        inArray(compExpertGroupMember.expertGroupId, expertGroupIds),
        eq(compExpert.status, 'active'),
        eq(sysUser.delFlag, '0'),
      ),
    )
    .orderBy(asc(compExpertGroupMember.userId));
}

/** Live assignments per user in a task. */
export async function loadsIn(database: Database, taskId: number): Promise<Map<number, number>> {
  const found = await database
    .exec()
    .select({ userId: compReviewAssignment.userId, n: sql<number>`count(*)::int` })
    .from(compReviewAssignment)
    .where(and(eq(compReviewAssignment.taskId, taskId), ne(compReviewAssignment.status, 'voided')))
    .groupBy(compReviewAssignment.userId);
  return new Map(found.map((row) => [row.userId, Number(row.n)]));
}

export async function insertThird(
  database: Database,
  value: {
    taskId: number;
    applicationId: number;
    entryId: number | null;
    userId: number;
    reviewGroupId: number;
    warnings: AssignmentWarning[];
    by: string;
  },
): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compReviewAssignment)
    .values({
      taskId: value.taskId,
      applicationId: value.applicationId,
      entryId: value.entryId,
      userId: value.userId,
      reviewGroupId: value.reviewGroupId,
      method: 'third_review',
      warnings: value.warnings,
      createBy: value.by,
    })
    .returning({ assignmentId: compReviewAssignment.assignmentId });
  return row.assignmentId;
}

export async function escalateEntry(database: Database, entryId: number, by: string, at: string) {
  await database
    .exec()
    .update(compStageEntry)
    .set({ state: 'escalated', updateBy: by, updateTime: at })
    .where(eq(compStageEntry.entryId, entryId));
}

export async function insertEvent(
  database: Database,
  event: { taskId: number; detail: Record<string, unknown>; by: string; at: string },
) {
  await database.exec().insert(compReviewTaskEvent).values({
    taskId: event.taskId,
    action: 'third_review',
    detail: event.detail,
    createBy: event.by,
    createTime: event.at,
  });
}

/** A user's name and mobile (the text after a dispatch). */
export async function contactOf(database: Database, userId: number) {
  const [row] = await database
    .exec()
    .select({ nickName: sysUser.nickName, phonenumber: sysUser.phonenumber })
    .from(sysUser)
    .where(eq(sysUser.userId, userId));
  return row;
}
