import type { RouterItem } from '@cbo/contracts';
import Fuse from 'fuse.js';
import { isExternal } from '../../core/links';
import { resolveMenuPath } from '../sidebar/menu-nodes';

/** One result of the menu search: the page's titles from the top menu down, and where it opens. */
export interface SearchEntry {
  title: string[];
  path: string;
  query?: Record<string, string>;
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

/**
 * docs/web-client.md section 2 "Menu search": every visible permitted route with a title, titled by its path of
 * titles; directories whose redirect is noRedirect are left out (their pages stay).
 */
export function searchEntries(routes: readonly RouterItem[], basePath = '/', prefix: string[] = []): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = resolveMenuPath(basePath, route.path);
    const title = route.meta?.title ? [...prefix, route.meta.title] : prefix;
    if (route.meta?.title && route.redirect !== 'noRedirect') {
      const query = isExternal(path) ? undefined : parseQuery(route.query);
      entries.push(query ? { title, path, query } : { title, path });
    }
    if (route.children?.length) entries.push(...searchEntries(route.children, path, title));
  }
  return entries;
}

/** docs/web-client.md section 9: fuzzy on title (weight 0.7) and path (weight 0.3), threshold 0.4. */
export function createMenuSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, {
    shouldSort: true,
    threshold: 0.4,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}

/** The address a result opens: the path with its query. */
export function entryHref(entry: SearchEntry): string {
  if (!entry.query || Object.keys(entry.query).length === 0) return entry.path;
  return `${entry.path}?${new URLSearchParams(entry.query)}`;
}
