import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { resourceOf } from '../../core/http/query-keys';

/**
 * Calls `onChanged` whenever the queries of the resource a path belongs to are invalidated: the
 * typed client does so after every change, the kit also on the toolbar's reload. The dictionary
 * pages use it to drop the web's cached entries, so tags elsewhere show the change.
 */
export function useResourceChanged(path: string, onChanged: () => void): void {
  const client = useQueryClient();
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    const resource = resourceOf(path);
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (event.query.queryKey[0] === resource) changed();
    });
  }, [client, path]);
}
