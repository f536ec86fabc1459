import type { Locale } from '../locale';

/**
 * Texts of 报告 (docs/reports.md): the snapshots list, the generate form and its progress.
 * Prefixed `reportPage.` so they never shadow the server's `report.` refusals.
 */
export const reportWebMessages = {
  'reportPage.entity': { 'zh-CN': '报告', 'en-US': 'report' },
} as const satisfies Record<string, Record<Locale, string>>;
