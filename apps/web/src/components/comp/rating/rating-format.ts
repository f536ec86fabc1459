/** A score as the pages show it: 2 decimals (stored unrounded, docs/review.md section 6). */
export const score2 = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(2);

/** A receipt or metric value: integers as they are, other numbers to 2 decimals. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}

/** A hash as lists show it: its first 10 characters. */
export const shortHash = (hash: string) => hash.slice(0, 10);
