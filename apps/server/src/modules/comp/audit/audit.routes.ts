import { decideAudit, decideMatchingAudit, listAuditLevels, listAuditQueue } from '@cbo/contracts';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import * as repo from './audit.repository';
import { AuditService } from './audit.service';

export const auditModule: AppModule = (app, ctx) => {
  const audit = new AuditService(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);

  app.bindEndpoint(listAuditLevels, async ({ query, actor }) => ({
    data: await audit.levels(query, await scope(actor), actor),
  }));
  app.bindEndpoint(listAuditQueue, async ({ query, actor }) =>
    repo.queue(ctx.database, query, await scope(actor), query.levelNo, query),
  );
  app.bindEndpoint(decideAudit, async ({ body, actor }) => ({
    data: { changed: await audit.decide(body, await scope(actor), actor) },
  }));
  app.bindEndpoint(decideMatchingAudit, async ({ body, actor }) => ({
    data: await audit.decideMatching(body, await scope(actor), actor),
  }));
};
