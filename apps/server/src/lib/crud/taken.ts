import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

/**
 * Whether a row other than `exceptId` already matches `match` (holds this code, this name under
 * this parent, ...): the one uniqueness probe of the repositories. `id` is the table's key column;
 * `match` carries the field, its comparison (exact or case-blind) and any "live rows only" part.
 */
export async function isTaken(
  database: Database,
  id: PgColumn,
  match: SQL | undefined,
  exceptId?: number,
): Promise<boolean> {
  const rows = await database
    .exec()
    .select({ id })
    .from(id.table)
    .where(and(match, exceptId === undefined ? undefined : ne(id, exceptId)))
    .limit(1);
  return rows.length > 0;
}
