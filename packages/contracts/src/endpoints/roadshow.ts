import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer, idListParam, pageQuery, tableAnswer } from '../endpoint';
import {
  ROADSHOW_DRAW_METHODS,
  ROADSHOW_EVENT_KINDS,
  ROADSHOW_PHASES,
  ROADSHOW_SCORING_MODES,
  ROADSHOW_STATUSES,
} from '../schedule';

// Roadshows (路演, page comp/schedule ?tab=roadshows, docs/roadshow.md): sessions per stage bound to
// one review task whose expert group scores live; the presentation order drawn with a recorded seed
// or set by hand with a reason; check-in and absences; the organiser's controls; the live board, the
// presenter screen and the experts' live context. The live views poll `stamp` (a version that
// changes with every control, check-in and score save, read from the database so every instance
// answers alike) and fetch the board or presenter view when it changes: no token ever goes into
// a URL (EventSource cannot send the Bearer header).

const positive = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '路演', businessType });
const dateTimeText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'yyyy-MM-dd HH:mm:ss');

export const roadshowSessionRow = z.object({
  sessionId: z.number(),
  competitionId: z.number(),
  stageId: z.number(),
  stageName: z.string(),
  trackName: z.string().nullable(),
  taskId: z.number(),
  taskName: z.string(),
  /** The task's expert groups (who score). */
  expertGroups: z.array(z.string()),
  name: z.string(),
  venue: z.string(),
  startsAt: z.string(),
  pitchMinutes: z.number(),
  qaMinutes: z.number(),
  scoringMode: z.enum(ROADSHOW_SCORING_MODES),
  appealHours: z.number(),
  status: z.enum(ROADSHOW_STATUSES),
  slots: z.number(),
  checkedIn: z.number(),
  absent: z.number(),
  presented: z.number(),
  resultsPublishedAt: z.string().nullable(),
  /** resultsPublishedAt + appealHours; null until published. */
  appealDeadline: z.string().nullable(),
});
export type RoadshowSessionRow = z.infer<typeof roadshowSessionRow>;

export const roadshowSessionForm = z.object({
  sessionId: z.number().int().positive().optional(),
  competitionId: z.number().int().positive(),
  stageId: z.number().int().positive(),
  /** A review task of the stage (published or in progress); one session per task. */
  taskId: z.number().int().positive(),
  name: z.string().trim().min(1).max(100),
  venue: z.string().trim().min(1).max(200),
  startsAt: dateTimeText,
  pitchMinutes: z.number().int().min(1).max(60),
  qaMinutes: z.number().int().min(0).max(60),
  scoringMode: z.enum(ROADSHOW_SCORING_MODES).default('live'),
  appealHours: z.number().int().min(0).max(168).default(48),
});

export const roadshowSlot = z.object({
  slotId: z.number(),
  applicationId: z.number(),
  code: z.string(),
  projectName: z.string(),
  orgName: z.string().nullable(),
  orderNo: z.number().nullable(),
  checkedInAt: z.string().nullable(),
  absent: z.boolean(),
  absentReason: z.string().nullable(),
  presentedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type RoadshowSlot = z.infer<typeof roadshowSlot>;

export const roadshowDraw = z.object({
  drawId: z.number(),
  method: z.enum(ROADSHOW_DRAW_METHODS),
  seed: z.string().nullable(),
  candidates: z.array(z.number()),
  /** Application ids, first presents first. */
  order: z.array(z.number()),
  reason: z.string().nullable(),
  drawnBy: z.string(),
  drawnAt: z.string(),
  /** random draws: recomputed from the seed and the candidates now, the same order. */
  reproduced: z.boolean().nullable(),
});
export type RoadshowDraw = z.infer<typeof roadshowDraw>;

export const roadshowSessionDetail = roadshowSessionRow.extend({
  phase: z.enum(ROADSHOW_PHASES),
  phaseStartedAt: z.string().nullable(),
  currentSlotId: z.number().nullable(),
  /** The order's draw (null until one). */
  draw: roadshowDraw.nullable(),
  slots: z.array(roadshowSlot),
  stamp: z.string(),
  /** The server's clock, for countdowns (yyyy-MM-dd HH:mm:ss). */
  serverNow: z.string(),
});
export type RoadshowSessionDetail = z.infer<typeof roadshowSessionDetail>;

export const roadshowEvent = z.object({
  eventId: z.number(),
  kind: z.enum(ROADSHOW_EVENT_KINDS),
  slotId: z.number().nullable(),
  code: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

/** One expert's score of one project on the live board. */
export const boardScore = z.object({
  userId: z.number(),
  /** The sheet's total; null until saved. */
  total: z.number().nullable(),
  status: z.enum(['none', 'draft', 'submitted', 'voided']),
});

export const roadshowBoard = z.object({
  stamp: z.string(),
  status: z.enum(ROADSHOW_STATUSES),
  phase: z.enum(ROADSHOW_PHASES),
  currentSlotId: z.number().nullable(),
  experts: z.array(z.object({ userId: z.number(), name: z.string() })),
  rows: z.array(
    z.object({
      slotId: z.number(),
      applicationId: z.number(),
      code: z.string(),
      projectName: z.string(),
      orderNo: z.number().nullable(),
      checkedIn: z.boolean(),
      absent: z.boolean(),
      presented: z.boolean(),
      scores: z.array(boardScore),
      submitted: z.number(),
      expected: z.number(),
      /** Mean of the submitted totals (provisional: the official result is the task's). */
      mean: z.number().nullable(),
      /** By mean among projects with at least one submitted sheet; ties share a rank. */
      provisionalRank: z.number().nullable(),
    }),
  ),
});
export type RoadshowBoard = z.infer<typeof roadshowBoard>;

const presenterProject = z.object({
  orderNo: z.number().nullable(),
  code: z.string(),
  projectName: z.string(),
  orgName: z.string().nullable(),
});

export const roadshowPresenter = z.object({
  stamp: z.string(),
  name: z.string(),
  venue: z.string(),
  status: z.enum(ROADSHOW_STATUSES),
  phase: z.enum(ROADSHOW_PHASES),
  phaseStartedAt: z.string().nullable(),
  serverNow: z.string(),
  pitchMinutes: z.number(),
  qaMinutes: z.number(),
  current: presenterProject.nullable(),
  next: presenterProject.nullable(),
  /** Presented so far (absent ones not counted) and how many will present. */
  presented: z.number(),
  total: z.number(),
});
export type RoadshowPresenter = z.infer<typeof roadshowPresenter>;

/** A live session the calling expert scores in, and its current project. */
export const expertLiveSession = z.object({
  sessionId: z.number(),
  taskId: z.number(),
  name: z.string(),
  venue: z.string(),
  phase: z.enum(ROADSHOW_PHASES),
  current: z
    .object({
      applicationId: z.number(),
      code: z.string(),
      /** null when the task hides names. */
      projectName: z.string().nullable(),
      orderNo: z.number().nullable(),
      /** The caller's sheet for it: none, draft or submitted. */
      sheet: z.enum(['none', 'draft', 'submitted']),
    })
    .nullable(),
  stamp: z.string(),
});
export type ExpertLiveSession = z.infer<typeof expertLiveSession>;

export const ROADSHOW_CONTROLS = ['start', 'next', 'present', 'qa', 'scoring', 'close'] as const;

export const listRoadshowSessions = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/list',
  access: 'comp:schedule:list',
  scope: 'competition',
  query: pageQuery.extend({
    competitionId: positive,
    stageId: positive.optional().or(z.literal('')),
    status: z.enum(ROADSHOW_STATUSES).optional().or(z.literal('')),
  }),
  answer: tableAnswer(roadshowSessionRow),
  summary: "An edition's roadshow sessions, by start time",
});

export const getRoadshowSession = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/:sessionId',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: dataAnswer(roadshowSessionDetail),
  summary: 'A session with its slots in presentation order, its draw and its live state',
});

export const addRoadshowSession = defineEndpoint({
  method: 'POST',
  path: '/comp/roadshow',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  body: roadshowSessionForm,
  answer: dataAnswer(z.object({ sessionId: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Adds a session for a review task: one slot per application the task judges',
});

export const editRoadshowSession = defineEndpoint({
  method: 'PUT',
  path: '/comp/roadshow',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  body: roadshowSessionForm,
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Changes a session (the task only while planned; nothing once closed)',
});

export const removeRoadshowSessions = defineEndpoint({
  method: 'DELETE',
  path: '/comp/roadshow/:sessionIds',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ sessionIds: idListParam }),
  answer: emptyAnswer,
  log: log(BusinessType.DELETE),
  summary: 'Removes planned sessions that were never drawn',
});

export const drawRoadshowOrder = defineEndpoint({
  method: 'POST',
  path: '/comp/roadshow/:sessionId/draw',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  body: z.object({ seed: z.string().trim().min(1).max(64).optional() }),
  answer: dataAnswer(roadshowDraw),
  log: log(BusinessType.UPDATE),
  summary: 'Draws the presentation order with a seed (given or random), recorded with the candidates',
});

export const setRoadshowOrder = defineEndpoint({
  method: 'PUT',
  path: '/comp/roadshow/:sessionId/order',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  body: z.object({
    /** Every slot's application, in the new order. */
    applicationIds: z.array(z.number().int().positive()).min(1).max(1000),
    reason: z.string().trim().min(1).max(500),
  }),
  answer: dataAnswer(roadshowDraw),
  log: log(BusinessType.UPDATE),
  summary: 'Sets the order by hand with a reason (recorded as a manual draw)',
});

export const listRoadshowDraws = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/:sessionId/draws',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: dataAnswer(z.array(roadshowDraw)),
  summary: "A session's draws, newest first, each random one recomputed from its seed",
});

export const checkInRoadshowSlot = defineEndpoint({
  method: 'PUT',
  path: '/comp/roadshow/slot/:slotId/check-in',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ slotId: positive }),
  body: z.object({ checkedIn: z.boolean() }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Checks a team in (or undoes it before it presents)',
});

export const markRoadshowAbsent = defineEndpoint({
  method: 'PUT',
  path: '/comp/roadshow/slot/:slotId/absent',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ slotId: positive }),
  body: z.object({ absent: z.boolean(), reason: z.string().trim().max(200).optional() }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: 'Marks a team absent (reason required; never one that presented) or present again',
});

export const controlRoadshow = defineEndpoint({
  method: 'POST',
  path: '/comp/roadshow/:sessionId/control',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  body: z.object({
    /**
     * start: planned → live (an order is needed); next: the next checked-in, not absent, not yet
     * presented slot becomes current in phase pitch; present: that slot (slotId) instead; qa,
     * scoring: the current slot's phase; close: live → closed (absent slots' assignments voided).
     */
    action: z.enum(ROADSHOW_CONTROLS),
    slotId: z.number().int().positive().optional(),
    /** The stamp the caller saw: a stale one is refused so two consoles do not skip a project. */
    stamp: z.string().max(40).optional(),
  }),
  answer: dataAnswer(z.object({ stamp: z.string() })),
  log: log(BusinessType.UPDATE),
  summary: "Moves the session: start, the next project, a project's phase, close",
});

export const publishRoadshowResults = defineEndpoint({
  method: 'POST',
  path: '/comp/roadshow/:sessionId/publish',
  access: 'comp:schedule:roadshow',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: emptyAnswer,
  log: log(BusinessType.UPDATE),
  summary: "Publishes a closed session's results to its teams (the task's results computed): the appeal window opens",
});

export const listRoadshowEvents = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/:sessionId/events',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: dataAnswer(z.array(roadshowEvent)),
  summary: "A session's log, oldest first",
});

export const getRoadshowStamp = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/:sessionId/stamp',
  access: { anyPermission: ['comp:schedule:query', 'comp:taskinfo:edit'] },
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: dataAnswer(z.object({ stamp: z.string() })),
  summary: "The session's live version (controls, check-ins, score saves): polled, cheap",
});

export const getRoadshowBoard = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/:sessionId/board',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: dataAnswer(roadshowBoard),
  summary: "The organiser's live board: each project's scores as they arrive and the provisional ranking",
});

export const getRoadshowPresenter = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/:sessionId/presenter',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ sessionId: positive }),
  answer: dataAnswer(roadshowPresenter),
  summary: 'The venue screen: the current project, its phase and countdown, the next project',
});

export const listMyLiveRoadshows = defineEndpoint({
  method: 'GET',
  path: '/comp/roadshow/mine/live',
  access: 'comp:taskinfo:edit',
  answer: dataAnswer(z.array(expertLiveSession)),
  summary: "The caller's live sessions (as an expert) with the current project and the caller's sheet for it",
});
