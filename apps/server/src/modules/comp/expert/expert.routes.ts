import {
  addExpert,
  changeExpertStatus,
  editExpert,
  expertImportTemplate,
  expertUserOptions,
  exportExperts,
  getExpert,
  importExperts,
  listExperts,
  removeExperts,
} from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendTemplate, sendXlsx } from '../../../lib/excel/export-xlsx';
import { readSpreadsheetUpload } from '../../../lib/excel/read-upload';
import type { AppModule } from '../../module';
import { expertColumns } from './expert.columns';
import { importExperts as runImport } from './expert.import';
import * as repo from './expert.repository';
import { EXPERT_DICTS, ExpertService } from './expert.service';

/**
 * The expert pool (docs/experts.md). Every holder of comp:expert:list sees the whole pool, so the
 * routes name no competition scope (docs/review.md section 3); an expert without the permission is
 * refused by the access check.
 */
export const expertModule: AppModule = (app, ctx) => {
  const experts = new ExpertService(ctx);
  const columns = async () =>
    expertColumns({
      gender: await ctx.dicts.options('sys_user_sex'),
      title: await ctx.dicts.options(EXPERT_DICTS.title),
      fields: await ctx.dicts.options(EXPERT_DICTS.fields),
      industries: await ctx.dicts.options(EXPERT_DICTS.industries),
      status: await ctx.dicts.options(EXPERT_DICTS.status),
    });

  app.bindEndpoint(listExperts, async ({ query }) => repo.listExperts(ctx.database, query, query));

  app.bindEndpoint(expertUserOptions, async ({ query }) => ({
    data: await repo.usersWithoutProfile(ctx.database, query.keyword),
  }));

  app.bindEndpoint(getExpert, async ({ params }) => ({ data: await experts.get(params.expertId) }));

  app.bindEndpoint(addExpert, async ({ body, actor }) => ({ data: await experts.add(actor, body) }));

  app.bindEndpoint(editExpert, async ({ body, actor }) => {
    await experts.edit(actor, body);
    return {};
  });

  app.bindEndpoint(changeExpertStatus, async ({ body, actor }) => {
    await experts.changeStatus(actor, body.expertId, body.status);
    return {};
  });

  app.bindEndpoint(removeExperts, async ({ params }) => {
    await experts.remove(params.expertIds.split(',').map(Number));
    return {};
  });

  app.bindEndpoint(exportExperts, async ({ body, reply }) => {
    const batches = keysetBatches(
      (after, size) => repo.expertsAfter(ctx.database, body, after, size),
      (row) => row.expertId,
    );
    sendXlsx({
      reply,
      fileName: `专家数据_${ctx.clock.now()}.xlsx`,
      sheetName: '专家数据',
      columns: await columns(),
      batches,
    });
    return reply;
  });

  app.bindEndpoint(expertImportTemplate, async ({ reply }) => {
    sendTemplate(reply, '专家导入模板.xlsx', '专家数据', await columns());
    return reply;
  });

  app.bindEndpoint(importExperts, async ({ query, request, actor }) => {
    const file = await readSpreadsheetUpload(request);
    return {
      msg: await runImport(ctx.database, {
        clock: ctx.clock,
        service: experts,
        file,
        columns: (await columns()) as ExcelColumn<unknown>[],
        dryRun: query.dryRun === 'true',
        by: actor.userName,
        locale: request.locale,
      }),
    };
  });
};
