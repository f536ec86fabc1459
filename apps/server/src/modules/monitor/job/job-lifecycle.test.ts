import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildApp } from '../../../app';

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function testApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env: { APP_CAPTCHA: 'off', ...env } });
  open.push(t);
  return t;
}

async function addJob(t: TestApp, form: Record<string, unknown>): Promise<number> {
  const headers = bearer(await loginAs(t.app, 'admin'));
  const payload = { jobName: 'lifecycle', invokeTarget: 'demo.echo', cronExpression: '0/10 * * * * ?', ...form };
  expect((await t.app.inject({ method: 'POST', url: '/prod-api/monitor/job', headers, payload })).json().code).toBe(
    200,
  );
  const [{ id }] = await rows<{ id: number }>(t.database, sql`select max(job_id)::int as id from sys_job`);
  return id;
}

async function act(app: FastifyInstance, method: 'PUT', url: string, payload: object) {
  const headers = bearer(await loginAs(app, 'admin'));
  return (await app.inject({ method, url: `/prod-api${url}`, headers, payload })).json();
}

const logOf = (t: TestApp, jobId: number) =>
  rows<{ status: string; trigger: string; exception: string; fireAt: number }>(
    t.database,
    sql`select status, trigger_type as trigger, exception_info as exception, fire_at::float8 as "fireAt"
        from sys_job_log where job_id = ${jobId} order by job_log_id`,
  );

describe('the schedule across a restart', () => {
  it('is kept in the database: a new instance picks it up and applies the misfire policy to the downtime', async () => {
    const t = await testApp();
    t.clock.set(Date.UTC(2026, 0, 1, 8, 0, 0));
    const jobId = await addJob(t, { misfirePolicy: '2' });
    expect((await act(t.app, 'PUT', '/monitor/job/changeStatus', { jobId, status: '0' })).code).toBe(200);
    await t.app.close();

    // Down for 37 s: the fires at +10, +20 and +30 s were missed (the last by more than the 5 s
    // threshold); the new instance starts.
    t.clock.advance(37_000);
    const restarted = await buildApp({
      config: { ...t.config, scheduler: true },
      database: t.database,
      cache: t.cache,
      clock: t.clock,
    });
    await restarted.ready();
    try {
      await restarted.scheduler.idle();
      const runs = await logOf(t, jobId);
      expect(runs.map(({ trigger, fireAt }) => ({ trigger, fireAt }))).toEqual([
        { trigger: '2', fireAt: Date.UTC(2026, 0, 1, 8, 0, 30) },
      ]);
      const [{ next }] = await rows<{ next: number }>(
        t.database,
        sql`select next_fire_at::float8 as next from sys_job where job_id = ${jobId}`,
      );
      expect(next).toBe(Date.UTC(2026, 0, 1, 8, 0, 40));
    } finally {
      await restarted.close();
    }
  });
});

describe('shutdown', () => {
  it('waits for a running task to finish', async () => {
    const t = await testApp();
    let finish: () => void = () => {};
    t.app.scheduler.registry.register({
      key: 'test.hold',
      label: { 'zh-CN': '等待', 'en-US': 'Hold' },
      description: { 'zh-CN': '测试用', 'en-US': 'for tests' },
      args: [],
      run: () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    });
    const jobId = await addJob(t, { invokeTarget: 'test.hold' });
    expect((await act(t.app, 'PUT', '/monitor/job/run', { jobId })).code).toBe(200);
    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(await logOf(t, jobId)).toMatchObject([{ status: '0', trigger: '1' }]);
  });

  it('aborts a task still running after the grace period, and records it as failed', async () => {
    const t = await testApp({ JOB_SHUTDOWN_GRACE_MS: '200' });
    const jobId = await addJob(t, { invokeArgs: { delayMs: 60_000 } });
    expect((await act(t.app, 'PUT', '/monitor/job/run', { jobId })).code).toBe(200);
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    const [run] = await logOf(t, jobId);
    expect(run.status).toBe('1');
    expect(run.exception).toContain('演示任务被中止');
  });
});
