import { describe, expect, it } from 'vitest';
import { PATTERN_SUBJECT_MAX, patternProblem, safePattern } from './safe-pattern';

const ACCEPTED = [
  '^[A-Z]{2}\\d{4}$',
  '^1[3-9]\\d{9}$',
  '^[\\w.+-]+@[\\w-]+\\.[\\w.]+$',
  '^(\\d{3}-){2}\\d{4}$',
  '^(ab|cd)+$',
  '^(a|b)*$',
  '^(?:https?://)?[a-z]+$',
  '^\\p{Script=Han}{2,10}$',
  '^(?<year>\\d{4})-\\d{2}$',
  '^(?=.*\\d)[a-z\\d]{8,}$',
  '^[\\]\\[]+$',
  '^(a|ab)?c$',
  '^(\\d+)?$',
  '^(\\d{3}-)+\\d{4}$',
  '^(\\+86)?1\\d{10}$',
  '^\\d{1,3}(,\\d{3})*$',
  '^[A-Z]{2,3}\\d{4,6}$',
  '^\\d+(\\.\\d{1,2})?$',
  '^[^@\\s]+@[^@\\s]+$',
  '^(?:[a-z]+-)*[a-z]+$',
  '^(\\d|-)*$',
  '^(a?b)*$',
  '^((a|b)c)*$',
  '^((ab)+c)+$',
  '^([a-z]+\\d)*$',
  '^((ab)*c)+$',
];

describe('patternProblem', () => {
  it.each(ACCEPTED)('accepts %s', (source) => {
    expect(patternProblem(source)).toBeUndefined();
    expect(safePattern(source)).toBeInstanceOf(RegExp);
  });

  it.each([
    '(a+)+$',
    '^(a+)+$',
    '^(a*)*$',
    '^(a|aa)*$',
    '^(a|a)+$',
    '^(|a)+$',
    '^(a+){2,5}$',
    '^(a{1,9}){9}$',
    '^((a+)?)+$',
    '^(a?)+$',
    '^a+a+$',
    '^a?a?a?a?aaaa$',
    '^\\d+.\\d+$',
    '^.+@.+$',
    '^[a-z]+x[a-z]+$',
    '^a+b*a+$',
    '^([ab]{2,}[a-z]*)[ab]*[ab]+$',
    '^(x[a-z]+)[a-z]+$',
    '^(a[ab]*b)+$',
    '^((a|ab)(c|bcd))*$',
    '^(ab|ac)+$',
    '^(x.*y)?[a-y]+$',
    '^(a)\\1$',
    '^(?<x>a)\\k<x>$',
    '(?<=a)b',
    '(?<!a)b',
    `^${'a'.repeat(201)}$`,
  ])('refuses %s as unsafe', (source) => {
    expect(patternProblem(source)).toBe('unsafe');
    expect(safePattern(source)).toBeNull();
  });

  it.each(['(', '[a-', 'a{2', '\\', '*a', '(?<a)'])('refuses %s as invalid', (source) => {
    expect(patternProblem(source)).toBe('invalid');
  });

  it('reads escaped parentheses and brackets as characters', () => {
    expect(patternProblem('^\\(\\d+\\)$')).toBeUndefined();
    expect(patternProblem('^[(+]+$')).toBeUndefined();
  });

  it('lets accepted patterns fail fast on the longest texts they run on', () => {
    const texts = ['a', '1', 'ab', 'a1', 'a-', 'ab1', 'x.'].map(
      (unit) => `${unit.repeat(PATTERN_SUBJECT_MAX / unit.length)}!`,
    );
    const started = Date.now();
    for (const source of ACCEPTED)
      for (const text of texts) safePattern(source)?.test(text.slice(0, PATTERN_SUBJECT_MAX));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
