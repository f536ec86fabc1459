import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, isCalendarDay, pageQuery, tableAnswer } from '../endpoint';
import { formSchemaShape } from '../form/schema';

// Competition setup (issue 16, docs/adr/0012-competition-setup.md): editions with their tracks,
// group categories, stages and audit levels. Dates travel as `yyyy-MM-dd HH:mm:ss` strings.

/** `yyyy-MM-dd HH:mm:ss`, compared as text (the format sorts like the time it names). */
export const DATE_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const dateTimeText = z
  .string()
  .regex(DATE_TIME_PATTERN, 'must be yyyy-MM-dd HH:mm:ss')
  .refine(isCalendarDay, 'is not a day of the calendar');
const optionalDateTime = z
  .union([dateTimeText, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));
const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Edition states in order (docs/domain.md 4.2); an edition only moves forward. */
export const COMPETITION_STATUSES = [
  'draft',
  'published',
  'registration_open',
  'in_progress',
  'closed',
  'archived',
] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** Stage kinds in their fixed order. */
export const STAGE_KINDS = ['registration', 'qualification', 'preliminary', 'semi_final', 'final'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
/** The edition-wide kinds (no track); the others are judging stages of one track (docs/adr/0018-judging-data-model.md). */
export const EDITION_STAGE_KINDS: readonly StageKind[] = ['registration', 'qualification'];
/** Whether a stage of this kind belongs to one track. */
export const isTrackStageKind = (kind: StageKind): boolean => !EDITION_STAGE_KINDS.includes(kind);

/**
 * Types of a track's extra application fields: the flat summary of its bound form's fields
 * (contracts form/track-fields.ts, docs/form-schema.md). The first six are the former editor's;
 * `choice` is one of static options, `multi` a list (checkbox, multiple select, cascader path).
 */
export const TRACK_FIELD_TYPES = [
  'text',
  'number',
  'select',
  'date',
  'textarea',
  'file',
  'choice',
  'multi',
  'switch',
  'dateRange',
  'time',
  'region',
] as const;

/** Region levels: '1' province, '2' city, '3' district. */
export const REGION_LEVELS = ['1', '2', '3'] as const;

export const competitionRow = z.object({
  competitionId: z.number(),
  competitionName: z.string(),
  editionYear: z.number(),
  status: z.enum(COMPETITION_STATUSES),
  registrationStart: z.string().nullable(),
  registrationEnd: z.string().nullable(),
  logo: z.string().nullable(),
  /** '1' the current edition (one at most). */
  isCurrent: z.string(),
  /** Months after the edition's end after which its entrants' personal data are anonymised (docs/retention.md); null keeps them. */
  retentionMonths: z.number().nullable(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type CompetitionRow = z.infer<typeof competitionRow>;

export const competition = competitionRow.extend({
  /** Rules (HTML, sanitised when saved). */
  rules: z.string().nullable(),
  /** Sponsors and organisers involved (sponsor ids). */
  sponsorIds: z.array(z.number()),
  /** '1': entrants see their criterion scores and the experts' comments once a stage's 公示 is over (docs/awards.md). */
  revealScores: z.enum(['0', '1']),
});
export type Competition = z.infer<typeof competition>;

export const competitionFilters = z.object({
  competitionName: z.string().max(100).optional(),
  editionYear: z.coerce.number().int().min(2000).max(2100).optional().or(z.literal('')),
  status: z.enum([...COMPETITION_STATUSES, '']).optional(),
});

export const competitionForm = z.object({
  competitionName: z.string().trim().min(1, 'competitionName is required').max(100),
  editionYear: z.coerce.number().int().min(2000, 'editionYear must be 2000 to 2100').max(2100),
  status: z.enum(COMPETITION_STATUSES).default('draft'),
  registrationStart: optionalDateTime,
  registrationEnd: optionalDateTime,
  rules: z.string().max(200_000).nullish(),
  logo: blankToNull(255),
  isCurrent: z.enum(['0', '1']).default('0'),
  sponsorIds: z.array(z.coerce.number().int().positive()).max(200).default([]),
  /** '1': entrants see their criterion scores and comments after the 公示 window (docs/awards.md). */
  revealScores: z.enum(['0', '1']).default('0'),
  /** 1 to 120 months after the edition's end; empty keeps the personal data. */
  retentionMonths: z
    .union([
      z.null(),
      z.literal(''),
      z.coerce.number().int().min(1, 'retentionMonths must be 1 to 120').max(120, 'retentionMonths must be 1 to 120'),
    ])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  remark: blankToNull(500),
});
export type CompetitionForm = z.input<typeof competitionForm>;

export const trackField = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'key must start with a letter: letters, digits, _'),
  label: z.string().trim().min(1, 'label is required').max(50),
  type: z.enum(TRACK_FIELD_TYPES),
  /** Dictionary of a select field (or of a choice / multi field over a dictionary). */
  dictType: blankToNull(100),
  required: z.boolean().default(false),
  order: z.coerce.number().int().min(0).max(999).default(0),
  /** Static choices of a choice / multi field (a cascader's leaf paths, labels and values joined by ' / '). */
  options: z
    .array(z.object({ label: z.string().max(500), value: z.string().max(500) }))
    .max(5000)
    .optional(),
});
export type TrackField = z.infer<typeof trackField>;

export const groupCategory = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,29}$/, 'code must be lower-case letters, digits, _'),
  name: z.string().trim().min(1, 'name is required').max(30),
  sort: z.coerce.number().int().min(0).max(999).default(0),
});
export type GroupCategory = z.infer<typeof groupCategory>;

// null and '' first: coercion would read them as 0.
const optionalAge = z
  .union([z.null(), z.literal(''), z.coerce.number().int().min(0).max(120)])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

export const trackForm = z.object({
  trackCode: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,19}$/, 'trackCode must be lower-case letters, digits, _'),
  trackName: z.string().trim().min(1, 'trackName is required').max(50),
  /** Age bounds in whole years on the reference date, from the ID number's birth date. */
  ageMin: optionalAge,
  ageMax: optionalAge,
  /** yyyy-MM-dd; without it the registration window's start is the reference date. */
  ageRefDate: z
    .union([
      z
        .string()
        .regex(DATE_PATTERN, 'ageRefDate must be yyyy-MM-dd')
        .refine(isCalendarDay, 'is not a day of the calendar'),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => (value ? value : null)),
  teamMin: z.coerce.number().int().min(1).max(50).default(1),
  teamMax: z.coerce.number().int().min(1).max(50).default(5),
  /** '1': one entry per person per edition. */
  oneEntry: z.enum(['0', '1']).default('1'),
  /** Attachment kinds every application of the track must carry (e.g. business_plan). */
  attachments: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  /**
   * The saved form (docs/forms.md) whose version holds the extra application fields; none: no extra
   * fields. The track's field summary (`fields` of the answer) is derived from that version.
   */
  formId: z
    .union([z.null(), z.literal(''), z.coerce.number().int().positive('formId must be a form id')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  /** The bound version; empty with a form: the form's newest version when saved. */
  formVersion: z
    .union([z.null(), z.literal(''), z.coerce.number().int().positive('formVersion must be a version number')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  categories: z.array(groupCategory).max(30).default([]),
  sort: z.coerce.number().int().min(0).max(999).default(0),
});
export type TrackForm = z.input<typeof trackForm>;
export const track = z.object({
  trackId: z.number(),
  trackCode: z.string(),
  trackName: z.string(),
  ageMin: z.number().nullable(),
  ageMax: z.number().nullable(),
  ageRefDate: z.string().nullable(),
  teamMin: z.number(),
  teamMax: z.number(),
  oneEntry: z.string(),
  attachments: z.array(z.string()),
  /** The bound saved form and version (null: no extra fields) and the form's name. */
  formId: z.number().nullable(),
  formVersion: z.number().nullable(),
  formName: z.string().nullable(),
  /** The bound version's document, which the application page renders (docs/form-schema.md). */
  form: formSchemaShape.nullable(),
  /** The bound version's flat field summary (exports, imports, statistics, retention read it). */
  fields: z.array(trackField),
  /** With their ids, which applications refer to (optional only so that the setup form can reuse the type). */
  categories: z.array(groupCategory.extend({ categoryId: z.number().optional() })),
  sort: z.number(),
});
export type Track = z.infer<typeof track>;

export const stageForm = z.object({
  stageKind: z.enum(STAGE_KINDS),
  /** The track of a judging stage (preliminary, semi-final, final); none for registration and qualification. */
  trackId: z
    .union([z.null(), z.literal(''), z.coerce.number().int().positive('trackId must be a track id')])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  stageName: z.string().trim().min(1, 'stageName is required').max(50),
  seq: z.coerce.number().int().min(1).max(99),
  startAt: dateTimeText,
  endAt: dateTimeText,
});
export type StageForm = z.input<typeof stageForm>;
export const stage = z.object({
  stageId: z.number(),
  stageKind: z.enum(STAGE_KINDS),
  /** null for the edition-wide stages (registration, qualification). */
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
  stageName: z.string(),
  seq: z.number(),
  startAt: z.string(),
  endAt: z.string(),
});
export type Stage = z.infer<typeof stage>;

export const auditLevelForm = z.object({
  levelNo: z.coerce.number().int().min(1).max(9),
  levelName: z.string().trim().min(1, 'levelName is required').max(50),
  roleId: z.coerce.number().int().positive('roleId is required'),
  regionLevel: z.enum(REGION_LEVELS),
});
export type AuditLevelForm = z.input<typeof auditLevelForm>;
export const auditLevel = z.object({
  auditLevelId: z.number(),
  levelNo: z.number(),
  levelName: z.string(),
  roleId: z.number(),
  roleName: z.string().nullable(),
  regionLevel: z.string(),
});
export type AuditLevel = z.infer<typeof auditLevel>;

/** The current edition with its stages (edition-wide first, then each track's ladder), for the home page's timeline. */
export const competitionTimeline = z.object({
  competitionId: z.number(),
  competitionName: z.string(),
  editionYear: z.number(),
  status: z.enum(COMPETITION_STATUSES),
  stages: z.array(stage),
});
export type CompetitionTimeline = z.infer<typeof competitionTimeline>;

const competitionId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '大赛届次', businessType });

export const listCompetitions = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/list',
  access: 'comp:competition:list',
  query: pageQuery.extend(competitionFilters.shape),
  answer: tableAnswer(competitionRow),
  summary: 'Editions, filtered and paged, newest year first',
});

export const competitionOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/optionselect',
  access: 'login',
  answer: dataAnswer(z.array(competitionRow.pick({ competitionId: true, competitionName: true, editionYear: true }))),
  summary: 'Every edition, for selects',
});

export const currentTimeline = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/current/timeline',
  access: 'login',
  answer: dataAnswer(competitionTimeline.nullable()),
  summary: 'The current edition and its stages in order (null when no edition is current)',
});

export const getCompetition = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/:competitionId',
  access: 'comp:competition:query',
  params: z.object({ competitionId }),
  answer: dataAnswer(competition),
  summary: 'One edition with its rules and sponsors',
});

export const addCompetition = defineEndpoint({
  method: 'POST',
  path: '/comp/competition',
  access: 'comp:competition:add',
  bodyLimit: 'richText',
  body: competitionForm,
  answer: z.object({ data: z.object({ competitionId: z.number() }) }),
  log: log(BusinessType.INSERT),
  summary: 'Adds an edition (registration window checked; one edition is current)',
});

export const editCompetition = defineEndpoint({
  method: 'PUT',
  path: '/comp/competition',
  access: 'comp:competition:edit',
  bodyLimit: 'richText',
  body: competitionForm.extend({ competitionId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes an edition; its status only moves forward',
});

export const removeCompetitions = defineEndpoint({
  method: 'DELETE',
  path: '/comp/competition/:competitionIds',
  access: 'comp:competition:remove',
  params: z.object({ competitionIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes draft editions with their tracks, stages and audit levels (all or none)',
});

export const getTracks = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/:competitionId/tracks',
  // What a track asks of entrants is public in the rules: every page over applications (list,
  // audit, statistics) reads it, whatever else its user may open.
  access: 'login',
  params: z.object({ competitionId }),
  answer: dataAnswer(z.array(track)),
  summary:
    "An edition's tracks with their bound form version (name, document, field summary) and group categories (any logged-in user)",
});

export const saveTracks = defineEndpoint({
  method: 'PUT',
  path: '/comp/competition/:competitionId/tracks',
  access: 'comp:competition:edit',
  params: z.object({ competitionId }),
  body: z.object({ tracks: z.array(trackForm).max(20) }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary:
    "Replaces an edition's tracks (matched by code, so ids stay), each bound to a saved form's version (the newest when none is named), in one transaction",
});

export const getStages = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/:competitionId/stages',
  access: 'comp:competition:query',
  params: z.object({ competitionId }),
  answer: dataAnswer(z.array(stage)),
  summary: "An edition's stages: the edition-wide ones, then each track's ladder, in order",
});

export const saveStages = defineEndpoint({
  method: 'PUT',
  path: '/comp/competition/:competitionId/stages',
  access: 'comp:competition:edit',
  params: z.object({ competitionId }),
  // The edition-wide stages and up to three judging stages for each of at most 20 tracks.
  body: z.object({ stages: z.array(stageForm).max(62) }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary:
    "Replaces an edition's stages, judging ones per track (matched by track and kind, so ids stay; windows in order, no overlaps within a track's ladder; a stage with entries or review groups is not deleted); the registration stage is the edition's registration window",
});

export const getAuditLevels = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/:competitionId/auditLevels',
  access: 'comp:competition:query',
  params: z.object({ competitionId }),
  answer: dataAnswer(z.array(auditLevel)),
  summary: "An edition's audit levels in order",
});

export const saveAuditLevels = defineEndpoint({
  method: 'PUT',
  path: '/comp/competition/:competitionId/auditLevels',
  access: 'comp:competition:edit',
  params: z.object({ competitionId }),
  body: z.object({ levels: z.array(auditLevelForm).max(9) }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: "Replaces an edition's audit levels (numbered 1.. without gaps, each bound to a role and a region level)",
});

/** A role an audit level may name (id and name only). */
export const auditRoleOption = z.object({ roleId: z.number(), roleName: z.string() });
export type AuditRoleOption = z.infer<typeof auditRoleOption>;

/**
 * The roles for the audit-level select, to whoever edits editions: the organiser reads no role
 * list of 系统管理 (issue 29), yet binds each audit level to a role.
 */
export const auditRoleOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/competition/auditRoles',
  access: 'comp:competition:edit',
  answer: dataAnswer(z.array(auditRoleOption)),
  summary: 'Every role an audit level may be bound to (id and name), for the audit-level select',
});
