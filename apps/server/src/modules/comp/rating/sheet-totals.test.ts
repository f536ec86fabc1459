import { rubricCriterion, sheetTotal } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { maxTotal, rawTotal } from './sheet-totals';

const criteria = [
  rubricCriterion.parse({ code: 'idea', name: 'Idea', max: 40, step: 0.1, weight: 1.5 }),
  rubricCriterion.parse({ code: 'team', name: 'Team', max: 30, step: 0.1, weight: 0.5 }),
  rubricCriterion.parse({ code: 'go', name: 'Go', max: 1, independent: true, required: false }),
];

describe('rawTotal', () => {
  it('weighted is the scoring page total: Σ weight × value in hundredths, independent criteria out', () => {
    const items = { idea: { value: 33.3 }, team: { value: 20.1 }, go: { value: 1 } };
    // 1.5 × 3330 = 4995, 0.5 × 2010 = 1005 → 6000 hundredths.
    expect(rawTotal('weighted', criteria, items)).toBe(60);
    expect(rawTotal('weighted', criteria, items)).toBe(sheetTotal(criteria, items));
  });

  it('sum adds the values exactly (0.1 + 0.2 is 0.3) and skips empty ones', () => {
    expect(rawTotal('sum', criteria, { idea: { value: 0.1 }, team: { value: 0.2 }, go: { value: 1 } })).toBe(0.3);
    expect(rawTotal('sum', criteria, { idea: { value: 12.5 }, team: { value: null } })).toBe(12.5);
    expect(rawTotal('weighted', criteria, {})).toBe(0);
  });

  it('max total by the same rule', () => {
    expect(maxTotal('weighted', criteria)).toBe(75);
    expect(maxTotal('sum', criteria)).toBe(70);
  });
});
