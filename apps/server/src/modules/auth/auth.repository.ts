import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  sysDept,
  sysLogininfor,
  sysMenu,
  sysRole,
  sysRoleDept,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../../db/schema';
import { isTaken } from '../../lib/crud/taken';

export type UserRow = typeof sysUser.$inferSelect;

/** The live account with this name, else a deleted one (so the login can say it was deleted). */
export async function findUserForLogin(database: Database, userName: string): Promise<UserRow | undefined> {
  const rows = await database
    .exec()
    .select()
    .from(sysUser)
    .where(eq(sysUser.userName, userName))
    .orderBy(asc(sysUser.delFlag))
    .limit(1);
  return rows[0];
}

export async function findUserById(database: Database, userId: number): Promise<UserRow | undefined> {
  const [row] = await database.exec().select().from(sysUser).where(eq(sysUser.userId, userId)).limit(1);
  return row;
}

export async function findDept(database: Database, deptId: number) {
  const [row] = await database
    .exec()
    .select({
      deptId: sysDept.deptId,
      parentId: sysDept.parentId,
      deptName: sysDept.deptName,
      ancestors: sysDept.ancestors,
      leader: sysDept.leader,
      status: sysDept.status,
    })
    .from(sysDept)
    .where(eq(sysDept.deptId, deptId))
    .limit(1);
  return row;
}

/** The user's roles that are not deleted (disabled ones included, as the reference lists them). */
export async function findUserRoles(database: Database, userId: number) {
  return database
    .exec()
    .select({
      roleId: sysRole.roleId,
      roleName: sysRole.roleName,
      roleKey: sysRole.roleKey,
      roleSort: sysRole.roleSort,
      dataScope: sysRole.dataScope,
      compScope: sysRole.compScope,
      status: sysRole.status,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0')))
    .orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
}

/** Permission cells of the enabled menus granted to each of these roles, one row per role and cell. */
export async function findMenuPermsByRole(
  database: Database,
  roleIds: number[],
): Promise<Array<{ roleId: number; perms: string }>> {
  if (roleIds.length === 0) return [];
  const rows = await database
    .exec()
    .selectDistinct({ roleId: sysRoleMenu.roleId, perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(inArray(sysRoleMenu.roleId, roleIds), eq(sysMenu.status, '0'), ne(sysMenu.perms, '')));
  return rows.map((row) => ({ roleId: row.roleId, perms: row.perms ?? '' }));
}

export async function findRoleDepts(database: Database, roleIds: number[]) {
  if (roleIds.length === 0) return [];
  return database
    .exec()
    .select({ roleId: sysRoleDept.roleId, deptId: sysRoleDept.deptId })
    .from(sysRoleDept)
    .where(inArray(sysRoleDept.roleId, roleIds))
    .orderBy(asc(sysRoleDept.roleId), asc(sysRoleDept.deptId));
}

/** Menus shown to the user: every directory and page for the admin role, else through enabled roles. */
export async function findRouteMenus(database: Database, roleIds: number[] | 'all') {
  const columns = {
    menuId: sysMenu.menuId,
    menuName: sysMenu.menuName,
    menuNameEn: sysMenu.menuNameEn,
    parentId: sysMenu.parentId,
    orderNum: sysMenu.orderNum,
    path: sysMenu.path,
    component: sysMenu.component,
    query: sysMenu.query,
    routeName: sysMenu.routeName,
    isFrame: sysMenu.isFrame,
    isCache: sysMenu.isCache,
    menuType: sysMenu.menuType,
    visible: sysMenu.visible,
    perms: sysMenu.perms,
    icon: sysMenu.icon,
  };
  const visibleKinds = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];
  if (roleIds === 'all')
    return database
      .exec()
      .select(columns)
      .from(sysMenu)
      .where(visibleKinds)
      .orderBy(...order);
  if (roleIds.length === 0) return [];
  return database
    .exec()
    .selectDistinct(columns)
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .where(and(visibleKinds, inArray(sysRoleMenu.roleId, roleIds)))
    .orderBy(...order);
}

export async function recordLogin(database: Database, userId: number, ip: string, at: string): Promise<void> {
  await database.exec().update(sysUser).set({ loginIp: ip, loginDate: at }).where(eq(sysUser.userId, userId));
}

export async function replacePasswordHash(database: Database, userId: number, hash: string): Promise<void> {
  await database.exec().update(sysUser).set({ password: hash }).where(eq(sysUser.userId, userId));
}

export interface LoginLogRow {
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  status: '0' | '1';
  msg: string;
  loginTime: string;
}

export async function insertLoginLog(database: Database, row: LoginLogRow): Promise<void> {
  await database.exec().insert(sysLogininfor).values(row);
}

export function userNameTaken(database: Database, userName: string): Promise<boolean> {
  return isTaken(database, sysUser.userId, and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
}

export function mobileTaken(database: Database, mobile: string): Promise<boolean> {
  return isTaken(database, sysUser.userId, and(eq(sysUser.phonenumber, mobile), eq(sysUser.delFlag, '0')));
}

export async function insertRegisteredUser(
  database: Database,
  user: { userName: string; mobile: string; passwordHash: string; at: string; nickName?: string },
): Promise<number> {
  const [row] = await database
    .exec()
    .insert(sysUser)
    .values({
      userName: user.userName,
      nickName: user.nickName ?? user.userName,
      phonenumber: user.mobile,
      password: user.passwordHash,
      pwdUpdateDate: user.at,
      regStatus: '1',
      createBy: user.userName,
      createTime: user.at,
      remark: '自助注册',
    })
    .returning({ userId: sysUser.userId });
  return row.userId;
}

/**
 * The live accounts holding each of these mobiles (1,000 a read), with whether each is an entrant
 * (holds `entrantRole`): an application import finds its leaders' accounts this way.
 */
export async function accountsByMobile(
  database: Database,
  mobiles: string[],
  entrantRole: string,
): Promise<Map<string, Array<{ userName: string; entrant: boolean }>>> {
  const found = new Map<string, Array<{ userName: string; entrant: boolean }>>();
  for (let i = 0; i < mobiles.length; i += 1000) {
    const rows = await database
      .exec()
      .select({ mobile: sysUser.phonenumber, userName: sysUser.userName, roleKey: sysRole.roleKey })
      .from(sysUser)
      .leftJoin(sysUserRole, eq(sysUserRole.userId, sysUser.userId))
      .leftJoin(sysRole, and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.roleKey, entrantRole)))
      .where(and(eq(sysUser.delFlag, '0'), inArray(sysUser.phonenumber, mobiles.slice(i, i + 1000))));
    const byName = new Map<string, { mobile: string; entrant: boolean }>();
    for (const row of rows) {
      const seen = byName.get(row.userName);
      byName.set(row.userName, { mobile: row.mobile ?? '', entrant: Boolean(seen?.entrant) || row.roleKey !== null });
    }
    for (const [userName, { mobile, entrant }] of byName) {
      found.set(mobile, [...(found.get(mobile) ?? []), { userName, entrant }]);
    }
  }
  return found;
}

/** Which of these user names a live account holds (1,000 a read). */
export async function takenUserNames(database: Database, names: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await database
      .exec()
      .select({ userName: sysUser.userName })
      .from(sysUser)
      .where(and(eq(sysUser.delFlag, '0'), inArray(sysUser.userName, names.slice(i, i + 1000))));
    for (const row of rows) taken.add(row.userName);
  }
  return taken;
}

/**
 * Entrant accounts without a password (they sign in by SMS code), approved, holding `roleId`:
 * one statement per 500 accounts, no hashing (an import may create 100,000 of them).
 */
export async function insertEntrantAccounts(
  database: Database,
  accounts: Array<{ userName: string; nickName: string; mobile: string }>,
  roleId: number,
  by: string,
  at: string,
): Promise<void> {
  for (let i = 0; i < accounts.length; i += 500) {
    const inserted = await database
      .exec()
      .insert(sysUser)
      .values(
        accounts.slice(i, i + 500).map((account) => ({
          userName: account.userName,
          nickName: account.nickName,
          phonenumber: account.mobile,
          password: '',
          regStatus: '0',
          createBy: by,
          createTime: at,
          remark: '申报导入',
        })),
      )
      .returning({ userId: sysUser.userId });
    await database
      .exec()
      .insert(sysUserRole)
      .values(inserted.map((row) => ({ userId: row.userId, roleId })));
  }
}

/** The id of the live role with this key. */
export async function liveRoleId(database: Database, roleKey: string): Promise<number | undefined> {
  const [row] = await database
    .exec()
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, roleKey), eq(sysRole.delFlag, '0')));
  return row?.roleId;
}
