import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, isCalendarDay, pageQuery, tableAnswer } from '../endpoint';
import { MOBILE_PATTERN } from '../patterns';
import { attachmentInput } from './application';
import { DATE_PATTERN, DATE_TIME_PATTERN } from './competition';

// Competition notices, 公示 windows and objections, and the holiday calendar (issue 19,
// docs/domain.md 3.7, 4.2, 5.5 and 5.8). Dates travel as `yyyy-MM-dd HH:mm:ss`, days as `yyyy-MM-dd`.

/** A real day of the calendar (2030-02-30 is refused). */
const dateText = z
  .string()
  .regex(DATE_PATTERN, 'must be yyyy-MM-dd')
  .refine(isCalendarDay, 'is not a day of the calendar');
const dateTimeText = z
  .string()
  .regex(DATE_TIME_PATTERN, 'must be yyyy-MM-dd HH:mm:ss')
  .refine(isCalendarDay, 'is not a day of the calendar');
const optionalDateTime = z
  .union([dateTimeText, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));
const plainText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(max)
    .regex(/^[^<>]*$/, `${field} cannot contain < or >`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

// ---- Holiday calendar ----

export const holidayRow = z.object({
  holidayDate: z.string(),
  /** '1' a weekend day worked (调休), '0' a day off. */
  isWorkday: z.enum(['0', '1']),
  holidayName: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type HolidayRow = z.infer<typeof holidayRow>;

export const holidayForm = z.object({
  holidayDate: dateText,
  isWorkday: z.enum(['0', '1']),
  holidayName: plainText(30, 'holidayName'),
});
export type HolidayForm = z.infer<typeof holidayForm>;

const holidayLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  title: '节假日',
  businessType,
});

export const listHolidays = defineEndpoint({
  method: 'GET',
  path: '/comp/holiday/list',
  access: 'comp:holiday:list',
  query: z.object({
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    holidayName: z.string().max(30).optional(),
  }),
  answer: tableAnswer(holidayRow),
  summary: 'The days of the holiday calendar that differ from the plain week (of one year), in date order',
});

export const getHoliday = defineEndpoint({
  method: 'GET',
  path: '/comp/holiday/:holidayDate',
  access: 'comp:holiday:query',
  params: z.object({ holidayDate: dateText }),
  answer: dataAnswer(holidayRow),
  summary: 'One day of the holiday calendar',
});

export const addHoliday = defineEndpoint({
  method: 'POST',
  path: '/comp/holiday',
  access: 'comp:holiday:add',
  body: holidayForm,
  answer: z.object({}),
  log: holidayLog(BusinessType.INSERT),
  summary: 'Adds a day off or a make-up working day',
});

export const editHoliday = defineEndpoint({
  method: 'PUT',
  path: '/comp/holiday',
  access: 'comp:holiday:edit',
  body: holidayForm,
  answer: z.object({}),
  log: holidayLog(BusinessType.UPDATE),
  summary: 'Changes a day of the calendar (found by its date)',
});

export const removeHolidays = defineEndpoint({
  method: 'DELETE',
  path: '/comp/holiday/:holidayDates',
  access: 'comp:holiday:remove',
  params: z.object({
    holidayDates: z
      .string()
      .max(2000)
      .regex(/^\d{4}-\d\d-\d\d(,\d{4}-\d\d-\d\d)*$/, 'must be comma-separated yyyy-MM-dd days'),
  }),
  answer: z.object({}),
  log: holidayLog(BusinessType.DELETE),
  summary: 'Removes days from the calendar (they follow the plain week again)',
});

export const WORKING_DAYS_MAX = 60;
export const PUBLICITY_DEFAULT_DAYS = 5;

export const workdayEnd = defineEndpoint({
  method: 'GET',
  path: '/comp/holiday/workdays',
  access: 'comp:notice:list',
  query: z.object({ from: dateText, days: z.coerce.number().int().min(1).max(WORKING_DAYS_MAX) }),
  answer: dataAnswer(z.object({ endDate: z.string() })),
  summary: 'The day on which a number of working days counted from a day (included when it is one) complete',
});

// ---- Notices ----

export const NOTICE_KINDS = ['application', 'publication'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const BOARD_NOTICE_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn', 'expired'] as const;
export type BoardNoticeStatus = (typeof BOARD_NOTICE_STATUSES)[number];

export const boardNoticeRow = z.object({
  noticeId: z.number(),
  competitionId: z.number(),
  competitionName: z.string().nullable(),
  noticeKind: z.enum(NOTICE_KINDS),
  title: z.string(),
  trackIds: z.array(z.number()),
  publishAt: z.string().nullable(),
  expireAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  pinned: z.enum(['0', '1']),
  status: z.enum(BOARD_NOTICE_STATUSES),
  /** The 公示 window's id, when the notice has one. */
  publicityId: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type BoardNoticeRow = z.infer<typeof boardNoticeRow>;

export const boardNotice = boardNoticeRow.extend({
  body: z.string().nullable(),
  attachments: z.array(attachmentInput.extend({ url: z.string() })),
});
export type BoardNotice = z.infer<typeof boardNotice>;

export const boardNoticeFilters = z.object({
  competitionId: z.coerce.number().int().positive().optional(),
  noticeKind: z.enum([...NOTICE_KINDS, '']).optional(),
  status: z.enum([...BOARD_NOTICE_STATUSES, '']).optional(),
  title: z.string().max(100).optional(),
});

export const boardNoticeForm = z
  .object({
    competitionId: z.number().int().positive(),
    noticeKind: z.enum(NOTICE_KINDS),
    title: plainText(100, 'title'),
    body: z.string().max(200_000).nullish(),
    attachments: z.array(attachmentInput).max(20).default([]),
    trackIds: z.array(z.number().int().positive()).max(50).default([]),
    publishAt: optionalDateTime,
    expireAt: optionalDateTime,
    pinned: z.enum(['0', '1']).default('0'),
  })
  .refine((form) => !form.publishAt || !form.expireAt || form.expireAt > form.publishAt, {
    message: 'expireAt must be after publishAt',
    path: ['expireAt'],
  });
export type BoardNoticeForm = z.infer<typeof boardNoticeForm>;

const noticeId = z.coerce.number().int().positive();
const noticeLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  title: '大赛公告',
  businessType,
});

export const listBoardNotices = defineEndpoint({
  method: 'GET',
  path: '/comp/notice/list',
  access: 'comp:notice:list',
  query: pageQuery.extend(boardNoticeFilters.shape),
  answer: tableAnswer(boardNoticeRow),
  summary: 'Competition notices, pinned first, then newest',
});

export const getBoardNotice = defineEndpoint({
  method: 'GET',
  path: '/comp/notice/:noticeId',
  access: 'comp:notice:query',
  params: z.object({ noticeId }),
  answer: dataAnswer(boardNotice),
  summary: 'One competition notice with its content and attachments',
});

export const addBoardNotice = defineEndpoint({
  method: 'POST',
  path: '/comp/notice',
  access: 'comp:notice:add',
  bodyLimit: 'richText',
  body: boardNoticeForm,
  answer: dataAnswer(z.object({ noticeId: z.number() })),
  log: noticeLog(BusinessType.INSERT),
  summary: 'Adds a draft notice; the content is sanitised through an allow-list',
});

export const editBoardNotice = defineEndpoint({
  method: 'PUT',
  path: '/comp/notice',
  access: 'comp:notice:edit',
  bodyLimit: 'richText',
  body: boardNoticeForm.and(z.object({ noticeId })),
  answer: z.object({}),
  log: noticeLog(BusinessType.UPDATE),
  summary: 'Changes a draft or scheduled notice',
});

export const removeBoardNotices = defineEndpoint({
  method: 'DELETE',
  path: '/comp/notice/:noticeIds',
  access: 'comp:notice:remove',
  params: z.object({ noticeIds: idListParam }),
  answer: z.object({}),
  log: noticeLog(BusinessType.DELETE),
  summary: 'Deletes notices that are not published, with their windows and objections',
});

export const publishBoardNotice = defineEndpoint({
  method: 'PUT',
  path: '/comp/notice/:noticeId/publish',
  access: 'comp:notice:publish',
  params: z.object({ noticeId }),
  answer: dataAnswer(z.object({ status: z.enum(BOARD_NOTICE_STATUSES) })),
  log: noticeLog(BusinessType.UPDATE),
  summary:
    'Publishes a draft notice now, or schedules it when its publish time is ahead (the comp.publishNotices task publishes it then)',
});

export const withdrawBoardNotice = defineEndpoint({
  method: 'PUT',
  path: '/comp/notice/:noticeId/withdraw',
  access: 'comp:notice:publish',
  params: z.object({ noticeId }),
  answer: z.object({}),
  log: noticeLog(BusinessType.UPDATE),
  summary: 'Withdraws a scheduled or published notice',
});

export const noticeTrackOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/notice/tracks/:competitionId',
  access: 'comp:notice:list',
  params: z.object({ competitionId: z.coerce.number().int().positive() }),
  answer: dataAnswer(z.array(z.object({ trackId: z.number(), trackName: z.string() }))),
  summary: "An edition's tracks, for a notice's audience",
});

// ---- 公示 windows and objections ----

export const PUBLICITY_STATUSES = ['scheduled', 'open', 'extended', 'closed'] as const;
export type PublicityStatus = (typeof PUBLICITY_STATUSES)[number];
export const SUBMITTER_TYPES = ['individual', 'unit'] as const;
export const OBJECTION_STATUSES = ['received', 'accepted', 'rejected', 'upheld', 'dismissed'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];
export const OBJECTION_ACTIONS = ['accept', 'reject', 'uphold', 'dismiss'] as const;
export type ObjectionAction = (typeof OBJECTION_ACTIONS)[number];
/**
 * What a 公示 lists: the qualification list (the approved entries of the notice's edition and
 * tracks), a promotion batch or an award list (these two come with the judging modules: only the
 * subject is stored and shown today).
 */
export const PUBLICITY_SUBJECTS = ['qualification_list', 'promotion_batch', 'award_list'] as const;
export type PublicitySubject = (typeof PUBLICITY_SUBJECTS)[number];
/** The organiser's decision on an upheld objection (docs/domain.md 5.5). */
export const OBJECTION_DECISIONS = ['disqualify', 'return', 'no_change'] as const;
export type ObjectionDecision = (typeof OBJECTION_DECISIONS)[number];

export const publicity = z.object({
  publicityId: z.number(),
  noticeId: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  workingDays: z.number(),
  extendedDays: z.number(),
  contact: z.string().nullable(),
  subject: z.enum(PUBLICITY_SUBJECTS),
  /** From the clock: scheduled before the start, closed after the end, extended once prolonged. */
  status: z.enum(PUBLICITY_STATUSES),
});
export type Publicity = z.infer<typeof publicity>;

export const objectionRow = z.object({
  objectionId: z.number(),
  publicityId: z.number(),
  submitterType: z.enum(SUBMITTER_TYPES),
  realName: z.string(),
  orgName: z.string().nullable(),
  /** Masked (138****0000); the number is sealed at rest. */
  mobile: z.string(),
  content: z.string(),
  attachments: z.array(attachmentInput.extend({ url: z.string() })),
  status: z.enum(OBJECTION_STATUSES),
  resolution: z.string().nullable(),
  receivedAt: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** The application the objection concerns, with its code and project, or null. */
  applicationId: z.number().nullable(),
  applicationCode: z.string().nullable(),
  projectName: z.string().nullable(),
  /** The organiser's decision once upheld, its reason, who and when. */
  decision: z.enum(OBJECTION_DECISIONS).nullable(),
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ObjectionRow = z.infer<typeof objectionRow>;

export const publicityForm = z.object({
  /** When the window opens (default now); counted from that day. */
  startAt: optionalDateTime,
  workingDays: z.number().int().min(1).max(WORKING_DAYS_MAX).default(PUBLICITY_DEFAULT_DAYS),
  contact: optionalText(100),
  subject: z.enum(PUBLICITY_SUBJECTS).default('qualification_list'),
});
export type PublicityForm = z.infer<typeof publicityForm>;

export const objectionForm = z
  .object({
    submitterType: z.enum(SUBMITTER_TYPES),
    realName: plainText(30, 'realName'),
    orgName: optionalText(100),
    mobile: z.string().trim().regex(MOBILE_PATTERN, 'must be an 11-digit mobile number'),
    content: plainText(2000, 'content'),
    attachments: z.array(attachmentInput).max(10).default([]),
    /** The application the objection concerns, one of those the 公示 lists. */
    applicationId: z.coerce.number().int().positive().nullish(),
  })
  .refine((form) => form.submitterType !== 'unit' || !!form.orgName, {
    message: 'orgName is required for a unit',
    path: ['orgName'],
  });
export type ObjectionForm = z.infer<typeof objectionForm>;

/** One entry a 公示 lists, as an objector chooses it: no personal data. */
export const publicityEntry = z.object({
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  trackName: z.string(),
  orgName: z.string().nullable(),
});
export type PublicityEntry = z.infer<typeof publicityEntry>;

export const objectionDecisionForm = z
  .object({
    decision: z.enum(OBJECTION_DECISIONS),
    reason: plainText(500, 'reason'),
    /** Until when a returned application may be changed and resubmitted (return only). */
    returnDeadline: optionalDateTime,
  })
  .refine((form) => form.decision !== 'return' || !!form.returnDeadline, {
    message: 'returnDeadline is required to return an application',
    path: ['returnDeadline'],
  });
export type ObjectionDecisionForm = z.input<typeof objectionDecisionForm>;

const publicityId = z.coerce.number().int().positive();
const publicityLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  title: '公示',
  businessType,
});

export const getNoticePublicity = defineEndpoint({
  method: 'GET',
  path: '/comp/notice/:noticeId/publicity',
  access: 'comp:notice:query',
  params: z.object({ noticeId }),
  answer: dataAnswer(publicity.nullable()),
  summary: "The notice's 公示 window, or null",
});

export const openPublicity = defineEndpoint({
  method: 'POST',
  path: '/comp/notice/:noticeId/publicity',
  access: 'comp:notice:publicity',
  params: z.object({ noticeId }),
  body: publicityForm,
  answer: dataAnswer(publicity),
  log: publicityLog(BusinessType.INSERT),
  summary: 'Opens a 公示 window on a publication notice, ending after its working days (holiday calendar)',
});

export const extendPublicity = defineEndpoint({
  method: 'PUT',
  path: '/comp/publicity/:publicityId/extend',
  access: 'comp:notice:publicity',
  params: z.object({ publicityId }),
  body: z.object({ workingDays: z.number().int().min(1).max(WORKING_DAYS_MAX) }),
  answer: dataAnswer(publicity),
  log: publicityLog(BusinessType.UPDATE),
  summary: 'Prolongs a window that has not closed by working days after its current end',
});

export const listObjections = defineEndpoint({
  method: 'GET',
  path: '/comp/publicity/:publicityId/objections',
  // Real names and organisations: for those who handle objections, not every reader of notices.
  access: 'comp:notice:objection',
  params: z.object({ publicityId }),
  answer: dataAnswer(z.array(objectionRow)),
  summary: 'The objections to a window, oldest first, mobiles masked',
});

export const addObjection = defineEndpoint({
  method: 'POST',
  path: '/comp/publicity/:publicityId/objection',
  access: 'comp:notice:objection',
  params: z.object({ publicityId }),
  body: objectionForm,
  answer: dataAnswer(z.object({ objectionId: z.number() })),
  log: publicityLog(BusinessType.INSERT),
  summary: 'Records a real-name objection; refused unless the window is open',
});

export const handleObjection = defineEndpoint({
  method: 'PUT',
  path: '/comp/objection/:objectionId/handle',
  access: 'comp:notice:objection',
  params: z.object({ objectionId: z.coerce.number().int().positive() }),
  body: z.object({ action: z.enum(OBJECTION_ACTIONS), resolution: optionalText(500) }),
  answer: z.object({}),
  log: publicityLog(BusinessType.UPDATE),
  summary:
    'Moves an objection on: received → accepted | rejected, accepted → upheld | dismissed; a resolution is required except to accept',
});

export const listPublicityEntries = defineEndpoint({
  method: 'GET',
  path: '/comp/publicity/:publicityId/entries',
  access: 'comp:notice:objection',
  params: z.object({ publicityId }),
  answer: dataAnswer(z.array(publicityEntry)),
  summary:
    'The entries a 公示 lists (a qualification list: approved entries of its edition and tracks, never withdrawn or disqualified ones), for an objection to name',
});

export const decideObjection = defineEndpoint({
  method: 'PUT',
  path: '/comp/objection/:objectionId/decision',
  access: 'comp:notice:objection',
  params: z.object({ objectionId: z.coerce.number().int().positive() }),
  body: objectionDecisionForm,
  answer: z.object({}),
  log: publicityLog(BusinessType.UPDATE),
  summary:
    'The decision on an upheld objection: disqualify its application (comp:application:disqualify also needed), return it for revision, or no change; recorded on the objection and in the application history at once',
});
