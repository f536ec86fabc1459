import {
  addApplication,
  applicationHistory,
  applicationImportTemplate,
  applicationStatusCounts,
  attachApplicationFile,
  disqualifyApplication,
  editApplication,
  exportApplications,
  getApplication,
  importApplications,
  listApplications,
  removeApplications,
  transitionApplications,
} from '@cbo/contracts';
import { attachmentHeaders } from '../../../lib/attachment';
import { XLSX_TYPE } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { ApplicationExport } from './application.export';
import { ApplicationImport } from './application.import';
import * as repo from './application.repository';
import { ApplicationService } from './application.service';
import { ApplicationFiles } from './application-files';
import { importTemplate } from './application-import-columns';

export const applicationModule: AppModule = (app, ctx) => {
  const applications = new ApplicationService(ctx);
  const importer = new ApplicationImport({ ctx, applications });
  const attaching = new ApplicationFiles(ctx);
  const exporter = new ApplicationExport(ctx);
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  const ids = (list: string) => list.split(',').map(Number);

  app.bindEndpoint(listApplications, async ({ query, actor }) => applications.list(query, query, await scope(actor)));
  app.bindEndpoint(applicationStatusCounts, async ({ query, actor }) => ({
    data: await applications.counts(query, await scope(actor)),
  }));
  app.bindEndpoint(getApplication, async ({ params, actor }) => ({
    data: await applications.get(params.applicationId, await scope(actor)),
  }));
  app.bindEndpoint(applicationHistory, async ({ params, actor }) => ({
    data: await applications.history(params.applicationId, await scope(actor)),
  }));
  app.bindEndpoint(addApplication, async ({ body, actor }) => ({
    data: await applications.create(body, await scope(actor), actor.userName, { session: actor }),
  }));
  app.bindEndpoint(editApplication, async ({ body, actor }) => {
    const { applicationId, ...form } = body;
    await applications.edit({
      applicationId,
      form,
      plan: await scope(actor),
      by: actor.userName,
      reader: { session: actor },
    });
    return {};
  });
  app.bindEndpoint(attachApplicationFile, async ({ params, query, request, actor }) => ({
    data: await attaching.attach({
      applicationId: params.applicationId,
      target: query,
      plan: await scope(actor),
      actor,
      parts: request.isMultipart() ? request.files() : null,
    }),
  }));
  app.bindEndpoint(removeApplications, async ({ params, actor }) => {
    await applications.remove(ids(params.applicationIds), await scope(actor));
    return {};
  });
  app.bindEndpoint(transitionApplications, async ({ body, actor }) => ({
    data: {
      changed: await applications.transition({
        ids: body.applicationIds,
        action: body.action,
        reason: body.reason,
        plan: await scope(actor),
        by: actor.userName,
      }),
    },
  }));
  app.bindEndpoint(disqualifyApplication, async ({ params, body, actor }) => {
    await applications.disqualify({
      applicationId: params.applicationId,
      reason: body.reason,
      plan: await scope(actor),
      by: actor.userName,
    });
    return {};
  });
  app.bindEndpoint(exportApplications, async ({ body, reply, request, actor }) =>
    exporter.send({
      reply,
      where: repo.applicationWhere({ ...applications.query(body), downstreamOnly: true }, await scope(actor)),
      tracks: { competitionId: body.competitionId, trackId: body.trackId },
      origin: `${request.protocol}://${request.host}`,
      fileName: `项目申报_${ctx.clock.now()}.xlsx`,
    }),
  );
  app.bindEndpoint(applicationImportTemplate, async ({ query, reply }) => {
    const book = await importTemplate(ctx, query.competitionId);
    attachmentHeaders(reply, '项目申报导入模板.xlsx');
    return reply.type(XLSX_TYPE).send(book);
  });
  app.bindEndpoint(importApplications, async ({ query, request, actor }) => {
    const file = await readSpreadsheetUpload(request);
    return {
      data: await importer.run(file, {
        competitionId: query.competitionId,
        dryRun: query.dryRun === 'true',
        plan: await scope(actor),
        by: actor.userName,
        locale: request.locale,
      }),
    };
  });
};
