import type { RouterItem } from '@cbo/contracts';
import type { sysMenu } from '../../db/schema';

/** The sys_menu columns that shape a route. */
export type MenuRouteRow = Pick<
  typeof sysMenu.$inferSelect,
  | 'menuId'
  | 'menuName'
  | 'parentId'
  | 'orderNum'
  | 'path'
  | 'component'
  | 'query'
  | 'routeName'
  | 'isFrame'
  | 'isCache'
  | 'menuType'
  | 'visible'
  | 'perms'
  | 'icon'
>;

type Meta = NonNullable<RouterItem['meta']>;

const isHttp = (path: string) => path.startsWith('http://') || path.startsWith('https://');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** One left-to-right pass, as the reference's StringUtils.replaceEach (http://, https://, www., '.', ':'). */
const innerLinkPath = (url: string) =>
  url.replace(/https?:\/\/|www\.|[.:]/g, (m) => (m === '.' || m === ':' ? '/' : ''));

const pathOf = (m: MenuRouteRow) => m.path ?? '';
const isTop = (m: MenuRouteRow) => m.parentId === 0;
/** isFrame 1 = not an external link: the page opens inside the shell. */
const isInnerLink = (m: MenuRouteRow) => m.isFrame === 1 && isHttp(pathOf(m));
/** A top-level page that is not a link: wrapped in a Layout route (the "frame" case). */
const isMenuFrame = (m: MenuRouteRow) => isTop(m) && m.menuType === 'C' && m.isFrame === 1 && !isHttp(pathOf(m));
const routeName = (name: string | null, path: string) => capitalize(name || path);

function metaOf(m: MenuRouteRow, noCache = m.isCache === 1, link: string | null = pathOf(m)): Meta {
  return { title: m.menuName, icon: m.icon, noCache, link: link !== null && isHttp(link) ? link : null };
}

function routerPath(m: MenuRouteRow): string {
  if (isTop(m) && m.menuType === 'M' && m.isFrame === 1) return `/${pathOf(m)}`;
  if (isMenuFrame(m)) return '/';
  if (!isTop(m) && isInnerLink(m)) return innerLinkPath(pathOf(m));
  return pathOf(m);
}

function componentOf(m: MenuRouteRow): string {
  if (m.component && !isMenuFrame(m)) return m.component;
  if (!m.component && !isTop(m) && isInnerLink(m)) return 'InnerLink';
  if (!m.component && !isTop(m) && m.menuType === 'M') return 'ParentView';
  return 'Layout';
}

/** The menu's perms cell split on commas, for C (page) menus only; undefined when there are none. */
function permissionsOf(m: MenuRouteRow): string[] | undefined {
  if (m.menuType !== 'C') return undefined;
  const list = (m.perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/** Builds a route with the reference's key order; undefined values are left out. */
function route(fields: RouterItem): RouterItem {
  const { name, path, hidden, redirect, component, query, alwaysShow, meta, children, permissions, roles } = fields;
  const ordered = { name, path, hidden, redirect, component, query, alwaysShow, meta, children, permissions, roles };
  return Object.fromEntries(Object.entries(ordered).filter(([, v]) => v !== undefined)) as RouterItem;
}

function toRoute(m: MenuRouteRow, kids: Map<number, MenuRouteRow[]>): RouterItem {
  const path = pathOf(m);
  const hidden = m.visible === '1';
  const query = m.query || undefined;
  const permissions = permissionsOf(m);
  const name = routeName(m.routeName, path);
  const children = kids.get(m.menuId) ?? [];
  if (m.menuType === 'M' && children.length > 0) {
    const nested = children.map((c) => toRoute(c, kids));
    const component = componentOf(m);
    const meta = metaOf(m);
    return route({
      name,
      path: routerPath(m),
      hidden,
      redirect: 'noRedirect',
      component,
      query,
      alwaysShow: true,
      meta,
      children: nested,
    });
  }
  if (isMenuFrame(m)) {
    // A page without a component has none in the reference (the key is omitted); ParentView renders nothing.
    const component = m.component || 'ParentView';
    const child = route({ name, path, hidden: false, component, query, meta: metaOf(m), permissions });
    return route({ name: '', path: '/', hidden, component: 'Layout', query, children: [child], permissions });
  }
  if (isTop(m) && isInnerLink(m)) {
    const inner = innerLinkPath(path);
    const meta = metaOf(m, false, path);
    const child = route({
      name: routeName(m.routeName, inner),
      path: inner,
      hidden: false,
      component: 'InnerLink',
      meta,
      permissions,
    });
    return route({
      name,
      path: '/',
      hidden,
      component: 'Layout',
      query,
      meta: metaOf(m, false, null),
      children: [child],
      permissions,
    });
  }
  return route({ name, path: routerPath(m), hidden, component: componentOf(m), query, meta: metaOf(m), permissions });
}

/**
 * Turns the menus a user may see into the `getRouters` tree, following docs/wire-contract.md section 4.3 (the
 * reference's SysMenuServiceImpl.buildMenus): rows are ordered by parentId, orderNum, menuId; the tree
 * is built top-down from parent 0, so a row whose parent is absent is dropped; 'F' buttons are never
 * routes. Per row: hidden = visible '1'; a directory with children gets alwaysShow, redirect
 * 'noRedirect' and its children; a top-level page is wrapped in a nameless Layout route at '/' (the
 * "frame" case); a top-level internal link (http path, isFrame 1) is wrapped likewise around an
 * InnerLink child at the transformed path; anything else (including external links, isFrame 0) is
 * emitted as is. C routes carry their perms as `permissions`.
 */
export function buildRouterTree(menus: MenuRouteRow[]): RouterItem[] {
  const rows = menus
    .filter((m) => m.menuType === 'M' || m.menuType === 'C')
    .sort((a, b) => a.parentId - b.parentId || a.orderNum - b.orderNum || a.menuId - b.menuId);
  const kids = new Map<number, MenuRouteRow[]>();
  for (const m of rows) {
    const list = kids.get(m.parentId);
    if (list) list.push(m);
    else kids.set(m.parentId, [m]);
  }
  return (kids.get(0) ?? []).map((m) => toRoute(m, kids));
}
