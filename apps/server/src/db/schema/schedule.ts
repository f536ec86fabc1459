import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref } from './columns';

// Schedule (赛程), roadshows (路演) with live scoring, appeals (申诉) and report snapshots (报告)
// (docs/schedule.md, docs/roadshow.md, docs/appeals.md, docs/reports.md; the design: docs/review.md
// section 9 and domain sections 3.6, 4.2). Draws, roadshow events and appeal events are append-only
// (a trigger refuses UPDATE and DELETE); a report snapshot is immutable once it is done or failed.

/** One item of an edition's schedule (SCHEDULE_KINDS). */
export const compScheduleItem = pgTable(
  'comp_schedule_item',
  {
    itemId: id('item_id', 100),
    competitionId: ref('competition_id').notNull(),
    /** null: the whole edition. */
    stageId: ref('stage_id'),
    title: varchar('title', { length: 100 }).notNull(),
    /** SCHEDULE_KINDS. */
    kind: varchar('kind', { length: 20 }).notNull(),
    startsAt: dateTime('starts_at').notNull(),
    endsAt: dateTime('ends_at').notNull(),
    location: varchar('location', { length: 200 }),
    onlineLink: varchar('online_link', { length: 500 }),
    /** '1': shown on the portal API; '0': internal. */
    isPublic: char('is_public', { length: 1 }).notNull().default('0'),
    description: varchar('description', { length: 1000 }),
    /** The last time affected teams were told of a change (SMS). */
    notifiedAt: dateTime('notified_at'),
    ...audit(),
  },
  (t) => [index('comp_schedule_item_competition_idx').on(t.competitionId, t.startsAt)],
);

/** A roadshow session of a stage: live scoring through one review task (its expert group scores). */
export const compRoadshowSession = pgTable(
  'comp_roadshow_session',
  {
    sessionId: id('session_id', 100),
    competitionId: ref('competition_id').notNull(),
    stageId: ref('stage_id').notNull(),
    /** The review task the experts score in (one session per task). */
    taskId: ref('task_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    venue: varchar('venue', { length: 200 }).notNull(),
    startsAt: dateTime('starts_at').notNull(),
    pitchMinutes: integer('pitch_minutes').notNull(),
    qaMinutes: integer('qa_minutes').notNull(),
    /** ROADSHOW_SCORING_MODES. */
    scoringMode: varchar('scoring_mode', { length: 10 }).notNull().default('live'),
    /** Hours a team may appeal after the session's results are published (0: no appeals). */
    appealHours: integer('appeal_hours').notNull().default(48),
    /** ROADSHOW_STATUSES. */
    status: varchar('status', { length: 20 }).notNull().default('planned'),
    /** The slot presenting now (null before the first and after the last). */
    currentSlotId: ref('current_slot_id'),
    /** ROADSHOW_PHASES of the current slot. */
    phase: varchar('phase', { length: 10 }).notNull().default('idle'),
    phaseStartedAt: dateTime('phase_started_at'),
    /** Bumped by every change of order, check-in, absence or control: the live views poll it. */
    version: integer('version').notNull().default(1),
    /** The draw the current order came from. */
    drawId: ref('draw_id'),
    closedAt: dateTime('closed_at'),
    resultsPublishedAt: dateTime('results_published_at'),
    resultsPublishedBy: varchar('results_published_by', { length: 64 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_roadshow_session_task_uq').on(t.taskId),
    index('comp_roadshow_session_stage_idx').on(t.stageId),
  ],
);

/** One project's place in a session. */
export const compRoadshowSlot = pgTable(
  'comp_roadshow_slot',
  {
    slotId: id('slot_id', 1000),
    sessionId: ref('session_id').notNull(),
    entryId: ref('entry_id').notNull(),
    applicationId: ref('application_id').notNull(),
    /** Presentation order, 1-based; null until drawn or set. */
    orderNo: integer('order_no'),
    checkedInAt: dateTime('checked_in_at'),
    checkedInBy: varchar('checked_in_by', { length: 64 }),
    /** '1': absent (skipped; its assignments are voided when the session closes). */
    absent: char('absent', { length: 1 }).notNull().default('0'),
    absentReason: varchar('absent_reason', { length: 200 }),
    /** When it became the current project (it may be scored from then on in live mode). */
    presentedAt: dateTime('presented_at'),
    finishedAt: dateTime('finished_at'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_roadshow_slot_uq').on(t.sessionId, t.applicationId),
    index('comp_roadshow_slot_application_idx').on(t.applicationId),
  ],
);

/** Each order of a session: drawn with a seed (reproducible) or set by hand with a reason. */
export const compRoadshowDraw = pgTable(
  'comp_roadshow_draw',
  {
    drawId: id('draw_id', 100),
    sessionId: ref('session_id').notNull(),
    /** ROADSHOW_DRAW_METHODS. */
    method: varchar('method', { length: 10 }).notNull(),
    /** random: the seed (hex or typed); manual: null. */
    seed: varchar('seed', { length: 64 }),
    /** The candidates as drawn from (application ids in id order). */
    candidates: jsonb('candidates').$type<number[]>().notNull(),
    /** The resulting order (application ids, first presents first). */
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    reason: varchar('reason', { length: 500 }),
    drawnBy: varchar('drawn_by', { length: 64 }).notNull(),
    drawnAt: dateTime('drawn_at').notNull(),
  },
  (t) => [index('comp_roadshow_draw_session_idx').on(t.sessionId)],
);

/** A session's log: check-ins, absences, controls, results (ROADSHOW_EVENT_KINDS). */
export const compRoadshowEvent = pgTable(
  'comp_roadshow_event',
  {
    eventId: id('event_id', 1000),
    sessionId: ref('session_id').notNull(),
    slotId: ref('slot_id'),
    kind: varchar('kind', { length: 20 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    reason: varchar('reason', { length: 500 }),
    actor: varchar('actor', { length: 64 }).notNull(),
    at: dateTime('at').notNull(),
  },
  (t) => [index('comp_roadshow_event_session_idx').on(t.sessionId)],
);

/** A team's appeal (申诉) against a roadshow's results. */
export const compAppeal = pgTable(
  'comp_appeal',
  {
    appealId: id('appeal_id', 100),
    competitionId: ref('competition_id').notNull(),
    sessionId: ref('session_id').notNull(),
    entryId: ref('entry_id').notNull(),
    applicationId: ref('application_id').notNull(),
    /** APPEAL_CHANNELS. */
    channel: varchar('channel', { length: 10 }).notNull().default('online'),
    content: text('content').notNull(),
    /** Who filed it (the entrant's user, or the staff member recording an on-site appeal). */
    submittedBy: varchar('submitted_by', { length: 64 }).notNull(),
    submittedAt: dateTime('submitted_at').notNull(),
    /** The window's end when it was filed. */
    deadlineAt: dateTime('deadline_at').notNull(),
    /** APPEAL_STATUSES. */
    status: varchar('status', { length: 20 }).notNull().default('submitted'),
    decision: varchar('decision', { length: 500 }),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: dateTime('decided_at'),
    ...audit(),
  },
  (t) => [
    // One appeal per team per session.
    uniqueIndex('comp_appeal_uq').on(t.sessionId, t.applicationId),
    index('comp_appeal_competition_idx').on(t.competitionId),
  ],
);

/** An appeal's history (filed, decided): never rewritten. */
export const compAppealEvent = pgTable(
  'comp_appeal_event',
  {
    eventId: id('event_id', 1000),
    appealId: ref('appeal_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    actor: varchar('actor', { length: 64 }).notNull(),
    at: dateTime('at').notNull(),
  },
  (t) => [index('comp_appeal_event_appeal_idx').on(t.appealId)],
);

/** A generated report kept as it was (REPORT_KINDS): both files, who, when, the inputs' hash. */
export const compReportSnapshot = pgTable(
  'comp_report_snapshot',
  {
    reportId: id('report_id', 100),
    competitionId: ref('competition_id').notNull(),
    /** REPORT_KINDS. */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** What it was generated for (stageId, taskId, batchId...), as validated by reportParams. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** REPORT_STATUSES: running, then done or failed (and then never changed). */
    status: varchar('status', { length: 10 }).notNull().default('running'),
    /** Progress: steps done of total, and the step's name. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(1),
    step: varchar('step', { length: 50 }),
    /** SHA-256 of the canonical JSON of the report's data (its inputs as read). */
    dataHash: char('data_hash', { length: 64 }),
    xlsxKey: varchar('xlsx_key', { length: 255 }),
    xlsxSize: integer('xlsx_size'),
    pdfKey: varchar('pdf_key', { length: 255 }),
    pdfSize: integer('pdf_size'),
    error: varchar('error', { length: 500 }),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: dateTime('created_at').notNull(),
    finishedAt: dateTime('finished_at'),
    /** The instance generating it (a run whose instance stopped is failed by the next one to look). */
    instance: varchar('instance', { length: 64 }),
    heartbeatAt: dateTime('heartbeat_at'),
  },
  (t) => [
    index('comp_report_snapshot_competition_idx').on(t.competitionId, t.kind),
    index('comp_report_snapshot_running_idx').on(t.status).where(sql`status = 'running'`),
  ],
);
