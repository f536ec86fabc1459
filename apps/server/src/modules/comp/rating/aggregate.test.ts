import { receipt } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { entry, input, sheet } from '../../../../test/rating-engine-fixtures';
import { computeResults } from './aggregate';

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
    expect(step).toMatchObject({ judges: 2, skipped: 0, minSheets: 3, panelMean: 18 });
    expect(step.panelSpread).toBeCloseTo(Math.sqrt(128 / 3), 6);
    // Each judge's m and s (the normalisation's) are the judge figures' mean and spread.
    expect(out.judges.map((j) => j.mean)).toEqual([24, 12]);
    expect(out.judges[0].spread).toBeCloseTo(Math.sqrt(32 / 3), 6);
    expect(out.judges[1].spread).toBeCloseTo(Math.sqrt(8 / 3), 6);
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
    });
    expect(out.judges[2]).toMatchObject({ userId: 13, mean: 16, spread: 0 });
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

describe('computeResults: ranking and tie-breakers', () => {
  it('criterion: the higher mean of the criterion goes first', () => {
    // Both 20.5; criterion a: (8 + 7) / 2 = 7.5 against (6 + 7) / 2 = 6.5.
    const out = computeResults(
      input({
        config: { tieBreakers: [{ kind: 'criterion', code: 'a' }] },
        entries: [entry(1), entry(2)],
        sheets: [sheet(1, 1, 11, 8, 6), sheet(2, 1, 12, 7, 5), sheet(3, 2, 11, 6, 10), sheet(4, 2, 12, 7, 5)],
      }),
    );
    const [r1, r2] = out.results;
    expect([r1.score, r2.score]).toEqual([20.5, 20.5]);
    expect([r1.rank, r2.rank]).toEqual([1, 2]);
    expect(r1.flags).toContain('tie_broken');
    expect(r1.receipt.tieBreak).toEqual({ tiedWith: [2], by: 'criterion', value: 7.5 });
    expect(r2.receipt.tieBreak).toEqual({ tiedWith: [1], by: 'criterion', value: 6.5 });
    expect(r2.receipt.steps.at(-1)).toEqual({
      step: 'tie_break',
      values: { tied: 2, by: 'criterion', value: 6.5, rank: 2, resolved: true },
    });
  });

  // Applications 1-3 all score 17.5; summed criteria at their max (10): 1, 1 and 2 (rec, an
  // independent criterion at its max on every sheet, is not counted). Application 4 scores 15.
  const tieEntries = [entry(1), entry(2), entry(3), entry(4)];
  const tieSheets = [
    sheet(1, 1, 11, 10, 0), // 20, one top mark
    sheet(2, 1, 12, 5, 5), // 15
    sheet(3, 2, 11, 4, 10), // 18, one top mark
    sheet(4, 2, 12, 6, 5), // 17
    sheet(5, 3, 11, 10, 10), // 30, two top marks
    sheet(6, 3, 12, 0, 5), // 5
    sheet(7, 4, 11, 5, 5), // 15
    sheet(8, 4, 12, 5, 5), // 15
  ];
  // outlierZ 10: the spread of these sheets is beside the point here.
  const consistency = { outlierZ: 10 };

  it('top_marks splits off the leader; the rest stay tied: ranks 2, 2, 1, 4 and tie_unresolved', () => {
    const out = computeResults(
      input({ config: { tieBreakers: [{ kind: 'top_marks' }], consistency }, entries: tieEntries, sheets: tieSheets }),
    );
    expect(out.results.map((r) => r.score)).toEqual([17.5, 17.5, 17.5, 15]);
    expect(out.results.map((r) => r.rank)).toEqual([2, 2, 1, 4]);
    expect(out.results.map((r) => r.flags)).toEqual([['tie_unresolved'], ['tie_unresolved'], ['tie_broken'], []]);
    expect(out.results[2].receipt.tieBreak).toEqual({ tiedWith: [1, 2], by: 'top_marks', value: 2 });
    expect(out.results[0].receipt.tieBreak).toEqual({ tiedWith: [2, 3], by: null, value: null });
    expect(out.results[3].receipt.tieBreak).toBeNull();
    expect(out.results[0].receipt.steps.at(-1)?.values).toMatchObject({ resolved: false, rank: 2 });
  });

  it('leader: a recorded decision naming the still-tied applications orders them', () => {
    const out = computeResults(
      input({
        config: { tieBreakers: [{ kind: 'top_marks' }, { kind: 'leader' }], consistency },
        entries: tieEntries,
        sheets: tieSheets,
        // Decision 1 does not name both 1 and 2; decision 3 (the latest naming both) is used.
        leaderDecisions: [
          { decisionId: 1, applicationIds: [1, 3] },
          { decisionId: 2, applicationIds: [1, 2] },
          { decisionId: 3, applicationIds: [2, 1] },
        ],
      }),
    );
    expect(out.results.map((r) => r.rank)).toEqual([3, 2, 1, 4]);
    expect(out.results[0].flags).toEqual(['tie_broken']);
    expect(out.results[0].receipt.tieBreak).toEqual({ tiedWith: [2, 3], by: 'leader', value: 2 });
    expect(out.results[1].receipt.tieBreak).toEqual({ tiedWith: [1, 3], by: 'leader', value: 1 });
    // Application 3 was set apart by the first breaker already.
    expect(out.results[2].receipt.tieBreak).toEqual({ tiedWith: [1, 2], by: 'top_marks', value: 2 });
  });

  it('without breakers equal scores share the rank (1, 1, 1, 4)', () => {
    const out = computeResults(
      input({ config: { tieBreakers: [], consistency }, entries: tieEntries, sheets: tieSheets }),
    );
    expect(out.results.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
    expect(out.results.slice(0, 3).every((r) => r.flags.includes('tie_unresolved'))).toBe(true);
  });

  it('scores equal at 6 decimals are tied', () => {
    // 0.1 + 0.2 style noise: (20.1 + 20.2) / 2 and (20.3 + 20) / 2 differ only past 6 decimals, if at all.
    const out = computeResults(
      input({
        config: { tieBreakers: [] },
        entries: [entry(1), entry(2)],
        sheets: [sheet(1, 1, 11, 10, 0.1), sheet(2, 1, 12, 10, 0.2), sheet(3, 2, 11, 10, 0.3), sheet(4, 2, 12, 10, 0)],
      }),
    );
    expect(out.results.map((r) => r.rank)).toEqual([1, 1]);
  });
});

describe('computeResults: 2+1', () => {
  const entries = [entry(1), entry(2), entry(3), entry(4)];
  const sheets = [
    sheet(1, 1, 11, 8, 6), // 22
    sheet(2, 1, 12, 7, 5), // 19: |22 − 19| = 3 ≤ 5
    sheet(3, 2, 11, 10, 5), // 25
    sheet(4, 2, 12, 5, 5), // 15: 10 > 5, no third yet
    sheet(5, 3, 11, 10, 5), // 25
    sheet(6, 3, 12, 5, 5), // 15: 10 > 5
    sheet(7, 3, 13, 9, 4, { method: 'third_review' }), // 22
    sheet(8, 4, 11, 5, 5), // 15: alone
  ];
  const run = (rule: 'closest_two_mean' | 'third_score', tolerance: number | null = 5) =>
    computeResults(
      input({
        // outlierZ 10: a 10-point gap is an outlier of this small panel, beside the point here.
        config: { arbitration: { rule, dispatch: 'expert' }, minReviews: 2, consistency: { outlierZ: 10 } },
        mode: 'two_plus_one',
        tolerance,
        entries,
        sheets,
      }),
    );

  it('within the tolerance: the mean of the two', () => {
    const r1 = run('closest_two_mean').results[0];
    expect(r1.score).toBe(20.5);
    expect(r1.flags).toEqual([]);
    expect(r1.receipt.steps.find((s) => s.step === 'arbitration')?.values).toEqual({
      a: 22,
      b: 19,
      difference: 3,
      tolerance: 5,
      third: null,
      rule: null,
      outcome: 'within',
      chosen: 'a+b',
      value: 20.5,
    });
  });

  it('over the tolerance without a third: awaiting, no score, not ranked', () => {
    const r2 = run('closest_two_mean').results[1];
    expect(r2.score).toBeNull();
    expect(r2.rank).toBeNull();
    expect(r2.flags).toEqual(['range_exceeded', 'awaiting_arbitration']);
    expect(r2.receipt.score).toBeNull();
  });

  it('closest_two_mean: pairs 10, 3, 7 → the first and the third, (25 + 22) / 2', () => {
    const out = run('closest_two_mean');
    const r3 = out.results[2];
    expect(r3.score).toBe(23.5);
    expect(r3.rank).toBe(1);
    expect(r3.validSheets).toBe(3);
    expect(r3.flags).toEqual(['range_exceeded', 'arbitrated']);
    expect(r3.receipt.sheets.map((s) => [s.assignmentId, s.used, s.leftOut])).toEqual([
      [5, true, null],
      [6, false, 'arbitration'],
      [7, true, null],
    ]);
    expect(r3.receipt.steps.find((s) => s.step === 'arbitration')?.values).toMatchObject({
      difference: 10,
      third: 22,
      rule: 'closest_two_mean',
      outcome: 'arbitrated',
      chosen: 'a+third',
    });
  });

  it('third_score: the third review decides, the first two are left out', () => {
    const r3 = run('third_score').results[2];
    expect(r3.score).toBe(22);
    expect(r3.receipt.sheets.map((s) => s.leftOut)).toEqual(['arbitration', 'arbitration', null]);
    expect(r3.receipt.steps.find((s) => s.step === 'arbitration')?.values).toMatchObject({ chosen: 'third' });
  });

  it('fewer than two first-round sheets: the general combination, insufficient', () => {
    const r4 = run('closest_two_mean').results[3];
    expect(r4.score).toBe(15);
    expect(r4.flags).toEqual(['insufficient']);
    expect(r4.receipt.steps.find((s) => s.step === 'combine')?.values).toMatchObject({ fallback: true, n: 1 });
  });

  it('with normalisation: raw totals decide the tolerance, normalised values the score', () => {
    // The normalisation fixture: raw 20/10, 24/12, 28/14 normalise to 10/10, 18/18, 26/26.
    // Raw differences 10, 12, 14 against a tolerance of 12: the third application is over it.
    const out = computeResults(
      input({
        config: { normalise: { enabled: true, minSheets: 3 }, consistency: { outlierZ: 10 } },
        mode: 'two_plus_one',
        tolerance: 12,
        entries: [entry(1), entry(2), entry(3)],
        sheets: [
          sheet(1, 1, 11, 10, 0),
          sheet(2, 1, 12, 5, 0),
          sheet(3, 2, 11, 10, 4),
          sheet(4, 2, 12, 6, 0),
          sheet(5, 3, 11, 10, 8),
          sheet(6, 3, 12, 7, 0),
        ],
      }),
    );
    expect(out.results[0].score).toBeCloseTo(10, 6);
    expect(out.results[1].score).toBeCloseTo(18, 6);
    expect(out.results[1].receipt.steps.find((s) => s.step === 'arbitration')?.values).toMatchObject({
      difference: 12,
      outcome: 'within',
    });
    expect(out.results[2].score).toBeNull();
    expect(out.results[2].flags).toEqual(['range_exceeded', 'awaiting_arbitration']);
    expect(out.results.map((r) => r.rank)).toEqual([2, 1, null]);
  });

  it('compares in hundredths: 25.3 − 20.1 is exactly the tolerance 5.2', () => {
    const out = computeResults(
      input({
        mode: 'two_plus_one',
        tolerance: 5.2,
        entries: [entry(1)],
        sheets: [sheet(1, 1, 11, 10, 5.3), sheet(2, 1, 12, 10, 0.1)],
      }),
    );
    expect(out.results[0].flags).toEqual([]);
    expect(out.results[0].score).toBeCloseTo(22.7, 6);
  });

  it('closest_two_mean with equal pair differences takes the earliest pair, (1, 3) before (2, 3)', () => {
    // 20, 30, third 25: (1,2) = 10, (1,3) = 5, (2,3) = 5 → (20 + 25) / 2.
    const out = computeResults(
      input({
        mode: 'two_plus_one',
        tolerance: 5,
        entries: [entry(1)],
        sheets: [sheet(1, 1, 11, 10, 0), sheet(2, 1, 12, 10, 10), sheet(3, 1, 13, 10, 5, { method: 'third_review' })],
      }),
    );
    expect(out.results[0].score).toBe(22.5);
    expect(out.results[0].receipt.sheets.map((s) => s.leftOut)).toEqual([null, 'arbitration', null]);
  });
});

describe('computeResults: outliers and judges', () => {
  it('flags a sheet beyond outlierZ panel spreads from the others', () => {
    // Panel 20, 22, 30, 20, 21, 19: mean 22, Σ squares 82, spread √(82/6) ≈ 3.6968; limit 2 × that ≈ 7.39.
    // Application 1: 30 against (20 + 22) / 2 = 21 → 9, an outlier; 20 against 26 → 6; 22 against 25 → 3.
    const out = computeResults(
      input({
        config: { consistency: { minSheets: 2 } },
        entries: [entry(1), entry(2)],
        sheets: [
          sheet(1, 1, 11, 10, 0),
          sheet(2, 1, 12, 10, 2),
          sheet(3, 1, 13, 10, 10),
          sheet(4, 2, 11, 10, 0),
          sheet(5, 2, 12, 10, 1),
          sheet(6, 2, 13, 9, 1),
        ],
      }),
    );
    expect(out.panel.spread).toBeCloseTo(Math.sqrt(82 / 6), 6);
    expect(out.results[0].flags).toEqual(['outlier']);
    expect(out.results[1].flags).toEqual([]);
    expect(out.judges.map((j) => [j.userId, j.outliers, j.flags.includes('outliers')])).toEqual([
      [11, 0, false],
      [12, 0, false],
      [13, 1, true],
    ]);
  });

  it('judge figures: n, mean, spread, leniency, Spearman and flags', () => {
    //            app1 app2 app3 app4
    // judge 11:   20   24   14   28   mean 21.5, Σ squares 107 → spread √26.75
    // judge 12:   16   18   20   22   mean 19, spread √5
    // judge 13:   12   18   14   16   mean 15, spread √5
    // Others' means for 11: 14, 18, 17, 19 → differences 6, 6, −3, 9 → leniency 4.5;
    //   ranks own 2 3 1 4 vs 1 3 2 4 → Σdxdy 4, Σdx² = Σdy² = 5 → Spearman 0.8.
    // For 12: 16, 21, 14, 22 → 0, −3, 6, 0 → 0.75; ranks 1 2 3 4 vs 2 3 1 4 → 2 / 5 = 0.4.
    // For 13: 18, 21, 17, 25 → −6, −3, −3, −9 → −5.25; ranks 1 4 2 3 vs 2 3 1 4 → 3 / 5 = 0.6.
    // Panel of the 12: mean 18.5, Σ squares 233, spread √(233/12) ≈ 4.4064, limit ≈ 8.81: application 4's
    // 28 (others 19) and 16 (others 25) are 9 away: one outlier each for judges 11 and 13.
    const totals: Record<number, number[]> = { 11: [20, 24, 14, 28], 12: [16, 18, 20, 22], 13: [12, 18, 14, 16] };
    const sheets = Object.entries(totals).flatMap(([userId, list], judge) =>
      list.map((total, app) => {
        const a = Math.min(10, Math.floor(total / 2));
        return sheet(judge * 10 + app + 1, app + 1, Number(userId), a, total - 2 * a);
      }),
    );
    const out = computeResults(
      input({
        config: { consistency: { leniency: 4, spearman: 0.5, outlierZ: 2, minSheets: 3 } },
        entries: [entry(1), entry(2), entry(3), entry(4)],
        sheets,
      }),
    );
    expect(out.panel.spread).toBeCloseTo(Math.sqrt(233 / 12), 6);
    const [j11, j12, j13] = out.judges;
    expect(j11).toMatchObject({ userId: 11, n: 4, mean: 21.5, outliers: 1, flags: ['lenient', 'outliers'] });
    expect(j11.spread).toBeCloseTo(Math.sqrt(26.75), 6);
    expect(j11.leniency).toBeCloseTo(4.5, 6);
    expect(j11.spearman).toBeCloseTo(0.8, 6);
    expect(j12).toMatchObject({ userId: 12, n: 4, mean: 19, outliers: 0, flags: ['low_agreement'] });
    expect(j12.spread).toBeCloseTo(Math.sqrt(5), 6);
    expect(j12.leniency).toBeCloseTo(0.75, 6);
    expect(j12.spearman).toBeCloseTo(0.4, 6);
    expect(j13).toMatchObject({ userId: 13, n: 4, mean: 15, outliers: 1, flags: ['severe', 'outliers'] });
    expect(j13.leniency).toBeCloseTo(-5.25, 6);
    expect(j13.spearman).toBeCloseTo(0.6, 6);
    expect(out.results[3].flags).toContain('outlier');
  });

  it('no Spearman below 3 pairs, no leniency without other reviewers, no flags below minSheets', () => {
    const out = computeResults(input({ entries: basicEntries, sheets: basicSheets }));
    // Judge 11: 22, 27, 15 (n 3); others only on applications 1 and 2: 22 − 19, 27 − 20 → leniency 5.
    expect(out.judges[0]).toMatchObject({ userId: 11, n: 3, leniency: 5, spearman: null, flags: [] });
    expect(out.judges[1]).toMatchObject({ userId: 12, n: 2, leniency: -5, spearman: null, flags: [] });
    const lone = computeResults(input({ entries: [entry(3)], sheets: [sheet(5, 3, 11, 5, 5)] }));
    expect(lone.judges).toEqual([
      { userId: 11, n: 1, mean: 15, spread: 0, leniency: null, spearman: null, outliers: 0, flags: [] },
    ]);
  });
});

describe('computeResults: determinism and hashes', () => {
  const config = {
    normalise: { enabled: true, minSheets: 2 },
    combine: 'trimmed_mean' as const,
    trim: { k: 1, minN: 3 },
    tieBreakers: [{ kind: 'top_marks' as const }, { kind: 'leader' as const }],
  };
  const entries = [entry(1), entry(2), entry(3), entry(4)];
  const sheets = [
    sheet(1, 1, 11, 10, 0.1),
    sheet(2, 1, 12, 5, 5.3),
    sheet(3, 1, 13, 7.5, 2),
    sheet(4, 2, 11, 4, 10),
    sheet(5, 2, 12, 6, 5),
    sheet(6, 3, 11, 10, 10),
    sheet(7, 3, 13, 0, 5),
    sheet(8, 4, 12, 5, 5, { status: 'voided' }),
    sheet(9, 4, 13, 9.5, 7),
  ];
  const base = () =>
    input({
      config,
      entries,
      sheets,
      parts: [
        {
          key: 'task:7',
          weight: 0.25,
          scores: new Map([
            [4, 20],
            [3, 18.5],
            [2, 21],
            [1, 17],
          ]),
        },
      ],
      leaderDecisions: [{ decisionId: 2, applicationIds: [2, 1] }],
    });

  it('the same input twice, or shuffled, gives the same output bit for bit and the same hashes', () => {
    const first = computeResults(base());
    const again = computeResults(base());
    const shuffled = computeResults({
      ...base(),
      entries: [entries[2], entries[0], entries[3], entries[1]],
      sheets: [...sheets].reverse(),
      parts: [
        {
          key: 'task:7',
          weight: 0.25,
          scores: new Map([
            [1, 17],
            [2, 21],
            [3, 18.5],
            [4, 20],
          ]),
        },
      ],
    });
    expect(again).toEqual(first);
    for (const result of first.results) expect(() => receipt.parse(result.receipt)).not.toThrow();
    expect(shuffled).toEqual(first);
    expect(JSON.stringify(shuffled)).toBe(JSON.stringify(first));
    expect(first.inputsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.configHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a changed item changes the inputs hash, not the config hash; a changed config the reverse', () => {
    const first = computeResults(base());
    const changedSheets = sheets.map((s) => (s.sheetId === 1005 ? sheet(5, 2, 12, 6, 5.5) : s));
    const changed = computeResults({ ...base(), sheets: changedSheets });
    expect(changed.inputsHash).not.toBe(first.inputsHash);
    expect(changed.configHash).toBe(first.configHash);
    const reconfigured = computeResults(input({ ...base(), config: { ...config, minReviews: 3 } }));
    expect(reconfigured.configHash).not.toBe(first.configHash);
    expect(reconfigured.inputsHash).toBe(first.inputsHash);
    const newHead = computeResults({ ...base(), sheets: sheets.map((s) => ({ ...s, headHmac: `${s.headHmac}x` })) });
    expect(newHead.inputsHash).not.toBe(first.inputsHash);
  });

  it('computes 10,000 applications × 5 sheets and ranks them all', () => {
    // A linear congruential sequence: fixed values, no randomness.
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const many = Array.from({ length: 10_000 }, (_, index) => entry(index + 1));
    const manySheets = many.flatMap((e, index) =>
      Array.from({ length: 5 }, (_, k) =>
        sheet(index * 5 + k + 1, e.applicationId, 1 + ((index + k * 7) % 50), (next() % 21) / 2, (next() % 21) / 2),
      ),
    );
    const started = performance.now();
    const out = computeResults(
      input({
        config: { normalise: { enabled: true, minSheets: 5 }, combine: 'trimmed_mean' },
        entries: many,
        sheets: manySheets,
      }),
    );
    const elapsed = performance.now() - started;
    console.info(`rating engine: 10,000 × 5 sheets computed in ${elapsed.toFixed(0)} ms`);
    expect(out.results).toHaveLength(10_000);
    expect(out.results.filter((r) => r.rank !== null)).toHaveLength(10_000);
    expect(out.judges).toHaveLength(50);
    expect(Math.max(...out.results.map((r) => r.rank ?? 0))).toBeLessThanOrEqual(10_000);
  });
});
