import { describe, expect, it } from 'vitest';
import { patternProblem, safePattern } from './safe-pattern';

describe('patternProblem', () => {
  it.each([
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
  ])('accepts %s', (source) => {
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
    '^(\\d|-)*$',
    '^([a-z]+\\d)*$',
    '^((ab)*c)+$',
    '^(a?b)*$',
    '^(a+){2,5}$',
    '^((a|b)c)*$',
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
});
