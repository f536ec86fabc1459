import type { Locale } from './locale';

/**
 * What an SMS template is for, and the variables the code sending it provides (docs/sms-templates.md).
 * The keys are recorded as the purpose of each message in sys_sms_log.
 */
export interface SmsVariable {
  name: string;
  label: Record<Locale, string>;
  /** What the editor's preview shows for it. */
  sample: string;
  /** The message is pointless without it (a login code without the code). */
  required?: boolean;
  /** Never written to the SMS log: the logged text shows asterisks instead. */
  secret?: boolean;
}

export interface SmsPurposeSpec {
  label: Record<Locale, string>;
  variables: readonly SmsVariable[];
}

const v = (
  name: string,
  zh: string,
  en: string,
  sample: string,
  extra: Pick<SmsVariable, 'required' | 'secret'> = {},
): SmsVariable => ({ name, label: { 'zh-CN': zh, 'en-US': en }, sample, ...extra });

const code = v('code', '申报编号', 'application number', 'GZ2026-000123');
const project = v('project', '项目名称（前 20 字）', 'project name (first 20 characters)', '智能垃圾分类回收系统');
const level = v('level', '审核级别', 'audit level', '区县初审');
const user = v('user', '登录账号', 'login name', 'zhangsan');
const smsCode = v('code', '验证码', 'code', '384921', { required: true, secret: true });

/** Every purpose, in the order the editor offers them. */
export const smsPurposes = {
  login_code: { label: { 'zh-CN': '登录验证码', 'en-US': 'Login code' }, variables: [smsCode] },
  register_code: { label: { 'zh-CN': '注册验证码', 'en-US': 'Registration code' }, variables: [smsCode] },
  registration_approved: {
    label: { 'zh-CN': '注册审核通过', 'en-US': 'Registration approved' },
    variables: [user],
  },
  registration_rejected: {
    label: { 'zh-CN': '注册审核不通过', 'en-US': 'Registration rejected' },
    variables: [user, v('reason', '原因（前 20 字）', 'reason (first 20 characters)', '材料不完整')],
  },
  audit_approved: {
    label: { 'zh-CN': '审核决定：通过', 'en-US': 'Audit decision: approved' },
    variables: [code, project, level],
  },
  audit_returned: {
    label: { 'zh-CN': '审核决定：退回修改', 'en-US': 'Audit decision: returned' },
    variables: [
      code,
      project,
      level,
      v('deadline', '修改截止时间', 'deadline', '2026-12-01 18:00:00', { required: true }),
    ],
  },
  audit_rejected: {
    label: { 'zh-CN': '审核决定：不通过', 'en-US': 'Audit decision: rejected' },
    variables: [code, project, level],
  },
  disqualification: {
    label: { 'zh-CN': '取消资格', 'en-US': 'Disqualification' },
    variables: [code, project, v('reason', '原因', 'reason', '存在抄袭')],
  },
  review_task_published: {
    label: { 'zh-CN': '评审任务发布', 'en-US': 'Review task published' },
    variables: [
      v('round', '评审轮次', 'review round', '复赛网评'),
      v('deadline', '截止时间', 'deadline', '2026-12-10 18:00:00'),
    ],
  },
  review_reminder: {
    label: { 'zh-CN': '评审提醒', 'en-US': 'Review reminder' },
    variables: [
      v('round', '评审轮次', 'review round', '复赛网评'),
      v('pending', '未评项目数', 'projects left', '5'),
      v('deadline', '截止时间', 'deadline', '2026-12-10 18:00:00'),
    ],
  },
  promotion_result: {
    label: { 'zh-CN': '晋级结果', 'en-US': 'Promotion result' },
    variables: [
      code,
      project,
      v('result', '晋级结果', 'result', '晋级'),
      v('stage', '晋级阶段', 'stage reached', '决赛'),
    ],
  },
  award: {
    label: { 'zh-CN': '获奖通知', 'en-US': 'Award' },
    variables: [code, project, v('award', '奖项', 'award', '一等奖')],
  },
  schedule_change: {
    label: { 'zh-CN': '日程变更', 'en-US': 'Schedule change' },
    variables: [
      v('event', '活动', 'event', '决赛路演'),
      v('time', '新的时间', 'new time', '2026-12-20 09:00'),
      v('place', '地点', 'place', '广州国际会议中心'),
    ],
  },
  custom: {
    label: { 'zh-CN': '自定义', 'en-US': 'Custom' },
    variables: [v('name', '收件人姓名', 'recipient name', '张三')],
  },
} as const satisfies Record<string, SmsPurposeSpec>;

export type SmsPurpose = keyof typeof smsPurposes;
export const SMS_PURPOSES = Object.keys(smsPurposes) as [SmsPurpose, ...SmsPurpose[]];
/** The one purpose that may have several enabled templates (the others are found by purpose). */
export const SMS_CUSTOM_PURPOSE: SmsPurpose = 'custom';

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/** The variable names a text uses, in order of first use. */
export function smsPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** What is wrong with a template text for its purpose, or undefined. */
export type SmsTextProblem =
  | { kind: 'unknownVariable'; name: string }
  | { kind: 'missingVariable'; name: string }
  | { kind: 'malformed'; name: string };

export function checkSmsText(purpose: SmsPurpose, text: string): SmsTextProblem | undefined {
  const provided = smsPurposes[purpose].variables;
  const used = smsPlaceholders(text);
  for (const name of used) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) return { kind: 'malformed', name };
    if (!provided.some((variable) => variable.name === name)) return { kind: 'unknownVariable', name };
  }
  // A "${" left open would reach the recipient as is.
  const open = text.replace(PLACEHOLDER, '').indexOf('${');
  if (open >= 0) return { kind: 'malformed', name: text.slice(open, open + 12) };
  const missing = provided.find(
    (variable) => 'required' in variable && variable.required && !used.includes(variable.name),
  );
  if (missing) return { kind: 'missingVariable', name: missing.name };
  return undefined;
}

/** The text with each ${name} replaced by its value; a name without a value becomes empty, never reaching the recipient as written. */
export function renderSmsText(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => (Object.hasOwn(params, name) ? params[name] : ''));
}

/** The purpose's sample values, for previews. */
export function smsSampleParams(purpose: SmsPurpose): Record<string, string> {
  return Object.fromEntries(smsPurposes[purpose].variables.map((variable) => [variable.name, variable.sample]));
}

/** One message holds 70 characters; a longer one is sent in parts of 67 (the rest is the join header). */
export const SMS_SINGLE_LIMIT = 70;
export const SMS_PART_LIMIT = 67;

/** How the provider bills a text: characters (the signature in 【】 included) and parts. */
export function smsParts(text: string, signName: string): { chars: number; parts: number } {
  const signature = signName ? `【${signName}】` : '';
  // Code points, so a character outside the BMP counts once as the provider counts it.
  const chars = Array.from(signature + text).length;
  if (chars === 0) return { chars, parts: 0 };
  return { chars, parts: chars <= SMS_SINGLE_LIMIT ? 1 : Math.ceil(chars / SMS_PART_LIMIT) };
}
