import { useEffect } from 'react';
import { type Location, type UIMatch, useLocation, useMatches } from 'react-router';
import { useAuthStore } from '../../core/auth/auth-store';
import { REDIRECT_PATH } from '../../core/routing/paths';
import type { RouteHandle } from '../../core/routing/route-handle';
import { claimViews, visitView } from './tags-store';
import type { VisitedView } from './visited-view';

/** The page's own route: the innermost match that names a title. */
function pageMatch(matches: readonly UIMatch[]): UIMatch | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.title || handle?.titleKey) return matches[index];
  }
  return undefined;
}

/** The tab of the current page, or undefined for a page without a title or the redirect route. */
export function viewOf(
  location: Pick<Location, 'pathname' | 'search'>,
  matches: readonly UIMatch[],
): VisitedView | undefined {
  const { pathname, search } = location;
  if (pathname === REDIRECT_PATH || pathname.startsWith(`${REDIRECT_PATH}/`)) return undefined;
  const match = pageMatch(matches);
  if (!match) return undefined;
  const handle = match.handle as RouteHandle;
  // The innermost match decides caching: a guarded route's page carries the route's noCache.
  const pageHandle = (matches.at(-1)?.handle as RouteHandle | undefined) ?? handle;
  return {
    path: pathname,
    fullPath: `${pathname}${search}`,
    query: Object.fromEntries(new URLSearchParams(search)),
    name: match.id,
    title: handle.title,
    meta: {
      titleKey: handle.titleKey,
      icon: handle.icon,
      noCache: Boolean(pageHandle.noCache ?? handle.noCache),
      ...(handle.singleTab ? { singleTab: true } : {}),
      affix: Boolean(handle.affix),
      link: handle.link ?? null,
    },
  };
}

/** Adds or updates the current page's tab on every navigation (the reference's addTags). */
export function useVisitedViews(): void {
  const location = useLocation();
  const matches = useMatches();
  const owner = useAuthStore((state) => state.id);
  useEffect(() => claimViews(owner), [owner]);
  const view = viewOf(location, matches);
  const key = view ? `${view.fullPath}\n${view.title ?? ''}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is new each render; its key says when it changed.
  useEffect(() => {
    if (view) visitView(view);
  }, [key]);
}
