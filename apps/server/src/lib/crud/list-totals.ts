import { createHash } from 'node:crypto';
import { getTableName, inArray, is, sql, Table } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { sysTableVersion } from '../../db/schema';
import type { Cache } from '../../plugins/cache/cache';

/**
 * Cached list totals (docs/adr/0017-paged-list-cached-total.md). A total is stored in the app cache
 * under the list's count statement (its SQL and parameters, so the filter and the data or
 * competition scope) and the versions of every table that statement names; a committed write to any
 * of them changes a version, so the next request misses and counts again.
 */

/** How long a total stays in the cache after its versions moved on (they are never read again). */
const TOTAL_TTL_MS = 10 * 60_000;

/** Every table of the schema, by SQL name, with the pattern that finds it as a word of SQL text. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is Table => is(value, Table))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'sys_table_version')
  .sort()
  .map((name) => ({ name, pattern: new RegExp(`(^|[^a-z0-9_])${name}($|[^a-z0-9_])`) }));

/**
 * The schema tables a statement names. A plain word search over the SQL text, so tables inside raw
 * SQL fragments and aliased subqueries are found too; a false match only adds a version to the key.
 */
export function tablesNamed(text: string): string[] {
  return TABLES.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

const caches = new WeakMap<Database, Cache>();

/** The app cache that holds the totals of lists over `database` (app.ts); without one, lists count each time. */
export function useListTotalCache(database: Database, cache: Cache): void {
  caches.set(database, cache);
}

/** Counts running in this process, by cache key: concurrent misses share one count. */
const inFlight = new Map<string, Promise<number>>();

/**
 * The totals this process read or counted lately, by cache key. The key holds the versions read by
 * this request, so a local hit is exactly as fresh as a shared one; it saves the shared cache's
 * round trip on the lists people page through.
 */
const recentTotals = new WeakMap<Database, Map<string, number>>();
const RECENT_LIMIT = 1_000;

function recentOf(database: Database): Map<string, number> {
  let recent = recentTotals.get(database);
  if (!recent) {
    recent = new Map();
    recentTotals.set(database, recent);
  }
  return recent;
}

function remember(recent: Map<string, number>, key: string, total: number): void {
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(key, total);
}

export type Versions = Record<string, number>;

/** `name:version` pairs in name order: the versions part of a cache key. */
const versionKey = (tables: string[], versions: Versions) =>
  tables.map((name) => `${name}:${versions[name]}`).join(',');

/** The versions of `tables`, or undefined when one has none (a table without the trigger is never cached). */
export async function readVersions(database: Database, tables: string[]): Promise<Versions | undefined> {
  if (tables.length === 0) return {};
  const rows = await database
    .exec()
    .select({ name: sysTableVersion.tableName, version: sysTableVersion.version })
    .from(sysTableVersion)
    .where(inArray(sysTableVersion.tableName, tables));
  if (rows.length !== tables.length) return undefined;
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.version)]));
}

/** The versions as a JSON object, read by the count statement itself (the same snapshot as its count). */
export const versionsColumn = (tables: string[]) =>
  sql<unknown>`(select json_object_agg(${sysTableVersion.tableName}, ${sysTableVersion.version}) from ${sysTableVersion} where ${inArray(sysTableVersion.tableName, tables)})`;

/** The versions carried by a statement's column, or undefined when one of `tables` is missing. */
export function versionsOf(value: unknown, tables: string[]): Versions | undefined {
  const versions = parseVersions(value);
  return tables.every((name) => Number.isFinite(versions[name])) ? versions : undefined;
}

function parseVersions(value: unknown): Versions {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).map(([name, version]) => [name, Number(version)]));
}

export interface CountStatement {
  /** The count statement's SQL and parameters: what the filter hash is taken of. */
  text: { sql: string; params: unknown[] };
  /** Runs it; answers the total and the raw versions column read in the same statement. */
  run: () => Promise<{ total: number; versions: unknown }>;
}

/**
 * The total for a count statement: from the cache when the versions read now match a stored
 * total; otherwise counted once per key in this process, and stored under the versions the count
 * itself saw. Inside a transaction the count always runs (it may see the transaction's own writes).
 */
export async function cachedTotal(
  database: Database,
  statement: CountStatement,
  tables: string[],
  versionsNow: Promise<Versions | undefined>,
): Promise<number> {
  const cache = caches.get(database);
  const versions = await versionsNow;
  // Nothing versioned to key on (no table of the schema named): never cached.
  if (!cache || database.inTransaction || !versions || tables.length === 0) return (await statement.run()).total;
  const filterHash = createHash('sha256').update(JSON.stringify(statement.text)).digest('base64url').slice(0, 32);
  const keyOf = (seen: Versions) => `list-total:${filterHash}:${versionKey(tables, seen)}`;
  const key = keyOf(versions);
  const recent = recentOf(database);
  const known = recent.get(key);
  if (known !== undefined) return known;
  const stored = await cache.get<number>(key).catch(() => undefined);
  if (typeof stored === 'number') {
    remember(recent, key, stored);
    return stored;
  }
  const running = inFlight.get(key);
  if (running) return running;
  const count = (async () => {
    const { total, versions: raw } = await statement.run();
    const seen = parseVersions(raw);
    // Stored under the versions the count saw; a table that lost its row is never cached.
    if (tables.every((name) => Number.isFinite(seen[name]))) {
      remember(recent, keyOf(seen), total);
      await cache.set(keyOf(seen), total, TOTAL_TTL_MS).catch(() => undefined);
    }
    return total;
  })();
  inFlight.set(key, count);
  try {
    return await count;
  } finally {
    inFlight.delete(key);
  }
}
