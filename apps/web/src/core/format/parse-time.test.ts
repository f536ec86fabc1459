import { describe, expect, it } from 'vitest';
import { parseTime, toDate } from './parse-time';

describe('date formatter (spec section 7)', () => {
  const local = new Date(2026, 0, 5, 8, 3, 9); // a Monday

  it('fills y m d h i s with two-digit padding, by default as y-m-d h:i:s', () => {
    expect(parseTime(local)).toBe('2026-01-05 08:03:09');
    expect(parseTime(local, '{y}/{m}/{d}')).toBe('2026/01/05');
    expect(parseTime(local, '{h}时{i}分{s}秒')).toBe('08时03分09秒');
  });

  it('names the weekday with a, in the language asked for', () => {
    expect(parseTime(local, '{y}-{m}-{d} 星期{a}')).toBe('2026-01-05 星期一');
    expect(parseTime(local, '{a}', 'en-US')).toBe('Mon');
    expect(parseTime(new Date(2026, 0, 4), '{a}')).toBe('日');
  });

  it('treats 10-digit timestamps as seconds and longer ones as milliseconds', () => {
    const ms = local.getTime();
    const seconds = Math.floor(ms / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)).toBe('2026-01-05 08:03:09');
    expect(parseTime(String(seconds))).toBe('2026-01-05 08:03:09');
    expect(parseTime(ms)).toBe('2026-01-05 08:03:09');
    expect(parseTime(String(ms))).toBe('2026-01-05 08:03:09');
  });

  it('reads the server strings as local time, with or without T and milliseconds', () => {
    expect(parseTime('2026-01-05 08:03:09')).toBe('2026-01-05 08:03:09');
    expect(parseTime('2026-01-05T08:03:09.123')).toBe('2026-01-05 08:03:09');
    expect(parseTime('2026-01-05', '{y}{m}{d}')).toBe('20260105');
  });

  it('gives null for nothing or an unreadable date', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});
