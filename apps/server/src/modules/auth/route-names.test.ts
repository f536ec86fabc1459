import { menuCatalogue, type RouterItem } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { buildRouterTree, type MenuRouteRow } from './router-tree';

/** The catalogue as the seed writes it, in the columns that shape a route. */
function catalogueRows(): MenuRouteRow[] {
  const ids = new Map(menuCatalogue.map((entry, index) => [entry.code, index + 1]));
  return menuCatalogue.map((entry) => ({
    menuId: ids.get(entry.code) ?? 0,
    menuName: entry.title,
    parentId: entry.parent === null ? 0 : (ids.get(entry.parent) ?? -1),
    orderNum: entry.order,
    path: entry.path,
    component: entry.component ?? null,
    query: entry.query ?? '',
    routeName: entry.routeName ?? '',
    isFrame: entry.internal === false ? 0 : 1,
    isCache: entry.cache === false ? 1 : 0,
    menuType: entry.type,
    visible: entry.visible === false ? '1' : '0',
    perms: entry.perms ?? null,
    icon: entry.icon,
  }));
}

function names(routes: readonly RouterItem[]): string[] {
  return routes.flatMap((route) => [...(route.name ? [route.name] : []), ...names(route.children ?? [])]);
}

describe('route names of the menu catalogue', () => {
  it('are unique across the whole getRouters tree, so a router keying routes by name keeps every one', () => {
    const all = names(buildRouterTree(catalogueRows()));
    const repeated = all.filter((name, index) => all.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(all).toEqual(expect.arrayContaining(['Notice', 'CompNotice']));
  });
});
