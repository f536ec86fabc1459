import { describe, expect, it } from 'vitest';
import {
  type RubricCriterion,
  rubricCriteria,
  rubricCriterion,
  rubricMaxTotal,
  sheetProblems,
  sheetTotal,
} from './rubric';

const criteria: RubricCriterion[] = rubricCriteria.parse([
  {
    code: 'innovation',
    name: '创新性',
    max: 30,
    step: 0.5,
    weight: 1,
    anchors: [{ from: 25, to: 30, text: '国内领先' }],
    comment: [
      { when: 'at_or_below', share: 0.4 },
      { when: 'at_or_above', share: 0.95 },
    ],
  },
  { code: 'market', name: '市场前景', max: 10, step: 0.1, weight: 1.5 },
  { code: 'team', name: '团队', min: 1, max: 10, step: 1, weight: 1, required: false },
  { code: 'recommend', name: '是否推荐', max: 1, step: 1, independent: true },
]);

describe('rubric criteria', () => {
  it('refuse a range upside down, a step of more than two decimals, anchors outside the range and repeated codes', () => {
    const base = { code: 'x', name: 'X', max: 10 };
    expect(rubricCriterion.safeParse({ ...base, min: 10 }).error?.issues[0]?.message).toBe('max must be above min');
    expect(rubricCriterion.safeParse({ ...base, step: 0.005 }).error?.issues[0]?.message).toBe(
      'step has at most two decimals',
    );
    expect(
      rubricCriterion.safeParse({ ...base, anchors: [{ from: 8, to: 12, text: 'too high' }] }).error?.issues[0]
        ?.message,
    ).toBe('each anchor lies inside min and max, from before to');
    expect(rubricCriteria.safeParse([base, base]).error?.issues[0]?.message).toBe('criterion codes are unique');
    expect(rubricCriterion.safeParse({ ...base, code: 'Bad Code' }).success).toBe(false);
  });
});

describe('score sheets', () => {
  it('check the range and the step counted from the minimum', () => {
    expect(sheetProblems(criteria, { innovation: { value: 31 } }, 'draft')).toEqual([
      { code: 'innovation', kind: 'range', min: 0, max: 30 },
    ]);
    expect(sheetProblems(criteria, { innovation: { value: 20.25 } }, 'draft')).toEqual([
      { code: 'innovation', kind: 'step', step: 0.5 },
    ]);
    expect(sheetProblems(criteria, { market: { value: 7.3 } }, 'draft')).toEqual([]);
    expect(sheetProblems(criteria, { market: { value: 7.301 } }, 'draft')).toEqual([
      { code: 'market', kind: 'step', step: 0.1 },
    ]);
    expect(sheetProblems(criteria, { team: { value: 0 } }, 'draft')).toEqual([
      { code: 'team', kind: 'range', min: 1, max: 10 },
    ]);
    expect(sheetProblems(criteria, { nope: { value: 1 } }, 'draft')).toEqual([{ code: 'nope', kind: 'unknown' }]);
  });

  it('ask on submit for every required value and for comments at the set shares of the maximum', () => {
    expect(sheetProblems(criteria, {}, 'draft')).toEqual([]);
    expect(sheetProblems(criteria, {}, 'submit')).toEqual([
      { code: 'innovation', kind: 'missing' },
      { code: 'market', kind: 'missing' },
      { code: 'recommend', kind: 'missing' },
    ]);
    const low = { innovation: { value: 12 }, market: { value: 5 }, recommend: { value: 1 } };
    expect(sheetProblems(criteria, low, 'submit')).toEqual([{ code: 'innovation', kind: 'comment' }]);
    expect(sheetProblems(criteria, { ...low, innovation: { value: 12.5 } }, 'submit')).toEqual([]);
    expect(sheetProblems(criteria, { ...low, innovation: { value: 28.5 } }, 'submit')).toEqual([
      { code: 'innovation', kind: 'comment' },
    ]);
    expect(sheetProblems(criteria, { ...low, innovation: { value: 28.5, comment: '  国内领先  ' } }, 'submit')).toEqual(
      [],
    );
  });

  it('sum the weighted criteria exactly, leaving independent ones out', () => {
    expect(sheetTotal(criteria, { innovation: { value: 0.5 }, market: { value: 0.1 } })).toBe(0.65);
    expect(sheetTotal(criteria, { market: { value: 0.1 }, team: { value: 2 } })).toBe(2.15);
    expect(sheetTotal(criteria, { innovation: { value: 27.5 }, market: { value: 8.3 }, recommend: { value: 1 } })).toBe(
      39.95,
    );
    expect(rubricMaxTotal(criteria)).toBe(55);
  });
});
