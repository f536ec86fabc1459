import type { Health } from '@cbo/contracts';
import type { Database } from '../../db/database';
import type { Cache } from '../../plugins/cache/cache';

async function probe(kind: string, ping: () => Promise<number>): Promise<Health['database']> {
  try {
    const latencyMs = Math.round((await ping()) * 100) / 100;
    return { status: 'UP', kind, latencyMs };
  } catch (error) {
    return { status: 'DOWN', kind, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function checkHealth(database: Database, cache: Cache): Promise<Health> {
  const [db, c] = await Promise.all([
    probe(database.kind === 'pg' ? 'postgresql' : 'pglite', () => database.ping()),
    probe(cache.kind, () => cache.ping()),
  ]);
  return { status: db.status === 'UP' && c.status === 'UP' ? 'UP' : 'DOWN', database: db, cache: c };
}
