import { dispatchArbitration, listArbitration } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { ArbitrationService } from './arbitration.service';

/** 2+1 arbitration's queue and dispatch under /comp/rating (docs/arbitration.md). */
export const arbitrationModule: AppModule = (app, ctx) => {
  const arbitration = new ArbitrationService({ ...ctx, log: app.log });
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listArbitration, async ({ params, actor }) => ({
    data: await arbitration.list(params.taskId, await scope(actor)),
  }));
  app.bindEndpoint(dispatchArbitration, async ({ params, actor }) => ({
    data: await arbitration.dispatchWaiting(params.taskId, await scope(actor), actor.userName),
  }));
};
