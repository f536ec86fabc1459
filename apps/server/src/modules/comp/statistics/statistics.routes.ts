import { exportApplicationStatistics, getApplicationStatistics } from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import { sendWorkbook } from '../../../lib/excel/workbook';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { StatisticsService } from './statistics.service';
import { statisticsSheets } from './statistics.workbook';

export const statisticsModule: AppModule = (app, ctx) => {
  const statistics = new StatisticsService(ctx);
  const scope = (request: FastifyRequest) => {
    if (!request.session) throw new Error('competition scope without a session');
    return resolveCompScope(ctx.database, request.session);
  };

  app.bindEndpoint(getApplicationStatistics, async ({ query, request }) => ({
    data: await statistics.summary(query, await scope(request)),
  }));

  app.bindEndpoint(exportApplicationStatistics, async ({ body, reply, request }) => {
    const figures = await statistics.summary(body, await scope(request));
    return sendWorkbook(reply, `申报统计_${ctx.clock.now()}.xlsx`, statisticsSheets(figures));
  });
};
