import { QueryClient } from '@tanstack/react-query';
import { onApiChange } from '../core/http/api';
import { invalidateResource } from '../core/http/query-keys';
import { isRequestError } from '../core/http/request-error';

/**
 * A failed read is tried once more when the failure may pass (network, timeout, HTTP status); an
 * answered refusal (401, 403, a rule's 500) would only be refused and shown again.
 */
const mayPass = (error: unknown) => !isRequestError(error) || typeof error.code !== 'number';

/** Every change through the typed client invalidates its resource's queries (docs/web-client.md, query keys). */
export function invalidateOnChange(client: QueryClient): QueryClient {
  onApiChange((path) => void invalidateResource(client, path));
  return client;
}

export function createQueryClient(): QueryClient {
  return invalidateOnChange(
    new QueryClient({
      defaultOptions: {
        queries: { retry: (failures, error) => failures < 1 && mayPass(error), refetchOnWindowFocus: false },
      },
    }),
  );
}
