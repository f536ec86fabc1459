import { and, asc, type Column, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../app-error';

/** How one query parameter filters a list (only named parameters ever reach SQL, as values). */
export type FilterRule = { op: 'eq'; column: Column } | { op: 'like'; column: Column } | { op: 'in'; column: Column };

export type FilterSpec = Record<string, FilterRule>;

/** `%`, `_` and `\` in user text match themselves in LIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The conditions of the filled-in filters; empty values are skipped (the web sends them). */
export function filterConditions(spec: FilterSpec, query: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, rule] of Object.entries(spec)) {
    const value = query[name];
    if (blank(value)) continue;
    if (rule.op === 'eq') conditions.push(eq(rule.column, value));
    else if (rule.op === 'like') {
      conditions.push(sql`lower(${rule.column}) like ${likePattern(String(value).trim().toLowerCase())}`);
    } else conditions.push(inArray(rule.column, [value].flat() as unknown[]));
  }
  return conditions;
}

/** `params[beginTime]`/`params[endTime]` (dates) as a half-open range over a timestamp column. */
export function dateRangeCondition(
  column: Column,
  params: { beginTime?: string; endTime?: string } | undefined,
): SQL | undefined {
  const parts: SQL[] = [];
  if (params?.beginTime) parts.push(gte(column, `${params.beginTime} 00:00:00`));
  if (params?.endTime) {
    const end = new Date(`${params.endTime}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(column, `${end.toISOString().slice(0, 10)} 00:00:00`));
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * ORDER BY from `orderByColumn`/`isAsc` through a whitelist of sortable fields; anything else is
 * refused naming the field. The key column always breaks ties, so pages are stable.
 */
export function orderBy(
  sortable: Record<string, Column>,
  query: { orderByColumn?: string; isAsc?: string },
  fallback: SQL[],
  key: Column,
): SQL[] {
  if (!query.orderByColumn) return [...fallback, asc(key)];
  const column = sortable[query.orderByColumn];
  if (!column)
    throw AppError.invalid('orderByColumn', 'list.sortUnknown', { column: query.orderByColumn.slice(0, 40) });
  const direction = query.isAsc === 'desc' || query.isAsc === 'descending' ? desc : asc;
  return [direction(column), asc(key)];
}

export function pageWindow(query: { pageNum: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
}
