import { getHomeFigures } from '@cbo/contracts';
import { AppError } from '../../lib/app-error';
import type { AppModule } from '../module';
import { homeFigures } from './figures.service';

export const homeFiguresModule: AppModule = (app, ctx) => {
  app.bindEndpoint(getHomeFigures, async ({ request }) => {
    if (!request.session) throw AppError.unauthenticated(request.url);
    return { data: await homeFigures(ctx, request.session) };
  });
};
