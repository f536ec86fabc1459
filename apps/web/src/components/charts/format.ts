import type { Translate } from '../../core/i18n';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${value >= 100 || exponent === 0 ? Math.round(value) : Number(value.toFixed(1))} ${UNITS[exponent]}`;
}

/** Seconds as days, hours and minutes in the page's language ("2天 3小时 4分钟"). */
export function formatDuration(seconds: number, t: Translate): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts = [];
  if (days > 0) parts.push(t('status.days', { n: days }));
  if (days > 0 || hours > 0) parts.push(t('status.hours', { n: hours }));
  parts.push(t('status.minutes', { n: minutes }));
  return parts.join(' ');
}

/** The chart palette, kept with the app's primary blue. */
export const CHART_COLORS = ['#3768ff', '#36cfc9', '#ffb340', '#ff6b6b', '#9254de', '#73d13d', '#597ef7', '#f759ab'];
