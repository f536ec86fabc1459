import type { Locale } from '../locale';

/** Web texts of the tags view, menu search, top navigation and the API explorer. */
export const tagsWebMessages = {} as const satisfies Record<string, Record<Locale, string>>;
