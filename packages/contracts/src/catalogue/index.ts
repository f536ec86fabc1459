import { menuCatalogue } from './menus';

export * from './configs';
export * from './dicts';
export * from './menus';

/** Every permission string the menu catalogue grants (a perms cell may hold several, comma-separated). */
export function catalogPermissions(): string[] {
  const all = menuCatalogue.flatMap((entry) => (entry.perms ?? '').split(','));
  return [...new Set(all.map((perm) => perm.trim()).filter((perm) => perm !== ''))];
}
