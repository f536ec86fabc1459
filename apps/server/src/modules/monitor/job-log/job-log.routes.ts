import { cleanJobLogs, exportJobLogs, getJobLog, listJobLogs, removeJobLogs } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import type { AppModule } from '../../module';
import * as repo from './job-log.repository';

type Stored = Awaited<ReturnType<typeof repo.findJobLog>> & {};

/** The wire shape: the fire time as a date like every other time. */
const wire = ({ fireAt, ...row }: Stored) => ({ ...row, fireTime: fireAt === null ? null : formatDateTime(fireAt) });
type JobLogRow = ReturnType<typeof wire>;

const TRIGGERS = [
  { value: '0', label: '定时' },
  { value: '1', label: '手动' },
  { value: '2', label: '补偿' },
];

export const jobLogModule: AppModule = (app, ctx) => {
  const { dicts } = ctx;
  const options = async (type: string) => await dicts.options(type);
  const columns = async (): Promise<ExcelColumn<JobLogRow>[]> => [
    { title: '日志序号', key: 'jobLogId', width: 10 },
    { title: '任务序号', key: 'jobId', width: 10 },
    { title: '任务名称', key: 'jobName', width: 24 },
    { title: '任务组名', key: 'jobGroup', dict: await options('sys_job_group') },
    { title: '调用目标', key: 'invokeTarget', width: 24 },
    { title: '任务参数', key: 'invokeArgs', width: 30 },
    { title: '日志信息', key: 'jobMessage', width: 40 },
    { title: '执行状态', key: 'status', dict: await options('sys_common_status') },
    { title: '触发方式', key: 'triggerType', dict: TRIGGERS },
    { title: '计划时间', key: 'fireTime', width: 20 },
    { title: '开始时间', key: 'startTime', width: 20 },
    { title: '结束时间', key: 'endTime', width: 20 },
    { title: '耗时（毫秒）', key: 'costTime' },
    { title: '异常信息', key: 'exceptionInfo', width: 40 },
  ];

  app.bindEndpoint(listJobLogs, async ({ query }) => {
    const { total, rows } = await repo.listJobLogs(ctx.database, query, query);
    return { total, rows: rows.map(wire) };
  });
  app.bindEndpoint(exportJobLogs, async ({ body, reply }) => {
    const where = repo.jobLogWhere(body);
    const batches = keysetBatches(
      async (before, size) => (await repo.jobLogsBefore(ctx.database, where, before, size)).map(wire),
      (row) => row.jobLogId,
    );
    sendXlsx({
      reply,
      fileName: `调度日志_${ctx.clock.now()}.xlsx`,
      sheetName: '调度日志',
      columns: await columns(),
      batches,
    });
    return reply;
  });
  app.bindEndpoint(getJobLog, async ({ params }) => {
    const row = await repo.findJobLog(ctx.database, params.jobLogId);
    if (!row) throw AppError.rule('common.notFound');
    return { data: wire(row) };
  });
  app.bindEndpoint(removeJobLogs, async ({ params }) => {
    await repo.deleteJobLogs(ctx.database, params.jobLogIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(cleanJobLogs, async () => {
    await repo.cleanJobLogs(ctx.database);
    return {};
  });
};
