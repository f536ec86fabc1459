import type { Locale } from '@cbo/contracts';

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

const WEEKDAYS: Record<Locale, readonly string[]> = {
  'zh-CN': ['日', '一', '二', '三', '四', '五', '六'],
  'en-US': ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

export type TimeInput = Date | string | number | null | undefined;

/**
 * Reads a date the way the reference's helper does: a digit-only string is a timestamp, a
 * 10-digit timestamp counts seconds, other strings are read with `/` separators (so
 * `2026-01-02 03:04:05` is local time) without `T` and milliseconds.
 */
export function toDate(time: TimeInput): Date | null {
  if (time === null || time === undefined || time === '') return null;
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : time;
  let value: string | number = time;
  if (typeof value === 'string' && /^\d+$/.test(value)) value = Number.parseInt(value, 10);
  else if (typeof value === 'string') {
    value = value
      .replace(/-/g, '/')
      .replace('T', ' ')
      .replace(/\.\d{3}/g, '');
  }
  if (typeof value === 'number' && String(value).length === 10) value *= 1000;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * docs/web-client.md section 7's date formatter: `{y}` year, `{m}` month, `{d}` day, `{h}` hours, `{i}` minutes,
 * `{s}` seconds (each zero-padded to two digits), `{a}` the weekday in the given language.
 * Gives null for no date or an unreadable one.
 */
export function parseTime(time: TimeInput, pattern = DEFAULT_TIME_PATTERN, locale: Locale = 'zh-CN'): string | null {
  const date = toDate(time);
  if (!date) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/\{([ymdhisa])+\}/g, (_whole, key: string) => {
    const value = parts[key];
    if (key === 'a') return WEEKDAYS[locale][value];
    return value < 10 ? `0${value}` : String(value);
  });
}
