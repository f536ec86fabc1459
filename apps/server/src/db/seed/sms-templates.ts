// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS template texts write ${variable} literally (docs/sms-templates.md).
import type { SmsPurpose } from '@cbo/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { sysConfig, sysSmsTemplate } from '../schema';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

export interface SeededSmsTemplate {
  purpose: SmsPurpose;
  templateName: string;
  content: string;
  contentEn: string;
  providerCode: string;
  /** The configuration key that held this message's provider code before templates existed. */
  legacyConfigKey?: string;
}

/** Every message the product sends today (docs/sms-templates.md), as first seeded. */
export const seededSmsTemplates: readonly SeededSmsTemplate[] = [
  {
    purpose: 'login_code',
    templateName: '登录验证码',
    content: '您的登录验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。',
    contentEn: 'Your login code is ${code}, valid for 5 minutes. If you did not ask for it, ignore this message.',
    providerCode: 'LOGIN_CODE',
  },
  {
    purpose: 'register_code',
    templateName: '注册验证码',
    content: '您的注册验证码为 ${code}，5 分钟内有效，请勿告诉他人。',
    contentEn: 'Your registration code is ${code}, valid for 5 minutes. Do not share it.',
    providerCode: 'LOGIN_CODE',
  },
  {
    purpose: 'registration_approved',
    templateName: '注册审核通过',
    content: '您的账号 ${user} 已通过注册审核，现在可以登录大赛管理后台。',
    contentEn: 'Your account ${user} has been approved: you can now sign in to the back office.',
    providerCode: 'REGISTRATION_APPROVED',
    legacyConfigKey: 'sys.sms.template.registrationApproved',
  },
  {
    purpose: 'registration_rejected',
    templateName: '注册审核不通过',
    content: '您的账号 ${user} 未通过注册审核，原因：${reason}。',
    contentEn: 'Your account ${user} was not approved: ${reason}.',
    providerCode: 'REGISTRATION_REJECTED',
    legacyConfigKey: 'sys.sms.template.registrationRejected',
  },
  {
    purpose: 'audit_approved',
    templateName: '申报审核通过',
    content: '您的申报 ${code}「${project}」已通过审核。',
    contentEn: 'Your application ${code} (${project}) has been approved.',
    providerCode: 'AUDIT_APPROVED',
    legacyConfigKey: 'comp.sms.template.auditApproved',
  },
  {
    purpose: 'audit_returned',
    templateName: '申报退回修改',
    content: '您的申报 ${code}「${project}」被${level}退回修改，请于 ${deadline} 前修改后重新提交。',
    contentEn:
      'Your application ${code} (${project}) was returned at ${level}: revise it and submit again by ${deadline}.',
    providerCode: 'AUDIT_RETURNED',
    legacyConfigKey: 'comp.sms.template.auditReturned',
  },
  {
    purpose: 'audit_rejected',
    templateName: '申报审核不通过',
    content: '很遗憾，您的申报 ${code}「${project}」未通过${level}。',
    contentEn: 'We regret that your application ${code} (${project}) did not pass ${level}.',
    providerCode: 'AUDIT_REJECTED',
    legacyConfigKey: 'comp.sms.template.auditRejected',
  },
  {
    purpose: 'disqualification',
    templateName: '取消参赛资格',
    content: '您的申报 ${code}「${project}」已被取消参赛资格，原因：${reason}。如有疑问请联系大赛组委会。',
    contentEn:
      'Your application ${code} (${project}) has been disqualified: ${reason}. Contact the organising committee with any questions.',
    providerCode: 'DISQUALIFICATION',
  },
  {
    purpose: 'review_task_published',
    templateName: '评审任务发布',
    content: '您有新的评审任务「${round}」，请于 ${deadline} 前登录大赛管理后台完成评审。',
    contentEn: 'You have a new review task (${round}): sign in to the back office and finish it by ${deadline}.',
    providerCode: 'REVIEW_TASK_PUBLISHED',
  },
  {
    purpose: 'review_reminder',
    templateName: '评审截止提醒',
    content: '评审任务「${round}」您还有 ${pending} 个项目未提交评分，截止时间 ${deadline}，请及时完成。',
    contentEn: 'Review task ${round}: ${pending} projects still to score by ${deadline}. Please finish in time.',
    providerCode: 'REVIEW_REMINDER',
  },
  {
    purpose: 'promotion_result',
    templateName: '晋级结果',
    content: '您的申报 ${code}「${project}」在${stage}评审中的结果：${result}。详见大赛公示。',
    contentEn: 'Your application ${code} (${project}): ${result} (${stage}). See the competition notice.',
    providerCode: 'PROMOTION_RESULT',
  },
  {
    purpose: 'award',
    templateName: '获奖通知',
    content: '祝贺！您的申报 ${code}「${project}」获得${award}。',
    contentEn: 'Congratulations: your application ${code} (${project}) has won ${award}.',
    providerCode: 'AWARD',
  },
  {
    purpose: 'schedule_change',
    templateName: '赛程变更',
    content: '大赛赛程变更：「${event}」改于 ${time} 在${place}举行，请按新时间参加。',
    contentEn: 'Schedule change: ${event} now takes place at ${time}, ${place}. Please attend at the new time.',
    providerCode: 'SCHEDULE_CHANGE',
  },
];

/**
 * Inserts the template of each purpose that has none; never changes one. A provider code an
 * administrator had configured under the old configuration key is carried over.
 */
export async function seedSmsTemplates(database: Database, log: SeedLog = silentLog): Promise<void> {
  await database.transaction(async () => {
    const db = database.exec();
    const purposes = seededSmsTemplates.map((template) => template.purpose);
    const present = new Set(
      (
        await db
          .select({ purpose: sysSmsTemplate.purpose })
          .from(sysSmsTemplate)
          .where(inArray(sysSmsTemplate.purpose, purposes))
      ).map((row) => row.purpose),
    );
    const missing = seededSmsTemplates.filter((template) => !present.has(template.purpose));
    if (missing.length === 0) return;
    const legacyKeys = missing.flatMap((template) => (template.legacyConfigKey ? [template.legacyConfigKey] : []));
    const configured = new Map(
      legacyKeys.length === 0
        ? []
        : (
            await db
              .select({ key: sysConfig.configKey, value: sysConfig.configValue })
              .from(sysConfig)
              .where(inArray(sysConfig.configKey, legacyKeys))
          ).map((row) => [row.key, row.value ?? '']),
    );
    await db.insert(sysSmsTemplate).values(
      missing.map(({ legacyConfigKey, ...template }) => ({
        ...template,
        providerCode: (legacyConfigKey && configured.get(legacyConfigKey)) || template.providerCode,
        createBy: SEED_AUTHOR,
      })),
    );
    log(`seed: ${missing.length} SMS templates inserted`);
  });
}
