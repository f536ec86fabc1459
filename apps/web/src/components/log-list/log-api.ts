import { http } from '../../core/http/http-client';

/** Empties a whole log (DELETE `{base}/clean`); the request client shows a refusal. */
export function cleanLog(url: string): Promise<unknown> {
  return http.delete(url);
}
