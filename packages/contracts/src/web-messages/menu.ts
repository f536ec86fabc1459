import type { Locale } from '../locale';

/** Web texts of the menus page and its icon picker. */
export const menuWebMessages = {} as const satisfies Record<string, Record<Locale, string>>;
