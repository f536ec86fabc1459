import type { DataSourceStatus } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { formatDateTime } from '../../../lib/date-time';
import { databaseFacts, largestTables } from './druid.repository';

const LARGEST_TABLES = 10;

/**
 * The data-source monitor in place of the reference's Druid console: the driver and its pool,
 * the database, its largest tables and the slowest statements the server itself timed.
 */
export async function dataSourceStatus(database: Database, top: number): Promise<DataSourceStatus> {
  const facts = await databaseFacts(database);
  const tables = await largestTables(database, LARGEST_TABLES);
  const pool = database.pool;
  return {
    driver: database.kind,
    version: facts.version,
    database: facts.database,
    pool: pool
      ? { max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
      : null,
    // PGlite is one connection inside the process, busy with this very question.
    activeConnections: database.kind === 'pglite' ? 1 : facts.connections,
    databaseSize: facts.size,
    tables,
    statements: database.timing.slowest(top),
    timing: { since: formatDateTime(database.timing.since), ...database.timing.totals },
  };
}
