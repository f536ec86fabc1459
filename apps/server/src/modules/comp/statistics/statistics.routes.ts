import { exportApplicationStatistics, getApplicationStatistics } from '@cbo/contracts';
import ExcelJS from 'exceljs';
import { attachmentHeaders } from '../../../lib/attachment';
import { guardFormula } from '../../../lib/excel/columns';
import { XLSX_TYPE } from '../../../lib/excel/export-xlsx';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { StatisticsService } from './statistics.service';

const SHEETS = [
  ['byStatus', '按状态'],
  ['byRegion', '按地区'],
  ['byOrganisation', '按单位'],
  ['byCategory', '按组别'],
  ['byIndustry', '按行业'],
] as const;

export const statisticsModule: AppModule = (app, ctx) => {
  const statistics = new StatisticsService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(getApplicationStatistics, async ({ query, actor }) => ({
    data: await statistics.summary(query, await scope(actor)),
  }));

  app.bindEndpoint(exportApplicationStatistics, async ({ body, reply, actor }) => {
    const figures = await statistics.summary(body, await scope(actor));
    const book = new ExcelJS.Workbook();
    for (const [key, title] of SHEETS) {
      const sheet = book.addWorksheet(title);
      sheet.columns = [
        { header: '名称', width: 30 },
        { header: '数量', width: 12 },
      ];
      for (const row of figures[key]) sheet.addRow([guardFormula(row.name), row.count]);
    }
    const days = book.addWorksheet('每日');
    days.columns = [
      { header: '日期', width: 14 },
      { header: '提交', width: 10 },
      { header: '审核决定', width: 10 },
    ];
    for (const day of figures.daily) days.addRow([day.date, day.submitted, day.decided]);
    const turnaround = book.addWorksheet('审核时长');
    turnaround.addRows([
      ['已决定的申报', figures.turnaround.decided],
      ['中位数（小时）', figures.turnaround.medianHours],
      ['第90百分位（小时）', figures.turnaround.p90Hours],
    ]);
    reply.type(XLSX_TYPE);
    attachmentHeaders(reply, `申报统计_${ctx.clock.now()}.xlsx`);
    return reply.send(Buffer.from(await book.xlsx.writeBuffer()));
  });
};
