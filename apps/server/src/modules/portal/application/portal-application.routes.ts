import {
  addPortalApplication,
  editPortalApplication,
  getPortalApplication,
  listPortalApplications,
  listPortalObjections,
  portalApplicationHistory,
  portalUpload,
  submitPortalApplication,
  submitPortalObjection,
  withdrawPortalApplication,
} from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { EntrantUser } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { PortalApplicationService } from './portal-application.service';

/** The entrant's own applications, uploads and objections under /portal/ (issue 20). */
export const portalApplicationModule: AppModule = (app, ctx) => {
  const portal = new PortalApplicationService(ctx);
  const me = (request: FastifyRequest): EntrantUser => {
    if (!request.entrant) throw new Error('portal route without an entrant');
    return request.entrant;
  };

  app.bindEndpoint(listPortalApplications, async ({ query, request }) => portal.list(query, query, me(request)));
  app.bindEndpoint(getPortalApplication, async ({ params, request }) => ({
    data: await portal.get(params.applicationId, me(request)),
  }));
  app.bindEndpoint(portalApplicationHistory, async ({ params, request }) => ({
    data: await portal.history(params.applicationId, me(request)),
  }));
  app.bindEndpoint(addPortalApplication, async ({ body, request }) => ({
    data: await portal.create(body, me(request)),
  }));
  app.bindEndpoint(editPortalApplication, async ({ params, body, request }) => {
    await portal.edit(params.applicationId, body, me(request));
    return {};
  });
  app.bindEndpoint(submitPortalApplication, async ({ params, request }) => {
    await portal.submit(params.applicationId, me(request));
    return {};
  });
  app.bindEndpoint(withdrawPortalApplication, async ({ params, body, request }) => {
    await portal.withdraw(params.applicationId, body.reason, me(request));
    return {};
  });
  app.bindEndpoint(portalUpload, async ({ request }) => ({
    data: await portal.upload(me(request), request.isMultipart() ? request.files() : null),
  }));
  app.bindEndpoint(submitPortalObjection, async ({ params, body, request }) => ({
    data: { objectionId: await portal.addObjection(params.publicityId, body, me(request)) },
  }));
  app.bindEndpoint(listPortalObjections, async ({ query, request }) => portal.objections(query, me(request)));
};
