import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, pageQuery, tableAnswer } from '../endpoint';
import { SMS_PURPOSES } from '../sms-text';

/** An SMS template (docs/sms-templates.md): the text of one purpose's messages. */
export const smsTemplate = z.object({
  templateId: z.number(),
  templateName: z.string(),
  purpose: z.string(),
  /** zh-CN text with ${variables}. */
  content: z.string(),
  /** en-US text, for recipients who chose English; empty when none. */
  contentEn: z.string(),
  /** The provider's template code (Alibaba Cloud), sent with the variables as parameters. */
  providerCode: z.string(),
  /** '0' enabled, '1' disabled. */
  status: z.string(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SmsTemplate = z.infer<typeof smsTemplate>;

export const smsTemplateFilters = z.object({
  templateName: z.string().max(50).optional(),
  purpose: z.enum([...SMS_PURPOSES, '']).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

/** Longest text: seven parts of 67 characters. */
export const SMS_CONTENT_MAX = 469;

export const smsTemplateForm = z.object({
  templateName: z.string().trim().min(1).max(50),
  purpose: z.enum(SMS_PURPOSES),
  content: z.string().trim().min(1).max(SMS_CONTENT_MAX),
  contentEn: z.string().trim().max(SMS_CONTENT_MAX).default(''),
  providerCode: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_-]*$/, 'validation.smsProviderCode')
    .default(''),
  status: z.enum(['0', '1']).default('0'),
  remark: z.string().max(500).nullish(),
});
export type SmsTemplateForm = z.infer<typeof smsTemplateForm>;

const templateId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '短信模板', businessType });

export const listSmsTemplates = defineEndpoint({
  method: 'GET',
  path: '/system/sms/template/list',
  access: 'system:sms:list',
  query: pageQuery.extend(smsTemplateFilters.shape),
  answer: tableAnswer(smsTemplate),
  summary: 'SMS templates, filtered and paged, by purpose',
});

/** What the editor needs beside the template: the signature the provider adds (counted in the parts). */
export const getSmsTemplateSettings = defineEndpoint({
  method: 'GET',
  path: '/system/sms/template/settings',
  access: 'system:sms:list',
  answer: dataAnswer(z.object({ signName: z.string() })),
  summary: 'The SMS signature the provider adds to every message',
});

export const getSmsTemplate = defineEndpoint({
  method: 'GET',
  path: '/system/sms/template/:templateId',
  access: 'system:sms:query',
  params: z.object({ templateId }),
  answer: dataAnswer(smsTemplate),
  summary: 'One SMS template',
});

export const addSmsTemplate = defineEndpoint({
  method: 'POST',
  path: '/system/sms/template',
  access: 'system:sms:add',
  body: smsTemplateForm,
  answer: z.object({}),
  log: log(BusinessType.INSERT),
  summary: 'Adds a template; refused when a text uses a variable its purpose does not provide',
});

export const editSmsTemplate = defineEndpoint({
  method: 'PUT',
  path: '/system/sms/template',
  access: 'system:sms:edit',
  body: smsTemplateForm.extend({ templateId }),
  answer: z.object({}),
  log: log(BusinessType.UPDATE),
  summary: 'Changes a template; refused when a text uses a variable its purpose does not provide',
});

export const removeSmsTemplates = defineEndpoint({
  method: 'DELETE',
  path: '/system/sms/template/:templateIds',
  access: 'system:sms:remove',
  params: z.object({ templateIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Deletes templates',
});
