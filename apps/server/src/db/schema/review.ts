import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref, remark } from './columns';

// The judging core, issue 31's part (docs/review.md sections 2-4, docs/adr/0018-judging-data-model.md):
// stage entries, the expert pool, review (project) groups, expert groups with their members and
// draws, and the conflict-of-interest rules, declarations and overrides.

/** One application in one judging stage: its group and (later issues) its state, score and result. */
export const compStageEntry = pgTable(
  'comp_stage_entry',
  {
    entryId: id('entry_id', 1000),
    stageId: ref('stage_id').notNull(),
    applicationId: ref('application_id').notNull(),
    /** The review group it is judged in; null until grouped. */
    reviewGroupId: ref('review_group_id'),
    /** pending, in_review, scored, promoted, eliminated, waitlisted, escalated (docs/review.md 2). */
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    /** The final result version written to the entry (docs/rating.md, Compute); null until computed. */
    resultVersionId: ref('result_version_id'),
    /** Unrounded final score of that version. */
    finalScore: doublePrecision('final_score'),
    rank: integer('rank'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_stage_entry_uq').on(t.stageId, t.applicationId),
    index('comp_stage_entry_group_idx').on(t.reviewGroupId),
    index('comp_stage_entry_application_idx').on(t.applicationId),
  ],
);

/** An expert: a back-office user with the role `expert` and this profile. */
export const compExpert = pgTable(
  'comp_expert',
  {
    expertId: id('expert_id', 100),
    userId: ref('user_id').notNull(),
    /** '0' male, '1' female, '2' unknown (dict sys_user_sex). */
    gender: varchar('gender', { length: 1 }).notNull().default('2'),
    /** An organisation of the list, or free text for an outside expert. */
    orgId: ref('org_id'),
    orgName: varchar('org_name', { length: 100 }),
    /** Dict comp_expert_title. */
    title: varchar('title', { length: 30 }),
    /** Dict comp_expert_field values. */
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    /** Dict comp_industry values. */
    industries: jsonb('industries').$type<string[]>().notNull().default([]),
    regionCode: varchar('region_code', { length: 12 }),
    /** Track codes the expert may judge: teen, adult. */
    tracks: jsonb('tracks').$type<string[]>().notNull().default([]),
    /** Most applications per review task; null: no limit. */
    maxLoad: integer('max_load'),
    /** applied, active, suspended, retired. */
    status: varchar('status', { length: 20 }).notNull().default('applied'),
    /** 0-5, filled from the task ratings by the results issue (docs/review.md 6). */
    rating: numeric('rating', { precision: 4, scale: 2 }),
    ...audit(),
    remark: remark(),
  },
  (t) => [
    uniqueIndex('comp_expert_user_uq').on(t.userId),
    index('comp_expert_status_idx').on(t.status, t.expertId),
    index('comp_expert_region_idx').on(t.regionCode),
    index('comp_expert_org_idx').on(t.orgId),
  ],
);

/** What an expert declares: employers, organisations mentored, relatives' organisations, statements. */
export const compExpertRelation = pgTable(
  'comp_expert_relation',
  {
    relationId: id('relation_id', 100),
    expertId: ref('expert_id').notNull(),
    /** employer, mentored_org, relative_org, statement. */
    kind: varchar('kind', { length: 20 }).notNull(),
    orgId: ref('org_id'),
    orgName: varchar('org_name', { length: 100 }),
    /** yyyy-MM-dd; an employer's period (until null: still employed). */
    fromDate: date('from_date', { mode: 'string' }),
    untilDate: date('until_date', { mode: 'string' }),
    text: varchar('text', { length: 500 }),
    ...audit(),
  },
  (t) => [index('comp_expert_relation_expert_idx').on(t.expertId)],
);

/** A review (project) group of a stage: the applications judged together. */
export const compReviewGroup = pgTable(
  'comp_review_group',
  {
    reviewGroupId: id('review_group_id', 100),
    stageId: ref('stage_id').notNull(),
    groupName: varchar('group_name', { length: 100 }).notNull(),
    /** What it was built from: { categoryId, industry, regionCode } (null parts: any). */
    basis: jsonb('basis').$type<ReviewGroupBasis>().notNull().default({}),
    /** The region (and organisation) it belongs to, for the competition scope; null: across regions. */
    regionCode: varchar('region_code', { length: 12 }),
    orgId: ref('org_id'),
    expertGroupId: ref('expert_group_id'),
    /** The review task using it (issue 32); a locked group refuses changes naming the task. */
    lockedByTaskId: ref('locked_by_task_id'),
    sort: integer('sort').notNull().default(0),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_review_group_name_uq').on(t.stageId, t.groupName),
    index('comp_review_group_expert_group_idx').on(t.expertGroupId),
  ],
);

export interface ReviewGroupBasis {
  categoryId?: number | null;
  industry?: string | null;
  regionCode?: string | null;
}

/** An expert group of a stage: the experts judging its bound review groups. */
export const compExpertGroup = pgTable(
  'comp_expert_group',
  {
    expertGroupId: id('expert_group_id', 100),
    stageId: ref('stage_id').notNull(),
    groupName: varchar('group_name', { length: 100 }).notNull(),
    /** The leader (a member's user id). */
    leaderUserId: ref('leader_user_id'),
    capacity: integer('capacity').notNull().default(5),
    regionCode: varchar('region_code', { length: 12 }),
    ...audit(),
    remark: remark(),
  },
  (t) => [uniqueIndex('comp_expert_group_name_uq').on(t.stageId, t.groupName)],
);

export interface OverriddenWarning {
  rule: string;
  applicationId: number;
  reason: string;
}

export const compExpertGroupMember = pgTable(
  'comp_expert_group_member',
  {
    memberId: id('member_id', 100),
    expertGroupId: ref('expert_group_id').notNull(),
    userId: ref('user_id').notNull(),
    /** leader, member. */
    role: varchar('role', { length: 10 }).notNull().default('member'),
    /** draw, manual. */
    joinedBy: varchar('joined_by', { length: 10 }).notNull().default('manual'),
    drawId: ref('draw_id'),
    /** Conflict warnings overridden when the member was added, each with its reason. */
    overrides: jsonb('overrides').$type<OverriddenWarning[]>().notNull().default([]),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_expert_group_member_uq').on(t.expertGroupId, t.userId),
    index('comp_expert_group_member_user_idx').on(t.userId),
  ],
);

/** A seeded random draw of experts into a group: its seed, filter, pool and outcome (append-only). */
export const compExpertDraw = pgTable(
  'comp_expert_draw',
  {
    drawId: id('draw_id', 100),
    expertGroupId: ref('expert_group_id').notNull(),
    seed: varchar('seed', { length: 64 }).notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull().default({}),
    /** The candidates' expert ids in the order drawn from (sorted by id). */
    candidateIds: jsonb('candidate_ids').$type<number[]>().notNull(),
    drawCount: integer('draw_count').notNull(),
    drawnIds: jsonb('drawn_ids').$type<number[]>().notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [index('comp_expert_draw_group_idx').on(t.expertGroupId, t.drawId)],
);

/** An edition's conflict-of-interest rules (packages/contracts/src/coi-rules.ts). */
export const compCoiRule = pgTable(
  'comp_coi_rule',
  {
    ruleId: id('rule_id', 100),
    competitionId: ref('competition_id').notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** block, warn. */
    severity: varchar('severity', { length: 10 }).notNull(),
    /** { regionLevel: 1 | 2 | 3 } for same_region, { years } for employer_within_years. */
    params: jsonb('params').$type<Record<string, number>>().notNull().default({}),
    enabled: varchar('enabled', { length: 1 }).notNull().default('1'),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_coi_rule_kind_uq').on(t.competitionId, t.kind)],
);

/** A declared conflict (by the expert or an organiser), confirmed or dismissed by an organiser. */
export const compCoiDeclaration = pgTable(
  'comp_coi_declaration',
  {
    declarationId: id('declaration_id', 100),
    expertId: ref('expert_id').notNull(),
    applicationId: ref('application_id'),
    orgId: ref('org_id'),
    /** expert, organiser. */
    source: varchar('source', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** declared, confirmed, dismissed. */
    status: varchar('status', { length: 10 }).notNull().default('declared'),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: dateTime('decided_at'),
    decisionReason: varchar('decision_reason', { length: 500 }),
    ...audit(),
  },
  (t) => [
    index('comp_coi_declaration_expert_idx').on(t.expertId),
    index('comp_coi_declaration_application_idx').on(t.applicationId),
    index('comp_coi_declaration_open_idx').on(t.status, t.declarationId).where(sql`${t.status} = 'declared'`),
  ],
);

/** A warning overridden with its reason (append-only: the log of overrides). */
export const compCoiOverride = pgTable(
  'comp_coi_override',
  {
    overrideId: id('override_id', 100),
    expertId: ref('expert_id').notNull(),
    applicationId: ref('application_id'),
    expertGroupId: ref('expert_group_id'),
    ruleKind: varchar('rule_kind', { length: 30 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [index('comp_coi_override_expert_idx').on(t.expertId, t.applicationId)],
);

/**
 * An expert group's history besides its draws (docs/expert-groups.md): members added (by hand or by
 * a draw, with the reasons of overridden warnings), removed, and the leader nominated. Append-only.
 */
export const compExpertGroupEvent = pgTable(
  'comp_expert_group_event',
  {
    eventId: id('event_id', 100),
    expertGroupId: ref('expert_group_id').notNull(),
    /** add, remove, leader, draw. */
    action: varchar('action', { length: 10 }).notNull(),
    userId: ref('user_id'),
    drawId: ref('draw_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createBy: varchar('create_by', { length: 64 }).notNull().default(''),
    createTime: dateTime('create_time').defaultNow(),
  },
  (t) => [index('comp_expert_group_event_group_idx').on(t.expertGroupId, t.eventId)],
);
