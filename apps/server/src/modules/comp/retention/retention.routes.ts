import { getRetention, runRetention } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { RetentionService } from './retention.service';
import { anonymiseExpiredTask } from './retention.task';

export const retentionModule: AppModule = (app, ctx) => {
  const retention = new RetentionService(ctx);
  ctx.scheduler.registry.register(anonymiseExpiredTask);

  app.bindEndpoint(getRetention, async ({ params }) => ({ data: await retention.state(params.competitionId) }));
  app.bindEndpoint(runRetention, async ({ params, actor }) => ({
    data: await retention.runEdition(params.competitionId, actor.userName),
  }));
};
