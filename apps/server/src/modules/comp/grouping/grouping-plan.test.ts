import { describe, expect, it } from 'vitest';
import { commonRegion, type GroupingCandidate, groupSizes, planGroups, regionAtLevel } from './grouping-plan';

const lookups = {
  chainOf: (code: string) => [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code],
  categoryName: (id: number | null) => (id === null ? '无组别' : `组${id}`),
  categoryOrder: (id: number | null) => id ?? 99,
  industryLabel: (value: string | null) => value ?? '无行业',
  industryOrder: (value: string | null) => (value === 'b' ? 0 : value === 'a' ? 1 : 99),
  regionName: (code: string | null) => code ?? '无地区',
};

const candidate = (n: number, industry: string | null, regionCode = '440106'): GroupingCandidate => ({
  applicationId: n,
  code: `C-${String(n).padStart(3, '0')}`,
  categoryId: 1,
  industry,
  regionCode,
  orgId: null,
});

describe('group sizes', () => {
  it('cuts n into ceil(n/t) groups whose sizes differ by at most one, larger first', () => {
    expect(groupSizes(7, 5)).toEqual([4, 3]);
    expect(groupSizes(12, 5)).toEqual([4, 4, 4]);
    expect(groupSizes(5, 5)).toEqual([5]);
    expect(groupSizes(11, 5)).toEqual([4, 4, 3]);
    expect(groupSizes(1, 5)).toEqual([1]);
    expect(groupSizes(0, 5)).toEqual([]);
    for (let n = 1; n <= 60; n += 1) {
      for (const t of [1, 2, 3, 5, 8]) {
        const sizes = groupSizes(n, t);
        expect(sizes).toHaveLength(Math.ceil(n / t));
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('regions', () => {
  it('finds the region at a level and the narrowest region holding every chain', () => {
    expect(regionAtLevel(['440000', '440100', '440106'], 2)).toBe('440100');
    expect(regionAtLevel(['440000', '440100'], 3)).toBe('440100');
    expect(commonRegion([lookups.chainOf('440106'), lookups.chainOf('440104')])).toBe('440100');
    expect(commonRegion([lookups.chainOf('440106'), lookups.chainOf('440305')])).toBe('440000');
    expect(commonRegion([lookups.chainOf('440106'), lookups.chainOf('110105')])).toBeNull();
    expect(commonRegion([lookups.chainOf('440106')])).toBe('440106');
  });
});

describe('plan', () => {
  it('orders buckets by category and dictionary order, members by code, whatever the input order', () => {
    const input = [candidate(3, 'a'), candidate(1, 'b'), candidate(2, 'a'), candidate(4, null)];
    const options = { by: 'industry' as const, regionLevel: 2 as const, targetSize: 5, takenNames: new Set<string>() };
    const plan = planGroups(input, options, lookups);
    expect(plan.map((group) => [group.groupName, group.members.map((m) => m.code)])).toEqual([
      ['组1·b·1', ['C-001']],
      ['组1·a·1', ['C-002', 'C-003']],
      ['组1·无行业·1', ['C-004']],
    ]);
    expect(planGroups([...input].reverse(), options, lookups)).toEqual(plan);
    // A kept group's name is skipped.
    const kept = planGroups(input, { ...options, takenNames: new Set(['组1·a·1']) }, lookups);
    expect(kept[1].groupName).toBe('组1·a·2');
  });

  it('splits by region at the chosen level, the group taking that region', () => {
    const input = [candidate(1, 'a', '440106'), candidate(2, 'a', '440104'), candidate(3, 'a', '440305')];
    const plan = planGroups(input, { by: 'region', regionLevel: 2, targetSize: 10, takenNames: new Set() }, lookups);
    expect(plan.map((group) => [group.groupName, group.regionCode, group.members.length])).toEqual([
      ['组1·440100·1', '440100', 2],
      ['组1·440300·1', '440300', 1],
    ]);
  });
});
