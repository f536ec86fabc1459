import {
  addRubric,
  copyRubric,
  editRubric,
  getRubric,
  listRubricStages,
  listRubrics,
  removeRubrics,
} from '@cbo/contracts';
import type { AppModule } from '../../module';
import { RubricService } from './rubric.service';

/**
 * Rubrics (/comp/rubric, docs/rubrics.md). Stages are an edition's, not a region's: rubrics carry no
 * competition scope, every holder of the permission sees every stage's rubrics.
 */
export const rubricModule: AppModule = (app, ctx) => {
  const rubrics = new RubricService(ctx);

  app.bindEndpoint(listRubricStages, async ({ query }) => ({
    data: await rubrics.stages(query.competitionId),
  }));
  app.bindEndpoint(listRubrics, async ({ query }) => {
    const rows = await rubrics.list(query);
    return { total: rows.length, rows };
  });
  app.bindEndpoint(getRubric, async ({ params }) => ({ data: await rubrics.get(params.rubricId) }));
  app.bindEndpoint(addRubric, async ({ body, actor }) => ({ data: await rubrics.add(body, actor.userName) }));
  app.bindEndpoint(editRubric, async ({ params, body, actor }) => ({
    data: await rubrics.edit(params.rubricId, body, actor.userName),
  }));
  app.bindEndpoint(copyRubric, async ({ params, body, actor }) => ({
    data: await rubrics.copy(params.rubricId, body, actor.userName),
  }));
  app.bindEndpoint(removeRubrics, async ({ params }) => {
    await rubrics.remove(params.rubricIds.split(',').map(Number));
    return {};
  });
};
