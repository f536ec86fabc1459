import { describe, expect, it } from 'vitest';
import { addDays, type Calendar, isWorkday, nthWorkday, workdaysAfter, workdaysBetween } from './working-days';

// The tests' own fixture (not the seeded calendar): a holiday week Thursday 2030-05-02 to Monday
// 2030-05-06, with Saturday 2030-05-11 worked in exchange (调休).
const fixture: Calendar = new Map([
  ['2030-05-01', false], // Wednesday
  ['2030-05-02', false],
  ['2030-05-03', false],
  ['2030-05-04', false], // Saturday, named but off anyway
  ['2030-05-05', false],
  ['2030-05-06', false], // Monday off
  ['2030-05-11', true], // Saturday worked
]);
const empty: Calendar = new Map();

describe('working days', () => {
  it('follows the week where the calendar says nothing', () => {
    expect(isWorkday('2030-04-22', empty)).toBe(true); // Monday
    expect(isWorkday('2030-04-26', empty)).toBe(true); // Friday
    expect(isWorkday('2030-04-27', empty)).toBe(false); // Saturday
    expect(isWorkday('2030-04-28', empty)).toBe(false); // Sunday
  });

  it('takes holidays and make-up days from the calendar', () => {
    expect(isWorkday('2030-05-02', fixture)).toBe(false);
    expect(isWorkday('2030-05-06', fixture)).toBe(false);
    expect(isWorkday('2030-05-11', fixture)).toBe(true);
    expect(isWorkday('2030-05-12', fixture)).toBe(false);
  });

  it('counts a plain week: five working days from a Monday end that Friday', () => {
    expect(nthWorkday('2030-04-22', 5, empty)).toBe('2030-04-26');
    // Opened on a Saturday: the window starts on Monday.
    expect(nthWorkday('2030-04-27', 5, empty)).toBe('2030-05-03');
  });

  it('skips the holiday and counts the make-up Saturday', () => {
    // Mon 29, Tue 30 count; 1–6 May are off; Tue 7, Wed 8, Thu 9 complete five.
    expect(nthWorkday('2030-04-29', 5, fixture)).toBe('2030-05-09');
    // From Thursday 9: Thu 9, Fri 10, Sat 11 (worked), Mon 13, Tue 14.
    expect(nthWorkday('2030-05-09', 5, fixture)).toBe('2030-05-14');
    // Without the make-up day the same window would end a day later.
    const noMakeUp = new Map([...fixture].filter(([day]) => day !== '2030-05-11'));
    expect(nthWorkday('2030-05-09', 5, noMakeUp)).toBe('2030-05-15');
  });

  it('extends a window by working days after its last day', () => {
    expect(workdaysAfter('2030-04-30', 2, fixture)).toBe('2030-05-08');
    expect(workdaysAfter('2030-05-10', 1, fixture)).toBe('2030-05-11');
  });

  it('counts the working days of a span, both ends included', () => {
    expect(workdaysBetween('2030-04-29', '2030-05-12', fixture)).toBe(7);
    expect(workdaysBetween('2030-05-12', '2030-05-11', fixture)).toBe(0);
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => nthWorkday('2030-04-22', 0, empty)).toThrow(RangeError);
    expect(() => nthWorkday('2030-04-22', 1.5, empty)).toThrow(RangeError);
  });
});
