import type { AggregationConfig, ReceiptLine, ResultFlag } from '@cbo/contracts';
import { hundredths } from '@cbo/contracts';
import { meanOf } from './stats';
import type { WorkSheet } from './work-sheet';

// Steps 5 and 6 of aggregate.ts: the 2+1 arbitration and the general combination. Both take the
// valid sheets of one application in assignment order and never reorder the sums.

export interface Combination {
  score: number | null;
  /** Sheets that stop forming the score, and why. */
  leftOut: Array<{ work: WorkSheet; reason: 'trimmed' | 'arbitration' }>;
  flags: ResultFlag[];
  line: ReceiptLine;
}

function byValue(a: WorkSheet, b: WorkSheet): number {
  return a.value - b.value || a.sheet.assignmentId - b.sheet.assignmentId || a.sheet.sheetId - b.sheet.sheetId;
}

/**
 * mean | median | trimmed_mean over the sheets' values. Receipt `combine`: method, n, dropped,
 * value, and for trimmed_mean k, minN and trimmed (false: below minN, a plain mean).
 */
export function combineSheets(
  method: AggregationConfig['combine'],
  trim: AggregationConfig['trim'],
  sheets: readonly WorkSheet[],
): Combination {
  const n = sheets.length;
  const leftOut: Combination['leftOut'] = [];
  let score: number | null = null;
  const values: ReceiptLine['values'] = { method, n };
  if (method === 'median') {
    const sorted = [...sheets].sort(byValue);
    if (n > 0) {
      score = n % 2 === 1 ? sorted[(n - 1) / 2].value : (sorted[n / 2 - 1].value + sorted[n / 2].value) / 2;
    }
  } else if (method === 'trimmed_mean' && n >= trim.minN) {
    const sorted = [...sheets].sort(byValue);
    const dropped = new Set([...sorted.slice(0, trim.k), ...sorted.slice(n - trim.k)]);
    for (const work of sheets) if (dropped.has(work)) leftOut.push({ work, reason: 'trimmed' });
    score = meanOf(sheets.filter((work) => !dropped.has(work)).map((work) => work.value));
    Object.assign(values, { k: trim.k, minN: trim.minN, trimmed: true });
  } else {
    score = meanOf(sheets.map((work) => work.value));
    if (method === 'trimmed_mean') Object.assign(values, { k: trim.k, minN: trim.minN, trimmed: false });
  }
  values.dropped = leftOut.length;
  values.value = score;
  return { score, leftOut, flags: [], line: { step: 'combine', values } };
}

/**
 * 2+1 (mode two_plus_one): null when fewer than two first-round sheets (the caller falls back to
 * combineSheets). Differences are compared in whole hundredths, so 85.3 − 80.1 is exactly 5.2; a
 * null tolerance never exceeds. Receipt `arbitration`: a, b (raw), difference, tolerance, third
 * (raw or null), rule (null within tolerance), outcome (`within` | `awaiting` | `arbitrated`),
 * chosen (`a+b` | `a+third` | `b+third` | `third` | null) and value.
 */
export function twoPlusOne(
  sheets: readonly WorkSheet[],
  tolerance: number | null,
  rule: AggregationConfig['arbitration']['rule'],
): Combination | null {
  const first = sheets.filter((work) => work.sheet.method !== 'third_review');
  if (first.length < 2) return null;
  const [a, b] = first;
  const third = sheets.find((work) => work.sheet.method === 'third_review') ?? null;
  const difference = Math.abs(hundredths(a.raw) - hundredths(b.raw)) / 100;
  const exceeded = tolerance !== null && difference > tolerance + 1e-9;
  const flags: ResultFlag[] = [];
  let chosen: WorkSheet[];
  let label: string | null;
  let outcome: 'within' | 'awaiting' | 'arbitrated';
  let score: number | null;
  if (!exceeded) {
    chosen = [a, b];
    label = 'a+b';
    outcome = 'within';
    score = (a.value + b.value) / 2;
  } else if (!third) {
    flags.push('range_exceeded', 'awaiting_arbitration');
    chosen = [a, b];
    label = null;
    outcome = 'awaiting';
    score = null;
  } else {
    flags.push('range_exceeded', 'arbitrated');
    outcome = 'arbitrated';
    if (rule === 'third_score') {
      chosen = [third];
      label = 'third';
      score = third.value;
    } else {
      // The three in assignment order; pairs (1,2), (1,3), (2,3): the first smallest difference wins.
      const three = [a, b, third].sort((x, y) => x.sheet.assignmentId - y.sheet.assignmentId);
      const pairs: Array<[number, number]> = [
        [0, 1],
        [0, 2],
        [1, 2],
      ];
      let best = pairs[0];
      let bestDiff = Number.POSITIVE_INFINITY;
      for (const pair of pairs) {
        const diff = Math.abs(hundredths(three[pair[0]].raw) - hundredths(three[pair[1]].raw));
        if (diff < bestDiff) {
          best = pair;
          bestDiff = diff;
        }
      }
      chosen = [three[best[0]], three[best[1]]];
      label = chosen.map((work) => (work === a ? 'a' : work === b ? 'b' : 'third')).join('+');
      score = (chosen[0].value + chosen[1].value) / 2;
    }
  }
  const leftOut: Combination['leftOut'] =
    outcome === 'awaiting'
      ? sheets.filter((work) => work !== a && work !== b).map((work) => ({ work, reason: 'arbitration' as const }))
      : sheets.filter((work) => !chosen.includes(work)).map((work) => ({ work, reason: 'arbitration' as const }));
  return {
    score,
    leftOut,
    flags,
    line: {
      step: 'arbitration',
      values: {
        a: a.raw,
        b: b.raw,
        difference,
        tolerance,
        third: third?.raw ?? null,
        rule: outcome === 'arbitrated' ? rule : null,
        outcome,
        chosen: label,
        value: score,
      },
    },
  };
}
