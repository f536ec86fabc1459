import type { RouterItem } from '@cbo/contracts';

/** A menu route's full path: an absolute path restarts, a relative one is joined to its parent's. */
export function menuRoutePath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** Every menu route's title by its full path, in the language getRouters answered in. */
export function menuTitles(menus: readonly RouterItem[], base = '/', into = new Map<string, string>()) {
  for (const item of menus) {
    const path = menuRoutePath(base, item.path);
    if (item.meta?.title) into.set(path, item.meta.title);
    menuTitles(item.children ?? [], path, into);
  }
  return into;
}

/**
 * The query (`{"track":"teen"}`) of the menu route at a full path, however the page was reached
 * (menu, home page link, typed address, reloaded tab): the route, not the address bar, carries it.
 */
export function menuQuery(menus: readonly RouterItem[], pathname: string, base = '/'): Record<string, string> {
  const wanted = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const item of menus) {
    const path = menuRoutePath(base, item.path);
    if (path === wanted && item.query) return parseQuery(item.query);
    const found = menuQuery(item.children ?? [], wanted, path);
    if (Object.keys(found).length > 0) return found;
  }
  return {};
}

function parseQuery(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return {};
  }
}
