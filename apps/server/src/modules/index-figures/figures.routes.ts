import { getHomeFigures } from '@cbo/contracts';
import type { AppModule } from '../module';
import { homeFigures } from './figures.service';

export const homeFiguresModule: AppModule = (app, ctx) => {
  app.bindEndpoint(getHomeFigures, async ({ actor }) => {
    return { data: await homeFigures(ctx, actor) };
  });
};
