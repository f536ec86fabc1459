import { randomUUID } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Clock } from '../../lib/clock';
import type { SmsDelivery, SmsMessage, SmsProvider } from './sms-provider';

/**
 * Sends nothing: every message is only recorded (by the sender, in sys_sms_log). In test mode it
 * also appends each message, code included, to the outbox file that browser tests read; nothing
 * exposes that file over HTTP.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log' as const;

  private readonly clock: Clock;
  private readonly outboxFile?: string;

  constructor({
    clock,
    outboxFile,
  }: {
    clock: Clock;
    outboxFile?: string;
  }) {
    this.clock = clock;
    this.outboxFile = outboxFile;
  }

  async send(message: SmsMessage): Promise<SmsDelivery> {
    if (this.outboxFile) {
      const line = {
        at: new Date(this.clock.now()).toISOString(),
        mobile: message.mobile,
        purpose: message.purpose,
        template: message.template,
        params: message.params,
      };
      try {
        await mkdir(dirname(this.outboxFile), { recursive: true });
        await appendFile(this.outboxFile, `${JSON.stringify(line)}\n`, 'utf8');
      } catch (error) {
        return { ok: false, error: `outbox: ${error instanceof Error ? error.message : String(error)}` };
      }
    }
    return { ok: true, providerId: `log-${randomUUID()}` };
  }
}
