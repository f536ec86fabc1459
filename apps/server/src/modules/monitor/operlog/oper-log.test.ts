import { BusinessType, defineEndpoint } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { AppError } from '../../../lib/app-error';

const saveThing = defineEndpoint({
  method: 'POST',
  path: '/test/thing/:thingId',
  access: 'login',
  params: z.object({ thingId: z.coerce.number().int() }),
  body: z.object({
    name: z.string().min(1),
    password: z.string().optional(),
    phonenumber: z.string().optional(),
    remark: z.string().optional(),
  }),
  answer: z.object({ data: z.object({ id: z.number(), token: z.string() }) }),
  log: { title: '测试对象', businessType: BusinessType.UPDATE },
});

const refuseThing = defineEndpoint({
  method: 'DELETE',
  path: '/test/thing/:thingId',
  access: 'login',
  params: z.object({ thingId: z.coerce.number().int() }),
  answer: z.object({}),
  log: { title: '测试对象', businessType: BusinessType.DELETE },
});

const readThing = defineEndpoint({
  method: 'GET',
  path: '/test/thing',
  access: 'login',
  answer: z.object({}),
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { APP_CAPTCHA: 'off' },
    extraModules: [
      (app) => {
        app.bindEndpoint(saveThing, async ({ params }) => ({ data: { id: params.thingId, token: 'secret-token' } }));
        app.bindEndpoint(refuseThing, async () => {
          throw AppError.translated('不能删除 13800000002 的对象');
        });
        app.bindEndpoint(readThing, async () => ({}));
      },
    ],
  });
  token = await loginAs(t.app, 'organiser');
});
afterAll(() => t.close());

const logRows = () =>
  rows<Record<string, unknown>>(t.database, sql`select * from sys_oper_log where title = '测试对象' order by oper_id`);

describe('the operation log', () => {
  it('is written after the answer, in a batch, with operator, department, URL, masked parameters and result', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/thing/7?from=list',
      headers: bearer(token),
      payload: { name: 'A', password: 'Secret#1', phonenumber: '13800000002', remark: 'x'.repeat(3000) },
    });
    expect(res.json().code).toBe(200);
    // The request did not wait for its row.
    expect(t.app.operLog.pending).toBe(1);
    expect(await logRows()).toEqual([]);

    await t.app.operLog.flush();
    const [row] = await logRows();
    expect(row).toMatchObject({
      business_type: BusinessType.UPDATE,
      method: 'POST /test/thing/:thingId',
      request_method: 'POST',
      operator_type: 1,
      oper_name: 'organiser',
      dept_name: expect.any(String),
      oper_url: '/prod-api/test/thing/7',
      oper_ip: '127.0.0.1',
      status: 0,
      error_msg: '',
    });
    expect(String(row.dept_name).length).toBeGreaterThan(0);
    const param = String(row.oper_param);
    expect(param.length).toBe(2000);
    expect(param).toContain('"password":"******"');
    expect(param).toContain('"phonenumber":"138****0002"');
    expect(param).not.toContain('Secret#1');
    expect(param).not.toContain('13800000002');
    expect(String(row.json_result)).toContain('"token":"******"');
    expect(String(row.json_result)).not.toContain('secret-token');
    expect(Number(row.cost_time)).toBeGreaterThanOrEqual(0);
  });

  it('records failures with their message (masked) and status 1', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/prod-api/test/thing/9', headers: bearer(token) });
    expect(res.json()).toEqual({ code: 500, msg: '不能删除 13800000002 的对象' });
    await t.app.operLog.flush();
    const failed = (await logRows()).find((row) => row.business_type === BusinessType.DELETE);
    expect(failed).toMatchObject({ status: 1, error_msg: '不能删除 138****0002 的对象', json_result: '' });
    expect(failed?.oper_param).toBe('{"params":{"thingId":"9"}}');
  });

  it('leaves endpoints without a log entry out, and flushes what is queued when the app closes', async () => {
    await t.app.inject({ method: 'GET', url: '/prod-api/test/thing', headers: bearer(token) });
    expect(t.app.operLog.pending).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/thing/8',
      headers: bearer(token),
      payload: { name: 'B' },
    });
    expect(t.app.operLog.pending).toBe(1);
    await t.app.close();
    const after = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_oper_log where oper_url = '/prod-api/test/thing/8'`,
    );
    expect(after[0].n).toBe(1);
  });
});

describe('OPER_LOG=0', () => {
  it('writes no operation log at all', async () => {
    const quiet = await createTestApp({
      env: { APP_CAPTCHA: 'off', OPER_LOG: '0' },
      extraModules: [
        (app) => app.bindEndpoint(saveThing, async ({ params }) => ({ data: { id: params.thingId, token: 't' } })),
      ],
    });
    try {
      const token = await loginAs(quiet.app, 'organiser');
      const res = await quiet.app.inject({
        method: 'POST',
        url: '/prod-api/test/thing/1',
        headers: bearer(token),
        payload: { name: 'x' },
      });
      expect(res.json().code).toBe(200);
      expect(quiet.app.operLog.pending).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
