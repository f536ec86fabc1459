import { z } from 'zod';
import { dataAnswer, defineEndpoint, tableAnswer } from '../endpoint';
import { formSchemaShape } from '../form/schema';
import { type CompetitionStatus, STAGE_KINDS, TRACK_FIELD_TYPES } from './competition';
import { NOTICE_KINDS, PUBLICITY_STATUSES } from './notice-board';

// The public part of the entrant portal (issue 20): notices and the current edition, read without
// a token. Only what the edition publishes leaves: no staff columns (create_by and the like), no
// sponsor contacts, no storage paths (files travel as short-lived signed links).

/**
 * Editions the portal shows (docs/domain.md 4.2): announced and not yet over. A draft is not public;
 * a closed or archived edition is history, and its notices leave the portal with it.
 */
export const PORTAL_OPEN_STATUSES = [
  'published',
  'registration_open',
  'in_progress',
] as const satisfies readonly CompetitionStatus[];
export type PortalOpenStatus = (typeof PORTAL_OPEN_STATUSES)[number];

/** The portal's page size limit (lower than the back office's: anybody may ask). */
export const PORTAL_PAGE_SIZE_MAX = 100;

export const portalTrackRef = z.object({ trackId: z.number(), trackName: z.string() });

export const portalNoticeRow = z.object({
  noticeId: z.number(),
  competitionId: z.number(),
  competitionName: z.string(),
  editionYear: z.number(),
  noticeKind: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** When it went out (its publication time). */
  publishAt: z.string().nullable(),
  /** When it leaves the portal; null: it stays. */
  expireAt: z.string().nullable(),
  pinned: z.enum(['0', '1']),
  /** The tracks it is addressed to; empty: every track of the edition. */
  tracks: z.array(portalTrackRef),
});
export type PortalNoticeRow = z.infer<typeof portalNoticeRow>;

export const portalPublicity = z.object({
  /** What a future objection names. */
  publicityId: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  workingDays: z.number(),
  extendedDays: z.number(),
  contact: z.string().nullable(),
  /** From the clock: objections are received only while open or extended. */
  status: z.enum(PUBLICITY_STATUSES),
});
export type PortalPublicity = z.infer<typeof portalPublicity>;

export const portalNotice = portalNoticeRow.extend({
  /** Rich text, cleaned through the allow-list when saved; its uploaded images as signed links. */
  body: z.string().nullable(),
  attachments: z.array(z.object({ fileName: z.string(), size: z.number().optional(), url: z.string() })),
  /** The 公示 window, when the notice has one. */
  publicity: portalPublicity.nullable(),
});
export type PortalNotice = z.infer<typeof portalNotice>;

export const portalNoticeQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PORTAL_PAGE_SIZE_MAX).default(20),
  competitionId: z.coerce.number().int().positive().optional().or(z.literal('')),
  noticeKind: z.enum([...NOTICE_KINDS, '']).optional(),
  title: z.string().max(100).optional(),
});
export type PortalNoticeQuery = z.output<typeof portalNoticeQuery>;

export const portalOption = z.object({ label: z.string(), value: z.string() });

export const portalTrackField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(TRACK_FIELD_TYPES),
  required: z.boolean(),
  order: z.number(),
  /** A field's choices: its dictionary's (enabled entries, in order), else its static ones; empty for other fields. */
  options: z.array(portalOption),
});

export const portalTrack = z.object({
  trackId: z.number(),
  trackCode: z.string(),
  trackName: z.string(),
  ageMin: z.number().nullable(),
  ageMax: z.number().nullable(),
  /** The day ages are counted on (yyyy-MM-dd): the track's own, else the day registration opens. */
  ageRefDate: z.string(),
  teamMin: z.number(),
  teamMax: z.number(),
  /** '1': one entry per person per edition. */
  oneEntry: z.enum(['0', '1']),
  /** Attachment kinds every application must carry (rules in attachment-rules.ts). */
  attachments: z.array(z.string()),
  categories: z.array(z.object({ categoryId: z.number(), code: z.string(), name: z.string() })),
  fields: z.array(portalTrackField),
  /** The bound saved form's document (docs/form-schema.md), which the entrant app renders; null: no extra fields. */
  form: formSchemaShape.nullable(),
});
export type PortalTrack = z.infer<typeof portalTrack>;

export const portalSponsor = z.object({
  sponsorId: z.number(),
  sponsorName: z.string(),
  /** Dict comp_sponsor_role value and its label (主办, 承办, ...). */
  sponsorRole: z.string(),
  sponsorRoleLabel: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
});

export const portalStage = z.object({
  stageId: z.number(),
  stageKind: z.enum(STAGE_KINDS),
  /** The track of a judging stage; null for the edition-wide stages. */
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
  stageName: z.string(),
  seq: z.number(),
  startAt: z.string(),
  endAt: z.string(),
});

export const portalCompetition = z.object({
  competitionId: z.number(),
  competitionName: z.string(),
  editionYear: z.number(),
  status: z.enum(PORTAL_OPEN_STATUSES),
  registrationStart: z.string().nullable(),
  registrationEnd: z.string().nullable(),
  /** Rich text, cleaned when saved; its uploaded images as signed links. */
  rules: z.string().nullable(),
  logoUrl: z.string().nullable(),
  sponsors: z.array(portalSponsor),
  tracks: z.array(portalTrack),
  stages: z.array(portalStage),
});
export type PortalCompetition = z.infer<typeof portalCompetition>;

export const listPortalNotices = defineEndpoint({
  method: 'GET',
  path: '/portal/notice/list',
  access: 'public',
  query: portalNoticeQuery,
  answer: tableAnswer(portalNoticeRow),
  summary: 'Published, unexpired notices of open editions, pinned first, then newest (no token)',
});

export const getPortalNotice = defineEndpoint({
  method: 'GET',
  path: '/portal/notice/:noticeId',
  access: 'public',
  params: z.object({ noticeId: z.coerce.number().int().positive() }),
  answer: dataAnswer(portalNotice),
  summary: 'One published notice with its content, signed attachment links and 公示 window (no token)',
});

export const currentPortalCompetition = defineEndpoint({
  method: 'GET',
  path: '/portal/competition/current',
  access: 'public',
  answer: dataAnswer(portalCompetition.nullable()),
  summary: 'The current edition when open, with sponsors, tracks and stages; null otherwise (no token)',
});

// Choices an application form offers (the entrant picks region and organisation).

export const portalRegion = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  /** '1' province, '2' city, '3' district. */
  level: z.string(),
  parentCode: z.string().nullable(),
});

export const portalRegionOptions = defineEndpoint({
  method: 'GET',
  path: '/portal/region/options',
  access: 'public',
  answer: dataAnswer(z.array(portalRegion)),
  summary: 'Every enabled region, flat (the client builds the tree), for application forms (no token)',
});

export const portalOrganisationOptions = defineEndpoint({
  method: 'GET',
  path: '/portal/organisation/options',
  access: 'public',
  query: z.object({
    orgName: z.string().trim().max(100).optional(),
    orgId: z.coerce.number().int().positive().optional(),
  }),
  answer: dataAnswer(
    z.array(z.object({ orgId: z.number(), orgName: z.string(), orgType: z.string(), regionCode: z.string() })),
  ),
  summary: 'Enabled organisations by name (at most 50), for application forms (no token)',
});
