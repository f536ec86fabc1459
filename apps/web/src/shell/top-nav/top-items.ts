import type { MenuNode } from '../sidebar/menu-nodes';

/** docs/web-client.md section 2: each top menu item is reckoned 85 px wide. */
export const TOP_ITEM_WIDTH = 85;
/** The count when the window's width is not known. */
export const DEFAULT_TOP_ITEMS = 5;

/** How many top items show: as many as fit in a third of the window at 85 px each (5 when unknown). */
export function visibleTopCount(windowWidth: number | undefined): number {
  if (!windowWidth || !Number.isFinite(windowWidth) || windowWidth <= 0) return DEFAULT_TOP_ITEMS;
  return Math.floor(windowWidth / 3 / TOP_ITEM_WIDTH);
}

/** The items shown in the bar, and the rest for the 'more menu' submenu. */
export function splitTopItems<T>(items: readonly T[], count: number): { shown: T[]; more: T[] } {
  return { shown: items.slice(0, count), more: items.slice(count) };
}

function holds(node: MenuNode, key: string): boolean {
  return node.key === key || (node.children ?? []).some((child) => holds(child, key));
}

/** The top item that holds the active menu item (its page or one of its descendants). */
export function topItemOf(tops: readonly MenuNode[], activeKey: string): MenuNode | undefined {
  return tops.find((node) => holds(node, activeKey));
}
