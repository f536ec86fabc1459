import type { VisitedView } from './visited-view';

/**
 * docs/web-client.md section 2 "Tab strip": the pure rules of the tabs (which close, where the user goes, where
 * the context menu and the scroll land); the store and the strip apply them.
 */

/**
 * One tab per path: a visit of a known path updates its full path and query, a new one is added at
 * the end. A single-tab route (the scoring page, walked application by application with previous
 * and next) keeps one tab whose path follows the visit.
 */
export function addVisited(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex(
    (item) => item.path === view.path || (view.meta.singleTab === true && item.name === view.name),
  );
  if (index < 0) return [...views, view];
  const known = views[index];
  if (known.fullPath === view.fullPath && known.title === view.title) return views as VisitedView[];
  const next = [...views];
  next[index] = { ...view, meta: { ...view.meta, affix: known.meta.affix || view.meta.affix } };
  return next;
}

const closable = (view: VisitedView) => !view.meta.affix;

/** Close current: an affixed tab stays. */
export function closeView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  if (!closable(view)) return [...views];
  return views.filter((item) => item.path !== view.path);
}

/** Close others: the affixed tabs and this one stay. */
export function closeOthers(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  return views.filter((item) => !closable(item) || item.path === view.path);
}

/** Close left: the tabs before this one, except affixed ones. */
export function closeLeft(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((item) => item.path === view.path);
  if (index < 0) return [...views];
  return views.filter((item, at) => at >= index || !closable(item));
}

/** Close right: the tabs after this one, except affixed ones. */
export function closeRight(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((item) => item.path === view.path);
  if (index < 0) return [...views];
  return views.filter((item, at) => at <= index || !closable(item));
}

/** Close all: only the affixed tabs stay. */
export function closeAll(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((item) => !closable(item));
}

export interface MenuVisibility {
  closeCurrent: boolean;
  closeLeft: boolean;
  closeRight: boolean;
}

/** Close current is not offered on an affixed tab, close left not on the first, close right not on the last. */
export function menuVisibility(views: readonly VisitedView[], view: VisitedView): MenuVisibility {
  const index = views.findIndex((item) => item.path === view.path);
  return {
    closeCurrent: closable(view),
    closeLeft: index > 0,
    closeRight: index >= 0 && index < views.length - 1,
  };
}

/**
 * Where the user goes once the active tab `closed` is gone: the last remaining tab; with none left,
 * '/', except that a closed Dashboard (home) reloads itself through the redirect route.
 * `undefined` when the current page is still open (nothing to do).
 */
export function targetAfterClose(
  remaining: readonly VisitedView[],
  closed: VisitedView,
  currentPath: string,
  homePath: string,
): string | undefined {
  if (remaining.some((view) => view.path === currentPath)) return undefined;
  const last = remaining.at(-1);
  if (last) return last.fullPath;
  if (closed.path === homePath) return `/redirect${closed.fullPath}`;
  return '/';
}

/** The reference's context menu width: the menu never leaves the bar on the right. */
export const CONTEXT_MENU_WIDTH = 105;

/** The context menu's left edge inside the bar: 15 px right of the click, clamped inside the bar. */
export function contextMenuLeft(clientX: number, barLeft: number, barWidth: number): number {
  const left = clientX - barLeft + 15;
  return Math.max(0, Math.min(left, barWidth - CONTEXT_MENU_WIDTH));
}

/** The space kept between the active tab's neighbours and the edge when the strip scrolls. */
export const TAG_SPACING = 4;

export interface TagBox {
  left: number;
  width: number;
}

/**
 * The strip's scroll position that shows the tab at `index` with its neighbours (4 px apart from
 * the edge): the first tab scrolls to the start, the last to the end (of the content, padding included).
 */
export function scrollTarget(
  tags: readonly TagBox[],
  index: number,
  scrollLeft: number,
  viewport: number,
  contentWidth?: number,
): number {
  if (tags.length === 0 || index < 0) return scrollLeft;
  const end = tags.at(-1) as TagBox;
  const max = Math.max(0, (contentWidth ?? end.left + end.width) - viewport);
  if (index === 0) return 0;
  if (index === tags.length - 1) return max;
  const previous = tags[index - 1];
  const next = tags[index + 1];
  const afterNext = next.left + next.width + TAG_SPACING;
  const beforePrevious = previous.left - TAG_SPACING;
  if (afterNext > scrollLeft + viewport) return Math.min(max, afterNext - viewport);
  if (beforePrevious < scrollLeft) return Math.max(0, beforePrevious);
  return scrollLeft;
}
