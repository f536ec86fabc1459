import { getDataSourceStatus } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { dataSourceStatus } from './druid.service';

export const dataSourceMonitorModule: AppModule = (app, ctx) => {
  app.bindEndpoint(getDataSourceStatus, async ({ query }) => ({
    data: await dataSourceStatus(ctx.database, query.top),
  }));
};
