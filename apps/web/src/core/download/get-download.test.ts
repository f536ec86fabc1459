import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, offContract, startFakeApi } from '../../test/fake-api';
import { removeToken, setToken } from '../auth/token';
import { setFeedback } from '../feedback/feedback';
import { setLocale } from '../i18n';
import { downloadByName, downloadResource, downloadZip } from './get-download';

const api = startFakeApi();

function fakeFeedback() {
  const message = { loading: vi.fn(), destroy: vi.fn(), error: vi.fn(), warning: vi.fn() };
  setFeedback({ message } as unknown as Parameters<typeof setFeedback>[0]);
  return message;
}

/** Any answer of a download path, the generic helper's concern (the paths are made up). */
function file(body: string, type: string, headers: Record<string, string> = {}) {
  return offContract((_request, response) => {
    response.writeHead(200, { 'content-type': type, ...headers });
    response.end(body);
  });
}

const query = (method: string, path: string) => new URLSearchParams(api.calls(method, path)[0].url.split('?')[1]);

beforeEach(() => {
  setLocale('zh-CN');
  setToken('test-token');
});
afterEach(() => {
  removeToken();
  setFeedback(undefined);
  vi.restoreAllMocks();
});

describe('resource download by path (spec section 7)', () => {
  it('GETs /common/download/resource with the path and saves under the download-filename header', async () => {
    const message = fakeFeedback();
    api.routes.set(
      'GET /common/download/resource',
      file('%PDF-1.7', 'application/octet-stream', { 'download-filename': encodeURIComponent('报名表 v2.pdf') }),
    );
    const save = vi.fn();
    const path = '/profile/upload/2026/11/23/报名表 v2_20261123.pdf';
    expect(await downloadResource(path, { save })).toBe(true);
    const [request] = api.calls('GET', '/common/download/resource');
    expect(query('GET', '/common/download/resource').get('resource')).toBe(path);
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(save).toHaveBeenCalledWith(expect.any(Blob), '报名表 v2.pdf');
    expect(await (save.mock.calls[0][0] as Blob).text()).toBe('%PDF-1.7');
    expect(message.loading).toHaveBeenCalledWith(expect.objectContaining({ content: '正在下载数据，请稍候' }));
    expect(message.destroy).toHaveBeenCalled();
  });

  it("falls back to the path's last segment when the server names no file", async () => {
    fakeFeedback();
    api.routes.set('GET /common/download/resource', file('x', 'application/octet-stream'));
    const save = vi.fn();
    await downloadResource('/profile/upload/a/b.txt', { save });
    expect(save.mock.calls[0][1]).toBe('b.txt');
  });

  it('shows the mapped message, else the msg, of a JSON answer and saves nothing', async () => {
    const message = fakeFeedback();
    const save = vi.fn();
    api.routes.set('GET /common/download/resource', json({ code: 500, msg: '文件不存在或已被删除' }));
    expect(await downloadResource('/profile/upload/gone.txt', { save })).toBe(false);
    expect(message.error).toHaveBeenLastCalledWith('文件不存在或已被删除');

    api.routes.set('GET /common/download/resource', json({ code: 404, msg: 'not found' }));
    await downloadResource('/profile/upload/gone.txt', { save });
    expect(message.error).toHaveBeenLastCalledWith('访问资源不存在');

    api.routes.set('GET /common/download/resource', json({ code: 500, msg: '' }));
    await downloadResource('/profile/upload/gone.txt', { save });
    expect(message.error).toHaveBeenLastCalledWith('系统未知错误，请反馈给管理员');
    expect(save).not.toHaveBeenCalled();
  });
});

describe('download of a generated file by name', () => {
  it('GETs /common/download with fileName and delete, saving under the header name', async () => {
    fakeFeedback();
    api.routes.set(
      'GET /common/download',
      file('PK', 'application/octet-stream', { 'download-filename': encodeURIComponent('用户数据.xlsx') }),
    );
    const save = vi.fn();
    expect(await downloadByName('1700000000_用户数据.xlsx', false, { save })).toBe(true);
    const params = query('GET', '/common/download');
    expect(params.get('fileName')).toBe('1700000000_用户数据.xlsx');
    expect(params.get('delete')).toBe('false');
    expect(save.mock.calls[0][1]).toBe('用户数据.xlsx');
  });
});

describe('zip download (spec section 7)', () => {
  it('GETs the given path as a blob and saves it as a zip under the given name', async () => {
    const message = fakeFeedback();
    api.routes.set('GET /tool/gen/batchGenCode', file('PK\u0003\u0004zip', 'application/octet-stream'));
    const save = vi.fn();
    expect(await downloadZip({ method: 'GET', path: '/tool/gen/batchGenCode?tables=a,b' }, 'ruoyi.zip', { save })).toBe(
      true,
    );
    expect(api.calls('GET', '/tool/gen/batchGenCode')[0].url).toBe('/tool/gen/batchGenCode?tables=a,b');
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('ruoyi.zip');
    expect(blob.type).toBe('application/zip');
    expect(await blob.text()).toBe('PK\u0003\u0004zip');
    expect(message.loading).toHaveBeenCalledWith(expect.objectContaining({ content: '正在下载数据，请稍候' }));
    expect(message.destroy).toHaveBeenCalled();
  });

  it('shows 下载文件出现错误，请联系管理员！ when the file cannot be saved or the refusal cannot be read', async () => {
    const message = fakeFeedback();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes.set('GET /tool/gen/download/t', file('PK', 'application/octet-stream'));
    const failing = () => {
      throw new Error('disk full');
    };
    expect(await downloadZip({ method: 'GET', path: '/tool/gen/download/t' }, 't.zip', { save: failing })).toBe(false);
    expect(message.error).toHaveBeenLastCalledWith('下载文件出现错误，请联系管理员！');

    api.routes.set('GET /tool/gen/download/t', file('{not json', 'application/json'));
    const save = vi.fn();
    expect(await downloadZip({ method: 'GET', path: '/tool/gen/download/t' }, 't.zip', { save })).toBe(false);
    expect(message.error).toHaveBeenLastCalledWith('下载文件出现错误，请联系管理员！');
    expect(save).not.toHaveBeenCalled();
    expect(message.destroy).toHaveBeenCalledTimes(2);
  });

  it('says it in English too', async () => {
    setLocale('en-US');
    const message = fakeFeedback();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes.set('GET /x.zip', file('{', 'application/json'));
    await downloadZip({ method: 'GET', path: '/x.zip' }, 'x.zip', { save: vi.fn() });
    expect(message.error).toHaveBeenLastCalledWith('error downloading file, please contact the administrator');
  });

  it('leaves a network failure to the request client: one message, not two', async () => {
    const message = fakeFeedback();
    // No route: the fake server answers HTTP 404.
    expect(await downloadZip({ method: 'GET', path: '/missing.zip' }, 'x.zip', { save: vi.fn() })).toBe(false);
    expect(message.error).toHaveBeenCalledTimes(1);
    expect(message.error.mock.calls[0][0]).toEqual(expect.objectContaining({ content: '系统接口404异常' }));
  });
});
