import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { REGION_CODE_PATTERN } from './region';

/** Unified social credit code (GB 32100): 18 characters, digits and upper-case letters. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** An organisation: a school, company or institute (dict comp_org_type). */
export const organisation = z.object({
  orgId: z.number(),
  orgName: z.string(),
  orgType: z.string(),
  /** The organisation it belongs to (conflict-of-interest rules look up the parents). */
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  creditCode: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type Organisation = z.infer<typeof organisation>;

export const organisationFilters = z.object({
  orgName: z.string().max(100).optional(),
  orgType: z.string().max(20).optional(),
  /** Matches the region and every region below it. */
  regionCode: z.string().regex(REGION_CODE_PATTERN).optional().or(z.literal('')),
  status: z.enum(['0', '1', '']).optional(),
});

export const organisationForm = z.object({
  orgName: z.string().trim().min(1, 'orgName is required').max(100),
  orgType: z.string().trim().min(1, 'orgType is required').max(20),
  parentId: z
    .number()
    .int()
    .positive('parentId must be an organisation id')
    .nullish()
    .transform((value) => value ?? null),
  regionCode: z.string().regex(REGION_CODE_PATTERN, 'regionCode is required'),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || CREDIT_CODE_PATTERN.test(value),
      'creditCode must be 18 characters (GB 32100)',
    ),
  status: z.enum(['0', '1']).default('0'),
  remark: z
    .string()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type OrganisationForm = z.input<typeof organisationForm>;

const orgId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '单位管理', businessType });

export const listOrganisations = defineEndpoint({
  method: 'GET',
  path: '/comp/organisation/list',
  access: 'comp:organisation:list',
  scope: 'competition',
  query: pageQuery.extend(organisationFilters.shape),
  answer: tableAnswer(organisation),
  summary: "Organisations in the caller's competition scope, filtered and paged",
});

export const organisationOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/organisation/optionselect',
  access: 'login',
  query: z.object({
    orgName: z.string().max(100).optional(),
    /** Also answer this organisation (the one a form already holds), whatever its name. */
    orgId: z.coerce.number().int().positive().optional(),
  }),
  answer: dataAnswer(z.array(organisation.pick({ orgId: true, orgName: true, orgType: true, regionCode: true }))),
  summary: 'Enabled organisations by name (at most 50), for selects',
});

export const getOrganisation = defineEndpoint({
  method: 'GET',
  path: '/comp/organisation/:orgId',
  access: 'comp:organisation:query',
  scope: 'competition',
  params: z.object({ orgId }),
  answer: dataAnswer(organisation),
  summary: 'One organisation in scope',
});

export const addOrganisation = defineEndpoint({
  method: 'POST',
  path: '/comp/organisation',
  access: 'comp:organisation:add',
  scope: 'competition',
  body: organisationForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds an organisation in a region of the caller’s scope; credit codes are unique',
});

export const editOrganisation = defineEndpoint({
  method: 'PUT',
  path: '/comp/organisation',
  access: 'comp:organisation:edit',
  scope: 'competition',
  body: organisationForm.extend({ orgId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes an organisation in scope',
});

export const removeOrganisations = defineEndpoint({
  method: 'DELETE',
  path: '/comp/organisation/:orgIds',
  access: 'comp:organisation:remove',
  scope: 'competition',
  params: z.object({ orgIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes organisations in scope no user belongs to (all or none)',
});

export const exportOrganisations = defineEndpoint({
  method: 'POST',
  path: '/comp/organisation/export',
  access: 'comp:organisation:export',
  scope: 'competition',
  body: organisationFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The filtered organisations in scope as an xlsx file, streamed',
});

export const organisationImportTemplate = defineEndpoint({
  method: 'POST',
  path: '/comp/organisation/importTemplate',
  access: 'comp:organisation:import',
  answer: z.unknown(),
  raw: true,
  summary: 'The import template (xlsx)',
});

export const importOrganisations = defineEndpoint({
  method: 'POST',
  path: '/comp/organisation/importData',
  bodyLimit: 'upload',
  access: 'comp:organisation:import',
  scope: 'competition',
  query: z.object({ updateSupport: z.enum(['true', 'false', '1', '0', '']).default('false') }),
  answer: z.object({}),
  log: log(BusinessType.IMPORT),
  summary: 'Imports organisations from multipart `file` (.xlsx), all or nothing; matched by credit code',
});
