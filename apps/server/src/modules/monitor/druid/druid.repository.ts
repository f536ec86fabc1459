import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

/** Raw statements answer `{ rows }` on both drivers. */
async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.exec().execute(query)) as unknown as { rows: T[] }).rows;
}

/** The server's version, the database's name and size, and the sessions busy on it. */
export async function databaseFacts(database: Database) {
  const [row] = await rowsOf<{ version: string; database: string; size: string; connections: number }>(
    database,
    sql`select version() as version, current_database() as database,
      pg_database_size(current_database())::text as size,
      (select count(*)::int from pg_stat_activity
        where datname = current_database() and state is not null and state <> 'idle') as connections`,
  );
  return { version: row.version, database: row.database, size: Number(row.size), connections: Number(row.connections) };
}

/** The largest tables of the public schema, indexes and TOAST included, with estimated rows. */
export async function largestTables(database: Database, limit: number) {
  const rows = await rowsOf<{ table_name: string; rows: string; total_bytes: string; index_bytes: string }>(
    database,
    sql`select c.relname as table_name, greatest(c.reltuples, 0)::bigint::text as rows,
      pg_total_relation_size(c.oid)::text as total_bytes, pg_indexes_size(c.oid)::text as index_bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = 'public'
      order by pg_total_relation_size(c.oid) desc, c.relname
      limit ${limit}`,
  );
  return rows.map((row) => ({
    tableName: row.table_name,
    rows: Number(row.rows),
    totalBytes: Number(row.total_bytes),
    indexBytes: Number(row.index_bytes),
  }));
}
