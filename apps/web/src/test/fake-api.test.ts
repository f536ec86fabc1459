import { describe, expect, it } from 'vitest';
import { http } from '../core/http/http-client';
import { answerProblem, contractOf } from './answer-contract';
import { json, offContract, ok, startFakeApi } from './fake-api';

const api = startFakeApi();
const call = (method: string, path: string) => fetch(`${http.instance.defaults.baseURL}${path}`, { method });

describe('contractOf', () => {
  it('finds the descriptor by method and path pattern, a literal segment before a parameter', () => {
    expect(contractOf('GET', '/system/user/list')?.name).toBe('listUsers');
    expect(contractOf('GET', '/system/user/7')?.name).toBe('getUser');
    expect(contractOf('DELETE', '/system/user/3,4')?.endpoint.path).toBe('/system/user/:userIds');
    expect(contractOf('GET', '/system/user/7/extra')).toBeUndefined();
    // Fastify would route it to `:noticeId`, whose schema refuses it: no endpoint answers this.
    expect(contractOf('GET', '/system/notice/unread')).toBeUndefined();
  });
});

describe('answerProblem', () => {
  it('accepts an answer the contract allows and error envelopes of any endpoint', () => {
    expect(
      answerProblem('GET', '/system/user/list', 200, JSON.stringify({ code: 200, msg: 'ok', total: 0, rows: [] })),
    ).toBe(undefined);
    expect(answerProblem('GET', '/system/user/list', 200, JSON.stringify({ code: 500, msg: '失败' }))).toBe(undefined);
    expect(answerProblem('GET', '/system/user/list', 502, 'Bad Gateway')).toBe(undefined);
  });

  it('names the endpoint and the field when an answer does not fit', () => {
    const problem = answerProblem('GET', '/system/user/list', 200, JSON.stringify({ code: 200, msg: 'ok', rows: [] }));
    expect(problem).toContain('GET /system/user/list (listUsers: GET /system/user/list)');
    expect(problem).toContain('total');
    expect(answerProblem('GET', '/system/user/list', 200, JSON.stringify({ total: 0, rows: [] }))).toContain(
      'not an envelope',
    );
    expect(answerProblem('GET', '/no/such/endpoint', 200, '{}')).toContain('no endpoint descriptor');
  });
});

describe('the fake API', () => {
  it('records an answer outside the contract and lets one inside it pass', async () => {
    api.routes.set('GET /system/user/list', ok({ total: 1, rows: [{ userId: 'one' }] }));
    api.routes.set('GET /getRouters', ok({ data: [] }));
    await (await call('GET', '/system/user/list')).text();
    await (await call('GET', '/getRouters')).text();
    const mismatches = api.takeMismatches();
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain('listUsers');
    expect(mismatches[0]).toContain('rows.0.userId');
  });

  it('leaves a route marked off-contract unchecked', async () => {
    api.routes.set('GET /x/anything', offContract(json({ anything: true })));
    expect(await (await call('GET', '/x/anything')).json()).toEqual({ anything: true });
    expect(api.takeMismatches()).toEqual([]);
  });
});
