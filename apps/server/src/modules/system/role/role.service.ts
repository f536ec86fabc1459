import { ALL_PERMISSIONS, type CompScope, type roleForm, SUPER_ADMIN_ROLE } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { isUniqueViolation } from '../../../lib/db-errors';
import type { SessionStore } from '../../auth/session-store';
import { assertIdsInScope, type ScopeSubject } from '../data-scope/data-scope';
import * as repo from './role.repository';

type RoleForm = z.output<typeof roleForm>;

export interface RoleActor {
  subject: ScopeSubject;
  userName: string;
  permissions: readonly string[];
}

/**
 * Role rules (ruoyi.md 3.2): unique name and key, the admin role untouchable, no deleting a role
 * in use; and, beyond the reference, nobody grants menus their own roles do not grant, and every
 * role, department and user id must be inside the caller's data scope. Every change moves the
 * authorisation epoch, so holders' sessions pick it up on their next call.
 */
export class RoleService {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
  ) {}

  private now() {
    return formatDateTime(this.clock.now());
  }

  async target(actor: RoleActor, permission: string, roleIds: number[]) {
    await assertIdsInScope(this.database, actor.subject, permission, 'role', roleIds);
    const roles = await Promise.all(roleIds.map((id) => repo.findRole(this.database, id)));
    if (roles.some((role) => role?.roleKey === SUPER_ADMIN_ROLE)) throw AppError.rule('role.adminProtected');
    return roles;
  }

  private async menus(actor: RoleActor, menuIds: number[]): Promise<number[]> {
    const distinct = [...new Set(menuIds)];
    const held = actor.permissions.includes(ALL_PERMISSIONS) ? 'all' : actor.subject.roles.map((role) => role.roleId);
    const grantable = await repo.grantableMenuIds(this.database, distinct, held);
    if (grantable.length !== distinct.length) throw AppError.forbidden();
    return distinct;
  }

  async add(actor: RoleActor, form: RoleForm): Promise<void> {
    const name = { name: form.roleName };
    if (form.roleKey === SUPER_ADMIN_ROLE) throw AppError.rule('role.addKeyTaken', name);
    const clash = await repo.findRoleClash(this.database, form.roleName, form.roleKey);
    if (clash.name) throw AppError.rule('role.addNameTaken', name);
    if (clash.key) throw AppError.rule('role.addKeyTaken', name);
    const menuIds = await this.menus(actor, form.menuIds);
    try {
      await this.database.transaction(async () => {
        const { menuIds: _menus, ...values } = form;
        const roleId = await repo.insertRole(this.database, {
          ...values,
          remark: values.remark ?? null,
          createBy: actor.userName,
        });
        await repo.replaceRoleMenus(this.database, roleId, menuIds);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.rule('role.addKeyTaken', name);
      throw error;
    }
  }

  async edit(actor: RoleActor, roleId: number, form: RoleForm): Promise<void> {
    await this.target(actor, 'system:role:edit', [roleId]);
    const name = { name: form.roleName };
    if (form.roleKey === SUPER_ADMIN_ROLE) throw AppError.rule('role.editKeyTaken', name);
    const clash = await repo.findRoleClash(this.database, form.roleName, form.roleKey, roleId);
    if (clash.name) throw AppError.rule('role.editNameTaken', name);
    if (clash.key) throw AppError.rule('role.editKeyTaken', name);
    const menuIds = await this.menus(actor, form.menuIds);
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
    await this.target(actor, 'system:role:edit', [roleId]);
    const depts = dataScope === '2' ? [...new Set(deptIds)] : [];
    await assertIdsInScope(this.database, actor.subject, 'system:role:edit', 'dept', depts);
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

  async changeStatus(actor: RoleActor, roleId: number, status: '0' | '1') {
    await this.target(actor, 'system:role:edit', [roleId]);
    await repo.updateRole(this.database, roleId, { status, updateBy: actor.userName, updateTime: this.now() });
    await this.sessions.bumpEpoch();
  }

  async remove(actor: RoleActor, roleIds: number[]) {
    await this.target(actor, 'system:role:remove', roleIds);
    await this.database.transaction(async () => {
      const [used] = await repo.rolesInUse(this.database, roleIds);
      if (used) throw AppError.rule('common.assigned', { name: used.roleName });
      await repo.markRolesDeleted(this.database, roleIds, actor.userName, this.now());
    });
    await this.sessions.bumpEpoch();
  }

  async grant(actor: RoleActor, roleId: number, userIds: number[], give: boolean) {
    await this.target(actor, 'system:role:edit', [roleId]);
    await assertIdsInScope(this.database, actor.subject, 'system:role:edit', 'user', userIds);
    await this.database.transaction(() =>
      give ? repo.grantRole(this.database, roleId, userIds) : repo.revokeRole(this.database, roleId, userIds),
    );
    await this.sessions.bumpEpoch();
  }
}
