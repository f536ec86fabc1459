import type { Translate } from '../../core/i18n';
import { HOME_PATH } from '../../core/routing/paths';
import { type RouteHandle, routeTitle } from '../../core/routing/route-handle';

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
 * The reference's breadcrumb over the matched routes: every route with a title, home first when
 * the trail does not start there; the last crumb and directories are plain text.
 */
export function breadcrumbItems(matches: readonly MatchLike[], t: Translate): Crumb[] {
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
    crumbs.push({ key: match.pathname, title, path });
  }
  if (crumbs[0]?.path !== HOME_PATH) crumbs.unshift({ key: HOME_PATH, title: t('shell.home'), path: HOME_PATH });
  const last = crumbs.at(-1);
  if (last) crumbs[crumbs.length - 1] = { key: last.key, title: last.title };
  return crumbs;
}
