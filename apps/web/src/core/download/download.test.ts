import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, offContract, startFakeApi } from '../../test/fake-api';
import { setFeedback } from '../feedback/feedback';
import { setLocale } from '../i18n';
import { download } from './download';

const api = startFakeApi();

function fakeFeedback() {
  const message = { loading: vi.fn(), destroy: vi.fn(), error: vi.fn(), warning: vi.fn() };
  setFeedback({ message } as unknown as Parameters<typeof setFeedback>[0]);
  return message;
}

afterEach(() => setFeedback(undefined));

describe('generic download (spec section 7)', () => {
  it('posts the params form-encoded, shows the loading text and saves the file under the given name', async () => {
    const message = fakeFeedback();
    api.routes.set('POST /system/post/export', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      response.end(Buffer.from('PK\u0003\u0004rest'));
    });
    const save = vi.fn();
    const saved = await download(
      { method: 'POST', path: '/system/post/export' },
      { status: '0', postName: '', params: { beginTime: '2026-01-01', endTime: '2026-01-31' } },
      'post_1.xlsx',
      { save },
    );
    expect(saved).toBe(true);
    const [request] = api.calls('POST', '/system/post/export');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('status=0&params%5BbeginTime%5D=2026-01-01&params%5BendTime%5D=2026-01-31');
    expect(message.loading).toHaveBeenCalledWith(expect.objectContaining({ content: '正在下载数据，请稍候' }));
    expect(message.destroy).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'post_1.xlsx');
    expect(await (save.mock.calls[0][0] as Blob).text()).toBe('PK\u0003\u0004rest');
  });

  it('shows the message of a JSON answer instead of a file, mapped by code', async () => {
    const message = fakeFeedback();
    const save = vi.fn();
    api.routes.set('POST /x/export', offContract(json({ code: 500, msg: '导出失败：没有数据' })));
    expect(await download({ method: 'POST', path: '/x/export' }, {}, 'x.xlsx', { save })).toBe(false);
    expect(message.error).toHaveBeenCalledWith('导出失败：没有数据');

    api.routes.set('POST /x/export', offContract(json({ code: 403, msg: 'forbidden' })));
    await download({ method: 'POST', path: '/x/export' }, { a: 1 }, 'x.xlsx', { save });
    expect(message.error).toHaveBeenLastCalledWith('当前操作没有权限');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the generic failure text when the file cannot be saved', async () => {
    setLocale('en-US');
    const message = fakeFeedback();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes.set(
      'POST /x/export',
      offContract((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end('bytes');
      }),
    );
    const saved = await download({ method: 'POST', path: '/x/export' }, {}, 'x.xlsx', {
      save: () => {
        throw new Error('disk full');
      },
    });
    expect(saved).toBe(false);
    expect(message.loading).toHaveBeenCalledWith(expect.objectContaining({ content: 'downloading data, please wait' }));
    expect(message.error).toHaveBeenCalledWith('error downloading file, please contact the administrator');
    vi.mocked(console.error).mockRestore();
  });
});
