import type { Locale } from '../locale';
import { crudWebMessages } from './crud';
import { menuWebMessages } from './menu';
import { noticeWebMessages } from './notice';
import type { pageWebMessages } from './pages';
import { profileWebMessages } from './profile';
import { roleWebMessages } from './role';
import { sessionWebMessages } from './session';
import { shellWebMessages } from './shell';
import { systemWebMessages } from './system';
import { tagsWebMessages } from './tags';
import { uploadWebMessages } from './upload';

/**
 * Page texts of the web app that are not in the spec and never cross the wire (labels, hints,
 * placeholders), one file per area so areas grow side by side. Spec texts and server messages
 * live in `messages`; the web looks a key up here first, then there. `{name}` placeholders are
 * filled the same way. The texts of the competition, scheduler, monitor and dictionary/parameter pages are in `./pages`, which
 * the web loads with the first page it opens, so the login page does not carry them.
 */
export const webMessages = {
  ...sessionWebMessages,
  ...uploadWebMessages,
  ...crudWebMessages,
  ...shellWebMessages,
  ...systemWebMessages,
  ...roleWebMessages,
  ...menuWebMessages,
  ...profileWebMessages,
  ...noticeWebMessages,
  ...tagsWebMessages,
} as const satisfies Record<string, Record<Locale, string>>;

export type WebMessageKey = keyof typeof webMessages | keyof typeof pageWebMessages;

/** A key of the texts every screen has (not those loaded with the pages). */
export function isWebMessageKey(value: string): value is keyof typeof webMessages {
  return Object.hasOwn(webMessages, value);
}
