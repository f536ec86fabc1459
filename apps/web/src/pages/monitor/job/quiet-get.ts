import { callRoute } from '../../../core/http/api';

export interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
}

/**
 * TEMPORARY, for the job log page until it moves onto descriptors: a quiet GET of a URL (see
 * `RequestFlags.quiet`). New code calls `api(endpoint, { quiet: true })`.
 */
export function quietGet<T>(url: string, params?: Record<string, unknown>): Promise<Envelope<T>> {
  return callRoute<Envelope<T>>({ method: 'GET', path: url }, { query: params, quiet: true });
}
