import { describe, expect, it } from 'vitest';
import { json, startFakeApi } from '../../test/fake-api';
import { reportLines, sendImport } from './import-api';

const api = startFakeApi();

describe('import report', () => {
  it('splits the server report into plain lines, unescaping its texts', () => {
    expect(
      reportLines(
        '很抱歉，导入失败！共 2 条数据格式不正确，错误如下：<br/>1、第 3 行导入失败：&lt;b&gt; &amp; &#39;x&#39;<br>2、第 4 行',
      ),
    ).toEqual(['很抱歉，导入失败！共 2 条数据格式不正确，错误如下：', "1、第 3 行导入失败：<b> & 'x'", '2、第 4 行']);
  });

  it('sends the file as multipart with updateSupport and reads a refusal as a report, not an error', async () => {
    api.routes.set('POST /system/post/importData', json({ code: 500, msg: '导入失败<br/>1、第 2 行导入失败：x' }));
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'posts.xlsx');
    const report = await sendImport({ method: 'POST', path: '/system/post/importData' }, file, true);
    expect(report).toEqual({ ok: false, lines: ['导入失败', '1、第 2 行导入失败：x'] });
    const [request] = api.calls('POST', '/system/post/importData');
    expect(request.url).toBe('/system/post/importData?updateSupport=true');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('filename="posts.xlsx"');

    api.routes.set('POST /system/post/importData', json({ code: 200, msg: '恭喜您，数据已全部导入成功！共 3 条' }));
    const another = new File([new Uint8Array([0x50, 0x4b, 3, 4, 5])], 'more-posts.xlsx');
    expect(await sendImport({ method: 'POST', path: '/system/post/importData' }, another, false)).toEqual({
      ok: true,
      lines: ['恭喜您，数据已全部导入成功！共 3 条'],
    });
  });
});
