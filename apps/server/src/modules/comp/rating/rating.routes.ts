import {
  addTieDecision,
  computeTaskResults,
  exportTaskResults,
  getRatingResult,
  getResultDiff,
  getStageAggregation,
  getTaskConsistency,
  listRatingTasks,
  listResultVersions,
  listTaskResults,
  rateExpert,
  saveStageAggregation,
  verifyTaskResults,
} from '@cbo/contracts';
import { sendXlsx } from '../../../lib/excel/export-xlsx';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { ratingColumns } from './rating.columns';
import { RatingService } from './rating.service';
import { RatingComputeService } from './rating-compute.service';
import { verifyVersion } from './rating-verify';

/** Rating and reading (评分阅卷, docs/rating.md). The 2+1 queue is bound by modules/comp/arbitration. */
export const ratingModule: AppModule = (app, ctx) => {
  const rating = new RatingService(ctx);
  const computing = new RatingComputeService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(getStageAggregation, async ({ params, actor }) => ({
    data: await rating.stageConfigOf(params.stageId, await scope(actor)),
  }));
  app.bindEndpoint(saveStageAggregation, async ({ params, body, actor }) => {
    await rating.saveStageConfig(params.stageId, body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(listRatingTasks, async ({ query, actor }) => rating.tasks(query, await scope(actor), query));
  app.bindEndpoint(computeTaskResults, async ({ params, actor }) => ({
    data: await computing.compute(params.taskId, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(listResultVersions, async ({ params, actor }) => ({
    data: await rating.versions(params.taskId, await scope(actor)),
  }));
  app.bindEndpoint(listTaskResults, async ({ params, query, actor }) =>
    rating.results(params.taskId, query, await scope(actor), query),
  );
  app.bindEndpoint(getRatingResult, async ({ params, actor }) => ({
    data: await rating.result(params.resultId, await scope(actor)),
  }));
  app.bindEndpoint(getResultDiff, async ({ params, query, actor }) => ({
    data: await rating.diff(params.taskId, query.versionNo, await scope(actor)),
  }));
  app.bindEndpoint(verifyTaskResults, async ({ params, query, actor }) => {
    const task = await rating.taskOf(params.taskId, await scope(actor));
    return { data: await verifyVersion(ctx, task, query.versionNo, actor.userName) };
  });
  app.bindEndpoint(exportTaskResults, async ({ params, body, reply, actor }) => {
    const task = await rating.taskOf(params.taskId, await scope(actor));
    // A missing version refuses before the stream starts.
    if (body.versionNo) await rating.versionOf(task, body.versionNo);
    sendXlsx({
      reply,
      fileName: `评审成绩_${task.taskName}_${ctx.clock.now()}.xlsx`,
      sheetName: '评审成绩',
      columns: ratingColumns(reply.request.locale),
      batches: rating.exportPages(task, body),
    });
    return reply;
  });
  app.bindEndpoint(getTaskConsistency, async ({ params, actor }) => ({
    data: await rating.consistency(params.taskId, await scope(actor)),
  }));
  app.bindEndpoint(rateExpert, async ({ params, body, actor }) => {
    await rating.rate(params.taskId, params.userId, body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(addTieDecision, async ({ params, body, actor }) => ({
    data: { decisionId: await rating.tieDecision(params.taskId, body, await scope(actor), actor.userName) },
  }));
};
