import type { RouterItem } from '@cbo/contracts';
import { isExternal } from '../links';

export interface MenuLink {
  title: string;
  /** The app path ('/system/user') or the external address. */
  path: string;
  external: boolean;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

function join(base: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}

function leaves(items: readonly RouterItem[], base: string): MenuLink[] {
  return items.flatMap((item) => {
    if (item.hidden) return [];
    const path = join(base, item.path);
    if (item.children?.length) return leaves(item.children, path);
    const title = item.meta?.title ?? item.name;
    return [{ title, path, external: isExternal(path) }];
  });
}

/** The visible pages of the menu tree, grouped under their top-level directory. */
export function menuGroups(menus: readonly RouterItem[]): MenuGroup[] {
  return menus
    .filter((item) => !item.hidden)
    .map((item) => ({
      title: item.meta?.title ?? item.name,
      links: item.children?.length ? leaves(item.children, item.path) : leaves([item], '/'),
    }))
    .filter((group) => group.links.length > 0);
}
