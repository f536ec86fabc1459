import { createHash } from 'node:crypto';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@cbo/contracts';
import type { Database } from '../../db/database';
import { findDept, findMenuPerms, findRoleDepts, findUserById, findUserRoles, type UserRow } from './auth.repository';

export type RoleRow = Awaited<ReturnType<typeof findUserRoles>>[number];

/** What a session knows about its user's rights; re-read when roles, menus or users change. */
export interface UserAuthz {
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  /** Role keys of every assigned role that is not deleted (the reference lists disabled ones too). */
  roles: string[];
  permissions: string[];
  roleDetails: RoleRow[];
  /** Custom-scope departments of the enabled roles, for the data-scope helper. */
  roleDepts: Array<{ roleId: number; deptId: number }>;
  permVersion: string;
}

/** Splits permission cells (a cell may hold several comma-separated strings) and drops empties. */
export function splitPerms(cells: string[]): string[] {
  const all = cells.flatMap((cell) => cell.split(',').map((p) => p.trim())).filter(Boolean);
  return [...new Set(all)].sort();
}

export function isActiveAccount(user: UserRow): boolean {
  return user.delFlag === '0' && user.status === '0' && user.regStatus === '0';
}

export async function loadAuthz(database: Database, user: UserRow): Promise<UserAuthz> {
  const roleDetails = await findUserRoles(database, user.userId);
  const enabled = roleDetails.filter((role) => role.status === '0');
  const isAdmin = enabled.some((role) => role.roleKey === SUPER_ADMIN_ROLE);
  const permissions = isAdmin
    ? [ALL_PERMISSIONS]
    : splitPerms(
        await findMenuPerms(
          database,
          enabled.map((role) => role.roleId),
        ),
      );
  const roleDepts = await findRoleDepts(
    database,
    enabled.filter((role) => role.dataScope === '2').map((role) => role.roleId),
  );
  const roles = roleDetails.map((role) => role.roleKey);
  const permVersion = createHash('sha256')
    .update(
      JSON.stringify({
        roles,
        permissions,
        scopes: enabled.map((role) => [role.roleId, role.dataScope]),
        roleDepts,
        deptId: user.deptId,
      }),
    )
    .digest('base64url')
    .slice(0, 16);
  return {
    userId: user.userId,
    userName: user.userName,
    nickName: user.nickName,
    deptId: user.deptId,
    roles,
    permissions,
    roleDetails,
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
