import { describe, expect, it } from 'vitest';
import { percentQuota } from './plan-quota';
import { codesWith, entry, level, plan, summary } from './plan-test-fixtures';
import type { PlanEntry } from './plan-types';

// Hand-computed fixtures of the planner (docs/promotion.md, "The planner"). The summary form is
// `code#rank:result[:reason or :L<levelId>]`, in decision order.

const five = () => [entry('A1', 90), entry('A2', 85), entry('A3', 80), entry('A4', 75), entry('A5', 70)];

describe('top_n', () => {
  it('promotes the first n of the unit and cuts the rest', () => {
    const entries = five();
    const output = plan({ method: 'top_n', n: 3 }, entries);
    expect(summary(output, entries)).toEqual([
      'A1#1:promoted',
      'A2#2:promoted',
      'A3#3:promoted',
      'A4#4:eliminated:below_cut',
      'A5#5:eliminated:below_cut',
    ]);
    expect(output.units).toEqual([{ unitKey: 'stage', unit: '全部', size: 5, quota: 3, promoted: 3 }]);
  });

  it('promotes everyone when n exceeds the unit, the quota staying n', () => {
    const entries = five();
    const output = plan({ method: 'top_n', n: 10 }, entries);
    expect(codesWith(output, entries, 'promoted')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(output.units[0]).toMatchObject({ size: 5, quota: 10, promoted: 5 });
  });

  it('ranks by the exact score, not a rounded one', () => {
    const entries = [entry('A1', 80.004), entry('A2', 80.005), entry('A3', 80.0049999)];
    const output = plan({ method: 'top_n', n: 1 }, entries);
    expect(summary(output, entries)).toEqual([
      'A2#1:promoted',
      'A3#2:eliminated:below_cut',
      'A1#3:eliminated:below_cut',
    ]);
  });
});

describe('top_percent', () => {
  const ten = () => Array.from({ length: 10 }, (_, i) => entry(`P${i + 1}`, 100 - i));

  it('takes ceil(percent × size / 100): 30 % of 10 is 3, 25 % of 10 is 3, 5 % of 10 is 1', () => {
    const entries = ten();
    expect(codesWith(plan({ method: 'top_percent', percent: 30 }, entries), entries, 'promoted')).toEqual([
      'P1',
      'P2',
      'P3',
    ]);
    expect(plan({ method: 'top_percent', percent: 25 }, entries).units[0]).toMatchObject({ quota: 3, promoted: 3 });
    expect(plan({ method: 'top_percent', percent: 5 }, entries).units[0]).toMatchObject({ quota: 1, promoted: 1 });
    expect(plan({ method: 'top_percent', percent: 100 }, entries).units[0]).toMatchObject({ quota: 10, promoted: 10 });
  });

  it('counts only ranked entries in the size', () => {
    const entries = [
      ...ten(),
      entry('X11', null),
      entry('X12', 99, { excluded: true }),
      entry('X13', 98, { validSheets: 0 }),
    ];
    const output = plan({ method: 'top_percent', percent: 30 }, entries);
    expect(output.units[0]).toMatchObject({ size: 10, quota: 3, promoted: 3 });
  });

  it('guards the quota against floating-point noise', () => {
    // 1.1 × 3000 / 100 is 33.00000000000001 in doubles; a bare ceil would give 34.
    expect((1.1 * 3000) / 100).not.toBe(33);
    expect(percentQuota(1.1, 3000)).toBe(33);
    expect(percentQuota(8.3, 3000)).toBe(249);
    expect(percentQuota(4.6, 3000)).toBe(138);
    expect(percentQuota(30, 10)).toBe(3);
    expect(percentQuota(33.3, 30)).toBe(10);
    expect(percentQuota(12.5, 0)).toBe(0);
    const many = Array.from({ length: 3000 }, (_, i) => entry(`M${i + 1}`, 10000 - i));
    expect(plan({ method: 'top_percent', percent: 1.1 }, many).units[0]).toMatchObject({ quota: 33, promoted: 33 });
  });
});

describe('threshold', () => {
  it('promotes every ranked score at or above the threshold', () => {
    const entries = [entry('T1', 90), entry('T2', 80), entry('T3', 79.99), entry('T4', null), entry('T5', 95)];
    const output = plan({ method: 'threshold', threshold: 80 }, entries);
    expect(summary(output, entries)).toEqual([
      'T5#1:promoted',
      'T1#2:promoted',
      'T2#3:promoted',
      'T3#4:eliminated:below_threshold',
      'T4#-:eliminated:min_reviews',
    ]);
    expect(output.units[0]).toMatchObject({ size: 4, quota: null, promoted: 3 });
  });
});

describe('entries not ranked', () => {
  it('puts excluded entries and those short of minReviews last, unranked, by code', () => {
    const entries = [
      entry('E1', 99, { excluded: true }),
      entry('E2', 98, { validSheets: 1 }),
      entry('E3', 70, { validSheets: 2 }),
      entry('E4', 80, { validSheets: 5 }),
      entry('E5', null, { validSheets: 3 }),
      entry('E6', 60),
    ];
    const output = plan({ method: 'top_n', n: 5, minReviews: 2 }, entries);
    expect(summary(output, entries)).toEqual([
      'E4#1:promoted',
      'E3#2:promoted',
      'E6#3:promoted',
      'E1#-:eliminated:excluded',
      'E2#-:eliminated:min_reviews',
      'E5#-:eliminated:min_reviews',
    ]);
    expect(output.units[0]).toMatchObject({ size: 3, promoted: 3 });
  });
});

describe('tie-breakers', () => {
  it('criterion: the higher mean first, a missing mean lowest', () => {
    const entries = [
      entry('C1', 80, { criterionMeans: { innovation: 8 } }),
      entry('C2', 80, { criterionMeans: { innovation: 9 } }),
      entry('C3', 80, { criterionMeans: { market: 10 } }),
      entry('C4', 81),
    ];
    const output = plan({ method: 'top_n', n: 2, tieBreakers: [{ kind: 'criterion', code: 'innovation' }] }, entries);
    expect(summary(output, entries)).toEqual([
      'C4#1:promoted',
      'C2#2:promoted',
      'C1#3:eliminated:below_cut',
      'C3#4:eliminated:below_cut',
    ]);
  });

  it('top_marks: more marks at the maximum first (the default breaker)', () => {
    const entries = [
      entry('M1', 80, { topMarks: 2 }),
      entry('M2', 80, { topMarks: 5 }),
      entry('M3', 80, { topMarks: 2 }),
    ];
    const output = plan({ method: 'top_n', n: 1 }, entries);
    expect(summary(output, entries)).toEqual([
      'M2#1:promoted',
      'M1#2:eliminated:below_cut',
      'M3#2:eliminated:below_cut',
    ]);
  });

  it('task_rank: the lower rank first, no rank last', () => {
    const entries = [entry('R1', 80, { taskRank: 3 }), entry('R2', 80, { taskRank: 1 }), entry('R3', 80)];
    const output = plan({ method: 'top_n', n: 2, tieBreakers: [{ kind: 'task_rank' }] }, entries);
    expect(summary(output, entries)).toEqual(['R2#1:promoted', 'R1#2:promoted', 'R3#3:eliminated:below_cut']);
  });

  it('applies the breakers in the rule order, the next one only on equality', () => {
    const entries = [
      entry('B1', 80, { criterionMeans: { x: 7 }, topMarks: 9, taskRank: 1 }),
      entry('B2', 80, { criterionMeans: { x: 8 }, topMarks: 1, taskRank: 2 }),
      entry('B3', 80, { criterionMeans: { x: 8 }, topMarks: 3, taskRank: 3 }),
    ];
    const rule = { method: 'top_n' as const, n: 3 };
    const byX = plan({ ...rule, tieBreakers: [{ kind: 'criterion', code: 'x' }, { kind: 'top_marks' }] }, entries);
    expect(summary(byX, entries)).toEqual(['B3#1:promoted', 'B2#2:promoted', 'B1#3:promoted']);
    const byMarks = plan({ ...rule, tieBreakers: [{ kind: 'top_marks' }, { kind: 'criterion', code: 'x' }] }, entries);
    expect(summary(byMarks, entries)).toEqual(['B1#1:promoted', 'B3#2:promoted', 'B2#3:promoted']);
    const byTask = plan({ ...rule, tieBreakers: [{ kind: 'task_rank' }] }, entries);
    expect(summary(byTask, entries)).toEqual(['B1#1:promoted', 'B2#2:promoted', 'B3#3:promoted']);
  });

  it('shares a rank among entries still equal (1, 2, 2, 4), listed by code whatever their ids', () => {
    // B01 has the lower id, A02 the lower code: the code decides the listing.
    const entries = [entry('Z09', 70), entry('B01', 80), entry('A02', 80), entry('K03', 90)];
    const output = plan({ method: 'top_n', n: 4, tieBreakers: [] }, entries);
    expect(summary(output, entries)).toEqual(['K03#1:promoted', 'A02#2:promoted', 'B01#2:promoted', 'Z09#4:promoted']);
  });
});

describe('ties at the cut', () => {
  const tied = () => [entry('T1', 90), entry('T2', 80), entry('T3', 80), entry('T4', 70)];

  it('promote_all takes every tied entry in and exceeds the quota', () => {
    const entries = tied();
    const output = plan({ method: 'top_n', n: 2, tieBreakers: [], tiesAtCut: 'promote_all' }, entries);
    expect(summary(output, entries)).toEqual([
      'T1#1:promoted',
      'T2#2:promoted',
      'T3#2:promoted',
      'T4#4:eliminated:below_cut',
    ]);
    expect(output.units[0]).toMatchObject({ size: 4, quota: 2, promoted: 3 });
  });

  it('decide leaves every tied entry at the cut undecided', () => {
    const entries = tied();
    const output = plan({ method: 'top_n', n: 2, tieBreakers: [], tiesAtCut: 'decide' }, entries);
    expect(summary(output, entries)).toEqual([
      'T1#1:promoted',
      'T2#2:undecided:tie_at_cut',
      'T3#2:undecided:tie_at_cut',
      'T4#4:eliminated:below_cut',
    ]);
    expect(output.units[0]).toMatchObject({ quota: 2, promoted: 1 });
  });

  it('is no tie at the cut when the tied group fits inside the quota', () => {
    const entries = tied();
    const output = plan({ method: 'top_n', n: 3, tieBreakers: [], tiesAtCut: 'decide' }, entries);
    expect(codesWith(output, entries, 'promoted')).toEqual(['T1', 'T2', 'T3']);
    expect(codesWith(output, entries, 'undecided')).toEqual([]);
  });

  it('is settled by a tie-breaker before it reaches the cut', () => {
    const entries = [
      entry('T1', 90),
      entry('T2', 80, { topMarks: 1 }),
      entry('T3', 80, { topMarks: 2 }),
      entry('T4', 70),
    ];
    const output = plan({ method: 'top_n', n: 2, tiesAtCut: 'decide' }, entries);
    expect(summary(output, entries)).toEqual([
      'T1#1:promoted',
      'T3#2:promoted',
      'T2#3:eliminated:below_cut',
      'T4#4:eliminated:below_cut',
    ]);
  });
});

describe('award_counts', () => {
  // Levels given out of order: the planner sorts them by rank order.
  const levels = [level(3, 3, 2), level(1, 1, 1), level(2, 2, 2), level(9, 4, null)];

  it('fills the levels in rank order, each with its count', () => {
    const entries = [70, 95, 90, 88, 85, 80, 75].map((s, i) => entry(`W${i + 1}`, s));
    const output = plan({ method: 'award_counts' }, entries, { levels, purpose: 'award' });
    expect(summary(output, entries)).toEqual([
      'W2#1:awarded:L1',
      'W3#2:awarded:L2',
      'W4#3:awarded:L2',
      'W5#4:awarded:L3',
      'W6#5:awarded:L3',
      'W7#6:eliminated:below_cut',
      'W1#7:eliminated:below_cut',
    ]);
    expect(output.units[0]).toMatchObject({ size: 7, quota: 5, promoted: 5 });
  });

  it('a tie across a level boundary: promote_all gives all the higher level and the places are used up', () => {
    // Places: gold, silver, silver, bronze, bronze. A1 and A2 share rank 1 over gold and silver.
    const entries = [
      entry('A1', 95),
      entry('A2', 95),
      entry('A3', 90),
      entry('A4', 85),
      entry('A5', 80),
      entry('A6', 70),
    ];
    const output = plan({ method: 'award_counts', tieBreakers: [], tiesAtCut: 'promote_all' }, entries, { levels });
    expect(summary(output, entries)).toEqual([
      'A1#1:awarded:L1',
      'A2#1:awarded:L1',
      'A3#3:awarded:L2',
      'A4#4:awarded:L3',
      'A5#5:awarded:L3',
      'A6#6:eliminated:below_cut',
    ]);
  });

  it('a tie across a level boundary: decide leaves the tied entries undecided and the next take their places', () => {
    const entries = [
      entry('A1', 95),
      entry('A2', 95),
      entry('A3', 90),
      entry('A4', 85),
      entry('A5', 80),
      entry('A6', 70),
    ];
    const output = plan({ method: 'award_counts', tieBreakers: [], tiesAtCut: 'decide' }, entries, { levels });
    expect(summary(output, entries)).toEqual([
      'A1#1:undecided:tie_at_cut',
      'A2#1:undecided:tie_at_cut',
      'A3#3:awarded:L2',
      'A4#4:awarded:L3',
      'A5#5:awarded:L3',
      'A6#6:eliminated:below_cut',
    ]);
    expect(output.units[0]).toMatchObject({ quota: 5, promoted: 3 });
  });

  it('a tie inside one level is no tie at all; a tie at the last place is a tie at the cut', () => {
    const entries = [95, 90, 90, 85, 80, 80, 70].map((s, i) => entry(`A${i + 1}`, s));
    const decide = plan({ method: 'award_counts', tieBreakers: [] }, entries, { levels });
    expect(summary(decide, entries)).toEqual([
      'A1#1:awarded:L1',
      'A2#2:awarded:L2',
      'A3#2:awarded:L2',
      'A4#4:awarded:L3',
      'A5#5:undecided:tie_at_cut',
      'A6#5:undecided:tie_at_cut',
      'A7#7:eliminated:below_cut',
    ]);
    const all = plan({ method: 'award_counts', tieBreakers: [], tiesAtCut: 'promote_all' }, entries, { levels });
    expect(codesWith(all, entries, 'awarded')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(all.units[0]).toMatchObject({ quota: 5, promoted: 6 });
  });
});

describe('award_bands', () => {
  it('gives each ranked entry the best level whose minimum it reaches', () => {
    const levels = [level(2, 2, null, 80), level(1, 1, null, 90), level(3, 3, null, 70), level(4, 4, 5, null)];
    const entries = [
      entry('S1', 95),
      entry('S2', 90),
      entry('S3', 85),
      entry('S4', 79.5),
      entry('S5', 60),
      entry('S6', null),
    ];
    const output = plan({ method: 'award_bands' }, entries, { levels, purpose: 'award' });
    expect(summary(output, entries)).toEqual([
      'S1#1:awarded:L1',
      'S2#2:awarded:L1',
      'S3#3:awarded:L2',
      'S4#4:awarded:L3',
      'S5#5:eliminated:below_cut',
      'S6#-:eliminated:min_reviews',
    ]);
    expect(output.units[0]).toMatchObject({ size: 5, quota: null, promoted: 4 });
  });
});

describe('units', () => {
  it('plans each unit on its own, ordered by label then key by characters (never a locale)', () => {
    const entries = [
      entry('U1', 90, { unitKey: '12', unitLabel: '第二组' }),
      entry('U2', 80, { unitKey: '12', unitLabel: '第二组' }),
      entry('U3', 70, { unitKey: '11', unitLabel: '第一组' }),
      entry('U4', 60, { unitKey: '11', unitLabel: '第一组' }),
      entry('U5', 50, { unitKey: 'b', unitLabel: 'X' }),
      entry('U6', 40, { unitKey: 'a', unitLabel: 'X' }),
    ];
    const output = plan({ method: 'top_n', n: 1, scope: 'review_group' }, entries);
    // 一 (U+4E00) before 二 (U+4E8C); a pinyin collation would put 二 (er) before 一 (yi).
    expect(output.units.map((u) => `${u.unit}/${u.unitKey}`)).toEqual(['X/a', 'X/b', '第一组/11', '第二组/12']);
    expect(summary(output, entries)).toEqual([
      'U6#1:promoted',
      'U5#1:promoted',
      'U3#1:promoted',
      'U4#2:eliminated:below_cut',
      'U1#1:promoted',
      'U2#2:eliminated:below_cut',
    ]);
    expect(output.decisions.map((d) => d.unitLabel)).toEqual(['X', 'X', '第一组', '第一组', '第二组', '第二组']);
  });

  it('reports an empty unit (no ranked entry) with size 0 and nobody promoted', () => {
    const entries = [
      entry('E1', 90, { unitKey: 'g1', unitLabel: 'G1' }),
      entry('E2', 80, { unitKey: 'g2', unitLabel: 'G2', excluded: true }),
      entry('E3', null, { unitKey: 'g2', unitLabel: 'G2' }),
    ];
    const byN = plan({ method: 'top_n', n: 2 }, entries);
    expect(byN.units).toEqual([
      { unitKey: 'g1', unit: 'G1', size: 1, quota: 2, promoted: 1 },
      { unitKey: 'g2', unit: 'G2', size: 0, quota: 2, promoted: 0 },
    ]);
    expect(summary(byN, entries)).toEqual(['E1#1:promoted', 'E2#-:eliminated:excluded', 'E3#-:eliminated:min_reviews']);
    expect(plan({ method: 'top_percent', percent: 50 }, entries).units[1]).toMatchObject({ size: 0, quota: 0 });
    expect(plan({ method: 'top_n', n: 2 }, []).units).toEqual([]);
  });
});

/** A deterministic shuffle (no Math.random): a fixed stride permutation. */
function permute<T>(items: T[], stride: number): T[] {
  return items.map((_, i) => items[(i * stride + 3) % items.length]);
}

function mixed(count: number, unitCount: number): PlanEntry[] {
  return Array.from({ length: count }, (_, i) =>
    entry(`D${String(i + 1).padStart(5, '0')}`, i % 17 === 0 ? null : 50 + ((i * 7919) % 400) / 8, {
      unitKey: `u${i % unitCount}`,
      unitLabel: `组${(i % unitCount) % 4}`,
      orgId: i % 11 === 0 ? null : (i % 13) + 1,
      orgName: `Org ${(i % 13) + 1}`,
      regionChain: ['110000', `1101${String(i % 5).padStart(2, '0')}`],
      categoryId: (i % 3) + 1,
      categoryName: `类${(i % 3) + 1}`,
      topMarks: i % 4,
      taskRank: i % 6 === 0 ? null : (i % 9) + 1,
      excluded: i % 29 === 0,
    }),
  );
}

describe('determinism', () => {
  it('gives the same output whatever the input order', () => {
    const entries = mixed(401, 6); // 401 is prime, so every stride below is a permutation
    const rules = [
      { method: 'top_n' as const, n: 9, caps: { perOrganisation: 2, perRegion: { level: 2 as const, max: 4 } } },
      { method: 'top_percent' as const, percent: 40, tiesAtCut: 'promote_all' as const },
      {
        method: 'award_counts' as const,
        caps: {
          categoryRatio: [
            { categoryId: 1, weight: 2 },
            { categoryId: 2, weight: 1 },
          ],
        },
      },
      { method: 'threshold' as const, threshold: 70, caps: { perOrganisation: 3 } },
    ];
    const levels = [level(1, 1, 2), level(2, 2, 5)];
    for (const rule of rules) {
      const base = plan(rule, entries, { levels });
      expect(base.decisions).toHaveLength(401);
      for (const stride of [7, 100, 400]) {
        expect(plan(rule, permute(entries, stride), { levels })).toEqual(base);
      }
      expect(plan(rule, [...entries].reverse(), { levels })).toEqual(base);
    }
  });
});

describe('a large input', () => {
  it('plans 10,000 entries over 250 units correctly (not timed here)', () => {
    const entries = Array.from({ length: 10000 }, (_, i) =>
      entry(`L${String(i + 1).padStart(5, '0')}`, 1000 - Math.floor(i / 250) + (i % 250) / 1000, {
        unitKey: `g${String(i % 250).padStart(3, '0')}`,
        unitLabel: `组${String(i % 250).padStart(3, '0')}`,
      }),
    );
    const output = plan({ method: 'top_n', n: 5 }, permute(entries, 7919));
    expect(output.units).toHaveLength(250);
    expect(output.decisions).toHaveLength(10000);
    for (const unit of output.units) expect(unit).toMatchObject({ size: 40, quota: 5, promoted: 5 });
    // Unit g007's entries are i ≡ 7 (mod 250); the best five are the first five of them.
    const promoted = output.decisions.filter((d) => d.unitKey === 'g007' && d.result === 'promoted');
    expect(promoted.map((d) => d.entryId)).toEqual([8, 258, 508, 758, 1008]);
  });
});
