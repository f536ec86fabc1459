import { DatabaseBusyError } from './connection-gate';

/** node-postgres' words for "no pooled connection within connectionTimeoutMillis". */
const PG_WAIT_TIMEOUTS = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/**
 * The busy error behind a failure, if the failure is the database being too busy to take it:
 * PGlite's gate refused the wait (DatabaseBusyError), or the PostgreSQL pool gave up waiting for a
 * connection. Drizzle wraps driver errors (DrizzleQueryError), so the cause chain is followed.
 */
export function databaseBusyCause(error: unknown): DatabaseBusyError | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseBusyError) return current;
    if (current instanceof Error && PG_WAIT_TIMEOUTS.has(current.message)) return new DatabaseBusyError(0);
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
