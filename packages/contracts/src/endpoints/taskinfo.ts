import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

// Review tasks (任务信息, docs/review-tasks.md; the design: docs/review.md section 5): a task binds
// a judging stage's review groups to expert groups with a rubric version, an assignment mode, a due
// date and blind options; publishing assigns experts with a recorded seed.

/** How experts are assigned at publish (docs/review.md section 5, Assignment). */
export const TASK_MODES = ['all_in_group', 'k_per_application', 'two_plus_one'] as const;
export type TaskMode = (typeof TASK_MODES)[number];

/** draft → published → in_progress → closed → computed → finalized; closed → in_progress by a reopen. */
export const TASK_STATUSES = ['draft', 'published', 'in_progress', 'closed', 'computed', 'finalized'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A two_plus_one tolerance in points, or in percent of the rubric's max total. */
export const TOLERANCE_KINDS = ['points', 'percent'] as const;
export type ToleranceKind = (typeof TOLERANCE_KINDS)[number];

export const ASSIGNMENT_STATUSES = [
  'assigned',
  'viewed',
  'in_progress',
  'submitted',
  'locked',
  'coi_declared',
  'voided',
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_METHODS = ['all', 'balanced', 'third_review', 'manual', 'replacement'] as const;
export type AssignmentMethod = (typeof ASSIGNMENT_METHODS)[number];

/** Why an application got fewer reviews than the mode asks. */
export const UNPLACED_REASONS = ['no_eligible_expert', 'all_at_max_load'] as const;

/** Most reviews per application (k) and review groups per task. */
export const TASK_K_MAX = 20;
export const TASK_GROUPS_MAX = 200;

const positive = z.coerce.number().int().positive();
const dateTimeText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'dueAt must be yyyy-MM-dd HH:mm:ss');

/** What experts do not see of an application (masked on the server, docs/review.md 5, Expert view). */
export const taskBlind = z.object({
  names: z.boolean().default(true),
  organisations: z.boolean().default(true),
  members: z.boolean().default(true),
  fileNames: z.boolean().default(true),
});
export type TaskBlind = z.output<typeof taskBlind>;

/** A review group of the task's stage and the expert group that judges it there. */
export const taskGroupInput = z.object({
  reviewGroupId: z.number().int().positive(),
  /** Left out or null: the expert group the review group is bound to on the grouping page. */
  expertGroupId: z.number().int().positive().nullish(),
});

/**
 * A task's settings. Cross-field rules are told with the field they concern: `k` for
 * k_per_application, `tolerance` and `toleranceKind` for two_plus_one.
 */
export const reviewTaskForm = z
  .object({
    stageId: z.number().int().positive(),
    taskName: z.string().trim().min(1, 'taskName is required').max(100),
    /** A version of a rubric of the same stage (frozen at publish). */
    rubricId: z.number().int().positive(),
    groups: z
      .array(taskGroupInput)
      .min(1, 'groups: choose at least one review group')
      .max(TASK_GROUPS_MAX)
      .refine(
        (groups) => new Set(groups.map((group) => group.reviewGroupId)).size === groups.length,
        'groups: a review group is listed twice',
      ),
    mode: z.enum(TASK_MODES),
    /** Reviews per application, k_per_application only. */
    k: z.number().int().min(1).max(TASK_K_MAX).nullish(),
    /** two_plus_one: a third review when the two totals differ by more than this. */
    tolerance: z.number().positive().max(1000).multipleOf(0.01).nullish(),
    toleranceKind: z.enum(TOLERANCE_KINDS).nullish(),
    /** yyyy-MM-dd HH:mm:ss. */
    dueAt: dateTimeText,
    /** Unsubmitted experts are reminded this many days before the due date, and the day before. */
    remindDays: z.number().int().min(0).max(30).default(3),
    blind: taskBlind.default({ names: true, organisations: true, members: true, fileNames: true }),
    allowDownload: z.boolean().default(false),
    lockOnSubmit: z.boolean().default(true),
  })
  .superRefine((form, ctx) => {
    if (form.mode === 'k_per_application' && !form.k) {
      ctx.addIssue({ code: 'custom', path: ['k'], message: 'k is required for k reviews per application' });
    }
    if (form.mode === 'two_plus_one') {
      if (!form.tolerance) {
        ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'tolerance is required for 2+1' });
      }
      if (!form.toleranceKind) {
        ctx.addIssue({ code: 'custom', path: ['toleranceKind'], message: 'toleranceKind is required for 2+1' });
      }
      if (form.toleranceKind === 'percent' && form.tolerance && form.tolerance > 100) {
        ctx.addIssue({ code: 'custom', path: ['tolerance'], message: 'a percent tolerance is at most 100' });
      }
    }
  });
export type ReviewTaskForm = z.input<typeof reviewTaskForm>;
export type ReviewTaskValues = z.output<typeof reviewTaskForm>;

/** One bound pair as a task shows it. */
export const taskGroup = z.object({
  reviewGroupId: z.number(),
  reviewGroupName: z.string(),
  expertGroupId: z.number(),
  expertGroupName: z.string(),
  /** Counting entries of the review group (withdrawn and disqualified left out). */
  applications: z.number(),
  /** Members of the expert group. */
  experts: z.number(),
});
export type TaskGroup = z.infer<typeof taskGroup>;

/** A task as the list shows it. */
export const reviewTask = z.object({
  taskId: z.number(),
  stageId: z.number(),
  stageName: z.string(),
  trackName: z.string().nullable(),
  taskName: z.string(),
  rubricId: z.number(),
  rubricName: z.string(),
  rubricVersion: z.number(),
  mode: z.enum(TASK_MODES),
  k: z.number().nullable(),
  tolerance: z.number().nullable(),
  toleranceKind: z.enum(TOLERANCE_KINDS).nullable(),
  dueAt: z.string(),
  remindDays: z.number(),
  blind: taskBlind,
  allowDownload: z.boolean(),
  lockOnSubmit: z.boolean(),
  status: z.enum(TASK_STATUSES),
  /** The assignment seed (hex, or what the organiser typed); null while draft. */
  seed: z.string().nullable(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  groupCount: z.number(),
  /** Live (not voided) assignments. */
  assignmentCount: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type ReviewTask = z.infer<typeof reviewTask>;

/** One entry of a task's history: publish, close, reopen (with its reason), reassign. */
export const taskEvent = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createBy: z.string(),
  createTime: z.string().nullable(),
});
export type TaskEvent = z.infer<typeof taskEvent>;

export const reviewTaskDetail = reviewTask.extend({
  groups: z.array(taskGroup),
  events: z.array(taskEvent),
});
export type ReviewTaskDetail = z.infer<typeof reviewTaskDetail>;

export const reviewTaskFilters = z.object({
  competitionId: positive.optional().or(z.literal('')),
  stageId: positive.optional().or(z.literal('')),
  taskName: z.string().trim().max(100).optional(),
  status: z.enum(TASK_STATUSES).optional().or(z.literal('')),
});

/** What the task form offers for a stage, within the caller's scope. */
export const taskFormOptions = z.object({
  rubrics: z.array(
    z.object({
      rubricId: z.number(),
      rubricName: z.string(),
      version: z.number(),
      frozen: z.boolean(),
      maxTotal: z.number(),
    }),
  ),
  reviewGroups: z.array(
    z.object({
      reviewGroupId: z.number(),
      groupName: z.string(),
      /** The bound expert group, the pair's default. */
      expertGroupId: z.number().nullable(),
      applications: z.number(),
      /** The task that already holds it (a review group is in one task only); null: free. */
      taskId: z.number().nullable(),
      taskName: z.string().nullable(),
    }),
  ),
  expertGroups: z.array(z.object({ expertGroupId: z.number(), groupName: z.string(), members: z.number() })),
});
export type TaskFormOptions = z.infer<typeof taskFormOptions>;

export const publishTaskForm = z.object({
  /** Left out or empty: a new random seed (docs/review.md section 8). */
  seed: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, 'seed holds letters, digits, - and _ only')
    .optional(),
});
export type PublishTaskForm = z.input<typeof publishTaskForm>;

export const unplacedApplication = z.object({
  reviewGroupId: z.number(),
  reviewGroupName: z.string(),
  applicationId: z.number(),
  code: z.string(),
  /** Reviews it still lacks. */
  missing: z.number(),
  reason: z.enum(UNPLACED_REASONS),
});
export type UnplacedApplication = z.infer<typeof unplacedApplication>;

/** What a publish answers: the plan as stored. */
export const publishSummary = z.object({
  taskId: z.number(),
  seed: z.string(),
  assignments: z.number(),
  /** Assignments made with a conflict warning (kept on the assignment). */
  warned: z.number(),
  /** Pairs left out by a blocking conflict. */
  blocked: z.number(),
  perExpert: z.array(
    z.object({ userId: z.number(), nickName: z.string(), maxLoad: z.number().nullable(), assigned: z.number() }),
  ),
  perGroup: z.array(
    z.object({
      reviewGroupId: z.number(),
      reviewGroupName: z.string(),
      applications: z.number(),
      experts: z.number(),
      assignments: z.number(),
    }),
  ),
  unplaced: z.array(unplacedApplication),
});
export type PublishSummary = z.infer<typeof publishSummary>;

export const reasonForm = z.object({ reason: z.string().trim().min(1, 'reason is required').max(500) });
export type ReasonForm = z.input<typeof reasonForm>;

export const reassignForm = z.object({
  applicationId: z.number().int().positive(),
  /** The expert (user id) whose assignment is voided. */
  fromUserId: z.number().int().positive(),
  /** A member of the expert group bound to the application's review group in this task. */
  toUserId: z.number().int().positive(),
  reason: z.string().trim().min(1, 'reason is required').max(500),
});
export type ReassignForm = z.input<typeof reassignForm>;

export const assignmentWarning = z.object({ rule: z.string(), reason: z.string() });

/** One assignment as staff see it. */
export const taskAssignment = z.object({
  assignmentId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  reviewGroupId: z.number(),
  reviewGroupName: z.string(),
  userId: z.number(),
  nickName: z.string(),
  method: z.enum(ASSIGNMENT_METHODS),
  status: z.enum(ASSIGNMENT_STATUSES),
  warnings: z.array(assignmentWarning),
  firstViewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The sheet's status (draft, submitted) and total; null: no sheet yet. */
  sheetStatus: z.string().nullable(),
  total: z.number().nullable(),
  voidedReason: z.string().nullable(),
  replacesId: z.number().nullable(),
});
export type TaskAssignment = z.infer<typeof taskAssignment>;

export const taskAssignmentFilters = z.object({
  reviewGroupId: positive.optional().or(z.literal('')),
  userId: positive.optional().or(z.literal('')),
  applicationId: positive.optional().or(z.literal('')),
  code: z.string().trim().max(30).optional(),
  status: z.enum(ASSIGNMENT_STATUSES).optional().or(z.literal('')),
});

/** Counts of one row of the progress table (live assignments only). */
export const progressCounts = z.object({
  assigned: z.number(),
  /** Opened at least once (first_viewed_at). */
  opened: z.number(),
  /** With a draft sheet. */
  draft: z.number(),
  submitted: z.number(),
  /** Not submitted and past the due date. */
  overdue: z.number(),
});
export type ProgressCounts = z.infer<typeof progressCounts>;

/** A task's progress per group and per expert: one answer for the table and the bar chart. */
export const taskProgress = z.object({
  taskId: z.number(),
  dueAt: z.string(),
  total: progressCounts,
  groups: z.array(progressCounts.extend({ reviewGroupId: z.number(), reviewGroupName: z.string() })),
  experts: z.array(progressCounts.extend({ userId: z.number(), nickName: z.string() })),
});
export type TaskProgress = z.infer<typeof taskProgress>;

/** A judging stage a task can be made for (the page's stage picker). */
export const taskStage = z.object({
  stageId: z.number(),
  stageKind: z.string(),
  stageName: z.string(),
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
});
export type TaskStage = z.infer<typeof taskStage>;

/**
 * An expert a task's application could be reassigned to: an active member of the expert group
 * bound to the application's review group (or, without an application, of every pair), with their
 * load in the task and, for an application, their conflict verdict and reasons.
 */
export const reassignCandidate = z.object({
  userId: z.number(),
  nickName: z.string(),
  expertGroupId: z.number(),
  /** Live assignments in this task. */
  load: z.number(),
  maxLoad: z.number().nullable(),
  /** Already holds a live assignment of the application. */
  assigned: z.boolean(),
  verdict: z.enum(['clear', 'warn', 'block']),
  reasons: z.array(z.string()),
});
export type ReassignCandidate = z.infer<typeof reassignCandidate>;

const taskId = positive;
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '任务信息', businessType });

export const listReviewTasks = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/list',
  access: 'comp:taskinfo:list',
  scope: 'competition',
  query: pageQuery.extend(reviewTaskFilters.shape),
  answer: tableAnswer(reviewTask),
  summary: "Review tasks whose review groups are all in the caller's scope, newest first",
});

export const listTaskStages = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/stages',
  access: 'comp:taskinfo:list',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(z.array(taskStage)),
  summary: "An edition's judging stages (preliminary, semi-final, final) with their tracks, in order",
});

export const getTaskFormOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/options',
  access: 'comp:taskinfo:add',
  scope: 'competition',
  query: z.object({ stageId: positive }),
  answer: dataAnswer(taskFormOptions),
  summary: "The stage's rubric versions, review groups (with the task holding each) and expert groups in scope",
});

export const getReviewTask = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/:taskId',
  access: 'comp:taskinfo:query',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(reviewTaskDetail),
  summary: 'One task with its group pairs and history',
});

export const addReviewTask = defineEndpoint({
  method: 'POST',
  path: '/comp/taskinfo',
  access: 'comp:taskinfo:add',
  scope: 'competition',
  body: reviewTaskForm,
  answer: dataAnswer(z.object({ taskId: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Adds a draft task; every review group must be free (in no other task) and in scope',
});

export const editReviewTask = defineEndpoint({
  method: 'PUT',
  path: '/comp/taskinfo/:taskId',
  access: 'comp:taskinfo:add',
  scope: 'competition',
  params: z.object({ taskId }),
  body: reviewTaskForm,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Edits a draft task (the whole form); a published task is refused',
});

export const removeReviewTasks = defineEndpoint({
  method: 'DELETE',
  path: '/comp/taskinfo/:taskIds',
  access: 'comp:taskinfo:remove',
  scope: 'competition',
  params: z.object({ taskIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Removes draft tasks, all or none',
});

export const publishReviewTask = defineEndpoint({
  method: 'POST',
  path: '/comp/taskinfo/:taskId/publish',
  access: 'comp:taskinfo:publish',
  scope: 'competition',
  params: z.object({ taskId }),
  // No body publishes with a new random seed.
  body: publishTaskForm.default({}),
  answer: dataAnswer(publishSummary),
  log: log(BusinessType.UPDATE),
  summary:
    'Publishes a draft: freezes the rubric version, locks the review groups, assigns experts with the seed (one transaction), texts each assigned expert',
});

export const closeReviewTask = defineEndpoint({
  method: 'POST',
  path: '/comp/taskinfo/:taskId/close',
  access: 'comp:taskinfo:publish',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Closes a published or in-progress task: no more scoring',
});

export const reopenReviewTask = defineEndpoint({
  method: 'POST',
  path: '/comp/taskinfo/:taskId/reopen',
  access: 'comp:taskinfo:publish',
  scope: 'competition',
  params: z.object({ taskId }),
  body: reasonForm,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Reopens a closed task (back to in progress) with a reason kept in its history',
});

export const reassignReviewTask = defineEndpoint({
  method: 'POST',
  path: '/comp/taskinfo/:taskId/reassign',
  access: 'comp:taskinfo:assign',
  scope: 'competition',
  params: z.object({ taskId }),
  body: reassignForm,
  answer: dataAnswer(z.object({ voidedId: z.number(), assignmentId: z.number() })),
  log: log(BusinessType.UPDATE),
  summary:
    "Moves one application from one expert to another member of the group's expert group (not blocked, under max load), with a reason",
});

export const listTaskAssignments = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/:taskId/assignments',
  access: 'comp:taskinfo:query',
  scope: 'competition',
  params: z.object({ taskId }),
  query: pageQuery.extend(taskAssignmentFilters.shape),
  answer: tableAnswer(taskAssignment),
  summary: "A task's assignments (voided ones too) by application code, with their sheets' status",
});

export const getTaskProgress = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/:taskId/progress',
  access: 'comp:taskinfo:query',
  scope: 'competition',
  params: z.object({ taskId }),
  answer: dataAnswer(taskProgress),
  summary: 'Assigned, opened, draft, submitted and overdue per review group and per expert',
});

export const listReassignCandidates = defineEndpoint({
  method: 'GET',
  path: '/comp/taskinfo/:taskId/candidates',
  access: 'comp:taskinfo:assign',
  scope: 'competition',
  params: z.object({ taskId }),
  // Without an application: every pair's active members with their loads, no verdicts.
  query: z.object({ applicationId: positive.optional().or(z.literal('')) }),
  answer: dataAnswer(z.array(reassignCandidate)),
  summary:
    "Who an application could be reassigned to: the bound expert group's active members with load, max load and conflict verdict (reasons in the request's language)",
});
