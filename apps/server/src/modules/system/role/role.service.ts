import { type CompScope, type roleForm, SUPER_ADMIN_ROLE } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import { splitPerms } from '../../auth/authz.service';
import type { SessionStore } from '../../auth/session-store';
import { assertIdsInScope, type ScopeSubject } from '../data-scope/data-scope';
import * as repo from './role.repository';
import { assertNotOwnRole, assertRoleWithinBounds, coversDataScope, currentGrant, isSuperAdmin } from './role-bounds';

type RoleForm = z.output<typeof roleForm>;

export interface RoleActor {
  subject: ScopeSubject;
  userName: string;
  permissions: readonly string[];
}

/**
 * Role rules (docs/wire-contract.md 3.2): unique name and key (without regard to case), the admin role
 * untouchable, no deleting a role in use; and, beyond the reference, every role, department and
 * user id must be inside the caller's data scope, and nobody but the administrator changes a role
 * they hold or makes a role grant more than they hold (role-bounds.ts). Every change moves the
 * authorisation epoch, so holders' sessions pick it up on their next call.
 */
export class RoleService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly sessions: SessionStore;

  constructor({
    database,
    clock,
    sessions,
  }: {
    database: Database;
    clock: Clock;
    sessions: SessionStore;
  }) {
    this.database = database;
    this.clock = clock;
    this.sessions = sessions;
  }

  private now() {
    return formatDateTime(this.clock.now());
  }

  /** The roles named are live and inside the caller's scope (reading them; the admin role included). */
  async visible(actor: Pick<RoleActor, 'subject'>, permission: string, roleIds: number[]): Promise<void> {
    await assertIdsInScope(this.database, { subject: actor.subject, permission, target: 'role', ids: roleIds });
  }

  async target(actor: RoleActor, permission: string, roleIds: number[]) {
    await assertIdsInScope(this.database, { subject: actor.subject, permission, target: 'role', ids: roleIds });
    const roles = await Promise.all(roleIds.map((id) => repo.findRole(this.database, id)));
    if (roles.some((role) => role?.roleKey === SUPER_ADMIN_ROLE)) throw AppError.rule('role.adminProtected');
    return roles;
  }

  /** The roles named, for a change: in scope, not the admin role, and not one the caller holds. */
  private async changeable(actor: RoleActor, permission: string, roleIds: number[]) {
    const roles = await this.target(actor, permission, roleIds);
    await assertNotOwnRole(this.database, actor.subject, roles);
    return roles;
  }

  /** The distinct menu ids, each naming an existing menu. */
  private async menus(menuIds: number[]): Promise<number[]> {
    const distinct = [...new Set(menuIds)];
    const existing = await repo.grantableMenuIds(this.database, distinct, 'all');
    if (existing.length !== distinct.length) throw AppError.invalid('menuIds', 'role.menuUnknown');
    return distinct;
  }

  async add(actor: RoleActor, form: RoleForm): Promise<void> {
    const name = { name: form.roleName };
    // The key admin (in any case) is the super administrator's alone.
    if (form.roleKey.toLowerCase() === SUPER_ADMIN_ROLE) throw AppError.rule('role.addKeyTaken', name);
    const clash = await repo.findRoleClash(this.database, form.roleName, form.roleKey);
    refuseTaken(
      [
        [clash.name, 'role.addNameTaken'],
        [clash.key, 'role.addKeyTaken'],
      ],
      name,
    );
    const menuIds = await this.menus(form.menuIds);
    const compScope = form.compScope ?? '4';
    // A new role's system data scope is the table default (1, all) as in the reference; one made
    // by a caller whose own scope is narrower starts at 5 (self) and can be widened up to theirs.
    const perms = isSuperAdmin(actor.subject) ? [] : await this.permsOf(menuIds);
    const dataScope =
      isSuperAdmin(actor.subject) ||
      (await coversDataScope(this.database, { subject: actor.subject, perms, dataScope: '1', deptIds: [] }))
        ? '1'
        : '5';
    await assertRoleWithinBounds(
      this.database,
      actor.subject,
      { name: form.roleName, menuIds, dataScope, deptIds: [], compScope },
      'form',
    );
    await writeUnique('role.addKeyTaken', name, async () => {
      await this.database.transaction(async () => {
        const { menuIds: _menus, ...values } = form;
        const roleId = await repo.insertRole(this.database, {
          ...values,
          dataScope,
          compScope,
          remark: values.remark ?? null,
          createBy: actor.userName,
        });
        await repo.replaceRoleMenus(this.database, roleId, menuIds);
      });
    });
  }

  async edit(actor: RoleActor, roleId: number, form: RoleForm): Promise<void> {
    const [current] = await this.changeable(actor, 'system:role:edit', [roleId]);
    if (!current) throw AppError.rule('common.notFound');
    const name = { name: form.roleName };
    if (form.roleKey.toLowerCase() === SUPER_ADMIN_ROLE) throw AppError.rule('role.editKeyTaken', name);
    const clash = await repo.findRoleClash(this.database, form.roleName, form.roleKey, roleId);
    refuseTaken(
      [
        [clash.name, 'role.editNameTaken'],
        [clash.key, 'role.editKeyTaken'],
      ],
      name,
    );
    const menuIds = await this.menus(form.menuIds);
    const stored = await currentGrant(this.database, current);
    await assertRoleWithinBounds(
      this.database,
      actor.subject,
      { ...stored, name: form.roleName, menuIds, compScope: form.compScope ?? current.compScope },
      'form',
    );
    await this.database.transaction(async () => {
      const { menuIds: _menus, ...values } = form;
      await repo.updateRole(this.database, roleId, {
        ...values,
        remark: values.remark ?? null,
        updateBy: actor.userName,
        updateTime: this.now(),
      });
      await repo.replaceRoleMenus(this.database, roleId, menuIds);
    });
    await this.sessions.bumpEpoch();
  }

  /** The system data scope (custom departments for 2) and, when given, the competition scope. */
  async setDataScope(
    actor: RoleActor,
    roleId: number,
    scope: { dataScope: string; deptIds: number[]; deptCheckStrictly: boolean; compScope?: CompScope },
  ) {
    const { dataScope, deptIds, deptCheckStrictly, compScope } = scope;
    const [current] = await this.changeable(actor, 'system:role:edit', [roleId]);
    if (!current) throw AppError.rule('common.notFound');
    const depts = dataScope === '2' ? [...new Set(deptIds)] : [];
    await assertIdsInScope(this.database, {
      subject: actor.subject,
      permission: 'system:role:edit',
      target: 'dept',
      ids: depts,
    });
    const stored = await currentGrant(this.database, current);
    await assertRoleWithinBounds(
      this.database,
      actor.subject,
      { ...stored, dataScope, deptIds: depts, compScope: compScope ?? current.compScope },
      'form',
    );
    await this.database.transaction(async () => {
      await repo.updateRole(this.database, roleId, {
        dataScope,
        deptCheckStrictly,
        ...(compScope ? { compScope } : {}),
        updateBy: actor.userName,
        updateTime: this.now(),
      });
      await repo.replaceRoleDepts(this.database, roleId, depts);
    });
    await this.sessions.bumpEpoch();
  }

  private async permsOf(menuIds: number[]): Promise<string[]> {
    return splitPerms(await repo.enabledMenuPerms(this.database, menuIds));
  }

  async changeStatus(actor: RoleActor, roleId: number, status: '0' | '1') {
    const [current] = await this.changeable(actor, 'system:role:edit', [roleId]);
    if (!current) throw AppError.rule('common.notFound');
    // Enabling gives the role's grant back to its holders: only within the caller's bounds.
    if (status === '0') {
      await assertRoleWithinBounds(this.database, actor.subject, await currentGrant(this.database, current), 'roleId');
    }
    await repo.updateRole(this.database, roleId, { status, updateBy: actor.userName, updateTime: this.now() });
    await this.sessions.bumpEpoch();
  }

  async remove(actor: RoleActor, roleIds: number[]) {
    await this.changeable(actor, 'system:role:remove', roleIds);
    await this.database.transaction(async () => {
      const [used] = await repo.rolesInUse(this.database, roleIds);
      if (used) throw AppError.rule('common.assigned', { name: used.roleName });
      await repo.markRolesDeleted(this.database, roleIds, actor.userName, this.now());
    });
    await this.sessions.bumpEpoch();
  }

  async grant(actor: RoleActor, roleId: number, userIds: number[], give: boolean) {
    const [current] = await this.changeable(actor, 'system:role:edit', [roleId]);
    if (!current) throw AppError.rule('common.notFound');
    await assertIdsInScope(this.database, {
      subject: actor.subject,
      permission: 'system:role:edit',
      target: 'user',
      ids: userIds,
    });
    if (give) {
      await assertRoleWithinBounds(this.database, actor.subject, await currentGrant(this.database, current), 'roleId');
    }
    await this.database.transaction(() =>
      give ? repo.grantRole(this.database, roleId, userIds) : repo.revokeRole(this.database, roleId, userIds),
    );
    await this.sessions.bumpEpoch();
  }
}
