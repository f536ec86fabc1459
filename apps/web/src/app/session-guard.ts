import type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction } from 'react-router';
import { redirect } from 'react-router';
import { logOut, useAuthStore } from '../core/auth/auth-store';
import { ensureSession, forgetSession, useMenuStore } from '../core/auth/session';
import { getToken } from '../core/auth/token';
import { withFeedback } from '../core/feedback/feedback';
import { isRequestError } from '../core/http/request-error';
import { t } from '../core/i18n';
import { LOGIN_PATH, PASSWORD_CHANGE_PATH, WHITE_LIST } from '../core/routing/paths';
import { guardedRoutes, menuRoutes } from './dynamic-routes';

/** The parent of every page of the layout; the menu routes are patched into it. */
export const LAYOUT_ROUTE_ID = 'layout';

/** The request client shows these failures as an error message already; the guard does not repeat them. */
function alreadyShown(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  return error.code === 500 || error.code === 'network' || error.code === 'timeout' || error.code === 'status';
}

function appPath(request: Request, basename: string): { path: string; fullPath: string } {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  // A loader's request carries no fragment: the full path is the path and the query.
  return { path, fullPath: `${path}${url.search}` };
}

/**
 * The route guard (docs/web-client.md sections 2 and 4), run before every navigation: the whitelist is open; a
 * logged-in user opening /login goes to /; with a token and no roles, getInfo and getRouters run
 * before the page; a failure logs out, shows the error and goes to /; without a token, the user
 * goes to /login with the requested full path as `redirect`.
 */
export function createSessionGuard(basename: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { path, fullPath } = appPath(request, basename);
    if (!getToken()) {
      if (WHITE_LIST.includes(path)) return null;
      throw redirect(`${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath })}`);
    }
    if (path === LOGIN_PATH) throw redirect('/');
    if (WHITE_LIST.includes(path)) return null;
    try {
      await ensureSession();
    } catch (error) {
      forgetSession();
      await logOut().catch(() => undefined);
      if (!alreadyShown(error)) {
        const text = error instanceof Error ? error.message : String(error);
        withFeedback(({ message }) => message.error(text || t('error.default')));
      }
      throw redirect('/');
    }
    holdForPasswordChange(path, fullPath);
    return null;
  };
}

/**
 * A user whose password was set by staff (creation, import, reset) stays on the password change
 * until getInfo no longer says so; the server refuses their other calls meanwhile. The page
 * itself is left for home once the flag is gone.
 */
function holdForPasswordChange(path: string, fullPath: string): void {
  const required = useAuthStore.getState().pwdChangeRequired;
  if (required && path !== PASSWORD_CHANGE_PATH) {
    const target = path === '/' ? '' : `?${new URLSearchParams({ redirect: fullPath })}`;
    throw redirect(`${PASSWORD_CHANGE_PATH}${target}`);
  }
  if (!required && path === PASSWORD_CHANGE_PATH) throw redirect('/');
}

/**
 * Registers the menu routes (and the guarded routes the user may open) when a path is not
 * matched yet: react-router asks here before it falls back to the catch-all (404).
 */
export const discoverSessionRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  if (!getToken()) return;
  try {
    await ensureSession();
  } catch {
    // The guard handles the failure (logout, message, redirect) once the navigation reaches it.
    return;
  }
  const holder = useAuthStore.getState();
  patch(LAYOUT_ROUTE_ID, [...guardedRoutes(holder), ...menuRoutes(useMenuStore.getState().menus)]);
};
