import { SUPER_ADMIN_ROLE } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { splitPerms, widestCompScope } from '../../auth/authz.service';
import { assertIdsInScope, planDataScope, type ScopeSubject } from '../data-scope/data-scope';
import * as repo from './role.repository';

/**
 * The bounds of delegation (issue 26): nobody but the super administrator hands out more than
 * they hold. A role a non-administrator creates, changes, enables or gives to users must, in the
 * state it ends up in, grant only menus the editor's enabled roles grant, a system data scope no
 * wider (for each of its permissions) than the editor's own for that permission, and a
 * competition scope no wider than the editor's. Nobody but the administrator changes a role they
 * hold themselves: that would be lifting their own bounds.
 */

export function isSuperAdmin(subject: ScopeSubject): boolean {
  return subject.roles.some((role) => role.status === '0' && role.roleKey === SUPER_ADMIN_ROLE);
}

/** What a role grants: its menus, system data scope (custom departments for 2) and competition scope. */
export interface RoleGrant {
  name: string;
  menuIds: number[];
  dataScope: string;
  deptIds: number[];
  compScope: string;
}

/** Refuses a change of a role the editor holds (enabled or not), unless the editor is the administrator. */
export async function assertNotOwnRole(
  database: Database,
  subject: ScopeSubject,
  roles: ReadonlyArray<{ roleId: number; roleName: string } | undefined>,
): Promise<void> {
  if (isSuperAdmin(subject)) return;
  const held = new Set(await repo.heldRoleIds(database, subject.userId));
  const own = roles.find((role) => role && held.has(role.roleId));
  if (own) throw AppError.rule('role.ownRole', { name: own.roleName });
}

/**
 * Refuses unless the role, as described, is within what the editor holds. `field` is the request
 * field named in the refusal: the role id(s) when a stored role is given or enabled, or 'form'
 * when the request sets the role's menus and scopes (each refusal then names its own field).
 */
export async function assertRoleWithinBounds(
  database: Database,
  subject: ScopeSubject,
  role: RoleGrant,
  field: 'roleId' | 'roleIds' | 'form',
): Promise<void> {
  if (isSuperAdmin(subject)) return;
  const params = (own: string) => ({ name: role.name, field: field === 'form' ? own : field });
  const menuIds = [...new Set(role.menuIds)];
  const held = subject.roles.map((own) => own.roleId);
  if ((await repo.grantableMenuIds(database, menuIds, held)).length !== menuIds.length) {
    throw AppError.rule('role.menuNotHeld', params('menuIds'));
  }
  const perms = splitPerms(await repo.enabledMenuPerms(database, menuIds));
  if (!(await coversDataScope(database, { subject, perms, dataScope: role.dataScope, deptIds: role.deptIds }))) {
    throw AppError.rule('role.dataScopeTooWide', params('dataScope'));
  }
  const own = widestCompScope(subject.roles.map((own) => ({ compScope: own.compScope ?? '4' })));
  // Smaller is wider ('1' all .. '4' own), the order widestCompScope itself uses.
  if (role.compScope < own) throw AppError.rule('role.compScopeTooWide', params('compScope'));
}

/** Refuses unless every role is within the editor's bounds (giving roles to users). */
export async function assertRolesGivable(
  database: Database,
  subject: ScopeSubject,
  roleIds: number[],
  field: 'roleId' | 'roleIds',
): Promise<void> {
  if (isSuperAdmin(subject)) return;
  for (const roleId of new Set(roleIds)) {
    const role = await repo.findRole(database, roleId);
    if (!role) throw AppError.forbidden();
    await assertRoleWithinBounds(database, subject, await currentGrant(database, role), field);
  }
}

/** A role's grant as stored. */
export async function currentGrant(
  database: Database,
  role: { roleId: number; roleName: string; dataScope: string; compScope: string },
): Promise<RoleGrant> {
  return {
    name: role.roleName,
    menuIds: await repo.roleMenuIds(database, role.roleId),
    dataScope: role.dataScope,
    deptIds: role.dataScope === '2' ? await repo.roleDeptIds(database, role.roleId) : [],
    compScope: role.compScope,
  };
}

/**
 * Whether the editor's own system data scope covers `dataScope` for every permission (for a role
 * without permissions, over all the editor's roles). Scopes 3 and 4 are relative to the holder's
 * department; they are compared with the editor's own-department grants.
 */
export async function coversDataScope(
  database: Database,
  {
    subject,
    perms,
    dataScope,
    deptIds,
  }: { subject: ScopeSubject; perms: string[]; dataScope: string; deptIds: number[] },
): Promise<boolean> {
  for (const permission of perms.length > 0 ? perms : [undefined]) {
    const plan = planDataScope(subject, permission);
    if (plan === 'all') continue;
    const kinds = new Set(plan.map((grant) => grant.kind));
    if (dataScope === '1') return false;
    if (dataScope === '4' && !kinds.has('deptAndBelow')) return false;
    if (dataScope === '3' && !kinds.has('deptAndBelow') && !kinds.has('dept')) return false;
    if (dataScope === '2' && deptIds.length > 0) {
      const inside = await assertIdsInScope(database, { subject, permission, target: 'dept', ids: deptIds }).then(
        () => true,
        () => false,
      );
      if (!inside) return false;
    }
  }
  return true;
}
