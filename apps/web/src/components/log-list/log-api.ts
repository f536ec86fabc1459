import { callRoute } from '../../core/http/api';
import type { CrudRoute } from '../crud';

/** Empties a whole log (its clean endpoint); the request client shows a refusal. */
export function cleanLog(endpoint: CrudRoute): Promise<unknown> {
  return callRoute(endpoint);
}
