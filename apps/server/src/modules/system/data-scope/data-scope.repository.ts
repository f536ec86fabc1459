import { and, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { sysDept, sysRole, sysRoleDept, sysUser, sysUserRole } from '../../../db/schema';

/** What one qualifying role lets its holder see (docs/wire-contract.md 8.6), already checked and resolved. */
export type ScopeGrant =
  | { kind: 'customDepts'; roleIds: number[] }
  | { kind: 'dept'; deptId: number }
  | { kind: 'deptAndBelow'; deptId: number }
  | { kind: 'self'; userId: number };

/** `all`: no filter at all; otherwise the union of the grants (none = nothing visible). */
export type ScopePlan = 'all' | ScopeGrant[];

export interface ScopeColumns {
  dept?: AnyPgColumn;
  user?: AnyPgColumn;
}

// Aliased so the subqueries never capture a sys_dept or sys_role_dept of the outer query. In a
// raw fragment an alias renders as its name only, so the FROM items spell out table and alias.
const scopeDept = alias(sysDept, 'scope_dept');
const scopeRoleDept = alias(sysRoleDept, 'scope_role_dept');
const scopeDeptFrom = sql`${sysDept} as ${sql.identifier('scope_dept')}`;
const scopeRoleDeptFrom = sql`${sysRoleDept} as ${sql.identifier('scope_role_dept')}`;

function grantSql(grant: ScopeGrant, columns: ScopeColumns): SQL | undefined {
  switch (grant.kind) {
    case 'customDepts':
      return columns.dept
        ? sql`${columns.dept} in (select ${scopeRoleDept.deptId} from ${scopeRoleDeptFrom} where ${inArray(scopeRoleDept.roleId, grant.roleIds)})`
        : undefined;
    case 'dept':
      return columns.dept ? eq(columns.dept, grant.deptId) : undefined;
    case 'deptAndBelow':
      // `ancestors` is "0,100,101": compared element by element, so dept 10 never matches 100.
      return columns.dept
        ? sql`${columns.dept} in (select ${scopeDept.deptId} from ${scopeDeptFrom} where ${scopeDept.deptId} = ${grant.deptId} or ${String(grant.deptId)} = any(string_to_array(${scopeDept.ancestors}, ',')))`
        : undefined;
    case 'self':
      return columns.user ? eq(columns.user, grant.userId) : undefined;
  }
}

/**
 * The plan as a parameterised condition over the caller's columns; undefined means no filter.
 * A grant the columns cannot express (a department scope without a department column, self
 * without a user column) contributes nothing, and no contribution at all matches nothing.
 */
export function scopePlanSql(plan: ScopePlan, columns: ScopeColumns): SQL | undefined {
  if (plan === 'all') return undefined;
  const parts = plan.map((grant) => grantSql(grant, columns)).filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return sql`false`;
  return sql`(${or(...parts)})`;
}

async function countWhere(
  database: Database,
  table: typeof sysUser | typeof sysDept | typeof sysRole,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await database.exec().select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Live users among `ids` that the plan lets the subject see. */
export function countUsersInScope(database: Database, ids: number[], plan: ScopePlan): Promise<number> {
  const scope = scopePlanSql(plan, { dept: sysUser.deptId, user: sysUser.userId });
  return countWhere(database, sysUser, and(inArray(sysUser.userId, ids), eq(sysUser.delFlag, '0'), scope));
}

/** Live departments among `ids` that the plan lets the subject see (self scope sees none). */
export function countDeptsInScope(database: Database, ids: number[], plan: ScopePlan): Promise<number> {
  const scope = scopePlanSql(plan, { dept: sysDept.deptId });
  return countWhere(database, sysDept, and(inArray(sysDept.deptId, ids), eq(sysDept.delFlag, '0'), scope));
}

/** The live departments among `ids` that the plan lets the subject see, in one read. */
export async function deptIdsInScope(database: Database, ids: number[], plan: ScopePlan): Promise<number[]> {
  if (ids.length === 0) return [];
  const scope = scopePlanSql(plan, { dept: sysDept.deptId });
  const rows = await database
    .exec()
    .select({ id: sysDept.deptId })
    .from(sysDept)
    .where(and(inArray(sysDept.deptId, ids), eq(sysDept.delFlag, '0'), scope));
  return rows.map((row) => row.id);
}

/**
 * Live roles among `ids` the subject may touch: with an `all` plan every one; otherwise those the
 * subject holds (`heldRoleIds`) and those held by at least one live user the plan lets it see.
 */
/**
 * Roles a subject may see: every live role with an unrestricted plan; otherwise the roles it holds
 * and the roles held by users inside its scope (the reference scopes roles through their holders).
 */
export function roleScopeCondition(database: Database, plan: ScopePlan, heldRoleIds: number[]): SQL | undefined {
  if (plan === 'all') return undefined;
  const holderInScope = exists(
    database
      .exec()
      .select({ one: sql`1` })
      .from(sysUserRole)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserRole.userId))
      .where(
        and(
          eq(sysUserRole.roleId, sysRole.roleId),
          eq(sysUser.delFlag, '0'),
          scopePlanSql(plan, { dept: sysUser.deptId, user: sysUser.userId }),
        ),
      ),
  );
  const held = heldRoleIds.length > 0 ? inArray(sysRole.roleId, heldRoleIds) : undefined;
  return or(held, holderInScope);
}

export function countRolesInScope(
  database: Database,
  ids: number[],
  plan: ScopePlan,
  heldRoleIds: number[],
): Promise<number> {
  const live = and(inArray(sysRole.roleId, ids), eq(sysRole.delFlag, '0'));
  return countWhere(database, sysRole, and(live, roleScopeCondition(database, plan, heldRoleIds)));
}
