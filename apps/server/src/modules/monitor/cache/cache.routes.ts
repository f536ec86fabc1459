import {
  clearCacheAll,
  clearCacheKey,
  clearCacheName,
  getCacheKeys,
  getCacheNames,
  getCacheSummary,
  getCacheValue,
} from '@cbo/contracts';
import type { AppModule } from '../../module';
import { CacheMonitor } from './cache-monitor.service';

export const cacheMonitorModule: AppModule = (app, ctx) => {
  const monitor = new CacheMonitor(ctx);

  app.bindEndpoint(getCacheSummary, async () => ({ data: await monitor.summary() }));
  app.bindEndpoint(getCacheNames, async () => ({ data: monitor.names() }));
  app.bindEndpoint(getCacheKeys, async ({ params }) => ({ data: await monitor.keys(params.cacheName) }));
  app.bindEndpoint(getCacheValue, async ({ params }) => ({
    data: await monitor.value(params.cacheName, params.cacheKey),
  }));
  app.bindEndpoint(clearCacheName, async ({ params }) => {
    await monitor.clearName(params.cacheName);
    return {};
  });
  app.bindEndpoint(clearCacheKey, async ({ params }) => {
    await monitor.clearKey(params.cacheKey);
    return {};
  });
  app.bindEndpoint(clearCacheAll, async () => {
    await monitor.clearAll();
    return {};
  });
};
