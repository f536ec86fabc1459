import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from './auth-helpers';
import { demoEdition } from './demo-edition';
import { multipartBody } from './multipart';
import { createTestApp, type TestApp } from './test-app';

// The request pipeline's refusals (issue 26 items 8, 10, 11, 12 and 17): each answers the
// envelope naming the problem, never an HTTP 5xx, 414 or a dropped connection.

/** A real zip archive holding one text file: a zip, but not a workbook. */
function plainZip(): Buffer {
  const name = Buffer.from('readme.txt');
  const data = Buffer.from('not a workbook');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

let t: TestApp;
let admin: Record<string, string>;
let competitionId = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  competitionId = (await demoEdition(t.database)).competitionId;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });

function expectRefused(res: { statusCode: number; json(): unknown }, field: string | RegExp) {
  expect(res.statusCode).toBe(200);
  const body = res.json() as { code: number; msg: string };
  expect(body.code).toBe(500);
  expect(body.msg).toMatch(field);
}

describe('NUL bytes', () => {
  it('are refused naming the field on the anonymous login, a public list and a filter', async () => {
    expectRefused(await call('POST', '/login', { username: 'ad\u0000min', password: 'admin123' }, {}), /username/);
    expectRefused(await call('GET', '/portal/notice/list?title=%00', undefined, {}), /title/);
    expectRefused(await call('GET', '/system/user/list?userName=a%00'), /userName/);
    expectRefused(await call('GET', '/system/user/list?params%5BbeginTime%5D=%00'), /params\[beginTime\]/);
  });

  it('are refused in nested body values and in keys, answering in the request language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/prod-api/system/user/profile',
      headers: { ...admin, 'accept-language': 'en-US' },
      payload: { nickName: 'ok', extra: { deep: ['x\u0000'] } },
    });
    expect(res.json()).toEqual({ code: 500, msg: 'invalid extra[deep][0]: cannot contain a NUL character' });
    const key = await call('PUT', '/system/user/profile', { 'nick\u0000Name': 'x' });
    expectRefused(key, /nick\\0Name/);
  });

  it('answers an export with the envelope instead of dropping the connection after the headers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/user/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=a%00b',
    });
    expectRefused(res, /userName/);
  });
});

describe('values the database cannot take', () => {
  it('refuses holiday days that are not days, in the path and the query', async () => {
    expectRefused(await call('GET', '/comp/holiday/abc'), /holidayDate/);
    expectRefused(await call('GET', '/comp/holiday/2026-02-30'), /holidayDate/);
    expectRefused(await call('GET', '/comp/holiday/workdays?from=abc&days=5'), /from/);
  });

  it('refuses a body date-time that names no moment of the calendar', async () => {
    const notice = { competitionId: 1, noticeKind: 'application', title: 'x', body: '<p>x</p>' };
    expectRefused(await call('POST', '/comp/notice', { ...notice, publishAt: '2026-02-30 25:61:61' }), /publishAt/);
    expectRefused(await call('POST', '/comp/notice', { ...notice, publishAt: '2026-02-30 10:00:00' }), /publishAt/);
  });

  it('refuses ids beyond what the database holds in id lists', async () => {
    expectRefused(await call('DELETE', '/system/notice/99999999999999999999'), /noticeIds/);
    expectRefused(await call('DELETE', '/system/post/1,99999999999999999999'), /postIds/);
  });
});

describe('imports and uploads', () => {
  const send = (url: string, files: Array<{ field: string; filename: string; content: Buffer }>) => {
    const body = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: `/prod-api${url}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
  };

  it.each([
    '/system/user/importData',
    '/system/post/importData',
    '/comp/organisation/importData',
    '/comp/application/importData?competitionId=',
  ])('refuses a zip that is not a workbook on %s', async (path) => {
    const url = path.endsWith('=') ? `${path}${competitionId}` : path;
    expectRefused(await send(url, [{ field: 'file', filename: 'data.xlsx', content: plainZip() }]), /file/);
    const damaged = Buffer.concat([plainZip().subarray(0, 40), Buffer.alloc(64, 7)]);
    expectRefused(await send(url, [{ field: 'file', filename: 'data.xlsx', content: damaged }]), /file/);
  });

  it.each([
    ['/common/upload', 'file'],
    ['/common/uploads', 'files'],
    ['/system/user/profile/avatar', 'avatarfile'],
  ])('refuses a file with an empty name on %s', async (url, field) => {
    const res = await send(url, [{ field, filename: '', content: PDF }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: '请选择要上传的文件' });
  });

  it('reports the file count, not the size, for 11 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ field: 'files', filename: `f${i}.pdf`, content: PDF }));
    const res = await send('/common/uploads', files);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: '上传文件数量不能超过 10 个!' });
    // All or nothing: the ten files read before the eleventh are not kept.
    const kept = await rows(
      t.database,
      sql`select file_key from sys_file where file_key ~ '/f[0-9]+_[0-9a-f]{16}[.]pdf$'`,
    );
    expect(kept).toEqual([]);
    const root = join(t.dataDir, 'files');
    const onDisk = existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
    expect(onDisk.filter((name) => /(^|\/)f\d+_[0-9a-f]{16}\.pdf$/.test(name))).toEqual([]);
  });

  it('reads multipart bodies only on upload routes', async () => {
    const body = multipartBody([{ field: 'file', filename: 'a.pdf', content: PDF }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/prod-api/system/user/profile',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expectRefused(res, /multipart/);
  });
});

describe('long id lists in the path', () => {
  it('deletes about 20 ids in one call', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 900_000 + i).join(',');
    expect(ids.length).toBeGreaterThan(100);
    const res = await call('DELETE', `/system/notice/${ids}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
  });

  it('force-logs-out three sessions in one call', async () => {
    for (let i = 0; i < 3; i += 1) await loginAs(t.app, 'expert');
    const experts = async () =>
      ((await call('GET', '/monitor/online/list?userName=expert')).json() as { rows: Array<{ tokenId: string }> }).rows;
    const ids = (await experts()).map((row) => row.tokenId).join(',');
    expect(ids.length).toBeGreaterThan(100);
    const res = await call('DELETE', `/monitor/online/${ids}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
    expect(await experts()).toEqual([]);
  });

  it('answers a path parameter over the router limit, and a malformed URL, with the envelope', async () => {
    const long = await call('DELETE', `/system/notice/${'1,'.repeat(5000)}1`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toMatchObject({ code: 500 });
    const bad = await t.app.inject({ method: 'GET', url: '/prod-api/system/notice/%E0%A4%A', headers: admin });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ code: 500 });
  });
});

describe('bodies and tokens', () => {
  it('refuses a request without a token before reading its body', async () => {
    let read = false;
    const stream = new (await import('node:stream')).Readable({
      read() {
        read = true;
        this.push(null);
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/notice',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      payload: stream,
    });
    expect(res.json().code).toBe(401);
    expect(read).toBe(false);
  });

  it('answers over-limit bodies with the route limit: 1 MB by default, 4 MB for rich text', async () => {
    const big = 'x'.repeat(1_200_000);
    const plain = await call('POST', '/system/post', { postCode: 'x', postName: 'x', postSort: 1, remark: big });
    expect(plain.json()).toEqual({ code: 500, msg: '请求内容过大，不能超过 1 MB' });
    const rich = await call('POST', '/system/notice', { noticeTitle: 'x', noticeType: '1', noticeContent: big });
    expect(rich.json().msg).not.toMatch(/请求内容过大/);
    const huge = await call('POST', '/system/notice', {
      noticeTitle: 'x',
      noticeType: '1',
      noticeContent: 'x'.repeat(4_300_000),
    });
    expect(huge.json()).toEqual({ code: 500, msg: '请求内容过大，不能超过 4 MB' });
  });
});

describe('static web paths', () => {
  it('answers 404 for a backslash traversal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/competition-bak/..%5c..%5cpackage.json' });
    expect(res.statusCode).toBe(404);
  });
});
