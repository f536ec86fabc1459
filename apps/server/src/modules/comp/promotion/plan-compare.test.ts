import { describe, expect, it } from 'vitest';
import { compareOutcomes } from './plan-compare';
import { entry, level, plan } from './plan-test-fixtures';

describe('compareOutcomes (what-if)', () => {
  it('lists who moves in and out, ignoring a change of level', () => {
    const levels = [level(1, 1, 1), level(2, 2, 2)];
    const entries = [entry('W1', 90), entry('W2', 85), entry('W3', 80), entry('W4', 75)];
    const before = plan({ method: 'award_counts' }, entries, { levels }).decisions;
    // One fewer silver place and one more gold: W2 changes level (not a move), W3 drops out.
    const after = plan({ method: 'award_counts' }, entries, { levels: [level(1, 1, 2), level(2, 2, 0)] }).decisions;
    expect(before.map((d) => d.levelId)).toEqual([1, 2, 2, null]);
    expect(after.map((d) => d.levelId)).toEqual([1, 1, null, null]);
    expect(compareOutcomes(before, after)).toEqual({ movedIn: [], movedOut: [1003] });
  });

  it('compares a changed n', () => {
    const entries = [entry('N1', 90), entry('N2', 85), entry('N3', 80), entry('N4', 75)];
    const two = plan({ method: 'top_n', n: 2 }, entries).decisions;
    const three = plan({ method: 'top_n', n: 3 }, entries).decisions;
    expect(compareOutcomes(two, three)).toEqual({ movedIn: [1003], movedOut: [] });
    expect(compareOutcomes(three, two)).toEqual({ movedIn: [], movedOut: [1003] });
    expect(compareOutcomes(two, two)).toEqual({ movedIn: [], movedOut: [] });
  });

  it('counts undecided and eliminated alike as not up, and sorts the ids', () => {
    const before = [
      { entryId: 1, applicationId: 30, result: 'promoted' as const },
      { entryId: 2, applicationId: 10, result: 'promoted' as const },
      { entryId: 3, applicationId: 20, result: 'undecided' as const },
      { entryId: 4, applicationId: 40, result: 'eliminated' as const },
    ];
    const after = plan({ method: 'top_n', n: 2 }, [
      entry('A3', 99, { applicationId: 20 }),
      entry('A4', 98, { applicationId: 40 }),
      entry('A1', 50, { applicationId: 30 }),
      entry('A2', 40, { applicationId: 10 }),
    ]).decisions;
    expect(compareOutcomes(before, after)).toEqual({ movedIn: [20, 40], movedOut: [10, 30] });
  });
});
