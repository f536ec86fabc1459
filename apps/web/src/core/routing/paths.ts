/** Paths of the static routes, relative to the router's base path. */
export const HOME_PATH = '/index';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const REDIRECT_PATH = '/redirect';
/** Where a user whose password was set by staff must choose their own before anything else. */
export const PASSWORD_CHANGE_PATH = '/password-change';

/** docs/web-client.md section 2: open without a token. */
export const WHITE_LIST: readonly string[] = [LOGIN_PATH, REGISTER_PATH];

/**
 * The login page's `redirect` target, if it is a path of this app: a full URL or a
 * protocol-relative one ('//host') would send the user elsewhere after login.
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  return target;
}
