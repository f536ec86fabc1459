import { currentPortalCompetition, getPortalNotice, listPortalNotices } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { PortalPublicService } from './portal-public.service';

/**
 * The public part of the entrant portal (/portal/notice, /portal/competition): access mode
 * `public`, so a portal shows notices and the current edition before anybody logs in.
 */
export const portalPublicModule: AppModule = (app, ctx) => {
  const portal = new PortalPublicService(ctx);

  app.bindEndpoint(listPortalNotices, async ({ query }) => portal.notices(query));
  app.bindEndpoint(getPortalNotice, async ({ params }) => ({ data: await portal.notice(params.noticeId) }));
  app.bindEndpoint(currentPortalCompetition, async () => ({ data: await portal.currentCompetition() }));
};
