import type { Locale } from '../locale';

/**
 * Texts of the roadshow pages (docs/roadshow.md): sessions, the console, the live board, the
 * presenter screen and the experts' live banner. Prefixed `roadshowPage.` so they never shadow the
 * server's `roadshow.` refusals.
 */
export const roadshowWebMessages = {
  'roadshowPage.entity': { 'zh-CN': '路演场次', 'en-US': 'roadshow session' },
} as const satisfies Record<string, Record<Locale, string>>;
