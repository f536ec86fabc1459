import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './database';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant shared by every instance: the key of the start-up advisory lock. */
const STARTUP_LOCK_KEY = 727_201_811;

/** Applies pending migrations (call it under `withStartupLock` when several instances may start). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

const inProcessLocks = new WeakMap<Database, Promise<void>>();

/**
 * Runs start-up work (migrations and seed) under a PostgreSQL session advisory lock, so several
 * instances starting together do it once: the others wait, then find nothing left to do. PGlite
 * has a single connection and a single process, so an in-process queue is enough.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite' || !database.pool) {
    // One PGlite instance can still be booted twice in one process: queue the second behind the first.
    const previous = inProcessLocks.get(database) ?? Promise.resolve();
    const run = previous.then(work, work);
    inProcessLocks.set(
      database,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }
  const lockClient = await database.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
