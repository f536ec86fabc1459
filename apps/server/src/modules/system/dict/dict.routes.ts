import { getDictDataByType } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { DictService } from './dict.service';

export const dictModule: AppModule = (app, ctx) => {
  const dicts = new DictService(ctx.database, ctx.cache);
  app.bindEndpoint(getDictDataByType, async ({ params }) => ({ data: await dicts.enabledEntries(params.dictType) }));
};
