/** The reference's menu types: directory, menu (a page), button (a permission only). */
export type MenuType = 'M' | 'C' | 'F';

export const MENU_TYPES: readonly MenuType[] = ['M', 'C', 'F'];

/**
 * The form fields each type shows, in order (the reference's menu dialog): a directory has no
 * page, permission or cache; a button has only its place, name, order and permission key.
 */
const SHOWN_FOR: Record<string, readonly MenuType[]> = {
  parentId: ['M', 'C', 'F'],
  menuType: ['M', 'C', 'F'],
  icon: ['M', 'C'],
  menuName: ['M', 'C', 'F'],
  menuNameEn: ['M', 'C', 'F'],
  orderNum: ['M', 'C', 'F'],
  isFrame: ['M', 'C'],
  path: ['M', 'C'],
  component: ['C'],
  perms: ['C', 'F'],
  query: ['C'],
  routeName: ['C'],
  isCache: ['C'],
  visible: ['M', 'C'],
  status: ['M', 'C'],
};

export function isMenuType(value: unknown): value is MenuType {
  return value === 'M' || value === 'C' || value === 'F';
}

/** The names of the fields a menu type shows. */
export function menuFieldNames(type: MenuType): string[] {
  return Object.entries(SHOWN_FOR)
    .filter(([, types]) => types.includes(type))
    .map(([name]) => name);
}

/** What a hidden field is sent as: the server's defaults for a field the type does not use. */
const UNUSED: Record<string, unknown> = {
  icon: '#',
  isFrame: '1',
  path: '',
  component: '',
  perms: '',
  query: '',
  routeName: '',
  isCache: '0',
  visible: '0',
  status: '0',
};

/**
 * The form's values without what the chosen type hides: a menu turned into a button keeps no
 * path or page from before (a hidden path would still count among its siblings' routes).
 */
export function withoutHiddenFields<T extends Record<string, unknown>>(values: T): T {
  const type = values.menuType;
  if (!isMenuType(type)) return values;
  const shown = new Set(menuFieldNames(type));
  const kept: Record<string, unknown> = { ...values };
  for (const [name, unused] of Object.entries(UNUSED)) if (!shown.has(name)) kept[name] = unused;
  return kept as T;
}
