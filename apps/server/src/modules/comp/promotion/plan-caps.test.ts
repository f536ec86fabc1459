import { describe, expect, it } from 'vitest';
import { categoryLimit } from './plan-caps';
import { codesWith, entry, level, plan, summary } from './plan-test-fixtures';
import type { PlanEntry } from './plan-types';

// Hand-computed caps (docs/promotion.md, "The planner"): who is displaced, why, by what, and who
// takes the place. Summary form: `code#rank:result[:reason or :L<levelId>]`.

const org = (orgId: number | null) => ({ orgId, orgName: orgId === null ? null : `Org${orgId}` });
const displacementOf = (output: ReturnType<typeof plan>, entries: PlanEntry[], code: string) =>
  output.decisions.find((d) => d.entryId === entries.find((e) => e.code === code)?.entryId)?.displacement;

describe('per-organisation cap', () => {
  const entries = [
    entry('O1', 95, org(1)),
    entry('O2', 90, org(1)),
    entry('O3', 85, org(2)),
    entry('O4', 80, org(null)),
    entry('O5', 75, org(2)),
    entry('O6', 70, org(null)),
  ];

  it('displaces the second of an organisation and lets the next eligible entry take the place', () => {
    const output = plan({ method: 'top_n', n: 3, caps: { perOrganisation: 1 } }, entries);
    expect(summary(output, entries)).toEqual([
      'O1#1:promoted',
      'O2#2:eliminated:organisation_cap',
      'O3#3:promoted',
      'O4#4:promoted',
      'O5#5:eliminated:below_cut',
      'O6#6:eliminated:below_cut',
    ]);
    expect(displacementOf(output, entries, 'O2')).toEqual({
      cap: 'organisation_cap',
      key: '1',
      label: 'Org1',
      limit: 1,
    });
    expect(displacementOf(output, entries, 'O5')).toBeNull();
    expect(output.units[0]).toMatchObject({ quota: 3, promoted: 3 });
  });

  it('never caps an entry without an organisation', () => {
    const many = [entry('N1', 90), entry('N2', 80), entry('N3', 70)];
    expect(codesWith(plan({ method: 'top_n', n: 3, caps: { perOrganisation: 1 } }, many), many, 'promoted')).toEqual([
      'N1',
      'N2',
      'N3',
    ]);
  });

  it('counts per unit', () => {
    const two = [
      entry('P1', 90, { ...org(1), unitKey: 'a', unitLabel: 'A' }),
      entry('P2', 80, { ...org(1), unitKey: 'a', unitLabel: 'A' }),
      entry('P3', 70, { ...org(1), unitKey: 'b', unitLabel: 'B' }),
    ];
    const output = plan({ method: 'top_n', n: 2, caps: { perOrganisation: 1 } }, two);
    expect(summary(output, two)).toEqual(['P1#1:promoted', 'P2#2:eliminated:organisation_cap', 'P3#1:promoted']);
  });

  it('with a threshold, simply does not promote the displaced entry', () => {
    const some = [entry('H1', 90, org(1)), entry('H2', 85, org(1)), entry('H3', 70, org(2))];
    const output = plan({ method: 'threshold', threshold: 80, caps: { perOrganisation: 1 } }, some);
    expect(summary(output, some)).toEqual([
      'H1#1:promoted',
      'H2#2:eliminated:organisation_cap',
      'H3#3:eliminated:below_threshold',
    ]);
    expect(output.units[0]).toMatchObject({ quota: null, promoted: 1 });
  });

  it('with score bands, takes the displaced entry out rather than down a level', () => {
    const levels = [level(1, 1, null, 90), level(2, 2, null, 80)];
    const some = [entry('G1', 95, org(1)), entry('G2', 92, org(1)), entry('G3', 85, org(2))];
    const output = plan({ method: 'award_bands', caps: { perOrganisation: 1 } }, some, { levels });
    expect(summary(output, some)).toEqual(['G1#1:awarded:L1', 'G2#2:eliminated:organisation_cap', 'G3#3:awarded:L2']);
  });

  it('with award counts, counts over every level of the unit', () => {
    const levels = [level(1, 1, 1), level(2, 2, 1), level(3, 3, 1)];
    const some = [
      entry('K1', 95, org(1)),
      entry('K2', 90, org(1)),
      entry('K3', 85, org(2)),
      entry('K4', 80, org(1)),
      entry('K5', 75, org(3)),
      entry('K6', 70, org(4)),
    ];
    const output = plan({ method: 'award_counts', caps: { perOrganisation: 1 } }, some, { levels });
    expect(summary(output, some)).toEqual([
      'K1#1:awarded:L1',
      'K2#2:eliminated:organisation_cap',
      'K3#3:awarded:L2',
      'K4#4:eliminated:organisation_cap',
      'K5#5:awarded:L3',
      'K6#6:eliminated:below_cut',
    ]);
  });
});

describe('per-region cap', () => {
  const names = { '440000': '广东省', '440100': '广州市' };
  const entries = [
    entry('R1', 95, { regionChain: ['440000', '440100', '440106'] }),
    entry('R2', 90, { regionChain: ['440000', '440100', '440103'] }),
    entry('R3', 85, { regionChain: ['440000', '440300'] }),
    entry('R4', 80, { regionChain: ['440000'] }),
    entry('R5', 75, { regionChain: ['440000', '440100'] }),
    entry('R6', 74, { regionChain: [] }),
  ];

  it('caps the region at its level, or the deepest one above it, and backfills', () => {
    const output = plan({ method: 'top_n', n: 3, caps: { perRegion: { level: 2, max: 1 } } }, entries, {
      regionNames: names,
    });
    expect(summary(output, entries)).toEqual([
      'R1#1:promoted',
      'R2#2:eliminated:region_cap',
      'R3#3:promoted',
      'R4#4:promoted',
      'R5#5:eliminated:below_cut',
      'R6#6:eliminated:below_cut',
    ]);
    expect(displacementOf(output, entries, 'R2')).toEqual({
      cap: 'region_cap',
      key: '440100',
      label: '广州市',
      limit: 1,
    });
  });

  it('labels a region without a name by its code, and never caps an entry without a region', () => {
    const output = plan({ method: 'top_n', n: 6, caps: { perRegion: { level: 2, max: 1 } } }, entries);
    expect(codesWith(output, entries, 'promoted')).toEqual(['R1', 'R3', 'R4', 'R6']);
    expect(displacementOf(output, entries, 'R5')).toEqual({
      cap: 'region_cap',
      key: '440100',
      label: '440100',
      limit: 1,
    });
  });

  it('counts a whole province at level 1', () => {
    const output = plan({ method: 'top_n', n: 6, caps: { perRegion: { level: 1, max: 2 } } }, entries, {
      regionNames: names,
    });
    expect(codesWith(output, entries, 'promoted')).toEqual(['R1', 'R2', 'R6']);
    expect(displacementOf(output, entries, 'R3')).toEqual({
      cap: 'region_cap',
      key: '440000',
      label: '广东省',
      limit: 2,
    });
  });
});

describe('category ratio', () => {
  it('computes each category limit as ceil(quota × weight / Σ weights), exactly', () => {
    const ratio = [
      { categoryId: 1, weight: 1 },
      { categoryId: 2, weight: 2 },
    ];
    expect(categoryLimit(ratio, 1, 10)).toBe(4); // ceil(10/3)
    expect(categoryLimit(ratio, 2, 10)).toBe(7); // ceil(20/3)
    expect(categoryLimit(ratio, 2, 9)).toBe(6);
    expect(categoryLimit(ratio, 3, 10)).toBe(0);
    expect(categoryLimit(ratio, null, 10)).toBe(0);
    expect(categoryLimit(ratio, 1, 0)).toBe(0);
  });

  const cat = (categoryId: number) => ({ categoryId, categoryName: `类${categoryId}` });
  const entries = [
    entry('C1', 95, cat(1)),
    entry('C2', 93, cat(2)),
    entry('C3', 91, cat(2)),
    entry('C4', 90, cat(1)),
    entry('C5', 89, cat(3)),
    entry('C6', 88, cat(1)),
    entry('C7', 87, cat(1)),
    entry('C8', 80, cat(2)),
  ];
  const ratio = [
    { categoryId: 1, weight: 3 },
    { categoryId: 2, weight: 1 },
  ];

  it('splits the quota (4: three for 类1, one for 类2, none for an unlisted category) and backfills', () => {
    const output = plan({ method: 'top_n', n: 4, caps: { categoryRatio: ratio } }, entries);
    expect(summary(output, entries)).toEqual([
      'C1#1:promoted',
      'C2#2:promoted',
      'C3#3:eliminated:category_ratio',
      'C4#4:promoted',
      'C5#5:eliminated:category_ratio',
      'C6#6:promoted',
      'C7#7:eliminated:below_cut',
      'C8#8:eliminated:below_cut',
    ]);
    expect(displacementOf(output, entries, 'C3')).toEqual({ cap: 'category_ratio', key: '2', label: '类2', limit: 1 });
    expect(displacementOf(output, entries, 'C5')).toEqual({ cap: 'category_ratio', key: '3', label: '类3', limit: 0 });
  });

  it('uses the top_percent quota of the unit', () => {
    // 50 % of 8 = 4 places, the same split as above.
    const output = plan({ method: 'top_percent', percent: 50, caps: { categoryRatio: ratio } }, entries);
    expect(codesWith(output, entries, 'promoted')).toEqual(['C1', 'C2', 'C4', 'C6']);
  });

  it('does not apply to a threshold', () => {
    const output = plan({ method: 'threshold', threshold: 88, caps: { categoryRatio: ratio } }, entries);
    expect(codesWith(output, entries, 'promoted')).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
  });
});

describe('caps combined', () => {
  it('applies organisation, region and ratio together, reporting the first full cap', () => {
    const at = (orgId: number, province: string, categoryId = 1) => ({
      ...org(orgId),
      regionChain: [province],
      categoryId,
      categoryName: `类${categoryId}`,
    });
    const entries = [
      entry('X1', 99, at(1, '110000')),
      entry('X2', 98, at(1, '120000')), // organisation 1 full
      entry('X3', 97, at(2, '110000')),
      entry('X4', 96, at(3, '110000')), // 110000 full (two)
      entry('X5', 95, at(1, '110000')), // organisation and region full: organisation reported
      entry('X6', 94, at(4, '120000', 2)), // category 2's one place (3:1 of 4 → 3 and 1)
      entry('X7', 93, at(5, '130000', 2)), // category 2 full
      entry('X8', 92, at(6, '130000')),
      entry('X9', 91, at(7, '130000')),
    ];
    const output = plan(
      {
        method: 'top_n',
        n: 4,
        caps: {
          perOrganisation: 1,
          perRegion: { level: 1, max: 2 },
          categoryRatio: [
            { categoryId: 1, weight: 3 },
            { categoryId: 2, weight: 1 },
          ],
        },
      },
      entries,
      { regionNames: { '110000': '北京市' } },
    );
    expect(summary(output, entries)).toEqual([
      'X1#1:promoted',
      'X2#2:eliminated:organisation_cap',
      'X3#3:promoted',
      'X4#4:eliminated:region_cap',
      'X5#5:eliminated:organisation_cap',
      'X6#6:promoted',
      'X7#7:eliminated:category_ratio',
      'X8#8:promoted',
      'X9#9:eliminated:below_cut',
    ]);
    expect(displacementOf(output, entries, 'X4')).toEqual({
      cap: 'region_cap',
      key: '110000',
      label: '北京市',
      limit: 2,
    });
    expect(output.units[0]).toMatchObject({ size: 9, quota: 4, promoted: 4 });
  });
});

describe('caps and ties at the cut', () => {
  it('looks for a tie at the cut after the caps', () => {
    // T2 and T3 tie for the last place, but T2 is capped: T3 alone takes it, no tie.
    const entries = [
      entry('T1', 90, org(1)),
      entry('T2', 80, org(1)),
      entry('T3', 80, org(2)),
      entry('T4', 70, org(3)),
    ];
    const output = plan({ method: 'top_n', n: 2, tieBreakers: [], caps: { perOrganisation: 1 } }, entries);
    expect(summary(output, entries)).toEqual([
      'T1#1:promoted',
      'T2#2:eliminated:organisation_cap',
      'T3#2:promoted',
      'T4#4:eliminated:below_cut',
    ]);
  });

  it('promotes all the tied entries the caps allow with promote_all', () => {
    const entries = [
      entry('T1', 90, org(1)),
      entry('T2', 80, org(2)),
      entry('T3', 80, org(3)),
      entry('T4', 80, org(2)),
    ];
    const output = plan(
      { method: 'top_n', n: 2, tieBreakers: [], tiesAtCut: 'promote_all', caps: { perOrganisation: 1 } },
      entries,
    );
    expect(summary(output, entries)).toEqual([
      'T1#1:promoted',
      'T2#2:promoted',
      'T3#2:promoted',
      'T4#2:eliminated:organisation_cap',
    ]);
    expect(output.units[0]).toMatchObject({ quota: 2, promoted: 3 });
  });
});
