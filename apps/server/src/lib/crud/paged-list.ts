import { and, asc, desc, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { pageWindow } from './list-query';
import { cachedTotal, readVersions, tablesNamed, versionsColumn } from './list-totals';

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export interface PagedListSpec<Row> {
  /** The listed table: what the total counts. */
  from: PgTable;
  /** Inner joins the filter needs to count (the page's own display joins belong to `rows`). */
  joins?: Array<{ table: PgTable; on: SQL }>;
  /**
   * The whole filter, the data or competition scope included: it keys the cached total. A condition
   * on the clock passes the time as a parameter (never `now()` in the SQL), so the key moves with it.
   */
  where: SQL | undefined;
  page: PageRequest;
  /** The page's rows for the window (with the filter, the ordering and any display joins). */
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>;
  /**
   * Count at most this many matches; beyond, the answer says `capped` and the total is the cap, for
   * a page that shows "10,000+". Off by default: the total is exact.
   */
  cap?: number;
}

export interface Paged<Row> {
  total: number;
  rows: Row[];
  /** Only with `cap`: more rows match than the total says. */
  capped?: true;
}

/**
 * One page of a list and its total (docs/architecture.md#paged-lists). The total is read through the
 * cache of list totals: keyed on the count statement (filter and scope) and on the versions of the
 * tables it reads, so any committed write to them is seen by the next request; concurrent misses of
 * one key run one count. The page's rows are read alongside.
 */
export async function pagedList<Row>(database: Database, spec: PagedListSpec<Row>): Promise<Paged<Row>> {
  const window = pageWindow(spec.page);
  const cap = spec.cap;
  const counted = (columns: { total: SQL<number>; versions: SQL<unknown> }) => {
    const executor = database.exec();
    if (cap === undefined) {
      let query = executor.select(columns).from(spec.from).$dynamic();
      for (const join of spec.joins ?? []) query = query.innerJoin(join.table, join.on);
      return query.where(spec.where);
    }
    let matches = executor.select({ one: sql`1` }).from(spec.from).$dynamic();
    for (const join of spec.joins ?? []) matches = matches.innerJoin(join.table, join.on);
    const bounded = matches
      .where(spec.where)
      .limit(cap + 1)
      .as('bounded');
    return executor.select(columns).from(bounded);
  };
  const text = counted({ total: sql<number>`count(*)::int`, versions: sql`null` }).toSQL();
  const tables = tablesNamed(text.sql);
  const statement = {
    text,
    run: async () => {
      const [row] = await counted({ total: sql<number>`count(*)::int`, versions: versionsColumn(tables) });
      return { total: Number(row?.total ?? 0), versions: row?.versions };
    },
  };
  const totalOf = () => cachedTotal(database, statement, tables, readVersions(database, tables));
  // A transaction's statements queue on its one connection anyway; elsewhere they run side by side.
  let total: number;
  let rows: Row[];
  if (database.inTransaction) {
    total = await totalOf();
    rows = total === 0 ? [] : await spec.rows(window);
  } else [total, rows] = await Promise.all([totalOf(), spec.rows(window)]);
  if (cap !== undefined && total > cap) return { total: cap, rows, capped: true };
  return { total, rows };
}

/**
 * A deferred join for deep pages: the window's keys alone, paged with the filter and ordering (an
 * index-only scan where an index covers them), as a subquery the page then joins its rows to, so
 * only the page's rows are read and joined. `order` must end in the key, as `orderBy` ensures.
 */
export function pageKeys(
  database: Database,
  options: {
    key: PgColumn;
    from: PgTable;
    where: SQL | undefined;
    order: SQL[];
    window: { limit: number; offset: number };
  },
) {
  return database
    .exec()
    .select({ key: options.key })
    .from(options.from)
    .where(options.where)
    .orderBy(...options.order)
    .limit(options.window.limit)
    .offset(options.window.offset)
    .as('page_keys');
}

/**
 * Keyset paging, for a list that only offers next and previous (and for exports): the rows after
 * `cursor` in the key's order, with that order. No list page of the web app pages this way today.
 */
export function keyset(key: PgColumn, cursor: number | undefined, direction: 'asc' | 'desc' = 'asc') {
  const after = cursor === undefined ? undefined : direction === 'asc' ? gt(key, cursor) : lt(key, cursor);
  return { where: after, order: direction === 'asc' ? asc(key) : desc(key) };
}

/** The condition with a keyset cursor applied. */
export const withKeyset = (where: SQL | undefined, page: ReturnType<typeof keyset>) => and(where, page.where);
