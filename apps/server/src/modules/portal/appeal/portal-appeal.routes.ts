import { filePortalAppeal, listPortalAppeals } from '@cbo/contracts';
import { RateLimiter } from '../../../lib/rate-limit';
import { AppealService } from '../../comp/appeal/appeal.api';
import type { AppModule } from '../../module';
import { PORTAL_WRITES_PER_MINUTE } from '../application/portal-application.service';

/** The entrant's appeals against roadshow results under /portal/ (docs/portal.md, docs/appeals.md). */
export const portalAppealModule: AppModule = (app, ctx) => {
  const appeals = new AppealService(ctx);
  // The entrant's writes share one budget (portal-application.service.ts).
  const writes = new RateLimiter({ cache: ctx.cache, name: 'portal_write', max: PORTAL_WRITES_PER_MINUTE });

  app.bindEndpoint(listPortalAppeals, async ({ entrant }) => ({ data: await appeals.portalSessions(entrant) }));
  app.bindEndpoint(filePortalAppeal, async ({ body, entrant }) => {
    await writes.check(String(entrant.userId));
    return { data: await appeals.portalFile(entrant, body) };
  });
};
