import type { RouteObject } from 'react-router';
import { create } from 'zustand';
import { menuTitles } from '../../core/auth/menu-titles';
import { useMenuStore } from '../../core/auth/session';
import { providePageTabs } from '../../core/routing/page-tabs';
import { HOME_PATH } from '../../core/routing/paths';
import { HOME_HANDLE, type RouteHandle } from '../../core/routing/route-handle';
import {
  addVisited,
  closeAll as closeAllRule,
  closeLeft as closeLeftRule,
  closeOthers as closeOthersRule,
  closeRight as closeRightRule,
  closeView,
} from './tags-rules';
import type { VisitedView } from './visited-view';

/** Where the tabs are kept for this browser tab, so they survive a reload (docs/web-client.md section 2). */
export const TAGS_STORAGE_KEY = 'tags-view';

interface TagsState {
  views: VisitedView[];
  /** The full paths whose page is kept mounted (not noCache, not being refreshed). */
  cached: string[];
  /** The user the tabs belong to: another user's login starts from the affixed tabs. */
  owner: number | undefined;
}

/** The routes whose tab is affixed: the home page (its handle is shared with the static routes). */
const AFFIX_ROUTES: readonly RouteObject[] = [{ path: HOME_PATH, handle: HOME_HANDLE }];

/** The tabs of the routes marked affix (the Dashboard): always first, never closed. */
export function affixViews(routes: readonly RouteObject[] = AFFIX_ROUTES): VisitedView[] {
  return routes.flatMap((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const below = affixViews(route.children ?? []);
    if (!handle?.affix || !route.path) return below;
    const view: VisitedView = {
      path: route.path,
      fullPath: route.path,
      query: {},
      name: route.path,
      title: handle.title,
      meta: { titleKey: handle.titleKey, icon: handle.icon, affix: true, noCache: handle.noCache },
    };
    return [view, ...below];
  });
}

function isView(value: unknown): value is VisitedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Partial<VisitedView>;
  return (
    typeof view.path === 'string' &&
    view.path.startsWith('/') &&
    typeof view.fullPath === 'string' &&
    view.fullPath.startsWith('/') &&
    typeof view.meta === 'object' &&
    view.meta !== null
  );
}

/** The stored tabs over the affixed ones; anything unreadable is dropped. */
export function restoreViews(raw: string | null | undefined): Pick<TagsState, 'views' | 'owner'> {
  let views = affixViews();
  let owner: number | undefined;
  try {
    const stored = raw ? (JSON.parse(raw) as { owner?: unknown; views?: unknown }) : undefined;
    if (typeof stored?.owner === 'number') owner = stored.owner;
    if (Array.isArray(stored?.views)) {
      for (const view of stored.views.filter(isView))
        views = addVisited(views, { ...view, query: view.query ?? {}, name: view.name ?? view.path });
    }
  } catch {
    // A broken value starts from the affixed tabs.
  }
  return { views, owner };
}

function readStored(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(TAGS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(state: TagsState): void {
  try {
    globalThis.sessionStorage?.setItem(TAGS_STORAGE_KEY, JSON.stringify({ owner: state.owner, views: state.views }));
  } catch {
    // Not persisting is acceptable: the tabs still work on this page.
  }
}

export const useTagsStore = create<TagsState>()(() => ({ ...restoreViews(readStored()), cached: [] }));
useTagsStore.subscribe((state, previous) => {
  if (state.views !== previous.views || state.owner !== previous.owner) writeStored(state);
});

/** A page is kept only while its tab is open at that full path. */
function keepCached(cached: readonly string[], views: readonly VisitedView[]): string[] {
  return cached.filter((key) => views.some((view) => view.fullPath === key && !view.meta.noCache));
}

function setViews(views: VisitedView[]): void {
  const { cached } = useTagsStore.getState();
  useTagsStore.setState({ views, cached: keepCached(cached, views) });
}

/** A visit: its tab is added or updated, and its page kept unless noCache. */
export function visitView(view: VisitedView): void {
  const { views, cached } = useTagsStore.getState();
  const next = addVisited(views, view);
  const keys = view.meta.noCache || cached.includes(view.fullPath) ? cached : [...cached, view.fullPath];
  useTagsStore.setState({ views: next, cached: keepCached(keys, next) });
}

/** The tabs belong to this user; another user's tabs are dropped. */
export function claimViews(owner: number | undefined): void {
  const state = useTagsStore.getState();
  if (owner === undefined || state.owner === owner) return;
  if (state.owner === undefined) {
    useTagsStore.setState({ owner });
    return;
  }
  useTagsStore.setState({ owner, views: affixViews(), cached: [] });
}

/** Drops the kept page of a tab, so its next render mounts it anew (refresh page). */
export function dropCached(view: VisitedView): void {
  const { cached } = useTagsStore.getState();
  useTagsStore.setState({ cached: cached.filter((key) => key !== view.fullPath) });
}

export function closeTab(view: VisitedView): VisitedView[] {
  setViews(closeView(useTagsStore.getState().views, view));
  return useTagsStore.getState().views;
}

// Pages close their own tab through core/routing/page-tabs.ts (pages never import the shell).
providePageTabs({
  close(path) {
    const view = useTagsStore.getState().views.find((item) => item.path === path);
    if (view) closeTab(view);
  },
});

export function closeOtherTabs(view: VisitedView): VisitedView[] {
  setViews(closeOthersRule(useTagsStore.getState().views, view));
  return useTagsStore.getState().views;
}

export function closeLeftTabs(view: VisitedView): VisitedView[] {
  setViews(closeLeftRule(useTagsStore.getState().views, view));
  return useTagsStore.getState().views;
}

export function closeRightTabs(view: VisitedView): VisitedView[] {
  setViews(closeRightRule(useTagsStore.getState().views, view));
  return useTagsStore.getState().views;
}

export function closeAllTabs(): VisitedView[] {
  setViews(closeAllRule(useTagsStore.getState().views));
  return useTagsStore.getState().views;
}

/** Back to a fresh browser tab (tests). */
export function resetTagsStore(): void {
  useTagsStore.setState({ views: affixViews(), cached: [], owner: undefined }, true);
}

/** Tabs of menu pages take the menus' titles again when those change (a language switch). */
useMenuStore.subscribe((state) => {
  const titles = menuTitles(state.menus);
  const { views } = useTagsStore.getState();
  const renamed = views.map((view) => {
    const title = view.title === undefined ? undefined : titles.get(view.path);
    return title && title !== view.title ? { ...view, title } : view;
  });
  if (renamed.some((view, index) => view !== views[index])) useTagsStore.setState({ views: renamed });
});
