import { getToken } from '../auth/token';
import { getLocale, t } from '../i18n';
import { antdFeedback } from './antd-feedback';
import { createHttpClient } from './create-http-client';

export type { ClientFeedback, HttpClient, RequestConfig, RequestFlags } from './create-http-client';
export { isRequestError, RequestError } from './request-error';

/** The reference platform's envelope for a single value: `{ code, msg, data }`. */
export interface DataEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Flags of a call made before login: no token. */
export const WITHOUT_TOKEN = { isToken: false } as const;

type SessionHook = () => void | Promise<void>;
let relogin: SessionHook = () => {};
let permVersionSeen: (version: string) => void = () => {};

/** The auth store registers what confirming the 401 dialog does (log out, go to the index). */
export function onRelogin(hook: SessionHook): void {
  relogin = hook;
}

/** The auth store listens to the rights' version the server names on each logged-in answer. */
export function onPermVersion(hook: (version: string) => void): void {
  permVersionSeen = hook;
}

/** The one request client of the app, under /prod-api (docs/web-client.md section 7). */
export const http = createHttpClient({
  getToken,
  getLocale,
  translate: t,
  feedback: antdFeedback,
  onRelogin: () => relogin(),
  onPermVersion: (version) => permVersionSeen(version),
});
