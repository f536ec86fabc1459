import {
  addScheduleItem,
  editScheduleItem,
  getScheduleItem,
  listScheduleItems,
  listScheduleStages,
  notifyScheduleItem,
  removeScheduleItems,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { ScheduleService } from './schedule.service';

/** Schedule items of an edition (page comp/schedule ?tab=items, docs/schedule.md). */
export const scheduleModule: AppModule = (app, ctx) => {
  const schedule = new ScheduleService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listScheduleItems, async ({ query, actor }) =>
    schedule.list(
      {
        competitionId: query.competitionId,
        stageId: query.stageId,
        kind: query.kind,
        isPublic: query.isPublic,
        from: query.from || undefined,
        to: query.to || undefined,
        title: query.title,
      },
      await scope(actor),
      query,
    ),
  );
  app.bindEndpoint(listScheduleStages, async ({ query, actor }) => ({
    data: await schedule.stages(query.competitionId, await scope(actor)),
  }));
  app.bindEndpoint(getScheduleItem, async ({ params, actor }) => ({
    data: await schedule.get(params.itemId, await scope(actor)),
  }));
  app.bindEndpoint(addScheduleItem, async ({ body, actor }) => ({
    data: { itemId: await schedule.add(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(editScheduleItem, async ({ body, actor }) => ({
    data: await schedule.edit(body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(removeScheduleItems, async ({ params, actor }) => {
    await schedule.remove(params.itemIds.split(',').map(Number), await scope(actor));
    return {};
  });
  app.bindEndpoint(notifyScheduleItem, async ({ params, actor }) => ({
    data: await schedule.notify(params.itemId, await scope(actor)),
  }));
};
