import type { AppealChannel, AppealStatus, RoadshowStatus } from '@cbo/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { compAppeal, compAppealEvent, compApplication } from '../../../db/schema';
import { pagedList } from '../../../lib/crud/paged-list';
import { type CompScopePlan, compScopeSql } from '../scope/comp-scope.repository';

// Appeals (docs/appeals.md): a team's appeal against a roadshow session's results, and its events
// (append-only: a trigger refuses UPDATE and DELETE). The competition scope reaches an appeal through
// its application (region, organisation, creator). Sessions and slots are the roadshow module's
// tables, read here only.

type Page = { pageNum: number; pageSize: number };

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  const result = (await database.exec().execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const applicationScope = (plan: CompScopePlan) =>
  compScopeSql(plan, {
    region: compApplication.regionCode,
    organisation: compApplication.orgId,
    owner: compApplication.createBy,
  });

/** The plan's applications as a condition on an application id column. */
function applicationIn(plan: CompScopePlan, column: SQL | typeof compAppeal.applicationId): SQL | undefined {
  const scope = applicationScope(plan);
  return scope
    ? sql`${column} in (select comp_application.application_id from comp_application where ${scope})`
    : undefined;
}

/** Whether the edition exists and the plan sees one of its applications (docs/competition-scope.md). */
export async function editionInScope(database: Database, competitionId: number, plan: CompScopePlan) {
  const scope = applicationScope(plan);
  const [row] = await query<{ found: number }>(
    database,
    scope
      ? sql`select 1 as found from comp_application where comp_application.competition_id = ${competitionId} and ${scope} limit 1`
      : sql`select 1 as found from comp_competition where competition_id = ${competitionId}`,
  );
  return row !== undefined;
}

/** Whether the application exists and is in the plan. */
export async function applicationInScope(database: Database, applicationId: number, plan: CompScopePlan) {
  const scope = applicationScope(plan);
  const [row] = await query<{ found: number }>(
    database,
    sql`select 1 as found from comp_application where comp_application.application_id = ${applicationId}
        ${scope ? sql`and ${scope}` : sql``}`,
  );
  return row !== undefined;
}

export interface AppealFilter {
  competitionId: number;
  sessionId?: number | '';
  status?: AppealStatus | '';
  code?: string;
}

const appealApplication = (column: string) =>
  sql.raw(`(select aa.${column} from comp_application aa where aa.application_id = comp_appeal.application_id)`);

const rowColumns = {
  appealId: compAppeal.appealId,
  competitionId: compAppeal.competitionId,
  sessionId: compAppeal.sessionId,
  sessionName: sql<string>`coalesce((select rs.name from comp_roadshow_session rs where rs.session_id = comp_appeal.session_id), '')`,
  stageName: sql<string>`coalesce((select st.stage_name from comp_roadshow_session rs join comp_stage st on st.stage_id = rs.stage_id
    where rs.session_id = comp_appeal.session_id), '')`,
  applicationId: compAppeal.applicationId,
  code: sql<string>`coalesce(${appealApplication('code')}, '')`,
  projectName: sql<string>`coalesce(${appealApplication('project_name')}, '')`,
  channel: sql<AppealChannel>`${compAppeal.channel}`,
  submittedBy: compAppeal.submittedBy,
  submittedAt: compAppeal.submittedAt,
  deadlineAt: compAppeal.deadlineAt,
  status: sql<AppealStatus>`${compAppeal.status}`,
  decision: compAppeal.decision,
  decidedBy: compAppeal.decidedBy,
  decidedAt: compAppeal.decidedAt,
};

/** An edition's appeals in scope, newest first, paged in the database. */
export function listAppeals(database: Database, filter: AppealFilter, plan: CompScopePlan, page: Page) {
  const escaped = filter.code ? `%${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(compAppeal.competitionId, filter.competitionId),
    applicationIn(plan, compAppeal.applicationId),
    filter.sessionId ? eq(compAppeal.sessionId, filter.sessionId) : undefined,
    filter.status ? eq(compAppeal.status, filter.status) : undefined,
    escaped
      ? sql`${compAppeal.applicationId} in (select ca.application_id from comp_application ca where ca.code like ${escaped})`
      : undefined,
  );
  return pagedList(database, {
    from: compAppeal,
    where,
    page,
    rows: ({ limit, offset }) =>
      database
        .exec()
        .select(rowColumns)
        .from(compAppeal)
        .where(where)
        .orderBy(desc(compAppeal.submittedAt), desc(compAppeal.appealId))
        .limit(limit)
        .offset(offset),
  });
}

/** One appeal with its content (no scope: the caller checks it through the application). */
export async function findAppeal(database: Database, appealId: number) {
  const [row] = await database
    .exec()
    .select({ ...rowColumns, content: compAppeal.content })
    .from(compAppeal)
    .where(eq(compAppeal.appealId, appealId));
  return row;
}

export function eventsOf(database: Database, appealId: number) {
  return database
    .exec()
    .select({
      eventId: compAppealEvent.eventId,
      kind: compAppealEvent.kind,
      status: sql<AppealStatus>`${compAppealEvent.status}`,
      reason: compAppealEvent.reason,
      actor: compAppealEvent.actor,
      at: compAppealEvent.at,
    })
    .from(compAppealEvent)
    .where(eq(compAppealEvent.appealId, appealId))
    .orderBy(compAppealEvent.eventId);
}

export async function insertEvent(
  database: Database,
  event: {
    appealId: number;
    kind: 'filed' | 'decided';
    status: AppealStatus;
    reason: string | null;
    actor: string;
    at: string;
  },
) {
  await database.exec().insert(compAppealEvent).values(event);
}

/** Decides a submitted appeal; answers false when it was no longer submitted. */
export async function writeDecision(
  database: Database,
  {
    appealId,
    status,
    reason,
    by,
    at,
  }: { appealId: number; status: AppealStatus; reason: string; by: string; at: string },
): Promise<boolean> {
  const rows = await database
    .exec()
    .update(compAppeal)
    .set({ status, decision: reason, decidedBy: by, decidedAt: at, updateBy: by, updateTime: at })
    .where(and(eq(compAppeal.appealId, appealId), eq(compAppeal.status, 'submitted')))
    .returning({ appealId: compAppeal.appealId });
  return rows.length === 1;
}

export async function insertAppeal(
  database: Database,
  values: {
    competitionId: number;
    sessionId: number;
    entryId: number;
    applicationId: number;
    channel: AppealChannel;
    content: string;
    submittedBy: string;
    submittedAt: string;
    deadlineAt: string;
  },
): Promise<number> {
  const [row] = await database
    .exec()
    .insert(compAppeal)
    .values({ ...values, status: 'submitted', createBy: values.submittedBy })
    .returning({ appealId: compAppeal.appealId });
  return row.appealId;
}

export interface SlotRecord {
  sessionId: number;
  competitionId: number;
  status: RoadshowStatus;
  resultsPublishedAt: string | null;
  appealHours: number;
  entryId: number;
  applicationId: number;
  code: string;
}

/** The application's slot in the session, with the session's state and window. */
export async function slotOf(database: Database, sessionId: number, applicationId: number) {
  const [row] = await query<SlotRecord>(
    database,
    sql`select rs.session_id::int as "sessionId", rs.competition_id::int as "competitionId", rs.status,
          rs.results_published_at as "resultsPublishedAt", rs.appeal_hours as "appealHours",
          sl.entry_id::int as "entryId", sl.application_id::int as "applicationId", a.code
        from comp_roadshow_slot sl
        join comp_roadshow_session rs on rs.session_id = sl.session_id
        join comp_application a on a.application_id = sl.application_id
        where sl.session_id = ${sessionId} and sl.application_id = ${applicationId}`,
  );
  return row;
}

/** Whether the entrant owns the application (created it, or leads it after a staff import). */
export async function ownsApplication(database: Database, userName: string, applicationId: number) {
  const [row] = await query<{ found: number }>(
    database,
    sql`select 1 as found from comp_application where application_id = ${applicationId} and create_by = ${userName}`,
  );
  return row !== undefined;
}

export interface OwnSessionRecord {
  sessionId: number;
  sessionName: string;
  stageName: string;
  competitionName: string;
  applicationId: number;
  code: string;
  projectName: string;
  resultsPublishedAt: string;
  appealHours: number;
  appealId: number | null;
  channel: AppealChannel | null;
  content: string | null;
  submittedAt: string | null;
  status: AppealStatus | null;
  decision: string | null;
  decidedAt: string | null;
}

/** The entrant's applications' sessions whose results are published, newest first, with the appeal filed. */
export function ownPublishedSessions(database: Database, userName: string) {
  return query<OwnSessionRecord>(
    database,
    sql`select rs.session_id::int as "sessionId", rs.name as "sessionName", st.stage_name as "stageName",
          c.competition_name as "competitionName", a.application_id::int as "applicationId", a.code,
          a.project_name as "projectName", rs.results_published_at as "resultsPublishedAt",
          rs.appeal_hours as "appealHours", ap.appeal_id::int as "appealId", ap.channel, ap.content,
          ap.submitted_at as "submittedAt", ap.status, ap.decision, ap.decided_at as "decidedAt"
        from comp_roadshow_slot sl
        join comp_roadshow_session rs on rs.session_id = sl.session_id
          and rs.status = 'published' and rs.results_published_at is not null
        join comp_application a on a.application_id = sl.application_id and a.create_by = ${userName}
        join comp_stage st on st.stage_id = rs.stage_id
        join comp_competition c on c.competition_id = rs.competition_id
        left join comp_appeal ap on ap.session_id = rs.session_id and ap.application_id = a.application_id
        order by rs.results_published_at desc, rs.session_id desc, a.code`,
  );
}

export interface AppealSessionRecord {
  sessionId: number;
  name: string;
  stageName: string;
  status: RoadshowStatus;
  resultsPublishedAt: string | null;
  appealHours: number;
  appeals: number;
  pending: number;
}

/**
 * An edition's sessions with their appeal counts (in scope): every session for the whole scope,
 * otherwise the sessions with a slot of an application the scope sees.
 */
export function sessionsOf(database: Database, competitionId: number, plan: CompScopePlan) {
  const scope = applicationIn(plan, sql`sl.application_id`);
  return query<AppealSessionRecord>(
    database,
    sql`select rs.session_id::int as "sessionId", rs.name, st.stage_name as "stageName", rs.status,
          rs.results_published_at as "resultsPublishedAt", rs.appeal_hours as "appealHours",
          (select count(*)::int from comp_appeal ap where ap.session_id = rs.session_id
            ${applicationIn(plan, sql`ap.application_id`) ? sql`and ${applicationIn(plan, sql`ap.application_id`)}` : sql``}) as appeals,
          (select count(*)::int from comp_appeal ap where ap.session_id = rs.session_id and ap.status = 'submitted'
            ${applicationIn(plan, sql`ap.application_id`) ? sql`and ${applicationIn(plan, sql`ap.application_id`)}` : sql``}) as pending
        from comp_roadshow_session rs
        join comp_stage st on st.stage_id = rs.stage_id
        where rs.competition_id = ${competitionId}
          ${scope ? sql`and exists (select 1 from comp_roadshow_slot sl where sl.session_id = rs.session_id and ${scope})` : sql``}
        order by rs.starts_at, rs.session_id`,
  );
}
