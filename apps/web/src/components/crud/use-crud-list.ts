import { DEFAULT_PAGE_SIZE } from '@cbo/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queryKeyOf } from '../../core/http/query-keys';
import { type ListQuery, listParams } from './columns';
import { fetchPage, fetchTree, resourceKey, type TablePage } from './crud-api';
import type { ControlledFilters } from './slots';
import type { CrudResource } from './types';

function initialQuery<Row>(resource: CrudResource<Row>): ListQuery {
  return { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, sort: resource.defaultSort, filters: {} };
}

const NO_FILTERS: Record<string, unknown> = {};

export interface CrudListOptions<Row = unknown> {
  /** Filters from outside the search form (a tree beside the list, a status tab). */
  fixed?: Record<string, unknown>;
  /** Search filters the page owns instead of the kit. */
  controlled?: ControlledFilters;
  /** False while the page cannot say what to list yet (nothing is loaded). */
  ready?: boolean;
  /** Asks the page again every so many milliseconds while the rows shown call for it (false: not). */
  refetchInterval?: (rows: readonly Row[]) => number | false;
}

/**
 * A resource's list through react-query: server paging, sorting and filters in the key, the
 * previous page kept on screen while the next loads, and `refresh` invalidating everything cached
 * for the resource (mutations call it). A change of the fixed or controlled filters goes back to
 * page 1.
 */
export function useCrudList<Row extends object>(
  resource: CrudResource<Row>,
  { fixed = NO_FILTERS, controlled, ready = true, refetchInterval }: CrudListOptions<Row> = {},
) {
  const client = useQueryClient();
  const [query, setQuery] = useState<ListQuery>(() => initialQuery(resource));
  const outsideKey = JSON.stringify([fixed, controlled?.value ?? null]);
  const [seenOutside, setSeenOutside] = useState(outsideKey);
  if (seenOutside !== outsideKey) {
    setSeenOutside(outsideKey);
    setQuery((previous) => ({ ...previous, pageNum: 1 }));
  }
  const searchFilters = controlled ? (controlled.value ?? NO_FILTERS) : query.filters;
  const enabled = ready && (!controlled || controlled.value !== null);
  const filters = { ...searchFilters, ...fixed };
  const params = listParams({ ...query, filters }, resource.paged !== false && !resource.tree);
  const list = useQuery({
    queryKey: queryKeyOf(resource.api.list, { query: params }),
    queryFn: () => (resource.tree ? fetchTree(resource, params) : fetchPage(resource, params)),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: refetchInterval
      ? (current: { state: { data?: TablePage<Row> } }) => refetchInterval(current.state.data?.rows ?? [])
      : undefined,
  });

  // After a change the typed client has already invalidated the resource and started the reload:
  // join it rather than cancel and start another.
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: resourceKey(resource) }, { cancelRefetch: false }),
    [client, resource],
  );
  const reset = useCallback(
    () => setQuery((previous) => ({ ...initialQuery(resource), pageSize: previous.pageSize })),
    [resource],
  );

  /** New search filters: the same ones on page 1 reload, as a person expects of the button. */
  const search = (next: Record<string, unknown>) => {
    if (query.pageNum === 1 && JSON.stringify(next) === JSON.stringify(searchFilters)) {
      void refresh();
    } else if (controlled) {
      setQuery((previous) => ({ ...previous, pageNum: 1 }));
      controlled.onChange(next);
    } else {
      setQuery((previous) => ({ ...previous, pageNum: 1, filters: next }));
    }
  };

  // Deleting the last rows of the last page leaves it empty: go to the page that is now last.
  const total = list.data?.total ?? 0;
  const empty = list.data !== undefined && list.data.rows.length === 0;
  useEffect(() => {
    if (!list.isPlaceholderData && empty && total > 0 && query.pageNum > 1) {
      setQuery((previous) => ({ ...previous, pageNum: Math.ceil(total / previous.pageSize) }));
    }
  }, [empty, total, query.pageNum, list.isPlaceholderData]);

  return { query, setQuery, params, filters, list, enabled, refresh, reset, search };
}
