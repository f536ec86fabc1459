import type { Locale } from '../locale';

/** Web texts of roles (with the assign-users page) and the data scope dialog. */
export const roleWebMessages = {} as const satisfies Record<string, Record<Locale, string>>;
