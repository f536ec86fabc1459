import { and, asc, eq, exists, gt, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema';
import { dateRangeCondition, type FilterSpec, filterConditions } from '../../../lib/crud/list-query';
import { pagedList } from '../../../lib/crud/paged-list';
import { isTaken } from '../../../lib/crud/taken';

const roleColumns = {
  roleId: sysRole.roleId,
  roleName: sysRole.roleName,
  roleKey: sysRole.roleKey,
  roleSort: sysRole.roleSort,
  dataScope: sysRole.dataScope,
  menuCheckStrictly: sysRole.menuCheckStrictly,
  deptCheckStrictly: sysRole.deptCheckStrictly,
  compScope: sysRole.compScope,
  status: sysRole.status,
  createTime: sysRole.createTime,
  remark: sysRole.remark,
};
const withAdmin = <T extends { roleKey: string }>(row: T) => ({ ...row, admin: row.roleKey === 'admin' });

const filters: FilterSpec = {
  roleName: { op: 'like', column: sysRole.roleName },
  roleKey: { op: 'like', column: sysRole.roleKey },
  status: { op: 'eq', column: sysRole.status },
};

const live = eq(sysRole.delFlag, '0');

export interface RoleFilter {
  roleName?: string;
  roleKey?: string;
  status?: string;
  params?: { beginTime?: string; endTime?: string };
}

export async function listRoles(
  database: Database,
  filter: RoleFilter,
  scope: SQL | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where = and(
    live,
    scope,
    ...filterConditions(filters, { ...filter }),
    dateRangeCondition(sysRole.createTime, filter.params),
  );
  return pagedList(database, {
    from: sysRole,
    where,
    page,
    rows: async ({ limit, offset }) =>
      (
        await database
          .exec()
          .select(roleColumns)
          .from(sysRole)
          .where(where)
          .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId))
          .limit(limit)
          .offset(offset)
      ).map(withAdmin),
  });
}

/** A keyset page for exports: roles matching the filter, in scope, with roleId above `after`. */
export async function rolesAfter(
  database: Database,
  filter: RoleFilter,
  scope: SQL | undefined,
  after: number | undefined,
  size: number,
) {
  const rows = await database
    .exec()
    .select(roleColumns)
    .from(sysRole)
    .where(
      and(
        live,
        scope,
        ...filterConditions(filters, { ...filter }),
        dateRangeCondition(sysRole.createTime, filter.params),
        after === undefined ? undefined : gt(sysRole.roleId, after),
      ),
    )
    .orderBy(asc(sysRole.roleId))
    .limit(size);
  return rows.map(withAdmin);
}

export async function allRoles(database: Database, scope: SQL | undefined) {
  const rows = await database
    .exec()
    .select(roleColumns)
    .from(sysRole)
    .where(and(live, scope))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  return rows.map(withAdmin);
}

export async function findRole(database: Database, roleId: number) {
  const [row] = await database
    .exec()
    .select(roleColumns)
    .from(sysRole)
    .where(and(live, eq(sysRole.roleId, roleId)));
  return row && withAdmin(row);
}

/** Which of name and key another live role already uses, compared without case. */
export async function findRoleClash(database: Database, name: string, key: string, exceptId?: number) {
  const taken = (column: typeof sysRole.roleName | typeof sysRole.roleKey, value: string) =>
    isTaken(database, sysRole.roleId, and(live, sql`lower(${column}) = ${value.toLowerCase()}`), exceptId);
  return { name: await taken(sysRole.roleName, name), key: await taken(sysRole.roleKey, key) };
}

export async function insertRole(database: Database, values: typeof sysRole.$inferInsert): Promise<number> {
  const [row] = await database.exec().insert(sysRole).values(values).returning({ id: sysRole.roleId });
  return row.id;
}

export async function updateRole(database: Database, roleId: number, values: Partial<typeof sysRole.$inferInsert>) {
  await database.exec().update(sysRole).set(values).where(eq(sysRole.roleId, roleId));
}

export async function replaceRoleMenus(database: Database, roleId: number, menuIds: number[]) {
  await database.exec().delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  if (menuIds.length)
    await database
      .exec()
      .insert(sysRoleMenu)
      .values(menuIds.map((menuId) => ({ roleId, menuId })));
}

export async function replaceRoleDepts(database: Database, roleId: number, deptIds: number[]) {
  await database.exec().delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
  if (deptIds.length)
    await database
      .exec()
      .insert(sysRoleDept)
      .values(deptIds.map((deptId) => ({ roleId, deptId })));
}

export async function roleDeptIds(database: Database, roleId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: sysRoleDept.deptId })
    .from(sysRoleDept)
    .where(eq(sysRoleDept.roleId, roleId));
  return rows.map((row) => row.id);
}

export async function roleMenuIds(database: Database, roleId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((row) => row.id);
}

/** Every role a user holds, enabled or not (a disabled one could be enabled again). */
export async function heldRoleIds(database: Database, userId: number): Promise<number[]> {
  const rows = await database
    .exec()
    .select({ id: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  return rows.map((row) => row.id);
}

/** The permission cells of the enabled menus among these (what holders of the menus are granted). */
export async function enabledMenuPerms(database: Database, menuIds: number[]): Promise<string[]> {
  if (menuIds.length === 0) return [];
  const rows = await database
    .exec()
    .select({ perms: sysMenu.perms })
    .from(sysMenu)
    .where(and(inArray(sysMenu.menuId, menuIds), eq(sysMenu.status, '0')));
  return rows.map((row) => row.perms ?? '');
}

/** Menu ids among these that exist, and (unless `held` is 'all') that the holder's roles grant. */
export async function grantableMenuIds(
  database: Database,
  menuIds: number[],
  held: number[] | 'all',
): Promise<number[]> {
  if (menuIds.length === 0) return [];
  const grantedByHeld =
    held === 'all'
      ? undefined
      : held.length === 0
        ? sql`false`
        : exists(
            database
              .exec()
              .select({ one: sql`1` })
              .from(sysRoleMenu)
              .where(and(eq(sysRoleMenu.menuId, sysMenu.menuId), inArray(sysRoleMenu.roleId, held))),
          );
  const rows = await database
    .exec()
    .select({ id: sysMenu.menuId })
    .from(sysMenu)
    .where(and(inArray(sysMenu.menuId, menuIds), grantedByHeld));
  return rows.map((row) => row.id);
}

/** Roles among these that a live user holds, with their names. */
export async function rolesInUse(database: Database, roleIds: number[]) {
  return database
    .exec()
    .selectDistinct({ roleId: sysRole.roleId, roleName: sysRole.roleName })
    .from(sysRole)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRole.roleId))
    .innerJoin(sysUser, and(eq(sysUser.userId, sysUserRole.userId), eq(sysUser.delFlag, '0')))
    .where(inArray(sysRole.roleId, roleIds));
}

export async function markRolesDeleted(database: Database, roleIds: number[], updateBy: string, at: string) {
  await database
    .exec()
    .update(sysRole)
    .set({ delFlag: '2', updateBy, updateTime: at })
    .where(inArray(sysRole.roleId, roleIds));
  await database.exec().delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
  await database.exec().delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
}

/** Users holding (or, with `holding` false, not holding) the role. */
export function holdsRole(roleId: number, holding: boolean): SQL {
  const held = exists(
    sql`(select 1 from ${sysUserRole} where ${sysUserRole.userId} = ${sysUser.userId} and ${sysUserRole.roleId} = ${roleId})`,
  );
  return holding ? held : not(held);
}

export async function grantRole(database: Database, roleId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await database
    .exec()
    .insert(sysUserRole)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

export async function revokeRole(database: Database, roleId: number, userIds: number[]) {
  await database
    .exec()
    .delete(sysUserRole)
    .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
}
