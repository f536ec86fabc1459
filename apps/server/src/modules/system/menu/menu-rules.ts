import { ALL_PERMISSIONS, hasPermission } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { splitPerms } from '../../auth/authz.service';

interface MenuGrant {
  perms: string | null;
  status: string;
}

/** The permission strings a menu gives its roles' holders: none while it is disabled. */
function grantedBy(menu: MenuGrant): string[] {
  return menu.status === '0' ? splitPerms([menu.perms ?? '']) : [];
}

/**
 * A menu's permissions reach every holder of every role granted the menu, so putting a
 * permission on a menu (or enabling a menu that carries one) hands it out. Nobody but the
 * administrator hands out a permission they do not hold themselves (issue 26).
 */
export function assertPermsHeld(
  held: readonly string[],
  before: MenuGrant | undefined,
  after: MenuGrant,
  name: string,
): void {
  if (held.includes(ALL_PERMISSIONS)) return;
  const already = new Set(before ? grantedBy(before) : []);
  const added = grantedBy(after).find((perm) => !already.has(perm) && !hasPermission(held, perm));
  if (added) throw AppError.rule('menu.permNotHeld', { name, perm: added });
}

const CATALOGUE_FIXED = ['perms', 'path', 'component'] as const;

/**
 * The catalogue owns these columns of its menus and restores them at every start (ADR 0003), so a
 * change would only hold until the next restart: it is refused, for the administrator too.
 */
export function assertCatalogueFieldsKept(
  stored: { catalogue: boolean } & Record<(typeof CATALOGUE_FIXED)[number], string | null>,
  form: Record<(typeof CATALOGUE_FIXED)[number], string | null | undefined>,
  name: string,
): void {
  if (!stored.catalogue) return;
  const field = CATALOGUE_FIXED.find((key) => (stored[key] ?? '') !== (form[key] ?? ''));
  if (field) throw AppError.rule('menu.catalogueField', { name, field });
}
