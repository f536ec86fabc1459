import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, pageQuery, tableAnswer } from '../endpoint';
import { APPEAL_CHANNELS, APPEAL_STATUSES, ROADSHOW_STATUSES } from '../schedule';

// Appeals (申诉, page comp/schedule ?tab=appeals, docs/appeals.md): after a roadshow session's results
// are published a team may appeal within the session's window (appeal_hours), through the portal;
// the organiser upholds or dismisses it with a reason. Every step is an appeal event (append-only).

const positive = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '申诉', businessType });

export const appealEvent = z.object({
  eventId: z.number(),
  /** filed, decided. */
  kind: z.string(),
  status: z.enum(APPEAL_STATUSES),
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});
export type AppealEvent = z.infer<typeof appealEvent>;

export const appealRow = z.object({
  appealId: z.number(),
  competitionId: z.number(),
  sessionId: z.number(),
  sessionName: z.string(),
  stageName: z.string(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  channel: z.enum(APPEAL_CHANNELS),
  submittedBy: z.string(),
  submittedAt: z.string(),
  deadlineAt: z.string(),
  status: z.enum(APPEAL_STATUSES),
  decision: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AppealRow = z.infer<typeof appealRow>;

export const appealDetail = appealRow.extend({ content: z.string(), events: z.array(appealEvent) });
export type AppealDetail = z.infer<typeof appealDetail>;

/** A session an appeal may concern (for the page's filter): its window and how many appeals it has. */
export const appealSession = z.object({
  sessionId: z.number(),
  name: z.string(),
  stageName: z.string(),
  status: z.enum(ROADSHOW_STATUSES),
  resultsPublishedAt: z.string().nullable(),
  appealDeadline: z.string().nullable(),
  appeals: z.number(),
  pending: z.number(),
});
export type AppealSession = z.infer<typeof appealSession>;

export const appealDecisionForm = z.object({
  status: z.enum(['upheld', 'dismissed']),
  reason: z.string().trim().min(1).max(500),
});

export const appealOnSiteForm = z.object({
  sessionId: z.number().int().positive(),
  applicationId: z.number().int().positive(),
  content: z.string().trim().min(10).max(2000),
});

export const listAppeals = defineEndpoint({
  method: 'GET',
  path: '/comp/appeal/list',
  access: 'comp:schedule:query',
  scope: 'competition',
  query: pageQuery.extend({
    competitionId: positive,
    sessionId: positive.optional().or(z.literal('')),
    status: z.enum(APPEAL_STATUSES).optional().or(z.literal('')),
    code: z.string().trim().max(30).optional(),
  }),
  answer: tableAnswer(appealRow),
  summary: "An edition's appeals, newest first, with session and status filters",
});

export const listAppealSessions = defineEndpoint({
  method: 'GET',
  path: '/comp/appeal/sessions',
  access: 'comp:schedule:query',
  scope: 'competition',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(z.array(appealSession)),
  summary: "An edition's roadshow sessions with their appeal window and counts (the page's filter)",
});

export const getAppeal = defineEndpoint({
  method: 'GET',
  path: '/comp/appeal/:appealId',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ appealId: positive }),
  answer: dataAnswer(appealDetail),
  summary: 'One appeal with its content and its history',
});

export const decideAppeal = defineEndpoint({
  method: 'PUT',
  path: '/comp/appeal/:appealId/decide',
  access: 'comp:schedule:appeal',
  scope: 'competition',
  params: z.object({ appealId: positive }),
  body: appealDecisionForm,
  answer: dataAnswer(appealDetail),
  log: log(BusinessType.UPDATE),
  summary: 'Upholds or dismisses a submitted appeal with a reason (once; logged as an event)',
});

export const recordOnSiteAppeal = defineEndpoint({
  method: 'POST',
  path: '/comp/appeal/on-site',
  access: 'comp:schedule:appeal',
  scope: 'competition',
  body: appealOnSiteForm,
  answer: dataAnswer(z.object({ appealId: z.number() })),
  log: log(BusinessType.INSERT),
  summary: "Records a team's on-site appeal for a slot of a live or closed session (the staff member files it)",
});

/** One of the caller's sessions with published results: its window and the appeal filed, if any. */
export const portalAppealSession = z.object({
  sessionId: z.number(),
  sessionName: z.string(),
  stageName: z.string(),
  competitionName: z.string(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  resultsPublishedAt: z.string(),
  deadlineAt: z.string(),
  /** The window is open now (by the server's clock) and no appeal is filed yet. */
  open: z.boolean(),
  appeal: z
    .object({
      appealId: z.number(),
      channel: z.enum(APPEAL_CHANNELS),
      content: z.string(),
      submittedAt: z.string(),
      status: z.enum(APPEAL_STATUSES),
      decision: z.string().nullable(),
      decidedAt: z.string().nullable(),
    })
    .nullable(),
});
export type PortalAppealSession = z.infer<typeof portalAppealSession>;

export const portalAppealForm = z.object({
  sessionId: z.number().int().positive(),
  applicationId: z.number().int().positive(),
  content: z.string().trim().min(10).max(2000),
});

export const listPortalAppeals = defineEndpoint({
  method: 'GET',
  path: '/portal/appeals',
  access: 'entrant',
  answer: dataAnswer(z.array(portalAppealSession)),
  summary:
    "The caller's roadshow sessions with published results: the appeal window's end, whether it is open, the appeal filed",
});

export const filePortalAppeal = defineEndpoint({
  method: 'POST',
  path: '/portal/appeals',
  access: 'entrant',
  body: portalAppealForm,
  answer: dataAnswer(z.object({ appealId: z.number(), deadlineAt: z.string() })),
  log: { title: '报名者申诉', businessType: BusinessType.INSERT },
  summary: "Files an appeal against a session's results for one of the caller's applications, inside the window",
});
