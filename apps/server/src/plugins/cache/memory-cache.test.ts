import { ManualClock } from '../../lib/clock';
import { cacheContract } from './cache-contract';
import { MemoryCache } from './memory-cache';

cacheContract('in-process', async () => {
  const clock = new ManualClock();
  return { cache: new MemoryCache(clock), clock };
});
