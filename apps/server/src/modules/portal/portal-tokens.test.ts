import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { entrantToken } from '../../../test/entrant-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Generic over every route the app has: a portal token opens no back-office route, and a
// back-office token (the super administrator's, which holds every permission) opens no portal one.

let t: TestApp;
let entrant: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  entrant = bearer(await entrantToken(t.app));
  admin = bearer(await loginAs(t.app, 'admin'));
});
afterAll(() => t.close());

const inject = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:(\w+)/g, '1'),
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('portal and back-office tokens', () => {
  it('answer 401 on every route of the other side', async () => {
    const routes = t.app.routeAccess.filter((route) => route.url.startsWith('/prod-api/') && route.access !== 'public');
    const backOffice = routes.filter((route) => route.access !== 'entrant');
    const portal = routes.filter((route) => route.access === 'entrant');
    expect(backOffice.length).toBeGreaterThan(100);
    expect(portal.length).toBeGreaterThanOrEqual(10);
    const opened: string[] = [];
    for (const route of backOffice) {
      const answer = await inject(route.method, route.url, entrant);
      if (answer.json().code !== 401) opened.push(`entrant ${route.method} ${route.url}`);
    }
    for (const route of portal) {
      const answer = await inject(route.method, route.url, admin);
      if (answer.json().code !== 401) opened.push(`staff ${route.method} ${route.url}`);
    }
    expect(opened).toEqual([]);
  });
});
