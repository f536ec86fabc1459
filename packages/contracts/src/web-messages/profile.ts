import type { Locale } from '../locale';

/** Web texts of the personal centre, the avatar cropper and the forced password change. */
export const profileWebMessages = {} as const satisfies Record<string, Record<Locale, string>>;
