import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** One dictionary entry as the reference sends it (listClass colours the tag). */
export const dictData = z.object({
  dictCode: z.number(),
  dictSort: z.number(),
  dictLabel: z.string(),
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

export const dictTypeName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,99}$/, 'a dictionary type is lower-case letters, digits and underscores');

export const getDictDataByType = defineEndpoint({
  method: 'GET',
  path: '/system/dict/data/type/:dictType',
  access: 'login',
  params: z.object({ dictType: dictTypeName }),
  answer: z.object({ data: z.array(dictData) }),
  summary: 'The enabled entries of one dictionary type, in order (cache first); an unknown type gives []',
});
