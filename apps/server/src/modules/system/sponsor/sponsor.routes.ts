import { addSponsor, editSponsor, getSponsor, listSponsors, removeSponsors, sponsorOptions } from '@cbo/contracts';
import type { AppModule } from '../../module';
import * as repo from './sponsor.repository';
import { SponsorService } from './sponsor.service';

export const sponsorModule: AppModule = (app, ctx) => {
  const sponsors = new SponsorService(ctx);

  app.bindEndpoint(listSponsors, async ({ query }) => repo.listSponsors(ctx.database, query, query));
  app.bindEndpoint(sponsorOptions, async () => ({ data: await repo.sponsorOptions(ctx.database) }));
  app.bindEndpoint(getSponsor, async ({ params }) => ({ data: await sponsors.get(params.sponsorId) }));
  app.bindEndpoint(addSponsor, async ({ body, actor }) => {
    await sponsors.add(body, actor.userName, { session: actor });
    return {};
  });
  app.bindEndpoint(editSponsor, async ({ body, actor }) => {
    const { sponsorId, ...form } = body;
    await sponsors.edit(sponsorId, form, actor.userName, { session: actor });
    return {};
  });
  app.bindEndpoint(removeSponsors, async ({ params }) => {
    await sponsors.remove(params.sponsorIds.split(',').map(Number));
    return {};
  });
};
