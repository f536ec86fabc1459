import type { Locale } from '../locale';

/** Web texts of dictionary types and data, and configuration. */
export const dictWebMessages = {} as const satisfies Record<string, Record<Locale, string>>;
