import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { resourceKey } from '../../../components/crud';

/**
 * Calls `onChanged` whenever a CRUD resource's lists are invalidated: the kit does so after every
 * add, edit and delete (and the toolbar's reload). The dictionary pages use it to drop the web's
 * cached entries, so tags elsewhere show the change.
 */
export function useResourceChanged(name: string, onChanged: () => void): void {
  const client = useQueryClient();
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    const [scope, resource] = resourceKey({ name });
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      const [first, second] = event.query.queryKey;
      if (first === scope && second === resource) changed();
    });
  }, [client, name]);
}
