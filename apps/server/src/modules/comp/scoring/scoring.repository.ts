import type { SheetItems } from '@cbo/contracts';
import { and, asc, desc, eq, gt, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compApplicationMember,
  compOrganisation,
  compRegion,
  compReviewAssignment,
  compReviewGroup,
  compReviewTask,
  compRubric,
  compScoreRevision,
  compScoreSheet,
  compStage,
  compTrack,
  sysUser,
} from '../../../db/schema';
import type { BlindOptions } from '../../../db/schema/review-tasks';
import { pagedList } from '../../../lib/crud/paged-list';
import { expertOfUser, insertDeclaration, lockPair, openDeclaration } from '../coi/coi-declarations.repository';
import { type CompScopePlan, compScopeCondition } from '../scope/comp-scope';

// Score sheets and their revisions (docs/scoring.md). Assignments and tasks are read here, never
// through the task module's repository; the only task write is published -> in_progress.

const asg = compReviewAssignment;
const task = compReviewTask;
const app = compApplication;
const sheet = compScoreSheet;
const rev = compScoreRevision;

/** Assignments that count for scoring: neither voided nor stopped by a declared conflict. */
export const NOT_LIVE = ['voided', 'coi_declared'] as const;

export interface AssignmentRow {
  assignmentId: number;
  taskId: number;
  applicationId: number;
  userId: number;
  status: string;
  statementAt: string | null;
  firstViewedAt: string | null;
  timeSpent: number;
  submittedAt: string | null;
  taskName: string;
  taskStatus: string;
  rubricId: number;
  dueAt: string;
  blind: BlindOptions;
  allowDownload: string;
  lockOnSubmit: string;
  competitionId: number;
}

const assignmentColumns = {
  assignmentId: asg.assignmentId,
  taskId: asg.taskId,
  applicationId: asg.applicationId,
  userId: asg.userId,
  status: asg.status,
  statementAt: asg.statementAt,
  firstViewedAt: asg.firstViewedAt,
  timeSpent: asg.timeSpent,
  submittedAt: asg.submittedAt,
  taskName: task.taskName,
  taskStatus: task.status,
  rubricId: task.rubricId,
  dueAt: task.dueAt,
  blind: task.blind,
  allowDownload: task.allowDownload,
  lockOnSubmit: task.lockOnSubmit,
  competitionId: app.competitionId,
};

function selectAssignment(database: Database) {
  return database
    .exec()
    .select(assignmentColumns)
    .from(asg)
    .innerJoin(task, eq(task.taskId, asg.taskId))
    .innerJoin(app, eq(app.applicationId, asg.applicationId));
}

/** The caller's own live assignment of an application in a task, if there is one. */
export async function ownLiveAssignment(
  database: Database,
  input: { userId: number; taskId: number; applicationId: number },
): Promise<AssignmentRow | undefined> {
  const [row] = await selectAssignment(database)
    .where(
      and(
        eq(asg.userId, input.userId),
        eq(asg.taskId, input.taskId),
        eq(asg.applicationId, input.applicationId),
        notInArray(asg.status, [...NOT_LIVE]),
      ),
    )
    .limit(1);
  return row;
}

/** An assignment by id, if its application is within the staff caller's scope. */
export async function assignmentInScope(
  database: Database,
  assignmentId: number,
  plan: CompScopePlan,
): Promise<AssignmentRow | undefined> {
  const [row] = await selectAssignment(database)
    .where(and(eq(asg.assignmentId, assignmentId), scopeOfApplication(plan)))
    .limit(1);
  return row;
}

export async function assignmentById(database: Database, assignmentId: number): Promise<AssignmentRow | undefined> {
  const [row] = await selectAssignment(database).where(eq(asg.assignmentId, assignmentId)).limit(1);
  return row;
}

const scopeOfApplication = (plan: CompScopePlan) =>
  compScopeCondition(plan, { region: app.regionCode, organisation: app.orgId, owner: app.createBy });

/** Whether a task exists and every review group it judges lies within the caller's scope. */
export async function taskInScope(database: Database, taskId: number, plan: CompScopePlan): Promise<boolean> {
  const [found] = await database.exec().select({ id: task.taskId }).from(task).where(eq(task.taskId, taskId)).limit(1);
  if (!found) return false;
  const condition = compScopeCondition(plan, {
    region: compReviewGroup.regionCode,
    organisation: compReviewGroup.orgId,
    owner: compReviewGroup.createBy,
  });
  if (!condition) return true;
  const [outside] = await database
    .exec()
    .select({ id: compReviewGroup.reviewGroupId })
    .from(compReviewGroup)
    .where(
      and(
        sql`${compReviewGroup.reviewGroupId} in (select review_group_id from comp_review_task_group where task_id = ${taskId})`,
        sql`not coalesce((${condition}), false)`,
      ),
    )
    .limit(1);
  return !outside;
}

export async function applicationInScope(database: Database, applicationId: number, plan: CompScopePlan) {
  const [row] = await database
    .exec()
    .select({ id: app.applicationId })
    .from(app)
    .where(and(eq(app.applicationId, applicationId), scopeOfApplication(plan)))
    .limit(1);
  return row !== undefined;
}

export async function rubricById(database: Database, rubricId: number) {
  const [row] = await database
    .exec()
    .select({
      rubricId: compRubric.rubricId,
      rubricName: compRubric.rubricName,
      version: compRubric.version,
      criteria: compRubric.criteria,
    })
    .from(compRubric)
    .where(eq(compRubric.rubricId, rubricId))
    .limit(1);
  return row;
}

/** The application's rows an expert view may draw on (the view picks from them per blind option). */
export async function applicationSource(database: Database, applicationId: number) {
  const [row] = await database
    .exec()
    .select({
      applicationId: app.applicationId,
      code: app.code,
      projectName: app.projectName,
      trackName: compTrack.trackName,
      industry: app.industry,
      summary: app.summary,
      videoLink: app.videoLink,
      memberCount: app.memberCount,
      leaderName: app.leaderName,
      orgName: compOrganisation.orgName,
      regionName: compRegion.regionName,
      mentors: app.mentors,
      attachments: app.attachments,
    })
    .from(app)
    .innerJoin(compTrack, eq(compTrack.trackId, app.trackId))
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, app.orgId))
    .leftJoin(compRegion, eq(compRegion.regionCode, app.regionCode))
    .where(eq(app.applicationId, applicationId))
    .limit(1);
  if (!row) return undefined;
  const members = await database
    .exec()
    .select({
      role: compApplicationMember.role,
      name: compApplicationMember.name,
      orgName: compApplicationMember.orgName,
    })
    .from(compApplicationMember)
    .where(eq(compApplicationMember.applicationId, applicationId))
    .orderBy(asc(compApplicationMember.seq));
  return { ...row, members };
}

export type ApplicationSource = NonNullable<Awaited<ReturnType<typeof applicationSource>>>;

/** Only the attachments list, for serving one file through a per-assignment link. */
export async function attachmentsOf(database: Database, applicationId: number) {
  const [row] = await database
    .exec()
    .select({ code: app.code, attachments: app.attachments })
    .from(app)
    .where(eq(app.applicationId, applicationId))
    .limit(1);
  return row;
}

export async function userLabel(database: Database, userId: number): Promise<string> {
  const [row] = await database
    .exec()
    .select({ userName: sysUser.userName, nickName: sysUser.nickName })
    .from(sysUser)
    .where(eq(sysUser.userId, userId))
    .limit(1);
  return row ? `${row.nickName} (${row.userName})` : String(userId);
}

/** The neighbours of an assignment in the expert's queue of the task (assignment id order). */
export async function queueNeighbours(
  database: Database,
  current: { userId: number; taskId: number; assignmentId: number },
) {
  const base = and(
    eq(asg.userId, current.userId),
    eq(asg.taskId, current.taskId),
    notInArray(asg.status, [...NOT_LIVE]),
  );
  const pick = (condition: SQL, order: SQL) =>
    database
      .exec()
      .select({ taskId: asg.taskId, applicationId: asg.applicationId, applicationCode: app.code })
      .from(asg)
      .innerJoin(app, eq(app.applicationId, asg.applicationId))
      .where(and(base, condition))
      .orderBy(order)
      .limit(1);
  const [previous] = await pick(lt(asg.assignmentId, current.assignmentId), desc(asg.assignmentId));
  const [next] = await pick(gt(asg.assignmentId, current.assignmentId), asc(asg.assignmentId));
  return { previous: previous ?? null, next: next ?? null };
}

export async function markViewed(database: Database, assignmentId: number, at: string): Promise<void> {
  await database
    .exec()
    .update(asg)
    .set({
      firstViewedAt: sql`coalesce(${asg.firstViewedAt}, ${at}::timestamp)`,
      status: sql`case when ${asg.status} = 'assigned' then 'viewed' else ${asg.status} end`,
    })
    .where(eq(asg.assignmentId, assignmentId));
}

export async function markStatement(database: Database, assignmentId: number, at: string): Promise<string> {
  const [row] = await database
    .exec()
    .update(asg)
    .set({ statementAt: sql`coalesce(${asg.statementAt}, ${at}::timestamp)` })
    .where(eq(asg.assignmentId, assignmentId))
    .returning({ statementAt: asg.statementAt });
  return row.statementAt as string;
}

/** The assignment stops for a declared conflict (the organiser decides, then a replacement follows). */
export async function markConflict(database: Database, assignmentId: number, by: string, at: string): Promise<number> {
  const rows = await database
    .exec()
    .update(asg)
    .set({ status: 'coi_declared', updateBy: by, updateTime: at })
    .where(and(eq(asg.assignmentId, assignmentId), notInArray(asg.status, [...NOT_LIVE, 'submitted', 'locked'])))
    .returning({ id: asg.assignmentId });
  return rows.length;
}

export interface SheetRow {
  sheetId: number;
  assignmentId: number;
  status: string;
  total: string | null;
  items: SheetItems;
  overallComment: string | null;
  enteredBy: string | null;
  revisionCount: number;
  headHmac: string | null;
  updateTime: string | null;
}

const sheetColumns = {
  sheetId: sheet.sheetId,
  assignmentId: sheet.assignmentId,
  status: sheet.status,
  total: sheet.total,
  items: sheet.items,
  overallComment: sheet.overallComment,
  enteredBy: sheet.enteredBy,
  revisionCount: sheet.revisionCount,
  headHmac: sheet.headHmac,
  updateTime: sheet.updateTime,
};

export async function sheetOf(database: Database, assignmentId: number): Promise<SheetRow | undefined> {
  const [row] = await database
    .exec()
    .select(sheetColumns)
    .from(sheet)
    .where(eq(sheet.assignmentId, assignmentId))
    .limit(1);
  return row;
}

/**
 * Whether the sheet was unlocked since it was last submitted: its newest revision that is not an
 * autosave is an unlock (the scoring page says it was reopened).
 */
export async function reopenedSinceSubmit(database: Database, sheetId: number): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ kind: rev.kind })
    .from(rev)
    .where(and(eq(rev.sheetId, sheetId), ne(rev.kind, 'autosave')))
    .orderBy(desc(rev.revisionNo))
    .limit(1);
  return row?.kind === 'unlock';
}

/**
 * The assignment's sheet, created when missing, locked FOR UPDATE until the transaction ends: one
 * writer per chain, and sheets of other assignments never wait on it.
 */
export async function lockSheet(database: Database, assignmentId: number): Promise<SheetRow> {
  await database.exec().insert(sheet).values({ assignmentId }).onConflictDoNothing({ target: sheet.assignmentId });
  const [row] = await database
    .exec()
    .select(sheetColumns)
    .from(sheet)
    .where(eq(sheet.assignmentId, assignmentId))
    .for('update');
  return row;
}

/** The assignment's status read again under the sheet's lock (a concurrent void is seen). */
export async function assignmentStatus(database: Database, assignmentId: number): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ status: asg.status })
    .from(asg)
    .where(eq(asg.assignmentId, assignmentId))
    .limit(1);
  return row?.status;
}

export interface RevisionValues {
  sheetId: number;
  revisionNo: number;
  kind: string;
  snapshot: { items: SheetItems; overallComment: string | null };
  total: string | null;
  actor: string;
  reason: string | null;
  clientIp: string | null;
  createdAt: string;
  previousHmac: string | null;
  hmac: string;
}

/** Appends a revision (the only write to the table: it is append-only). */
export async function appendRevision(database: Database, values: RevisionValues): Promise<void> {
  await database.exec().insert(rev).values(values);
}

export async function writeSheet(
  database: Database,
  values: {
    sheetId: number;
    status: string;
    total: string | null;
    items: SheetItems;
    overallComment: string | null;
    enteredBy?: string;
    revisionCount: number;
    headHmac: string;
    at: string;
  },
): Promise<void> {
  await database
    .exec()
    .update(sheet)
    .set({
      status: values.status,
      total: values.total,
      items: values.items,
      overallComment: values.overallComment,
      ...(values.enteredBy ? { enteredBy: values.enteredBy } : {}),
      revisionCount: values.revisionCount,
      headHmac: values.headHmac,
      updateTime: values.at,
    })
    .where(eq(sheet.sheetId, values.sheetId));
}

export async function writeAssignmentProgress(
  database: Database,
  values: {
    assignmentId: number;
    status: string;
    addSeconds: number;
    submittedAt: string | null;
    by: string;
    at: string;
  },
): Promise<void> {
  await database
    .exec()
    .update(asg)
    .set({
      status: values.status,
      timeSpent: sql`${asg.timeSpent} + ${values.addSeconds}`,
      submittedAt: values.submittedAt,
      updateBy: values.by,
      updateTime: values.at,
    })
    .where(eq(asg.assignmentId, values.assignmentId));
}

/** The first save of a published task moves it to in progress (other states are left alone). */
export async function markTaskInProgress(database: Database, taskId: number, by: string, at: string): Promise<void> {
  await database
    .exec()
    .update(task)
    .set({ status: 'in_progress', updateBy: by, updateTime: at })
    .where(and(eq(task.taskId, taskId), eq(task.status, 'published')));
}

const OPEN_TASK_STATES = ['published', 'in_progress'];

/** The expert's queue, paged in the database. */
export async function listMine(
  database: Database,
  filter: { userId: number; taskId?: number; status?: string },
  page: { pageNum: number; pageSize: number },
) {
  const where = and(
    eq(asg.userId, filter.userId),
    ne(asg.status, 'voided'),
    filter.taskId ? eq(asg.taskId, filter.taskId) : undefined,
    filter.status ? eq(asg.status, filter.status) : undefined,
    ne(task.status, 'draft'),
  );
  return pagedList(database, {
    from: asg,
    joins: [{ table: task, on: eq(task.taskId, asg.taskId) }],
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select({
          assignmentId: asg.assignmentId,
          taskId: asg.taskId,
          taskName: task.taskName,
          applicationId: asg.applicationId,
          applicationCode: app.code,
          projectName: app.projectName,
          blind: task.blind,
          status: asg.status,
          dueAt: task.dueAt,
          sheetStatus: sheet.status,
          total: sheet.total,
          submittedAt: asg.submittedAt,
        })
        .from(asg)
        .innerJoin(task, eq(task.taskId, asg.taskId))
        .innerJoin(app, eq(app.applicationId, asg.applicationId))
        .leftJoin(sheet, eq(sheet.assignmentId, asg.assignmentId))
        .where(where)
        .orderBy(desc(asg.taskId), asc(asg.assignmentId))
        .limit(limit)
        .offset(offset),
  });
}

/**
 * The expert's open tasks with their stage, counts per state and the application to continue
 * with: the first not submitted in the queue's order (assignment id, as `queueNeighbours`).
 */
export async function myOpenTasks(database: Database, userId: number) {
  return database
    .exec()
    .select({
      taskId: task.taskId,
      taskName: task.taskName,
      stageName: compStage.stageName,
      trackName: compTrack.trackName,
      status: task.status,
      dueAt: task.dueAt,
      assigned: sql<number>`count(*)::int`,
      notStarted: sql<number>`(count(*) filter (where ${asg.status} in ('assigned', 'viewed')))::int`,
      draft: sql<number>`(count(*) filter (where ${asg.status} = 'in_progress'))::int`,
      submitted: sql<number>`(count(*) filter (where ${asg.status} in ('submitted', 'locked')))::int`,
      nextApplicationId: sql<
        number | null
      >`((array_agg(${asg.applicationId} order by ${asg.assignmentId}) filter (where ${asg.status} in ('assigned', 'viewed', 'in_progress')))[1])::int`,
    })
    .from(asg)
    .innerJoin(task, eq(task.taskId, asg.taskId))
    .innerJoin(compStage, eq(compStage.stageId, task.stageId))
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(and(eq(asg.userId, userId), notInArray(asg.status, [...NOT_LIVE]), inArray(task.status, OPEN_TASK_STATES)))
    .groupBy(task.taskId, task.taskName, compStage.stageName, compTrack.trackName, task.status, task.dueAt)
    .orderBy(asc(task.dueAt), asc(task.taskId))
    .limit(200);
}

/** Every sheet of a task with its revisions' link fields, sheets in id order (the verify walk). */
export async function chainsOfTask(database: Database, taskId: number) {
  const sheets = await database
    .exec()
    .select({
      sheetId: sheet.sheetId,
      assignmentId: sheet.assignmentId,
      revisionCount: sheet.revisionCount,
      headHmac: sheet.headHmac,
      applicationCode: app.code,
      expertName: sql<string>`coalesce(${sysUser.nickName}, '')`,
    })
    .from(sheet)
    .innerJoin(asg, eq(asg.assignmentId, sheet.assignmentId))
    .innerJoin(app, eq(app.applicationId, asg.applicationId))
    .leftJoin(sysUser, eq(sysUser.userId, asg.userId))
    .where(eq(asg.taskId, taskId))
    .orderBy(asc(sheet.sheetId));
  // Joined by task rather than listed by id: a task of 30,000 sheets stays one statement.
  const revisions = await database
    .exec()
    .select({
      sheetId: rev.sheetId,
      revisionNo: rev.revisionNo,
      kind: rev.kind,
      snapshot: rev.snapshot,
      total: rev.total,
      actor: rev.actor,
      reason: rev.reason,
      clientIp: rev.clientIp,
      createdAt: rev.createdAt,
      previousHmac: rev.previousHmac,
      hmac: rev.hmac,
    })
    .from(rev)
    .innerJoin(sheet, eq(sheet.sheetId, rev.sheetId))
    .innerJoin(asg, eq(asg.assignmentId, sheet.assignmentId))
    .where(eq(asg.taskId, taskId))
    .orderBy(asc(rev.sheetId), asc(rev.revisionNo));
  return { sheets, revisions };
}

/** Every revision of an application's sheets, for its history (staff). */
export async function historyOfApplication(database: Database, applicationId: number) {
  return database
    .exec()
    .select({
      revisionId: rev.revisionId,
      sheetId: rev.sheetId,
      assignmentId: asg.assignmentId,
      taskId: asg.taskId,
      taskName: task.taskName,
      expertName: sql<string>`coalesce(${sysUser.nickName}, '')`,
      revisionNo: rev.revisionNo,
      kind: rev.kind,
      total: rev.total,
      actor: rev.actor,
      reason: rev.reason,
      clientIp: rev.clientIp,
      createdAt: rev.createdAt,
      hmac: rev.hmac,
    })
    .from(rev)
    .innerJoin(sheet, eq(sheet.sheetId, rev.sheetId))
    .innerJoin(asg, eq(asg.assignmentId, sheet.assignmentId))
    .innerJoin(task, eq(task.taskId, asg.taskId))
    .leftJoin(sysUser, eq(sysUser.userId, asg.userId))
    .where(eq(asg.applicationId, applicationId))
    .orderBy(asc(asg.taskId), asc(rev.sheetId), asc(rev.revisionNo))
    .limit(5000);
}

/** Live assignments of a task by (application code, expert account), for an offline import. */
export async function liveAssignmentsOfTask(database: Database, taskId: number) {
  return database
    .exec()
    .select({
      assignmentId: asg.assignmentId,
      applicationCode: app.code,
      userName: sysUser.userName,
      sheetStatus: sheet.status,
    })
    .from(asg)
    .innerJoin(app, eq(app.applicationId, asg.applicationId))
    .innerJoin(sysUser, eq(sysUser.userId, asg.userId))
    .leftJoin(sheet, eq(sheet.assignmentId, asg.assignmentId))
    .where(and(eq(asg.taskId, taskId), notInArray(asg.status, [...NOT_LIVE])));
}

export async function taskBasics(database: Database, taskId: number) {
  const [row] = await database
    .exec()
    .select({ taskId: task.taskId, taskName: task.taskName, status: task.status, rubricId: task.rubricId })
    .from(task)
    .where(eq(task.taskId, taskId))
    .limit(1);
  return row;
}

/**
 * The expert's declared conflict on the application (pending the organiser's decision), written
 * with the conflict module's declaration rows inside the caller's transaction. Answers the
 * declaration id (an open one is reused), or undefined when the user has no expert profile.
 */
export async function recordDeclaration(
  database: Database,
  input: { userId: number; applicationId: number; reason: string; by: string; at: string },
): Promise<number | undefined> {
  const expert = await expertOfUser(database, input.userId);
  if (!expert) return undefined;
  const pair = { expertId: expert.expertId, applicationId: input.applicationId, source: 'expert' as const };
  await lockPair(database, pair);
  const open = await openDeclaration(database, pair);
  if (open) return open.declarationId;
  return insertDeclaration(database, { ...pair, reason: input.reason, status: 'declared', by: input.by, at: input.at });
}

/** The expert's live assignments of a task (the roadshow's live queue picks among them). */
export async function ownLiveApplications(database: Database, userId: number, taskId: number) {
  return database
    .exec()
    .select({ taskId: asg.taskId, applicationId: asg.applicationId, applicationCode: app.code, status: asg.status })
    .from(asg)
    .innerJoin(app, eq(app.applicationId, asg.applicationId))
    .where(and(eq(asg.userId, userId), eq(asg.taskId, taskId), notInArray(asg.status, [...NOT_LIVE])));
}
