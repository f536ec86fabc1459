import { describe, expect, it } from 'vitest';
import { drawCandidates, drawOrder, isPermutation, nextSlot, provisionalRanks, reproduces } from './roadshow-order';

// The pure rules of a roadshow (docs/roadshow.md).

describe('the seeded order', () => {
  it('is the same for the same seed and candidates, and proven by them', () => {
    const candidates = drawCandidates([1007, 1003, 1005, 1001, 1009]);
    expect(candidates).toEqual([1001, 1003, 1005, 1007, 1009]);
    const order = drawOrder(candidates, 'seed-a');
    expect(drawOrder(candidates, 'seed-a')).toEqual(order);
    expect([...order].sort()).toEqual(candidates);
    expect(drawOrder(candidates, 'seed-b')).not.toEqual(order);
    expect(reproduces({ seed: 'seed-a', candidates, orderIds: order })).toBe(true);
    // A stored order that the seed does not give (tampered, or another pool) is not reproduced.
    expect(reproduces({ seed: 'seed-a', candidates, orderIds: [...order].reverse() })).toBe(false);
    expect(reproduces({ seed: null, candidates, orderIds: order })).toBe(false);
  });

  it('accepts a manual order only when it is every application exactly once', () => {
    expect(isPermutation([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isPermutation([3, 1], [1, 2, 3])).toBe(false);
    expect(isPermutation([3, 1, 1], [1, 2, 3])).toBe(false);
    expect(isPermutation([3, 1, 4], [1, 2, 3])).toBe(false);
  });
});

describe('next', () => {
  const slot = (slotId: number, extra: Partial<Parameters<typeof nextSlot>[0][number]> = {}) => ({
    slotId,
    orderNo: slotId,
    checkedInAt: '2026-01-02 09:00:00',
    absent: false,
    presentedAt: null,
    ...extra,
  });

  it('picks the first checked-in, not absent, not presented slot after the current', () => {
    const slots = [
      slot(1, { presentedAt: '2026-01-02 09:05:00' }),
      slot(2, { absent: true, checkedInAt: null }),
      slot(3, { checkedInAt: null }),
      slot(4),
      slot(5),
    ];
    expect(nextSlot(slots, 1)?.slotId).toBe(4);
    expect(nextSlot(slots.slice(0, 3), 1)).toBeUndefined();
  });
});

describe('provisional ranks', () => {
  it('share a rank on a tie (1, 1, 3) and leave rows without a submitted sheet unranked', () => {
    // Means 90, 90, 50, none, 89.5 (179 over 2).
    const ranks = provisionalRanks([
      { cents: 18_000, count: 2 },
      { cents: 9_000, count: 1 },
      { cents: 5_000, count: 1 },
      { cents: 0, count: 0 },
      { cents: 17_900, count: 2 },
    ]);
    expect(ranks).toEqual([1, 1, 4, null, 3]);
  });

  it('compares means exactly (100/3 and 33.33 differ)', () => {
    expect(
      provisionalRanks([
        { cents: 10_000, count: 3 },
        { cents: 3_333, count: 1 },
      ]),
    ).toEqual([1, 2]);
  });
});
