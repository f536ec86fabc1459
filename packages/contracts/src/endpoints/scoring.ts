import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, pageQuery, tableAnswer } from '../endpoint';
import { rubricCriterion } from '../rubric';

// Scoring (docs/scoring.md, docs/review.md section 5): the expert's queue, the scoring page's API
// (/taskinfo/role-auth/detail/:proId/:taskId on the web), score sheets with their HMAC-chained
// revisions, and the staff's unlock, paper entry, offline import, chain verify and history.
// Expert routes answer only the caller's own live assignments (403 otherwise, whatever the id);
// what a task's blind options hide is never in an expert's answer.

const id = z.coerce.number().int().positive().max(999_999_999_999_999);
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '评分', businessType });

/** Assignment statuses (docs/review.md section 5). */
export const scoringAssignmentStatuses = [
  'assigned',
  'viewed',
  'in_progress',
  'submitted',
  'locked',
  'coi_declared',
  'voided',
] as const;
export type ScoringAssignmentStatus = (typeof scoringAssignmentStatuses)[number];

export const expertBlindOptions = z.object({
  names: z.boolean(),
  organisations: z.boolean(),
  members: z.boolean(),
  fileNames: z.boolean(),
});
export type ExpertBlindOptions = z.infer<typeof expertBlindOptions>;

/** One criterion's entry: a value (null: not entered) and an optional comment. */
export const sheetItemInput = z.object({
  value: z.number().finite().nullable(),
  comment: z.string().max(1000).nullable().optional(),
});
export const sheetItemsInput = z.record(z.string().max(30), sheetItemInput);

/** One row of the expert's queue (我的评审). `projectName` is null when the task hides names. */
export const myAssignment = z.object({
  assignmentId: z.number(),
  taskId: z.number(),
  taskName: z.string(),
  applicationId: z.number(),
  applicationCode: z.string(),
  projectName: z.string().nullable(),
  status: z.enum(scoringAssignmentStatuses),
  dueAt: z.string(),
  overdue: z.boolean(),
  /** null before the first save. */
  sheetStatus: z.enum(['draft', 'submitted']).nullable(),
  total: z.number().nullable(),
  submittedAt: z.string().nullable(),
});
export type MyAssignment = z.infer<typeof myAssignment>;

export const myAssignmentsQuery = pageQuery.extend({
  taskId: id.optional(),
  status: z.enum(scoringAssignmentStatuses).optional(),
});

/** A task the expert has live assignments in, for the expert's home. */
export const myTask = z.object({
  taskId: z.number(),
  taskName: z.string(),
  /** The task's judging stage, and the stage's track (null for an edition-wide stage). */
  stageName: z.string(),
  trackName: z.string().nullable(),
  status: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  assigned: z.number(),
  /** Not opened yet. */
  notStarted: z.number(),
  /** Opened or saved as a draft, not submitted. */
  draft: z.number(),
  submitted: z.number(),
  /** Where to continue: the first application of the queue not yet submitted (null when all are). */
  nextApplicationId: z.number().nullable(),
});
export type MyTask = z.infer<typeof myTask>;

/** An attachment as an expert sees it: its kind, its name unless blind, and per-assignment links. */
export const expertAttachment = z.object({
  index: z.number(),
  kind: z.string(),
  /** Absent when the task hides file names. */
  fileName: z.string().optional(),
  /** Shown in the page (images, PDF bytes for pdf.js); a signed link valid for five minutes. */
  viewUrl: z.string(),
  /** Present only when the task allows downloads. */
  downloadUrl: z.string().optional(),
});

/**
 * The application as an expert may see it, built from an allow-list per blind option: a hidden
 * part is absent, never blanked. The code always stands for the project.
 */
export const expertApplication = z.object({
  applicationId: z.number(),
  applicationCode: z.string(),
  trackName: z.string(),
  industry: z.string().nullable(),
  summary: z.string().nullable(),
  videoLink: z.string().nullable(),
  memberCount: z.number(),
  /** Absent when the task hides names. */
  projectName: z.string().optional(),
  leaderName: z.string().optional(),
  /** Absent when the task hides organisations. */
  orgName: z.string().nullable().optional(),
  regionName: z.string().nullable().optional(),
  /** Absent when the task hides members (or names): the team and mentors, names and organisations. */
  members: z
    .array(z.object({ role: z.string(), name: z.string(), orgName: z.string().nullable().optional() }))
    .optional(),
  mentors: z.array(z.object({ name: z.string(), orgName: z.string().nullable().optional() })).optional(),
  attachments: z.array(expertAttachment),
});
export type ExpertApplication = z.infer<typeof expertApplication>;

export const scoreSheetView = z.object({
  sheetId: z.number().nullable(),
  status: z.enum(['draft', 'submitted']).nullable(),
  items: sheetItemsInput,
  overallComment: z.string().nullable(),
  total: z.number().nullable(),
  revisionCount: z.number(),
  /** Submitted on a task that locks on submit: read-only until an administrator unlocks it. */
  locked: z.boolean(),
  /** Entered by staff on the expert's behalf (a paper sheet). */
  enteredByStaff: z.boolean(),
  /** A draft again after staff unlocked the submitted sheet (the page says it was reopened). */
  reopened: z.boolean().optional(),
  updateTime: z.string().nullable(),
});
export type ScoreSheetView = z.infer<typeof scoreSheetView>;

/** A neighbour in the expert's queue of the same task (previous, next). */
export const queueLink = z.object({ taskId: z.number(), applicationId: z.number(), applicationCode: z.string() });

/** What the scoring page opens with. */
export const scoringView = z.object({
  assignment: z.object({
    assignmentId: z.number(),
    taskId: z.number(),
    taskName: z.string(),
    taskStatus: z.string(),
    status: z.enum(scoringAssignmentStatuses),
    dueAt: z.string(),
    statementAt: z.string().nullable(),
    firstViewedAt: z.string().nullable(),
    timeSpent: z.number(),
    submittedAt: z.string().nullable(),
    allowDownload: z.boolean(),
    lockOnSubmit: z.boolean(),
    blind: expertBlindOptions,
  }),
  application: expertApplication,
  rubric: z.object({
    rubricId: z.number(),
    rubricName: z.string(),
    version: z.number(),
    maxTotal: z.number(),
    criteria: z.array(rubricCriterion),
  }),
  sheet: scoreSheetView,
  /** The text the page lays over every attachment (the expert's name and account). */
  watermark: z.string(),
  previous: queueLink.nullable(),
  next: queueLink.nullable(),
});
export type ScoringView = z.infer<typeof scoringView>;

const scoringParams = z.object({ taskId: id, applicationId: id });

/** A draft save or a submit. `timeSpent`: seconds on the page since the last save (bounded by the server). */
export const sheetForm = z.object({
  items: sheetItemsInput,
  overallComment: z.string().trim().max(2000).nullable().optional(),
  timeSpent: z.coerce.number().int().min(0).max(86_400).optional(),
});
export type SheetForm = z.input<typeof sheetForm>;

export const sheetSaved = z.object({
  sheetId: z.number(),
  status: z.enum(['draft', 'submitted']),
  total: z.number(),
  revisionNo: z.number(),
  locked: z.boolean(),
});
export type SheetSaved = z.infer<typeof sheetSaved>;

const reason = z.string().trim().min(1, 'reason is required').max(500);

export const listMyAssignments = defineEndpoint({
  method: 'GET',
  path: '/comp/scoring/mine',
  access: 'comp:taskinfo:edit',
  query: myAssignmentsQuery,
  answer: tableAnswer(myAssignment),
  summary: "The caller's own assignments (我的评审), newest task first, paged",
});

export const listMyTasks = defineEndpoint({
  method: 'GET',
  path: '/comp/scoring/mine/tasks',
  access: 'comp:taskinfo:edit',
  answer: dataAnswer(z.array(myTask)),
  summary: "The caller's open tasks (published, in progress) with counts and due dates, for the expert's home",
});

export const openScoring = defineEndpoint({
  method: 'GET',
  path: '/comp/scoring/:taskId/:applicationId',
  access: 'comp:taskinfo:edit',
  params: scoringParams,
  answer: dataAnswer(scoringView),
  summary:
    "Opens the caller's own live assignment (first opening is recorded): the blind-masked application, the rubric version and the sheet",
});

export const confirmStatement = defineEndpoint({
  method: 'POST',
  path: '/comp/scoring/:taskId/:applicationId/statement',
  access: 'comp:taskinfo:edit',
  params: scoringParams,
  answer: dataAnswer(z.object({ statementAt: z.string() })),
  log: log(BusinessType.UPDATE),
  summary: 'The expert confirms the confidentiality and no-conflict statement (needed before any score)',
});

export const declareScoringConflict = defineEndpoint({
  method: 'POST',
  path: '/comp/scoring/:taskId/:applicationId/conflict',
  access: 'comp:taskinfo:edit',
  params: scoringParams,
  body: z.object({ reason }),
  answer: dataAnswer(z.object({ declarationId: z.number() })),
  log: log(BusinessType.INSERT),
  summary:
    'The expert declares a conflict instead: the assignment becomes coi_declared pending the organiser, a declaration is recorded',
});

export const saveSheet = defineEndpoint({
  method: 'PUT',
  path: '/comp/scoring/:taskId/:applicationId/sheet',
  access: 'comp:taskinfo:edit',
  params: scoringParams,
  body: sheetForm,
  answer: dataAnswer(sheetSaved),
  summary: 'Autosaves a draft (range and step checked); appends an autosave revision to the sheet chain',
});

export const submitSheet = defineEndpoint({
  method: 'POST',
  path: '/comp/scoring/:taskId/:applicationId/submit',
  access: 'comp:taskinfo:edit',
  params: scoringParams,
  body: sheetForm,
  answer: dataAnswer(sheetSaved),
  log: log(BusinessType.UPDATE),
  summary: 'Submits the sheet (required values and comments checked); locks it when the task locks on submit',
});

/** A per-assignment file link: signed, valid five minutes, bound to the assignment and the file's place. */
export const scoringFile = defineEndpoint({
  method: 'GET',
  path: '/comp/scoring/file/:assignmentId/:index',
  access: 'public',
  params: z.object({ assignmentId: id, index: z.coerce.number().int().min(0).max(99) }),
  query: z.object({
    expires: z.coerce.number().int(),
    sig: z.string().max(100),
    download: z.enum(['0', '1']).default('0'),
  }),
  answer: z.object({}),
  raw: true,
  summary: 'Serves an attachment through a signed per-assignment link (named by the application code when blind)',
});

export const unlockSheet = defineEndpoint({
  method: 'PUT',
  path: '/comp/scoring/sheet/:assignmentId/unlock',
  access: 'comp:taskinfo:assign',
  scope: 'competition',
  params: z.object({ assignmentId: id }),
  body: z.object({ reason }),
  answer: dataAnswer(sheetSaved),
  log: log(BusinessType.UPDATE),
  summary: 'Unlocks a submitted sheet with a reason (an unlock revision): the expert may edit and submit again',
});

export const proxySheet = defineEndpoint({
  method: 'POST',
  path: '/comp/scoring/sheet/:assignmentId/proxy',
  access: 'comp:taskinfo:assign',
  scope: 'competition',
  params: z.object({ assignmentId: id }),
  body: sheetForm.extend({ reason, submit: z.boolean().default(true) }),
  answer: dataAnswer(sheetSaved),
  log: log(BusinessType.UPDATE),
  summary: "Staff enter a paper sheet on the expert's behalf (reason required; a proxy revision, the sheet marked)",
});

/** One problem row of an offline import. */
export const sheetImportProblem = z.object({ row: z.number(), field: z.string(), problem: z.string() });

export const importSheetsAnswer = z.object({
  dryRun: z.boolean(),
  rows: z.number(),
  /** Sheets written (0 on a dry run or when any row has a problem). */
  written: z.number(),
  problems: z.array(sheetImportProblem),
});
export type ImportSheetsAnswer = z.infer<typeof importSheetsAnswer>;

export const importSheets = defineEndpoint({
  method: 'POST',
  path: '/comp/scoring/task/:taskId/import',
  access: 'comp:taskinfo:assign',
  scope: 'competition',
  params: z.object({ taskId: id }),
  query: z.object({ dryRun: z.enum(['true', 'false']).default('true') }),
  bodyLimit: 'upload',
  answer: dataAnswer(importSheetsAnswer),
  log: log(BusinessType.IMPORT),
  summary:
    'Imports offline sheets from multipart `file` (.xlsx: application code, expert account, one column per criterion code, comment): a dry run lists every row problem; otherwise all or nothing, submitted, kind import',
});

export const sheetChainBreak = z.object({
  sheetId: z.number(),
  assignmentId: z.number(),
  applicationCode: z.string(),
  expertName: z.string(),
  /** The first revision whose link does not hold; for a head mismatch, the sheet's revision count. */
  revisionNo: z.number(),
  problem: z.enum(['link', 'head']),
});

export const chainVerifyAnswer = z.object({
  ok: z.boolean(),
  sheets: z.number(),
  revisions: z.number(),
  /** The first broken link, sheets in id order; null when every chain holds. */
  broken: sheetChainBreak.nullable(),
  /** Each sheet's head HMAC, for results and report snapshots. */
  heads: z.array(z.object({ sheetId: z.number(), revisionCount: z.number(), headHmac: z.string().nullable() })),
});
export type ChainVerifyAnswer = z.infer<typeof chainVerifyAnswer>;

export const verifyTaskChains = defineEndpoint({
  method: 'GET',
  path: '/comp/scoring/task/:taskId/verify',
  access: 'comp:taskinfo:query',
  scope: 'competition',
  params: z.object({ taskId: id }),
  answer: dataAnswer(chainVerifyAnswer),
  summary: 'Walks every score sheet chain of a task and reports the first broken link',
});

export const scoreRevisionRow = z.object({
  revisionId: z.number(),
  sheetId: z.number(),
  assignmentId: z.number(),
  taskId: z.number(),
  taskName: z.string(),
  expertName: z.string(),
  revisionNo: z.number(),
  kind: z.enum(['autosave', 'submit', 'unlock', 'proxy', 'import']),
  total: z.number().nullable(),
  actor: z.string(),
  reason: z.string().nullable(),
  clientIp: z.string().nullable(),
  createdAt: z.string(),
  /** The revision's own HMAC in the sheet's chain (hex), shown shortened on the history. */
  hmac: z.string(),
});
export type ScoreRevisionRow = z.infer<typeof scoreRevisionRow>;

export const scoreHistory = defineEndpoint({
  method: 'GET',
  path: '/comp/scoring/history/:applicationId',
  access: 'comp:taskinfo:query',
  scope: 'competition',
  params: z.object({ applicationId: id }),
  answer: dataAnswer(z.array(scoreRevisionRow)),
  summary: "An application's score history: every revision of its sheets with actor, kind, reason and time",
});
