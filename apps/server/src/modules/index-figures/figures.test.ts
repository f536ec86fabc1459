import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { formatDateTime } from '../../lib/date-time';
import { lastDays } from './figures.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const figures = async (token: string) => {
  await t.app.operLog.flush();
  return (await t.app.inject({ method: 'GET', url: '/prod-api/index/figures', headers: bearer(token) })).json();
};

async function jobRun(status: '0' | '1', at: number) {
  await t.database
    .exec()
    .execute(sql`insert into sys_job_log (job_id, job_name, job_group, invoke_target, status, create_time)
    values (1, 'figures', 'DEFAULT', 'noop', ${status}, ${formatDateTime(at)})`);
}

describe('home figures', () => {
  it('names the last seven days, today last', () => {
    expect(lastDays(new Date(2026, 2, 3, 12).getTime())).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('counts users, online sessions, logins, operations and failed jobs of today, with daily series', async () => {
    const admin = await loginAs(t.app, 'admin');
    const before = (await figures(admin)).data;
    expect(before.days).toHaveLength(7);
    expect(before.days.at(-1)).toBe(formatDateTime(t.clock.now()).slice(0, 10));
    expect(before.users.total).toBeGreaterThanOrEqual(4);
    expect(before.users.normal + before.users.disabled).toBe(before.users.total);

    await loginAs(t.app, 'organiser');
    await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'auditor', password: 'nope-nope' },
    });
    // A logged operation that fails: clearing a key no cache name owns.
    await t.app.inject({ method: 'DELETE', url: '/prod-api/monitor/cache/clearCacheKey/x:y', headers: bearer(admin) });
    await jobRun('1', t.clock.now());
    await jobRun('1', t.clock.now());
    await jobRun('0', t.clock.now());
    await jobRun('1', t.clock.now() - 2 * DAY);

    const after = (await figures(admin)).data;
    expect(after.online.total).toBe(before.online.total + 1);
    expect(after.logins.today).toBe(before.logins.today + 2);
    expect(after.logins.failedToday).toBe(before.logins.failedToday + 1);
    expect(after.logins.daily.at(-1)).toBe(after.logins.today);
    expect(after.operations.today).toBeGreaterThanOrEqual(before.operations.today + 1);
    expect(after.operations.failedToday).toBe(before.operations.failedToday + 1);
    expect(after.jobsFailed.today).toBe(before.jobsFailed.today + 2);
    expect(after.jobsFailed.daily.at(-3)).toBe(before.jobsFailed.daily.at(-3) + 1);
    expect(after.jobsFailed.daily.at(-1)).toBe(after.jobsFailed.today);
  });

  it('answers only the figures whose source the caller may read', async () => {
    const expert = await loginAs(t.app, 'expert');
    const answer = await figures(expert);
    expect(answer.code).toBe(200);
    expect(Object.keys(answer.data)).toEqual(['days']);
  });
});
