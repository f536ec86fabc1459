import { menuCatalogue } from '@cbo/contracts';
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysMenu, sysRoleMenu } from '../../../db/schema';
import { type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { isTaken } from '../../../lib/crud/taken';

const menuColumns = {
  menuId: sysMenu.menuId,
  menuName: sysMenu.menuName,
  menuNameEn: sysMenu.menuNameEn,
  parentId: sysMenu.parentId,
  orderNum: sysMenu.orderNum,
  path: sql<string>`coalesce(${sysMenu.path}, '')`.as('path'),
  component: sysMenu.component,
  query: sysMenu.query,
  routeName: sql<string>`coalesce(${sysMenu.routeName}, '')`.as('route_name'),
  isFrame: sql<string>`${sysMenu.isFrame}::text`.as('is_frame'),
  isCache: sql<string>`${sysMenu.isCache}::text`.as('is_cache'),
  menuType: sysMenu.menuType,
  visible: sysMenu.visible,
  status: sysMenu.status,
  perms: sysMenu.perms,
  icon: sysMenu.icon,
  createTime: sysMenu.createTime,
  remark: sysMenu.remark,
  code: sysMenu.code,
};

/** Codes of the built-in catalogue: the start-up upsert owns these rows' system columns. */
const catalogueCodes = new Set(menuCatalogue.map((entry) => entry.code));

/** A row as the wire shows it: the code stays on the server, whether it is built in does not. */
function toWire<T extends { code: string }>({ code, ...row }: T) {
  return { ...row, catalogue: catalogueCodes.has(code) };
}

const filters: FilterSpec = {
  menuName: { op: 'like', column: sysMenu.menuName },
  visible: { op: 'eq', column: sysMenu.visible },
  status: { op: 'eq', column: sysMenu.status },
};

/** Menus, all (`roleIds` 'all') or those granted to the roles, by parent and order. */
export async function listMenus(database: Database, query: Record<string, unknown>, roleIds: number[] | 'all') {
  const granted =
    roleIds === 'all'
      ? undefined
      : inArray(
          sysMenu.menuId,
          database
            .exec()
            .select({ id: sysRoleMenu.menuId })
            .from(sysRoleMenu)
            .where(inArray(sysRoleMenu.roleId, roleIds.length ? roleIds : [-1])),
        );
  const rows = await database
    .exec()
    .select(menuColumns)
    .from(sysMenu)
    .where(and(granted, ...filterConditions(filters, query)))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
  return rows.map(toWire);
}

export async function findMenu(database: Database, menuId: number) {
  const [row] = await database.exec().select(menuColumns).from(sysMenu).where(eq(sysMenu.menuId, menuId));
  return row && toWire(row);
}

export function nameTakenUnder(database: Database, parentId: number, name: string, exceptId?: number) {
  return isTaken(database, sysMenu.menuId, and(eq(sysMenu.parentId, parentId), eq(sysMenu.menuName, name)), exceptId);
}

/**
 * Which route setting a sibling (same parent) already uses, compared without case: the route name,
 * or the path. Empty values (buttons, directories without a path) never clash.
 */
export async function routeClashUnder(
  database: Database,
  parentId: number,
  route: { routeName: string; path: string },
  exceptId?: number,
): Promise<'routeName' | 'path' | undefined> {
  const same = (column: typeof sysMenu.routeName | typeof sysMenu.path, value: string) =>
    value ? sql`lower(coalesce(${column}, '')) = ${value.toLowerCase()}` : sql`false`;
  const rows = await database
    .exec()
    .select({ routeName: sysMenu.routeName, path: sysMenu.path })
    .from(sysMenu)
    .where(
      and(
        eq(sysMenu.parentId, parentId),
        exceptId === undefined ? undefined : ne(sysMenu.menuId, exceptId),
        or(same(sysMenu.routeName, route.routeName), same(sysMenu.path, route.path)),
      ),
    );
  if (route.routeName && rows.some((row) => row.routeName?.toLowerCase() === route.routeName.toLowerCase())) {
    return 'routeName';
  }
  return rows.length > 0 ? 'path' : undefined;
}

export async function insertMenu(database: Database, values: typeof sysMenu.$inferInsert) {
  await database.exec().insert(sysMenu).values(values);
}

export async function updateMenu(database: Database, menuId: number, values: Partial<typeof sysMenu.$inferInsert>) {
  await database.exec().update(sysMenu).set(values).where(eq(sysMenu.menuId, menuId));
}

export async function countChildren(database: Database, menuId: number) {
  const [row] = await database.exec().select({ n: count() }).from(sysMenu).where(eq(sysMenu.parentId, menuId));
  return row.n;
}

export async function countGrants(database: Database, menuId: number) {
  const [row] = await database.exec().select({ n: count() }).from(sysRoleMenu).where(eq(sysRoleMenu.menuId, menuId));
  return row.n;
}

export async function deleteMenu(database: Database, menuId: number) {
  await database.exec().delete(sysMenu).where(eq(sysMenu.menuId, menuId));
}

export async function roleMenuIds(database: Database, roleId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((row) => row.id);
}

/** The parent chain of a menu (ids from its parent up to the root). */
export async function ancestorsOf(database: Database, menuId: number): Promise<number[]> {
  const result = (await database.exec().execute(sql`
    with recursive up(id, parent) as (
      select menu_id, parent_id from sys_menu where menu_id = ${menuId}
      union all
      select m.menu_id, m.parent_id from sys_menu m join up on m.menu_id = up.parent
    )
    select id from up where id <> ${menuId}`)) as unknown as { rows: Array<{ id: number | string }> };
  return result.rows.map((row) => Number(row.id));
}
