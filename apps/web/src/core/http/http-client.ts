import { API_PREFIX, REQUEST_TIMEOUT_MS } from '@cbo/contracts';
import axios from 'axios';
import { getLocale } from '../i18n/locale-store';

/** The reference platform's envelope for a single value: `{ code, msg, data }`. */
export interface DataEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * The one axios instance for /prod-api. It sends the current language so the server answers `msg`
 * in it (ARCHITECTURE.md section 3); the token, envelope codes and the error catalogue are added
 * by the session issue.
 */
export const http = axios.create({ baseURL: API_PREFIX, timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', getLocale());
  return config;
});
