import { decideAppeal, getAppeal, listAppealSessions, listAppeals, recordOnSiteAppeal } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { AppealService } from './appeal.service';

/** Appeals against roadshow results, staff side (page comp/schedule ?tab=appeals, docs/appeals.md). */
export const appealModule: AppModule = (app, ctx) => {
  const appeals = new AppealService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listAppeals, async ({ query, actor }) =>
    appeals.list(
      { competitionId: query.competitionId, sessionId: query.sessionId, status: query.status, code: query.code },
      await scope(actor),
      query,
    ),
  );
  app.bindEndpoint(listAppealSessions, async ({ query, actor }) => ({
    data: await appeals.sessions(query.competitionId, await scope(actor)),
  }));
  app.bindEndpoint(getAppeal, async ({ params, actor }) => ({
    data: await appeals.get(params.appealId, await scope(actor)),
  }));
  app.bindEndpoint(decideAppeal, async ({ params, body, actor }) => ({
    data: await appeals.decide(params.appealId, body, await scope(actor), actor.userName),
  }));
  app.bindEndpoint(recordOnSiteAppeal, async ({ body, actor }) => ({
    data: { appealId: await appeals.recordOnSite(body, await scope(actor), actor.userName) },
  }));
};
