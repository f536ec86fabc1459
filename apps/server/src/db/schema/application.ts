import type { ApplicationAnswer } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dateTime, id, ref } from './columns';

// Applications (issue 17, docs/domain.md 4.2 and 5.1). ID numbers and mobiles of entrants are never
// stored in plain: `*_enc` is the sealed value (lib/personal-data.ts), `*_hash` a keyed digest
// for exact-match search and uniqueness, `*_mask` what lists show.

export interface StoredAttachment {
  kind: string;
  path: string;
  fileName: string;
  size?: number;
}

export interface StoredMentor {
  name: string;
  orgName: string | null;
  title: string | null;
  mobileEnc: string | null;
  mobileMask: string | null;
  email: string | null;
}

export const compApplication = pgTable(
  'comp_application',
  {
    applicationId: id('application_id', 1000),
    /** Per edition and track: the track's letter, the year and a sequence (T26-0001). */
    code: varchar('code', { length: 30 }).notNull(),
    competitionId: ref('competition_id').notNull(),
    trackId: ref('track_id').notNull(),
    categoryId: ref('category_id'),
    projectName: varchar('project_name', { length: 100 }).notNull(),
    industry: varchar('industry', { length: 30 }),
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    orgId: ref('org_id'),
    summary: varchar('summary', { length: 2000 }),
    leaderName: varchar('leader_name', { length: 30 }).notNull(),
    leaderMobileEnc: text('leader_mobile_enc').notNull(),
    leaderMobileHash: char('leader_mobile_hash', { length: 64 }).notNull(),
    leaderMobileMask: varchar('leader_mobile_mask', { length: 20 }).notNull(),
    leaderIdEnc: text('leader_id_enc').notNull(),
    leaderIdHash: char('leader_id_hash', { length: 64 }).notNull(),
    leaderIdMask: varchar('leader_id_mask', { length: 20 }).notNull(),
    memberCount: integer('member_count').notNull().default(1),
    mentors: jsonb('mentors').$type<StoredMentor[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    videoLink: varchar('video_link', { length: 255 }),
    answers: jsonb('answers').$type<Record<string, ApplicationAnswer>>().notNull().default({}),
    /** ApplicationStatus (contracts/application-status.ts). */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    submittedAt: dateTime('submitted_at'),
    returnCount: integer('return_count').notNull().default(0),
    returnDeadline: dateTime('return_deadline'),
    /** The audit level (comp_audit_level.level_no) the application waits at; null outside audit. */
    auditLevel: integer('audit_level'),
    /** The level that last returned it (a resubmission may re-enter there). */
    returnLevel: integer('return_level'),
    /** When the retention task wiped its people's personal data (docs/retention.md); null before. */
    anonymisedAt: dateTime('anonymised_at'),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: dateTime('create_time').defaultNow(),
    updateBy: varchar('update_by', { length: 64 }).default(''),
    updateTime: dateTime('update_time'),
  },
  (t) => [
    uniqueIndex('comp_application_code_uq').on(t.competitionId, t.code),
    // Track ids are unique across editions, so the list by track and status needs no edition.
    index('comp_application_track_idx').on(t.trackId, t.status, t.applicationId),
    index('comp_application_competition_idx').on(t.competitionId, t.applicationId),
    index('comp_application_status_idx').on(t.status, t.applicationId),
    // Covers the statistics' breakdowns of an edition's track (an index-only scan once vacuumed).
    index('comp_application_breakdown_idx').on(
      t.competitionId,
      t.trackId,
      t.status,
      t.regionCode,
      t.orgId,
      t.categoryId,
      t.industry,
    ),
    index('comp_application_mobile_idx').on(t.leaderMobileHash),
    // The competition scopes (region, organisation, own) with the list's newest-first order.
    index('comp_application_region_idx').on(t.regionCode, t.applicationId),
    index('comp_application_org_idx').on(t.orgId, t.applicationId),
    index('comp_application_create_by_idx').on(t.createBy, t.applicationId),
    // The audit queues: waiting applications of an edition at a level, newest first.
    index('comp_application_queue_idx')
      .on(t.competitionId, t.auditLevel, t.applicationId)
      .where(sql`${t.status} in ('submitted', 'under_audit')`),
    index('comp_application_name_trgm_idx').using('gin', sql`lower(${t.projectName}) gin_trgm_ops`),
  ],
);

/** The leader (seq 0) and the members in order; the ID digest finds a person's entries. */
export const compApplicationMember = pgTable(
  'comp_application_member',
  {
    memberId: id('member_id', 1000),
    applicationId: ref('application_id').notNull(),
    competitionId: ref('competition_id').notNull(),
    seq: integer('seq').notNull(),
    /** 'leader' or 'member'. */
    role: varchar('role', { length: 10 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    idEnc: text('id_enc').notNull(),
    idHash: char('id_hash', { length: 64 }).notNull(),
    idMask: varchar('id_mask', { length: 20 }).notNull(),
    /** yyyy-MM-dd from the ID number. */
    birthDate: varchar('birth_date', { length: 10 }),
    sex: char('sex', { length: 1 }),
    /**
     * Whole years on the track's reference date, kept when retention wipes the birth date so the
     * statistics' age bands stay computable (docs/retention.md); null while the birth date is kept.
     */
    ageYears: integer('age_years'),
    orgName: varchar('org_name', { length: 100 }),
    gradeOrTitle: varchar('grade_or_title', { length: 30 }),
  },
  (t) => [
    uniqueIndex('comp_application_member_seq_uq').on(t.applicationId, t.seq),
    index('comp_application_member_person_idx').on(t.competitionId, t.idHash),
    index('comp_application_member_id_idx').on(t.idHash),
  ],
);

/** Every change of status: who, when, from, to and why (the history tab). */
export const compApplicationEvent = pgTable(
  'comp_application_event',
  {
    eventId: id('event_id', 1),
    applicationId: ref('application_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    /** The audit level a decision was taken at. */
    levelNo: integer('level_no'),
    /** Dict comp_reject_reason for rejections. */
    reasonCode: varchar('reason_code', { length: 30 }),
    operName: varchar('oper_name', { length: 64 }).notNull().default(''),
    eventTime: dateTime('event_time').notNull(),
  },
  (t) => [
    index('comp_application_event_app_idx').on(t.applicationId, t.eventId),
    // The statistics' per-day series reads submissions and decisions only.
    index('comp_application_event_action_idx').on(t.action, t.eventTime),
  ],
);
