import type { AccessHolder, RouterItem } from '@cbo/contracts';
import { type LoaderFunction, Navigate, Outlet, type RouteObject, redirect, useParams } from 'react-router';
import { createAccessChecks, type RouteRequirement, routeAllowed } from '../core/access/checks';
import { useAuthStore } from '../core/auth/auth-store';
import { menuRoutePath, menuTitles } from '../core/auth/menu-titles';
import { ensureSession, useMenuStore } from '../core/auth/session';
import { isExternal } from '../core/links';
import { NOT_FOUND_PATH, UNAUTHORIZED_PATH } from '../core/routing/paths';
import type { RouteHandle } from '../core/routing/route-handle';
import { pageLazy } from './page-modules';
import { GUARDED_ROUTES, type GuardedRoute } from './static-routes';

const DIGITS = /^\d+$/;

/** ARCHITECTURE 3a: react-router has no regex params; digit-only params are checked here. */
export function DigitParams({ names }: { names: readonly string[] }) {
  const params = useParams();
  return names.every((name) => DIGITS.test(params[name] ?? '')) ? <Outlet /> : <Navigate to={NOT_FOUND_PATH} replace />;
}

/**
 * Checked on every visit, after the session has loaded: rights can change while routes stay
 * registered (the server names a new rights version), and then the page answers 401.
 */
function requireAccess(requirement: RouteRequirement): LoaderFunction | undefined {
  if (!requirement.permissions?.length && !requirement.roles?.length) return undefined;
  return async () => {
    await ensureSession().catch(() => undefined);
    if (!routeAllowed(requirement, useAuthStore.getState())) throw redirect(UNAUTHORIZED_PATH);
    return null;
  };
}

function menuHandle(item: RouterItem): RouteHandle {
  return {
    title: item.meta?.title,
    icon: item.meta?.icon,
    noCache: item.meta?.noCache,
    link: item.meta?.link ?? null,
    hidden: item.hidden,
    redirect: item.redirect,
  };
}

/** The handles of the menu routes by full path: a language switch renames them in place. */
const menuHandles = new Map<string, RouteHandle>();

useMenuStore.subscribe((state) => {
  for (const [path, title] of menuTitles(state.menus)) {
    const handle = menuHandles.get(path);
    if (handle) handle.title = title;
  }
});

function menuRoute(item: RouterItem, base: string): RouteObject[] {
  if (isExternal(item.path)) return [];
  const handle = menuHandle(item);
  const full = menuRoutePath(base, item.path);
  menuHandles.set(full, handle);
  const children = (item.children ?? []).flatMap((child) => menuRoute(child, full));
  if (item.component === 'Layout' || item.component === 'ParentView') {
    // A container: react-router renders an element-less route as its outlet.
    return children.length > 0 ? [{ path: item.path, handle, children }] : [];
  }
  const lazy = item.component === 'InnerLink' ? () => import('../pages/_core/inner-link') : pageLazy(item.component);
  const route: RouteObject = { path: item.path, handle, lazy, loader: requireAccess(item) };
  return [children.length > 0 ? { ...route, children } : route];
}

/** The menu tree of getRouters as routes under the layout: Layout/ParentView containers, InnerLink frames, pages. */
export function menuRoutes(menus: readonly RouterItem[]): RouteObject[] {
  return menus.flatMap((item) => menuRoute(item, '/'));
}

function activeMenuOf(route: GuardedRoute, holder: AccessHolder): string {
  const without = route.activeMenuWithout;
  return without && !createAccessChecks(holder).hasPermi(without.permission) ? without.activeMenu : route.activeMenu;
}

function guardedRoute(route: GuardedRoute, holder: AccessHolder): RouteObject {
  const handle: RouteHandle = {
    titleKey: route.titleKey,
    noCache: route.noCache,
    activeMenu: activeMenuOf(route, holder),
    hidden: true,
  };
  return {
    path: route.path,
    handle,
    element: <DigitParams names={route.digitParams} />,
    children: [{ index: true, handle, lazy: pageLazy(route.component), loader: requireAccess(route) }],
  };
}

/** docs/web-client.md section 2's permission-guarded hidden routes the user may open. */
export function guardedRoutes(holder: AccessHolder): RouteObject[] {
  return GUARDED_ROUTES.filter((route) => route.unauthorizedPage || routeAllowed(route, holder)).map((route) =>
    guardedRoute(route, holder),
  );
}
