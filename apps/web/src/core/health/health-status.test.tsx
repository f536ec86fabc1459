import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createTestQueryClient } from '../../test/render-app';
import { http } from '../http/http-client';
import { HealthStatus } from './health-status';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let handler: Handler;
const seen: IncomingMessage[] = [];
const server = createServer((request, response) => {
  seen.push(request);
  // jsdom applies CORS: the page's origin is not this server's.
  response.setHeader('access-control-allow-origin', '*');
  handler(request, response);
});

function answer(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

const up = {
  code: 200,
  msg: '操作成功',
  data: {
    status: 'UP',
    database: { status: 'UP', kind: 'pglite', latencyMs: 1.2 },
    cache: { status: 'UP', kind: 'memory' },
  },
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http.instance.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  handler = answer(200, up);
});

function renderHealth() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <HealthStatus />
    </AppProviders>,
  );
}

describe('HealthStatus', () => {
  it('asks GET /prod-api/health in the current language and shows both parts as green tags', async () => {
    renderHealth();
    expect(screen.getByText('正在检测服务状态…')).toBeTruthy();

    const database = await screen.findByText('数据库: 正常 · pglite · 1.2 ms');
    expect(database.closest('.ant-tag')?.className).toContain('success');
    expect(screen.getByText('缓存: 正常 · memory')).toBeTruthy();
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/prod-api/health');
    expect(seen[0].headers['accept-language']).toBe('zh-CN');
  });

  it('reads the 503 answer of a part that is down and shows it red', async () => {
    handler = answer(503, {
      ...up,
      data: { ...up.data, status: 'DOWN', cache: { status: 'DOWN', kind: 'redis', error: 'connect ECONNREFUSED' } },
    });
    renderHealth();

    const cache = await screen.findByText('缓存: 异常 · redis');
    expect(cache.closest('.ant-tag')?.className).toContain('error');
    expect(screen.getByText('数据库: 正常 · pglite · 1.2 ms')).toBeTruthy();
  });

  it('shows an error state when the server cannot be reached, and recovers on "check again"', async () => {
    handler = (request) => request.socket.destroy();
    renderHealth();
    const unreachable = await screen.findByText('无法获取服务状态');
    expect(unreachable.closest('.ant-tag')?.getAttribute('role')).toBe('alert');
    // The request client tells why (docs/web-client.md section 8).
    expect(await screen.findByText('后端接口连接异常')).toBeTruthy();

    handler = answer(200, up);
    fireEvent.click(screen.getByRole('button', { name: /重新检测/ }));

    expect(await screen.findByText('数据库: 正常 · pglite · 1.2 ms')).toBeTruthy();
    expect(screen.queryByText('无法获取服务状态')).toBeNull();
  });

  it('treats an envelope whose code is not 200 as an error', async () => {
    handler = answer(200, { code: 500, msg: '数据库连接失败' });
    renderHealth();
    const unreachable = await screen.findByText('无法获取服务状态');
    expect(unreachable.closest('.ant-tag')?.getAttribute('role')).toBe('alert');
    expect(await screen.findByText('数据库连接失败')).toBeTruthy();
  });
});
