import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

/** A sponsor or organiser of editions; `sponsorRole` is dict comp_sponsor_role (主办, 承办, 协办, 支持, 赞助). */
export const sponsor = z.object({
  sponsorId: z.number(),
  sponsorName: z.string(),
  sponsorRole: z.string(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  tier: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  sort: z.number(),
  status: z.string(),
  /** Editions the sponsor takes part in. */
  competitionIds: z.array(z.number()),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsor>;

export const sponsorFilters = z.object({
  sponsorName: z.string().max(100).optional(),
  sponsorRole: z.string().max(10).optional(),
  status: z.enum(['0', '1', '']).optional(),
  competitionId: z.coerce.number().int().positive().optional().or(z.literal('')),
});

const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const sponsorForm = z.object({
  sponsorName: z.string().trim().min(1, 'sponsorName is required').max(100),
  sponsorRole: z.enum(['1', '2', '3', '4', '5']),
  logo: blankToNull(255),
  website: blankToNull(255).refine(
    (value) => value === null || /^https?:\/\/[^\s<>"']+$/.test(value),
    'website must start with http:// or https://',
  ),
  tier: blankToNull(30),
  contactName: blankToNull(30),
  contactPhone: blankToNull(20).refine(
    (value) => value === null || /^[\d+\-() ]{5,20}$/.test(value),
    'contactPhone is not a phone number',
  ),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(['0', '1']).default('0'),
  competitionIds: z.array(z.coerce.number().int().positive()).max(200).default([]),
  remark: blankToNull(500),
});
export type SponsorForm = z.input<typeof sponsorForm>;

const sponsorId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '赞助单位', businessType });

export const listSponsors = defineEndpoint({
  method: 'GET',
  path: '/system/sponsor/list',
  access: 'system:sponsor:list',
  query: pageQuery.extend(sponsorFilters.shape),
  answer: tableAnswer(sponsor),
  summary: 'Sponsors, filtered and paged, by sort',
});

export const sponsorOptions = defineEndpoint({
  method: 'GET',
  path: '/system/sponsor/optionselect',
  access: 'login',
  answer: dataAnswer(z.array(sponsor.pick({ sponsorId: true, sponsorName: true, sponsorRole: true }))),
  summary: 'Every enabled sponsor, for selects',
});

export const getSponsor = defineEndpoint({
  method: 'GET',
  path: '/system/sponsor/:sponsorId',
  access: 'system:sponsor:query',
  params: z.object({ sponsorId }),
  answer: dataAnswer(sponsor),
  summary: 'One sponsor with its editions',
});

export const addSponsor = defineEndpoint({
  method: 'POST',
  path: '/system/sponsor',
  access: 'system:sponsor:add',
  body: sponsorForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a sponsor linked to editions',
});

export const editSponsor = defineEndpoint({
  method: 'PUT',
  path: '/system/sponsor',
  access: 'system:sponsor:edit',
  body: sponsorForm.extend({ sponsorId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a sponsor and its editions',
});

export const removeSponsors = defineEndpoint({
  method: 'DELETE',
  path: '/system/sponsor/:sponsorIds',
  access: 'system:sponsor:remove',
  params: z.object({ sponsorIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes sponsors and their edition links',
});
