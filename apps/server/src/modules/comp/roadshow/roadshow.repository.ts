import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  compApplication,
  compOrganisation,
  compReviewAssignment,
  compReviewTask,
  compRoadshowDraw,
  compRoadshowEvent,
  compRoadshowSession,
  compRoadshowSlot,
  compScoreSheet,
  compStage,
  sysUser,
} from '../../../db/schema';
import type { CompScopePlan } from '../scope/comp-scope';
import { taskScopeSql } from '../taskinfo/taskinfo.api';

// Roadshows (docs/roadshow.md): sessions, slots, draws and events. A session is in the caller's
// competition scope when its review task is (the task follows its review groups).

const session = compRoadshowSession;
const slot = compRoadshowSlot;
const task = compReviewTask;
const asg = compReviewAssignment;
const app = compApplication;

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** Assignments that count: neither voided nor stopped by a declared conflict. */
const LIVE = sql`${asg.status} not in ('voided', 'coi_declared')`;

const sessionColumns = {
  sessionId: session.sessionId,
  competitionId: session.competitionId,
  stageId: session.stageId,
  stageName: sql<string>`(select st.stage_name from comp_stage st where st.stage_id = ${session.stageId})`,
  trackName: sql<string | null>`(select tr.track_name from comp_stage st join comp_track tr on tr.track_id = st.track_id
    where st.stage_id = ${session.stageId})`,
  taskId: session.taskId,
  taskName: task.taskName,
  taskStatus: task.status,
  blind: task.blind,
  expertGroups: sql<string[]>`coalesce((select array_agg(eg.group_name order by eg.group_name)
    from comp_review_task_group tg join comp_expert_group eg on eg.expert_group_id = tg.expert_group_id
    where tg.task_id = ${session.taskId}), '{}')`,
  name: session.name,
  venue: session.venue,
  startsAt: session.startsAt,
  pitchMinutes: session.pitchMinutes,
  qaMinutes: session.qaMinutes,
  scoringMode: session.scoringMode,
  appealHours: session.appealHours,
  status: session.status,
  currentSlotId: session.currentSlotId,
  phase: session.phase,
  phaseStartedAt: session.phaseStartedAt,
  version: session.version,
  drawId: session.drawId,
  resultsPublishedAt: session.resultsPublishedAt,
  slots: sql<number>`(select count(*)::int from comp_roadshow_slot s where s.session_id = ${session.sessionId})`,
  checkedIn: sql<number>`(select count(*)::int from comp_roadshow_slot s
    where s.session_id = ${session.sessionId} and s.checked_in_at is not null)`,
  absent: sql<number>`(select count(*)::int from comp_roadshow_slot s where s.session_id = ${session.sessionId} and s.absent = '1')`,
  presented: sql<number>`(select count(*)::int from comp_roadshow_slot s
    where s.session_id = ${session.sessionId} and s.presented_at is not null)`,
};

export type SessionRow = Awaited<ReturnType<typeof sessionsInScope>>[number];

function selectSessions(database: Database) {
  return database.exec().select(sessionColumns).from(session).innerJoin(task, eq(task.taskId, session.taskId));
}

export interface SessionFilter {
  competitionId: number;
  stageId?: number | '';
  status?: string;
}

export async function listSessions(
  database: Database,
  filter: SessionFilter,
  plan: CompScopePlan,
  page: { pageNum: number; pageSize: number },
) {
  const where = and(
    eq(session.competitionId, filter.competitionId),
    filter.stageId ? eq(session.stageId, filter.stageId) : undefined,
    filter.status ? eq(session.status, filter.status) : undefined,
    taskScopeSql(plan),
  );
  const [count] = await database
    .exec()
    .select({ total: sql<number>`count(*)::int` })
    .from(session)
    .innerJoin(task, eq(task.taskId, session.taskId))
    .where(where);
  const rows = await selectSessions(database)
    .where(where)
    .orderBy(asc(session.startsAt), asc(session.sessionId))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return { total: count?.total ?? 0, rows };
}

/** Sessions by id within the scope (unknown or outside ids left out); `lock` takes them FOR UPDATE. */
export async function sessionsInScope(database: Database, ids: number[], plan: CompScopePlan, lock = false) {
  if (ids.length === 0) return [];
  const q = selectSessions(database)
    .where(and(inArray(session.sessionId, ids), taskScopeSql(plan)))
    .orderBy(asc(session.sessionId));
  return lock ? q.for('update', { of: session }) : q;
}

/** A session by id whatever the scope (the experts' routes check their assignments instead). */
export async function sessionById(database: Database, sessionId: number, lock = false) {
  const q = selectSessions(database).where(eq(session.sessionId, sessionId));
  const [row] = await (lock ? q.for('update', { of: session }) : q);
  return row;
}

/** The slot's session id, if the slot exists. */
export async function sessionOfSlot(database: Database, slotId: number): Promise<number | undefined> {
  const [row] = await database.exec().select({ sessionId: slot.sessionId }).from(slot).where(eq(slot.slotId, slotId));
  return row?.sessionId;
}

export async function stageOf(database: Database, stageId: number) {
  const [row] = await database
    .exec()
    .select({ stageId: compStage.stageId, competitionId: compStage.competitionId })
    .from(compStage)
    .where(eq(compStage.stageId, stageId));
  return row;
}

/** The session holding a task, if any (one per task). */
export async function sessionOfTask(database: Database, taskId: number, exceptId?: number) {
  const [row] = await database
    .exec()
    .select({ sessionId: session.sessionId, name: session.name })
    .from(session)
    .where(and(eq(session.taskId, taskId), exceptId ? ne(session.sessionId, exceptId) : undefined));
  return row;
}

/**
 * The task's applications a session presents: the distinct applications of its live assignments
 * (docs/roadshow.md, Slots), each with its stage entry.
 */
export async function taskApplications(database: Database, taskId: number) {
  return query<{ applicationId: number; entryId: number }>(
    database,
    sql`select a.application_id::int as "applicationId",
          coalesce(min(a.entry_id), (select e.entry_id from comp_stage_entry e
            where e.stage_id = t.stage_id and e.application_id = a.application_id), 0)::int as "entryId"
        from comp_review_assignment a join comp_review_task t on t.task_id = a.task_id
        where a.task_id = ${taskId} and a.status not in ('voided', 'coi_declared')
        group by a.application_id, t.stage_id order by a.application_id`,
  );
}

export interface SessionValues {
  competitionId: number;
  stageId: number;
  taskId: number;
  name: string;
  venue: string;
  startsAt: string;
  pitchMinutes: number;
  qaMinutes: number;
  scoringMode: string;
  appealHours: number;
}

export async function insertSession(database: Database, values: SessionValues, by: string): Promise<number> {
  const [row] = await database
    .exec()
    .insert(session)
    .values({ ...values, createBy: by })
    .returning({ sessionId: session.sessionId });
  return row.sessionId;
}

export async function updateSession(
  database: Database,
  { sessionId, values, by, at }: { sessionId: number; values: SessionValues; by: string; at: string },
) {
  await database
    .exec()
    .update(session)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(session.sessionId, sessionId));
}

export async function insertSlots(
  database: Database,
  sessionId: number,
  applications: ReadonlyArray<{ applicationId: number; entryId: number }>,
  by: string,
) {
  if (applications.length === 0) return;
  await database
    .exec()
    .insert(slot)
    .values(applications.map((a) => ({ sessionId, applicationId: a.applicationId, entryId: a.entryId, createBy: by })));
}

export async function deleteSlots(database: Database, sessionIds: number[]) {
  await database.exec().delete(slot).where(inArray(slot.sessionId, sessionIds));
}

export async function deleteSessions(database: Database, sessionIds: number[]) {
  await database.exec().delete(session).where(inArray(session.sessionId, sessionIds));
}

/** Sessions (of these) with any draw or event: their history cannot be removed. */
export async function sessionsWithHistory(database: Database, sessionIds: number[]) {
  const rows = await query<{ id: number }>(
    database,
    sql`select s.session_id::int as id from comp_roadshow_session s where s.session_id in (${sql.join(
      sessionIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and (exists (select 1 from comp_roadshow_draw d where d.session_id = s.session_id)
       or exists (select 1 from comp_roadshow_event e where e.session_id = s.session_id))`,
  );
  return new Set(rows.map((row) => row.id));
}

const slotColumns = {
  slotId: slot.slotId,
  sessionId: slot.sessionId,
  applicationId: slot.applicationId,
  code: app.code,
  projectName: app.projectName,
  orgName: compOrganisation.orgName,
  orderNo: slot.orderNo,
  checkedInAt: slot.checkedInAt,
  absent: slot.absent,
  absentReason: slot.absentReason,
  presentedAt: slot.presentedAt,
  finishedAt: slot.finishedAt,
};

export type SlotRow = Awaited<ReturnType<typeof slotsOf>>[number];

/** A session's slots in presentation order (unordered ones last, by code). */
export async function slotsOf(database: Database, sessionId: number) {
  return database
    .exec()
    .select(slotColumns)
    .from(slot)
    .innerJoin(app, eq(app.applicationId, slot.applicationId))
    .leftJoin(compOrganisation, eq(compOrganisation.orgId, app.orgId))
    .where(eq(slot.sessionId, sessionId))
    .orderBy(sql`${slot.orderNo} asc nulls last`, asc(app.code), asc(slot.slotId));
}

export async function setOrder(database: Database, sessionId: number, order: number[], by: string, at: string) {
  await database
    .exec()
    .execute(sql`update comp_roadshow_slot s set order_no = o.n::int, update_by = ${by}, update_time = ${at}
      from jsonb_array_elements_text(${JSON.stringify(order)}::jsonb) with ordinality as o(application_id, n)
      where s.session_id = ${sessionId} and s.application_id = o.application_id::bigint`);
}

export async function updateSlot(
  database: Database,
  slotId: number,
  values: Partial<{
    checkedInAt: string | null;
    checkedInBy: string | null;
    absent: '0' | '1';
    absentReason: string | null;
    presentedAt: string | null;
    finishedAt: string | null;
  }>,
  by: string,
  at: string,
) {
  await database
    .exec()
    .update(slot)
    .set({ ...values, updateBy: by, updateTime: at })
    .where(eq(slot.slotId, slotId));
}

/** Moves the session's live state and bumps its version (every change does). */
export async function moveSession(
  database: Database,
  sessionId: number,
  values: Partial<{
    status: string;
    currentSlotId: number | null;
    phase: string;
    phaseStartedAt: string | null;
    drawId: number | null;
    closedAt: string;
    resultsPublishedAt: string;
    resultsPublishedBy: string;
  }>,
  by: string,
  at: string,
): Promise<number> {
  const [row] = await database
    .exec()
    .update(session)
    .set({ ...values, version: sql`${session.version} + 1`, updateBy: by, updateTime: at })
    .where(eq(session.sessionId, sessionId))
    .returning({ version: session.version });
  return row.version;
}

export async function insertDraw(
  database: Database,
  values: {
    sessionId: number;
    method: string;
    seed: string | null;
    candidates: number[];
    orderIds: number[];
    reason: string | null;
    drawnBy: string;
    drawnAt: string;
  },
): Promise<number> {
  const [row] = await database.exec().insert(compRoadshowDraw).values(values).returning({
    drawId: compRoadshowDraw.drawId,
  });
  return row.drawId;
}

export async function drawsOf(database: Database, sessionId: number) {
  return database
    .exec()
    .select()
    .from(compRoadshowDraw)
    .where(eq(compRoadshowDraw.sessionId, sessionId))
    .orderBy(desc(compRoadshowDraw.drawId));
}

export async function drawById(database: Database, drawId: number) {
  const [row] = await database.exec().select().from(compRoadshowDraw).where(eq(compRoadshowDraw.drawId, drawId));
  return row;
}

export async function insertEvent(
  database: Database,
  values: {
    sessionId: number;
    slotId?: number | null;
    kind: string;
    detail?: Record<string, unknown> | null;
    reason?: string | null;
    actor: string;
    at: string;
  },
) {
  await database.exec().insert(compRoadshowEvent).values(values);
}

export async function eventsOf(database: Database, sessionId: number) {
  return database
    .exec()
    .select({
      eventId: compRoadshowEvent.eventId,
      kind: compRoadshowEvent.kind,
      slotId: compRoadshowEvent.slotId,
      code: sql<string | null>`(select ea.code from comp_roadshow_slot es join comp_application ea
        on ea.application_id = es.application_id where es.slot_id = comp_roadshow_event.slot_id)`,
      detail: compRoadshowEvent.detail,
      reason: compRoadshowEvent.reason,
      actor: compRoadshowEvent.actor,
      at: compRoadshowEvent.at,
    })
    .from(compRoadshowEvent)
    .where(eq(compRoadshowEvent.sessionId, sessionId))
    .orderBy(asc(compRoadshowEvent.eventId));
}

/**
 * The live version of a session in one statement: the session's version, the task's sheets'
 * revision count (every save appends one) and how many are submitted (docs/roadshow.md, Stamp).
 */
export async function stampParts(database: Database, sessionId: number) {
  const [row] = await query<{ version: number; revisions: number; submitted: number }>(
    database,
    sql`select s.version::int as version,
          coalesce((select sum(sh.revision_count) from comp_review_assignment a
            join comp_score_sheet sh on sh.assignment_id = a.assignment_id where a.task_id = s.task_id), 0)::int as revisions,
          coalesce((select count(*) from comp_review_assignment a
            join comp_score_sheet sh on sh.assignment_id = a.assignment_id
            where a.task_id = s.task_id and sh.status = 'submitted'), 0)::int as submitted
        from comp_roadshow_session s where s.session_id = ${sessionId}`,
  );
  return row;
}

/** Every assignment of a task with its sheet (for the board), voided ones too. */
export async function assignmentsWithSheets(database: Database, taskId: number) {
  return database
    .exec()
    .select({
      applicationId: asg.applicationId,
      userId: asg.userId,
      status: asg.status,
      sheetStatus: compScoreSheet.status,
      total: sql<number | null>`${compScoreSheet.total}::float8`,
    })
    .from(asg)
    .leftJoin(compScoreSheet, eq(compScoreSheet.assignmentId, asg.assignmentId))
    .where(eq(asg.taskId, taskId))
    .orderBy(asc(asg.assignmentId));
}

/** The task's experts (users holding a live assignment), by name. */
export async function expertsOfTask(database: Database, taskId: number) {
  return database
    .exec()
    .selectDistinct({ userId: sysUser.userId, name: sysUser.nickName })
    .from(asg)
    .innerJoin(sysUser, eq(sysUser.userId, asg.userId))
    .where(and(eq(asg.taskId, taskId), LIVE))
    .orderBy(asc(sysUser.nickName), asc(sysUser.userId));
}

/** Whether the user holds a live assignment in the task. */
export async function holdsLiveAssignment(database: Database, taskId: number, userId: number): Promise<boolean> {
  const [row] = await database
    .exec()
    .select({ one: sql<number>`1` })
    .from(asg)
    .where(and(eq(asg.taskId, taskId), eq(asg.userId, userId), LIVE))
    .limit(1);
  return Boolean(row);
}

/** Whether the task has a computed (not provisional) result version. */
export async function hasComputedResult(database: Database, taskId: number): Promise<boolean> {
  const [row] = await query<{ one: number }>(
    database,
    sql`select 1 as one from comp_result_version where task_id = ${taskId} and provisional = '0' limit 1`,
  );
  return Boolean(row);
}

/** Live sessions whose task holds a live assignment of the user, by start. */
export async function liveSessionsOf(database: Database, userId: number) {
  return selectSessions(database)
    .where(
      and(
        eq(session.status, 'live'),
        sql`exists (select 1 from comp_review_assignment la where la.task_id = ${session.taskId}
          and la.user_id = ${userId} and la.status not in ('voided', 'coi_declared'))`,
      ),
    )
    .orderBy(asc(session.startsAt), asc(session.sessionId));
}

/** The user's live assignment of an application in a task with its sheet's status. */
export async function ownSheetState(database: Database, taskId: number, applicationId: number, userId: number) {
  const [row] = await database
    .exec()
    .select({ assignmentId: asg.assignmentId, sheetStatus: compScoreSheet.status })
    .from(asg)
    .leftJoin(compScoreSheet, eq(compScoreSheet.assignmentId, asg.assignmentId))
    .where(and(eq(asg.taskId, taskId), eq(asg.applicationId, applicationId), eq(asg.userId, userId), LIVE))
    .limit(1);
  return row;
}

/** The session (with its scoring mode) bound to a task, if any. */
export async function sessionModeOfTask(database: Database, taskId: number) {
  const [row] = await database
    .exec()
    .select({ sessionId: session.sessionId, scoringMode: session.scoringMode, currentSlotId: session.currentSlotId })
    .from(session)
    .where(eq(session.taskId, taskId));
  return row;
}

/** A task's applications in the session's order with what live scoring needs of each. */
export async function slotStates(database: Database, sessionId: number) {
  return database
    .exec()
    .select({
      slotId: slot.slotId,
      applicationId: slot.applicationId,
      code: app.code,
      orderNo: slot.orderNo,
      absent: slot.absent,
      presentedAt: slot.presentedAt,
    })
    .from(slot)
    .innerJoin(app, eq(app.applicationId, slot.applicationId))
    .where(eq(slot.sessionId, sessionId))
    .orderBy(sql`${slot.orderNo} asc nulls last`, asc(app.code), asc(slot.slotId));
}

/** A session's publication and its slots' applications (what appeals check). */
export async function sessionForAppeals(database: Database, sessionId: number) {
  const [row] = await database
    .exec()
    .select({
      sessionId: session.sessionId,
      competitionId: session.competitionId,
      stageId: session.stageId,
      taskId: session.taskId,
      name: session.name,
      status: session.status,
      resultsPublishedAt: session.resultsPublishedAt,
      appealHours: session.appealHours,
    })
    .from(session)
    .where(eq(session.sessionId, sessionId));
  if (!row) return undefined;
  const slots = await database
    .exec()
    .select({ applicationId: slot.applicationId, entryId: slot.entryId, absent: slot.absent })
    .from(slot)
    .where(eq(slot.sessionId, sessionId));
  return { ...row, slots };
}

/** The published sessions presenting an application, newest publication first. */
export async function publishedSessionIdsOf(database: Database, applicationId: number): Promise<number[]> {
  const found = await database
    .exec()
    .select({ sessionId: session.sessionId })
    .from(session)
    .innerJoin(slot, eq(slot.sessionId, session.sessionId))
    .where(and(eq(slot.applicationId, applicationId), eq(session.status, 'published')))
    .orderBy(desc(session.resultsPublishedAt), desc(session.sessionId));
  return found.map((row) => row.sessionId);
}
