import { decideAudit, decideMatchingAudit, listAuditLevels, listAuditQueue, listAuditRegions } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { AuditService } from './audit.service';

export const auditModule: AppModule = (app, ctx) => {
  const audit = new AuditService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listAuditLevels, async ({ query, actor }) => ({
    data: await audit.levels(query, await scope(actor), actor),
  }));
  app.bindEndpoint(listAuditQueue, async ({ query, actor }) => audit.queue(query, query, await scope(actor)));
  app.bindEndpoint(listAuditRegions, async ({ query, actor }) => ({
    data: await audit.regions(query.competitionId, await scope(actor)),
  }));
  app.bindEndpoint(decideAudit, async ({ body, actor }) => ({
    data: { changed: await audit.decide(body, await scope(actor), actor) },
  }));
  app.bindEndpoint(decideMatchingAudit, async ({ body, actor }) => ({
    data: await audit.decideMatching(body, await scope(actor), actor),
  }));
};
