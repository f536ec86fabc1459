import { expect, describe as group, it } from 'vitest';
import { averageRanks, describe, meanOf, micro, pearson, spearman, spreadOf } from './stats';

group('rating stats', () => {
  it('mean and population spread (divide by n)', () => {
    expect(meanOf([])).toBeNull();
    expect(meanOf([2, 4, 9])).toBe(5);
    // Deviations −3, −1, 4 → squares 26 / 3.
    expect(spreadOf([2, 4, 9], 5)).toBeCloseTo(Math.sqrt(26 / 3), 12);
    expect(describe([])).toEqual({ n: 0, mean: 0, spread: 0 });
    expect(describe([7, 7])).toEqual({ n: 2, mean: 7, spread: 0 });
  });

  it('average ranks share tied positions', () => {
    expect(averageRanks([30, 10, 20, 10])).toEqual([4, 1.5, 3, 1.5]);
    expect(averageRanks([5, 5, 5])).toEqual([2, 2, 2]);
  });

  it('Pearson and Spearman, null without variance or below the pairs needed', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    // Ranks 2 3 1 4 against 1 3 2 4: Σdxdy 4, Σdx² = Σdy² = 5.
    expect(spearman([20, 24, 14, 28], [14, 18, 17, 19])).toBeCloseTo(0.8, 12);
    expect(spearman([1, 2], [1, 2])).toBeNull();
    expect(spearman([4, 4, 4], [1, 2, 3])).toBeNull();
  });

  it('compares at 6 decimals', () => {
    expect(micro(0.1 + 0.2)).toBe(micro(0.3));
    expect(micro(20.1234564)).not.toBe(micro(20.1234576));
  });
});
