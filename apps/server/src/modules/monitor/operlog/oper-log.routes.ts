import { cleanOperLogs, exportOperLogs, getOperLog, listOperLogs, removeOperLogs } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import type { AppModule } from '../../module';
import * as repo from './oper-log.repository';

type OperLogRow = Awaited<ReturnType<typeof repo.listOperLogs>>['rows'][number];

export const operLogModule: AppModule = (app, ctx) => {
  const { dicts } = ctx;
  const dict = async (type: string) => await dicts.options(type);
  const columns = async (): Promise<ExcelColumn<OperLogRow>[]> => [
    { title: '操作序号', key: 'operId', width: 10 },
    { title: '操作模块', key: 'title' },
    { title: '业务类型', key: 'businessType', dict: await dict('sys_oper_type'), width: 10 },
    { title: '请求方法', key: 'method', width: 30 },
    { title: '请求方式', key: 'requestMethod', width: 10 },
    { title: '操作人员', key: 'operName' },
    { title: '部门名称', key: 'deptName' },
    { title: '请求地址', key: 'operUrl', width: 30 },
    { title: '操作地址', key: 'operIp' },
    { title: '操作地点', key: 'operLocation' },
    { title: '请求参数', key: 'operParam', width: 40 },
    { title: '返回参数', key: 'jsonResult', width: 40 },
    { title: '状态', key: 'status', dict: await dict('sys_common_status'), width: 8 },
    { title: '错误消息', key: 'errorMsg', width: 30 },
    { title: '操作时间', key: 'operTime' },
    { title: '消耗时间', key: 'costTime', width: 10 },
  ];

  app.bindEndpoint(listOperLogs, async ({ query }) => repo.listOperLogs(ctx.database, query, query));

  app.bindEndpoint(getOperLog, async ({ params }) => {
    const row = await repo.findOperLog(ctx.database, params.operId);
    if (!row) throw AppError.rule('common.notFound');
    return { data: row };
  });

  app.bindEndpoint(exportOperLogs, async ({ body, reply }) => {
    const where = repo.operLogWhere(body);
    const batches = keysetBatches(
      (before, size) => repo.operLogsBefore(ctx.database, where, before, size),
      (row) => row.operId,
    );
    sendXlsx({
      reply,
      fileName: `操作日志_${ctx.clock.now()}.xlsx`,
      sheetName: '操作日志',
      columns: await columns(),
      batches,
    });
    return reply;
  });

  app.bindEndpoint(removeOperLogs, async ({ params }) => {
    await repo.deleteOperLogs(ctx.database, params.operIds.split(',').map(Number));
    return {};
  });

  app.bindEndpoint(cleanOperLogs, async () => {
    // Rows still queued are written first, so "clean" leaves nothing older behind.
    await ctx.operLog.flush();
    await repo.cleanOperLogs(ctx.database);
    return {};
  });
};
