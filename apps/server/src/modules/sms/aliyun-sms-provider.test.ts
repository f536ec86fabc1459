import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeAliyunSms, startFakeAliyunSms } from '../../../test/fake-aliyun-sms';
import { ManualClock } from '../../lib/clock';
import { type AliyunSmsOptions, AliyunSmsProvider, aliyunTimestamp } from './aliyun-sms-provider';
import type { SmsMessage } from './sms-provider';

let fake: FakeAliyunSms;
beforeAll(async () => {
  fake = await startFakeAliyunSms('testSecret');
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
});

const clock = new ManualClock(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
const provider = (options: Partial<AliyunSmsOptions> = {}) =>
  new AliyunSmsProvider({
    accessKeyId: 'testId',
    accessKeySecret: 'testSecret',
    signName: '大赛组委会',
    endpoint: fake.endpoint,
    region: 'cn-hangzhou',
    timeoutMs: 2_000,
    clock,
    nonce: () => '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    ...options,
  });
const message: SmsMessage = {
  mobile: '13800000002',
  template: 'SMS_71390007',
  params: { code: '042137' },
  text: '您的登录验证码为 042137，5 分钟内有效。',
  purpose: 'login_code',
};

describe('the Alibaba Cloud SMS adapter', () => {
  it('sends SendSms as a signed POST form and answers the BizId', async () => {
    fake.mode = { kind: 'ok', bizId: '900619746936498440^0' };
    expect(await provider().send(message)).toEqual({ ok: true, providerId: '900619746936498440^0' });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request.method).toBe('POST');
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(request.signatureValid).toBe(true);
    expect(request.params).toMatchObject({
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800000002',
      RegionId: 'cn-hangzhou',
      SignName: '大赛组委会',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"code":"042137"}',
      Timestamp: '2026-01-02T03:04:05Z',
      Version: '2017-05-25',
    });
  });

  it('answers the provider’s refusal with its code and message', async () => {
    fake.mode = { kind: 'error', code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发分钟级流控Permits:1' };
    expect(await provider().send(message)).toEqual({
      ok: false,
      error: 'isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1',
    });
  });

  it('answers a wrong secret as the provider’s signature refusal', async () => {
    fake.mode = { kind: 'ok', bizId: 'never' };
    const delivery = await provider({ accessKeySecret: 'wrongSecret' }).send(message);
    expect(delivery).toEqual({
      ok: false,
      error: 'SignatureDoesNotMatch: Specified signature is not matched with our calculation.',
    });
    expect(fake.received[0].signatureValid).toBe(false);
  });

  it('answers a non-JSON answer, no answer in time and no server as failures, never throwing', async () => {
    fake.mode = { kind: 'garbage', status: 502, body: '<html>Bad Gateway</html>' };
    expect(await provider().send(message)).toEqual({ ok: false, error: 'HTTP 502: <html>Bad Gateway</html>' });

    fake.mode = { kind: 'hang' };
    expect(await provider({ timeoutMs: 200 }).send(message)).toEqual({ ok: false, error: 'no answer within 200 ms' });

    const refused = await provider({ endpoint: 'http://127.0.0.1:1/' }).send(message);
    expect(refused.ok).toBe(false);
  });

  it('formats the timestamp in UTC without milliseconds', () => {
    expect(aliyunTimestamp(Date.UTC(2017, 6, 12, 2, 42, 19, 999))).toBe('2017-07-12T02:42:19Z');
  });
});
