import { describe, expect, it } from 'vitest';
import { newSeed, seededDraw, seededNumbers, seededShuffle } from './seeded-random';

const pool = Array.from({ length: 30 }, (_, i) => i + 1);

describe('seeded randomness', () => {
  it('gives the same draw for the same seed and pool, and another for another seed', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seededDraw(pool, 5, seed)).toEqual(seededDraw(pool, 5, seed));
    const others = Array.from({ length: 5 }, () => seededDraw(pool, 5, newSeed()).join(','));
    expect(new Set([seededDraw(pool, 5, seed).join(','), ...others]).size).toBeGreaterThan(1);
  });

  it('is defined by HMAC-SHA256 alone: a known seed keeps its known numbers on every machine', () => {
    // Regression vector: changing the derivation would change every stored draw's meaning.
    // The values are the first 48 bits of HMAC-SHA256('organiser-typed-seed', '0'), '1', '2' over 2^48.
    const next = seededNumbers('organiser-typed-seed');
    expect([next(), next(), next()].map((n) => n.toFixed(12))).toEqual([
      '0.111125081851',
      '0.651255594755',
      '0.489346106161',
    ]);
  });

  it('draws without replacement, each member of the pool once at most, and all of a small pool', () => {
    const drawn = seededDraw(pool, 12, 'x');
    expect(new Set(drawn).size).toBe(12);
    for (const id of drawn) expect(pool).toContain(id);
    expect([...seededDraw([3, 1, 2], 10, 'y')].sort()).toEqual([1, 2, 3]);
    expect(seededDraw(pool, 0, 'z')).toEqual([]);
  });

  it('spreads its picks evenly: every position of a 6-item shuffle is taken by each item about as often', () => {
    const counts = Array.from({ length: 6 }, () => Array(6).fill(0) as number[]);
    const runs = 6_000;
    for (let run = 0; run < runs; run++) {
      seededShuffle([0, 1, 2, 3, 4, 5], `seed-${run}`).forEach((item, position) => {
        (counts[item] as number[])[position]++;
      });
    }
    for (const row of counts) for (const n of row) expect(Math.abs(n - runs / 6)).toBeLessThan(runs / 6 / 5);
  });

  it('leaves the caller’s list untouched', () => {
    const list = [1, 2, 3, 4];
    seededShuffle(list, 'keep');
    expect(list).toEqual([1, 2, 3, 4]);
  });
});
