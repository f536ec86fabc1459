import {
  currentPortalCompetition,
  getPortalNotice,
  listPortalNotices,
  portalOrganisationOptions,
  portalRegionOptions,
} from '@cbo/contracts';
import { organisationOptions } from '../../comp/organisation/organisation.api';
import { listRegions } from '../../comp/region/region.api';
import type { AppModule } from '../../module';
import { PortalPublicService } from './portal-public.service';

/**
 * The public part of the entrant portal (/portal/notice, /portal/competition and the choices of an
 * application form): access mode `public`, so a portal shows them before anybody logs in.
 */
export const portalPublicModule: AppModule = (app, ctx) => {
  const portal = new PortalPublicService(ctx);

  app.bindEndpoint(listPortalNotices, async ({ query }) => portal.notices(query));
  app.bindEndpoint(getPortalNotice, async ({ params }) => ({ data: await portal.notice(params.noticeId) }));
  app.bindEndpoint(currentPortalCompetition, async () => ({ data: await portal.currentCompetition() }));

  app.bindEndpoint(portalRegionOptions, async () => ({
    data: (await listRegions(ctx.database, { status: '0' })).map(({ regionCode, regionName, level, parentCode }) => ({
      regionCode,
      regionName,
      level,
      parentCode,
    })),
  }));
  app.bindEndpoint(portalOrganisationOptions, async ({ query }) => ({
    data: await organisationOptions(ctx.database, query.orgName, query.orgId),
  }));
};
