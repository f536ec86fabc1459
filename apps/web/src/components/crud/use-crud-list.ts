import { DEFAULT_PAGE_SIZE } from '@cbo/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queryKeyOf } from '../../core/http/query-keys';
import { type ListQuery, listParams } from './columns';
import { fetchPage, fetchTree, resourceKey } from './crud-api';
import type { CrudResource } from './types';

function initialQuery<Row>(resource: CrudResource<Row>): ListQuery {
  return { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, sort: resource.defaultSort, filters: {} };
}

const NO_FILTERS: Record<string, unknown> = {};

/**
 * A resource's list through react-query: server paging, sorting and filters in the key, the
 * previous page kept on screen while the next loads, and `refresh` invalidating everything cached
 * for the resource (mutations call it). `fixed` filters come from outside the search form (a tree
 * beside the list); a change of them goes back to page 1.
 */
export function useCrudList<Row extends object>(
  resource: CrudResource<Row>,
  fixed: Record<string, unknown> = NO_FILTERS,
) {
  const client = useQueryClient();
  const [query, setQuery] = useState<ListQuery>(() => initialQuery(resource));
  const fixedKey = JSON.stringify(fixed);
  const [seenFixed, setSeenFixed] = useState(fixedKey);
  if (seenFixed !== fixedKey) {
    setSeenFixed(fixedKey);
    setQuery((previous) => ({ ...previous, pageNum: 1 }));
  }
  const filters = { ...query.filters, ...fixed };
  const params = listParams({ ...query, filters }, resource.paged !== false && !resource.tree);
  const list = useQuery({
    queryKey: queryKeyOf(resource.api.list, { query: params }),
    queryFn: () => (resource.tree ? fetchTree(resource, params) : fetchPage(resource, params)),
    placeholderData: keepPreviousData,
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

  // Deleting the last rows of the last page leaves it empty: go to the page that is now last.
  const total = list.data?.total ?? 0;
  const empty = list.data !== undefined && list.data.rows.length === 0;
  useEffect(() => {
    if (!list.isPlaceholderData && empty && total > 0 && query.pageNum > 1) {
      setQuery((previous) => ({ ...previous, pageNum: Math.ceil(total / previous.pageSize) }));
    }
  }, [empty, total, query.pageNum, list.isPlaceholderData]);

  return { query, setQuery, params, filters, list, refresh, reset };
}
