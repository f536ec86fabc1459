import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  token = await loginAs(t.app, 'organiser');
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>, url: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, url).toContain("default-src 'self'");
  expect(csp, url).toContain("script-src 'self';");
  expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp, url).toContain("img-src 'self' data: blob:");
  expect(csp, url).toContain('frame-src');
  expect(csp, url).toMatch(/frame-src [^;]*http: https:/);
  expect(csp, url).toContain("frame-ancestors 'self'");
  expect(csp, url).not.toContain('unsafe-eval');
  expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('come with every API answer, which is never stored', async () => {
    const requests = [
      { url: '/prod-api/health' },
      { url: '/prod-api/getInfo', headers: bearer(token) },
      { url: '/prod-api/getInfo' },
      { url: '/prod-api/no/such/route' },
      { method: 'POST' as const, url: '/prod-api/login', payload: { username: 'x' } },
    ];
    for (const request of requests) {
      const res = await t.app.inject(request);
      expectSecurityHeaders(res.headers, request.url);
      expect(res.headers['cache-control'], request.url).toBe('no-store');
    }
  });

  it('come with the web app too, whose files keep their own caching', async () => {
    const page = await t.app.inject({ url: '/competition-bak/system/user' });
    expectSecurityHeaders(page.headers, 'index.html');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject({ url: '/competition-bak/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers, 'asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const redirect = await t.app.inject({ url: '/' });
    expectSecurityHeaders(redirect.headers, '/');
    expect(redirect.headers['cache-control']).toBeUndefined();
  });
});
