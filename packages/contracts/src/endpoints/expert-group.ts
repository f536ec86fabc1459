import { z } from 'zod';
import { COI_RULE_KINDS } from '../coi-rules';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { REGION_CODE_PATTERN } from './region';

// Expert groups (专家组, docs/expert-groups.md): per judging stage, the experts judging the review
// groups bound to it. The group CRUD needs comp:expertGroup:*; the members page
// (/grouping/role-auth/user/:groId) and every API it calls need comp:grouping:edit.

const expertGroupId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '专家组', businessType });
const membersLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  title: '专家组成员',
  businessType,
});

/** A judging stage an expert group can be made for, with its track when it has one. */
export const expertGroupStage = z.object({
  stageId: z.number(),
  stageName: z.string(),
  stageKind: z.string(),
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
});
export type ExpertGroupStage = z.infer<typeof expertGroupStage>;

/** A review (project) group bound to an expert group, with how many applications it holds. */
export const boundReviewGroup = z.object({
  reviewGroupId: z.number(),
  groupName: z.string(),
  applicationCount: z.number(),
});
export type BoundReviewGroup = z.infer<typeof boundReviewGroup>;

export const expertGroup = z.object({
  expertGroupId: z.number(),
  stageId: z.number(),
  stageName: z.string().nullable(),
  groupName: z.string(),
  leaderUserId: z.number().nullable(),
  leaderName: z.string().nullable(),
  capacity: z.number(),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  memberCount: z.number(),
  reviewGroups: z.array(boundReviewGroup),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ExpertGroup = z.infer<typeof expertGroup>;

export const expertGroupFilters = z.object({
  competitionId: z.coerce.number().int().positive().optional(),
  stageId: z.coerce.number().int().positive().optional(),
  groupName: z.string().max(100).optional(),
});

const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const expertGroupForm = z.object({
  stageId: z.coerce.number().int().positive('stageId is required'),
  groupName: z.string().trim().min(1, 'groupName is required').max(100),
  capacity: z.coerce.number().int().min(1, 'capacity must be at least 1').max(99, 'capacity must be at most 99'),
  /** The region the group is built for (its competition scope); empty: across regions. */
  regionCode: z
    .string()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || REGION_CODE_PATTERN.test(value), 'regionCode must be 6 digits'),
  remark: nullableText(500),
});
export type ExpertGroupForm = z.input<typeof expertGroupForm>;

export const listExpertGroupStages = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/stages',
  access: 'comp:expertGroup:list',
  query: z.object({ competitionId: z.coerce.number().int().positive() }),
  answer: dataAnswer(z.array(expertGroupStage)),
  summary: "An edition's judging stages (preliminary, semi-final, final) in order, for the stage picker",
});

export const listExpertGroups = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/list',
  access: 'comp:expertGroup:list',
  scope: 'competition',
  query: pageQuery.extend(expertGroupFilters.shape),
  answer: tableAnswer(expertGroup),
  summary: "Expert groups in the caller's competition scope (by their region), with bound review groups",
});

export const getExpertGroup = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/:expertGroupId',
  access: 'comp:expertGroup:query',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  answer: dataAnswer(expertGroup),
  summary: 'One expert group in scope',
});

export const addExpertGroup = defineEndpoint({
  method: 'POST',
  path: '/comp/expertGroup',
  access: 'comp:expertGroup:add',
  scope: 'competition',
  body: expertGroupForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds an expert group to a judging stage, in a region of the caller’s scope; names unique per stage',
});

export const editExpertGroup = defineEndpoint({
  method: 'PUT',
  path: '/comp/expertGroup',
  access: 'comp:expertGroup:edit',
  scope: 'competition',
  body: expertGroupForm.extend({ expertGroupId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes an expert group in scope (its stage stays; capacity not below its members)',
});

export const removeExpertGroups = defineEndpoint({
  method: 'DELETE',
  path: '/comp/expertGroup/:expertGroupIds',
  access: 'comp:expertGroup:remove',
  scope: 'competition',
  params: z.object({ expertGroupIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes expert groups in scope with no members and no bound review group (all or none)',
});

// ---- The members page (/grouping/role-auth/user/:groId): comp:grouping:edit on every call ----

/** The page's header: the group, its stage, leader, capacity and bound review groups. */
export const expertGroupSummary = expertGroup.extend({
  competitionId: z.number(),
  trackName: z.string().nullable(),
  applicationCount: z.number(),
});
export type ExpertGroupSummary = z.infer<typeof expertGroupSummary>;

export const expertGroupMember = z.object({
  memberId: z.number(),
  userId: z.number(),
  expertId: z.number().nullable(),
  userName: z.string(),
  nickName: z.string(),
  orgName: z.string().nullable(),
  title: z.string().nullable(),
  fields: z.array(z.string()),
  regionName: z.string().nullable(),
  /** leader, member. */
  role: z.string(),
  /** draw, manual. */
  joinedBy: z.string(),
  drawId: z.number().nullable(),
  overrides: z.array(z.object({ rule: z.string(), applicationId: z.number(), reason: z.string() })),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ExpertGroupMember = z.infer<typeof expertGroupMember>;

export const getExpertGroupSummary = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/:expertGroupId/summary',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  answer: dataAnswer(expertGroupSummary),
  summary: "The members page's header: the group, stage, leader, capacity and bound review groups with counts",
});

export const listExpertGroupMembers = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/:expertGroupId/members',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  query: pageQuery.extend({ name: z.string().max(30).optional() }),
  answer: tableAnswer(expertGroupMember),
  summary: "An expert group's members (leader first), searched by account or name and paged",
});

export const removeExpertGroupMembers = defineEndpoint({
  method: 'DELETE',
  path: '/comp/expertGroup/:expertGroupId/members/:userIds',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId, userIds: idListParam }),
  answer: z.object({}),
  log: membersLog(BusinessType.DELETE),
  summary: 'Removes members (one or many, all or none); removing the leader leaves the group without one',
});

/** One application of the group a candidate conflicts with, and why. */
export const candidateConflict = z.object({
  applicationId: z.number(),
  applicationCode: z.string(),
  verdict: z.enum(['block', 'warn']),
  hits: z.array(
    z.object({
      kind: z.enum(COI_RULE_KINDS as [string, ...string[]]),
      severity: z.enum(['block', 'warn']),
      /** The hit's reason in the request's language. */
      reason: z.string(),
    }),
  ),
});
export type CandidateConflict = z.infer<typeof candidateConflict>;

export const expertCandidate = z.object({
  expertId: z.number(),
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  orgName: z.string().nullable(),
  title: z.string().nullable(),
  fields: z.array(z.string()),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  tracks: z.array(z.string()),
  /** How many expert groups of the same stage the expert already sits in. */
  load: z.number(),
  /** The strongest verdict over the group's applications. */
  verdict: z.enum(['clear', 'warn', 'block']),
  conflicts: z.array(candidateConflict),
});
export type ExpertCandidate = z.infer<typeof expertCandidate>;

/** The add dialog's filter (also stored with a draw). */
export const candidateFilter = z.object({
  name: z.string().trim().max(30).optional(),
  field: z.string().max(30).optional(),
  /** Matches the region and every region below it. */
  regionCode: z.string().regex(REGION_CODE_PATTERN).optional().or(z.literal('')),
  track: z.string().max(20).optional(),
  /** At most this many expert groups of the same stage already. */
  loadAtMost: z.coerce.number().int().min(0).max(99).optional(),
});
export type CandidateFilter = z.infer<typeof candidateFilter>;

export const listExpertCandidates = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/:expertGroupId/candidates',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  query: candidateFilter,
  answer: dataAnswer(z.array(expertCandidate)),
  summary:
    'Active experts not in the group, filtered by name, field, region, track and load, each with its conflicts against the group’s applications (at most 500)',
});

const reason = z.string().trim().max(500);

export const addExpertGroupMembers = defineEndpoint({
  method: 'POST',
  path: '/comp/expertGroup/:expertGroupId/members',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  body: z.object({
    experts: z
      .array(
        z.object({
          expertId: z.coerce.number().int().positive(),
          /** Required when the expert has a warning against the group's applications; logged. */
          reason: reason.optional(),
        }),
      )
      .min(1, 'experts must name at least one expert')
      .max(99),
  }),
  answer: z.object({}),
  log: membersLog(BusinessType.INSERT),
  summary:
    'Adds experts by hand (all or none): a blocked expert is refused, a warned one needs a reason, capacity is kept',
});

export const drawExpertGroupMembers = defineEndpoint({
  method: 'POST',
  path: '/comp/expertGroup/:expertGroupId/draw',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  body: z.object({
    filter: candidateFilter.default({}),
    count: z.coerce.number().int().min(1, 'count must be at least 1').max(99),
    /** Typed by the organiser, or left out for a new one (answered). */
    seed: z
      .string()
      .trim()
      .max(64)
      .regex(/^[\w-]*$/, 'seed may hold letters, digits, - and _ only')
      .optional(),
    /** The reason for every warned expert the draw picks (required when it picks one). */
    warnReason: reason.optional(),
    /** Only show what the seed draws; nothing is stored. */
    preview: z.boolean().default(false),
  }),
  answer: dataAnswer(
    z.object({
      drawId: z.number().nullable(),
      seed: z.string(),
      candidateIds: z.array(z.number()),
      drawnIds: z.array(z.number()),
      drawn: z.array(expertCandidate),
    }),
  ),
  log: membersLog(BusinessType.INSERT),
  summary:
    'Draws N experts from the filtered, non-blocked candidates with a seed (same seed and pool, same draw); stored with the filter and pool unless a preview',
});

export const setExpertGroupLeader = defineEndpoint({
  method: 'PUT',
  path: '/comp/expertGroup/:expertGroupId/leader',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  body: z.object({ userId: z.coerce.number().int().positive('userId is required') }),
  answer: z.object({}),
  log: membersLog(BusinessType.UPDATE),
  summary: 'Nominates the leader, who must be a member',
});

export const expertGroupEvent = z.object({
  eventId: z.number(),
  /** add, remove, leader, draw. */
  action: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  nickName: z.string().nullable(),
  drawId: z.number().nullable(),
  /** The draw's seed, count, pool size and drawn ids; a warning's reason. */
  detail: z.record(z.string(), z.unknown()),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ExpertGroupEvent = z.infer<typeof expertGroupEvent>;

export const listExpertGroupHistory = defineEndpoint({
  method: 'GET',
  path: '/comp/expertGroup/:expertGroupId/history',
  access: 'comp:grouping:edit',
  scope: 'competition',
  params: z.object({ expertGroupId }),
  query: pageQuery,
  answer: tableAnswer(expertGroupEvent),
  summary: "An expert group's history, newest first: draws (seed, pool, drawn) and membership changes",
});
