import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { signedQuery } from './aliyun-signature';
import type { SmsDelivery, SmsMessage, SmsProvider } from './sms-provider';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** https://dysmsapi.aliyuncs.com/ in production; a local server in tests. */
  endpoint: string;
  region: string;
  timeoutMs: number;
  clock: Clock;
  fetch?: typeof fetch;
  nonce?: () => string;
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

/** Alibaba Cloud's UTC timestamp: yyyy-MM-ddTHH:mm:ssZ, without milliseconds. */
export function aliyunTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Alibaba Cloud SMS, action SendSms (API version 2017-05-25), signed with the classic RPC
 * signature and sent as a POST form so the number stays out of URLs that proxies log.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;

  constructor(private readonly options: AliyunSmsOptions) {}

  /** The request's parameters before signing. */
  parameters(message: SmsMessage): Record<string, string> {
    const { accessKeyId, signName, region, clock, nonce } = this.options;
    return {
      AccessKeyId: accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: region,
      SignName: signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce ? nonce() : randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: message.template,
      TemplateParam: JSON.stringify(message.params),
      Timestamp: aliyunTimestamp(clock.now()),
      Version: '2017-05-25',
    };
  }

  async send(message: SmsMessage): Promise<SmsDelivery> {
    const { endpoint, accessKeySecret, timeoutMs } = this.options;
    const request = this.options.fetch ?? fetch;
    let status: number;
    let text: string;
    try {
      const response = await request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
        body: signedQuery('POST', this.parameters(message), accessKeySecret),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { ok: false, error: timedOut ? `no answer within ${timeoutMs} ms` : describe(error) };
    }
    let answer: SendSmsAnswer;
    try {
      answer = JSON.parse(text) as SendSmsAnswer;
    } catch {
      return { ok: false, error: `HTTP ${status}: ${text.slice(0, 200)}` };
    }
    if (answer.Code === 'OK' && answer.BizId) return { ok: true, providerId: answer.BizId };
    return {
      ok: false,
      error: `${answer.Code ?? `HTTP ${status}`}: ${answer.Message ?? ''}`.trim(),
      providerId: answer.BizId,
    };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
