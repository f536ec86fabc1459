import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createTestQueryClient } from '../../test/render-app';
import { getLocale, setLocale, t } from '../i18n';
import { antdFeedback } from './antd-feedback';
import { type ClientFeedback, createHttpClient, type HttpClientOptions } from './create-http-client';
import { RequestError } from './request-error';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let handler: Handler;
const seen: Seen[] = [];
const server = createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-expose-headers', 'x-perm-version');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    });
    response.end();
    return;
  }
  let bodyBytes = 0;
  request.on('data', (chunk: Buffer) => {
    bodyBytes += chunk.length;
  });
  request.on('end', () => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, bodyBytes });
    handler(request, response);
  });
});

function answer(body: unknown, status = 200, headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

let baseURL: string;
let token: string | undefined;
let feedback: { [K in keyof ClientFeedback]: ReturnType<typeof vi.fn> } & ClientFeedback;
let onRelogin: ReturnType<typeof vi.fn<() => void>>;
let onPermVersion: ReturnType<typeof vi.fn<(version: string) => void>>;

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseURL,
    getToken: () => token,
    getLocale,
    translate: t,
    feedback,
    onRelogin,
    onPermVersion,
    ...options,
  });
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prod-api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  token = undefined;
  handler = answer({ code: 200, msg: '操作成功', data: 'fine' });
  // The real antd instances (what the user sees), spied for what the DOM cannot tell (durations, counts).
  feedback = {
    error: vi.fn(antdFeedback.error),
    warning: vi.fn(antdFeedback.warning),
    notifyError: vi.fn(antdFeedback.notifyError),
    confirm: vi.fn(antdFeedback.confirm),
  };
  onRelogin = vi.fn<() => void>();
  onPermVersion = vi.fn<(version: string) => void>();
  render(<AppProviders queryClient={createTestQueryClient()}>{null}</AppProviders>);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('request client: headers and query strings', () => {
  it('sends the current language and the Bearer token from the session, unless isToken is false', async () => {
    token = 'tok-123';
    const http = client();
    await http.get('/getInfo');
    setLocale('en-US');
    await http.get('/captchaImage', { headers: { isToken: false } });

    expect(seen[0].url).toBe('/prod-api/getInfo');
    expect(seen[0].headers.authorization).toBe('Bearer tok-123');
    expect(seen[0].headers['accept-language']).toBe('zh-CN');
    expect(seen[1].headers.authorization).toBeUndefined();
    expect(seen[1].headers['accept-language']).toBe('en-US');
    // The flags steer the client and never reach the server.
    expect(seen[1].headers.istoken).toBeUndefined();
  });

  it('serialises GET params with the query-string builder: empty values skipped, nested as name[key]', async () => {
    await client().get('/system/post/list', {
      params: {
        pageNum: 1,
        postName: '',
        status: null,
        postCode: undefined,
        params: { beginTime: '2026-01-01', endTime: '' },
      },
    });
    expect(seen[0].url).toBe('/prod-api/system/post/list?pageNum=1&params%5BbeginTime%5D=2026-01-01');
  });

  it('reports the rights version the server names on an answer', async () => {
    handler = answer({ code: 200, msg: 'ok' }, 200, { 'x-perm-version': 'abc' });
    await client().get('/getInfo');
    expect(onPermVersion).toHaveBeenCalledWith('abc');
  });
});

describe('request client: duplicate submit guard', () => {
  it('rejects the same POST within 1000 ms with the spec text, shown as an error message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let now = 10_000;
    const http = client({ repeatSubmit: { now: () => now } });

    await expect(http.post('/system/post', { postName: 'A' })).resolves.toMatchObject({ code: 200 });
    now += 999;
    const error = await rejection(http.post('/system/post', { postName: 'A' }));

    expect(error.message).toBe('数据正在处理，请勿重复提交');
    expect(error.code).toBe('repeat');
    expect(await screen.findByText('数据正在处理，请勿重复提交')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[/system/post]: 数据正在处理，请勿重复提交');
    expect(seen).toHaveLength(1);

    // Another body, another url or a later time are new submissions.
    await http.post('/system/post', { postName: 'B' });
    await http.post('/system/dept', { postName: 'B' });
    now += 1000;
    await http.post('/system/dept', { postName: 'B' });
    expect(seen).toHaveLength(4);
  });

  it('guards PUT too, but not GET', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = client();
    await http.put('/system/post', { postId: 1 });
    await rejection(http.put('/system/post', { postId: 1 }));
    await http.get('/system/post/1');
    await http.get('/system/post/1');
    expect(seen.map((r) => r.method)).toEqual(['PUT', 'GET', 'GET']);
  });

  it('lets repeatSubmit: false through', async () => {
    const http = client();
    const body = { username: 'admin', password: 'admin123' };
    await http.post('/login', body, { headers: { repeatSubmit: false } });
    await http.post('/login', body, { headers: { repeatSubmit: false } });
    expect(seen).toHaveLength(2);
    expect(seen[1].headers.repeatsubmit).toBeUndefined();
  });

  it('does not compare bodies over 5 MB, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const http = client();
    const body = { content: 'x'.repeat(5 * 1024 * 1024 + 10) };
    await http.post('/common/big', body);
    await http.post('/common/big', body);

    expect(seen).toHaveLength(2);
    expect(seen[1].bodyBytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('[/common/big]');
    expect(String(warn.mock.calls[0][0])).toContain('5 MB');
  });

  it('says it in English when English is chosen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setLocale('en-US');
    const http = client();
    await http.post('/system/post', { postName: 'A' });
    const error = await rejection(http.post('/system/post', { postName: 'A' }));
    expect(error.message).toBe('data is being processed, please do not submit again');
  });
});

describe('request client: envelope codes', () => {
  it('resolves a 200 envelope to its body', async () => {
    handler = answer({ code: 200, msg: '操作成功', rows: [1, 2], total: 2 });
    await expect(client().get('/list')).resolves.toEqual({ code: 200, msg: '操作成功', rows: [1, 2], total: 2 });
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('shows a 500 as an error message with the answer msg and rejects with it', async () => {
    handler = answer({ code: 500, msg: '您是大赛报名者，不能登录后台' });
    const error = await rejection(client().post('/login', {}));

    expect(error).toMatchObject({ code: 500, message: '您是大赛报名者，不能登录后台' });
    const shown = await screen.findByText('您是大赛报名者，不能登录后台');
    expect(shown.closest('.ant-message-notice-error')).toBeTruthy();
    expect(feedback.error).toHaveBeenCalledWith('您是大赛报名者，不能登录后台');
  });

  it('shows a 601 as a warning message', async () => {
    handler = answer({ code: 601, msg: '部分数据未导入' });
    const error = await rejection(client().get('/x'));

    expect(error).toMatchObject({ code: 601, message: '部分数据未导入' });
    const shown = await screen.findByText('部分数据未导入');
    expect(shown.closest('.ant-message-notice-warning')).toBeTruthy();
  });

  it('shows other codes as an error notification titled with the table text, the msg, or the default', async () => {
    const http = client();
    handler = answer({ code: 403, msg: '没有权限，请联系管理员授权' });
    expect((await rejection(http.get('/a'))).message).toBe('当前操作没有权限');
    handler = answer({ code: 404, msg: 'nope' });
    expect((await rejection(http.get('/b'))).message).toBe('访问资源不存在');
    handler = answer({ code: 418, msg: '我是茶壶' });
    expect((await rejection(http.get('/c'))).message).toBe('我是茶壶');
    handler = answer({ code: 418 });
    expect((await rejection(http.get('/d'))).message).toBe('系统未知错误，请反馈给管理员');

    expect(feedback.notifyError.mock.calls.map((call) => call[0])).toEqual([
      '当前操作没有权限',
      '访问资源不存在',
      '我是茶壶',
      '系统未知错误，请反馈给管理员',
    ]);
    const title = await screen.findByText('我是茶壶');
    expect(title.closest('.ant-notification-notice')).toBeTruthy();
    expect(feedback.error).not.toHaveBeenCalled();
  });
});

describe('request client: 401', () => {
  const dialogTitle = () => screen.findByText('系统提示', { selector: '.ant-modal-confirm-title' });

  it('asks in one confirm dialog (title, text, buttons) and rejects with the spec text', async () => {
    handler = answer({ code: 401, msg: '请求访问：/getInfo，认证失败，无法访问系统资源' });
    const http = client();
    const [first, second] = await Promise.all([rejection(http.get('/getInfo')), rejection(http.get('/getRouters'))]);

    expect(first).toMatchObject({ code: 401, message: '无效的会话，或者会话已过期，请重新登录。' });
    expect(second.message).toBe('无效的会话，或者会话已过期，请重新登录。');
    expect(await dialogTitle()).toBeTruthy();
    expect(screen.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    expect(feedback.confirm).toHaveBeenCalledTimes(1);
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('stays on cancel (a later 401 asks again), and logs out on confirm', async () => {
    handler = answer({ code: 401, msg: 'x' });
    const http = client();
    await rejection(http.get('/a'));
    await dialogTitle();
    act(() => screen.getByRole('button', { name: '取消' }).click());
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(1));
    expect(onRelogin).not.toHaveBeenCalled();

    await rejection(http.get('/b'));
    expect(feedback.confirm).toHaveBeenCalledTimes(2);
    // The cancelled dialog may still be leaving: press the newest dialog's button.
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(2));
    const newest = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm .ant-btn-primary')].at(-1);
    expect(newest?.textContent).toBe('重新登录');
    act(() => newest?.click());
    await waitFor(() => expect(onRelogin).toHaveBeenCalledTimes(1));
  });

  it('speaks English when English is chosen', async () => {
    setLocale('en-US');
    handler = answer({ code: 401, msg: 'x' });
    const error = await rejection(client().get('/a'));
    expect(error.message).toBe('invalid session, or session expired, please log in again');
    expect(await screen.findByText('system prompt', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(screen.getByText('login status expired, you may stay on this page or log in again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'log in again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'cancel' })).toBeTruthy();
  });
});

describe('request client: network failures', () => {
  it('maps a broken connection to the spec text, shown for 5000 ms', async () => {
    handler = (request) => request.socket.destroy();
    const error = await rejection(client().get('/a'));

    expect(error).toMatchObject({ code: 'network', message: '后端接口连接异常' });
    expect(feedback.error).toHaveBeenCalledWith('后端接口连接异常', 5000);
    expect(await screen.findByText('后端接口连接异常')).toBeTruthy();
  });

  it('maps a timeout to the spec text; the timeout is the client option', async () => {
    handler = (_request, response) => setTimeout(() => answer({ code: 200 })(_request, response), 400);
    const error = await rejection(client({ timeout: 100 }).get('/slow'));

    expect(error).toMatchObject({ code: 'timeout', message: '系统接口请求超时' });
    expect(feedback.error).toHaveBeenCalledWith('系统接口请求超时', 5000);
  });

  it('maps an HTTP error status to the spec text with its 3 digits', async () => {
    handler = answer('Bad Gateway', 502);
    const error = await rejection(client().get('/a'));

    expect(error).toMatchObject({ code: 'status', message: '系统接口502异常' });
    expect(feedback.error).toHaveBeenCalledWith('系统接口502异常', 5000);
  });

  it('says each of them in English when English is chosen', async () => {
    setLocale('en-US');
    handler = (request) => request.socket.destroy();
    expect((await rejection(client().get('/a'))).message).toBe('backend interface connection abnormal');
    handler = (_request, response) => setTimeout(() => answer({ code: 200 })(_request, response), 400);
    expect((await rejection(client({ timeout: 100 }).get('/b'))).message).toBe('system interface request timeout');
    handler = answer('Service Unavailable', 503);
    expect((await rejection(client().get('/c'))).message).toBe('system interface 503 abnormal');
  });
});

describe('request client: blobs', () => {
  it('passes a blob answer through untouched, whatever it contains', async () => {
    const bytes = JSON.stringify({ code: 500, msg: 'looks like an envelope' });
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(bytes);
    };
    const blob = await client().get<Blob>('/common/download', { responseType: 'blob' });

    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe(bytes);
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.notifyError).not.toHaveBeenCalled();
  });
});

describe('request client: defaults', () => {
  it('uses the spec timeouts unless told otherwise: 300000 ms, 20000 ms for the captcha', () => {
    const http = client();
    expect(http.instance.defaults.timeout).toBe(300_000);
    expect(http.captchaTimeout).toBe(20_000);
    const plain = createHttpClient({ getToken: () => undefined, getLocale, translate: t, feedback, onRelogin });
    expect(plain.instance.defaults.baseURL).toBe('/prod-api');
  });
});
