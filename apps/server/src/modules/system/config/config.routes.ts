import {
  addConfig,
  editConfig,
  exportConfigs,
  getConfig,
  getConfigValue,
  hasPermission,
  listConfigs,
  PUBLIC_CONFIG_KEYS,
  ResultCode,
  refreshConfigCache,
  removeConfigs,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import type { AppModule } from '../../module';
import { configColumns } from './config.columns';
import * as repo from './config.repository';
import { ConfigAdminService } from './config-admin.service';

export const configModule: AppModule = (app, ctx) => {
  const admin = new ConfigAdminService(ctx);
  const { dicts } = ctx;

  app.bindEndpoint(listConfigs, async ({ query }) => repo.listConfigs(ctx.database, query, query));
  app.bindEndpoint(getConfig, async ({ params }) => ({ data: await admin.get(params.configId) }));
  // The reference answers the value in `msg`, '' when the key is missing. Any logged-in user reads
  // the web's own settings; every other key (templates, lists, anything an administrator added)
  // needs the permission that shows it in the configuration page.
  app.bindEndpoint(getConfigValue, async ({ params, actor }) => {
    const held = actor.permissions;
    if (!PUBLIC_CONFIG_KEYS.has(params.configKey) && !hasPermission(held, 'system:config:query')) {
      throw new AppError(ResultCode.FORBIDDEN, 'config.keyNotPublic', { key: params.configKey });
    }
    return { msg: (await ctx.configs.get(params.configKey)) ?? '' };
  });
  app.bindEndpoint(addConfig, async ({ body, actor }) => {
    await admin.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editConfig, async ({ body, actor }) => {
    const { configId, ...form } = body;
    await admin.edit(configId, form, actor.userName);
    return {};
  });
  app.bindEndpoint(refreshConfigCache, async () => {
    await ctx.configs.reload();
    return {};
  });
  app.bindEndpoint(removeConfigs, async ({ params }) => {
    await admin.remove(params.configIds.split(',').map(Number));
    return {};
  });
  app.bindEndpoint(exportConfigs, async ({ body, reply }) => {
    const batches = keysetBatches(
      (after, size) => repo.configsAfter(ctx.database, body, after, size),
      (row) => row.configId,
    );
    const yesNo = await dicts.options('sys_yes_no');
    sendXlsx({
      reply,
      fileName: `参数数据_${ctx.clock.now()}.xlsx`,
      sheetName: '参数数据',
      columns: configColumns(yesNo),
      batches,
    });
    return reply;
  });
};
