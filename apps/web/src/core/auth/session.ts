import type { RouterItem } from '@cbo/contracts';
import { create } from 'zustand';
import { filterRoutes } from '../access/checks';
import { useLocaleStore } from '../i18n';
import { loadInfo, useAuthStore } from './auth-store';
import { fetchRouters } from './session-api';

interface MenuState {
  /** The getRouters tree, filtered by the user's permissions and roles (docs/web-client.md section 6). */
  menus: RouterItem[];
}

export const useMenuStore = create<MenuState>()(() => ({ menus: [] }));

let loading: Promise<void> | undefined;

/** Whether getInfo has to run: no roles yet (docs/web-client.md section 4), or the server named new rights. */
export function sessionNeedsLoading(): boolean {
  const { roles, rightsChanged } = useAuthStore.getState();
  return roles.length === 0 || rightsChanged;
}

/**
 * getInfo, then getRouters (docs/web-client.md section 4). One load at a time: the route discovery and the guard
 * share it. A failed load is kept until the guard has handled it (`forgetSession`), so a failure
 * is never fetched twice in one navigation.
 */
export function ensureSession(): Promise<void> {
  if (loading) return loading;
  if (!sessionNeedsLoading()) return Promise.resolve();
  const current = (async () => {
    await loadInfo();
    const routes = await fetchRouters();
    useMenuStore.setState({ menus: filterRoutes(routes, useAuthStore.getState()) });
  })();
  loading = current;
  current.then(
    () => {
      if (loading === current) loading = undefined;
    },
    () => {},
  );
  return current;
}

export function forgetSession(): void {
  loading = undefined;
}

/**
 * Rights changed on the server (an answer named a new permission version): getInfo and getRouters
 * run at once, so the sidebar, the buttons and the routes follow without a page load or a
 * navigation. A failure is forgotten here and tried again by the next navigation's guard.
 */
useAuthStore.subscribe((state, previous) => {
  if (!state.rightsChanged || previous.rightsChanged || !state.token || loading) return;
  ensureSession().catch(() => forgetSession());
});

/**
 * The menus' titles come in the request's language: a language switch fetches getRouters again,
 * so the sidebar, the breadcrumb and the open tabs follow (the routes keep their paths).
 */
export async function reloadMenus(): Promise<void> {
  const routes = await fetchRouters();
  useMenuStore.setState({ menus: filterRoutes(routes, useAuthStore.getState()) });
}

useLocaleStore.subscribe((state, previous) => {
  if (state.locale === previous.locale || !useAuthStore.getState().token) return;
  if (useMenuStore.getState().menus.length === 0 || loading) return;
  reloadMenus().catch(() => undefined);
});
