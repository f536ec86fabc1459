import { join } from 'node:path';
import type { Clock } from '../../lib/clock';
import type { AppConfig } from '../../plugins/config';
import { AliyunSmsProvider } from './aliyun-sms-provider';
import { LogSmsProvider } from './log-sms-provider';
import type { SmsProvider } from './sms-provider';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/** The provider chosen by SMS_PROVIDER (configuration already checked that aliyun has its credentials). */
export function createSmsProvider(config: Pick<AppConfig, 'sms' | 'dataDir'>, clock: Clock): SmsProvider {
  const { sms } = config;
  if (sms.provider === 'aliyun') {
    return new AliyunSmsProvider({
      accessKeyId: sms.accessKeyId ?? '',
      accessKeySecret: sms.accessKeySecret ?? '',
      signName: sms.signName ?? '',
      endpoint: sms.endpoint,
      region: sms.region,
      timeoutMs: sms.timeoutMs,
      clock,
    });
  }
  return new LogSmsProvider({ clock, outboxFile: sms.outbox ? join(config.dataDir, SMS_OUTBOX_FILE) : undefined });
}
