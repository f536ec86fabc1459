import { z } from 'zod';
import { APPLICATION_STATUS_KEYS } from '../application-status';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, pageQuery, tableAnswer } from '../endpoint';
import { applicationDetail, applicationEditForm, applicationForm, applicationRow } from './application';
import { OBJECTION_STATUSES, objectionForm, publicityEntry, SUBMITTER_TYPES } from './notice-board';

// The entrant's own part of the portal (issue 20): an entrant reads, writes and moves only the
// applications they created, and the objections they submitted. Every route takes a portal token
// (access mode `entrant`); another entrant's id reads as an unknown one.

const applicationId = z.coerce.number().int().positive();

/** An application as its author lists it (the author's own name is not repeated). */
export const portalApplicationRow = applicationRow.omit({ createBy: true });
export type PortalApplicationRow = z.infer<typeof portalApplicationRow>;

/** What the audit said last: the latest return or rejection, with its reason. */
export const auditFeedback = z.object({
  action: z.enum(['return', 'reject']),
  reason: z.string().nullable(),
  /** Dict comp_reject_reason of a rejection, and its label. */
  reasonCode: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  /** Until when a returned application may be changed and resubmitted. */
  returnDeadline: z.string().nullable(),
  decidedAt: z.string(),
});
export type AuditFeedback = z.infer<typeof auditFeedback>;

export const portalApplicationDetail = applicationDetail.omit({ createBy: true }).extend({
  feedback: auditFeedback.nullable(),
});
export type PortalApplicationDetail = z.infer<typeof portalApplicationDetail>;

/** One change of status as the entrant sees it: no staff names, no internal ids. */
export const portalApplicationEvent = z.object({
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  reason: z.string().nullable(),
  reasonCode: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  eventTime: z.string(),
});
export type PortalApplicationEvent = z.infer<typeof portalApplicationEvent>;

export const listPortalApplications = defineEndpoint({
  method: 'GET',
  path: '/portal/application/list',
  access: 'entrant',
  query: pageQuery.extend({
    competitionId: z.coerce.number().int().positive().optional().or(z.literal('')),
    status: z
      .enum(APPLICATION_STATUS_KEYS as [string, ...string[]])
      .optional()
      .or(z.literal('')),
  }),
  answer: tableAnswer(portalApplicationRow),
  summary: "The caller's own applications, newest first, paged",
});

export const getPortalApplication = defineEndpoint({
  method: 'GET',
  path: '/portal/application/:applicationId',
  access: 'entrant',
  params: z.object({ applicationId }),
  answer: dataAnswer(portalApplicationDetail),
  summary: "One of the caller's applications with the audit's latest feedback; ID numbers and mobiles masked",
});

export const portalApplicationHistory = defineEndpoint({
  method: 'GET',
  path: '/portal/application/:applicationId/history',
  access: 'entrant',
  params: z.object({ applicationId }),
  answer: dataAnswer(z.array(portalApplicationEvent)),
  summary: "Every change of status of one of the caller's applications: what, from, to, when and why, oldest first",
});

export const addPortalApplication = defineEndpoint({
  method: 'POST',
  path: '/portal/application',
  access: 'entrant',
  body: applicationForm,
  // Answers to a saved form may hold rich text (docs/applications.md, Extra fields).
  bodyLimit: 'form',
  answer: dataAnswer(z.object({ applicationId: z.number(), code: z.string() })),
  summary: "Creates a draft of the caller's, inside the edition's registration window",
  log: { title: '报名者申报', businessType: BusinessType.INSERT },
});

export const editPortalApplication = defineEndpoint({
  method: 'PUT',
  path: '/portal/application/:applicationId',
  access: 'entrant',
  params: z.object({ applicationId }),
  body: applicationEditForm,
  bodyLimit: 'form',
  answer: z.object({}),
  summary:
    "Changes one of the caller's drafts inside the registration window, or a returned application before its deadline",
  log: { title: '报名者申报', businessType: BusinessType.UPDATE },
});

export const submitPortalApplication = defineEndpoint({
  method: 'PUT',
  path: '/portal/application/:applicationId/submit',
  access: 'entrant',
  params: z.object({ applicationId }),
  answer: z.object({}),
  summary:
    "Submits one of the caller's drafts inside the registration window (eligibility checked), or resubmits a returned one before its deadline",
  log: { title: '报名者申报', businessType: BusinessType.UPDATE },
});

export const withdrawPortalApplication = defineEndpoint({
  method: 'PUT',
  path: '/portal/application/:applicationId/withdraw',
  access: 'entrant',
  params: z.object({ applicationId }),
  body: z.object({ reason: z.string().trim().min(1).max(500) }),
  answer: z.object({}),
  summary:
    "Withdraws one of the caller's applications (an approved entry too: 退赛) that has not left the competition; the reason is kept in its history",
  log: { title: '报名者申报', businessType: BusinessType.UPDATE },
});

export const portalUpload = defineEndpoint({
  method: 'POST',
  path: '/portal/upload',
  bodyLimit: 'upload',
  access: 'entrant',
  answer: dataAnswer(
    z.object({
      /** The resource path (`/profile/upload/...`) to put in an attachment's `path`. */
      path: z.string(),
      /** The name the file was sent with, for an attachment's `fileName`. */
      fileName: z.string(),
      /** A short-lived signed link to the stored file. */
      url: z.string(),
    }),
  ),
  summary: 'Uploads one attachment (multipart field `file`) of a kind an application or objection may carry',
});

export const submitPortalObjection = defineEndpoint({
  method: 'POST',
  path: '/portal/publicity/:publicityId/objection',
  access: 'entrant',
  params: z.object({ publicityId: z.coerce.number().int().positive() }),
  body: objectionForm,
  answer: dataAnswer(z.object({ objectionId: z.number() })),
  summary: 'Submits a real-name objection to a 公示 window while it is open; recorded as the caller’s',
  log: { title: '报名者异议', businessType: BusinessType.INSERT },
});

export const portalObjectionRow = z.object({
  objectionId: z.number(),
  publicityId: z.number(),
  /** The publication notice the window belongs to. */
  noticeTitle: z.string().nullable(),
  submitterType: z.enum(SUBMITTER_TYPES),
  realName: z.string(),
  orgName: z.string().nullable(),
  /** Masked (138****0000). */
  mobile: z.string(),
  content: z.string(),
  status: z.enum(OBJECTION_STATUSES),
  resolution: z.string().nullable(),
  receivedAt: z.string(),
  handledAt: z.string().nullable(),
  /** The code of the application the objection concerns, or null. */
  applicationCode: z.string().nullable(),
});
export type PortalObjectionRow = z.infer<typeof portalObjectionRow>;

export const listPortalObjections = defineEndpoint({
  method: 'GET',
  path: '/portal/objection/list',
  access: 'entrant',
  query: pageQuery,
  answer: tableAnswer(portalObjectionRow),
  summary: "The caller's own objections with their status and resolution, newest first, paged",
});

export const listPortalPublicityEntries = defineEndpoint({
  method: 'GET',
  path: '/portal/publicity/:publicityId/entries',
  access: 'entrant',
  params: z.object({ publicityId: z.coerce.number().int().positive() }),
  answer: dataAnswer(z.array(publicityEntry)),
  summary:
    'The entries a published 公示 lists (code, project, track, organisation), for the objection form to choose the one it concerns',
});
