import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, dateRangeParams, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';

/** One dictionary entry as the reference sends it (listClass colours the tag). */
export const dictData = z.object({
  dictCode: z.number(),
  dictSort: z.number(),
  dictLabel: z.string(),
  /** en-US label; '' when none (the by-type answer already gives dictLabel in the request's language). */
  dictLabelEn: z.string().optional(),
  dictValue: z.string(),
  dictType: z.string(),
  cssClass: z.string().nullable(),
  listClass: z.string().nullable(),
  isDefault: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type DictData = z.infer<typeof dictData>;

/** A dictionary entry in the management list and form, with its audit columns. */
export const dictDataDetail = dictData.extend({
  createBy: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type DictDataDetail = z.infer<typeof dictDataDetail>;

/** A dictionary type: its name and the key its entries are filed under. */
export const dictTypeRow = z.object({
  dictId: z.number(),
  dictName: z.string(),
  dictType: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type DictTypeRow = z.infer<typeof dictTypeRow>;

export const dictTypeName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,99}$/, 'a dictionary type is lower-case letters, digits and underscores');

const status = z.enum(['0', '1']).default('0');
const statusFilter = z.enum(['0', '1', '']).optional();
/** Tag colours of the reference's UI; empty means plain. */
export const dictListClasses = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

export const dictTypeFilters = z.object({
  dictName: z.string().max(100).optional(),
  dictType: z.string().max(100).optional(),
  status: statusFilter,
  params: dateRangeParams,
});

export const dictTypeForm = z.object({
  dictName: z.string().trim().min(1, 'dictName is required').max(100),
  dictType: z.string().trim().pipe(dictTypeName),
  status,
  remark: z.string().max(500).nullish(),
});
export type DictTypeForm = z.infer<typeof dictTypeForm>;

export const dictDataFilters = z.object({
  dictType: z.string().max(100).optional(),
  dictLabel: z.string().max(100).optional(),
  status: statusFilter,
});

export const dictDataForm = z.object({
  dictType: z.string().trim().pipe(dictTypeName),
  dictLabel: z.string().trim().min(1, 'dictLabel is required').max(100),
  dictLabelEn: z.string().trim().max(100).default(''),
  dictValue: z.string().trim().min(1, 'dictValue is required').max(100),
  dictSort: z.coerce.number().int().min(0).max(9999).default(0),
  // A class name list: it lands in a class attribute, so nothing that could end the attribute.
  cssClass: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_ -]*$/, 'cssClass is class names: letters, digits, - and _')
    .nullish(),
  listClass: z.enum(['', ...dictListClasses]).nullish(),
  isDefault: z.enum(['Y', 'N']).default('N'),
  status,
  remark: z.string().max(500).nullish(),
});
export type DictDataForm = z.infer<typeof dictDataForm>;

const dictId = z.coerce.number().int().positive();
const typeLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  title: '字典类型',
  businessType,
});
const dataLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  title: '字典数据',
  businessType,
});

export const listDictTypes = defineEndpoint({
  method: 'GET',
  path: '/system/dict/type/list',
  access: 'system:dict:list',
  query: pageQuery.extend(dictTypeFilters.shape),
  answer: tableAnswer(dictTypeRow),
  summary: 'Dictionary types, filtered and paged',
});

export const getDictType = defineEndpoint({
  method: 'GET',
  path: '/system/dict/type/:dictId',
  access: 'system:dict:query',
  params: z.object({ dictId }),
  answer: dataAnswer(dictTypeRow),
  summary: 'One dictionary type',
});

export const addDictType = defineEndpoint({
  method: 'POST',
  path: '/system/dict/type',
  access: 'system:dict:add',
  body: dictTypeForm,
  answer: z.object({}),
  log: typeLog(BusinessType.INSERT),
  summary: 'Adds a dictionary type; the type key is unique',
});

export const editDictType = defineEndpoint({
  method: 'PUT',
  path: '/system/dict/type',
  access: 'system:dict:edit',
  body: dictTypeForm.extend({ dictId }),
  answer: z.object({}),
  log: typeLog(BusinessType.UPDATE),
  summary: 'Changes a dictionary type; a new type key carries its entries along (one transaction)',
});

export const removeDictTypes = defineEndpoint({
  method: 'DELETE',
  path: '/system/dict/type/:dictIds',
  access: 'system:dict:remove',
  params: z.object({ dictIds: idListParam }),
  answer: z.object({}),
  log: typeLog(BusinessType.DELETE),
  summary: 'Deletes dictionary types that have no entries (all or none)',
});

export const refreshDictCache = defineEndpoint({
  method: 'DELETE',
  path: '/system/dict/type/refreshCache',
  access: 'system:dict:remove',
  answer: z.object({}),
  log: typeLog(BusinessType.CLEAN),
  summary: 'Drops every cached dictionary and loads them again from the database',
});

export const dictTypeOptions = defineEndpoint({
  method: 'GET',
  path: '/system/dict/type/optionselect',
  access: 'login',
  answer: dataAnswer(z.array(dictTypeRow)),
  summary: 'Every dictionary type, for selects',
});

export const exportDictTypes = defineEndpoint({
  method: 'POST',
  path: '/system/dict/type/export',
  access: 'system:dict:export',
  body: dictTypeFilters,
  answer: z.unknown(),
  raw: true,
  log: typeLog(BusinessType.EXPORT),
  summary: 'The filtered dictionary types as an xlsx file, streamed',
});

export const listDictData = defineEndpoint({
  method: 'GET',
  path: '/system/dict/data/list',
  access: 'system:dict:list',
  query: pageQuery.extend(dictDataFilters.shape),
  answer: tableAnswer(dictDataDetail),
  summary: 'Dictionary entries, filtered and paged, by sort order',
});

export const getDictDataEntry = defineEndpoint({
  method: 'GET',
  path: '/system/dict/data/:dictCode',
  access: 'system:dict:query',
  params: z.object({ dictCode: z.coerce.number().int().positive() }),
  answer: dataAnswer(dictDataDetail),
  summary: 'One dictionary entry',
});

export const addDictData = defineEndpoint({
  method: 'POST',
  path: '/system/dict/data',
  access: 'system:dict:add',
  body: dictDataForm,
  answer: z.object({}),
  log: dataLog(BusinessType.INSERT),
  summary: "Adds an entry to an existing type (values unique within the type); rewrites the type's cache",
});

export const editDictData = defineEndpoint({
  method: 'PUT',
  path: '/system/dict/data',
  access: 'system:dict:edit',
  body: dictDataForm.extend({ dictCode: z.coerce.number().int().positive() }),
  answer: z.object({}),
  log: dataLog(BusinessType.UPDATE),
  summary: 'Changes an entry; rewrites the cache of its type (both types when it moves)',
});

export const removeDictData = defineEndpoint({
  method: 'DELETE',
  path: '/system/dict/data/:dictCodes',
  access: 'system:dict:remove',
  params: z.object({ dictCodes: idListParam }),
  answer: z.object({}),
  log: dataLog(BusinessType.DELETE),
  summary: 'Deletes entries; rewrites the cache of their types',
});

export const exportDictData = defineEndpoint({
  method: 'POST',
  path: '/system/dict/data/export',
  access: 'system:dict:export',
  body: dictDataFilters,
  answer: z.unknown(),
  raw: true,
  log: dataLog(BusinessType.EXPORT),
  summary: 'The filtered dictionary entries as an xlsx file, streamed',
});

export const getDictDataByType = defineEndpoint({
  method: 'GET',
  path: '/system/dict/data/type/:dictType',
  access: 'login',
  params: z.object({ dictType: dictTypeName }),
  answer: z.object({ data: z.array(dictData) }),
  summary: 'The enabled entries of one dictionary type, in order (cache first); an unknown type gives []',
});
