import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /prod-api/health', () => {
  it('is public and reports the database and the cache', async () => {
    const res = await t.app.inject({ url: '/prod-api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 200,
      data: {
        status: 'UP',
        database: { status: 'UP', kind: t.database.kind === 'pg' ? 'postgresql' : 'pglite' },
        cache: { status: 'UP', kind: t.cache.kind },
      },
    });
    expect(typeof body.data.database.latencyMs).toBe('number');
  });

  it('reports DOWN with HTTP 503 when the database stops answering', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/prod-api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'DOWN', database: { status: 'DOWN' } } });
    await other.app.close();
  });
});
