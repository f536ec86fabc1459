import type { RubricCriterion, SheetItems } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref } from './columns';

// Review tasks and scoring, issue 32's part of the judging core (docs/review.md section 5):
// versioned rubrics, tasks binding review groups to expert groups, assignments, score sheets and
// their append-only, HMAC-chained revisions.

/**
 * One version of a rubric. Versions of one rubric share `root_id` (the first version's id); a task
 * freezes the version it uses, and editing a frozen version writes the next one. The criteria are
 * kept whole as the version's immutable snapshot (packages/contracts/src/rubric.ts).
 */
export const compRubric = pgTable(
  'comp_rubric',
  {
    rubricId: id('rubric_id', 100),
    rootId: ref('root_id'),
    stageId: ref('stage_id').notNull(),
    rubricName: varchar('rubric_name', { length: 100 }).notNull(),
    version: integer('version').notNull().default(1),
    criteria: jsonb('criteria').$type<RubricCriterion[]>().notNull(),
    /** '1' once a task uses it: it is never changed again. */
    frozen: char('frozen', { length: 1 }).notNull().default('0'),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_rubric_version_uq').on(t.rootId, t.version), index('comp_rubric_stage_idx').on(t.stageId)],
);

export interface BlindOptions {
  names: boolean;
  organisations: boolean;
  members: boolean;
  fileNames: boolean;
}

export const compReviewTask = pgTable(
  'comp_review_task',
  {
    taskId: id('task_id', 100),
    stageId: ref('stage_id').notNull(),
    taskName: varchar('task_name', { length: 100 }).notNull(),
    rubricId: ref('rubric_id').notNull(),
    /** all_in_group, k_per_application, two_plus_one. */
    mode: varchar('mode', { length: 20 }).notNull(),
    k: integer('k'),
    /** two_plus_one: a third review when the two differ by more than this. */
    tolerance: numeric('tolerance', { precision: 10, scale: 2 }),
    /** points, percent (of the rubric's maximum total). */
    toleranceKind: varchar('tolerance_kind', { length: 10 }),
    dueAt: dateTime('due_at').notNull(),
    /** Days before the due date an unsubmitted expert is reminded (and the day before). */
    remindDays: integer('remind_days').notNull().default(3),
    blind: jsonb('blind').$type<BlindOptions>().notNull(),
    allowDownload: char('allow_download', { length: 1 }).notNull().default('0'),
    lockOnSubmit: char('lock_on_submit', { length: 1 }).notNull().default('1'),
    /** draft, published, in_progress, closed, computed, finalized. */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    seed: varchar('seed', { length: 64 }),
    publishedBy: varchar('published_by', { length: 64 }),
    publishedAt: dateTime('published_at'),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_review_task_name_uq').on(t.stageId, t.taskName)],
);

/** A review group a task judges, with the expert group judging it there. */
export const compReviewTaskGroup = pgTable(
  'comp_review_task_group',
  {
    taskGroupId: id('task_group_id', 100),
    taskId: ref('task_id').notNull(),
    reviewGroupId: ref('review_group_id').notNull(),
    expertGroupId: ref('expert_group_id').notNull(),
  },
  (t) => [uniqueIndex('comp_review_task_group_uq').on(t.taskId, t.reviewGroupId)],
);

export interface AssignmentWarning {
  rule: string;
  reason: string;
}

export const compReviewAssignment = pgTable(
  'comp_review_assignment',
  {
    assignmentId: id('assignment_id', 1000),
    taskId: ref('task_id').notNull(),
    applicationId: ref('application_id').notNull(),
    entryId: ref('entry_id'),
    /** The expert (a user). */
    userId: ref('user_id').notNull(),
    reviewGroupId: ref('review_group_id').notNull(),
    /** all, balanced, third_review, manual, replacement. */
    method: varchar('method', { length: 20 }).notNull(),
    /** assigned, viewed, in_progress, submitted, locked, coi_declared, voided. */
    status: varchar('status', { length: 20 }).notNull().default('assigned'),
    warnings: jsonb('warnings').$type<AssignmentWarning[]>().notNull().default([]),
    /** When the expert confirmed confidentiality and no conflict. */
    statementAt: dateTime('statement_at'),
    firstViewedAt: dateTime('first_viewed_at'),
    /** Seconds spent on the scoring page. */
    timeSpent: integer('time_spent').notNull().default(0),
    submittedAt: dateTime('submitted_at'),
    voidedReason: varchar('voided_reason', { length: 500 }),
    /** The assignment this one replaces (a reassignment or a replacement after a conflict). */
    replacesId: ref('replaces_id'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_review_assignment_live_uq')
      .on(t.taskId, t.applicationId, t.userId)
      .where(sql`${t.status} <> 'voided'`),
    index('comp_review_assignment_user_idx').on(t.userId, t.taskId, t.assignmentId),
    index('comp_review_assignment_task_idx').on(t.taskId, t.reviewGroupId),
    index('comp_review_assignment_application_idx').on(t.applicationId),
  ],
);

/** An assignment's current scores (fast reads); its revisions are the proof. */
export const compScoreSheet = pgTable(
  'comp_score_sheet',
  {
    sheetId: id('sheet_id', 1000),
    assignmentId: ref('assignment_id').notNull(),
    /** draft, submitted. */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    total: numeric('total', { precision: 10, scale: 2 }),
    items: jsonb('items').$type<SheetItems>().notNull().default({}),
    overallComment: varchar('overall_comment', { length: 2000 }),
    /** Set when staff entered a paper sheet for the expert: who, with the reason in the revision. */
    enteredBy: varchar('entered_by', { length: 64 }),
    revisionCount: integer('revision_count').notNull().default(0),
    /** The HMAC of the newest revision: the chain's head. */
    headHmac: char('head_hmac', { length: 64 }),
    updateTime: dateTime('update_time'),
  },
  (t) => [uniqueIndex('comp_score_sheet_assignment_uq').on(t.assignmentId)],
);

/** Every save of a sheet, chained by HMAC (lib/hash-chain.ts); a trigger refuses UPDATE and DELETE. */
export const compScoreRevision = pgTable(
  'comp_score_revision',
  {
    revisionId: id('revision_id', 1000),
    sheetId: ref('sheet_id').notNull(),
    revisionNo: integer('revision_no').notNull(),
    /** autosave, submit, unlock, proxy, import. */
    kind: varchar('kind', { length: 10 }).notNull(),
    snapshot: jsonb('snapshot').$type<{ items: SheetItems; overallComment: string | null }>().notNull(),
    total: numeric('total', { precision: 10, scale: 2 }),
    actor: varchar('actor', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    clientIp: varchar('client_ip', { length: 128 }),
    createdAt: dateTime('created_at').notNull(),
    previousHmac: char('previous_hmac', { length: 64 }),
    hmac: char('hmac', { length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('comp_score_revision_no_uq').on(t.sheetId, t.revisionNo)],
);

/**
 * A review task's history (docs/review-tasks.md): publish (with the seed), close, reopen (with its
 * reason), reassign. Append-only: rows are inserted, never changed.
 */
export const compReviewTaskEvent = pgTable(
  'comp_review_task_event',
  {
    eventId: id('event_id', 100),
    taskId: ref('task_id').notNull(),
    /** publish, close, reopen, reassign. */
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    reason: varchar('reason', { length: 500 }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [index('comp_review_task_event_task_idx').on(t.taskId, t.eventId)],
);
