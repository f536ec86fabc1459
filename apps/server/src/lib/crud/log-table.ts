import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/database';
import { dateRangeCondition, type FilterSpec, filterConditions } from './list-query';
import { pagedList } from './paged-list';

/** What a log table needs to be listed, exported, read and cleared: newest first by its id. */
export interface LogTableSpec<Columns extends SelectedFields> {
  table: PgTable;
  /** The serial key: the order (newest first), the keyset of exports, the ids of removals. */
  id: PgColumn;
  /** The column `params[beginTime]`/`params[endTime]` filter. */
  time: PgColumn;
  columns: Columns;
  filters: FilterSpec;
}

/** The filter every log list accepts: its own fields plus the date range. */
export type LogFilter = { params?: { beginTime?: string; endTime?: string } } & object;

/**
 * The one repository of the three monitoring logs (operations, logins, job runs), which differ only
 * in table, columns and filters: the list with its total, keyset pages for exports, one entry,
 * removal by ids and clearing. Each log's repository binds it to its table.
 */
export function logTable<Columns extends SelectedFields, Row = SelectResultFields<Columns>>(
  spec: LogTableSpec<Columns>,
) {
  const select = (database: Database) =>
    database
      .exec()
      .select(spec.columns as SelectedFields)
      .from(spec.table)
      .$dynamic();
  const where = (filter: LogFilter): SQL | undefined =>
    and(...filterConditions(spec.filters, { ...filter }), dateRangeCondition(spec.time, filter.params));
  return {
    where,
    /** One page newest first, its total read through the cache of list totals (paged-list.ts). */
    list(database: Database, filter: LogFilter, page: { pageNum: number; pageSize: number }) {
      const condition = where(filter);
      return pagedList(database, {
        from: spec.table,
        where: condition,
        page,
        rows: async ({ limit, offset }) =>
          (await select(database).where(condition).orderBy(desc(spec.id)).limit(limit).offset(offset)) as Row[],
      });
    },
    /** Keyset pages newest first, for exports. */
    async before(database: Database, condition: SQL | undefined, before: number | undefined, size: number) {
      return (await select(database)
        .where(and(condition, before === undefined ? undefined : lt(spec.id, before)))
        .orderBy(desc(spec.id))
        .limit(size)) as Row[];
    },
    async find(database: Database, id: number): Promise<Row | undefined> {
      const [row] = (await select(database).where(eq(spec.id, id))) as Row[];
      return row;
    },
    async remove(database: Database, ids: number[]) {
      await database.exec().delete(spec.table).where(inArray(spec.id, ids));
    },
    async clean(database: Database) {
      await database.exec().delete(spec.table);
    },
  };
}
