import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { planRuns } from './scheduler';

let t: TestApp;
let admin: Record<string, string>;

/** A task the test holds open: each run waits for `release()`; counts what overlaps. */
const gate = {
  active: 0,
  maxActive: 0,
  started: 0,
  waiters: [] as Array<() => void>,
  reset() {
    this.active = 0;
    this.maxActive = 0;
    this.started = 0;
    this.waiters = [];
  },
  release() {
    for (const open of this.waiters.splice(0)) open();
  },
};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  t.app.scheduler.options.busyRetryMs = 10;
  t.app.scheduler.registry.register({
    key: 'test.gate',
    label: { 'zh-CN': '闸门', 'en-US': 'Gate' },
    description: { 'zh-CN': '测试用', 'en-US': 'for tests' },
    args: [],
    async run() {
      gate.started += 1;
      gate.active += 1;
      gate.maxActive = Math.max(gate.maxActive, gate.active);
      await new Promise<void>((resolve) => gate.waiters.push(resolve));
      gate.active -= 1;
      return undefined;
    },
  });
});
afterAll(() => t.close());
beforeEach(() => gate.reset());

const call = async (method: 'POST' | 'PUT', url: string, payload: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, payload })).json();

async function scheduledJob(form: Record<string, unknown>): Promise<number> {
  const answer = await call('POST', '/monitor/job', {
    jobName: 'job',
    invokeTarget: 'demo.echo',
    cronExpression: '* * * * * ?',
    misfirePolicy: '3',
    concurrent: '1',
    ...form,
  });
  expect(answer.code).toBe(200);
  const [{ id }] = await rows<{ id: number }>(t.database, sql`select max(job_id)::int as id from sys_job`);
  expect((await call('PUT', '/monitor/job/changeStatus', { jobId: id, status: '0' })).code).toBe(200);
  return id;
}

const runsOf = (jobId: number) =>
  rows<{ trigger: string; fireAt: number; status: string }>(
    t.database,
    sql`select trigger_type as trigger, fire_at::float8 as "fireAt", status from sys_job_log where job_id = ${jobId} order by job_log_id`,
  );

/** Moves the clock and lets the scheduler handle what came due, then waits for the runs. */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  await t.app.scheduler.tick();
  await t.app.scheduler.idle();
}

async function pause(jobId: number): Promise<void> {
  expect((await call('PUT', '/monitor/job/changeStatus', { jobId, status: '1' })).code).toBe(200);
}

describe('an every-second job', () => {
  it('runs each second, logs each run, stops while paused and goes on after resume', async () => {
    const start = t.clock.now();
    const jobId = await scheduledJob({ jobName: 'every second', invokeArgs: { message: 'tick' } });
    await advance(1_000);
    await advance(1_000);
    await advance(1_000);
    let runs = await runsOf(jobId);
    expect(runs.map((run) => run.fireAt - start)).toEqual([1_000, 2_000, 3_000]);
    expect(runs.every((run) => run.trigger === '0' && run.status === '0')).toBe(true);

    await pause(jobId);
    await advance(1_000);
    await advance(1_000);
    expect(await runsOf(jobId)).toHaveLength(3);

    // Resuming schedules from now: the seconds that passed while paused are not misfires.
    expect((await call('PUT', '/monitor/job/changeStatus', { jobId, status: '0' })).code).toBe(200);
    await advance(1_000);
    runs = await runsOf(jobId);
    expect(runs).toHaveLength(4);
    expect(runs[3]).toMatchObject({ trigger: '0', fireAt: start + 6_000 });
    await pause(jobId);
  });

  it('logs a run that throws as failed and keeps firing', async () => {
    const jobId = await scheduledJob({ jobName: 'failing', invokeArgs: { fail: true } });
    await advance(1_000);
    await advance(1_000);
    const runs = await runsOf(jobId);
    expect(runs.map((run) => run.status)).toEqual(['1', '1']);
    await pause(jobId);
  });
});

describe('misfires after downtime', () => {
  // Every 10 s; the scheduler is away for 67 s, so the fires at +10 … +60 s all missed by more
  // than the 5 s threshold. Each policy decides what happens when it looks again.
  const cases: Array<[string, string, Array<{ trigger: string; offset: number }>]> = [
    ['3', 'does nothing', []],
    ['2', 'fires once now', [{ trigger: '2', offset: 60_000 }]],
    ['0', 'fires once now (the default for cron)', [{ trigger: '2', offset: 60_000 }]],
    [
      '1',
      'fires every missed one',
      [10_000, 20_000, 30_000, 40_000, 50_000, 60_000].map((offset) => ({ trigger: '2', offset })),
    ],
  ];
  for (const [policy, what, expected] of cases) {
    it(`policy ${policy} ${what}, then keeps to the schedule`, async () => {
      // Start on a whole ten seconds so the fires fall at +10 s, +20 s, …
      t.clock.set(Math.ceil((t.clock.now() + 1) / 10_000) * 10_000);
      const start = t.clock.now();
      const jobId = await scheduledJob({
        jobName: `misfire ${policy}`,
        cronExpression: '0/10 * * * * ?',
        misfirePolicy: policy,
      });
      await advance(67_000);
      const runs = await runsOf(jobId);
      expect(runs.map((run) => ({ trigger: run.trigger, offset: run.fireAt - start }))).toEqual(expected);
      await advance(3_000);
      const after = await runsOf(jobId);
      expect(after).toHaveLength(expected.length + 1);
      expect(after[after.length - 1]).toMatchObject({ trigger: '0', fireAt: start + 70_000 });
      await pause(jobId);
    });
  }

  it('a fire a little late (within the threshold) runs as scheduled whatever the policy', () => {
    expect(planRuns([10_000], 14_000, '3', 5_000)).toEqual([{ fireAt: 10_000, trigger: '0' }]);
    expect(planRuns([10_000, 20_000], 24_000, '2', 5_000)).toEqual([{ fireAt: 20_000, trigger: '0' }]);
    expect(planRuns([10_000, 20_000], 24_000, '1', 5_000)).toEqual([
      { fireAt: 10_000, trigger: '2' },
      { fireAt: 20_000, trigger: '0' },
    ]);
  });
});

describe('concurrency', () => {
  async function waitFor(condition: () => boolean): Promise<void> {
    for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(condition()).toBe(true);
  }

  async function fire(): Promise<void> {
    t.clock.advance(1_000);
    await t.app.scheduler.tick();
  }

  it('never overlaps the runs of a non-concurrent job: a fire waits for the running one', async () => {
    const jobId = await scheduledJob({ jobName: 'serial', invokeTarget: 'test.gate', misfirePolicy: '1' });
    await fire();
    await waitFor(() => gate.started === 1);
    await fire();
    await fire();
    // Two fires wait while the first holds the job.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(gate.started).toBe(1);
    await pause(jobId);
    for (let runs = 1; runs <= 3; runs++) {
      await waitFor(() => gate.started === runs && gate.waiters.length === 1);
      gate.release();
    }
    await t.app.scheduler.idle();
    expect(gate.maxActive).toBe(1);
    expect(await runsOf(jobId)).toHaveLength(3);
  });

  it('drops a fire that waited past the threshold when the policy is to do nothing', async () => {
    const jobId = await scheduledJob({ jobName: 'serial skip', invokeTarget: 'test.gate', misfirePolicy: '3' });
    await fire();
    await waitFor(() => gate.started === 1);
    await fire();
    await pause(jobId);
    t.clock.advance(6_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    gate.release();
    await t.app.scheduler.idle();
    expect(gate.started).toBe(1);
    expect(await runsOf(jobId)).toHaveLength(1);
  });

  it('stops a waiting fire when its job is deleted', async () => {
    const jobId = await scheduledJob({ jobName: 'deleted', invokeTarget: 'test.gate', misfirePolicy: '1' });
    await fire();
    await waitFor(() => gate.started === 1);
    await fire();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/prod-api/monitor/job/${jobId}`, headers: admin });
    expect(deleted.json().code).toBe(200);
    gate.release();
    const idle = await Promise.race([
      t.app.scheduler.idle().then(() => 'idle'),
      new Promise((resolve) => setTimeout(resolve, 2_000, 'still waiting')),
    ]);
    expect(idle).toBe('idle');
    expect(gate.started).toBe(1);
  });

  it('lets the runs of a concurrent job overlap', async () => {
    const jobId = await scheduledJob({ jobName: 'parallel', invokeTarget: 'test.gate', concurrent: '0' });
    await fire();
    await fire();
    await waitFor(() => gate.started === 2);
    expect(gate.maxActive).toBe(2);
    await pause(jobId);
    gate.release();
    await t.app.scheduler.idle();
    expect(await runsOf(jobId)).toHaveLength(2);
  });
});
