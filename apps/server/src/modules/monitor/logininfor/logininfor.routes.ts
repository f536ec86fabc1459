import { cleanLoginLogs, exportLoginLogs, listLoginLogs, removeLoginLogs, unlockAccount } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import { releaseLockout } from '../../auth/login.service';
import type { AppModule } from '../../module';
import * as repo from './logininfor.repository';

type LoginLogRow = Awaited<ReturnType<typeof repo.listLoginLogs>>['rows'][number];

export const loginLogModule: AppModule = (app, ctx) => {
  const { dicts } = ctx;
  const columns = async (): Promise<ExcelColumn<LoginLogRow>[]> => {
    const status = await dicts.options('sys_common_status');
    return [
      { title: '序号', key: 'infoId', width: 10 },
      { title: '用户账号', key: 'userName' },
      { title: '登录状态', key: 'status', dict: status, width: 10 },
      { title: '登录地址', key: 'ipaddr' },
      { title: '登录地点', key: 'loginLocation' },
      { title: '浏览器', key: 'browser' },
      { title: '操作系统', key: 'os' },
      { title: '提示消息', key: 'msg', width: 30 },
      { title: '访问时间', key: 'loginTime' },
    ];
  };

  app.bindEndpoint(listLoginLogs, async ({ query }) => repo.listLoginLogs(ctx.database, query, query));

  app.bindEndpoint(exportLoginLogs, async ({ body, reply }) => {
    const where = repo.loginLogWhere(body);
    const batches = keysetBatches(
      (before, size) => repo.loginLogsBefore(ctx.database, where, before, size),
      (row) => row.infoId,
    );
    sendXlsx({
      reply,
      fileName: `登录日志_${ctx.clock.now()}.xlsx`,
      sheetName: '登录日志',
      columns: await columns(),
      batches,
    });
    return reply;
  });

  app.bindEndpoint(removeLoginLogs, async ({ params }) => {
    await repo.deleteLoginLogs(ctx.database, params.infoIds.split(',').map(Number));
    return {};
  });

  app.bindEndpoint(cleanLoginLogs, async () => {
    await repo.cleanLoginLogs(ctx.database);
    return {};
  });

  app.bindEndpoint(unlockAccount, async ({ params }) => {
    await releaseLockout(ctx.cache, params.userName);
    return {};
  });
};
