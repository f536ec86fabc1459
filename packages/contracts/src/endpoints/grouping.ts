import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { REGION_CODE_PATTERN } from './region';

// Project (review) groups of a judging stage (docs/grouping.md, docs/review.md section 3): the
// stage's entries, auto-grouping with a preview, manual moves, binding to an expert group, locks.

/** The judging stage kinds a review group belongs to. */
export const JUDGING_STAGE_KINDS = ['preliminary', 'semi_final', 'final'] as const;
export type JudgingStageKind = (typeof JUDGING_STAGE_KINDS)[number];

/** What auto-grouping splits the entries by, besides the group category. */
export const GROUPING_BASES = ['industry', 'region'] as const;
export type GroupingBasis = (typeof GROUPING_BASES)[number];

/** The most groups one auto-grouping may make, and the most entries one move takes. */
export const GROUPING_TARGET_MAX = 200;
export const GROUPING_MOVE_MAX = 500;

const positive = z.coerce.number().int().positive();

/** A judging stage of an edition as the page's stage select shows it. */
export const groupingStage = z.object({
  stageId: z.number(),
  stageKind: z.enum(JUDGING_STAGE_KINDS),
  stageName: z.string(),
  seq: z.number(),
  /** The stage's track; null: a stage covering every track of the edition. */
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
  /** The first judging stage of its track(s): its entries come from the approved applications. */
  first: z.boolean(),
});
export type GroupingStage = z.infer<typeof groupingStage>;

/** The stage's counts within the caller's scope. */
export const groupingSummary = z.object({
  stageId: z.number(),
  first: z.boolean(),
  /** Counting entries (withdrawn and disqualified applications never count). */
  entered: z.number(),
  grouped: z.number(),
  ungrouped: z.number(),
  /** First stage only: approved applications of the stage's tracks without an entry yet. */
  awaitingIntake: z.number(),
  groups: z.number(),
  lockedGroups: z.number(),
});
export type GroupingSummary = z.infer<typeof groupingSummary>;

/** What a group was built from (null parts: any). */
export const reviewGroupBasis = z.object({
  categoryId: z.number().nullable().optional(),
  industry: z.string().nullable().optional(),
  regionCode: z.string().nullable().optional(),
});
export type ReviewGroupBasisWire = z.infer<typeof reviewGroupBasis>;

export const reviewGroup = z.object({
  reviewGroupId: z.number(),
  stageId: z.number(),
  groupName: z.string(),
  basis: reviewGroupBasis,
  categoryName: z.string().nullable(),
  /** The region it belongs to (scope); null: across regions, seen by all-scoped staff only. */
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  orgId: z.number().nullable(),
  expertGroupId: z.number().nullable(),
  expertGroupName: z.string().nullable(),
  /** The review task using it; a locked group refuses changes. */
  lockedByTaskId: z.number().nullable(),
  /** Its counting entries. */
  entryCount: z.number(),
  sort: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewGroup = z.infer<typeof reviewGroup>;

/** The expert group a review group is bound to, as its bound panel shows it. */
export const boundExpertGroup = z.object({
  expertGroupId: z.number(),
  groupName: z.string(),
  leaderUserId: z.number().nullable(),
  leaderName: z.string().nullable(),
  memberCount: z.number(),
  capacity: z.number(),
});
export type BoundExpertGroup = z.infer<typeof boundExpertGroup>;

export const reviewGroupDetail = reviewGroup.extend({ bound: boundExpertGroup.nullable() });
export type ReviewGroupDetail = z.infer<typeof reviewGroupDetail>;

export const reviewGroupFilters = z.object({
  stageId: positive,
  groupName: z.string().trim().max(100).optional(),
  /** '1' locked only, '0' unlocked only. */
  locked: z.enum(['0', '1', '']).optional(),
});

/** One application in the stage, with its group. */
export const stageEntry = z.object({
  entryId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  trackId: z.number(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  industry: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  orgName: z.string().nullable(),
  status: z.string(),
  reviewGroupId: z.number().nullable(),
  groupName: z.string().nullable(),
  lockedByTaskId: z.number().nullable(),
});
export type StageEntry = z.infer<typeof stageEntry>;

export const stageEntryFilters = z.object({
  stageId: positive,
  reviewGroupId: positive.optional().or(z.literal('')),
  /** '1': only entries without a group. */
  ungrouped: z.enum(['0', '1', '']).optional(),
  code: z.string().trim().max(30).optional(),
  projectName: z.string().trim().max(100).optional(),
  categoryId: positive.optional().or(z.literal('')),
  industry: z.string().trim().max(30).optional(),
});

const groupName = z.string().trim().min(1, 'groupName is required').max(100);
const expertGroupId = z.number().int().positive().nullish();

export const reviewGroupForm = z.object({
  stageId: z.number().int().positive(),
  groupName,
  /** Left out: the caller's region when region-scoped, else across regions. */
  regionCode: z.string().regex(REGION_CODE_PATTERN, 'regionCode must be 6 digits').nullish(),
  expertGroupId,
});
export type ReviewGroupForm = z.input<typeof reviewGroupForm>;

export const reviewGroupEdit = z.object({
  reviewGroupId: z.number().int().positive(),
  groupName,
  /** The binding the group gets: an expert group of its stage; null or left out binds none (the form sends the whole state). */
  expertGroupId,
});
export type ReviewGroupEdit = z.input<typeof reviewGroupEdit>;

export const autoGroupingForm = z.object({
  stageId: z.number().int().positive(),
  by: z.enum(GROUPING_BASES).default('industry'),
  /** With `by: region`: 1 province, 2 city, 3 district. */
  regionLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  targetSize: z.number().int().min(1, 'targetSize must be at least 1').max(GROUPING_TARGET_MAX),
});
export type AutoGroupingForm = z.input<typeof autoGroupingForm>;
export type AutoGroupingValues = z.output<typeof autoGroupingForm>;

/** One group auto-grouping would make. */
export const plannedGroup = z.object({
  groupName: z.string(),
  basis: reviewGroupBasis,
  regionCode: z.string().nullable(),
  count: z.number(),
  /** The first application codes, in order. */
  firstCodes: z.array(z.string()),
});
export type PlannedGroup = z.infer<typeof plannedGroup>;

export const groupingPlan = z.object({
  groups: z.array(plannedGroup),
  /** Entries put into the planned groups. */
  entries: z.number(),
  /** Locked groups kept as they are, with their entries. */
  keptLocked: z.number(),
});
export type GroupingPlan = z.infer<typeof groupingPlan>;

export const moveEntriesForm = z.object({
  entryIds: z.array(z.number().int().positive()).min(1, 'entryIds is required').max(GROUPING_MOVE_MAX),
  /** The group of the same stage to move them to; null takes them out of their group. */
  reviewGroupId: z.number().int().positive().nullable(),
});
export type MoveEntriesForm = z.input<typeof moveEntriesForm>;

const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '项目分组', businessType });

export const listGroupingStages = defineEndpoint({
  method: 'GET',
  path: '/comp/grouping/stages',
  access: 'comp:grouping:list',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(z.array(groupingStage)),
  summary: "The edition's judging stages (preliminary, semi-final, final), per track or edition-wide",
});

export const groupingStageSummary = defineEndpoint({
  method: 'GET',
  path: '/comp/grouping/summary',
  access: 'comp:grouping:list',
  scope: 'competition',
  query: z.object({ stageId: positive }),
  answer: dataAnswer(groupingSummary),
  summary: "A stage's entered, grouped and ungrouped entries and its groups, within the caller's scope",
});

export const takeInStageEntries = defineEndpoint({
  method: 'POST',
  path: '/comp/grouping/intake',
  access: 'comp:grouping:add',
  scope: 'competition',
  body: z.object({ stageId: z.number().int().positive() }),
  answer: dataAnswer(z.object({ created: z.number() })),
  log: log(BusinessType.INSERT),
  summary:
    "First judging stage only: creates the entries of the approved applications of its tracks in the caller's scope (idempotent, one transaction)",
});

export const listReviewGroups = defineEndpoint({
  method: 'GET',
  path: '/comp/grouping/list',
  access: 'comp:grouping:list',
  scope: 'competition',
  query: pageQuery.extend(reviewGroupFilters.shape),
  answer: tableAnswer(reviewGroup),
  summary: "A stage's review groups in the caller's scope with their counts, bound expert group and lock",
});

export const listStageEntries = defineEndpoint({
  method: 'GET',
  path: '/comp/grouping/entries',
  access: 'comp:grouping:list',
  scope: 'competition',
  query: pageQuery.extend(stageEntryFilters.shape),
  answer: tableAnswer(stageEntry),
  summary: "A stage's counting entries in the caller's scope, by application code, with their group",
});

export const listGroupingExpertGroups = defineEndpoint({
  method: 'GET',
  path: '/comp/grouping/expert-groups',
  access: 'comp:grouping:list',
  scope: 'competition',
  query: z.object({ stageId: positive }),
  answer: dataAnswer(z.array(boundExpertGroup)),
  summary: "The stage's expert groups in the caller's scope, for binding a review group",
});

export const getReviewGroup = defineEndpoint({
  method: 'GET',
  path: '/comp/grouping/:reviewGroupId',
  access: 'comp:grouping:query',
  scope: 'competition',
  params: z.object({ reviewGroupId: positive }),
  answer: dataAnswer(reviewGroupDetail),
  summary: 'One review group in scope with its bound expert group (name, leader, member count)',
});

export const addReviewGroup = defineEndpoint({
  method: 'POST',
  path: '/comp/grouping',
  access: 'comp:grouping:add',
  scope: 'competition',
  body: reviewGroupForm,
  answer: dataAnswer(z.object({ reviewGroupId: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Creates an empty review group in a judging stage; names are unique per stage',
});

export const editReviewGroup = defineEndpoint({
  method: 'PUT',
  path: '/comp/grouping',
  access: 'comp:grouping:edit',
  scope: 'competition',
  body: reviewGroupEdit,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Renames an unlocked review group in scope and binds it to an expert group of its stage (or none)',
});

export const removeReviewGroups = defineEndpoint({
  method: 'DELETE',
  path: '/comp/grouping/:reviewGroupIds',
  access: 'comp:grouping:remove',
  scope: 'competition',
  params: z.object({ reviewGroupIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes empty, unlocked review groups in scope (all or none)',
});

export const moveStageEntries = defineEndpoint({
  method: 'PUT',
  path: '/comp/grouping/move',
  access: 'comp:grouping:edit',
  scope: 'competition',
  body: moveEntriesForm,
  answer: dataAnswer(z.object({ moved: z.number() })),
  log: log(BusinessType.UPDATE),
  summary:
    'Moves entries in scope into another group of their stage (or out of their group); never into or out of a locked group; all or none',
});

export const previewAutoGrouping = defineEndpoint({
  method: 'POST',
  path: '/comp/grouping/auto/preview',
  access: 'comp:grouping:add',
  scope: 'competition',
  body: autoGroupingForm,
  answer: dataAnswer(groupingPlan),
  summary:
    'The groups auto-grouping would make (group category × industry or region, near-equal sizes by application code), without saving',
});

export const saveAutoGrouping = defineEndpoint({
  method: 'POST',
  path: '/comp/grouping/auto',
  access: 'comp:grouping:add',
  scope: 'competition',
  body: autoGroupingForm,
  answer: dataAnswer(groupingPlan),
  log: log(BusinessType.INSERT),
  summary:
    "Auto-groups the stage: replaces the unlocked groups in the caller's scope and their entries' assignment in one transaction; locked groups are kept",
});
