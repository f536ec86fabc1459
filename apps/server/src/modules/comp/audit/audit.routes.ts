import { decideAudit, decideMatchingAudit, listAuditLevels, listAuditQueue } from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import * as repo from './audit.repository';
import { AuditService } from './audit.service';

export const auditModule: AppModule = (app, ctx) => {
  const audit = new AuditService(ctx);
  const session = (request: FastifyRequest) => {
    if (!request.session) throw new Error('competition scope without a session');
    return request.session;
  };
  const scope = (request: FastifyRequest) => resolveCompScope(ctx.database, session(request));

  app.bindEndpoint(listAuditLevels, async ({ query, request }) => ({
    data: await audit.levels(query, await scope(request), session(request)),
  }));
  app.bindEndpoint(listAuditQueue, async ({ query, request }) =>
    repo.queue(ctx.database, query, await scope(request), query.levelNo, query),
  );
  app.bindEndpoint(decideAudit, async ({ body, request }) => ({
    data: { changed: await audit.decide(body, await scope(request), session(request)) },
  }));
  app.bindEndpoint(decideMatchingAudit, async ({ body, request }) => ({
    data: await audit.decideMatching(body, await scope(request), session(request)),
  }));
};
