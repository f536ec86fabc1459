import { QueryClient } from '@tanstack/react-query';
import { isRequestError } from '../core/http/request-error';

/**
 * A failed read is tried once more when the failure may pass (network, timeout, HTTP status); an
 * answered refusal (401, 403, a rule's 500) would only be refused and shown again.
 */
const mayPass = (error: unknown) => !isRequestError(error) || typeof error.code !== 'number';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 1 && mayPass(error), refetchOnWindowFocus: false },
    },
  });
}
