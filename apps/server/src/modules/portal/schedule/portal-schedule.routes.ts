import { listPortalSchedule } from '@cbo/contracts';
import { ScheduleService } from '../../comp/schedule/schedule.api';
import type { AppModule } from '../../module';

/** The public schedule of an open edition under /portal/ (docs/portal.md, docs/schedule.md). */
export const portalScheduleModule: AppModule = (app, ctx) => {
  const schedule = new ScheduleService(ctx);
  app.bindEndpoint(listPortalSchedule, async ({ query }) => ({
    data: await schedule.publicItems(query.competitionId),
  }));
};
