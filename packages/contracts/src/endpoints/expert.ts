import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import type { MessageKey } from '../messages';
import { REGION_CODE_PATTERN } from './region';
import { passwordRule, userNameRule } from './user';

// The expert pool (专家库, docs/experts.md): a back-office user with the role `expert` and a
// comp_expert profile. Holders of comp:expert:list see the whole pool (docs/review.md section 3).

export const EXPERT_STATUSES = ['applied', 'active', 'suspended', 'retired'] as const;
export type ExpertStatus = (typeof EXPERT_STATUSES)[number];
export const EXPERT_TRACKS = ['teen', 'adult'] as const;
export const EXPERT_RELATION_KINDS = ['employer', 'mentored_org', 'relative_org', 'statement'] as const;
export type ExpertRelationKind = (typeof EXPERT_RELATION_KINDS)[number];

/** applied → active ⇄ suspended → retired: the only moves a status change may make. */
export const EXPERT_STATUS_MOVES: Readonly<Record<ExpertStatus, readonly ExpertStatus[]>> = {
  applied: ['active'],
  active: ['suspended'],
  suspended: ['active', 'retired'],
  retired: [],
};

export const mayMoveExpert = (from: string, to: string): boolean =>
  (EXPERT_STATUS_MOVES as Record<string, readonly string[] | undefined>)[from]?.includes(to) === true;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const optionalDate = z
  .union([z.literal(''), z.null(), z.string().regex(DATE, 'comp.expert.date' satisfies MessageKey)])
  .optional()
  .transform((value) => (value ? value : null));
const optionalId = z
  .union([z.literal(''), z.null(), z.coerce.number().int().positive()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** A declared relation: an employer (with its period), an organisation mentored, a relative's organisation, a statement. */
export const expertRelation = z
  .object({
    kind: z.enum(EXPERT_RELATION_KINDS),
    orgId: optionalId,
    orgName: blankToNull(100),
    fromDate: optionalDate,
    untilDate: optionalDate,
    text: blankToNull(500),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'statement' ? !value.text : !value.orgId && !value.orgName) {
      ctx.addIssue({
        code: 'custom',
        path: [value.kind === 'statement' ? 'text' : 'orgName'],
        message: 'comp.expert.relationEmpty' satisfies MessageKey,
      });
    }
    if (value.fromDate && value.untilDate && value.fromDate > value.untilDate) {
      ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'comp.expert.relationPeriod' satisfies MessageKey });
    }
  });
export type ExpertRelation = z.output<typeof expertRelation>;

/** An expert as the list shows it: profile, account and contact. */
export const expert = z.object({
  expertId: z.number(),
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  gender: z.string(),
  orgId: z.number().nullable(),
  /** The organisation's name from the list, or the free text of an outside expert. */
  orgName: z.string().nullable(),
  title: z.string().nullable(),
  fields: z.array(z.string()),
  industries: z.array(z.string()),
  regionCode: z.string().nullable(),
  regionName: z.string().nullable(),
  tracks: z.array(z.string()),
  maxLoad: z.number().nullable(),
  status: z.string(),
  rating: z.number().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type Expert = z.infer<typeof expert>;

export const expertDetail = expert.extend({
  relations: z.array(
    z.object({
      relationId: z.number(),
      kind: z.string(),
      orgId: z.number().nullable(),
      orgName: z.string().nullable(),
      fromDate: z.string().nullable(),
      untilDate: z.string().nullable(),
      text: z.string().nullable(),
    }),
  ),
  /** Names of the expert groups the expert sits in. */
  groups: z.array(z.string()),
});
export type ExpertDetail = z.infer<typeof expertDetail>;

export const expertFilters = z.object({
  /** The expert's name (nickname) or account. */
  nickName: z.string().max(30).optional(),
  field: z.string().max(30).optional(),
  industry: z.string().max(30).optional(),
  title: z.string().max(30).optional(),
  /** Matches the region and every region below it. */
  regionCode: z.string().regex(REGION_CODE_PATTERN).optional().or(z.literal('')),
  status: z.enum(EXPERT_STATUSES).optional().or(z.literal('')),
  track: z.enum(EXPERT_TRACKS).optional().or(z.literal('')),
});
export type ExpertFilters = z.infer<typeof expertFilters>;

const codes = (max: number) => z.array(z.string().trim().min(1).max(30)).max(max).default([]);

/** The profile part of add and edit; name, mobile and e-mail are the user's. */
export const expertProfileForm = z.object({
  nickName: z.string().trim().min(1, 'nickName is required').max(30),
  phonenumber: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, 'validation.mobile' satisfies MessageKey),
  email: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((value) => value ?? '')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email is not valid'),
  gender: z.enum(['0', '1', '2']).default('2'),
  orgId: optionalId,
  orgName: blankToNull(100),
  title: blankToNull(30),
  fields: codes(20),
  industries: codes(20),
  regionCode: z
    .union([z.literal(''), z.null(), z.string().regex(REGION_CODE_PATTERN, 'comp.expert.region' satisfies MessageKey)])
    .optional()
    .transform((value) => (value ? value : null)),
  tracks: z.array(z.enum(EXPERT_TRACKS)).max(2).default([]),
  maxLoad: z
    .union([z.literal(''), z.null(), z.coerce.number().int().min(1).max(1000)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  remark: blankToNull(500),
  relations: z.array(expertRelation).max(50).default([]),
});

/**
 * Add: with `userId`, link that user (a user without a profile, given the role expert); without
 * it, create the account from `userName` and `password`.
 */
export const addExpertBody = expertProfileForm
  .extend({
    userId: optionalId,
    userName: userNameRule.optional().or(z.literal('')),
    password: passwordRule.optional().or(z.literal('')),
    status: z.enum(['applied', 'active']).default('active'),
  })
  .superRefine((value, ctx) => {
    if (value.userId) return;
    if (!value.userName) {
      ctx.addIssue({ code: 'custom', path: ['userName'], message: 'validation.required' satisfies MessageKey });
    }
    if (!value.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.required' satisfies MessageKey });
    }
  });
export type AddExpertBody = z.output<typeof addExpertBody>;
export type AddExpertInput = z.input<typeof addExpertBody>;

export const editExpertBody = expertProfileForm.extend({ expertId: z.coerce.number().int().positive() });
export type EditExpertBody = z.output<typeof editExpertBody>;

/** One import row (the sheet's columns; lists comma-separated, dictionary labels already turned into values). */
export const expertImportRow = z.object({
  userName: userNameRule,
  nickName: z.string().trim().min(1, 'nickName is required').max(30),
  phonenumber: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, 'validation.mobile' satisfies MessageKey),
  email: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((value) => value ?? '')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email is not valid'),
  gender: z
    .union([z.enum(['0', '1', '2']), z.literal('')])
    .nullish()
    .transform((value) => value || '2'),
  orgName: blankToNull(100),
  title: blankToNull(30),
  fields: z.string().trim().max(300).nullish(),
  industries: z.string().trim().max(300).nullish(),
  regionCode: z
    .union([
      z.literal(''),
      z.null(),
      z
        .string()
        .trim()
        .regex(REGION_CODE_PATTERN, 'comp.expert.region' satisfies MessageKey),
    ])
    .optional()
    .transform((value) => (value ? value : null)),
  tracks: z.string().trim().max(30).nullish(),
  maxLoad: z
    .union([z.literal(''), z.null(), z.coerce.number().int().min(1).max(1000)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type ExpertImportRow = z.output<typeof expertImportRow>;

/** A user who may become an expert (no profile yet), for the link picker. */
export const expertCandidateUser = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
});

const expertId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '专家管理', businessType });

export const listExperts = defineEndpoint({
  method: 'GET',
  path: '/comp/expert/list',
  access: 'comp:expert:list',
  query: pageQuery.extend(expertFilters.shape),
  answer: tableAnswer(expert),
  summary: 'The whole expert pool (conflict avoidance needs experts from other regions), filtered and paged',
});

export const expertUserOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/expert/userOptions',
  access: 'comp:expert:add',
  query: z.object({ keyword: z.string().max(30).optional() }),
  answer: dataAnswer(z.array(expertCandidateUser)),
  summary: 'Live back-office users without an expert profile (at most 50), by account or name',
});

export const getExpert = defineEndpoint({
  method: 'GET',
  path: '/comp/expert/:expertId',
  access: 'comp:expert:query',
  params: z.object({ expertId }),
  answer: dataAnswer(expertDetail),
  summary: 'One expert with declared relations and the expert groups they sit in',
});

export const addExpert = defineEndpoint({
  method: 'POST',
  path: '/comp/expert',
  access: 'comp:expert:add',
  body: addExpertBody,
  answer: dataAnswer(z.object({ expertId: z.number(), userId: z.number() })),
  log: log(BusinessType.INSERT),
  summary:
    'Adds an expert: creates the account (role expert, password to change at first login) or links a user without a profile (granted the role); one transaction',
});

export const editExpert = defineEndpoint({
  method: 'PUT',
  path: '/comp/expert',
  access: 'comp:expert:edit',
  body: editExpertBody,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: "Changes an expert's profile, relations and contact",
});

export const changeExpertStatus = defineEndpoint({
  method: 'PUT',
  path: '/comp/expert/changeStatus',
  access: 'comp:expert:edit',
  body: z.object({ expertId, status: z.enum(EXPERT_STATUSES) }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Moves an expert: applied → active ⇄ suspended → retired; other moves are refused',
});

export const removeExperts = defineEndpoint({
  method: 'DELETE',
  path: '/comp/expert/:expertIds',
  access: 'comp:expert:remove',
  params: z.object({ expertIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Removes expert profiles (the accounts stay), all or none; refused while one sits in an expert group',
});

export const exportExperts = defineEndpoint({
  method: 'POST',
  path: '/comp/expert/export',
  access: 'comp:expert:export',
  body: expertFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The filtered experts as an xlsx file, streamed',
});

export const expertImportTemplate = defineEndpoint({
  method: 'POST',
  path: '/comp/expert/importTemplate',
  access: 'comp:expert:import',
  answer: z.unknown(),
  raw: true,
  summary: 'The import template (xlsx)',
});

export const importExperts = defineEndpoint({
  method: 'POST',
  path: '/comp/expert/importData',
  bodyLimit: 'upload',
  access: 'comp:expert:import',
  query: z.object({
    /** `true`: check every row and write nothing. */
    dryRun: z.enum(['true', 'false']).default('false'),
    updateSupport: z.enum(['true', 'false', '1', '0', '']).default('false'),
  }),
  answer: z.object({}),
  log: log(BusinessType.IMPORT),
  summary:
    'Imports experts from multipart `file` (.xlsx): each row creates the account (role expert, the password to change at first login) and an active profile; a dry run reports every bad row and writes nothing; a real run writes all rows or none',
});
