import { type addUserBody, type editUserBody, SUPER_ADMIN_ROLE, SUPER_ADMIN_USER_ID } from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { hashPassword } from '../../../lib/password';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import type { SessionStore } from '../../auth/session-store';
import type { EntrantSessionStore } from '../../portal/entrant-sessions';
import { assertIdsInScope, roleScope, type ScopeSubject } from '../data-scope/data-scope';
import { assertRolesGivable } from '../role/role-bounds';
import * as repo from './user.repository';

type AddUser = z.output<typeof addUserBody>;
type EditUser = z.output<typeof editUserBody>;

export interface Actor {
  subject: ScopeSubject;
  userId: number;
  userName: string;
}

/**
 * User rules (docs/wire-contract.md 3.1): unique user name, mobile and email among live users; the super
 * administrator is changed only by itself; nobody deletes themselves; every user, department and
 * role id a request names must be inside the caller's data scope.
 */
export class UserService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly sessions: SessionStore;
  /** Entrants' portal sessions, ended with the back office's when an account is closed or reset. */
  private readonly entrants?: Pick<EntrantSessionStore, 'revokeUser'>;

  constructor({
    database,
    clock,
    sessions,
    entrants,
  }: {
    database: Database;
    clock: Clock;
    sessions: SessionStore;
    /** Entrants' portal sessions, ended with the back office's when an account is closed or reset. */
    entrants?: Pick<EntrantSessionStore, 'revokeUser'>;
  }) {
    this.database = database;
    this.clock = clock;
    this.sessions = sessions;
    this.entrants = entrants;
  }

  /** Ends every session of a user, in the back office and on the portal. */
  private async endSessions(userId: number): Promise<void> {
    await this.sessions.revokeUser(userId);
    await this.entrants?.revokeUser(userId);
  }

  private now(): string {
    return formatDateTime(this.clock.now());
  }

  /** The target users are visible to the caller, and the super administrator only to itself. */
  async checkTargets(actor: Actor, permission: string, userIds: number[]): Promise<void> {
    if (userIds.includes(SUPER_ADMIN_USER_ID) && actor.userId !== SUPER_ADMIN_USER_ID) {
      throw AppError.rule('user.adminProtected');
    }
    await assertIdsInScope(this.database, { subject: actor.subject, permission, target: 'user', ids: userIds });
  }

  /** Departments, roles and posts named by a form exist and are the caller's to give. */
  private async checkGrants(actor: Actor, permission: string, targetId: number | undefined, form: EditUser | AddUser) {
    if (form.deptId)
      await assertIdsInScope(this.database, { subject: actor.subject, permission, target: 'dept', ids: [form.deptId] });
    await this.checkRoles(actor, permission, targetId, form.roleIds);
    const posts = await repo.existingPostIds(this.database, form.postIds);
    if (posts.length !== new Set(form.postIds).size) throw AppError.invalid('postIds', 'user.postUnknown');
  }

  private async checkRoles(actor: Actor, permission: string, targetId: number | undefined, roleIds: number[]) {
    if (roleIds.length === 0) return;
    const roles = await repo.liveRoles(this.database);
    const adminRole = roles.find((role) => role.roleKey === SUPER_ADMIN_ROLE)?.roleId;
    if (adminRole !== undefined && roleIds.includes(adminRole) && targetId !== SUPER_ADMIN_USER_ID) {
      throw AppError.rule('user.adminRole');
    }
    await assertIdsInScope(this.database, { subject: actor.subject, permission, target: 'role', ids: roleIds });
    // Roles the user already holds stay; a role newly given must not grant more than the caller holds.
    const held = new Set(targetId === undefined ? [] : await repo.userRoleIds(this.database, targetId));
    const given = roleIds.filter((roleId) => !held.has(roleId));
    await assertRolesGivable(this.database, actor.subject, given, 'roleIds');
  }

  /** A named organisation must exist (competition scope 3 resolves through it). */
  private async checkOrganisation(orgId: number | null | undefined): Promise<void> {
    if (orgId && !(await repo.organisationExists(this.database, orgId))) throw AppError.rule('common.notFound');
  }

  async add(actor: Actor, form: AddUser): Promise<number> {
    await this.checkGrants(actor, 'system:user:add', undefined, form);
    await this.checkOrganisation(form.orgId);
    const clash = await repo.findUserClash(this.database, form);
    const name = { name: form.userName };
    refuseTaken(
      [
        [clash.userName, 'user.addNameTaken'],
        [clash.phonenumber, 'user.addMobileTaken'],
        [clash.email, 'user.addEmailTaken'],
      ],
      name,
    );
    const password = await hashPassword(form.password);
    return await writeUnique('user.addNameTaken', name, async () => {
      return await this.database.transaction(async () => {
        const userId = await repo.insertUser(this.database, {
          ...(form.orgId !== undefined ? { orgId: form.orgId } : {}),
          userName: form.userName,
          nickName: form.nickName,
          deptId: form.deptId ?? null,
          phonenumber: form.phonenumber,
          email: form.email,
          sex: form.sex,
          status: form.status,
          remark: form.remark ?? null,
          password,
          // Staff chose the first password: the user must replace it.
          pwdChangeRequired: '1',
          pwdUpdateDate: this.now(),
          createBy: actor.userName,
        });
        await repo.replaceUserRoles(this.database, userId, [...new Set(form.roleIds)]);
        await repo.replaceUserPosts(this.database, userId, [...new Set(form.postIds)]);
        return userId;
      });
    });
  }

  async edit(actor: Actor, form: EditUser): Promise<void> {
    await this.checkTargets(actor, 'system:user:edit', [form.userId]);
    await this.checkGrants(actor, 'system:user:edit', form.userId, form);
    await this.checkOrganisation(form.orgId);
    const user = await repo.findUser(this.database, form.userId);
    if (!user) throw AppError.rule('common.notFound');
    const clash = await repo.findUserClash(this.database, form, form.userId);
    const name = { name: user.userName };
    refuseTaken(
      [
        [clash.phonenumber, 'user.editMobileTaken'],
        [clash.email, 'user.editEmailTaken'],
      ],
      name,
    );
    await this.database.transaction(async () => {
      await repo.updateUser(this.database, form.userId, {
        ...(form.orgId !== undefined ? { orgId: form.orgId } : {}),
        nickName: form.nickName,
        deptId: form.deptId ?? null,
        phonenumber: form.phonenumber,
        email: form.email,
        sex: form.sex,
        status: form.status,
        remark: form.remark ?? null,
        updateBy: actor.userName,
        updateTime: this.now(),
      });
      await repo.replaceUserRoles(this.database, form.userId, [...new Set(form.roleIds)]);
      await repo.replaceUserPosts(this.database, form.userId, [...new Set(form.postIds)]);
    });
    await this.sessions.bumpEpoch();
  }

  async remove(actor: Actor, userIds: number[]): Promise<void> {
    if (userIds.includes(actor.userId)) throw AppError.rule('user.deleteSelf');
    await this.checkTargets(actor, 'system:user:remove', userIds);
    await this.database.transaction(() => repo.markUsersDeleted(this.database, userIds, actor.userName, this.now()));
    for (const userId of userIds) await this.endSessions(userId);
    await this.sessions.bumpEpoch();
  }

  async resetPassword(actor: Actor, userId: number, password: string): Promise<void> {
    await this.checkTargets(actor, 'system:user:resetPwd', [userId]);
    const hash = await hashPassword(password);
    const changed = await repo.updateUser(this.database, userId, {
      password: hash,
      pwdChangeRequired: userId === actor.userId ? '0' : '1',
      pwdUpdateDate: this.now(),
      updateBy: actor.userName,
      updateTime: this.now(),
    });
    if (changed === 0) throw AppError.rule('common.notFound');
    if (userId !== actor.userId) await this.endSessions(userId);
  }

  async changeStatus(actor: Actor, userId: number, status: '0' | '1'): Promise<void> {
    await this.checkTargets(actor, 'system:user:edit', [userId]);
    if (status === '1' && userId === actor.userId) throw AppError.rule('user.disableSelf');
    const changed = await repo.updateUser(this.database, userId, {
      status,
      updateBy: actor.userName,
      updateTime: this.now(),
    });
    if (changed === 0) throw AppError.rule('common.notFound');
    if (status === '1') await this.endSessions(userId);
    await this.sessions.bumpEpoch();
  }

  async setRoles(actor: Actor, userId: number, roleIds: number[]): Promise<void> {
    await this.checkTargets(actor, 'system:user:edit', [userId]);
    await this.checkRoles(actor, 'system:user:edit', userId, roleIds);
    if (!(await repo.findUser(this.database, userId))) throw AppError.rule('common.notFound');
    await this.database.transaction(() => repo.replaceUserRoles(this.database, userId, [...new Set(roleIds)]));
    await this.sessions.bumpEpoch();
  }

  /**
   * The roles the caller may hand out, as the reference's scoped role list: those in its data
   * scope, the admin role only to the super administrator.
   */
  async assignableRoles(actor: Actor, targetId: number | undefined) {
    const roles = await repo.liveRoles(this.database, roleScope(this.database, actor.subject, 'system:user:query'));
    return roles.filter((role) => role.roleKey !== SUPER_ADMIN_ROLE || targetId === SUPER_ADMIN_USER_ID);
  }
}
