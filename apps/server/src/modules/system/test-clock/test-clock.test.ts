import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, testConfig, writeFakeWebDist } from '../../../../test/test-app';
import { openTestDatabase } from '../../../../test/test-database';
import { buildApp } from '../../../app';
import { OffsetClock } from '../../../lib/clock';
import { MemoryCache } from '../../../plugins/cache/memory-cache';

// The browser specs' clock control (docs/architecture.md, Testing): PUT /prod-api/test/clock exists
// only with TEST_CLOCK=1 under NODE_ENV=test, on the offset clock, for administrators.

const DAY = 86_400_000;

describe('PUT /prod-api/test/clock', () => {
  it('moves the offset clock for an administrator when TEST_CLOCK=1 under NODE_ENV=test', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cbo-clock-'));
    writeFakeWebDist(join(dataDir, 'web'));
    const config = testConfig(dataDir, { TEST_CLOCK: '1', APP_CAPTCHA: 'off' });
    expect(config.testClock).toBe(true);
    const database = await openTestDatabase();
    const clock = new OffsetClock();
    const cache = new MemoryCache(clock);
    const app = await buildApp({ config, database, cache, clock });
    try {
      await app.ready();
      let admin = await loginAs(app, 'admin');
      const put = (token: string, payload: object) =>
        app.inject({ method: 'PUT', url: '/prod-api/test/clock', headers: bearer(token), payload });
      const before = clock.now();
      const moved = (await put(admin, { advanceDays: 2 })).json();
      expect(moved).toMatchObject({ code: 200, data: { offsetMs: 2 * DAY } });
      expect(clock.now() - before).toBeGreaterThanOrEqual(2 * DAY);
      // Sessions age with the clock: two days on, log in again.
      admin = await loginAs(app, 'admin');
      const set = (await put(admin, { offsetMs: DAY })).json();
      expect(set).toMatchObject({ code: 200, data: { offsetMs: DAY } });
      expect((await put(admin, { hours: 1 })).json().code).toBe(500);
      const organiser = await loginAs(app, 'organiser');
      expect((await put(organiser, { advanceDays: 1 })).json().code).toBe(403);
      expect(clock.offsetMs).toBe(DAY);
    } finally {
      await app.close();
      await cache.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not exist otherwise', async () => {
    expect(testConfig('/tmp', { NODE_ENV: 'development', TEST_CLOCK: '1' }).testClock).toBe(false);
    const t = await createTestApp({ env: { TEST_CLOCK: '1', APP_CAPTCHA: 'off' } });
    try {
      const admin = await loginAs(t.app, 'admin');
      // The test app runs on a manual clock: no clock control route.
      const res = await t.app.inject({
        method: 'PUT',
        url: '/prod-api/test/clock',
        headers: bearer(admin),
        payload: { advanceDays: 1 },
      });
      expect(res.json().code).toBe(404);
      expect(t.app.routeAccess.some((route) => route.url === '/prod-api/test/clock')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
