import { receipt } from '@cbo/contracts';
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

describe('computeResults: sheets left out', () => {
  const entries = [entry(1), entry(2, { counts: false }), entry(3)];
  const sheets = [
    sheet(1, 1, 11, 8, 6), // 22
    sheet(2, 1, 12, 7, 5, { status: 'voided' }), // 19, out
    sheet(3, 1, 13, 6, 6, { status: 'coi_declared' }), // 18, out
    sheet(4, 1, 14, 9, 4), // 22
    sheet(5, 2, 11, 10, 10), // 30, excluded entry
    sheet(6, 2, 12, 1, 1), // 3, excluded entry
    sheet(7, 3, 11, 5, 5), // 15
    sheet(8, 3, 12, 6, 6), // 18
    sheet(9, 99, 11, 10, 10), // not an entry's: ignored
  ];

  it('voided and conflict sheets are left out with their reason, the rest combined', () => {
    const out = computeResults(input({ entries, sheets }));
    const r1 = out.results[0];
    expect(r1.score).toBe(22);
    expect(r1.validSheets).toBe(2);
    expect(r1.rank).toBe(1);
    expect(r1.receipt.sheets.map((s) => [s.assignmentId, s.used, s.leftOut])).toEqual([
      [1, true, null],
      [2, false, 'voided'],
      [3, false, 'conflict'],
      [4, true, null],
    ]);
    expect(r1.receipt.steps[0].values).toMatchObject({ sheets: 4, valid: 2, voided: 1, conflict: 1, excluded: 0 });
    expect(out.results[2].score).toBe(16.5);
    expect(out.results[2].rank).toBe(2);
  });

  it('an excluded entry stays in the output, unscored and unranked, its sheets kept as excluded', () => {
    const out = computeResults(input({ entries, sheets }));
    expect(out.results).toHaveLength(3);
    const r2 = out.results[1];
    expect(r2).toMatchObject({ applicationId: 2, score: null, rank: null, validSheets: 0, flags: ['excluded'] });
    expect(r2.receipt.sheets.map((s) => [s.sheetId, s.used, s.leftOut])).toEqual([
      [1005, false, 'excluded'],
      [1006, false, 'excluded'],
    ]);
    // Panel and judges count neither the excluded entry's sheets nor the ignored one: 22, 22, 15, 18.
    expect(out.panel.n).toBe(4);
    expect(out.panel.mean).toBeCloseTo(19.25, 6);
    expect(out.judges.find((j) => j.userId === 11)).toMatchObject({ n: 2, mean: 18.5 });
  });

  it('every receipt matches the contract shape', () => {
    const out = computeResults(input({ entries, sheets }));
    for (const result of out.results) expect(() => receipt.parse(result.receipt)).not.toThrow();
  });
});

describe('computeResults: normalisation', () => {
  // Judge 11 gives 20, 24, 28 (mean 24, spread √(32/3)); judge 12 gives 10, 12, 14 (mean 12,
  // spread √(8/3)). Panel 20, 10, 24, 12, 28, 14: mean 18, variance 256/6, spread √(128/3).
  // z = ∓√(3/2) or 0 for both; √(3/2) × √(128/3) = 8, so both judges normalise to 10, 18, 26.
  const entries = [entry(1), entry(2), entry(3)];
  const sheets = [
    sheet(1, 1, 11, 10, 0),
    sheet(2, 1, 12, 5, 0),
    sheet(3, 2, 11, 10, 4),
    sheet(4, 2, 12, 6, 0),
    sheet(5, 3, 11, 10, 8),
    sheet(6, 3, 12, 7, 0),
  ];

  it('rescales each judge to the panel: 10, 18, 26', () => {
    const out = computeResults(input({ config: { normalise: { enabled: true, minSheets: 3 } }, entries, sheets }));
    expect(out.panel.mean).toBeCloseTo(18, 6);
    expect(out.panel.spread).toBeCloseTo(Math.sqrt(128 / 3), 6);
    expect(out.results.map((r) => r.score)).toEqual([
      expect.closeTo(10, 6),
      expect.closeTo(18, 6),
      expect.closeTo(26, 6),
    ]);
    expect(out.results.map((r) => r.rank)).toEqual([3, 2, 1]);
    const receiptSheets = out.results[0].receipt.sheets;
    expect(receiptSheets.map((s) => s.raw)).toEqual([20, 10]);
    expect(receiptSheets[0].normalised).toBeCloseTo(10, 6);
    expect(receiptSheets[1].normalised).toBeCloseTo(10, 6);
    const step = out.results[0].receipt.steps.find((s) => s.step === 'normalise')!.values;
    expect(step).toMatchObject({ judges: 2, skipped: 0, minSheets: 3, 'judgeMean:1001': 24, 'judgeMean:1002': 12 });
    expect(step['judgeSpread:1001']).toBeCloseTo(Math.sqrt(32 / 3), 6);
    expect(out.results.every((r) => !r.flags.includes('normalisation_skipped'))).toBe(true);
    // Judge 11 is 12 points above judge 12 everywhere (lenient, not a normalisation matter).
    expect(out.judges.map((j) => j.flags.includes('normalisation_skipped'))).toEqual([false, false]);
  });

  it('skips judges with fewer sheets than minSheets: raw kept and flagged', () => {
    const out = computeResults(input({ config: { normalise: { enabled: true, minSheets: 4 } }, entries, sheets }));
    // Raw means: (20 + 10) / 2, (24 + 12) / 2, (28 + 14) / 2.
    expect(out.results.map((r) => r.score)).toEqual([15, 18, 21]);
    expect(out.results.every((r) => r.flags.includes('normalisation_skipped'))).toBe(true);
    expect(out.results[0].receipt.sheets.map((s) => s.normalised)).toEqual([null, null]);
    expect(out.judges.map((j) => j.flags.includes('normalisation_skipped'))).toEqual([true, true]);
  });

  it('skips a judge without spread; the others are normalised against the wider panel', () => {
    // Judge 13 gives 16 everywhere. Panel 20, 10, 16, 24, 12, 16, 28, 14, 16: mean 52/3, Σ squares
    // 264, spread √(88/3). Judges 11 and 12 at z = −√(3/2): 52/3 − √(3/2 × 88/3) = 52/3 − √44.
    // Application 1 = (2 × (52/3 − √44) + 16) / 3.
    const withFlat = [...sheets, sheet(7, 1, 13, 8, 0), sheet(8, 2, 13, 8, 0), sheet(9, 3, 13, 8, 0)];
    const out = computeResults(
      input({ config: { normalise: { enabled: true, minSheets: 3 } }, entries, sheets: withFlat }),
    );
    expect(out.panel.spread).toBeCloseTo(Math.sqrt(88 / 3), 6);
    expect(out.results[0].score).toBeCloseTo((2 * (52 / 3 - Math.sqrt(44)) + 16) / 3, 6);
    expect(out.results[1].score).toBeCloseTo((2 * (52 / 3) + 16) / 3, 6);
    expect(out.results[0].flags).toContain('normalisation_skipped');
    expect(out.results[0].receipt.sheets.map((s) => s.normalised === null)).toEqual([false, false, true]);
    expect(out.results[0].receipt.steps.find((s) => s.step === 'normalise')?.values).toMatchObject({
      judges: 3,
      skipped: 1,
      'judgeSpread:1007': 0,
    });
    expect(out.judges.map((j) => [j.userId, j.flags.includes('normalisation_skipped')])).toEqual([
      [11, false],
      [12, false],
      [13, true],
    ]);
  });

  it('clamps normalised totals to [0, max total]', () => {
    // Judge 11: 0, 0, 0, 30 (mean 7.5, spread 7.5√3, z of the 30 = √3, of a 0 = −1/√3); judge 12:
    // 0, 30, 0, 30 (mean 15, spread 15, z = ∓1). Panel: five 0s and three 30s, mean 11.25, Σ squares
    // 5 × 126.5625 + 3 × 351.5625 = 1687.5, spread P = √(1687.5 / 8) ≈ 14.5237.
    // Judge 11's 30 → 11.25 + √3 × P ≈ 36.4 → clamped to 30; judge 12's 0s → 11.25 − P < 0 → 0.
    const clampEntries = [entry(1), entry(2), entry(3), entry(4)];
    const clampSheets = [
      sheet(1, 1, 11, 0, 0),
      sheet(2, 2, 11, 0, 0),
      sheet(3, 3, 11, 0, 0),
      sheet(4, 4, 11, 10, 10),
      sheet(5, 1, 12, 0, 0),
      sheet(6, 2, 12, 10, 10),
      sheet(7, 3, 12, 0, 0),
      sheet(8, 4, 12, 10, 10),
    ];
    const out = computeResults(
      input({ config: { normalise: { enabled: true, minSheets: 2 } }, entries: clampEntries, sheets: clampSheets }),
    );
    const spread = Math.sqrt(1687.5 / 8);
    expect(out.panel.spread).toBeCloseTo(spread, 6);
    const normalised = (application: number, userId: number) =>
      out.results[application - 1].receipt.sheets.find((s) => s.userId === userId)!.normalised;
    expect(normalised(4, 11)).toBe(30);
    expect(normalised(1, 12)).toBe(0);
    expect(normalised(1, 11)).toBeCloseTo(11.25 - spread / Math.sqrt(3), 6);
    expect(normalised(2, 12)).toBeCloseTo(11.25 + spread, 6);
    expect(out.results[0].score).toBeCloseTo((11.25 - spread / Math.sqrt(3)) / 2, 6);
  });
});

describe('computeResults: combination', () => {
  // One application, five judges: totals in assignment order 22, 10, 30, 20, 23.
  const five = [
    sheet(1, 1, 11, 10, 2),
    sheet(2, 1, 12, 5, 0),
    sheet(3, 1, 13, 10, 10),
    sheet(4, 1, 14, 10, 0),
    sheet(5, 1, 15, 10, 3),
  ];
  const one = [entry(1)];

  it('mean: 105 / 5 = 21', () => {
    const out = computeResults(input({ entries: one, sheets: five }));
    expect(out.results[0].score).toBe(21);
    expect(out.results[0].receipt.steps.find((s) => s.step === 'combine')?.values).toEqual({
      method: 'mean',
      n: 5,
      dropped: 0,
      value: 21,
    });
  });

  it('median: odd n → the middle one (22), even n → the mean of the two middle ones', () => {
    const odd = computeResults(input({ config: { combine: 'median' }, entries: one, sheets: five }));
    expect(odd.results[0].score).toBe(22);
    // Without the 23: 10, 20, 22, 30 → (20 + 22) / 2.
    const even = computeResults(input({ config: { combine: 'median' }, entries: one, sheets: five.slice(0, 4) }));
    expect(even.results[0].score).toBe(21);
    expect(even.results[0].receipt.sheets.every((s) => s.used)).toBe(true);
  });

  it('trimmed mean at the threshold drops the lowest and the highest: (22 + 20 + 23) / 3', () => {
    const out = computeResults(
      input({ config: { combine: 'trimmed_mean', trim: { k: 1, minN: 5 } }, entries: one, sheets: five }),
    );
    const result = out.results[0];
    expect(result.score).toBeCloseTo(65 / 3, 6);
    expect(result.validSheets).toBe(5);
    expect(result.receipt.sheets.map((s) => [s.raw, s.used, s.leftOut])).toEqual([
      [22, true, null],
      [10, false, 'trimmed'],
      [30, false, 'trimmed'],
      [20, true, null],
      [23, true, null],
    ]);
    expect(result.receipt.steps.find((s) => s.step === 'combine')?.values).toMatchObject({
      method: 'trimmed_mean',
      n: 5,
      dropped: 2,
      trimmed: true,
      k: 1,
      minN: 5,
    });
  });

  it('trimmed mean below the threshold is a plain mean, said so in the step', () => {
    const out = computeResults(
      input({ config: { combine: 'trimmed_mean', trim: { k: 1, minN: 5 } }, entries: one, sheets: five.slice(0, 4) }),
    );
    expect(out.results[0].score).toBe(20.5);
    expect(out.results[0].receipt.sheets.every((s) => s.used)).toBe(true);
    expect(out.results[0].receipt.steps.find((s) => s.step === 'combine')?.values).toMatchObject({
      trimmed: false,
      dropped: 0,
      n: 4,
    });
  });
});

describe('computeResults: parts', () => {
  it('previous stage 30%: 0.7 × own + 0.3 × part; a missing part flags and unranks', () => {
    const previous = { key: 'previous_stage', weight: 0.3, scores: new Map([[1, 30]]) };
    const out = computeResults(
      input({
        // outlierZ 5: application 2's 27 and 20 would otherwise be outliers of this small panel.
        config: { parts: [{ kind: 'previous_stage', weight: 0.3 }], consistency: { outlierZ: 5 } },
        entries: basicEntries.slice(0, 2),
        sheets: basicSheets,
        parts: [previous],
      }),
    );
    const [r1, r2] = out.results;
    // 0.7 × 20.5 + 0.3 × 30 = 14.35 + 9.
    expect(r1.score).toBeCloseTo(23.35, 6);
    expect(r1.rank).toBe(1);
    expect(r1.flags).toEqual([]);
    expect(r1.receipt.steps.find((s) => s.step === 'parts')?.values).toMatchObject({
      own: 20.5,
      'weight:previous_stage': 0.3,
      'score:previous_stage': 30,
      missing: 0,
    });
    expect(r2.score).toBe(23.5);
    expect(r2.rank).toBeNull();
    expect(r2.flags).toEqual(['insufficient', 'part_missing']);
    expect(r2.receipt.steps.find((s) => s.step === 'parts')?.values).toMatchObject({
      'score:previous_stage': null,
      missing: 1,
      value: 23.5,
    });
  });
});
