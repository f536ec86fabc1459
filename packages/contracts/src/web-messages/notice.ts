import type { Locale } from '../locale';

/** Web texts of notices, the rich-text editor and the navbar bell. */
export const noticeWebMessages = {} as const satisfies Record<string, Record<Locale, string>>;
