import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

/** A configuration key and its value (sys_config); type 'Y' is built in. */
export const configRow = z.object({
  configId: z.number(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.string(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type ConfigRow = z.infer<typeof configRow>;

/** Keys are dotted names (`sys.account.captchaEnabled`); they travel in paths. */
export const configKeyName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, 'a configuration key is letters, digits and . _ : -');

export const configFilters = z.object({
  configName: z.string().max(100).optional(),
  configKey: z.string().max(100).optional(),
  configType: z.enum(['Y', 'N', '']).optional(),
  params: dateRangeParams,
});

export const configForm = z.object({
  configName: z.string().trim().min(1, 'configName is required').max(100),
  configKey: configKeyName,
  // May be empty: a built-in list such as sys.login.blackIPList is cleared this way.
  configValue: z.string().max(500).default(''),
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(500).nullish(),
});
export type ConfigForm = z.infer<typeof configForm>;

const configId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '参数管理', businessType });

export const listConfigs = defineEndpoint({
  method: 'GET',
  path: '/system/config/list',
  access: 'system:config:list',
  query: pageQuery.extend(configFilters.shape),
  answer: tableAnswer(configRow),
  summary: 'Configuration keys, filtered and paged',
});

export const getConfig = defineEndpoint({
  method: 'GET',
  path: '/system/config/:configId',
  access: 'system:config:query',
  params: z.object({ configId }),
  answer: dataAnswer(configRow),
  summary: 'One configuration key',
});

export const getConfigValue = defineEndpoint({
  method: 'GET',
  path: '/system/config/configKey/:configKey',
  access: 'login',
  params: z.object({ configKey: configKeyName }),
  answer: z.object({}),
  summary:
    "The key's value in `msg` (as the reference answers), '' when the key is missing; cache first. " +
    'Keys not marked public in the config catalogue need system:config:query (403 otherwise)',
});

export const addConfig = defineEndpoint({
  method: 'POST',
  path: '/system/config',
  access: 'system:config:add',
  body: configForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a configuration key (unique); written through to the cache',
});

export const editConfig = defineEndpoint({
  method: 'PUT',
  path: '/system/config',
  access: 'system:config:edit',
  body: configForm.extend({ configId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a configuration key (still unique); written through to the cache',
});

export const removeConfigs = defineEndpoint({
  method: 'DELETE',
  path: '/system/config/:configIds',
  access: 'system:config:remove',
  params: z.object({ configIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes configuration keys; built-in ones (type Y) are refused (all or none)',
});

export const refreshConfigCache = defineEndpoint({
  method: 'DELETE',
  path: '/system/config/refreshCache',
  access: 'system:config:remove',
  answer: z.object({}),
  log: log(BusinessType.CLEAN),
  summary: 'Drops every cached configuration value and loads them again from the database',
});

export const exportConfigs = defineEndpoint({
  method: 'POST',
  path: '/system/config/export',
  access: 'system:config:export',
  body: configFilters,
  answer: z.unknown(),
  raw: true,
  log: log(BusinessType.EXPORT),
  summary: 'The filtered configuration keys as an xlsx file, streamed',
});
