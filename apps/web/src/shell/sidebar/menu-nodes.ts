import type { RouterItem } from '@cbo/contracts';
import { isExternal } from '../../core/links';

/** One entry of the sidebar: a page (with `path`) or a submenu (with `children`). */
export interface MenuNode {
  /** The resolved path (an app path, or the address of an external link): unique in the tree. */
  key: string;
  title: string;
  icon?: string;
  /** A leaf's target: an app path, or an external address opened in a new tab. */
  path?: string;
  /** A leaf's route query (the menu's `query` JSON). */
  query?: Record<string, string>;
  external?: boolean;
  children?: MenuNode[];
}

/** path.resolve of the reference's sidebar: external values win, absolute paths restart, '' is the base. */
export function resolveMenuPath(basePath: string, routePath: string): string {
  if (isExternal(routePath)) return routePath;
  if (isExternal(basePath)) return basePath;
  const joined = routePath.startsWith('/') ? routePath : `${basePath}/${routePath}`;
  const segments: string[] = [];
  for (const segment of joined.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const value: unknown = JSON.parse(query);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
  } catch {
    return undefined;
  }
}

function leaf(item: RouterItem, path: string, icon: string | undefined): MenuNode | undefined {
  if (!item.meta) return undefined;
  const external = isExternal(path);
  return {
    key: path,
    title: item.meta.title,
    icon: item.meta.icon || icon,
    path,
    query: external ? undefined : parseQuery(item.query),
    external,
  };
}

function toNode(item: RouterItem, basePath: string): MenuNode | undefined {
  const path = resolveMenuPath(basePath, item.path);
  const visible = (item.children ?? []).filter((child) => !child.hidden);
  if (!item.alwaysShow) {
    // A parent with one visible child (itself childless) is shown as that child; a parent whose
    // children are all hidden is shown as a page of its own.
    if (visible.length === 0) return leaf(item, path, undefined);
    const [only] = visible;
    if (visible.length === 1 && !only.children?.length) {
      return leaf(only, resolveMenuPath(path, only.path), item.meta?.icon);
    }
  }
  if (!item.meta) return undefined;
  return {
    key: path,
    title: item.meta.title,
    icon: item.meta.icon,
    children: menuNodes(visible, path),
  };
}

/**
 * docs/web-client.md section 2's sidebar rules over the permitted routes of getRouters (the reference's
 * SidebarItem): hidden routes are skipped, a parent with a single visible child is shown as that
 * child unless it is alwaysShow, external links keep their address.
 */
export function menuNodes(routes: readonly RouterItem[], basePath = '/'): MenuNode[] {
  return routes.flatMap((item) => {
    if (item.hidden) return [];
    const node = toNode(item, basePath);
    return node ? [node] : [];
  });
}

/** The keys of the submenus that hold `key`, outermost first (empty when none does). */
export function ancestorKeys(nodes: readonly MenuNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.key === key) return [];
    if (!node.children) continue;
    const below = ancestorKeys(node.children, key);
    if (below.length > 0 || node.children.some((child) => child.key === key)) return [node.key, ...below];
  }
  return [];
}

/**
 * Only one submenu is open at a time: the one just opened, with the submenus around it. Closing
 * one keeps what remains.
 */
export function uniqueOpenKeys(nodes: readonly MenuNode[], previous: readonly string[], next: string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return next;
  return [...ancestorKeys(nodes, opened), opened];
}

/** docs/web-client.md section 2: the active item is the route's activeMenu, else the current path. */
export function activeMenuKey(pathname: string, activeMenu: string | undefined): string {
  return activeMenu || pathname;
}
