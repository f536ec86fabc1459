import { healthModule } from './health/health.routes';
import type { AppModule } from './module';

/** Every module of the API, registered in this order under /prod-api. */
export const modules: AppModule[] = [healthModule];
