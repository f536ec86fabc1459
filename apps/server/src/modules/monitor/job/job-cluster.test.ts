import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { startTwoInstances } from '../../../../test/two-instances';
import type { Database } from '../../../db/database';
import { type Clock, ManualClock, systemClock } from '../../../lib/clock';

// Two server instances on one database (and, on the PostgreSQL project, one Redis), each with
// its own scheduler: every fire must run exactly once.
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function twoInstances(clock: Clock): Promise<[FastifyInstance, FastifyInstance, Database]> {
  const { apps, databases } = await startTwoInstances(clock, cleanup);
  return [apps[0], apps[1], databases[0]];
}

async function everySecondJob(app: FastifyInstance, database: Database, concurrent: string): Promise<number> {
  const headers = bearer(await loginAs(app, 'admin'));
  const form = {
    jobName: 'cluster',
    invokeTarget: 'demo.echo',
    cronExpression: '* * * * * ?',
    misfirePolicy: '3',
    concurrent,
  };
  expect((await app.inject({ method: 'POST', url: '/prod-api/monitor/job', headers, payload: form })).json().code).toBe(
    200,
  );
  const [{ id }] = await rows<{ id: number }>(database, sql`select max(job_id)::int as id from sys_job`);
  const resumed = await app.inject({
    method: 'PUT',
    url: '/prod-api/monitor/job/changeStatus',
    headers,
    payload: { jobId: id, status: '0' },
  });
  expect(resumed.json().code).toBe(200);
  return id;
}

const firesOf = (database: Database, jobId: number) =>
  rows<{ fireAt: number }>(
    database,
    sql`select fire_at::float8 as "fireAt" from sys_job_log where job_id = ${jobId} order by fire_at`,
  );

describe('two instances', () => {
  it('run each fire exactly once when they look at the same moment', async () => {
    const clock = new ManualClock();
    const [a, b, database] = await twoInstances(clock);
    const jobId = await everySecondJob(a, database, '0');
    const start = clock.now();
    for (let second = 1; second <= 10; second++) {
      clock.advance(1_000);
      await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    }
    await Promise.all([a.scheduler.idle(), b.scheduler.idle()]);
    const fires = (await firesOf(database, jobId)).map((row) => row.fireAt - start);
    expect(fires).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => s * 1_000));
  });

  it('run each fire exactly once on their own timers', async () => {
    const [a, b, database] = await twoInstances(systemClock);
    const jobId = await everySecondJob(a, database, '1');
    await Promise.all([a.scheduler.start(), b.scheduler.start()]);
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    await Promise.all([a.scheduler.stop(), b.scheduler.stop()]);
    const fires = (await firesOf(database, jobId)).map((row) => row.fireAt);
    expect(fires.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fires).size).toBe(fires.length);
    for (let i = 1; i < fires.length; i++) expect(fires[i] - fires[i - 1]).toBe(1_000);
  });
});
