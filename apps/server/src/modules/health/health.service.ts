import type { Health } from '@cbo/contracts';
import type { Database } from '../../db/database';
import type { Cache } from '../../plugins/cache/cache';

/**
 * Rejects when `work` has not settled within `ms`. A health check answers within its own short
 * timeout whatever a client library's timeouts are: a load balancer that times out sees nothing,
 * while a 503 tells it to take the instance out.
 */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(kind: string, ping: () => Promise<number>, timeoutMs: number): Promise<Health['database']> {
  try {
    const latencyMs = Math.round((await within(ping(), timeoutMs)) * 100) / 100;
    return { status: 'UP', kind, latencyMs };
  } catch (error) {
    // The root cause says what is wrong (connection refused, timed out), not the wrapper's text.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { status: 'DOWN', kind, error: reason instanceof Error ? reason.message : String(reason) };
  }
}

export async function checkHealth(database: Database, cache: Cache, timeoutMs: number): Promise<Health> {
  const [db, c] = await Promise.all([
    probe(database.kind === 'pg' ? 'postgresql' : 'pglite', () => database.ping(), timeoutMs),
    probe(cache.kind, () => cache.ping(), timeoutMs),
  ]);
  return { status: db.status === 'UP' && c.status === 'UP' ? 'UP' : 'DOWN', database: db, cache: c };
}
