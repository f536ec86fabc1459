import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, payload })).json();

const demoJob = {
  jobName: '问候',
  jobGroup: 'DEFAULT',
  invokeTarget: 'demo.echo',
  invokeArgs: { message: '你好' },
  cronExpression: '0/10 * * * * ?',
  misfirePolicy: '2',
  concurrent: '1',
};

async function addJob(form: object = demoJob): Promise<number> {
  const answer = await call('POST', '/monitor/job', form);
  expect(answer).toMatchObject({ code: 200 });
  const [{ id }] = await rows<{ id: number }>(t.database, sql`select max(job_id)::int as id from sys_job`);
  return id;
}

describe('the task registry', () => {
  it('lists the built-in tasks with their typed arguments, in the caller language', async () => {
    const zh = await call('GET', '/monitor/job/tasks');
    const keys = zh.data.map((task: { key: string }) => task.key);
    expect(keys).toEqual(expect.arrayContaining(['demo.echo', 'system.cleanLogs', 'system.refreshCaches']));
    const demo = zh.data.find((task: { key: string }) => task.key === 'demo.echo');
    expect(demo.label).toBe('演示任务');
    expect(demo.args).toContainEqual(
      expect.objectContaining({ name: 'delayMs', type: 'integer', min: 0, max: 600_000, default: 0 }),
    );
    const en = (
      await t.app.inject({ url: '/prod-api/monitor/job/tasks', headers: { ...admin, 'accept-language': 'en-US' } })
    ).json();
    expect(en.data.find((task: { key: string }) => task.key === 'system.cleanLogs').label).toBe('Clean logs');
  });
});

describe('job rules', () => {
  it('seeds the publishing of scheduled notices running, with its next fire set, and the other jobs paused', async () => {
    const seeded = await rows<{ id: number; status: string; next: number | null }>(
      t.database,
      sql`select job_id::int as id, status, next_fire_at::float8 as next from sys_job where job_id <= 4 order by job_id`,
    );
    expect(seeded.map((job) => [job.id, job.status])).toEqual([
      [1, '1'],
      [2, '1'],
      [3, '1'],
      [4, '0'],
    ]);
    expect(seeded[3].next).toBeGreaterThan(0);
    expect((seeded[3].next as number) % 60_000).toBe(0);
  });

  it('refuses an invalid cron expression, naming the problem', async () => {
    const answer = await call('POST', '/monitor/job', { ...demoJob, cronExpression: '0 0 25 * * ?' });
    expect(answer.code).toBe(500);
    expect(answer.msg).toMatch(/^Cron表达式不正确：.*hour/);
    expect((await call('POST', '/monitor/job', { ...demoJob, cronExpression: '* * * * *' })).msg).toMatch(
      /^Cron表达式不正确/,
    );
  });

  it('refuses an expression that never fires again', async () => {
    const answer = await call('POST', '/monitor/job', { ...demoJob, cronExpression: '0 0 0 1 1 ? 2020' });
    expect(answer).toMatchObject({ code: 500, msg: 'Cron表达式没有将来的执行时间' });
  });

  it('refuses an unknown task and never evaluates the target', async () => {
    for (const invokeTarget of ['ryTask.ryNoParams', 'process.exit']) {
      const answer = await call('POST', '/monitor/job', { ...demoJob, invokeTarget });
      expect(answer).toMatchObject({ code: 500, msg: `调用目标 ${invokeTarget} 不是已登记的任务` });
    }
    const code = await call('POST', '/monitor/job', { ...demoJob, invokeTarget: "require('child_process')" });
    expect(code.code).toBe(500);
    expect(code.msg).toContain('invokeTarget');
  });

  it('refuses arguments of the wrong type, out of range or unknown, by name', async () => {
    const bad = async (invokeArgs: object) => (await call('POST', '/monitor/job', { ...demoJob, invokeArgs })).msg;
    expect(await bad({ delayMs: -1 })).toBe('任务参数 delayMs 不正确：不能小于 0');
    expect(await bad({ delayMs: 1.5 })).toBe('任务参数 delayMs 不正确：须为整数');
    expect(await bad({ fail: 'yes' })).toBe('任务参数 fail 不正确：须为 true 或 false');
    expect(await bad({ message: 'x'.repeat(201) })).toBe('任务参数 message 不正确：不能超过 200 个字符');
    expect(await bad({ command: 'rm -rf /' })).toBe('任务 demo.echo 没有参数 command');
  });

  it('names what is wrong with an argument in the caller language, wholly', async () => {
    const bad = async (invokeArgs: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/prod-api/monitor/job',
          headers: { ...admin, 'accept-language': 'en-US' },
          payload: { ...demoJob, invokeArgs },
        })
      ).json().msg;
    expect(await bad({ delayMs: -1 })).toBe('task argument delayMs is not valid: at least 0');
    expect(await bad({ delayMs: 1.5 })).toBe('task argument delayMs is not valid: must be a whole number');
    expect(await bad({ message: 'x'.repeat(201) })).toBe('task argument message is not valid: at most 200 characters');
  });

  it('creates a job paused with its defaults filled in, and shows its next fire time', async () => {
    const jobId = await addJob({ ...demoJob, status: '0' });
    const { data } = await call('GET', `/monitor/job/${jobId}`);
    expect(data).toMatchObject({
      jobName: '问候',
      status: '1',
      invokeArgs: { message: '你好', delayMs: 0, fail: false },
      misfirePolicy: '2',
      concurrent: '1',
    });
    expect(data.nextValidTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:[0-5]0$/);
    const list = await call('GET', '/monitor/job/list?jobName=问候');
    expect(list.rows.map((row: { jobId: number }) => row.jobId)).toContain(jobId);
  });

  it('answers the next fire times of an expression, Quartz style', async () => {
    const answer = await call('GET', `/monitor/job/cron/next?cronExpression=${encodeURIComponent('0 15 10 ? * 6#3')}`);
    expect(answer.data).toHaveLength(5);
    // 6#3 is the third Friday (Quartz numbers Sunday as 1).
    for (const time of answer.data) {
      expect(new Date(time.replace(' ', 'T')).getDay()).toBe(5);
      expect(time).toMatch(/ 10:15:00$/);
    }
    const bad = await call('GET', '/monitor/job/cron/next?cronExpression=nonsense');
    expect(bad.code).toBe(500);
    expect(bad.msg).toMatch(/^Cron表达式不正确/);
  });

  it('pauses and resumes, edits, runs once into the log, and deletes', async () => {
    const jobId = await addJob();
    const awaited = async () =>
      (
        await rows<{ at: number | null }>(
          t.database,
          sql`select next_fire_at as at from sys_job where job_id = ${jobId}`,
        )
      )[0].at;
    expect(await awaited()).toBeNull();
    expect(await call('PUT', '/monitor/job/changeStatus', { jobId, status: '0' })).toMatchObject({ code: 200 });
    expect(Number(await awaited())).toBeGreaterThan(t.clock.now());
    expect(await call('PUT', '/monitor/job/changeStatus', { jobId, status: '1' })).toMatchObject({ code: 200 });
    expect(await awaited()).toBeNull();

    const edited = await call('PUT', '/monitor/job', { ...demoJob, jobId, jobName: '问候二', status: '1' });
    expect(edited.code).toBe(200);

    expect(await call('PUT', '/monitor/job/run', { jobId })).toMatchObject({ code: 200 });
    await t.app.scheduler.idle();
    const log = await call('GET', `/monitor/jobLog/list?jobId=${jobId}`);
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({
      jobId,
      jobName: '问候二',
      status: '0',
      triggerType: '1',
      invokeTarget: 'demo.echo',
      exceptionInfo: '',
    });
    expect(log.rows[0].jobMessage).toMatch(/^问候二 总共耗时：\d+毫秒；你好$/);
    const one = await call('GET', `/monitor/jobLog/${log.rows[0].jobLogId}`);
    expect(one.data.startTime).toMatch(/^\d{4}-/);

    expect(await call('DELETE', `/monitor/job/${jobId}`)).toMatchObject({ code: 200 });
    expect(await call('GET', `/monitor/job/${jobId}`)).toMatchObject({ code: 500 });
    expect(await call('PUT', '/monitor/job/run', { jobId })).toMatchObject({ code: 500, msg: '任务不存在或已过期！' });
    // The log outlives the job.
    expect((await call('GET', `/monitor/jobLog/list?jobId=${jobId}`)).total).toBe(1);
  });

  it('records a failing run with its exception and goes on', async () => {
    const jobId = await addJob({ ...demoJob, jobName: '失败', invokeArgs: { fail: true, message: '坏了' } });
    await call('PUT', '/monitor/job/run', { jobId });
    await t.app.scheduler.idle();
    const [row] = (await call('GET', `/monitor/jobLog/list?jobId=${jobId}`)).rows;
    expect(row.status).toBe('1');
    expect(row.exceptionInfo).toContain('演示任务按要求失败：坏了');
    expect(row.jobMessage).toMatch(/^失败 总共耗时：\d+毫秒；演示任务按要求失败：坏了$/);
  });
});

describe('the job log', () => {
  it('filters, exports, deletes rows and cleans', async () => {
    const failed = await call('GET', '/monitor/jobLog/list?status=1');
    expect(failed.rows.every((row: { status: string }) => row.status === '1')).toBe(true);
    expect(failed.total).toBeGreaterThan(0);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/jobLog/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=1',
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const all = await call('GET', '/monitor/jobLog/list');
    const first = all.rows[0].jobLogId;
    expect(await call('DELETE', `/monitor/jobLog/${first}`)).toMatchObject({ code: 200 });
    expect((await call('GET', '/monitor/jobLog/list')).total).toBe(all.total - 1);
    expect(await call('DELETE', '/monitor/jobLog/clean')).toMatchObject({ code: 200 });
    expect((await call('GET', '/monitor/jobLog/list')).total).toBe(0);
  });

  it('exports the jobs', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/monitor/job/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is closed to users without the job permissions', async () => {
    const organiser = bearer(await loginAs(t.app, 'auditor'));
    const answer = (await t.app.inject({ url: '/prod-api/monitor/jobLog/list', headers: organiser })).json();
    expect(answer.code).toBe(403);
  });
});
