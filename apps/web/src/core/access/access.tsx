import type { AccessRule } from '@cbo/contracts';
import type { ReactNode } from 'react';
import { type AccessChecks, requirePermissionList, requireRoleList } from './checks';
import { useAccess } from './use-access';

/** Whether an any-of / all-of rule over permissions or roles passes. */
export function passes(checks: AccessChecks, rule: AccessRule): boolean {
  if ('anyPermission' in rule) return checks.hasPermiOr(rule.anyPermission);
  if ('allPermissions' in rule) return checks.hasPermiAnd(rule.allPermissions);
  if ('anyRole' in rule) return checks.hasRoleOr(rule.anyRole);
  return checks.hasRoleAnd(rule.allRoles);
}

export interface AccessProps {
  /** `{ anyPermission: [...] }`, `{ allPermissions: [...] }`, `{ anyRole: [...] }` or `{ allRoles: [...] }`. */
  rule: AccessRule;
  /** Rendered instead of the children when the rule fails (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children when the user passes the rule, else the fallback. */
export function Access({ rule, fallback = null, children }: AccessProps) {
  const checks = useAccess();
  return <>{passes(checks, rule) ? children : fallback}</>;
}

export interface GuardProps {
  /** The guarding list; missing or empty is an error, as with the reference's directives. */
  value: readonly string[];
  /** All of the list instead of any of it. */
  all?: boolean;
  children: ReactNode;
}

/**
 * The reference's v-hasPermi: the guarded elements are removed from the page unless the user holds
 * any (or, with `all`, every) permission of the list.
 */
export function HasPermi({ value, all = false, children }: GuardProps) {
  const checks = useAccess();
  requirePermissionList(value, true);
  const allowed = all ? checks.hasPermiAnd(value) : checks.hasPermiOr(value);
  return allowed ? children : null;
}

/** The reference's v-hasRole: removes the guarded elements unless the user has any (or every) role. */
export function HasRole({ value, all = false, children }: GuardProps) {
  const checks = useAccess();
  requireRoleList(value, true);
  const allowed = all ? checks.hasRoleAnd(value) : checks.hasRoleOr(value);
  return allowed ? children : null;
}
