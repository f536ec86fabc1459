import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signedImageLinks, storedImageLinks } from './notice-images';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

let t: TestApp;
let admin: string;
let expert: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  expert = await loginAs(t.app, 'expert');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const upload = async (filename: string, content: Buffer) => {
  const body = multipartBody([{ field: 'file', filename, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/common/upload',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
  return res.json();
};
const escaped = (url: string) => url.replaceAll('&', '&amp;');
const storedContent = async (title: string) => {
  const [row] = await rows<{ notice_id: number; notice_content: string }>(
    t.database,
    sql`select notice_id::int as notice_id, notice_content from sys_notice where notice_title = ${title}`,
  );
  return row;
};
const srcOf = (html: string) => (/src="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');

describe('notice images', () => {
  it('stores an inserted signed image link as the resource path and signs it afresh for every reader', async () => {
    const image = await upload('海报.png', PNG);
    expect(image.code).toBe(200);
    const add = await api('POST', '/system/notice', {
      noticeTitle: '带图通知',
      noticeType: '1',
      status: '0',
      noticeContent: `<p>看图</p><p><img src="${image.url}"></p>`,
    });
    expect(add.json().code).toBe(200);

    const row = await storedContent('带图通知');
    expect(row.notice_content).toBe(`<p>看图</p><p><img src="${image.fileName}" /></p>`);

    // A reader without any notice permission: the view answers a working signed link.
    const viewed = (await api('GET', `/system/notice/view/${row.notice_id}`, undefined, expert)).json().data;
    const viewSrc = srcOf(viewed.noticeContent);
    expect(viewSrc).toMatch(/^\/prod-api\/common\/file\/signed\?key=upload%2F.+&expires=\d+&sig=[\w-]+$/);
    const served = await t.app.inject({ method: 'GET', url: viewSrc });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // The editor gets signed links too, and saving them again keeps the stable path.
    const detail = (await api('GET', `/system/notice/${row.notice_id}`)).json().data;
    expect(srcOf(detail.noticeContent)).toMatch(/^\/prod-api\/common\/file\/signed\?/);
    await api('PUT', '/system/notice', { ...detail, noticeContent: detail.noticeContent });
    expect((await storedContent('带图通知')).notice_content).toBe(`<p>看图</p><p><img src="${image.fileName}" /></p>`);
  });

  it('signs only raster images of the upload area, and leaves other links as they are', async () => {
    const pdf = await upload('规则.pdf', PDF);
    const sign = (key: string) => `/prod-api/common/file/signed?key=${encodeURIComponent(key)}&expires=1&sig=s`;
    const html = [
      `<img src="${pdf.fileName}" />`,
      '<img src="/profile/avatar/2026/01/01/a.png" />',
      '<img src="/profile/upload/../secret.png" />',
      '<img src="/profile/upload/2026/01/01/a.png" />',
      '<img src="https://example.org/a.png" />',
    ].join('');
    expect(signedImageLinks(html, sign)).toBe(
      [
        `<img src="${pdf.fileName}" />`,
        '<img src="/profile/avatar/2026/01/01/a.png" />',
        '<img src="/profile/upload/../secret.png" />',
        `<img src="${escaped(sign('upload/2026/01/01/a.png'))}" />`,
        '<img src="https://example.org/a.png" />',
      ].join(''),
    );
    // Signed links of other areas or kinds stay links (they expire); text that looks like one stays text.
    const other = '<img src="/prod-api/common/file/signed?key=download%2Fx.png&amp;expires=1&amp;sig=s" />';
    const text = '<p>src="/prod-api/common/file/signed?key=upload%2Fa.png"</p>';
    expect(storedImageLinks(other + text)).toBe(other + text);
  });

  it('refuses SVG uploads: an SVG reaches notices only rasterised by the editor', async () => {
    const refused = await upload('logo.svg', SVG);
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('文件格式不正确');
  });
});
