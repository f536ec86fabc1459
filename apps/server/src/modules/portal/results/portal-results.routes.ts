import { downloadPortalCertificate, getPortalScores, listPortalAwards, listPortalResults } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { PortalResultsService } from './portal-results.service';

/** The entrant's results, awards, certificates and scores under /portal/ (docs/portal.md). */
export const portalResultsModule: AppModule = (app, ctx) => {
  const results = new PortalResultsService(ctx);

  app.bindEndpoint(listPortalResults, async ({ query, entrant }) => ({
    data: await results.results(entrant, query.competitionId || undefined),
  }));
  app.bindEndpoint(listPortalAwards, async ({ entrant }) => ({ data: await results.awards(entrant) }));
  app.bindEndpoint(downloadPortalCertificate, async ({ params, entrant, reply }) => {
    await results.sendCertificate(entrant, params.certificateId, reply);
    return reply;
  });
  app.bindEndpoint(getPortalScores, async ({ params, entrant, request }) => ({
    data: await results.scores(entrant, params.entryId, request.locale),
  }));
};
