import { bigint, char, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StoredAttachment } from './application';
import { audit, dateTime, id, ref } from './columns';

// Competition notices, 公示 windows and objections (issue 19, docs/domain.md 3.7, 4.2 and 5.8), and the
// holiday calendar their working days are counted on.

/**
 * Days that differ from the plain week: a weekday off ('0', a holiday) or a weekend day worked
 * ('1', a 调休 make-up day). Every other Monday–Friday is a working day, every Saturday and Sunday not.
 */
export const compHoliday = pgTable('comp_holiday', {
  /** yyyy-MM-dd. */
  holidayDate: varchar('holiday_date', { length: 10 }).primaryKey(),
  isWorkday: char('is_workday', { length: 1 }).notNull(),
  holidayName: varchar('holiday_name', { length: 30 }).notNull(),
  ...audit(),
});

export const compNotice = pgTable(
  'comp_notice',
  {
    noticeId: id('notice_id', 100),
    competitionId: ref('competition_id').notNull(),
    /** application (申报通知) or publication (公示公告). */
    noticeKind: varchar('notice_kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Rich text, cleaned through the allow-list on save. */
    body: text('body'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** The tracks the notice is for; empty means every track of the edition. */
    trackIds: jsonb('track_ids').$type<number[]>().notNull().default([]),
    publishAt: dateTime('publish_at'),
    expireAt: dateTime('expire_at'),
    publishedAt: dateTime('published_at'),
    pinned: char('pinned', { length: 1 }).notNull().default('0'),
    /** draft, scheduled, published, withdrawn, expired. */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    ...audit(),
  },
  (t) => [
    index('comp_notice_competition_idx').on(t.competitionId),
    index('comp_notice_status_publish_idx').on(t.status, t.publishAt),
  ],
);

/** A 公示 window of a publication notice, counted in working days; one per notice. */
export const compPublicity = pgTable(
  'comp_publicity',
  {
    publicityId: id('publicity_id', 100),
    noticeId: ref('notice_id').notNull(),
    startAt: dateTime('start_at').notNull(),
    endAt: dateTime('end_at').notNull(),
    workingDays: integer('working_days').notNull(),
    /** Working days added by extensions. */
    extendedDays: integer('extended_days').notNull().default(0),
    contact: varchar('contact', { length: 100 }),
    /** What the window lists: qualification_list, promotion_batch or award_list (PUBLICITY_SUBJECTS). */
    subject: varchar('subject', { length: 30 }).notNull().default('qualification_list'),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_publicity_notice_uq').on(t.noticeId)],
);

/** An objection (异议) to a window, with a real name; the mobile sealed like entrants' (lib/personal-data.ts). */
export const compObjection = pgTable(
  'comp_objection',
  {
    objectionId: id('objection_id', 100),
    publicityId: ref('publicity_id').notNull(),
    /** individual or unit. */
    submitterType: varchar('submitter_type', { length: 10 }).notNull(),
    realName: varchar('real_name', { length: 30 }).notNull(),
    orgName: varchar('org_name', { length: 100 }),
    mobileEnc: text('mobile_enc').notNull(),
    mobileHash: char('mobile_hash', { length: 64 }).notNull(),
    mobileMask: varchar('mobile_mask', { length: 20 }).notNull(),
    content: varchar('content', { length: 2000 }).notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** received, accepted, rejected, upheld, dismissed. */
    status: varchar('status', { length: 20 }).notNull().default('received'),
    resolution: varchar('resolution', { length: 500 }),
    receivedAt: dateTime('received_at').notNull(),
    handledBy: varchar('handled_by', { length: 64 }),
    handledAt: dateTime('handled_at'),
    /** The application the objection concerns (one the window lists), or null. */
    applicationId: ref('application_id'),
    /** The organiser's decision on an upheld objection: disqualify, return or no_change. */
    decision: varchar('decision', { length: 20 }),
    decisionReason: varchar('decision_reason', { length: 500 }),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: dateTime('decided_at'),
    ...audit(),
  },
  (t) => [
    index('comp_objection_publicity_idx').on(t.publicityId),
    index('comp_objection_application_idx').on(t.applicationId),
  ],
);

/**
 * A self-registration waiting for review (docs/domain.md 5.2), beside the account (sys_user.reg_status
 * says whether it may log in): the role asked for, the decision with its reason, and whether the
 * decision's text message was accepted by the provider ('0' sent, '1' failed, null none sent).
 */
export const sysRegistration = pgTable(
  'sys_registration',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    /** sys_role.role_key asked for (participants for /register). */
    requestedRole: varchar('requested_role', { length: 100 }).notNull(),
    /** '1' waiting, '0' approved, '2' rejected (as sys_user.reg_status). */
    status: char('status', { length: 1 }).notNull().default('1'),
    reason: varchar('reason', { length: 500 }),
    autoApproved: char('auto_approved', { length: 1 }).notNull().default('0'),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: dateTime('decided_at'),
    smsStatus: char('sms_status', { length: 1 }),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [index('sys_registration_status_idx').on(t.status)],
);
