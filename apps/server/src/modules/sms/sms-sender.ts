import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { maskText } from '../../lib/mask';
import { insertSmsLog } from './sms.repository';
import type { SmsDelivery, SmsMessage, SmsProvider } from './sms-provider';

/**
 * Sends through the configured provider and records every message in sys_sms_log (masked
 * number, template, purpose, status, provider id, error; never the parameters, which hold codes).
 */
export class SmsSender {
  private readonly pending = new Set<Promise<unknown>>();

  private readonly database: Database;
  private readonly clock: Clock;
  private readonly provider: SmsProvider;
  private readonly logger: FastifyBaseLogger;

  constructor({
    database,
    clock,
    provider,
    logger,
  }: {
    database: Database;
    clock: Clock;
    provider: SmsProvider;
    logger: FastifyBaseLogger;
  }) {
    this.database = database;
    this.clock = clock;
    this.provider = provider;
    this.logger = logger;
  }

  /**
   * Sends in the background, so the caller's answer neither waits for the provider nor tells
   * (by its content or its timing) whether a message went out or was accepted.
   */
  dispatch(message: SmsMessage): void {
    const sending = this.send(message).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Sends and records; never throws. */
  async send(message: SmsMessage): Promise<SmsDelivery> {
    let delivery: SmsDelivery;
    try {
      delivery = await this.provider.send(message);
    } catch (error) {
      delivery = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const mobile = maskText(message.mobile);
    if (!delivery.ok) {
      this.logger.warn(
        { provider: this.provider.name, mobile, template: message.template, error: delivery.error },
        'SMS not accepted by the provider',
      );
    }
    try {
      await insertSmsLog(this.database, {
        provider: this.provider.name,
        mobile,
        template: message.template.slice(0, 100),
        purpose: message.purpose,
        status: delivery.ok ? '0' : '1',
        providerId: (delivery.providerId ?? '').slice(0, 100),
        errorMsg: delivery.ok ? '' : maskText(delivery.error).slice(0, 500),
        sendTime: formatDateTime(this.clock.now()),
      });
    } catch (error) {
      this.logger.error({ err: error, mobile }, 'SMS log row not written');
    }
    return delivery;
  }

  /** Resolves once every message dispatched so far is sent and recorded (at close, and in tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
