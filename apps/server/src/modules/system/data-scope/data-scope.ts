import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Condition } from '../../../lib/crud/condition';
import type { ScopeSubject, SessionRole, SessionUser } from '../../../plugins/access';
import {
  countDeptsInScope,
  countRolesInScope,
  countUsersInScope,
  deptIdsInScope,
  roleScopeCondition,
  type ScopeColumns,
  type ScopeGrant,
  type ScopePlan,
  scopePlanSql,
} from './data-scope.repository';

/** '1' all, '2' custom departments (sys_role_dept), '3' own department, '4' own and below, '5' self. */
export type DataScope = '1' | '2' | '3' | '4' | '5';

export type ScopeRole = SessionRole;

export type { ScopeSubject };

/** The data-scope subject of a logged-in session: its user, department and enabled roles. */
export function scopeSubjectOf(session: SessionUser): ScopeSubject {
  return { userId: session.userId, deptId: session.deptId, roles: session.scopeRoles };
}

export type ScopeTarget = 'user' | 'dept' | 'role';

export type { ScopeColumns, ScopeGrant, ScopePlan };

/**
 * Whether a role takes part for this permission. Like the reference, `permission` may list several
 * strings separated by commas (any one is enough); an empty one means "whatever the permission".
 */
function qualifies(role: ScopeRole, permission: string | undefined): boolean {
  if (role.status !== '0') return false;
  const wanted = (permission ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (wanted.length === 0) return true;
  return role.permissions.includes(ALL_PERMISSIONS) || wanted.some((item) => role.permissions.includes(item));
}

/**
 * The reference's @DataScope rules (docs/wire-contract.md 8.6) as data: the enabled super-administrator role
 * and any qualifying role with scope 1 see everything; otherwise the qualifying roles' scopes are
 * united. Scopes 3 and 4 need the subject's department, so they grant nothing without one.
 */
export function planDataScope(subject: ScopeSubject, permission: string | undefined): ScopePlan {
  if (subject.roles.some((role) => role.status === '0' && role.roleKey === SUPER_ADMIN_ROLE)) return 'all';
  const roles = subject.roles.filter((role) => qualifies(role, permission));
  if (roles.some((role) => role.dataScope === '1')) return 'all';
  const grants: ScopeGrant[] = [];
  const customRoleIds = roles.filter((role) => role.dataScope === '2').map((role) => role.roleId);
  if (customRoleIds.length > 0) grants.push({ kind: 'customDepts', roleIds: [...new Set(customRoleIds)] });
  const has = (scope: DataScope) => roles.some((role) => role.dataScope === scope);
  if (subject.deptId !== null && has('3')) grants.push({ kind: 'dept', deptId: subject.deptId });
  if (subject.deptId !== null && has('4')) grants.push({ kind: 'deptAndBelow', deptId: subject.deptId });
  if (has('5')) grants.push({ kind: 'self', userId: subject.userId });
  return grants;
}

/**
 * The data-scope filter for a query over the given columns, built only from the subject (never
 * from request text, docs/wire-contract.md 11 #1). Undefined means no filter; `false` means nothing visible.
 * `dept` is the department id column of the listed rows, `user` their user id column.
 */
export function dataScopeCondition(
  subject: ScopeSubject,
  permission: string | undefined,
  columns: ScopeColumns,
): Condition | undefined {
  return scopePlanSql(planDataScope(subject, permission), columns);
}

/** The condition on sys_role rows that a subject may see for a permission (undefined = all). */
export function roleScope(
  database: Database,
  subject: ScopeSubject,
  permission: string | undefined,
): Condition | undefined {
  return roleScopeCondition(
    database,
    planDataScope(subject, permission),
    subject.roles.map((role) => role.roleId),
  );
}

/**
 * Refuses (403) unless every id names a live row the subject may see (docs/wire-contract.md 11 #8): users and
 * departments through the data scope; roles when the subject holds them or a user it may see
 * holds them, every live role with an unrestricted scope (the reference scopes roles through
 * their holders' departments). Unknown and deleted ids count as out of scope.
 */
export async function assertIdsInScope(
  database: Database,
  {
    subject,
    permission,
    target,
    ids,
  }: { subject: ScopeSubject; permission: string | undefined; target: ScopeTarget; ids: number[] },
): Promise<void> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return;
  if (!distinct.every((id) => Number.isSafeInteger(id) && id > 0)) throw AppError.forbidden();
  const plan = planDataScope(subject, permission);
  const found =
    target === 'user'
      ? await countUsersInScope(database, distinct, plan)
      : target === 'dept'
        ? await countDeptsInScope(database, distinct, plan)
        : await countRolesInScope(
            database,
            distinct,
            plan,
            subject.roles.map((role) => role.roleId),
          );
  if (found < distinct.length) throw AppError.forbidden();
}

/** The departments among `ids` the subject may see for a permission (live ones only), read at once. */
export async function deptsInScope(
  database: Database,
  subject: ScopeSubject,
  permission: string | undefined,
  ids: number[],
): Promise<Set<number>> {
  const distinct = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  return new Set(await deptIdsInScope(database, distinct, planDataScope(subject, permission)));
}
