import { dataAnswer, defineEndpoint, emptyAnswer, formSchema, pageQuery, tableAnswer } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppModule } from '../modules/module';

const echo = defineEndpoint({
  method: 'POST',
  path: '/test/echo',
  access: 'public',
  body: z.object({ userName: z.string().min(2).max(20), age: z.coerce.number().int().min(0).optional() }),
  answer: dataAnswer(z.object({ userName: z.string(), age: z.number().optional() })),
});
const search = defineEndpoint({
  method: 'GET',
  path: '/test/search',
  access: 'public',
  query: pageQuery.extend({
    params: z.object({ beginTime: z.iso.date().optional(), endTime: z.iso.date().optional() }).optional(),
  }),
  answer: tableAnswer(z.object({ id: z.number() })),
});
const byId = defineEndpoint({
  method: 'GET',
  path: '/test/item/:itemId',
  access: 'public',
  params: z.object({ itemId: z.coerce.number().int().positive() }),
  answer: dataAnswer(z.object({ id: z.number() })),
});
const leaky = defineEndpoint({
  method: 'GET',
  path: '/test/user',
  access: 'public',
  answer: dataAnswer(z.object({ userName: z.string() })),
});
const formEcho = defineEndpoint({
  method: 'POST',
  path: '/test/form',
  access: 'public',
  body: z.object({ formContent: formSchema }),
  answer: emptyAnswer,
});
const secret = defineEndpoint({ method: 'GET', path: '/test/secret', access: 'login', answer: emptyAnswer });
const permitted = defineEndpoint({
  method: 'GET',
  path: '/test/permitted',
  access: 'system:user:list',
  answer: emptyAnswer,
});
const broken = defineEndpoint({ method: 'GET', path: '/test/broken', access: 'public', answer: emptyAnswer });

let searched: unknown;
const testModule: AppModule = (app) => {
  app.bindEndpoint(echo, async ({ body }) => ({ data: body }));
  app.bindEndpoint(search, async ({ query }) => {
    searched = query;
    return { total: 1, rows: [{ id: 1 }] };
  });
  app.bindEndpoint(byId, async ({ params }) => ({ data: { id: params.itemId } }));
  app.bindEndpoint(leaky, async () => ({ data: { userName: 'admin', password: '$argon2id$secret' } }));
  app.bindEndpoint(formEcho, async () => ({}));
  app.bindEndpoint(secret, async () => ({}));
  app.bindEndpoint(permitted, async () => ({}));
  app.bindEndpoint(broken, async () => {
    throw new Error('database exploded at row 7');
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraModules: [testModule], env: { BODY_LIMIT_MB: '0.01' } });
});
afterAll(() => t.close());

describe('endpoint mechanism', () => {
  it('answers the envelope with the handler data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      payload: { userName: 'alice', age: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: { userName: 'alice', age: 3 } });
  });

  it('answers code 500 naming the field when validation fails, in the request language', async () => {
    const zh = await t.app.inject({ method: 'POST', url: '/prod-api/test/echo', payload: { userName: 'a' } });
    expect(zh.statusCode).toBe(200);
    expect(zh.json().code).toBe(500);
    expect(zh.json().msg).toMatch(/^参数 userName 不正确：/);
    const en = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { userName: 'bob', age: 'old' },
    });
    expect(en.json().code).toBe(500);
    expect(en.json().msg).toMatch(/^invalid age: /);
    const params = await t.app.inject({ url: '/prod-api/test/item/abc' });
    expect(params.json()).toMatchObject({ code: 500 });
    expect(params.json().msg).toContain('itemId');
  });

  it("fills a refinement's catalogue key with the params on its issue (a form document's problem)", async () => {
    const nodes = [
      { id: 'a', type: 'input', name: 'code', label: '代码' },
      { id: 'b', type: 'number', name: 'code', label: '代码二' },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/form',
      payload: { formContent: { schemaVersion: 1, nodes } },
    });
    expect(res.json()).toEqual({ code: 500, msg: '参数 formContent[nodes][1][name] 不正确：字段名code已被使用' });
  });

  it('names the body when it is missing and explains malformed JSON', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/prod-api/test/echo' });
    expect(missing.json().code).toBe(500);
    expect(missing.json().msg).toContain('body');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual({ code: 500, msg: '请求体不是有效的 JSON' });
  });

  it('parses form-encoded bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=carol&age=41',
    });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: { userName: 'carol', age: 41 } });
  });

  it('parses params[beginTime] and paging from the query string', async () => {
    const res = await t.app.inject({
      url: '/prod-api/test/search?pageNum=2&pageSize=10&params%5BbeginTime%5D=2026-01-01&params[endTime]=2026-02-01',
    });
    expect(res.json()).toEqual({ code: 200, msg: '查询成功', total: 1, rows: [{ id: 1 }] });
    expect(searched).toEqual({
      pageNum: 2,
      pageSize: 10,
      params: { beginTime: '2026-01-01', endTime: '2026-02-01' },
    });
    const bad = await t.app.inject({ url: '/prod-api/test/search?params[beginTime]=yesterday' });
    expect(bad.json().code).toBe(500);
    expect(bad.json().msg).toContain('params[beginTime]');
  });

  it('drops keys the answer schema does not declare', async () => {
    const res = await t.app.inject({ url: '/prod-api/test/user' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: { userName: 'admin' } });
    expect(res.body).not.toContain('argon2');
  });

  it('answers 401 in the envelope for a login route without a token, and for a permission route', async () => {
    const login = await t.app.inject({ url: '/prod-api/test/secret' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ code: 401, msg: '请求访问：/prod-api/test/secret，认证失败，无法访问系统资源' });
    const perm = await t.app.inject({ url: '/prod-api/test/permitted', headers: { authorization: 'Bearer nope' } });
    expect(perm.json().code).toBe(401);
  });

  it('hides an unhandled fault behind a generic message with the request id', async () => {
    const res = await t.app.inject({ url: '/prod-api/test/broken' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(500);
    expect(body.msg).not.toContain('exploded');
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(body.msg).toContain(body.requestId);
  });

  it('maps an oversized body onto the envelope instead of a bare 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/test/echo',
      payload: { userName: 'x'.repeat(20), padding: 'y'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: '请求内容过大，不能超过 0.01 MB' });
  });

  it('answers the envelope for an unknown API path', async () => {
    const res = await t.app.inject({ url: '/prod-api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 404, msg: '请求地址不存在：/prod-api/no/such/thing' });
  });
});
