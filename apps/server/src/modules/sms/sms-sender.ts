import { renderSmsText, type SmsPurpose, smsPurposes } from '@cbo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { MASK, maskText } from '../../lib/mask';
import { findEnabledTemplate } from '../system/sms/template/sms-template.api';
import { insertSmsLog } from './sms.repository';
import type { SmsDelivery, SmsMessage, SmsNotice, SmsProvider } from './sms-provider';

export interface SmsSenderOptions {
  database: Database;
  clock: Clock;
  provider: SmsProvider;
  logger: FastifyBaseLogger;
  /** The signature the provider adds (SMS_SIGN_NAME), counted in the editor's part count. */
  signName?: string;
  /** SMS_TEMPLATE_LOGIN when set: the provider code of the code messages, whatever their template says. */
  loginTemplateCode?: string;
}

const CODE_PURPOSES: readonly SmsPurpose[] = ['login_code', 'register_code'];

/**
 * Sends every message through its purpose's enabled template (docs/sms-templates.md) and the
 * configured provider, and records each in sys_sms_log (masked number, template code, purpose,
 * the text with secret variables masked, status, provider id, error; never the parameters).
 */
export class SmsSender {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly options: SmsSenderOptions;
  readonly signName: string;

  constructor(options: SmsSenderOptions) {
    this.options = options;
    this.signName = options.signName ?? '';
  }

  /**
   * Sends in the background, so the caller's answer neither waits for the provider nor tells
   * (by its content or its timing) whether a message went out or was accepted.
   */
  dispatch(notice: SmsNotice): void {
    const sending = this.send(notice).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Renders, sends and records; never throws. Without an enabled template nothing is sent, and that is recorded. */
  async send(notice: SmsNotice): Promise<SmsDelivery> {
    const { provider, logger } = this.options;
    const mobile = maskText(notice.mobile);
    let template: Awaited<ReturnType<typeof findEnabledTemplate>>;
    try {
      template = await findEnabledTemplate(this.options.database, notice.purpose);
    } catch (error) {
      logger.error({ err: error, mobile, purpose: notice.purpose }, 'SMS template not read');
      return { ok: false, error: 'template not read' };
    }
    if (!template) {
      const delivery: SmsDelivery = { ok: false, error: `no enabled template for ${notice.purpose}` };
      logger.warn({ mobile, purpose: notice.purpose }, 'SMS not sent: no enabled template');
      await this.record(notice, { template: '', content: '' }, delivery);
      return delivery;
    }
    // No recipient's language is recorded yet: callers pass none, so zh-CN goes out.
    const english = notice.language === 'en-US' && template.contentEn !== '';
    const content = english ? template.contentEn : template.content;
    const code = (CODE_PURPOSES.includes(notice.purpose) && this.options.loginTemplateCode) || template.providerCode;
    const message: SmsMessage = {
      mobile: notice.mobile,
      template: code,
      params: notice.params,
      purpose: notice.purpose,
      text: renderSmsText(content, notice.params),
    };
    let delivery: SmsDelivery;
    try {
      delivery = await provider.send(message);
    } catch (error) {
      delivery = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    if (!delivery.ok) {
      logger.warn(
        { provider: provider.name, mobile, template: code, error: delivery.error },
        'SMS not accepted by the provider',
      );
    }
    await this.record(notice, { template: code, content: renderSmsText(content, this.loggable(notice)) }, delivery);
    return delivery;
  }

  /** The parameters as the log may show them: secret ones (codes) masked. */
  private loggable(notice: SmsNotice): Record<string, string> {
    const params = { ...notice.params };
    for (const variable of smsPurposes[notice.purpose].variables) {
      if ('secret' in variable && variable.secret && Object.hasOwn(params, variable.name)) {
        params[variable.name] = MASK;
      }
    }
    return params;
  }

  private async record(
    notice: SmsNotice,
    sent: { template: string; content: string },
    delivery: SmsDelivery,
  ): Promise<void> {
    const { database, clock, provider, logger } = this.options;
    const mobile = maskText(notice.mobile);
    try {
      await insertSmsLog(database, {
        provider: provider.name,
        mobile,
        template: sent.template.slice(0, 100),
        purpose: notice.purpose,
        content: maskText(sent.content).slice(0, 600),
        status: delivery.ok ? '0' : '1',
        providerId: (delivery.providerId ?? '').slice(0, 100),
        errorMsg: delivery.ok ? '' : maskText(delivery.error).slice(0, 500),
        sendTime: formatDateTime(clock.now()),
      });
    } catch (error) {
      logger.error({ err: error, mobile }, 'SMS log row not written');
    }
  }

  /** Resolves once every message dispatched so far is sent and recorded (at close, and in tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
