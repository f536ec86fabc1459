/**
 * Every route declares exactly one access mode (ARCHITECTURE.md, house rule 1).
 * - `public`: anybody, no token.
 * - `login`: any logged-in back-office user.
 * - `entrant`: a portal token, valid under /portal/ only.
 * - a permission string `module:entity:action`: the user holds it or `*:*:*`.
 */
export type PermissionString = `${string}:${string}:${string}`;
export type AccessMode = 'public' | 'login' | 'entrant' | PermissionString;

export const ALL_PERMISSIONS = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';
export const SUPER_ADMIN_USER_ID = 1;
export const ENTRANT_ROLE = 'participants';

const PERMISSION_PATTERN = /^[A-Za-z0-9_-]+(:[A-Za-z0-9_*-]+){2,}$/;

export function isPermissionString(value: string): value is PermissionString {
  return PERMISSION_PATTERN.test(value);
}

export function isAccessMode(value: unknown): value is AccessMode {
  if (typeof value !== 'string') return false;
  return value === 'public' || value === 'login' || value === 'entrant' || isPermissionString(value);
}

/** Spec section 6: true when the user holds the permission or the wildcard; an empty requirement is false. */
export function hasPermission(held: readonly string[], required: string): boolean {
  if (!required) return false;
  return held.includes(ALL_PERMISSIONS) || held.includes(required);
}
