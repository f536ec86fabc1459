import {
  addApplication,
  applicationHistory,
  applicationImportTemplate,
  applicationStatusCounts,
  applicationStatuses,
  disqualifyApplication,
  editApplication,
  exportApplications,
  getApplication,
  importApplications,
  listApplications,
  removeApplications,
  transitionApplications,
} from '@cbo/contracts';
import { keysetBatches, sendTemplate, sendXlsx } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { applicationExportColumns } from './application.columns';
import { ApplicationImport, importColumns } from './application.import';
import * as repo from './application.repository';
import { ApplicationService } from './application.service';

export const applicationModule: AppModule = (app, ctx) => {
  const applications = new ApplicationService(ctx);
  const importer = new ApplicationImport({ ctx, applications });
  const { dicts } = ctx;
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
  app.bindEndpoint(exportApplications, async ({ body, reply, actor }) => {
    const where = repo.applicationWhere({ ...applications.query(body), downstreamOnly: true }, await scope(actor));
    const batches = keysetBatches(
      (before, size) => repo.applicationsBefore(ctx.database, where, before, size),
      (row) => row.applicationId,
    );
    const industries = await dicts.options('comp_industry');
    const statuses = Object.entries(applicationStatuses).map(([value, label]) => ({ value, label: label['zh-CN'] }));
    sendXlsx({
      reply,
      fileName: `项目申报_${ctx.clock.now()}.xlsx`,
      sheetName: '项目申报',
      columns: applicationExportColumns(industries, statuses),
      batches,
    });
    return reply;
  });
  app.bindEndpoint(applicationImportTemplate, async ({ query, reply }) => {
    sendTemplate(reply, '项目申报导入模板.xlsx', '项目申报', await importColumns(ctx, query.competitionId));
    return reply;
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
