import {
  addReviewTask,
  closeReviewTask,
  editReviewTask,
  getReviewTask,
  getTaskFormOptions,
  getTaskProgress,
  listReassignCandidates,
  listReviewTasks,
  listTaskAssignments,
  listTaskStages,
  publishReviewTask,
  reassignReviewTask,
  removeReviewTasks,
  reopenReviewTask,
} from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { remindReviewsTask } from './remind-reviews.task';
import { TaskinfoService } from './taskinfo.service';

const idsOf = (text: string) => text.split(',').map(Number);

/** Review tasks (任务信息, docs/review-tasks.md). */
export const taskinfoModule: AppModule = (app, ctx) => {
  const tasks = new TaskinfoService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  ctx.scheduler.registry.register(remindReviewsTask);

  app.bindEndpoint(listReviewTasks, async ({ query, actor }) => tasks.list(query, await scope(actor), query));
  app.bindEndpoint(listTaskStages, async ({ query }) => ({ data: await tasks.stages(query.competitionId) }));
  app.bindEndpoint(listReassignCandidates, async ({ params, query, actor, request }) => ({
    data: await tasks.candidates(
      params.taskId,
      query.applicationId === '' ? undefined : query.applicationId,
      await scope(actor),
      request.locale,
    ),
  }));
  app.bindEndpoint(getTaskFormOptions, async ({ query, actor }) => ({
    data: await tasks.options(query.stageId, await scope(actor)),
  }));
  app.bindEndpoint(getReviewTask, async ({ params, actor }) => ({
    data: await tasks.get(params.taskId, await scope(actor)),
  }));
  app.bindEndpoint(addReviewTask, async ({ body, actor }) => ({
    data: { taskId: await tasks.add(body, await scope(actor), actor.userName) },
  }));
  app.bindEndpoint(editReviewTask, async ({ params, body, actor }) => {
    await tasks.edit(params.taskId, body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(removeReviewTasks, async ({ params, actor }) => {
    await tasks.remove(idsOf(params.taskIds), await scope(actor));
    return {};
  });
  app.bindEndpoint(publishReviewTask, async ({ params, body, actor }) => ({
    data: await tasks.publish(params.taskId, body.seed, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(closeReviewTask, async ({ params, actor }) => {
    await tasks.close(params.taskId, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(reopenReviewTask, async ({ params, body, actor }) => {
    await tasks.reopen(params.taskId, body.reason, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(reassignReviewTask, async ({ params, body, actor }) => ({
    data: await tasks.reassign(params.taskId, body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(listTaskAssignments, async ({ params, query, actor }) =>
    tasks.assignments(params.taskId, query, await scope(actor), query),
  );
  app.bindEndpoint(getTaskProgress, async ({ params, actor }) => ({
    data: await tasks.progress(params.taskId, await scope(actor)),
  }));
};
