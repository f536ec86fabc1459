import type { Locale } from '../locale';
import { applicationWebMessages } from './application';
import { auditWebMessages } from './audit';
import { competitionWebMessages } from './competition';
import { crudWebMessages } from './crud';
import { dictWebMessages } from './dict';
import { jobWebMessages } from './job';
import { menuWebMessages } from './menu';
import { monitorWebMessages } from './monitor';
import { monitorStatusWebMessages } from './monitor-status';
import { noticeWebMessages } from './notice';
import { noticeBoardWebMessages } from './notice-board';
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
 * filled the same way.
 */
export const webMessages = {
  ...sessionWebMessages,
  ...uploadWebMessages,
  ...crudWebMessages,
  ...shellWebMessages,
  ...monitorWebMessages,
  ...systemWebMessages,
  ...roleWebMessages,
  ...menuWebMessages,
  ...profileWebMessages,
  ...dictWebMessages,
  ...noticeWebMessages,
  ...noticeBoardWebMessages,
  ...tagsWebMessages,
  ...jobWebMessages,
  ...monitorStatusWebMessages,
  ...competitionWebMessages,
  ...applicationWebMessages,
  ...auditWebMessages,
} as const satisfies Record<string, Record<Locale, string>>;

export type WebMessageKey = keyof typeof webMessages;

export function isWebMessageKey(value: string): value is WebMessageKey {
  return Object.hasOwn(webMessages, value);
}
