import {
  addReviewGroup,
  editReviewGroup,
  getReviewGroup,
  groupingStageSummary,
  listGroupingExpertGroups,
  listGroupingStages,
  listReviewGroups,
  listStageEntries,
  moveStageEntries,
  previewAutoGrouping,
  removeReviewGroups,
  saveAutoGrouping,
  takeInStageEntries,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { GroupingService } from './grouping.service';

const idsOf = (text: string) => text.split(',').map(Number);

export const groupingModule: AppModule = (app, ctx) => {
  const grouping = new GroupingService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listGroupingStages, async ({ query }) => ({ data: await grouping.stages(query.competitionId) }));
  app.bindEndpoint(groupingStageSummary, async ({ query, actor }) => ({
    data: await grouping.summary(query.stageId, await scope(actor)),
  }));
  app.bindEndpoint(takeInStageEntries, async ({ body, actor }) => ({
    data: { created: await grouping.intake(body.stageId, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(listReviewGroups, async ({ query, actor }) => grouping.list(query, await scope(actor), query));
  app.bindEndpoint(listStageEntries, async ({ query, actor }) =>
    grouping.listEntries(query, await scope(actor), query),
  );
  app.bindEndpoint(listGroupingExpertGroups, async ({ query, actor }) => ({
    data: await grouping.expertGroups(query.stageId, await scope(actor)),
  }));
  app.bindEndpoint(getReviewGroup, async ({ params, actor }) => ({
    data: await grouping.get(params.reviewGroupId, await scope(actor)),
  }));
  app.bindEndpoint(addReviewGroup, async ({ body, actor }) => ({
    data: { reviewGroupId: await grouping.add(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(editReviewGroup, async ({ body, actor }) => {
    await grouping.edit(body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(removeReviewGroups, async ({ params, actor }) => {
    await grouping.remove(idsOf(params.reviewGroupIds), await scope(actor));
    return {};
  });
  app.bindEndpoint(moveStageEntries, async ({ body, actor }) => ({
    data: { moved: await grouping.move(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(previewAutoGrouping, async ({ body, actor }) => ({
    data: await grouping.preview(body, await scope(actor)),
  }));
  app.bindEndpoint(saveAutoGrouping, async ({ body, actor }) => ({
    data: await grouping.save(body, await scope(actor), actor.userName),
  }));
};
