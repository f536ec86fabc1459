import { describe, expect, it } from 'vitest';
import { computeResults } from './aggregate';
import { entry, input, sheet } from './test-fixtures';

// Hand-computed fixtures for the rating engine (aggregate.ts header: the semantics, step by step).
// Criteria: a (0-10, weight 2), b (0-10, weight 1), rec (independent). Weighted total = 2a + b.

const basicSheets = [
  sheet(1, 1, 11, 8, 6), // weighted 22, sum 14
  sheet(2, 1, 12, 7, 5), // weighted 19, sum 12
  sheet(3, 2, 11, 9, 9), // weighted 27, sum 18
  sheet(4, 2, 12, 6.5, 7), // weighted 20, sum 13.5
  sheet(5, 3, 11, 5, 5), // weighted 15, sum 10
];
const basicEntries = [entry(1), entry(2), entry(3)];

describe('computeResults: totals, mean, minimum', () => {
  it('weighted totals: mean of the sheets, insufficient unranked', () => {
    const out = computeResults(input({ entries: basicEntries, sheets: basicSheets }));
    const [r1, r2, r3] = out.results;
    expect(out.results.map((r) => r.applicationId)).toEqual([1, 2, 3]);
    expect(r1.score).toBeCloseTo(20.5, 6);
    expect(r2.score).toBeCloseTo(23.5, 6);
    expect(r1.rank).toBe(2);
    expect(r2.rank).toBe(1);
    expect(r3.score).toBe(15);
    expect(r3.rank).toBeNull();
    expect(r3.flags).toEqual(['insufficient']);
    expect(r3.validSheets).toBe(1);
    expect(r1.receipt.sheets.map((s) => [s.sheetId, s.raw, s.used, s.leftOut])).toEqual([
      [1001, 22, true, null],
      [1002, 19, true, null],
    ]);
    expect(r3.receipt.steps.find((s) => s.step === 'minimum')?.values).toEqual({ valid: 1, min: 2, met: false });
    // Panel over 22, 19, 27, 20, 15: mean 20.6, variance (1.96 + 2.56 + 40.96 + 0.36 + 31.36) / 5 = 15.44.
    expect(out.panel.n).toBe(5);
    expect(out.panel.mean).toBeCloseTo(20.6, 6);
    expect(out.panel.spread).toBeCloseTo(Math.sqrt(15.44), 6);
  });

  it('sum totals: Σ values, independent criteria out', () => {
    const out = computeResults(input({ config: { total: 'sum' }, entries: basicEntries, sheets: basicSheets }));
    expect(out.results[0].score).toBeCloseTo(13, 6);
    expect(out.results[1].score).toBeCloseTo(15.75, 6);
    expect(out.results[0].receipt.sheets.map((s) => s.raw)).toEqual([14, 12]);
    expect(out.results[0].receipt.steps[0].values.maxTotal).toBe(20);
  });
});
