import axios from 'axios';
import { getToken } from '../../../core/auth/token';
import { http } from '../../../core/http/http-client';
import { getLocale } from '../../../core/i18n';

export interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
}

/**
 * A GET whose refusal the page shows in place (a field's error, a missing name) rather than as a
 * message: it goes around the request client's pop-ups, with the same base, token and language.
 * A network failure rejects.
 */
export async function quietGet<T>(url: string, params?: Record<string, unknown>): Promise<Envelope<T>> {
  const token = getToken();
  const answer = await axios.get<Envelope<T>>(url, {
    baseURL: http.instance.defaults.baseURL,
    params,
    headers: { 'Accept-Language': getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return answer.data;
}
