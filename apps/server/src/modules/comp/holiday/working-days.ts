/**
 * Working-day arithmetic on `yyyy-MM-dd` days over a holiday calendar: a day the calendar names is
 * a working day or not as it says (a holiday on a weekday, a 调休 make-up day on a weekend); any
 * other day is a working day from Monday to Friday.
 */
export type Calendar = ReadonlyMap<string, boolean>;

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

export function isWorkday(day: string, calendar: Calendar): boolean {
  const named = calendar.get(day);
  if (named !== undefined) return named;
  const weekday = new Date(toUtc(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** At most this many calendar days are searched (a year and a half of holidays never comes close). */
const SEARCH_LIMIT = 3660;

/**
 * The day on which `n` (≥ 1) working days are complete, counting `from` itself when it is a
 * working day: a 5-working-day window opened on a Monday with no holiday ends that Friday.
 */
export function nthWorkday(from: string, n: number, calendar: Calendar): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`working days must be a positive integer, not ${n}`);
  let day = from;
  let counted = 0;
  for (let step = 0; step < SEARCH_LIMIT; step += 1) {
    if (isWorkday(day, calendar)) {
      counted += 1;
      if (counted === n) return day;
    }
    day = addDays(day, 1);
  }
  throw new RangeError('no working days found in the calendar');
}

/** The day `n` more working days after `day` end (not counting `day`): an extension of a window. */
export function workdaysAfter(day: string, n: number, calendar: Calendar): string {
  return nthWorkday(addDays(day, 1), n, calendar);
}

/** How many working days lie in `from`..`to`, both included (0 when `to` is before `from`). */
export function workdaysBetween(from: string, to: string, calendar: Calendar): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkday(day, calendar)) count += 1;
  return count;
}
