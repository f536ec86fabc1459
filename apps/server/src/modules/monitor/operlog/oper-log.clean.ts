import { formatDateTime } from '../../../lib/date-time';
import type { OperLogEntry } from './oper-log.repository';

// A half of a surrogate pair (a cut through an emoji): not encodable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const COUNTS = ['businessType', 'operatorType', 'status', 'costTime'] as const;

/** At most `max` characters (code points, as varchar counts them), never cutting a pair. */
function capCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

/**
 * A copy of a row the database refused as data (SQLSTATE classes 22 and 23) made writable: NUL
 * bytes removed, broken surrogates replaced, texts cut to their column, counts made whole
 * numbers, a malformed time replaced by the time of cleaning. What the action was stays readable.
 */
export function cleanOperLogEntry(entry: OperLogEntry, limits: Record<string, number>, now: number): OperLogEntry {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (typeof value !== 'string') {
      cleaned[key] = value;
      continue;
    }
    const text = value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
    cleaned[key] = limits[key] ? capCodePoints(text, limits[key]) : text;
  }
  for (const key of COUNTS) {
    const count = Number(cleaned[key]);
    cleaned[key] = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  }
  const time = cleaned.operTime;
  if (typeof time !== 'string' || !DATE_TIME.test(time)) cleaned.operTime = formatDateTime(now);
  return cleaned as OperLogEntry;
}

/** True when the database refused the data itself (bad text, too long, a constraint), not the call. */
export function isDataError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = typeof current === 'object' ? (current as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
