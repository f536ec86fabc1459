import { and, asc, desc, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { pageWindow } from './list-query';
import { cachedTotal, readVersions, tablesNamed, type Versions, versionsColumn, versionsOf } from './list-totals';

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
  /**
   * The page's rows for the window (with the filter, the ordering and any display joins). With
   * `rowsCarryVersions`, the rows select `carry` among their columns: the versions of the tables the
   * count reads, read by the page's own statement, so a cached total costs no query of its own.
   */
  rows: (window: { limit: number; offset: number }, carry: VersionsCarry) => Promise<Row[]>;
  rowsCarryVersions?: boolean;
  /**
   * Count at most this many matches; beyond, the answer says `capped` and the total is the cap, for
   * a page that shows "10,000+". Off by default: the total is exact.
   */
  cap?: number;
}

/** The column a page's rows may carry (`rowsCarryVersions`); pagedList removes it from the rows. */
export interface VersionsCarry {
  listVersions: SQL.Aliased<unknown>;
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
export async function pagedList<Carried>(
  database: Database,
  spec: PagedListSpec<Carried>,
): Promise<Paged<Omit<Carried, 'listVersions'>>> {
  type Row = Omit<Carried, 'listVersions'>;
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
  const carry: VersionsCarry = { listVersions: versionsColumn(tables).as('list_versions') };
  const totalOf = (versions: Promise<Versions | undefined>) => cachedTotal(database, statement, tables, versions);
  let total: number;
  let rows: Row[];
  if (database.inTransaction) {
    // A transaction's statements queue on its one connection anyway, and its total is always counted.
    total = await totalOf(Promise.resolve(undefined));
    rows = total === 0 ? [] : stripped(await spec.rows(window, carry));
  } else if (spec.rowsCarryVersions) {
    // One statement reads the page and the versions; only an empty page reads them on its own.
    const carried = await spec.rows(window, carry);
    const first = carried[0] as { listVersions?: unknown } | undefined;
    const versions = first ? versionsOf(first.listVersions, tables) : undefined;
    total = await totalOf(versions ? Promise.resolve(versions) : readVersions(database, tables));
    rows = stripped(carried);
  } else {
    const [counted, read] = await Promise.all([totalOf(readVersions(database, tables)), spec.rows(window, carry)]);
    total = counted;
    rows = read;
  }
  if (cap !== undefined && total > cap) return { total: cap, rows, capped: true };
  return { total, rows };
}

/** The rows without the carried versions column (the answer's rows hold only their own fields). */
function stripped<Carried>(rows: Carried[]): Array<Omit<Carried, 'listVersions'>> {
  return rows.map((row) => {
    if (typeof row !== 'object' || row === null || !('listVersions' in row)) return row;
    const { listVersions: _carried, ...rest } = row as Carried & { listVersions: unknown };
    return rest;
  });
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
