import {
  type AccessHolder,
  hasAllPermissions,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
} from '@cbo/contracts';
import { t } from '../i18n/t';

/**
 * docs/web-client.md section 6, bound to one user: a permission check passes with the string or `*:*:*`, a role
 * check with the role or `admin`; an empty requirement is false. The list variants throw when
 * they are not given a list (a guard written without its list is a bug, not a denial).
 */
export interface AccessChecks {
  hasPermi(permission: string): boolean;
  hasPermiOr(permissions: readonly string[]): boolean;
  hasPermiAnd(permissions: readonly string[]): boolean;
  hasRole(role: string): boolean;
  hasRoleOr(roles: readonly string[]): boolean;
  hasRoleAnd(roles: readonly string[]): boolean;
}

/** Throws unless given a list; `nonEmpty` also refuses an empty one (the guard wrappers' rule). */
export function requirePermissionList(value: unknown, nonEmpty = false): asserts value is readonly string[] {
  if (!Array.isArray(value) || (nonEmpty && value.length === 0)) throw new Error(t('client.permissionListRequired'));
}

export function requireRoleList(value: unknown, nonEmpty = false): asserts value is readonly string[] {
  if (!Array.isArray(value) || (nonEmpty && value.length === 0)) throw new Error(t('client.roleListRequired'));
}

export function createAccessChecks(holder: AccessHolder): AccessChecks {
  return {
    hasPermi: (permission) => hasPermission(holder.permissions, permission),
    hasPermiOr: (permissions) => {
      requirePermissionList(permissions);
      return hasAnyPermission(holder.permissions, permissions);
    },
    hasPermiAnd: (permissions) => {
      requirePermissionList(permissions);
      return hasAllPermissions(holder.permissions, permissions);
    },
    hasRole: (role) => hasRole(holder.roles, role),
    hasRoleOr: (roles) => {
      requireRoleList(roles);
      return hasAnyRole(holder.roles, roles);
    },
    hasRoleAnd: (roles) => {
      requireRoleList(roles);
      return hasAllRoles(holder.roles, roles);
    },
  };
}

/** What a menu route or a guarded route asks for: any of its permissions, else any of its roles. */
export interface RouteRequirement {
  permissions?: readonly string[];
  roles?: readonly string[];
}

/** docs/web-client.md section 6: a dynamic route is included if the user has any of its permissions, or any of its roles. */
export function routeAllowed(route: RouteRequirement, holder: AccessHolder): boolean {
  if (route.permissions && route.permissions.length > 0) return hasAnyPermission(holder.permissions, route.permissions);
  if (route.roles && route.roles.length > 0) return hasAnyRole(holder.roles, route.roles);
  return true;
}

/** Keeps the routes (and, recursively, the children) the user may open. */
export function filterRoutes<T extends RouteRequirement & { children?: T[] }>(
  routes: readonly T[],
  holder: AccessHolder,
): T[] {
  return routes
    .filter((route) => routeAllowed(route, holder))
    .map((route) => (route.children ? { ...route, children: filterRoutes(route.children, holder) } : route));
}
