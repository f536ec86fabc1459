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
