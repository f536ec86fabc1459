import {
  approveRegistration,
  decideMatchingRegistrations,
  decideRegistrations,
  listRegistrations,
  rejectRegistration,
} from '@cbo/contracts';
import { maskMobile } from '../../comp/application/application-records';
import type { AppModule } from '../../module';
import * as repo from './registration.repository';
import { RegistrationService } from './registration.service';

/**
 * Registration review (/system/registration). Waiting accounts belong to no department yet, so
 * the list is not narrowed by data scope; who may review is the permission.
 */
export const registrationModule: AppModule = (app, ctx) => {
  const registrations = new RegistrationService(ctx);

  app.bindEndpoint(listRegistrations, async ({ query }) => {
    const { total, rows } = await repo.listRegistrations(ctx.database, query, query);
    return { total, rows: rows.map((row) => ({ ...row, mobile: row.mobile ? maskMobile(row.mobile) : null })) };
  });
  app.bindEndpoint(approveRegistration, async ({ params, actor }) => {
    await registrations.approve(params.userId, actor.userName);
    return {};
  });
  app.bindEndpoint(decideRegistrations, async ({ body, actor }) => ({
    data: { changed: await registrations.decideMany(body, actor.userName) },
  }));
  app.bindEndpoint(decideMatchingRegistrations, async ({ body, actor }) => ({
    data: await registrations.decideMatching(body, actor.userName),
  }));
  app.bindEndpoint(rejectRegistration, async ({ params, body, actor }) => {
    await registrations.reject(params.userId, body.reason, actor.userName);
    return {};
  });
};
