import { exportApplicationStatistics, getApplicationStatistics } from '@cbo/contracts';
import { sendWorkbook } from '../../../lib/excel/workbook';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { StatisticsService } from './statistics.service';
import { statisticsSheets } from './statistics.workbook';

export const statisticsModule: AppModule = (app, ctx) => {
  const statistics = new StatisticsService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(getApplicationStatistics, async ({ query, actor }) => ({
    data: await statistics.summary(query, await scope(actor)),
  }));

  app.bindEndpoint(exportApplicationStatistics, async ({ body, reply, actor }) => {
    const figures = await statistics.summary(body, await scope(actor));
    return sendWorkbook(reply, `申报统计_${ctx.clock.now()}.xlsx`, statisticsSheets(figures));
  });
};
