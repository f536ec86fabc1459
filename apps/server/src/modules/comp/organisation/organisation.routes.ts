import {
  addOrganisation,
  editOrganisation,
  exportOrganisations,
  getOrganisation,
  importOrganisations,
  listOrganisations,
  organisationImportTemplate,
  organisationOptions,
  removeOrganisations,
} from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendTemplate, sendXlsx } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { Actor } from '../../../plugins/access';
import type { AppModule } from '../../module';
import { resolveCompScope } from '../scope/comp-scope';
import { organisationColumns } from './organisation.columns';
import { importOrganisations as runImport } from './organisation.import';
import * as repo from './organisation.repository';
import { OrganisationService } from './organisation.service';

export const organisationModule: AppModule = (app, ctx) => {
  const organisations = new OrganisationService(ctx);
  const { dicts } = ctx;
  const scope = (actor: Actor) => resolveCompScope(ctx.database, actor);
  const entries = async (type: string) => await dicts.options(type);
  const columns = async () => organisationColumns(await entries('comp_org_type'), await entries('sys_normal_disable'));

  app.bindEndpoint(listOrganisations, async ({ query, actor }) =>
    repo.listOrganisations(ctx.database, query, await scope(actor), query),
  );
  app.bindEndpoint(organisationOptions, async ({ query }) => ({
    data: await repo.organisationOptions(ctx.database, query.orgName, query.orgId),
  }));
  app.bindEndpoint(getOrganisation, async ({ params, actor }) => ({
    data: await organisations.get(params.orgId, await scope(actor)),
  }));
  app.bindEndpoint(addOrganisation, async ({ body, actor }) => {
    await organisations.add(body, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(editOrganisation, async ({ body, actor }) => {
    const { orgId, ...values } = body;
    await organisations.edit(orgId, values, await scope(actor), actor.userName);
    return {};
  });
  app.bindEndpoint(removeOrganisations, async ({ params, actor }) => {
    await organisations.remove(params.orgIds.split(',').map(Number), await scope(actor));
    return {};
  });
  app.bindEndpoint(exportOrganisations, async ({ body, reply, actor }) => {
    const plan = await scope(actor);
    const batches = keysetBatches(
      (after, size) => repo.organisationsAfter(ctx.database, body, plan, after, size),
      (row) => row.orgId,
    );
    sendXlsx({
      reply,
      fileName: `单位数据_${ctx.clock.now()}.xlsx`,
      sheetName: '单位数据',
      columns: await columns(),
      batches,
    });
    return reply;
  });
  app.bindEndpoint(organisationImportTemplate, async ({ reply }) => {
    sendTemplate(reply, '单位导入模板.xlsx', '单位数据', await columns());
    return reply;
  });
  app.bindEndpoint(importOrganisations, async ({ query, request, actor }) => {
    const file = await readSpreadsheetUpload(request);
    const updateSupport = query.updateSupport === 'true' || query.updateSupport === '1';
    const cols = (await columns()) as ExcelColumn<unknown>[];
    const plan = await scope(actor);
    return {
      msg: await runImport(ctx.database, {
        clock: ctx.clock,
        service: organisations,
        plan,
        file,
        columns: cols,
        updateSupport,
        by: actor.userName,
        locale: request.locale,
      }),
    };
  });
};
