import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, emptyAnswer, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { SCHEDULE_KINDS } from '../schedule';

// Schedule items (赛程安排, page comp/schedule ?tab=items, docs/schedule.md): an edition's dated items
// per stage, public (on the portal API) or internal; a change to a public item's time or place can
// be told to the affected teams by SMS (purpose schedule_change).

const positive = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '赛程', businessType });

/** `yyyy-MM-dd HH:mm` or `yyyy-MM-dd HH:mm:ss`, as the pages send it. */
export const scheduleDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'schedule.dateTimeFormat');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((text) => (text === '' ? null : text));

export const scheduleItem = z.object({
  itemId: z.number(),
  competitionId: z.number(),
  /** null: the whole edition. */
  stageId: z.number().nullable(),
  stageName: z.string().nullable(),
  title: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  onlineLink: z.string().nullable(),
  isPublic: z.boolean(),
  description: z.string().nullable(),
  /** When the teams were last told of the item as it stands; null: not told since its last change. */
  notifiedAt: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

export const scheduleItemForm = z
  .object({
    itemId: z.number().int().positive().optional(),
    competitionId: z.number().int().positive(),
    stageId: z.number().int().positive().nullable().default(null),
    title: z.string().trim().min(1).max(100),
    kind: z.enum(SCHEDULE_KINDS),
    startsAt: scheduleDateTime,
    endsAt: scheduleDateTime,
    location: optionalText(200),
    onlineLink: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https?:\/\/\S+)?$/i, 'schedule.onlineLink')
      .nullable()
      .default(null)
      .transform((text) => (text === '' ? null : text)),
    isPublic: z.boolean().default(false),
    description: optionalText(1000),
  })
  // Both texts are `yyyy-MM-dd HH:mm[:ss]`, so text order is time order (seconds padded first).
  .refine((form) => form.startsAt.padEnd(19, ':00') <= form.endsAt.padEnd(19, ':00'), {
    message: 'schedule.endsBeforeStart',
    path: ['endsAt'],
  });
export type ScheduleItemForm = z.output<typeof scheduleItemForm>;

export const scheduleFilters = z.object({
  competitionId: positive,
  stageId: positive.optional().or(z.literal('')),
  kind: z.enum(SCHEDULE_KINDS).optional().or(z.literal('')),
  /** '1' public only, '0' internal only. */
  isPublic: z.enum(['0', '1', '']).optional(),
  /** Items overlapping [from, to] (days, inclusive). */
  from: z.iso.date().optional().or(z.literal('')),
  to: z.iso.date().optional().or(z.literal('')),
  title: z.string().trim().max(100).optional(),
});

/** What an edit answers: whether the teams should be told (a public item whose time or place changed). */
export const scheduleEditAnswer = z.object({
  /** The time or place of a public item changed: offer to notify. */
  affectsTeams: z.boolean(),
  /** How many teams a notification would reach. */
  teams: z.number(),
});

export const listScheduleItems = defineEndpoint({
  method: 'GET',
  path: '/comp/schedule/list',
  access: 'comp:schedule:list',
  scope: 'competition',
  query: pageQuery.extend(scheduleFilters.shape),
  answer: tableAnswer(scheduleItem),
  summary: "An edition's schedule items by start, with stage, kind, public and date filters",
});

export const scheduleStage = z.object({
  stageId: z.number(),
  stageName: z.string(),
  stageKind: z.string(),
  trackName: z.string().nullable(),
});
export type ScheduleStage = z.infer<typeof scheduleStage>;

export const listScheduleStages = defineEndpoint({
  method: 'GET',
  path: '/comp/schedule/stages',
  access: 'comp:schedule:list',
  scope: 'competition',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(z.array(scheduleStage)),
  summary: "An edition's stages in order, for the schedule's stage filter and form",
});

export const getScheduleItem = defineEndpoint({
  method: 'GET',
  path: '/comp/schedule/:itemId',
  access: 'comp:schedule:query',
  scope: 'competition',
  params: z.object({ itemId: positive }),
  answer: dataAnswer(scheduleItem.extend({ teams: z.number() })),
  summary: 'One schedule item, with how many teams a notification would reach',
});

export const addScheduleItem = defineEndpoint({
  method: 'POST',
  path: '/comp/schedule',
  access: 'comp:schedule:add',
  scope: 'competition',
  body: scheduleItemForm,
  answer: dataAnswer(z.object({ itemId: z.number() })),
  log: log(BusinessType.INSERT),
  summary: 'Adds a schedule item (a stage, when named, of the same edition)',
});

export const editScheduleItem = defineEndpoint({
  method: 'PUT',
  path: '/comp/schedule',
  access: 'comp:schedule:edit',
  scope: 'competition',
  body: scheduleItemForm,
  answer: dataAnswer(scheduleEditAnswer),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a schedule item; answers whether the teams should be told (public, time or place changed)',
});

export const removeScheduleItems = defineEndpoint({
  method: 'DELETE',
  path: '/comp/schedule/:itemIds',
  access: 'comp:schedule:remove',
  scope: 'competition',
  params: z.object({ itemIds: idListParam }),
  answer: emptyAnswer,
  log: log(BusinessType.DELETE),
  summary: 'Removes schedule items (all or none)',
});

export const notifyScheduleItem = defineEndpoint({
  method: 'POST',
  path: '/comp/schedule/:itemId/notify',
  access: 'comp:schedule:notify',
  scope: 'competition',
  params: z.object({ itemId: positive }),
  answer: dataAnswer(z.object({ teams: z.number(), sent: z.number() })),
  log: log(BusinessType.OTHER),
  summary:
    "Texts the affected teams' leaders (the stage's entries, or the edition's teams) about a public item's time and place",
});

/** A public item as the portal shows it: no staff columns. */
export const portalScheduleItem = z.object({
  itemId: z.number(),
  competitionId: z.number(),
  stageName: z.string().nullable(),
  title: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  onlineLink: z.string().nullable(),
  description: z.string().nullable(),
});
export type PortalScheduleItem = z.infer<typeof portalScheduleItem>;

export const listPortalSchedule = defineEndpoint({
  method: 'GET',
  path: '/portal/schedule',
  access: 'public',
  query: z.object({ competitionId: positive }),
  answer: dataAnswer(z.array(portalScheduleItem)),
  summary: "An open edition's public schedule items by start (never the internal ones)",
});
