import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const asset = join(t.config.webDist, 'assets', 'index-abc123.js');
  writeFileSync(`${asset}.br`, brotliCompressSync('console.log("app");'));
  writeFileSync(`${asset}.gz`, gzipSync('console.log("app");'));
});
afterAll(() => t.close());

describe('the built web app under /competition-bak/', () => {
  it('redirects / and the bare base to the app', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/competition-bak/');
    const bare = await t.app.inject({ url: '/competition-bak' });
    expect(bare.headers.location).toBe('/competition-bak/');
  });

  it('returns index.html for deep links so the client router takes over', async () => {
    for (const url of ['/competition-bak/', '/competition-bak/index', '/competition-bak/system/user?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('gives every path with a dot that names no file the app, so its own 404 page shows', async () => {
    for (const url of [
      '/competition-bak/foo.bar',
      '/competition-bak/monitor/job-log/index/1.5',
      '/competition-bak/system/user/x.js',
      '/competition-bak/missing.png',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('serves a file that exists outside assets/ as itself', async () => {
    writeFileSync(join(t.config.webDist, 'robots.txt'), 'User-agent: *');
    const res = await t.app.inject({ url: '/competition-bak/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('User-agent: *');
  });

  it('answers 404 for a missing asset instead of the app', async () => {
    const res = await t.app.inject({ url: '/competition-bak/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves the precompressed file the client accepts, with a long cache for hashed assets', async () => {
    const br = await t.app.inject({
      url: '/competition-bak/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({
      url: '/competition-bak/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/competition-bak/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('refuses path traversal', async () => {
    const res = await t.app.inject({ url: '/competition-bak/assets/../../app-secret.txt' });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('test-secret');
  });
});
