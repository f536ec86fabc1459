import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DictData, RouterItem } from '@cbo/contracts';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { InfoAnswer } from '../core/auth/session-api';
import { http } from '../core/http/http-client';
import { answerProblem } from './answer-contract';

/** A request as the fake API received it. */
export interface SeenRequest {
  method: string;
  /** Path and query under /prod-api, e.g. '/getInfo' or '/list?a=1'. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Route = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

const offContractRoutes = new WeakSet<Route>();

/**
 * A route whose answer is not checked against the contracts: for a test of the client itself
 * against an answer no endpoint gives (a broken envelope, an endpoint that does not exist).
 */
export function offContract(route: Route): Route {
  offContractRoutes.add(route);
  return route;
}

/** Keeps what a route writes and hands it to `check` when the answer ends. */
function watchAnswer(response: ServerResponse, check: (status: number, body: string) => void) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((...args: unknown[]) => {
    keep(args[0]);
    return write(...args);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    keep(args[0]);
    check(response.statusCode, Buffer.concat(chunks).toString('utf8'));
    return end(...args);
  }) as ServerResponse['end'];
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Route {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

export const ok = (fields: Record<string, unknown> = {}) => json({ code: 200, msg: '操作成功', ...fields });

/**
 * A dictionary's entries as GET /system/dict/data/type/:dictType answers them: a test names what
 * it shows (value, label, classes) and the rest of each row is filled as the server fills it.
 */
export function dictAnswer(
  dictType: string,
  entries: Array<Pick<DictData, 'dictValue' | 'dictLabel'> & Partial<DictData>>,
): Route {
  const rows: DictData[] = entries.map((entry, index) => ({
    dictCode: index + 1,
    dictSort: index + 1,
    dictType,
    cssClass: null,
    listClass: null,
    isDefault: 'N',
    status: '0',
    remark: null,
    createTime: null,
    ...entry,
  }));
  return ok({ data: rows });
}

export function infoAnswer(overrides: Partial<InfoAnswer> & { userName?: string; avatar?: string } = {}): InfoAnswer {
  const { userName = 'admin', avatar = '', ...rest } = overrides;
  return {
    user: {
      userId: 1,
      deptId: 100,
      userName,
      nickName: userName === 'admin' ? '超级管理员' : userName,
      userType: '00',
      email: '',
      phonenumber: '',
      sex: '0',
      avatar,
      status: '0',
      loginIp: '127.0.0.1',
      loginDate: null,
      createTime: null,
      remark: null,
      admin: userName === 'admin',
      dept: null,
      roles: [],
    },
    roles: ['admin'],
    permissions: ['*:*:*'],
    permVersion: 'v1',
    pwdChangeRequired: false,
    ...rest,
  };
}

export const sampleMenus: RouterItem[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
    children: [
      {
        name: 'User',
        path: 'user',
        hidden: false,
        // A page that is never built: tests of the shell open it as "under construction".
        component: 'sample/unbuilt/index',
        meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
        permissions: ['system:user:list'],
      },
      {
        name: 'Config',
        path: 'config',
        hidden: false,
        component: 'system/config/index',
        meta: { title: '参数设置', icon: 'edit', noCache: false, link: null },
        permissions: ['system:config:list'],
      },
    ],
  },
];

/**
 * A real HTTP server standing in for /prod-api, on a free port, with the request client pointed at
 * it. Each test sets the answers it needs in `routes` ('GET /getInfo' → handler); unknown calls
 * answer HTTP 404. It answers CORS preflights, since jsdom applies CORS (the page's origin differs).
 * Every HTTP 200 answer is checked against the answer schema of the endpoint descriptor matching
 * the request's method and path: one that does not fit fails the test, naming the endpoint, so
 * the web is never tested against answers the server cannot give.
 */
export function startFakeApi() {
  const routes = new Map<string, Route>();
  const seen: SeenRequest[] = [];
  const mismatches: string[] = [];
  const server = createServer((incoming, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-expose-headers', 'x-perm-version, download-filename');
    if (incoming.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = (incoming.url ?? '').replace(/^\/prod-api/, '');
      const request: SeenRequest = {
        method: incoming.method ?? 'GET',
        url,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const route = routes.get(`${request.method} ${url.split('?')[0]}`);
      if (!route) {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not Found');
        return;
      }
      if (!offContractRoutes.has(route)) {
        const path = url.split('?')[0];
        watchAnswer(response, (status, body) => {
          const problem = answerProblem(request.method, path, status, body);
          if (problem) mismatches.push(problem);
        });
      }
      void route(request, response);
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    http.instance.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    routes.clear();
    seen.length = 0;
    mismatches.length = 0;
  });
  afterEach(() => {
    if (mismatches.length === 0) return;
    const problems = [...new Set(mismatches)];
    mismatches.length = 0;
    throw new Error(`The fake API answered outside the contracts:\n${problems.join('\n')}`);
  });

  return {
    routes,
    seen,
    /** The answers that did not fit the contracts so far, handed over (the test then passes without them). */
    takeMismatches: () => mismatches.splice(0),
    /** The requests to one path (without the query), in order. */
    calls: (method: string, path: string) => seen.filter((r) => r.method === method && r.url.split('?')[0] === path),
    /** getInfo and getRouters of a logged-in user (admin with `*:*:*` unless told otherwise). */
    session(info: InfoAnswer = infoAnswer(), menus: RouterItem[] = sampleMenus) {
      routes.set(
        'GET /getInfo',
        json({ code: 200, msg: '操作成功', ...info }, 200, { 'x-perm-version': info.permVersion }),
      );
      routes.set('GET /getRouters', ok({ data: menus }));
      routes.set('POST /logout', ok({ msg: '退出成功' }));
    },
  };
}
