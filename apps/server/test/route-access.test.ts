import { catalogPermissions, describeAccess, permissionsNamedBy } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every route of the app', () => {
  it('declares an access mode, and every permission it names exists in the menu catalogue', () => {
    const known = new Set(catalogPermissions());
    expect(t.app.routeAccess.length).toBeGreaterThan(0);
    const unknown = t.app.routeAccess
      .filter((route) => permissionsNamedBy(route.access).some((permission) => !known.has(permission)))
      .map((route) => `${route.method} ${route.url} -> ${describeAccess(route.access)}`);
    expect(unknown).toEqual([]);
  });

  it('keeps the API under /prod-api and the web app under /competition-bak', () => {
    // The one exception: the verification page that certificates print (docs/certificates.md).
    const verifyPage = '/competition/verify/:code';
    const stray = t.app.routeAccess.filter(
      (route) =>
        !route.url.startsWith('/prod-api/') &&
        !route.url.startsWith('/competition-bak') &&
        route.url !== '/' &&
        route.url !== verifyPage,
    );
    expect(stray).toEqual([]);
    expect(t.app.routeAccess).toContainEqual({ method: 'GET', url: verifyPage, access: 'public' });
    expect(t.app.routeAccess).toContainEqual({ method: 'GET', url: '/prod-api/health', access: 'public' });
  });
});
