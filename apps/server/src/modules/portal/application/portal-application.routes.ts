import {
  addPortalApplication,
  editPortalApplication,
  getPortalApplication,
  listPortalApplications,
  listPortalObjections,
  listPortalPublicityEntries,
  portalApplicationHistory,
  portalUpload,
  submitPortalApplication,
  submitPortalObjection,
  withdrawPortalApplication,
} from '@cbo/contracts';
import type { AppModule } from '../../module';
import { PortalApplicationService } from './portal-application.service';

/** The entrant's own applications, uploads and objections under /portal/ (issue 20). */
export const portalApplicationModule: AppModule = (app, ctx) => {
  const portal = new PortalApplicationService(ctx);

  app.bindEndpoint(listPortalApplications, async ({ query, entrant }) => portal.list(query, query, entrant));
  app.bindEndpoint(getPortalApplication, async ({ params, entrant }) => ({
    data: await portal.get(params.applicationId, entrant),
  }));
  app.bindEndpoint(portalApplicationHistory, async ({ params, entrant }) => ({
    data: await portal.history(params.applicationId, entrant),
  }));
  app.bindEndpoint(addPortalApplication, async ({ body, entrant }) => ({
    data: await portal.create(body, entrant),
  }));
  app.bindEndpoint(editPortalApplication, async ({ params, body, entrant }) => {
    await portal.edit(params.applicationId, body, entrant);
    return {};
  });
  app.bindEndpoint(submitPortalApplication, async ({ params, entrant }) => {
    await portal.submit(params.applicationId, entrant);
    return {};
  });
  app.bindEndpoint(withdrawPortalApplication, async ({ params, body, entrant }) => {
    await portal.withdraw(params.applicationId, body.reason, entrant);
    return {};
  });
  app.bindEndpoint(portalUpload, async ({ request, entrant }) => ({
    data: await portal.upload(entrant, request.isMultipart() ? request.files() : null),
  }));
  app.bindEndpoint(submitPortalObjection, async ({ params, body, entrant }) => ({
    data: { objectionId: await portal.addObjection(params.publicityId, body, entrant) },
  }));
  app.bindEndpoint(listPortalObjections, async ({ query, entrant }) => portal.objections(query, entrant));
  app.bindEndpoint(listPortalPublicityEntries, async ({ params }) => ({
    data: await portal.publicityEntries(params.publicityId),
  }));
};
