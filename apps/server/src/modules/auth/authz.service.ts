import { createHash } from 'node:crypto';
import { ALL_PERMISSIONS, type CompScope, type InfoUser, SUPER_ADMIN_ROLE, SUPER_ADMIN_USER_ID } from '@cbo/contracts';
import type { Database } from '../../db/database';
import type { SessionRole } from '../../plugins/access';
import {
  findDept,
  findMenuPermsByRole,
  findRoleDepts,
  findUserById,
  findUserRoles,
  type UserRow,
} from './auth.repository';

export type RoleRow = Awaited<ReturnType<typeof findUserRoles>>[number];

/** What a session knows about its user's rights; re-read when roles, menus or users change. */
export interface UserAuthz {
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  /**
   * Role keys of the enabled, not deleted roles. The reference also lists disabled roles, which
   * then still pass role checks; here a disabled role grants nothing.
   */
  roles: string[];
  permissions: string[];
  roleDetails: RoleRow[];
  /** Each enabled role with its own permissions and data scope, for the data-scope helper. */
  scopeRoles: SessionRole[];
  /** The widest competition scope of the enabled roles (docs/competition-scope.md). */
  compScope: CompScope;
  /** Custom-scope departments of the enabled roles, for the data-scope helper. */
  roleDepts: Array<{ roleId: number; deptId: number }>;
  permVersion: string;
  /** The user as getInfo answers it, kept in the session so getInfo needs no database call. */
  profile: InfoUser;
  pwdChangeRequired: boolean;
}

/** Splits permission cells (a cell may hold several comma-separated strings) and drops empties. */
export function splitPerms(cells: string[]): string[] {
  const all = cells.flatMap((cell) => cell.split(',').map((p) => p.trim())).filter(Boolean);
  return [...new Set(all)].sort();
}

export function isActiveAccount(user: UserRow): boolean {
  return user.delFlag === '0' && user.status === '0' && user.regStatus === '0';
}

/** The widest of the roles' competition scopes ('1' all is the widest); '4' (own) without a role. */
export function widestCompScope(roles: ReadonlyArray<{ compScope: string }>): CompScope {
  const values = roles.map((role) => role.compScope).filter((value) => /^[1-4]$/.test(value));
  return (values.sort()[0] ?? '4') as CompScope;
}

export async function loadAuthz(database: Database, user: UserRow): Promise<UserAuthz> {
  const roleDetails = await findUserRoles(database, user.userId);
  const enabled = roleDetails.filter((role) => role.status === '0');
  const isAdmin = enabled.some((role) => role.roleKey === SUPER_ADMIN_ROLE);
  const cells = await findMenuPermsByRole(
    database,
    enabled.filter((role) => role.roleKey !== SUPER_ADMIN_ROLE).map((role) => role.roleId),
  );
  const permissions = isAdmin ? [ALL_PERMISSIONS] : splitPerms(cells.map((cell) => cell.perms));
  const scopeRoles: SessionRole[] = enabled.map((role) => ({
    roleId: role.roleId,
    roleKey: role.roleKey,
    dataScope: role.dataScope as SessionRole['dataScope'],
    compScope: role.compScope as CompScope,
    status: '0',
    permissions:
      role.roleKey === SUPER_ADMIN_ROLE
        ? [ALL_PERMISSIONS]
        : splitPerms(cells.filter((cell) => cell.roleId === role.roleId).map((cell) => cell.perms)),
  }));
  const roleDepts = await findRoleDepts(
    database,
    enabled.filter((role) => role.dataScope === '2').map((role) => role.roleId),
  );
  const roles = enabled.map((role) => role.roleKey);
  const compScope = isAdmin ? '1' : widestCompScope(enabled);
  const permVersion = createHash('sha256')
    .update(
      JSON.stringify({
        roles,
        permissions,
        scopes: enabled.map((role) => [role.roleId, role.dataScope, role.compScope]),
        roleDepts,
        deptId: user.deptId,
      }),
    )
    .digest('base64url')
    .slice(0, 16);
  return {
    profile: {
      userId: user.userId,
      deptId: user.deptId,
      userName: user.userName,
      nickName: user.nickName,
      userType: user.userType,
      email: user.email ?? '',
      phonenumber: user.phonenumber ?? '',
      sex: user.sex,
      avatar: user.avatar ?? '',
      status: user.status,
      loginIp: user.loginIp ?? '',
      loginDate: user.loginDate,
      createTime: user.createTime,
      remark: user.remark,
      admin: user.userId === SUPER_ADMIN_USER_ID,
      dept: await loadDept(database, user.deptId),
      // getInfo names each role as the reference does; the competition scope stays on the server.
      roles: roleDetails.map(({ compScope: _compScope, ...role }) => role),
    },
    pwdChangeRequired: user.pwdChangeRequired === '1',
    userId: user.userId,
    userName: user.userName,
    nickName: user.nickName,
    deptId: user.deptId,
    roles,
    permissions,
    roleDetails,
    scopeRoles,
    compScope,
    roleDepts,
    permVersion,
  };
}

/** Reloads a user's rights; undefined when the account can no longer be used. */
export async function reloadAuthz(database: Database, userId: number): Promise<UserAuthz | undefined> {
  const user = await findUserById(database, userId);
  if (!user || !isActiveAccount(user)) return undefined;
  return loadAuthz(database, user);
}

export async function loadDept(database: Database, deptId: number | null) {
  const dept = deptId === null ? undefined : await findDept(database, deptId);
  return dept ? { ...dept, deptName: dept.deptName ?? '' } : null;
}
