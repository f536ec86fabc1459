import type { AggregationConfig, CompetitionStatus, StageKind, TrackField } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref, remark, status } from './columns';

// Competition setup (docs/adr/0012-competition-setup.md): regions and organisations, editions
// with their tracks, group categories, stages and audit levels, and sponsors.

/** GB/T 2260 regions: '1' province, '2' city, '3' district. */
export const compRegion = pgTable(
  'comp_region',
  {
    regionCode: varchar('region_code', { length: 12 }).primaryKey(),
    regionName: varchar('region_name', { length: 50 }).notNull(),
    level: char('level', { length: 1 }).notNull(),
    parentCode: varchar('parent_code', { length: 12 }),
    /** Codes from the province down to the parent, each followed by a comma (",110000,110100,"). */
    ancestors: varchar('ancestors', { length: 100 }).notNull().default(','),
    orderNum: integer('order_num').notNull().default(0),
    status: status(),
    ...audit(),
  },
  (t) => [index('comp_region_parent_code_idx').on(t.parentCode)],
);

export const compOrganisation = pgTable(
  'comp_organisation',
  {
    orgId: id('org_id', 100),
    orgName: varchar('org_name', { length: 100 }).notNull(),
    /** Dict comp_org_type. */
    orgType: varchar('org_type', { length: 20 }).notNull(),
    /** The organisation it belongs to (a school's district bureau, a college's university); null: none. */
    parentId: ref('parent_id'),
    regionCode: varchar('region_code', { length: 12 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    status: status(),
    ...audit(),
    remark: remark(),
  },
  (t) => [
    uniqueIndex('comp_organisation_credit_code_uq').on(t.creditCode),
    index('comp_organisation_region_code_idx').on(t.regionCode),
    index('comp_organisation_parent_idx').on(t.parentId),
  ],
);

export const compCompetition = pgTable(
  'comp_competition',
  {
    competitionId: id('competition_id', 100),
    competitionName: varchar('competition_name', { length: 100 }).notNull(),
    editionYear: integer('edition_year').notNull(),
    /** draft, published, registration_open, in_progress, closed, archived. */
    status: varchar('status', { length: 20 }).$type<CompetitionStatus>().notNull().default('draft'),
    registrationStart: dateTime('registration_start'),
    registrationEnd: dateTime('registration_end'),
    rules: text('rules'),
    logo: varchar('logo', { length: 255 }),
    isCurrent: char('is_current', { length: 1 }).notNull().default('0'),
    /**
     * Months after the edition's end (its last stage, else its registration end) after which the
     * personal data of its entrants are anonymised (docs/retention.md); null keeps them.
     */
    retentionMonths: integer('retention_months'),
    /** '1': entrants see their per-criterion scores and the comments (never who wrote them) after the 公示 window (docs/portal.md). */
    revealScores: char('reveal_scores', { length: 1 }).notNull().default('0'),
    ...audit(),
    remark: remark(),
  },
  (t) => [uniqueIndex('comp_competition_current_uq').on(t.isCurrent).where(sql`${t.isCurrent} = '1'`)],
);

export type TrackFieldJson = TrackField;

export const compTrack = pgTable(
  'comp_track',
  {
    trackId: id('track_id', 100),
    competitionId: ref('competition_id').notNull(),
    trackCode: varchar('track_code', { length: 20 }).notNull(),
    trackName: varchar('track_name', { length: 50 }).notNull(),
    ageMin: integer('age_min'),
    ageMax: integer('age_max'),
    /** yyyy-MM-dd. */
    ageRefDate: varchar('age_ref_date', { length: 10 }),
    teamMin: integer('team_min').notNull().default(1),
    teamMax: integer('team_max').notNull().default(5),
    oneEntry: char('one_entry', { length: 1 }).notNull().default('1'),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /**
     * The extra application fields: a version of a saved form (sys_form_version, never changed), or
     * none. `fields` is that version's flat field summary (trackFieldsOfForm), written with the
     * binding: derived from an immutable document, it cannot go stale.
     */
    formId: ref('form_id'),
    formVersion: integer('form_version'),
    fields: jsonb('fields').$type<TrackFieldJson[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_track_code_uq').on(t.competitionId, t.trackCode)],
);

export const compGroupCategory = pgTable(
  'comp_group_category',
  {
    categoryId: id('category_id', 100),
    trackId: ref('track_id').notNull(),
    categoryCode: varchar('category_code', { length: 30 }).notNull(),
    categoryName: varchar('category_name', { length: 30 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('comp_group_category_code_uq').on(t.trackId, t.categoryCode)],
);

export const compStage = pgTable(
  'comp_stage',
  {
    stageId: id('stage_id', 100),
    competitionId: ref('competition_id').notNull(),
    /**
     * The track a judging stage belongs to (docs/adr/0018-judging-data-model.md); null for the
     * edition-wide registration and qualification stages.
     */
    trackId: ref('track_id'),
    /** registration, qualification, preliminary, semi_final, final. */
    stageKind: varchar('stage_kind', { length: 20 }).$type<StageKind>().notNull(),
    stageName: varchar('stage_name', { length: 50 }).notNull(),
    seq: integer('seq').notNull(),
    startAt: dateTime('start_at').notNull(),
    endAt: dateTime('end_at').notNull(),
    /**
     * A judging stage's aggregation configuration (packages/contracts/src/aggregation.ts, docs/rating.md);
     * null: the default. Snapshotted and hashed into every result version.
     */
    aggregation: jsonb('aggregation').$type<AggregationConfig>(),
    ...audit(),
  },
  // One stage of a kind per track, and one edition-wide stage of a kind (a null track counts once).
  (t) => [unique('comp_stage_track_kind_uq').on(t.competitionId, t.trackId, t.stageKind).nullsNotDistinct()],
);

export const compAuditLevel = pgTable(
  'comp_audit_level',
  {
    auditLevelId: id('audit_level_id', 100),
    competitionId: ref('competition_id').notNull(),
    levelNo: integer('level_no').notNull(),
    levelName: varchar('level_name', { length: 50 }).notNull(),
    roleId: ref('role_id').notNull(),
    /** Region level the auditors work at: '1' province, '2' city, '3' district. */
    regionLevel: char('region_level', { length: 1 }).notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_audit_level_no_uq').on(t.competitionId, t.levelNo)],
);

export const compSponsor = pgTable('comp_sponsor', {
  sponsorId: id('sponsor_id', 100),
  sponsorName: varchar('sponsor_name', { length: 100 }).notNull(),
  /** Dict comp_sponsor_role: 1 主办, 2 承办, 3 协办, 4 支持, 5 赞助. */
  sponsorRole: char('sponsor_role', { length: 1 }).notNull(),
  logo: varchar('logo', { length: 255 }),
  website: varchar('website', { length: 255 }),
  tier: varchar('tier', { length: 30 }),
  contactName: varchar('contact_name', { length: 30 }),
  contactPhone: varchar('contact_phone', { length: 20 }),
  sort: integer('sort').notNull().default(0),
  status: status(),
  ...audit(),
  remark: remark(),
});

export const compCompetitionSponsor = pgTable(
  'comp_competition_sponsor',
  {
    competitionId: ref('competition_id').notNull(),
    sponsorId: ref('sponsor_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.sponsorId] }),
    index('comp_competition_sponsor_sponsor_idx').on(t.sponsorId),
  ],
);

/** One real run of the retention task over an edition: who, when and what it wiped (docs/retention.md). */
export const compRetentionRun = pgTable(
  'comp_retention_run',
  {
    runId: id('run_id', 1),
    competitionId: ref('competition_id').notNull(),
    /** The user name, or `job:<jobId>` for a scheduled run. */
    runBy: varchar('run_by', { length: 64 }).notNull(),
    runAt: dateTime('run_at').notNull(),
    applications: integer('applications').notNull(),
    members: integer('members').notNull(),
    mentors: integer('mentors').notNull(),
    answers: integer('answers').notNull(),
  },
  (t) => [index('comp_retention_run_competition_idx').on(t.competitionId, t.runId)],
);
