import {
  addDictData,
  addDictType,
  dictTypeOptions,
  editDictData,
  editDictType,
  exportDictData,
  exportDictTypes,
  getDictDataByType,
  getDictDataEntry,
  getDictType,
  listDictData,
  listDictTypes,
  refreshDictCache,
  removeDictData,
  removeDictTypes,
} from '@cbo/contracts';
import { keysetBatches, sendXlsx } from '../../../lib/excel/export-xlsx';
import type { AppModule } from '../../module';
import { dictDataColumns, dictTypeColumns } from './dict.columns';
import * as dataRepo from './dict.repository';
import { DictDataService } from './dict-data.service';
import * as typeRepo from './dict-type.repository';
import { DictTypeService } from './dict-type.service';

const ids = (list: string) => list.split(',').map(Number);

export const dictModule: AppModule = (app, ctx) => {
  const { dicts } = ctx;
  const types = new DictTypeService({ database: ctx.database, clock: ctx.clock, dicts });
  const entries = new DictDataService({ database: ctx.database, clock: ctx.clock, dicts });
  const labels = async (dictType: string) => await dicts.options(dictType);

  // dictLabel follows the request's language: the English label where the entry has one.
  app.bindEndpoint(getDictDataByType, async ({ params, request }) => {
    const entries = await dicts.enabledEntries(params.dictType);
    if (request.locale !== 'en-US') return { data: entries };
    return { data: entries.map((entry) => ({ ...entry, dictLabel: entry.dictLabelEn || entry.dictLabel })) };
  });

  app.bindEndpoint(listDictTypes, async ({ query }) => typeRepo.listDictTypes(ctx.database, query, query));
  app.bindEndpoint(dictTypeOptions, async () => ({ data: await typeRepo.allDictTypes(ctx.database) }));
  app.bindEndpoint(getDictType, async ({ params }) => ({ data: await types.get(params.dictId) }));
  app.bindEndpoint(addDictType, async ({ body, actor }) => {
    await types.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editDictType, async ({ body, actor }) => {
    const { dictId, ...form } = body;
    await types.edit(dictId, form, actor.userName);
    return {};
  });
  app.bindEndpoint(refreshDictCache, async () => {
    await dicts.reload();
    return {};
  });
  app.bindEndpoint(removeDictTypes, async ({ params }) => {
    await types.remove(ids(params.dictIds));
    return {};
  });
  app.bindEndpoint(exportDictTypes, async ({ body, reply }) => {
    const batches = keysetBatches(
      (after, size) => typeRepo.dictTypesAfter(ctx.database, body, after, size),
      (row) => row.dictId,
    );
    const columns = dictTypeColumns(await labels('sys_normal_disable'));
    sendXlsx({ reply, fileName: `字典类型_${ctx.clock.now()}.xlsx`, sheetName: '字典类型', columns, batches });
    return reply;
  });

  app.bindEndpoint(listDictData, async ({ query }) => dataRepo.listDictData(ctx.database, query, query));
  app.bindEndpoint(getDictDataEntry, async ({ params }) => ({ data: await entries.get(params.dictCode) }));
  app.bindEndpoint(addDictData, async ({ body, actor }) => {
    await entries.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editDictData, async ({ body, actor }) => {
    const { dictCode, ...form } = body;
    await entries.edit(dictCode, form, actor.userName);
    return {};
  });
  app.bindEndpoint(removeDictData, async ({ params }) => {
    await entries.remove(ids(params.dictCodes));
    return {};
  });
  app.bindEndpoint(exportDictData, async ({ body, reply }) => {
    const batches = keysetBatches(
      (after, size) => dataRepo.dictDataAfter(ctx.database, body, after, size),
      (row) => row.dictCode,
    );
    const columns = dictDataColumns(await labels('sys_normal_disable'), await labels('sys_yes_no'));
    sendXlsx({ reply, fileName: `字典数据_${ctx.clock.now()}.xlsx`, sheetName: '字典数据', columns, batches });
    return reply;
  });
};
