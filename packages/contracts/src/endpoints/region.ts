import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint } from '../endpoint';
import { REGION_LEVELS } from './competition';

/** GB/T 2260 administrative division code (six digits). */
export const REGION_CODE_PATTERN = /^\d{6}$/;
const regionCode = z.string().regex(REGION_CODE_PATTERN, 'regionCode must be six digits (GB/T 2260)');

/** A region: province ('1'), city ('2') or district ('3'). */
export const region = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  level: z.string(),
  /** Empty for a province. */
  parentCode: z.string().nullable(),
  orderNum: z.number(),
  status: z.string(),
  createTime: z.string().nullable(),
});
export type Region = z.infer<typeof region>;

export const regionForm = z.object({
  regionCode,
  regionName: z.string().trim().min(1, 'regionName is required').max(50),
  level: z.enum(REGION_LEVELS),
  parentCode: z
    .union([regionCode, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  orderNum: z.coerce.number().int().min(0).max(9999).default(0),
  status: z.enum(['0', '1']).default('0'),
});
export type RegionForm = z.input<typeof regionForm>;

const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '地区管理', businessType });

export const listRegions = defineEndpoint({
  method: 'GET',
  path: '/comp/region/list',
  access: 'comp:region:list',
  query: z.object({
    regionName: z.string().max(50).optional(),
    status: z.enum(['0', '1', '']).optional(),
  }),
  answer: dataAnswer(z.array(region)),
  summary: 'Regions, flat (the client builds the tree)',
});

export const regionOptions = defineEndpoint({
  method: 'GET',
  path: '/comp/region/optionselect',
  access: 'login',
  answer: dataAnswer(z.array(region)),
  summary: 'Every enabled region, flat, for tree selects',
});

export const getRegion = defineEndpoint({
  method: 'GET',
  path: '/comp/region/:regionCode',
  access: 'comp:region:query',
  params: z.object({ regionCode }),
  answer: dataAnswer(region),
  summary: 'One region',
});

export const addRegion = defineEndpoint({
  method: 'POST',
  path: '/comp/region',
  access: 'comp:region:add',
  body: regionForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a region under a parent one level up (a province has none)',
});

export const editRegion = defineEndpoint({
  method: 'PUT',
  path: '/comp/region',
  access: 'comp:region:edit',
  body: regionForm,
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Renames, reorders or disables a region (its code, level and parent stay)',
});

export const removeRegion = defineEndpoint({
  method: 'DELETE',
  path: '/comp/region/:regionCode',
  access: 'comp:region:remove',
  params: z.object({ regionCode }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes a region without sub-regions, organisations or departments',
});
