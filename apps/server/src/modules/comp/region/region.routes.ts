import { addRegion, editRegion, getRegion, listRegions, regionOptions, removeRegion } from '@cbo/contracts';
import type { AppModule } from '../../module';
import * as repo from './region.repository';
import { RegionService } from './region.service';

const strip = <T extends { ancestors: string }>({ ancestors: _ancestors, ...row }: T) => row;

export const regionModule: AppModule = (app, ctx) => {
  const regions = new RegionService(ctx);

  app.bindEndpoint(listRegions, async ({ query }) => ({
    data: (await repo.listRegions(ctx.database, query)).map(strip),
  }));
  app.bindEndpoint(regionOptions, async () => ({
    data: (await repo.listRegions(ctx.database, { status: '0' })).map(strip),
  }));
  app.bindEndpoint(getRegion, async ({ params }) => ({ data: strip(await regions.get(params.regionCode)) }));
  app.bindEndpoint(addRegion, async ({ body, actor }) => {
    await regions.add(body, actor.userName);
    return {};
  });
  app.bindEndpoint(editRegion, async ({ body, actor }) => {
    await regions.edit(body, actor.userName);
    return {};
  });
  app.bindEndpoint(removeRegion, async ({ params }) => {
    await regions.remove(params.regionCode);
    return {};
  });
};
