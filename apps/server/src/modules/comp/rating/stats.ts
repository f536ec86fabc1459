// Small statistics for the rating engine (aggregate.ts). Plain double arithmetic in the order the
// values are given, so the same input always gives the same bits.

/** Arithmetic mean in the given order; null for no values. */
export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Population standard deviation (divides by n) around `mean`; 0 for no values. */
export function spreadOf(values: readonly number[], mean: number): number {
  if (values.length === 0) return 0;
  let squares = 0;
  for (const value of values) squares += (value - mean) * (value - mean);
  return Math.sqrt(squares / values.length);
}

/** Mean and population spread together (mean 0, spread 0 for no values). */
export function describe(values: readonly number[]): { n: number; mean: number; spread: number } {
  const mean = meanOf(values) ?? 0;
  return { n: values.length, mean, spread: spreadOf(values, mean) };
}

/** 1-based ranks, ascending, ties sharing the average of their positions. */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((_, index) => index).sort((a, b) => values[a] - values[b] || a - b);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1]] === values[order[start]]) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let position = start; position <= end; position += 1) ranks[order[position]] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson correlation; null when either side has no variance or the lengths differ. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length === 0) return null;
  const mx = meanOf(xs) ?? 0;
  const my = meanOf(ys) ?? 0;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let index = 0; index < xs.length; index += 1) {
    const dx = xs[index] - mx;
    const dy = ys[index] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Spearman rank correlation: Pearson on average ranks; null below `minPairs` pairs or without variance. */
export function spearman(xs: readonly number[], ys: readonly number[], minPairs = 3): number | null {
  if (xs.length < minPairs) return null;
  return pearson(averageRanks(xs), averageRanks(ys));
}

/** Scores equal to 6 decimals compare equal (docs: ranking in aggregate.ts). */
export function micro(value: number): number {
  return Math.round(value * 1e6);
}
