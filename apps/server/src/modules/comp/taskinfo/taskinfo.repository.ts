import type { RubricCriterion } from '@cbo/contracts';
import { LEFT_COMPETITION_STATUSES } from '@cbo/contracts';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
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
  compStage,
  compStageEntry,
  sysUser,
} from '../../../db/schema';
import type { AssignmentWarning, BlindOptions } from '../../../db/schema/review-tasks';
import { type FilterSpec, filterConditions, orderBy } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';
import { expertGroupScope, reviewGroupScope } from '../grouping/grouping.repository';
import type { CompScopePlan } from '../scope/comp-scope.repository';

// Review tasks (docs/review-tasks.md): comp_review_task, its group pairs, its history and the
// assignments publishing writes. Tasks follow the competition scope through their review groups.

type Page = { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string };

const leftStatuses = sql.join(
  LEFT_COMPETITION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A task is in the caller's scope when it has groups and every one of its review groups is: a
 * region-scoped organiser never sees (or acts on) a task judging groups outside their region.
 */
export function taskScope(plan: CompScopePlan): SQL | undefined {
  const groupScope = reviewGroupScope(plan);
  if (!groupScope) return undefined;
  return sql`exists (select 1 from comp_review_task_group stg where stg.task_id = ${compReviewTask.taskId})
    and not exists (select 1 from comp_review_task_group stg
      join comp_review_group on comp_review_group.review_group_id = stg.review_group_id
      where stg.task_id = ${compReviewTask.taskId} and not coalesce((${groupScope}), false))`;
}

const taskColumns = {
  taskId: compReviewTask.taskId,
  stageId: compReviewTask.stageId,
  stageName: sql<string>`(select ts.stage_name from comp_stage ts where ts.stage_id = comp_review_task.stage_id)`,
  trackName: sql<string | null>`(select tt.track_name from comp_stage ts join comp_track tt on tt.track_id = ts.track_id
    where ts.stage_id = comp_review_task.stage_id)`,
  taskName: compReviewTask.taskName,
  rubricId: compReviewTask.rubricId,
  rubricName: sql<string>`(select tr.rubric_name from comp_rubric tr where tr.rubric_id = comp_review_task.rubric_id)`,
  rubricVersion: sql<number>`(select tr.version from comp_rubric tr where tr.rubric_id = comp_review_task.rubric_id)`,
  mode: compReviewTask.mode,
  k: compReviewTask.k,
  tolerance: sql<number | null>`${compReviewTask.tolerance}::float8`,
  toleranceKind: compReviewTask.toleranceKind,
  dueAt: compReviewTask.dueAt,
  remindDays: compReviewTask.remindDays,
  blind: compReviewTask.blind,
  allowDownload: compReviewTask.allowDownload,
  lockOnSubmit: compReviewTask.lockOnSubmit,
  status: compReviewTask.status,
  seed: compReviewTask.seed,
  publishedBy: compReviewTask.publishedBy,
  publishedAt: compReviewTask.publishedAt,
  groupCount: sql<number>`(select count(*)::int from comp_review_task_group cg where cg.task_id = comp_review_task.task_id)`,
  assignmentCount: sql<number>`(select count(*)::int from comp_review_assignment ca
    where ca.task_id = comp_review_task.task_id and ca.status <> 'voided')`,
  createBy: compReviewTask.createBy,
  createTime: compReviewTask.createTime,
};

export type TaskRow = Awaited<ReturnType<typeof tasksInScope>>[number];

export interface TaskFilter {
  competitionId?: number | '';
  stageId?: number | '';
  taskName?: string;
  status?: string;
}

const taskFilters: FilterSpec = {
  taskName: { op: 'like', column: compReviewTask.taskName },
  status: { op: 'eq', column: compReviewTask.status },
  stageId: { op: 'eq', column: compReviewTask.stageId },
};
const taskSortable = {
  taskName: compReviewTask.taskName,
  dueAt: compReviewTask.dueAt,
  status: compReviewTask.status,
  createTime: compReviewTask.createTime,
};

export async function listTasks(database: Database, filter: TaskFilter, plan: CompScopePlan, page: Page) {
  const where = and(
    taskScope(plan),
    filter.competitionId
      ? sql`${compReviewTask.stageId} in (select fs.stage_id from comp_stage fs where fs.competition_id = ${filter.competitionId})`
      : undefined,
    ...filterConditions(taskFilters, { ...filter }),
  );
  const order = orderBy(taskSortable, page, [desc(compReviewTask.taskId)], compReviewTask.taskId);
  return pagedList(database, {
    from: compReviewTask,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(taskColumns)
        .from(compReviewTask)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** Tasks by id within the caller's scope (unknown or outside ids are left out); `lock` takes them FOR UPDATE. */
export async function tasksInScope(database: Database, ids: number[], plan: CompScopePlan, lock = false) {
  if (ids.length === 0) return [];
  const query = database
    .exec()
    .select(taskColumns)
    .from(compReviewTask)
    .where(and(inArray(compReviewTask.taskId, ids), taskScope(plan)))
    .orderBy(asc(compReviewTask.taskId));
  return lock ? query.for('update') : query;
}

export function taskNameTaken(database: Database, stageId: number, taskName: string, exceptId?: number) {
  return isTaken(
    database,
    compReviewTask.taskId,
    and(eq(compReviewTask.stageId, stageId), eq(compReviewTask.taskName, taskName)),
    exceptId,
  );
}

export interface TaskValues {
  stageId: number;
  taskName: string;
  rubricId: number;
  mode: string;
  k: number | null;
  tolerance: string | null;
  toleranceKind: string | null;
  dueAt: string;
  remindDays: number;
  blind: BlindOptions;
  allowDownload: '0' | '1';
  lockOnSubmit: '0' | '1';
}

export async function insertTask(database: Database, values: TaskValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compReviewTask)
    .values({ ...values, createBy: by })
    .returning({ taskId: compReviewTask.taskId });
  return row.taskId;
}

export async function updateTask(
  database: Database,
  { taskId, values, by, at }: { taskId: number; values: TaskValues; by: string; at: string },
) {
  await database
    .exec()
    .update(compReviewTask)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(and(eq(compReviewTask.taskId, taskId), eq(compReviewTask.status, 'draft')));
}

export async function replaceTaskGroups(
  database: Database,
  taskId: number,
  pairs: ReadonlyArray<{ reviewGroupId: number; expertGroupId: number }>,
) {
  const db = database.exec();
  await db.delete(compReviewTaskGroup).where(eq(compReviewTaskGroup.taskId, taskId));
  if (pairs.length > 0) await db.insert(compReviewTaskGroup).values(pairs.map((pair) => ({ taskId, ...pair })));
}

/** Removes draft tasks with their pairs and history (a draft has no assignment). */
export async function deleteTasks(database: Database, ids: number[]) {
  const db = database.exec();
  await db.delete(compReviewTaskGroup).where(inArray(compReviewTaskGroup.taskId, ids));
  await db.delete(compReviewTaskEvent).where(inArray(compReviewTaskEvent.taskId, ids));
  await db.delete(compReviewTask).where(and(inArray(compReviewTask.taskId, ids), eq(compReviewTask.status, 'draft')));
}

/** A judging stage with its edition (FOR SHARE: a concurrent setup save cannot delete it meanwhile). */
export async function holdJudgingStage(database: Database, stageId: number) {
  const [row] = await database
    .exec()
    .select({ stageId: compStage.stageId, competitionId: compStage.competitionId, stageKind: compStage.stageKind })
    .from(compStage)
    .where(eq(compStage.stageId, stageId))
    .for('share');
  return row;
}

/**
 * Review groups by id with their stage, binding and lock, FOR UPDATE: two tasks taking one group
 * at once wait for each other, so the "one task per group" check sees the other's write.
 */
export async function lockReviewGroups(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select({
      reviewGroupId: compReviewGroup.reviewGroupId,
      stageId: compReviewGroup.stageId,
      groupName: compReviewGroup.groupName,
      expertGroupId: compReviewGroup.expertGroupId,
    })
    .from(compReviewGroup)
    .where(inArray(compReviewGroup.reviewGroupId, ids))
    .orderBy(asc(compReviewGroup.reviewGroupId))
    .for('update');
}

/** Which of these review groups the caller's scope holds. */
export async function reviewGroupIdsInScope(database: Database, ids: number[], plan: CompScopePlan) {
  if (ids.length === 0) return new Set<number>();
  const found = await database
    .exec()
    .select({ reviewGroupId: compReviewGroup.reviewGroupId })
    .from(compReviewGroup)
    .where(and(inArray(compReviewGroup.reviewGroupId, ids), reviewGroupScope(plan)));
  return new Set(found.map((row) => row.reviewGroupId));
}

export async function expertGroupsByIds(database: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return database
    .exec()
    .select({
      expertGroupId: compExpertGroup.expertGroupId,
      stageId: compExpertGroup.stageId,
      groupName: compExpertGroup.groupName,
    })
    .from(compExpertGroup)
    .where(inArray(compExpertGroup.expertGroupId, ids));
}

/** The tasks (other than `exceptTaskId`) holding these review groups. */
export async function groupHolders(database: Database, reviewGroupIds: number[], exceptTaskId?: number) {
  if (reviewGroupIds.length === 0) return [];
  return database
    .exec()
    .select({
      reviewGroupId: compReviewTaskGroup.reviewGroupId,
      taskId: compReviewTask.taskId,
      taskName: compReviewTask.taskName,
    })
    .from(compReviewTaskGroup)
    .innerJoin(compReviewTask, eq(compReviewTask.taskId, compReviewTaskGroup.taskId))
    .where(
      and(
        inArray(compReviewTaskGroup.reviewGroupId, reviewGroupIds),
        exceptTaskId === undefined ? undefined : ne(compReviewTaskGroup.taskId, exceptTaskId),
      ),
    );
}

/** A task's pairs with names, counting applications and members. */
export async function taskGroups(database: Database, taskId: number) {
  return database
    .exec()
    .select({
      reviewGroupId: compReviewTaskGroup.reviewGroupId,
      reviewGroupName: sql<string>`coalesce((select g.group_name from comp_review_group g
        where g.review_group_id = comp_review_task_group.review_group_id), '')`,
      expertGroupId: compReviewTaskGroup.expertGroupId,
      expertGroupName: sql<string>`coalesce((select e.group_name from comp_expert_group e
        where e.expert_group_id = comp_review_task_group.expert_group_id), '')`,
      applications: sql<number>`(select count(*)::int from comp_stage_entry se
        join comp_application sa on sa.application_id = se.application_id
        where se.review_group_id = comp_review_task_group.review_group_id and sa.status not in (${leftStatuses}))`,
      experts: sql<number>`(select count(*)::int from comp_expert_group_member m
        where m.expert_group_id = comp_review_task_group.expert_group_id)`,
    })
    .from(compReviewTaskGroup)
    .where(eq(compReviewTaskGroup.taskId, taskId))
    .orderBy(asc(compReviewTaskGroup.reviewGroupId));
}

export async function insertEvent(
  database: Database,
  event: {
    taskId: number;
    action: string;
    fromStatus?: string | null;
    toStatus?: string | null;
    reason?: string | null;
    detail?: Record<string, unknown>;
    by: string;
    at: string;
  },
) {
  await database
    .exec()
    .insert(compReviewTaskEvent)
    .values({
      taskId: event.taskId,
      action: event.action,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      reason: event.reason ?? null,
      detail: event.detail ?? {},
      createBy: event.by,
      createTime: event.at,
    });
}

export async function taskEvents(database: Database, taskId: number) {
  return database
    .exec()
    .select({
      action: compReviewTaskEvent.action,
      fromStatus: compReviewTaskEvent.fromStatus,
      toStatus: compReviewTaskEvent.toStatus,
      reason: compReviewTaskEvent.reason,
      detail: compReviewTaskEvent.detail,
      createBy: compReviewTaskEvent.createBy,
      createTime: compReviewTaskEvent.createTime,
    })
    .from(compReviewTaskEvent)
    .where(eq(compReviewTaskEvent.taskId, taskId))
    .orderBy(desc(compReviewTaskEvent.eventId));
}

/** Moves a task from one status to another (answers false when it was not in `from` any more). */
export async function moveTask(
  database: Database,
  {
    taskId,
    from,
    to,
    extra = {},
    by,
    at,
  }: {
    taskId: number;
    from: readonly string[];
    to: string;
    extra?: Partial<typeof compReviewTask.$inferInsert>;
    by: string;
    at: string;
  },
): Promise<boolean> {
  const moved = await database
    .exec()
    .update(compReviewTask)
    .set({ ...extra, status: to, updateBy: by, updateTime: at })
    .where(and(eq(compReviewTask.taskId, taskId), inArray(compReviewTask.status, [...from])))
    .returning({ taskId: compReviewTask.taskId });
  return moved.length > 0;
}

/** The counting stage entries of review groups (withdrawn and disqualified applications left out). */
export async function countingEntries(database: Database, reviewGroupIds: number[]) {
  if (reviewGroupIds.length === 0) return [];
  return database
    .exec()
    .select({
      entryId: compStageEntry.entryId,
      applicationId: compStageEntry.applicationId,
      reviewGroupId: sql<number>`${compStageEntry.reviewGroupId}`.mapWith(Number),
      code: compApplication.code,
    })
    .from(compStageEntry)
    .innerJoin(compApplication, eq(compApplication.applicationId, compStageEntry.applicationId))
    .where(
      and(
        inArray(compStageEntry.reviewGroupId, reviewGroupIds),
        sql`${compApplication.status} not in (${leftStatuses})`,
      ),
    )
    .orderBy(asc(compApplication.code), asc(compStageEntry.applicationId));
}

/** The members (user ids) of expert groups. */
export async function groupMembers(database: Database, expertGroupIds: number[]) {
  if (expertGroupIds.length === 0) return [];
  return database
    .exec()
    .select({ expertGroupId: compExpertGroupMember.expertGroupId, userId: compExpertGroupMember.userId })
    .from(compExpertGroupMember)
    .where(inArray(compExpertGroupMember.expertGroupId, expertGroupIds))
    .orderBy(asc(compExpertGroupMember.expertGroupId), asc(compExpertGroupMember.userId));
}

export interface AssignmentValues {
  taskId: number;
  applicationId: number;
  entryId: number | null;
  userId: number;
  reviewGroupId: number;
  method: string;
  warnings: AssignmentWarning[];
  replacesId?: number | null;
}

const INSERT_BATCH = 10_000;

/**
 * Inserts a publish's assignments: each batch is one statement reading its rows from one jsonb
 * parameter (30,000 rows of ten parameters each would be 30 statements of 10,000 parameters, four
 * times slower on PGlite).
 */
export async function insertAssignments(database: Database, values: AssignmentValues[], by: string) {
  const db = database.exec();
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    const batch = values.slice(start, start + INSERT_BATCH).map((value) => ({
      task_id: value.taskId,
      application_id: value.applicationId,
      entry_id: value.entryId,
      user_id: value.userId,
      review_group_id: value.reviewGroupId,
      method: value.method,
      warnings: value.warnings,
      replaces_id: value.replacesId ?? null,
    }));
    await db.execute(sql`insert into comp_review_assignment
      (task_id, application_id, entry_id, user_id, review_group_id, method, warnings, replaces_id, create_by)
      select task_id, application_id, entry_id, user_id, review_group_id, method, warnings, replaces_id, ${by}
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(task_id bigint, application_id bigint,
        entry_id bigint, user_id bigint, review_group_id bigint, method varchar, warnings jsonb, replaces_id bigint)`);
  }
}

export async function insertAssignment(database: Database, value: AssignmentValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compReviewAssignment)
    .values({ ...value, createBy: by })
    .returning({ assignmentId: compReviewAssignment.assignmentId });
  return row.assignmentId;
}

/** Account names, nicknames and mobiles of users. */
export async function usersByIds(database: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return database
    .exec()
    .select({
      userId: sysUser.userId,
      userName: sysUser.userName,
      nickName: sysUser.nickName,
      phonenumber: sysUser.phonenumber,
    })
    .from(sysUser)
    .where(inArray(sysUser.userId, userIds));
}

/** The expert profile (status, max load) of users, with their expert id. */
export async function expertProfiles(database: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return database
    .exec()
    .select({
      expertId: compExpert.expertId,
      userId: compExpert.userId,
      status: compExpert.status,
      maxLoad: compExpert.maxLoad,
    })
    .from(compExpert)
    .innerJoin(sysUser, eq(sysUser.userId, compExpert.userId))
    .where(and(inArray(compExpert.userId, userIds), eq(sysUser.delFlag, '0')));
}

/** A live assignment of (task, application, expert), locked FOR UPDATE. */
export async function liveAssignment(database: Database, taskId: number, applicationId: number, userId: number) {
  const [row] = await database
    .exec()
    .select({
      assignmentId: compReviewAssignment.assignmentId,
      entryId: compReviewAssignment.entryId,
      reviewGroupId: compReviewAssignment.reviewGroupId,
      method: compReviewAssignment.method,
      status: compReviewAssignment.status,
    })
    .from(compReviewAssignment)
    .where(
      and(
        eq(compReviewAssignment.taskId, taskId),
        eq(compReviewAssignment.applicationId, applicationId),
        eq(compReviewAssignment.userId, userId),
        ne(compReviewAssignment.status, 'voided'),
      ),
    )
    .for('update');
  return row;
}

/** Live assignments of a user in a task (their load). */
export async function loadOf(database: Database, taskId: number, userId: number): Promise<number> {
  const [row] = await database
    .exec()
    .select({ n: sql<number>`count(*)::int` })
    .from(compReviewAssignment)
    .where(
      and(
        eq(compReviewAssignment.taskId, taskId),
        eq(compReviewAssignment.userId, userId),
        ne(compReviewAssignment.status, 'voided'),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function voidAssignment(
  database: Database,
  { assignmentId, reason, by, at }: { assignmentId: number; reason: string; by: string; at: string },
) {
  await database
    .exec()
    .update(compReviewAssignment)
    .set({ status: 'voided', voidedReason: reason, updateBy: by, updateTime: at })
    .where(eq(compReviewAssignment.assignmentId, assignmentId));
}

/** The statuses of an assignment still to be scored: voiding one keeps any sheet it has. */
export const OPEN_ASSIGNMENT_STATUSES = ['assigned', 'viewed', 'in_progress', 'coi_declared'] as const;

/**
 * Voids an application's open assignments (submitted and locked ones stay), in every task or in one
 * (`taskId`: a roadshow's absentee, docs/roadshow.md); answers how many.
 */
export async function voidOpenOf(
  database: Database,
  { applicationId, reason, by, taskId }: { applicationId: number; reason: string; by: string; taskId?: number },
): Promise<number> {
  const voided = await database
    .exec()
    .update(compReviewAssignment)
    .set({ status: 'voided', voidedReason: reason.slice(0, 500), updateBy: by, updateTime: sql`localtimestamp(0)` })
    .where(
      and(
        eq(compReviewAssignment.applicationId, applicationId),
        taskId === undefined ? undefined : eq(compReviewAssignment.taskId, taskId),
        inArray(compReviewAssignment.status, [...OPEN_ASSIGNMENT_STATUSES]),
      ),
    )
    .returning({ assignmentId: compReviewAssignment.assignmentId });
  return voided.length;
}

/** published → in_progress (the first sheet saved); answers whether it moved. */
export async function markTaskInProgress(database: Database, taskId: number): Promise<boolean> {
  const moved = await database
    .exec()
    .update(compReviewTask)
    .set({ status: 'in_progress', updateTime: sql`localtimestamp(0)` })
    .where(and(eq(compReviewTask.taskId, taskId), eq(compReviewTask.status, 'published')))
    .returning({ taskId: compReviewTask.taskId });
  return moved.length > 0;
}

/** The application's code (for refusals). */
export async function applicationCode(database: Database, applicationId: number): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ code: compApplication.code })
    .from(compApplication)
    .where(eq(compApplication.applicationId, applicationId));
  return row?.code;
}

// --- The task form's options -------------------------------------------------------------------

export async function stageRubrics(database: Database, stageId: number) {
  return database
    .exec()
    .select({
      rubricId: compRubric.rubricId,
      rubricName: compRubric.rubricName,
      version: compRubric.version,
      frozen: compRubric.frozen,
      criteria: sql<RubricCriterion[]>`${compRubric.criteria}`,
    })
    .from(compRubric)
    .where(eq(compRubric.stageId, stageId))
    .orderBy(asc(compRubric.rubricName), desc(compRubric.version));
}

export async function stageReviewGroups(database: Database, stageId: number, plan: CompScopePlan) {
  return database
    .exec()
    .select({
      reviewGroupId: compReviewGroup.reviewGroupId,
      groupName: compReviewGroup.groupName,
      expertGroupId: compReviewGroup.expertGroupId,
      applications: sql<number>`(select count(*)::int from comp_stage_entry se
        join comp_application sa on sa.application_id = se.application_id
        where se.review_group_id = comp_review_group.review_group_id and sa.status not in (${leftStatuses}))`,
      taskId: sql<number | null>`(select min(og.task_id)::int from comp_review_task_group og
        where og.review_group_id = comp_review_group.review_group_id)`,
    })
    .from(compReviewGroup)
    .where(and(eq(compReviewGroup.stageId, stageId), reviewGroupScope(plan)))
    .orderBy(asc(compReviewGroup.sort), asc(compReviewGroup.reviewGroupId));
}

export async function taskNames(database: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const found = await database
    .exec()
    .select({ taskId: compReviewTask.taskId, taskName: compReviewTask.taskName })
    .from(compReviewTask)
    .where(inArray(compReviewTask.taskId, ids));
  return new Map(found.map((row) => [row.taskId, row.taskName]));
}

export async function stageExpertGroups(database: Database, stageId: number, plan: CompScopePlan) {
  return database
    .exec()
    .select({
      expertGroupId: compExpertGroup.expertGroupId,
      groupName: compExpertGroup.groupName,
      members: sql<number>`(select count(*)::int from comp_expert_group_member m
        where m.expert_group_id = comp_expert_group.expert_group_id)`,
    })
    .from(compExpertGroup)
    .where(and(eq(compExpertGroup.stageId, stageId), expertGroupScope(plan)))
    .orderBy(asc(compExpertGroup.groupName));
}

// --- Progress and the assignment list ------------------------------------------------------------

const sheetStatus = sql<string | null>`(select sh.status from comp_score_sheet sh
  where sh.assignment_id = comp_review_assignment.assignment_id)`;

/** Live assignments of a task with their sheet's status, for the progress counts. */
export async function progressRows(database: Database, taskId: number) {
  return database
    .exec()
    .select({
      reviewGroupId: compReviewAssignment.reviewGroupId,
      userId: compReviewAssignment.userId,
      status: compReviewAssignment.status,
      firstViewedAt: compReviewAssignment.firstViewedAt,
      submittedAt: compReviewAssignment.submittedAt,
      sheetStatus,
    })
    .from(compReviewAssignment)
    .where(and(eq(compReviewAssignment.taskId, taskId), ne(compReviewAssignment.status, 'voided')));
}

export async function groupNames(database: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const found = await database
    .exec()
    .select({ id: compReviewGroup.reviewGroupId, name: compReviewGroup.groupName })
    .from(compReviewGroup)
    .where(inArray(compReviewGroup.reviewGroupId, ids));
  return new Map(found.map((row) => [row.id, row.name]));
}

export interface AssignmentFilter {
  reviewGroupId?: number | '';
  userId?: number | '';
  applicationId?: number | '';
  code?: string;
  status?: string;
}

const assignmentFilters: FilterSpec = {
  reviewGroupId: { op: 'eq', column: compReviewAssignment.reviewGroupId },
  userId: { op: 'eq', column: compReviewAssignment.userId },
  applicationId: { op: 'eq', column: compReviewAssignment.applicationId },
  status: { op: 'eq', column: compReviewAssignment.status },
};

export async function listAssignments(database: Database, taskId: number, filter: AssignmentFilter, page: Page) {
  const code = filter.code?.trim();
  const where = and(
    eq(compReviewAssignment.taskId, taskId),
    code
      ? sql`${compReviewAssignment.applicationId} in (select fa.application_id from comp_application fa where fa.code like ${`%${code.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
    ...filterConditions(assignmentFilters, { ...filter }),
  );
  return pagedList(database, {
    from: compReviewAssignment,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          assignmentId: compReviewAssignment.assignmentId,
          applicationId: compReviewAssignment.applicationId,
          code: sql<string>`coalesce((select a.code from comp_application a
            where a.application_id = comp_review_assignment.application_id), '')`,
          projectName: sql<string>`coalesce((select a.project_name from comp_application a
            where a.application_id = comp_review_assignment.application_id), '')`,
          reviewGroupId: compReviewAssignment.reviewGroupId,
          reviewGroupName: sql<string>`coalesce((select g.group_name from comp_review_group g
            where g.review_group_id = comp_review_assignment.review_group_id), '')`,
          userId: compReviewAssignment.userId,
          nickName: sql<string>`coalesce((select u.nick_name from sys_user u
            where u.user_id = comp_review_assignment.user_id), '')`,
          method: compReviewAssignment.method,
          status: compReviewAssignment.status,
          warnings: compReviewAssignment.warnings,
          firstViewedAt: compReviewAssignment.firstViewedAt,
          submittedAt: compReviewAssignment.submittedAt,
          sheetStatus,
          total: sql<number | null>`(select sh.total::float8 from comp_score_sheet sh
            where sh.assignment_id = comp_review_assignment.assignment_id)`,
          voidedReason: compReviewAssignment.voidedReason,
          replacesId: compReviewAssignment.replacesId,
        })
        .from(compReviewAssignment)
        .where(where)
        .orderBy(
          sql`(select a.code from comp_application a where a.application_id = comp_review_assignment.application_id)`,
          asc(compReviewAssignment.assignmentId),
        )
        .limit(limit)
        .offset(offset),
  });
}

// --- Reminders -----------------------------------------------------------------------------------

/** Tasks experts are still scoring (published or in progress) whose due time lies ahead. */
export async function tasksToRemind(database: Database, now: string) {
  return database
    .exec()
    .select({
      taskId: compReviewTask.taskId,
      taskName: compReviewTask.taskName,
      dueAt: compReviewTask.dueAt,
      remindDays: compReviewTask.remindDays,
    })
    .from(compReviewTask)
    .where(and(inArray(compReviewTask.status, ['published', 'in_progress']), sql`${compReviewTask.dueAt} > ${now}`))
    .orderBy(asc(compReviewTask.taskId));
}

/** The task's row FOR UPDATE and the days it already sent reminders on, with their kinds. */
export async function lockReminders(database: Database, taskId: number) {
  await database
    .exec()
    .select({ taskId: compReviewTask.taskId })
    .from(compReviewTask)
    .where(eq(compReviewTask.taskId, taskId))
    .for('update');
  const sent = await database
    .exec()
    .select({ detail: compReviewTaskEvent.detail })
    .from(compReviewTaskEvent)
    .where(and(eq(compReviewTaskEvent.taskId, taskId), eq(compReviewTaskEvent.action, 'remind')));
  return sent.map((row) => row.detail as { kind?: string; day?: string });
}

/** Experts with unsubmitted live assignments of a task: how many each, and their mobile. */
export async function pendingExperts(database: Database, taskId: number) {
  return database
    .exec()
    .select({
      userId: compReviewAssignment.userId,
      pending: sql<number>`count(*)::int`,
      phonenumber: sql<
        string | null
      >`(select u.phonenumber from sys_user u where u.user_id = comp_review_assignment.user_id)`,
    })
    .from(compReviewAssignment)
    .where(
      and(
        eq(compReviewAssignment.taskId, taskId),
        inArray(compReviewAssignment.status, ['assigned', 'viewed', 'in_progress']),
      ),
    )
    .groupBy(compReviewAssignment.userId)
    .orderBy(asc(compReviewAssignment.userId));
}

/** Live assignments per expert of a task, and who holds the application (when given). */
export async function loadsOf(database: Database, taskId: number, applicationId?: number) {
  const found = await database
    .exec()
    .select({
      userId: compReviewAssignment.userId,
      load: sql<number>`count(*)::int`,
      holds: applicationId
        ? sql<boolean>`bool_or(${compReviewAssignment.applicationId} = ${applicationId})`
        : sql<boolean>`false`,
    })
    .from(compReviewAssignment)
    .where(and(eq(compReviewAssignment.taskId, taskId), ne(compReviewAssignment.status, 'voided')))
    .groupBy(compReviewAssignment.userId);
  return new Map(found.map((row) => [row.userId, { load: Number(row.load), holds: Boolean(row.holds) }]));
}

/** The review group of the task's stage an application is judged in, when it is one of these groups. */
export async function entryGroupOf(database: Database, stageId: number, applicationId: number, groupIds: number[]) {
  if (groupIds.length === 0) return undefined;
  const [row] = await database
    .exec()
    .select({ reviewGroupId: compStageEntry.reviewGroupId })
    .from(compStageEntry)
    .where(
      and(
        eq(compStageEntry.stageId, stageId),
        eq(compStageEntry.applicationId, applicationId),
        inArray(compStageEntry.reviewGroupId, groupIds),
      ),
    );
  return row?.reviewGroupId ?? undefined;
}
