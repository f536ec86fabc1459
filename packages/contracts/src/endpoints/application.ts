import { z } from 'zod';
import { APPLICATION_STATUS_KEYS } from '../application-status';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { MOBILE_PATTERN } from '../patterns';

// Applications (issue 17, docs/domain.md 4.2 and 5.1). Entrants' ID numbers and mobiles are stored
// sealed and travel masked; lists find them by exact match through a keyed digest.

/** Common attachment kinds; a track names the kinds it requires (free identifiers such as project_report). */
export const ATTACHMENT_KINDS = ['business_plan', 'pitch_deck', 'project_report', 'image', 'other'] as const;

const applicationStatus = z.enum(APPLICATION_STATUS_KEYS as [string, ...string[]]);
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const idNumberInput = z
  .string()
  .trim()
  .regex(/^(\d{17}[\dXx]|\d{15})$/, 'must be an 18-character (or 15-digit) ID number');

export const memberInput = z.object({
  name: text(30).min(1, 'name is required'),
  idNumber: idNumberInput,
  /** Organisation (school, company) written out. */
  orgName: optionalText(100),
  /** Grade (students) or title (adults). */
  gradeOrTitle: optionalText(30),
});
export type MemberInput = z.infer<typeof memberInput>;

export const mentorInput = z.object({
  name: text(30).min(1, 'name is required'),
  orgName: optionalText(100),
  title: optionalText(30),
  mobile: z.string().trim().regex(MOBILE_PATTERN, 'must be an 11-digit mobile number').nullish().or(z.literal('')),
  email: z.email().max(50).nullish().or(z.literal('')),
});
export type MentorInput = z.infer<typeof mentorInput>;

export const attachmentInput = z.object({
  kind: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]{0,49}$/, 'kind is an attachment kind such as business_plan'),
  /**
   * The stored resource path answered by /common/upload (`/profile/upload/...`; the name keeps the
   * letters of the original, Chinese ones too). The server checks the file exists and fits its
   * kind (attachment-rules.ts).
   */
  path: z
    .string()
    .max(255)
    .regex(/^\/profile\/[\p{L}\p{N}_\-./]+$/u, 'must be an uploaded file')
    .refine((value) => !value.includes('..'), 'must be an uploaded file'),
  fileName: text(255).min(1),
  size: z.number().int().min(0).optional(),
});
export type AttachmentInput = z.infer<typeof attachmentInput>;

/**
 * An answer to an extra field: its shape per field type is the form's (docs/form-schema.md), checked
 * by the rule code against the track's form; here only what any type may be (rich text is the
 * longest text, lists are choices, cascader paths and date ranges; null is blank).
 */
const answerValue = z.union([
  z.string().max(200_000),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(2000)).max(200),
  z.null(),
]);
export type ApplicationAnswer = z.infer<typeof answerValue>;

export const applicationForm = z.object({
  competitionId: z.coerce.number().int().positive(),
  trackId: z.coerce.number().int().positive(),
  categoryId: z.coerce.number().int().positive().nullish(),
  projectName: text(100).min(1, 'projectName is required'),
  industry: optionalText(30),
  regionCode: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/, 'regionCode must be a region code'),
  orgId: z.coerce.number().int().positive().nullish(),
  summary: optionalText(2000),
  leaderName: text(30).min(1, 'leaderName is required'),
  leaderMobile: z.string().trim().regex(MOBILE_PATTERN, 'leaderMobile must be an 11-digit mobile number'),
  leaderIdNumber: idNumberInput,
  /** Team members after the leader, in order. */
  members: z.array(memberInput).max(20).default([]),
  mentors: z.array(mentorInput).max(5).default([]),
  attachments: z.array(attachmentInput).max(30).default([]),
  videoLink: z
    .url({ protocol: /^https?$/ })
    .max(255)
    .nullish()
    .or(z.literal('')),
  answers: z.record(z.string().regex(/^[a-zA-Z]\w{0,39}$/), answerValue).default({}),
});
export type ApplicationForm = z.input<typeof applicationForm>;

/** The masked mobile the server sends (138****8000). */
export const MASKED_MOBILE_PATTERN = /^1[3-9]\d\*{4}\d{4}$/;
/** The masked ID number the server sends (110105********002X, or 6 + 5 stars + 4 of a 15-digit one). */
export const MASKED_ID_NUMBER_PATTERN = /^\d{6}(\*{8}\d{3}[\dXx]|\*{5}\d{4})$/;
export const isMaskedMobile = (value: string | null | undefined) => MASKED_MOBILE_PATTERN.test(value ?? '');
export const isMaskedIdNumber = (value: string | null | undefined) => MASKED_ID_NUMBER_PATTERN.test(value ?? '');

const maskedOr = (input: z.ZodType<string>, masked: RegExp, message: string) =>
  z.union([z.string().trim().regex(masked), input], { error: message });

/**
 * An edit of a stored application: a mobile or ID number may come back exactly as the server sent it
 * masked, meaning "unchanged" (docs/applications.md); only a new value is checked and stored.
 */
export const applicationEditForm = applicationForm.extend({
  leaderMobile: maskedOr(
    z.string().trim().regex(MOBILE_PATTERN),
    MASKED_MOBILE_PATTERN,
    'leaderMobile must be an 11-digit mobile number',
  ),
  leaderIdNumber: maskedOr(idNumberInput, MASKED_ID_NUMBER_PATTERN, 'must be an 18-character (or 15-digit) ID number'),
  members: z
    .array(
      memberInput.extend({
        idNumber: maskedOr(idNumberInput, MASKED_ID_NUMBER_PATTERN, 'must be an 18-character (or 15-digit) ID number'),
      }),
    )
    .max(20)
    .default([]),
  mentors: z
    .array(
      mentorInput.extend({
        // Empty clears the mobile.
        mobile: maskedOr(
          z
            .string()
            .trim()
            .regex(new RegExp(`^$|${MOBILE_PATTERN.source}`)),
          MASKED_MOBILE_PATTERN,
          'must be an 11-digit mobile number',
        ).nullish(),
      }),
    )
    .max(5)
    .default([]),
});

export const applicationRow = z.object({
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  competitionId: z.number(),
  competitionName: z.string(),
  trackId: z.number(),
  trackName: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  industry: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  orgId: z.number().nullable(),
  orgName: z.string().nullable(),
  leaderName: z.string(),
  /** Masked: 138****8000. */
  leaderMobile: z.string(),
  status: applicationStatus,
  memberCount: z.number(),
  submittedAt: z.string().nullable(),
  returnCount: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationMember = z.object({
  name: z.string(),
  /** Masked: 110105********002X. */
  idNumber: z.string(),
  role: z.enum(['leader', 'member']),
  orgName: z.string().nullable(),
  gradeOrTitle: z.string().nullable(),
  /** Whole years on the track's reference date. */
  age: z.number().nullable(),
  sex: z.enum(['m', 'f']).nullable(),
});

export const applicationDetail = applicationRow.extend({
  summary: z.string().nullable(),
  /** Masked. */
  leaderIdNumber: z.string(),
  members: z.array(applicationMember),
  mentors: z.array(
    z.object({
      name: z.string(),
      orgName: z.string().nullable(),
      title: z.string().nullable(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  attachments: z.array(attachmentInput.extend({ url: z.string() })),
  videoLink: z.string().nullable(),
  answers: z.record(z.string(), answerValue),
  /** The files of `file` answers, each a signed link with its readable name (pages show links, not paths). */
  answerFiles: z
    .array(z.object({ key: z.string(), path: z.string(), fileName: z.string(), url: z.string() }))
    .default([]),
  returnDeadline: z.string().nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const applicationEvent = z.object({
  eventId: z.number(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  /** The audit level a decision was taken at. */
  levelNo: z.number().nullable(),
  /** Dict comp_reject_reason of a rejection. */
  reasonCode: z.string().nullable(),
  operName: z.string(),
  eventTime: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEvent>;

export const applicationFilters = z.object({
  competitionId: z.coerce.number().int().positive().optional().or(z.literal('')),
  trackId: z.coerce.number().int().positive().optional().or(z.literal('')),
  categoryId: z.coerce.number().int().positive().optional().or(z.literal('')),
  status: applicationStatus.optional().or(z.literal('')),
  code: z.string().trim().max(30).optional(),
  projectName: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(30).optional(),
  regionCode: z.string().trim().max(12).optional(),
  orgId: z.coerce.number().int().positive().optional().or(z.literal('')),
  leaderName: z.string().trim().max(30).optional(),
  /** Exact match only. */
  leaderMobile: z.string().trim().regex(MOBILE_PATTERN).optional().or(z.literal('')),
  /** Exact match on any member (the leader included). */
  idNumber: idNumberInput.optional().or(z.literal('')),
  params: dateRangeParams,
});
export type ApplicationFilters = z.infer<typeof applicationFilters>;

/**
 * The columns the application lists (the list and the audit queue) sort by, as the web's column keys
 * send them; any other `orderByColumn` is refused naming the field.
 */
export const APPLICATION_SORT_COLUMNS = [
  'code',
  'projectName',
  'status',
  'trackName',
  'categoryName',
  'regionName',
  'orgName',
  'leaderName',
  'memberCount',
  'submittedAt',
  'createTime',
] as const;
export type ApplicationSortColumn = (typeof APPLICATION_SORT_COLUMNS)[number];
/** Paging with the sort limited to APPLICATION_SORT_COLUMNS. */
export const applicationPageQuery = pageQuery.extend({ orderByColumn: z.enum(APPLICATION_SORT_COLUMNS).optional() });

const applicationId = z.coerce.number().int().positive();
const title = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '项目申报', businessType });

export const listApplications = defineEndpoint({
  method: 'GET',
  path: '/comp/application/list',
  access: 'comp:application:list',
  scope: 'competition',
  query: applicationPageQuery.extend(applicationFilters.shape),
  answer: tableAnswer(applicationRow),
  summary:
    "Applications in the caller's competition scope, filtered by every field and paged, newest first or by a sortable column",
});

export const applicationStatusCounts = defineEndpoint({
  method: 'GET',
  path: '/comp/application/counts',
  access: 'comp:application:list',
  scope: 'competition',
  query: applicationFilters.omit({ status: true }),
  answer: dataAnswer(z.record(z.string(), z.number())),
  summary: 'How many applications of the filter are in each status (the status tabs)',
});

export const getApplication = defineEndpoint({
  method: 'GET',
  path: '/comp/application/:applicationId',
  access: 'comp:application:query',
  scope: 'competition',
  params: z.object({ applicationId }),
  answer: dataAnswer(applicationDetail),
  summary: 'One application in scope, ID numbers and mobiles masked',
});

export const applicationHistory = defineEndpoint({
  method: 'GET',
  path: '/comp/application/:applicationId/history',
  access: 'comp:application:query',
  scope: 'competition',
  params: z.object({ applicationId }),
  answer: dataAnswer(z.array(applicationEvent)),
  summary: 'Every change of status of one application: who, when, from, to and why, oldest first',
});

export const addApplication = defineEndpoint({
  method: 'POST',
  path: '/comp/application',
  access: 'comp:application:add',
  body: applicationForm,
  // Answers to a saved form may hold rich text (docs/applications.md, Extra fields).
  bodyLimit: 'form',
  answer: z.object({ data: z.object({ applicationId: z.number(), code: z.string() }) }),
  log: title(BusinessType.INSERT),
  summary: "Creates a draft on an entrant's behalf; its code is generated per edition and track",
});

export const editApplication = defineEndpoint({
  method: 'PUT',
  path: '/comp/application',
  access: 'comp:application:edit',
  scope: 'competition',
  body: applicationEditForm.extend({ applicationId }),
  bodyLimit: 'form',
  answer: z.object({}),
  log: title(BusinessType.UPDATE),
  summary: 'Changes a draft or returned application in scope',
});

export const removeApplications = defineEndpoint({
  method: 'DELETE',
  path: '/comp/application/:applicationIds',
  access: 'comp:application:remove',
  scope: 'competition',
  params: z.object({ applicationIds: idListParam }),
  answer: z.object({}),
  log: title(BusinessType.DELETE),
  summary: 'Deletes draft applications in scope (others are withdrawn instead)',
});

export const APPLICATION_STAFF_ACTIONS = ['submit', 'withdraw'] as const;

export const transitionApplications = defineEndpoint({
  method: 'PUT',
  path: '/comp/application/transition',
  access: 'comp:application:edit',
  scope: 'competition',
  body: z.object({
    applicationIds: z.array(applicationId).min(1).max(500),
    action: z.enum(APPLICATION_STAFF_ACTIONS),
    reason: z.string().trim().max(500).nullish(),
  }),
  answer: z.object({ data: z.object({ changed: z.number() }) }),
  log: title(BusinessType.UPDATE),
  summary:
    "Submits or withdraws applications in scope on the entrants' behalf; all or none (each refusal names the application, its state and the rule)",
});

export const disqualifyApplication = defineEndpoint({
  method: 'PUT',
  path: '/comp/application/:applicationId/disqualify',
  access: 'comp:application:disqualify',
  scope: 'competition',
  params: z.object({ applicationId }),
  // The reason is required by the service, after the scope check (an id outside it reads as 403 first).
  body: z.object({ reason: z.string().trim().max(500).nullish() }).default({}),
  answer: z.object({}),
  log: title(BusinessType.UPDATE),
  summary:
    'Disqualifies (取消资格) an application in scope that has not left the competition: the reason goes to its history and the leader gets an SMS',
});

export const exportApplications = defineEndpoint({
  method: 'POST',
  path: '/comp/application/export',
  access: 'comp:application:export',
  scope: 'competition',
  body: applicationFilters,
  answer: z.unknown(),
  raw: true,
  log: title(BusinessType.EXPORT),
  summary:
    'The filtered applications in scope as xlsx, streamed: sheet 项目申报 with the extra fields by label, files as links and the latest reason; sheet 成员与导师 with leaders, members and mentors by code; mobiles and ID numbers masked; without a status filter, withdrawn and disqualified ones are left out',
});

export const applicationImportTemplate = defineEndpoint({
  method: 'POST',
  path: '/comp/application/importTemplate',
  access: 'comp:application:import',
  query: z.object({ competitionId: z.coerce.number().int().positive() }),
  answer: z.unknown(),
  raw: true,
  summary:
    "The edition's import template (xlsx): one row per application, members as 姓名/身份证号 pairs, one column per extra field of its tracks",
});

export const importIssue = z.object({
  /** Sheet row number (the header is row 1). */
  row: z.number(),
  /** The column's title in the sheet. */
  field: z.string(),
  /** The rule's code (idNumber, reference, requiredField…), for programs. */
  rule: z.string(),
  /** The rule in words, in the request's language. */
  reason: z.string(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;

export const importApplications = defineEndpoint({
  method: 'POST',
  path: '/comp/application/importData',
  bodyLimit: 'upload',
  access: 'comp:application:import',
  query: z.object({
    /** `true`: check every row and write nothing. */
    dryRun: z.enum(['true', 'false']).default('true'),
    competitionId: z.coerce.number().int().positive(),
  }),
  answer: z.object({
    data: z.object({
      rows: z.number(),
      imported: z.number(),
      issues: z.array(importIssue),
      dryRun: z.boolean(),
      /**
       * Rows that import well but still lack what a sheet cannot carry before they can be submitted
       * (required attachments, file fields), named by label; the team completes them on the portal.
       */
      lacking: z.array(z.object({ row: z.number(), projectName: z.string(), lacks: z.array(z.string()) })),
      /** How many rows that is (the list stops at 1,000). */
      lackingRows: z.number(),
      /** Leaders' entrant accounts: found by mobile, or to be created (created by a real run). */
      accounts: z.object({ found: z.number(), created: z.number() }),
    }),
  }),
  log: title(BusinessType.IMPORT),
  summary:
    "Imports applications as drafts owned by each leader's entrant account (found by mobile, else created without a password, to sign in by SMS code; multipart `file`): a dry run reports every bad row (row, field, rule) and what each row still lacks, and writes nothing; a real run writes all rows or none",
});

export const attachApplicationFile = defineEndpoint({
  method: 'POST',
  path: '/comp/application/:applicationId/file',
  bodyLimit: 'upload',
  access: 'comp:application:edit',
  scope: 'competition',
  params: z.object({ applicationId }),
  query: z.object({
    /** An attachment kind (business_plan…) to add the file to; or `field`. */
    kind: attachmentInput.shape.kind.optional(),
    /** The key of a `file` extra field of the track the file answers. */
    field: z
      .string()
      .trim()
      .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'field is the key of a file field')
      .optional(),
  }),
  answer: dataAnswer(z.object({ path: z.string(), fileName: z.string(), url: z.string() })),
  log: title(BusinessType.UPDATE),
  summary:
    'Staff attach a file (multipart `file`) to a draft or returned application in scope: added to an attachment kind (`kind`) or answering a file field (`field`, replacing its file)',
});
