import {
  approvePromotionBatch,
  draftPromotionBatch,
  finalizePromotionBatch,
  getPromotionBatch,
  getPromotionRule,
  listBatchDecisions,
  listBatchEvents,
  listPromotionBatches,
  overrideDecision,
  previewPromotion,
  publishPromotionBatch,
  redraftPromotionBatch,
  returnPromotionBatch,
  revokePromotionBatch,
  savePromotionRule,
  submitPromotionBatch,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { finalizePromotionsTask } from './finalize-promotions.task';
import { PromotionService } from './promotion.service';
import { PromotionPublicationService } from './promotion-publication.service';

/** Promotion and award batches (晋级与评分, docs/promotion.md). */
export const promotionModule: AppModule = (app, ctx) => {
  const batches = new PromotionService(ctx);
  const publication = new PromotionPublicationService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  ctx.scheduler.registry.register(finalizePromotionsTask);

  app.bindEndpoint(getPromotionRule, async ({ params, query, actor }) => ({
    data: await batches.ruleOf(params.stageId, query.purpose, await scope(actor)),
  }));
  app.bindEndpoint(savePromotionRule, async ({ params, query, body, actor }) => {
    await batches.saveRule(params.stageId, query.purpose, body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(previewPromotion, async ({ body, actor }) => ({
    data: await batches.preview(
      {
        ...body,
        filter: { ...body.filter, result: body.filter.result || undefined, reason: body.filter.reason || undefined },
      },
      await scope(actor),
    ),
  }));
  app.bindEndpoint(listPromotionBatches, async ({ query, actor }) => batches.list(query, await scope(actor), query));
  app.bindEndpoint(getPromotionBatch, async ({ params, actor }) => ({
    data: await batches.get(params.batchId, await scope(actor)),
  }));
  app.bindEndpoint(listBatchDecisions, async ({ params, query, actor }) =>
    batches.decisions(params.batchId, query, await scope(actor), query),
  );
  app.bindEndpoint(listBatchEvents, async ({ params, actor }) => ({
    data: await batches.events(params.batchId, await scope(actor)),
  }));
  app.bindEndpoint(draftPromotionBatch, async ({ body, actor }) => ({
    data: { batchId: await batches.draft(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(overrideDecision, async ({ params, body, actor }) => {
    await batches.override(params.batchId, params.decisionId, body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(redraftPromotionBatch, async ({ params, body, actor }) => {
    await batches.redraft(params.batchId, body.rule, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(submitPromotionBatch, async ({ params, actor }) => {
    await batches.submit(params.batchId, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(approvePromotionBatch, async ({ params, actor }) => {
    await batches.approve(params.batchId, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(returnPromotionBatch, async ({ params, body, actor }) => {
    await batches.returnBatch(params.batchId, body.reason, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(publishPromotionBatch, async ({ params, body, actor }) => ({
    data: await publication.publish(params.batchId, body, await scope(actor), actor.userName, { session: actor }),
  }));
  app.bindEndpoint(finalizePromotionBatch, async ({ params, actor }) => {
    await publication.finalizeInScope(params.batchId, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(revokePromotionBatch, async ({ params, body, actor }) => {
    await publication.revoke(params.batchId, body.reason, await scope(actor), actor.userName);
    return {};
  });
};
