import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/auth-helpers';
import { type FakeAliyunSms, startFakeAliyunSms } from '../../../test/fake-aliyun-sms';
import { readOutbox } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The real Alibaba Cloud adapter, pointed at a local server that answers like the provider.
let fake: FakeAliyunSms;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeAliyunSms('testSecret');
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'aliyun',
      SMS_ACCESS_KEY_ID: 'testId',
      SMS_ACCESS_KEY_SECRET: 'testSecret',
      SMS_SIGN_NAME: '大赛组委会',
      SMS_TEMPLATE_LOGIN: 'SMS_480100001',
      SMS_ENDPOINT: fake.endpoint,
      SMS_TIMEOUT_MS: '1500',
      SMS_IP_RATE_LIMIT: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const ask = (mobile: string) => t.app.inject({ method: 'POST', url: '/prod-api/sms/code', payload: { mobile } });

const smsLog = (masked: string) =>
  rows<Record<string, string>>(
    t.database,
    sql`select provider, mobile, template, purpose, status, provider_id, error_msg from sys_sms_log
        where mobile = ${masked} order by sms_id`,
  );

const sameAnswer = { code: 200, msg: '操作成功', uuid: expect.stringMatching(/^[0-9a-f]{32}$/) };

describe('SMS through the Alibaba Cloud adapter', () => {
  it('sends a signed SendSms, records the BizId, and the code it carried logs in', async () => {
    fake.mode = { kind: 'ok', bizId: '900619746936498440^0' };
    const res = await ask('13800000002');
    expect(res.json()).toEqual(sameAnswer);
    await expect.poll(() => smsLog('138****0002')).toHaveLength(1);
    expect((await smsLog('138****0002'))[0]).toEqual({
      provider: 'aliyun',
      mobile: '138****0002',
      template: 'SMS_480100001',
      purpose: 'login_code',
      status: '0',
      provider_id: '900619746936498440^0',
      error_msg: '',
    });
    const [request] = fake.received;
    expect(request.signatureValid).toBe(true);
    expect(request.params).toMatchObject({ PhoneNumbers: '13800000002', TemplateCode: 'SMS_480100001' });
    const { code } = JSON.parse(request.params.TemplateParam) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    // Only the log provider in test mode writes the outbox.
    expect(readOutbox(t.dataDir)).toEqual([]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/prod-api/sms/login',
      payload: { mobile: '13800000002', smsCode: code, uuid: res.json().uuid },
    });
    expect(login.json().code).toBe(200);
  });

  it('records a refusal for staff while the caller gets the same answer as for a sent message', async () => {
    fake.mode = { kind: 'error', code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发小时级流控Permits:5' };
    const refused = await ask('13800000003');
    expect(refused.json()).toEqual(sameAnswer);
    await expect.poll(() => smsLog('138****0003')).toHaveLength(1);
    expect((await smsLog('138****0003'))[0]).toEqual({
      provider: 'aliyun',
      mobile: '138****0003',
      template: 'SMS_480100001',
      purpose: 'login_code',
      status: '1',
      provider_id: '',
      error_msg: 'isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5',
    });
  });

  it('records a provider that does not answer in time, without holding the caller', async () => {
    fake.mode = { kind: 'hang' };
    const res = await ask('13800000004');
    expect(res.json()).toEqual(sameAnswer);
    // Answered while the provider is still silent.
    expect(await smsLog('138****0004')).toEqual([]);
    await expect.poll(() => smsLog('138****0004'), { timeout: 5_000 }).toHaveLength(1);
    expect((await smsLog('138****0004'))[0]).toMatchObject({ status: '1', error_msg: 'no answer within 1500 ms' });
  });
});
