import {
  addApplication,
  applicationHistory,
  applicationImportTemplate,
  applicationStatusCounts,
  applicationStatuses,
  editApplication,
  exportApplications,
  getApplication,
  importApplications,
  listApplications,
  removeApplications,
  transitionApplications,
} from '@cbo/contracts';
import type { FastifyRequest } from 'fastify';
import { keysetBatches, sendTemplate, sendXlsx } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { AppModule } from '../../module';
import { DictService } from '../../system/dict/dict.service';
import { resolveCompScope } from '../scope/comp-scope';
import { applicationExportColumns } from './application.columns';
import { ApplicationImport, importColumns } from './application.import';
import * as repo from './application.repository';
import { ApplicationService } from './application.service';

export const applicationModule: AppModule = (app, ctx) => {
  const applications = new ApplicationService(ctx);
  const importer = new ApplicationImport(ctx, applications);
  const dicts = new DictService(ctx.database, ctx.cache);
  const who = (request: FastifyRequest) => request.session?.userName ?? '';
  const scope = (request: FastifyRequest) => {
    if (!request.session) throw new Error('competition scope without a session');
    return resolveCompScope(ctx.database, request.session);
  };
  const ids = (list: string) => list.split(',').map(Number);
  const reader = (request: FastifyRequest) => {
    if (!request.session) throw new Error('application write without a session');
    return { session: request.session };
  };

  app.bindEndpoint(listApplications, async ({ query, request }) =>
    applications.list(query, query, await scope(request)),
  );
  app.bindEndpoint(applicationStatusCounts, async ({ query, request }) => ({
    data: await applications.counts(query, await scope(request)),
  }));
  app.bindEndpoint(getApplication, async ({ params, request }) => ({
    data: await applications.get(params.applicationId, await scope(request)),
  }));
  app.bindEndpoint(applicationHistory, async ({ params, request }) => ({
    data: await applications.history(params.applicationId, await scope(request)),
  }));
  app.bindEndpoint(addApplication, async ({ body, request }) => ({
    data: await applications.create(body, await scope(request), who(request), reader(request)),
  }));
  app.bindEndpoint(editApplication, async ({ body, request }) => {
    const { applicationId, ...form } = body;
    await applications.edit(applicationId, form, await scope(request), who(request), reader(request));
    return {};
  });
  app.bindEndpoint(removeApplications, async ({ params, request }) => {
    await applications.remove(ids(params.applicationIds), await scope(request));
    return {};
  });
  app.bindEndpoint(transitionApplications, async ({ body, request }) => ({
    data: {
      changed: await applications.transition(
        body.applicationIds,
        body.action,
        body.reason,
        await scope(request),
        who(request),
      ),
    },
  }));
  app.bindEndpoint(exportApplications, async ({ body, reply, request }) => {
    const where = repo.applicationWhere(applications.query(body), await scope(request));
    const batches = keysetBatches(
      (before, size) => repo.applicationsBefore(ctx.database, where, before, size),
      (row) => row.applicationId,
    );
    const industries = (await dicts.enabledEntries('comp_industry')).map((e) => ({
      value: e.dictValue,
      label: e.dictLabel,
    }));
    const statuses = Object.entries(applicationStatuses).map(([value, label]) => ({ value, label: label['zh-CN'] }));
    sendXlsx(
      reply,
      `项目申报_${ctx.clock.now()}.xlsx`,
      '项目申报',
      applicationExportColumns(industries, statuses),
      batches,
    );
    return reply;
  });
  app.bindEndpoint(applicationImportTemplate, async ({ query, reply }) => {
    sendTemplate(reply, '项目申报导入模板.xlsx', '项目申报', await importColumns(ctx, query.competitionId));
    return reply;
  });
  app.bindEndpoint(importApplications, async ({ query, request }) => {
    const file = await readSpreadsheetUpload(request);
    return {
      data: await importer.run(file, {
        competitionId: query.competitionId,
        dryRun: query.dryRun === 'true',
        plan: await scope(request),
        by: who(request),
        locale: request.locale,
      }),
    };
  });
};
