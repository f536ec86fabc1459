import {
  addJob,
  changeJobStatus,
  cronNextTimes,
  editJob,
  exportJobs,
  getJob,
  listJobs,
  listJobTasks,
  removeJobs,
  runJob,
} from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import type { AppModule } from '../../module';
import * as repo from './job.repository';
import { JobService } from './job.service';

type JobRow = ReturnType<JobService['wire']>;

export const jobModule: AppModule = (app, ctx) => {
  const jobs = new JobService(ctx);
  const { dicts } = ctx;
  const options = async (type: string) => await dicts.options(type);
  const columns = async (): Promise<ExcelColumn<JobRow>[]> => [
    { title: '任务序号', key: 'jobId', width: 10 },
    { title: '任务名称', key: 'jobName', width: 24 },
    { title: '任务组名', key: 'jobGroup', dict: await options('sys_job_group') },
    { title: '调用目标', key: 'invokeTarget', width: 24 },
    { title: '任务参数', key: 'invokeArgs', width: 30, format: (_value, row) => JSON.stringify(row.invokeArgs) },
    { title: 'cron执行表达式', key: 'cronExpression', width: 22 },
    {
      title: '计划策略',
      key: 'misfirePolicy',
      dict: [
        { value: '0', label: '默认' },
        { value: '1', label: '立即触发执行' },
        { value: '2', label: '触发一次执行' },
        { value: '3', label: '不触发立即执行' },
      ],
    },
    {
      title: '并发执行',
      key: 'concurrent',
      dict: [
        { value: '0', label: '允许' },
        { value: '1', label: '禁止' },
      ],
    },
    { title: '任务状态', key: 'status', dict: await options('sys_job_status') },
    { title: '下次执行时间', key: 'nextValidTime', width: 20 },
  ];

  app.bindEndpoint(listJobs, async ({ query }) => {
    const { total, rows } = await repo.listJobs(ctx.database, query, query);
    return { total, rows: rows.map((row) => jobs.wire(row)) };
  });
  app.bindEndpoint(exportJobs, async ({ body, reply }) => {
    const where = repo.jobWhere(body);
    const batches = keysetBatches(
      async (after, size) => (await repo.jobsAfter(ctx.database, where, after, size)).map((row) => jobs.wire(row)),
      (row) => row.jobId,
    );
    sendXlsx({
      reply,
      fileName: `定时任务_${ctx.clock.now()}.xlsx`,
      sheetName: '定时任务',
      columns: await columns(),
      batches,
    });
    return reply;
  });
  app.bindEndpoint(listJobTasks, async ({ request }) => ({ data: ctx.scheduler.registry.describe(request.locale) }));
  app.bindEndpoint(cronNextTimes, async ({ query }) => ({ data: jobs.nextTimes(query.cronExpression, query.count) }));
  app.bindEndpoint(getJob, async ({ params }) => ({ data: await jobs.get(params.jobId) }));
  app.bindEndpoint(addJob, async ({ body, actor }) => {
    await jobs.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editJob, async ({ body, actor }) => {
    const { jobId, ...form } = body;
    await jobs.edit(jobId, form, actor.userName);
    return {};
  });
  app.bindEndpoint(changeJobStatus, async ({ body, actor }) => {
    await jobs.changeStatus(body.jobId, body.status, actor.userName);
    return {};
  });
  app.bindEndpoint(runJob, async ({ body }) => {
    await jobs.runOnce(body.jobId);
    return {};
  });
  app.bindEndpoint(removeJobs, async ({ params }) => {
    await jobs.remove(params.jobIds.split(',').map(Number));
    return {};
  });
};
