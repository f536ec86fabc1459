import type { Locale } from '../locale';

/** Texts of the SMS templates page (docs/sms-templates.md). */
export const smsTemplateWebMessages = {
  'smsTemplate.entity': { 'zh-CN': '短信模板', 'en-US': 'SMS template' },
  'smsTemplate.templateId': { 'zh-CN': '编号', 'en-US': 'ID' },
  'smsTemplate.templateName': { 'zh-CN': '模板名称', 'en-US': 'Template name' },
  'smsTemplate.purpose': { 'zh-CN': '用途', 'en-US': 'Purpose' },
  'smsTemplate.content': { 'zh-CN': '中文内容', 'en-US': 'Chinese text' },
  'smsTemplate.contentEn': { 'zh-CN': '英文内容', 'en-US': 'English text' },
  'smsTemplate.providerCode': { 'zh-CN': '服务商模板编号', 'en-US': 'Provider template code' },
  'smsTemplate.status': { 'zh-CN': '状态', 'en-US': 'Status' },
  'smsTemplate.remark': { 'zh-CN': '备注', 'en-US': 'Remark' },
  'smsTemplate.variables': { 'zh-CN': '可用变量（点击插入）', 'en-US': 'Variables (click to insert)' },
  'smsTemplate.required': { 'zh-CN': '必填', 'en-US': 'required' },
  'smsTemplate.preview': { 'zh-CN': '预览（示例值）', 'en-US': 'Preview (sample values)' },
  'smsTemplate.parts': {
    'zh-CN': '{chars} 字（含签名），计 {parts} 条短信',
    'en-US': '{chars} characters with the signature: billed as {parts} message(s)',
  },
  'smsTemplate.partsRule': {
    'zh-CN': '70 字以内按 1 条计费，超过后每 67 字计 1 条',
    'en-US': 'Up to 70 characters are one message; longer texts are billed per 67 characters',
  },
  'smsTemplate.noSignature': {
    'zh-CN': '未配置短信签名（SMS_SIGN_NAME），字数未含签名',
    'en-US': 'No SMS signature is configured (SMS_SIGN_NAME): the count leaves it out',
  },
  'smsTemplate.enOptional': {
    'zh-CN': '选择英文的收件人收到英文内容；留空则发送中文内容',
    'en-US': 'Recipients who chose English get this text; left empty, they get the Chinese one',
  },
  'smsTemplate.hint.unknownVariable': {
    'zh-CN': '用途不提供变量 {variable}',
    'en-US': 'the purpose does not provide {variable}',
  },
  'smsTemplate.hint.missingVariable': {
    'zh-CN': '缺少必填变量 {variable}',
    'en-US': 'the required {variable} is missing',
  },
  'smsTemplate.hint.malformed': { 'zh-CN': '变量写法不正确：{name}', 'en-US': 'malformed variable: {name}' },
} as const satisfies Record<string, Record<Locale, string>>;
