import type { Displacement, PromotionRule } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { char, doublePrecision, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, dateTime, id, ref } from './columns';

// Promotion, awards and certificates (docs/promotion.md, docs/certificates.md; the design:
// docs/review.md section 7). Batch events are append-only (a trigger refuses UPDATE and DELETE).

/** A stage's rule for one purpose (promotion, award); the form's defaults until saved. */
export const compPromotionRule = pgTable(
  'comp_promotion_rule',
  {
    ruleId: id('rule_id', 100),
    stageId: ref('stage_id').notNull(),
    /** promotion or award (BATCH_PURPOSES). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    rule: jsonb('rule').$type<PromotionRule>().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex('comp_promotion_rule_uq').on(t.stageId, t.purpose)],
);

/** One batch of decisions of a stage: its rule snapshot, the result versions used, its lifecycle. */
export const compPromotionBatch = pgTable(
  'comp_promotion_batch',
  {
    batchId: id('batch_id', 100),
    stageId: ref('stage_id').notNull(),
    competitionId: ref('competition_id').notNull(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** BATCH_STATUSES. */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    rule: jsonb('rule').$type<PromotionRule>().notNull(),
    /** The result versions drafted from: [{ taskId, versionId, versionNo }]. */
    versions: jsonb('versions').$type<{ taskId: number; versionId: number; versionNo: number }[]>().notNull(),
    /** Publication rounds so far. */
    round: integer('round').notNull().default(0),
    draftedBy: varchar('drafted_by', { length: 64 }).notNull(),
    draftedAt: dateTime('drafted_at').notNull(),
    /** Who last changed its decisions (redraft, override): they cannot approve it either. */
    changedBy: varchar('changed_by', { length: 64 }).notNull(),
    submittedAt: dateTime('submitted_at'),
    approvedBy: varchar('approved_by', { length: 64 }),
    approvedAt: dateTime('approved_at'),
    returnReason: varchar('return_reason', { length: 500 }),
    noticeId: ref('notice_id'),
    publicityId: ref('publicity_id'),
    finalizedAt: dateTime('finalized_at'),
    revokedBy: varchar('revoked_by', { length: 64 }),
    revokedAt: dateTime('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 500 }),
    ...audit(),
  },
  (t) => [
    // One live batch per stage and purpose: a revoked one frees the place, a finalized one keeps it.
    uniqueIndex('comp_promotion_batch_live_uq').on(t.stageId, t.purpose).where(sql`status <> 'revoked'`),
    index('comp_promotion_batch_competition_idx').on(t.competitionId),
    index('comp_promotion_batch_publicity_idx').on(t.publicityId),
  ],
);

/** One entry's decision in a batch. */
export const compPromotionDecision = pgTable(
  'comp_promotion_decision',
  {
    decisionId: id('decision_id', 1000),
    batchId: ref('batch_id').notNull(),
    entryId: ref('entry_id').notNull(),
    applicationId: ref('application_id').notNull(),
    /** The unit's key (group id, category id, track id or 'stage') and its label as shown. */
    unitKey: varchar('unit_key', { length: 40 }).notNull(),
    unitLabel: varchar('unit_label', { length: 100 }).notNull(),
    score: doublePrecision('score'),
    rank: integer('rank'),
    validSheets: integer('valid_sheets').notNull(),
    /** DECISION_RESULTS. */
    proposedResult: varchar('proposed_result', { length: 20 }).notNull(),
    proposedLevelId: ref('proposed_level_id'),
    finalResult: varchar('final_result', { length: 20 }).notNull(),
    finalLevelId: ref('final_level_id'),
    /** DECISION_REASONS. */
    reason: varchar('reason', { length: 30 }),
    displacement: jsonb('displacement').$type<Displacement>(),
    overrideReason: varchar('override_reason', { length: 500 }),
    overriddenBy: varchar('overridden_by', { length: 64 }),
    overriddenAt: dateTime('overridden_at'),
  },
  (t) => [
    uniqueIndex('comp_promotion_decision_uq').on(t.batchId, t.entryId),
    index('comp_promotion_decision_application_idx').on(t.applicationId),
  ],
);

/** A batch's history (append-only): drafted, overridden, submitted, approved, published, upheld objection, finalized. */
export const compPromotionEvent = pgTable(
  'comp_promotion_event',
  {
    eventId: id('event_id', 1000),
    batchId: ref('batch_id').notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    by: varchar('by', { length: 64 }).notNull(),
    at: dateTime('at').notNull(),
  },
  (t) => [index('comp_promotion_event_batch_idx').on(t.batchId)],
);

/** An award level of an edition (and track): ranked by rank order, or special (a sponsor's). */
export const compAwardLevel = pgTable(
  'comp_award_level',
  {
    levelId: id('level_id', 100),
    competitionId: ref('competition_id').notNull(),
    trackId: ref('track_id'),
    name: varchar('name', { length: 50 }).notNull(),
    /** ranked or special. */
    kind: varchar('kind', { length: 10 }).notNull(),
    rankOrder: integer('rank_order').notNull().default(1),
    count: integer('count'),
    minScore: doublePrecision('min_score'),
    sponsorId: ref('sponsor_id'),
    ...audit(),
  },
  (t) => [index('comp_award_level_competition_idx').on(t.competitionId)],
);

/** An award given by a finalized award batch; revoked when its application is disqualified. */
export const compAward = pgTable(
  'comp_award',
  {
    awardId: id('award_id', 1000),
    levelId: ref('level_id').notNull(),
    competitionId: ref('competition_id').notNull(),
    applicationId: ref('application_id').notNull(),
    entryId: ref('entry_id'),
    batchId: ref('batch_id'),
    /** final or revoked. */
    status: varchar('status', { length: 10 }).notNull().default('final'),
    revokedAt: dateTime('revoked_at'),
    revokedBy: varchar('revoked_by', { length: 64 }),
    revokeReason: varchar('revoke_reason', { length: 500 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('comp_award_uq').on(t.levelId, t.applicationId),
    index('comp_award_application_idx').on(t.applicationId),
    index('comp_award_competition_idx').on(t.competitionId, t.status),
  ],
);

/** An edition's certificate template. */
export const compCertificateTemplate = pgTable('comp_certificate_template', {
  competitionId: ref('competition_id').primaryKey(),
  title: varchar('title', { length: 30 }).notNull(),
  issuer: varchar('issuer', { length: 100 }).notNull(),
  wording: varchar('wording', { length: 300 }).notNull(),
  sealPath: varchar('seal_path', { length: 255 }),
  issueDate: varchar('issue_date', { length: 10 }),
  ...audit(),
});

/** A certificate of an award: its verification code, its file, revoked and what replaced it. */
export const compCertificate = pgTable(
  'comp_certificate',
  {
    certificateId: id('certificate_id', 1000),
    awardId: ref('award_id').notNull(),
    /** 16 characters of CERTIFICATE_CODE_ALPHABET, random. */
    code: char('code', { length: 16 }).notNull(),
    /** The PDF's storage key. */
    fileKey: varchar('file_key', { length: 255 }).notNull(),
    issuedAt: dateTime('issued_at').notNull(),
    issuedBy: varchar('issued_by', { length: 64 }).notNull(),
    runId: ref('run_id'),
    revokedAt: dateTime('revoked_at'),
    revokedBy: varchar('revoked_by', { length: 64 }),
    revokeReason: varchar('revoke_reason', { length: 200 }),
    /** The certificate this one reissues. */
    replacesId: ref('replaces_id'),
  },
  (t) => [
    uniqueIndex('comp_certificate_code_uq').on(t.code),
    // One current certificate per award.
    uniqueIndex('comp_certificate_current_uq').on(t.awardId).where(sql`revoked_at is null`),
  ],
);

/** A background generation run: progress, and the zip of what it made. */
export const compCertificateRun = pgTable('comp_certificate_run', {
  runId: id('run_id', 100),
  competitionId: ref('competition_id').notNull(),
  /** running, done, failed. */
  status: varchar('status', { length: 10 }).notNull().default('running'),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  error: varchar('error', { length: 500 }),
  /** The zip's storage key when done. */
  zipKey: varchar('zip_key', { length: 255 }),
  startedBy: varchar('started_by', { length: 64 }).notNull(),
  startedAt: dateTime('started_at').notNull(),
  finishedAt: dateTime('finished_at'),
  /** The instance running it (a run whose instance stopped is failed by the next one to look). */
  instance: varchar('instance', { length: 64 }),
  heartbeatAt: dateTime('heartbeat_at'),
});
