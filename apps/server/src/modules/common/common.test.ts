import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', UPLOAD_LIMIT_MB: '1' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const upload = (filename: string, content: Buffer, field = 'file', url = '/prod-api/common/upload') => {
  const body = multipartBody([{ field, filename, content }]);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(admin), ...body.headers }, payload: body.payload });
};
const get = (url: string, token: string | undefined = admin) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('uploads', () => {
  it('stores an allowed file under a generated name and answers a signed link that serves it', async () => {
    const answer = (await upload('报名表 final.pdf', PDF)).json();
    expect(answer).toMatchObject({ code: 200, originalFilename: '报名表 final.pdf' });
    expect(answer.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/报名表_final_[0-9a-f]{16}\.pdf$/);
    expect(answer.fileName.endsWith(`/${answer.newFileName}`)).toBe(true);
    expect(answer.url).toMatch(/^\/prod-api\/common\/file\/signed\?key=upload%2F.+&expires=\d+&sig=[\w-]+$/);

    // No Bearer header: the signature is the key.
    const served = await get(answer.url, undefined);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows raster images in place, and answers several files at once', async () => {
    const body = multipartBody([
      { field: 'files', filename: 'a.png', content: PNG },
      { field: 'files', filename: 'b.pdf', content: PDF },
    ]);
    const answer = (
      await t.app.inject({
        method: 'POST',
        url: '/prod-api/common/uploads',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      })
    ).json();
    expect(answer.code).toBe(200);
    expect(answer.originalFilenames).toBe('a.png,b.pdf');
    const [image] = answer.urls.split(',');
    const served = await get(image, undefined);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('refuses a PNG renamed .pdf, a disallowed type, an oversize file and an overlong name', async () => {
    const renamed = (await upload('photo.pdf', PNG)).json();
    expect(renamed).toMatchObject({ code: 500, msg: '文件内容与扩展名 pdf 不符' });
    for (const name of ['page.html', 'logo.svg', 'run.sh', 'noextension']) {
      const refused = (await upload(name, Buffer.from('<svg onload="alert(1)"/>'))).json();
      expect(refused.code).toBe(500);
      expect(refused.msg).toMatch(/^文件格式不正确, 请上传.*png.*格式文件!$/);
    }
    const big = (await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1)]))).json();
    expect(big.code).toBe(500);
    expect(big.msg).toBe('上传文件大小不能超过 1 MB!');
    const long = (await upload(`${'x'.repeat(101)}.pdf`, PDF)).json();
    expect(long).toMatchObject({ code: 500, msg: '文件名长度不能超过 100 个字符' });
    const none = await t.app.inject({ method: 'POST', url: '/prod-api/common/upload', headers: bearer(admin) });
    expect(none.json()).toMatchObject({ code: 500, msg: '请选择要上传的文件' });
  });

  it('needs a login', async () => {
    const body = multipartBody([{ field: 'file', filename: 'a.pdf', content: PDF }]);
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/common/upload', ...body });
    expect(res.json().code).toBe(401);
  });
});

describe('signed links', () => {
  it('expire, and refuse a tampered key, expiry or signature', async () => {
    const { url } = (await upload('a.pdf', PDF)).json();
    expect((await get(url, undefined)).statusCode).toBe(200);
    const parsed = new URL(url, 'http://x');
    const key = parsed.searchParams.get('key') ?? '';
    const expires = Number(parsed.searchParams.get('expires'));
    const sig = parsed.searchParams.get('sig') ?? '';
    const otherKey = new URL((await upload('b.pdf', PDF)).json().url, 'http://x').searchParams.get('key') ?? '';
    const link = (k: string, e: number, s: string) =>
      `${parsed.pathname}?${new URLSearchParams({ key: k, expires: String(e), sig: s })}`;
    expect((await get(link(key, expires, sig), undefined)).statusCode).toBe(200);
    const tampered = [
      link(otherKey, expires, sig),
      link(key, expires + 3600, sig),
      link(key, expires, `${sig.slice(0, -2)}AA`),
    ];
    for (const bad of tampered) {
      const res = await get(bad, undefined);
      expect(res.json()).toMatchObject({ code: 500, msg: '文件链接无效或已过期，请刷新页面' });
    }
    const escaped = await get(
      link(`${key.slice(0, key.lastIndexOf('/'))}/../../../outside.txt`, expires, sig),
      undefined,
    );
    expect(escaped.json()).toMatchObject({ code: 500, msg: '参数 key 不是允许的文件名' });
    t.clock.advance(5 * 60_000 + 1000);
    expect((await get(url, undefined)).json()).toMatchObject({ code: 500, msg: '文件链接无效或已过期，请刷新页面' });
    // A logged-in page asks for a fresh one.
    const resource = (await upload('c.pdf', PDF)).json().fileName;
    const fresh = (await get(`/prod-api/common/file/sign?fileName=${encodeURIComponent(resource)}`)).json();
    expect((await get(fresh.data, undefined)).statusCode).toBe(200);
  });
});

describe('downloads', () => {
  it('download a file of the download area by name, deleting it when asked', async () => {
    const dir = join(t.dataDir, 'files', 'download');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '1700000000_用户数据.txt'), 'hello');
    const url = `/prod-api/common/download?fileName=${encodeURIComponent('1700000000_用户数据.txt')}`;
    const res = await get(`${url}&delete=true`);
    expect(res.body).toBe('hello');
    expect(res.headers['download-filename']).toBe(encodeURIComponent('用户数据.txt'));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('用户数据.txt')}`,
    );
    // Removed once the answer has gone out.
    await expect
      .poll(async () => (await get(url)).json(), { timeout: 5000 })
      .toMatchObject({ code: 500, msg: '文件不存在或已被删除' });
    writeFileSync(join(dir, '1700000001_kept.txt'), 'kept');
    expect((await get('/prod-api/common/download?fileName=1700000001_kept.txt')).body).toBe('kept');
    expect((await get('/prod-api/common/download?fileName=1700000001_kept.txt')).body).toBe('kept');
  });

  it('serve HTML and SVG that reached the storage only as attachments', async () => {
    const dir = join(t.dataDir, 'files', 'upload', 'x');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'page.html'), '<script>alert(1)</script>');
    writeFileSync(join(dir, 'logo.svg'), '<svg onload="alert(1)"/>');
    for (const name of ['page.html', 'logo.svg']) {
      const res = await get(`/prod-api/common/download/resource?resource=/profile/upload/x/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      const signed = (await get(`/prod-api/common/file/sign?fileName=/profile/upload/x/${name}`)).json().data;
      const served = await get(signed, undefined);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('never leave the storage root: absolute paths, .., encoded forms, backslashes and symlinks', async () => {
    writeFileSync(join(t.dataDir, 'outside.txt'), 'secret');
    const uploadDir = join(t.dataDir, 'files', 'upload', 'y');
    mkdirSync(uploadDir, { recursive: true });
    symlinkSync(join(t.dataDir, 'outside.txt'), join(uploadDir, 'link.txt'));
    const attempts = [
      '/prod-api/common/download?fileName=../outside.txt',
      `/prod-api/common/download?fileName=${encodeURIComponent('/etc/passwd')}`,
      '/prod-api/common/download?fileName=%2e%2e%2f%2e%2e%2foutside.txt',
      '/prod-api/common/download?fileName=%252e%252e%252foutside.txt',
      `/prod-api/common/download?fileName=${encodeURIComponent('..\\..\\outside.txt')}`,
      '/prod-api/common/download/resource?resource=/profile/../outside.txt',
      '/prod-api/common/download/resource?resource=/profile/upload/%2e%2e/%2e%2e/outside.txt',
      '/prod-api/common/download/resource?resource=/etc/passwd',
      '/prod-api/common/download/resource?resource=/profile/upload/y/link.txt',
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().code, url).toBe(500);
      expect(res.body).not.toContain('secret');
    }
  });
});
