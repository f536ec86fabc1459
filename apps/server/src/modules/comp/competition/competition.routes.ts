import {
  addCompetition,
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
import type { FastifyRequest } from 'fastify';
import { staffReader } from '../../common/file-access';
import type { AppModule } from '../../module';
import * as repo from './competition.repository';
import { CompetitionService } from './competition.service';

export const competitionModule: AppModule = (app, ctx) => {
  const competitions = new CompetitionService(ctx.database, ctx.clock, ctx.files);
  const who = (request: FastifyRequest) => request.session?.userName ?? '';

  app.bindEndpoint(listCompetitions, async ({ query }) => repo.listCompetitions(ctx.database, query, query));
  app.bindEndpoint(competitionOptions, async () => ({ data: await repo.competitionOptions(ctx.database) }));
  app.bindEndpoint(currentTimeline, async () => ({ data: await competitions.timeline() }));
  app.bindEndpoint(getCompetition, async ({ params }) => ({ data: await competitions.get(params.competitionId) }));
  app.bindEndpoint(addCompetition, async ({ body, request }) => ({
    data: { competitionId: await competitions.add(body, who(request), staffReader(request)) },
  }));
  app.bindEndpoint(editCompetition, async ({ body, request }) => {
    const { competitionId, ...form } = body;
    await competitions.edit(competitionId, form, who(request), staffReader(request));
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
  app.bindEndpoint(saveTracks, async ({ params, body, request }) => {
    await competitions.saveTracks(params.competitionId, body.tracks, who(request));
    return {};
  });
  app.bindEndpoint(getStages, async ({ params }) => {
    await competitions.get(params.competitionId);
    return { data: await repo.listStages(ctx.database, params.competitionId) };
  });
  app.bindEndpoint(saveStages, async ({ params, body, request }) => {
    await competitions.saveStages(params.competitionId, body.stages, who(request));
    return {};
  });
  app.bindEndpoint(getAuditLevels, async ({ params }) => {
    await competitions.get(params.competitionId);
    return { data: await repo.listAuditLevels(ctx.database, params.competitionId) };
  });
  app.bindEndpoint(saveAuditLevels, async ({ params, body, request }) => {
    await competitions.saveAuditLevels(params.competitionId, body.levels, who(request));
    return {};
  });
};
