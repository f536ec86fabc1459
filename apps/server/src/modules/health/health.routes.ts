import { getHealth } from '@cbo/contracts';
import type { AppModule } from '../module';
import { checkHealth } from './health.service';

export const healthModule: AppModule = (app, deps) => {
  app.bindEndpoint(getHealth, async ({ reply }) => {
    const health = await checkHealth(deps.database, deps.cache, deps.config.healthTimeoutMs);
    // Load balancers read the HTTP status; the envelope still tells which part is down.
    if (health.status === 'DOWN') reply.status(503);
    return { data: health };
  });
};
