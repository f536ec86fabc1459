/**
 * Every route declares exactly one access mode (docs/architecture.md#security-rules, house rule 1).
 * - `public`: anybody, no token.
 * - `login`: any logged-in back-office user.
 * - `entrant`: a portal token, valid under /portal/ only.
 * - a permission string `module:entity:action`: the user holds it or `*:*:*`.
 * - an access rule: any-of or all-of over permissions, or over roles (the admin role passes).
 */
export type PermissionString = `${string}:${string}:${string}`;
export type AccessRule =
  | { anyPermission: readonly PermissionString[] }
  | { allPermissions: readonly PermissionString[] }
  | { anyRole: readonly string[] }
  | { allRoles: readonly string[] };
export type AccessMode = 'public' | 'login' | 'entrant' | PermissionString | AccessRule;

/** What a logged-in user holds, as far as access checks go. */
export interface AccessHolder {
  permissions: readonly string[];
  roles: readonly string[];
}

export const ALL_PERMISSIONS = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';
export const SUPER_ADMIN_USER_ID = 1;
export const ENTRANT_ROLE = 'participants';

const PERMISSION_PATTERN = /^[A-Za-z0-9_-]+(:[A-Za-z0-9_*-]+){2,}$/;

export function isPermissionString(value: string): value is PermissionString {
  return PERMISSION_PATTERN.test(value);
}

const ROLE_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;
const RULE_KEYS = ['anyPermission', 'allPermissions', 'anyRole', 'allRoles'] as const;

function isAccessRule(value: object): value is AccessRule {
  const keys = Object.keys(value);
  if (keys.length !== 1) return false;
  const key = keys[0] as (typeof RULE_KEYS)[number];
  if (!RULE_KEYS.includes(key)) return false;
  const list = (value as Record<string, unknown>)[key];
  if (!Array.isArray(list) || list.length === 0) return false;
  const valid = key.endsWith('Role') || key.endsWith('Roles') ? ROLE_KEY_PATTERN : PERMISSION_PATTERN;
  return list.every((item) => typeof item === 'string' && valid.test(item));
}

export function isAccessMode(value: unknown): value is AccessMode {
  if (typeof value === 'object' && value !== null) return isAccessRule(value);
  if (typeof value !== 'string') return false;
  return value === 'public' || value === 'login' || value === 'entrant' || isPermissionString(value);
}

/** The permission strings an access mode names (for the catalogue check). */
export function permissionsNamedBy(mode: AccessMode): string[] {
  if (typeof mode === 'string') return isPermissionString(mode) ? [mode] : [];
  if ('anyPermission' in mode) return [...mode.anyPermission];
  if ('allPermissions' in mode) return [...mode.allPermissions];
  return [];
}

/** One line describing an access mode, for the route table and the API document. */
export function describeAccess(mode: AccessMode): string {
  if (typeof mode === 'string') return mode;
  if ('anyPermission' in mode) return `any of ${mode.anyPermission.join(', ')}`;
  if ('allPermissions' in mode) return `all of ${mode.allPermissions.join(', ')}`;
  if ('anyRole' in mode) return `any role of ${mode.anyRole.join(', ')}`;
  return `all roles of ${mode.allRoles.join(', ')}`;
}

/** docs/web-client.md section 6: true when the user holds the permission or the wildcard; an empty requirement is false. */
export function hasPermission(held: readonly string[], required: string): boolean {
  if (!required) return false;
  return held.includes(ALL_PERMISSIONS) || held.includes(required);
}

/** True when the user holds at least one of the permissions; an empty list is false. */
export function hasAnyPermission(held: readonly string[], required: readonly string[]): boolean {
  return required.some((permission) => hasPermission(held, permission));
}

/** True when the user holds every one of the permissions; an empty list is false. */
export function hasAllPermissions(held: readonly string[], required: readonly string[]): boolean {
  return required.length > 0 && required.every((permission) => hasPermission(held, permission));
}

/** docs/web-client.md section 6: true when the user has the role or the admin role; an empty requirement is false. */
export function hasRole(roles: readonly string[], required: string): boolean {
  if (!required) return false;
  return roles.includes(SUPER_ADMIN_ROLE) || roles.includes(required);
}

export function hasAnyRole(roles: readonly string[], required: readonly string[]): boolean {
  return required.some((role) => hasRole(roles, role));
}

export function hasAllRoles(roles: readonly string[], required: readonly string[]): boolean {
  return required.length > 0 && required.every((role) => hasRole(roles, role));
}

/** Whether a logged-in user passes a permission or role mode ('login' passes; others are not for users). */
export function allows(holder: AccessHolder, mode: AccessMode): boolean {
  if (mode === 'login') return true;
  if (mode === 'public' || mode === 'entrant') return false;
  if (typeof mode === 'string') return hasPermission(holder.permissions, mode);
  if ('anyPermission' in mode) return hasAnyPermission(holder.permissions, mode.anyPermission);
  if ('allPermissions' in mode) return hasAllPermissions(holder.permissions, mode.allPermissions);
  if ('anyRole' in mode) return hasAnyRole(holder.roles, mode.anyRole);
  return hasAllRoles(holder.roles, mode.allRoles);
}
