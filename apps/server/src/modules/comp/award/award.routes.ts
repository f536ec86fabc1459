import { addAwardLevel, editAwardLevel, listAwardLevels, listAwards, removeAwardLevels } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { AwardService } from './award.service';

/** Award levels and awards of an edition (page comp/upgrading, docs/awards.md). */
export const awardModule: AppModule = (app, ctx) => {
  const awards = new AwardService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listAwardLevels, async ({ query, actor }) => ({
    data: await awards.levels(query.competitionId, query.trackId || undefined, await scope(actor)),
  }));
  app.bindEndpoint(addAwardLevel, async ({ body, actor }) => ({
    data: { levelId: await awards.addLevel(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(editAwardLevel, async ({ body, actor }) => {
    await awards.editLevel(body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(removeAwardLevels, async ({ params, actor }) => {
    await awards.removeLevels(params.levelIds.split(',').map(Number), await scope(actor));
    return {};
  });
  app.bindEndpoint(listAwards, async ({ query, actor }) => awards.awards(query, await scope(actor), query));
};
