import { describe, expect, it } from 'vitest';
import { ageOn, checkCharOf, parseIdNumber } from './id-number';

/** A valid 18-character number for a birth date (region 110105, sequence 123). */
const idFor = (yyyymmdd: string, sequence = '123') => {
  const first17 = `110105${yyyymmdd}${sequence}`;
  return first17 + checkCharOf(first17);
};

describe('ID numbers (GB 11643)', () => {
  it('checks the check character, X included, and reads the birth date and sex', () => {
    // The standard's own example number.
    expect(parseIdNumber('11010519491231002X')).toEqual({ birthDate: '1949-12-31', sex: 'f' });
    expect(parseIdNumber('11010519491231002x')).toEqual({ birthDate: '1949-12-31', sex: 'f' });
    expect(parseIdNumber('110105194912310021')).toEqual({ problem: 'checkDigit' });
    expect(parseIdNumber(idFor('20080229', '131'))).toEqual({ birthDate: '2008-02-29', sex: 'm' });
  });

  it('refuses impossible dates and malformed numbers', () => {
    expect(parseIdNumber(idFor('20070229'))).toEqual({ problem: 'birthDate' });
    expect(parseIdNumber(idFor('20081301'))).toEqual({ problem: 'birthDate' });
    expect(parseIdNumber('1101051949123100')).toEqual({ problem: 'format' });
    expect(parseIdNumber('11010519491231002Y')).toEqual({ problem: 'format' });
  });

  it('accepts legacy 15-digit numbers as births in the 1900s', () => {
    expect(parseIdNumber('110105491231002')).toEqual({ birthDate: '1949-12-31', sex: 'f' });
    expect(parseIdNumber('110105490230002')).toEqual({ problem: 'birthDate' });
  });
});

describe('age on a reference date', () => {
  it('completes a year on the birthday', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2030-01-01', '2026-06-15')).toBe(-4);
  });

  it('turns a 29 February birth a year older on 1 March in a common year, on 29 February in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});
