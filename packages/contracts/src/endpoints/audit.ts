import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, tableAnswer } from '../endpoint';
import { applicationPageQuery, applicationRow } from './application';
import { region } from './region';

// Multi-level audit (issue 18, docs/domain.md 5.1 and 7): each edition's audit levels in order; an
// application waits at one level at a time; auditors decide within their competition scope.

export const AUDIT_DECISIONS = ['approve', 'return', 'reject'] as const;
export type AuditDecision = (typeof AUDIT_DECISIONS)[number];

/** One level of an edition as the audit page's tabs show it. */
export const auditLevelTab = z.object({
  levelNo: z.number(),
  levelName: z.string(),
  roleId: z.number(),
  /** '1' province, '2' city, '3' district. */
  regionLevel: z.string(),
  /** Applications waiting at this level that the caller can see. */
  pending: z.number(),
  /** The caller holds the level's role (or is the administrator). */
  canDecide: z.boolean(),
});
export type AuditLevelTab = z.infer<typeof auditLevelTab>;

const positive = z.coerce.number().int().positive();

export const auditQueueFilters = z.object({
  competitionId: positive,
  trackId: positive.optional().or(z.literal('')),
  levelNo: z.coerce.number().int().min(1).max(10),
  categoryId: positive.optional().or(z.literal('')),
  code: z.string().trim().max(30).optional(),
  projectName: z.string().trim().max(100).optional(),
  /** The region or any below it; rows outside the caller's scope never match whatever it names. */
  regionCode: z.string().trim().max(12).optional(),
  /** Organisation (school, company). */
  orgId: positive.optional().or(z.literal('')),
  /** Contains. */
  leaderName: z.string().trim().max(30).optional(),
});

export const listAuditLevels = defineEndpoint({
  method: 'GET',
  path: '/comp/audit/levels',
  access: 'comp:audit:list',
  scope: 'competition',
  query: z.object({ competitionId: positive, trackId: positive.optional().or(z.literal('')) }),
  answer: dataAnswer(z.array(auditLevelTab)),
  summary: "The edition's audit levels with how many applications in the caller's scope wait at each",
});

/** A region the queue may be filtered by. */
export const auditRegion = region.pick({ regionCode: true, regionName: true, level: true, parentCode: true });
export type AuditRegion = z.infer<typeof auditRegion>;

export const listAuditRegions = defineEndpoint({
  method: 'GET',
  path: '/comp/audit/regions',
  access: 'comp:audit:list',
  scope: 'competition',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(z.array(auditRegion)),
  summary:
    "The enabled regions within the caller's competition scope (for a scope by organisation or own records: the regions of the edition's applications it sees), for the queue's region filter",
});

export const listAuditQueue = defineEndpoint({
  method: 'GET',
  path: '/comp/audit/list',
  access: 'comp:audit:list',
  scope: 'competition',
  query: applicationPageQuery.extend(auditQueueFilters.shape),
  answer: tableAnswer(applicationRow.extend({ auditLevel: z.number().nullable() })),
  summary: 'Applications waiting at one audit level, in scope, newest first or by a sortable column',
});

/** What a decision says, whichever applications it is for. */
const decisionFields = {
  levelNo: z.coerce.number().int().min(1).max(10),
  decision: z.enum(AUDIT_DECISIONS),
  /** Required to return or reject. */
  reason: z.string().trim().max(500).nullish(),
  /** Dict comp_reject_reason; required to reject. */
  reasonCode: z.string().trim().max(30).nullish(),
  /** `yyyy-MM-dd HH:mm:ss`; required to return: the entrant may revise and resubmit until then. */
  returnDeadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'returnDeadline must be yyyy-MM-dd HH:mm:ss')
    .nullish(),
};

/** The most applications one decision takes (chosen or matching a filter). */
export const AUDIT_BATCH_MAX = 500;

export const decideAudit = defineEndpoint({
  method: 'PUT',
  path: '/comp/audit/decide',
  access: 'comp:audit:decide',
  scope: 'competition',
  body: z.object({
    applicationIds: z.array(positive).min(1).max(AUDIT_BATCH_MAX),
    ...decisionFields,
  }),
  answer: z.object({ data: z.object({ changed: z.number() }) }),
  log: { title: '资格审核', businessType: BusinessType.UPDATE },
  summary:
    'Approves (on to the next level, or approved after the last), returns (reason and deadline) or rejects (reason code and text) applications waiting at a level; all or none; the leader is told by SMS',
});

export const decideMatchingAudit = defineEndpoint({
  method: 'PUT',
  path: '/comp/audit/decide-matching',
  access: 'comp:audit:decide',
  scope: 'competition',
  body: z.object({
    /** The queue's filters (as its list takes them); the level is `levelNo`. */
    filters: auditQueueFilters.omit({ levelNo: true }),
    ...decisionFields,
    /**
     * The count the person confirmed. Without it nothing changes and the answer says how many
     * match; with it the decision is taken only when exactly that many still match.
     */
    expected: z.number().int().min(0).optional(),
  }),
  answer: z.object({ data: z.object({ matching: z.number(), changed: z.number() }) }),
  log: { title: '资格审核', businessType: BusinessType.UPDATE },
  summary:
    'The same decision for every application waiting at the level that matches the queue filters in scope: answers the count first (no expected count), then decides all or none when the confirmed count still holds',
});

export const statisticsFilters = z.object({
  competitionId: positive,
  trackId: positive.optional().or(z.literal('')),
  params: dateRangeParams,
});

const countRow = z.object({ key: z.string(), name: z.string(), count: z.number() });

/**
 * One breakdown a track's statistics offer (docs/audit.md, Statistics): derived from what the track holds
 * (its group categories, regions, organisations, its people's ID numbers, its extra fields), left
 * out when no counted application has a value for it. `rows` are the values present; `missing`
 * counts the applications (or people) without one.
 */
export const statisticsBreakdown = z.object({
  /** `category`, `ageBand`, `gender`, `city`, `region`, `organisation`, `orgType`, `industry`, `teamKind`, or `field.<key>`. */
  key: z.string(),
  title: z.object({ 'zh-CN': z.string(), 'en-US': z.string() }),
  /** What is counted: applications, or their people (leader and members). */
  unit: z.enum(['applications', 'people']),
  chart: z.enum(['pie', 'bar']),
  rows: z.array(countRow),
  missing: z.number(),
});
export type StatisticsBreakdown = z.infer<typeof statisticsBreakdown>;

export const applicationStatistics = z.object({
  total: z.number(),
  /** The track's breakdowns in the order its page shows them. */
  breakdowns: z.array(statisticsBreakdown),
  byStatus: z.array(countRow),
  byRegion: z.array(countRow),
  byOrganisation: z.array(countRow),
  byCategory: z.array(countRow),
  byIndustry: z.array(countRow),
  /** Per day (yyyy-MM-dd): submissions and audit decisions. */
  daily: z.array(z.object({ date: z.string(), submitted: z.number(), decided: z.number() })),
  /** From first submission to the final decision (approved or rejected), in hours. */
  turnaround: z.object({ decided: z.number(), medianHours: z.number().nullable(), p90Hours: z.number().nullable() }),
});
export type ApplicationStatistics = z.infer<typeof applicationStatistics>;

export const getApplicationStatistics = defineEndpoint({
  method: 'GET',
  path: '/comp/statistics/summary',
  access: 'comp:statistics:list',
  scope: 'competition',
  query: statisticsFilters,
  answer: dataAnswer(applicationStatistics),
  summary:
    'Counts of the applications in scope by status, region, organisation, group category and industry; submissions and decisions per day; audit turnaround (median and 90th percentile)',
});

export const exportApplicationStatistics = defineEndpoint({
  method: 'POST',
  path: '/comp/statistics/export',
  access: 'comp:statistics:export',
  scope: 'competition',
  body: statisticsFilters,
  answer: z.unknown(),
  raw: true,
  log: { title: '申报统计', businessType: BusinessType.EXPORT },
  summary: 'The statistics as an xlsx workbook, one sheet per breakdown',
});
