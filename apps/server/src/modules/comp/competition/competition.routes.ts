import {
  addCompetition,
  auditRoleOptions,
  competitionOptions,
  currentTimeline,
  editCompetition,
  getAuditLevels,
  getCompetition,
  getStages,
  getTracks,
  listCompetitions,
  removeCompetitions,
  saveAuditLevels,
  saveStages,
  saveTracks,
} from '@cbo/contracts';
import type { AppModule } from '../../module';
import * as repo from './competition.repository';
import { CompetitionService } from './competition.service';

export const competitionModule: AppModule = (app, ctx) => {
  const competitions = new CompetitionService(ctx);

  app.bindEndpoint(listCompetitions, async ({ query }) => repo.listCompetitions(ctx.database, query, query));
  app.bindEndpoint(competitionOptions, async () => ({ data: await repo.competitionOptions(ctx.database) }));
  app.bindEndpoint(currentTimeline, async () => ({ data: await competitions.timeline() }));
  app.bindEndpoint(getCompetition, async ({ params }) => ({ data: await competitions.get(params.competitionId) }));
  app.bindEndpoint(addCompetition, async ({ body, actor }) => ({
    data: { competitionId: await competitions.add(body, actor.userName, { session: actor }) },
  }));
  app.bindEndpoint(editCompetition, async ({ body, actor }) => {
    const { competitionId, ...form } = body;
    await competitions.edit(competitionId, form, actor.userName, { session: actor });
    return {};
  });
  app.bindEndpoint(removeCompetitions, async ({ params }) => {
    await competitions.remove(params.competitionIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(getTracks, async ({ params }) => {
    await competitions.get(params.competitionId);
    return { data: await repo.listTracks(ctx.database, params.competitionId) };
  });
  app.bindEndpoint(saveTracks, async ({ params, body, actor }) => {
    await competitions.saveTracks(params.competitionId, body.tracks, actor.userName);
    return {};
  });
  app.bindEndpoint(getStages, async ({ params }) => {
    await competitions.get(params.competitionId);
    return { data: await repo.listStages(ctx.database, params.competitionId) };
  });
  app.bindEndpoint(saveStages, async ({ params, body, actor }) => {
    await competitions.saveStages(params.competitionId, body.stages, actor.userName);
    return {};
  });
  app.bindEndpoint(getAuditLevels, async ({ params }) => {
    await competitions.get(params.competitionId);
    return { data: await repo.listAuditLevels(ctx.database, params.competitionId) };
  });
  app.bindEndpoint(auditRoleOptions, async () => ({ data: await repo.auditRoleOptions(ctx.database) }));
  app.bindEndpoint(saveAuditLevels, async ({ params, body, actor }) => {
    await competitions.saveAuditLevels(params.competitionId, body.levels, actor.userName);
    return {};
  });
};
