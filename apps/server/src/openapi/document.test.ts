import { readFileSync } from 'node:fs';
import { describeAccess } from '@cbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OPENAPI_FILE, serialiseDocument } from './document';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('committed as docs/openapi.json matches the running server (run `npm run openapi` after a contract change)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serialiseDocument(t.app.swagger()));
  });

  it('describes every API route with its access mode and envelope, and hides the web app routes', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    };
    const apiRoutes = t.app.routeAccess.filter((route) => route.url.startsWith('/prod-api/'));
    for (const route of apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation.description).toBe(`Access: ${describeAccess(route.access)}`);
    }
    expect(Object.keys(document.paths).some((path) => path.startsWith('/competition-bak'))).toBe(false);
    const health = document.paths['/prod-api/health'].get.responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(health.content['application/json'].schema.properties)).toEqual(['code', 'msg', 'data']);
  });

  it('lists the entrant API as its own section, its entrant routes under the portal token', () => {
    const document = t.app.swagger() as unknown as {
      tags: Array<{ name: string }>;
      paths: Record<string, Record<string, { tags: string[]; security?: Array<Record<string, unknown>> }>>;
    };
    expect(document.tags.map((tag) => tag.name)).toContain('portal');
    const portal = Object.entries(document.paths).filter(([path]) => path.startsWith('/prod-api/portal/'));
    expect(portal.length).toBeGreaterThan(10);
    for (const [path, operations] of portal) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toEqual(['portal']);
        const route = t.app.routeAccess.find(
          (r) => r.method.toLowerCase() === method && r.url.replace(/:(\w+)/g, '{$1}') === path,
        );
        if (route?.access === 'entrant') expect(operation.security).toEqual([{ entrantBearer: [] }]);
      }
    }
    expect(document.paths['/prod-api/getInfo'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('is served only with tool:swagger:list', async () => {
    const res = await t.app.inject({ url: '/prod-api/tool/swagger/api-docs' });
    expect(res.json().code).toBe(401);
  });
});
