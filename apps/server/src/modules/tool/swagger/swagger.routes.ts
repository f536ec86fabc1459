import { getOpenApiDocument } from '@cbo/contracts';
import type { AppModule } from '../../module';

export const swaggerModule: AppModule = (app) => {
  app.bindEndpoint(getOpenApiDocument, async ({ reply }) => {
    reply.send(app.swagger());
    return {};
  });
};
