import type { Locale } from '../locale';

/**
 * Texts of 赛程 (docs/schedule.md): the page's tabs, the schedule items and the appeals. Prefixed
 * `schedulePage.` so they never shadow the server's `schedule.` / `appeal.` refusals.
 */
export const scheduleWebMessages = {
  'schedulePage.tab.items': { 'zh-CN': '赛程安排', 'en-US': 'Schedule' },
  'schedulePage.tab.roadshows': { 'zh-CN': '路演', 'en-US': 'Roadshows' },
  'schedulePage.tab.appeals': { 'zh-CN': '申诉', 'en-US': 'Appeals' },
} as const satisfies Record<string, Record<Locale, string>>;
