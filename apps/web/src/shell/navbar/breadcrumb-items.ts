import type { RouterItem } from '@cbo/contracts';
import type { Translate } from '../../core/i18n';
import { HOME_PATH } from '../../core/routing/paths';
import { type RouteHandle, routeTitle } from '../../core/routing/route-handle';
import { resolveMenuPath } from '../sidebar/menu-nodes';

export interface Crumb {
  key: string;
  title: string;
  /** Where the crumb leads; none for the current page and for directories (redirect noRedirect). */
  path?: string;
}

interface MatchLike {
  pathname: string;
  handle: unknown;
}

/**
 * The menus leading to `target` in the getRouters tree (directories without a link), outermost
 * first; empty when no menu has that path.
 */
export function menuTrail(routes: readonly RouterItem[], target: string, basePath = '/'): Crumb[] {
  for (const item of routes) {
    const path = resolveMenuPath(basePath, item.path);
    const title = item.meta?.title;
    const crumb: Crumb[] = title
      ? [{ key: `${path}/`, title, path: item.redirect === 'noRedirect' || item.children?.length ? undefined : path }]
      : [];
    if (path === target && !item.children?.length) return crumb;
    const below = menuTrail(item.children ?? [], target, path);
    if (below.length > 0) return [...crumb, ...below];
  }
  return [];
}

/**
 * The reference's breadcrumb over the matched routes: every route with a title, home first when
 * the trail does not start there; the last crumb and directories are plain text. A hidden route
 * shown under an active menu has that menu's trail before its own title (系统管理 / 用户管理 /
 * 分配角色), from the permitted menus `routes`.
 */
export function breadcrumbItems(matches: readonly MatchLike[], t: Translate, routes: readonly RouterItem[]): Crumb[] {
  const crumbs: Crumb[] = [];
  let previous: unknown;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    // A guarded route's wrapper and its page share one handle: one crumb.
    if (!handle || handle === previous) continue;
    previous = handle;
    const title = routeTitle(handle, t);
    if (!title) continue;
    const path = handle.redirect === 'noRedirect' ? undefined : match.pathname.replace(/(.)\/$/, '$1');
    if (handle.hidden && handle.activeMenu) crumbs.push(...menuTrail(routes, handle.activeMenu));
    crumbs.push({ key: match.pathname, title, path });
  }
  if (crumbs[0]?.path !== HOME_PATH) crumbs.unshift({ key: HOME_PATH, title: t('shell.home'), path: HOME_PATH });
  const last = crumbs.at(-1);
  if (last) crumbs[crumbs.length - 1] = { key: last.key, title: last.title };
  return crumbs;
}
