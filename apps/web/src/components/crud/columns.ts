import { addDateRange } from '../../core/format/date-range';
import type { CrudColumn, SortOrder, ValueType } from './types';

export type SearchKind = 'input' | 'select' | 'dateRange';

export function valueTypeOf<Row>(column: CrudColumn<Row>): ValueType {
  return column.valueType ?? (column.dict ? 'dict' : 'text');
}

export function searchKindOf<Row>(column: CrudColumn<Row>): SearchKind {
  const type = valueTypeOf(column);
  if (type === 'dict') return 'select';
  if (type === 'date' || type === 'dateTime') return 'dateRange';
  return 'input';
}

export const searchColumns = <Row>(columns: readonly CrudColumn<Row>[]) =>
  columns.filter((column) => !column.hideInSearch);

export const tableColumns = <Row>(columns: readonly CrudColumn<Row>[]) =>
  columns.filter((column) => !column.hideInTable);

/** A picked date: a string, or a dayjs value the range picker gives. */
type DateValue = string | { format(pattern: string): string } | null | undefined;

function dayOf(value: DateValue): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : value.format('YYYY-MM-DD');
}

/**
 * The search form's values as query parameters: texts trimmed, empty values left out, date
 * ranges as params[beginTime]/params[endTime] (or params[beginX]/params[endX]).
 */
export function searchParams<Row>(
  columns: readonly CrudColumn<Row>[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  let query: Record<string, unknown> = {};
  for (const column of searchColumns(columns)) {
    const value = values[column.key];
    if (searchKindOf(column) === 'dateRange') {
      const [begin, end] = (Array.isArray(value) ? value : []) as DateValue[];
      if (dayOf(begin) || dayOf(end)) {
        query = addDateRange(query, [dayOf(begin) ?? '', dayOf(end) ?? ''], column.search?.rangeName);
      }
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') continue;
    query[column.search?.param ?? column.key] = text;
  }
  return query;
}

export interface SortState {
  column: string;
  order: SortOrder;
}

export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sort?: SortState;
  filters: Record<string, unknown>;
}

/** The wire query of a list: paging (unless the list is not paged), whitelisted ordering and the filters. */
export function listParams(query: ListQuery, paged = true): Record<string, unknown> {
  return {
    ...(paged ? { pageNum: query.pageNum, pageSize: query.pageSize } : {}),
    ...(query.sort
      ? { orderByColumn: query.sort.column, isAsc: query.sort.order === 'ascend' ? 'ascending' : 'descending' }
      : {}),
    ...query.filters,
  };
}
