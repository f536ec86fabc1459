import { describe, expect, it } from 'vitest';
import { dateRangeParams, idListParam, isCalendarDay, pageQuery } from './endpoint';
import { DATE_PATTERN, DATE_TIME_PATTERN, stageForm } from './endpoints/competition';
import { passwordRule, userNameRule } from './endpoints/user';
import { pickLocale } from './locale';
import { PASSWORD_PATTERN } from './patterns';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('idListParam', () => {
  it('takes one id or comma-joined ids of up to 15 digits', () => {
    for (const ids of ['1', '3,4,5', '999999999999999', '1,999999999999999'])
      expect(accepts(idListParam, ids), ids).toBe(true);
  });

  it('refuses an id a JavaScript number cannot hold exactly, and anything but digits and commas', () => {
    for (const ids of [
      '1234567890123456',
      '9007199254740993',
      '1,1234567890123456',
      '',
      '1,',
      ',1',
      '1,,2',
      '-1',
      '1.5',
      '1 2',
      '0x1f',
      '1e3',
    ]) {
      expect(accepts(idListParam, ids), ids).toBe(false);
    }
  });

  it('refuses a list longer than 2000 characters even when every id is valid', () => {
    const ids = Array.from({ length: 1001 }, (_, index) => String((index % 9) + 1)).join(',');
    expect(ids.length).toBeGreaterThan(2000);
    expect(accepts(idListParam, ids)).toBe(false);
    expect(accepts(idListParam, ids.slice(0, 1999))).toBe(true);
  });
});

describe('isCalendarDay', () => {
  it('knows the days of the calendar, leap years included', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30 23:59:59']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it('answers false, never throws, for text that is no date at all', () => {
    for (const text of ['', 'garbage', '2026', '--', '2026-02']) expect(isCalendarDay(text), text).toBe(false);
  });
});

describe('date and date-time patterns', () => {
  it('take yyyy-MM-dd and yyyy-MM-dd HH:mm:ss only', () => {
    expect(DATE_PATTERN.test('2026-03-01')).toBe(true);
    expect(DATE_TIME_PATTERN.test('2026-03-01 08:30:00')).toBe(true);
    expect(DATE_TIME_PATTERN.test('2026-12-31 23:59:59')).toBe(true);
    for (const text of ['2026-3-1', '2026-03-01 ', '20260301', '2026-13-01', '2026-03-32']) {
      expect(DATE_PATTERN.test(text), text).toBe(false);
    }
    for (const text of [
      '2026-03-01T08:30:00',
      '2026-03-01 24:00:00',
      '2026-03-01 08:60:00',
      '2026-03-01 08:30',
      '2026-03-01 08:30:00Z',
    ]) {
      expect(DATE_TIME_PATTERN.test(text), text).toBe(false);
    }
  });

  it('refuse, in a form, a date-time on a day the calendar does not have', () => {
    const form = {
      stageKind: 'final',
      stageName: '决赛',
      seq: 1,
      startAt: '2026-02-28 09:00:00',
      endAt: '2026-03-01 18:00:00',
    };
    expect(accepts(stageForm, form)).toBe(true);
    expect(accepts(stageForm, { ...form, startAt: '2026-02-30 09:00:00' })).toBe(false);
    expect(accepts(stageForm, { ...form, endAt: '2026-03-01T18:00:00' })).toBe(false);
  });

  it('read a stage’s track as an id or none (an empty select is none)', () => {
    const form = {
      stageKind: 'final',
      stageName: '决赛',
      seq: 3,
      startAt: '2026-02-28 09:00:00',
      endAt: '2026-03-01 18:00:00',
    };
    expect(stageForm.parse(form).trackId).toBeNull();
    expect(stageForm.parse({ ...form, trackId: '' }).trackId).toBeNull();
    expect(stageForm.parse({ ...form, trackId: null }).trackId).toBeNull();
    expect(stageForm.parse({ ...form, trackId: '12' }).trackId).toBe(12);
    expect(accepts(stageForm, { ...form, trackId: 0 })).toBe(false);
    expect(accepts(stageForm, { ...form, trackId: 'teen' })).toBe(false);
  });
});

describe('the password and user name rules', () => {
  it('take 6 to 20 characters with a letter and a digit', () => {
    for (const password of ['admin123', 'A1bcde', 'a1b2c3d4e5f6g7h8i9j0', 'pass_word-9!']) {
      expect(accepts(passwordRule, password), password).toBe(true);
      expect(PASSWORD_PATTERN.test(password), password).toBe(true);
    }
  });

  it('refuse short, long, one-kind passwords and the characters the reference forbids', () => {
    for (const password of [
      'ab12',
      'abcdef',
      '123456',
      'a1b2c3d4e5f6g7h8i9j0k',
      'abc 123',
      'abc<123',
      'abc>123',
      'abc"123',
      "abc'123",
      'abc|123',
      'abc\\123',
      'abc\t123',
    ]) {
      expect(accepts(passwordRule, password), password).toBe(false);
      expect(PASSWORD_PATTERN.test(password), password).toBe(false);
    }
  });

  it('take user names of 2 to 20 letters, digits or underscores starting with a letter', () => {
    for (const name of ['ab', 'admin', 'a_1', 'abcdefghijklmnopqrst'])
      expect(accepts(userNameRule, name), name).toBe(true);
    for (const name of ['a', '1admin', '_admin', 'ab-cd', 'abcdefghijklmnopqrstu', '张三']) {
      expect(accepts(userNameRule, name), name).toBe(false);
    }
  });
});

describe('paging and date ranges', () => {
  it('reads the page from query strings, with the spec page size as the default', () => {
    expect(pageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pageQuery.parse({ pageNum: '3', pageSize: '50', isAsc: 'descending' })).toMatchObject({
      pageNum: 3,
      pageSize: 50,
    });
    for (const query of [
      { pageNum: '0' },
      { pageSize: '501' },
      { pageSize: '1.5' },
      { pageNum: 'x' },
      { isAsc: 'up' },
    ]) {
      expect(accepts(pageQuery, query), JSON.stringify(query)).toBe(false);
    }
  });

  it('takes an empty or yyyy-MM-dd date range and refuses other text', () => {
    expect(accepts(dateRangeParams, undefined)).toBe(true);
    expect(accepts(dateRangeParams, { beginTime: '', endTime: '2026-03-01' })).toBe(true);
    expect(accepts(dateRangeParams, { beginTime: '2026-02-30' })).toBe(false);
    expect(accepts(dateRangeParams, { beginTime: '2026-03-01 00:00:00' })).toBe(false);
  });
});

describe('pickLocale', () => {
  it('follows Accept-Language by weight and falls back to zh-CN', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('en;q=0.5, zh-TW;q=0.8')).toBe('zh-CN');
    expect(pickLocale('fr-FR, en;q=0.3')).toBe('en-US');
    expect(pickLocale('fr-FR')).toBe('zh-CN');
    expect(pickLocale('')).toBe('zh-CN');
    expect(pickLocale(undefined)).toBe('zh-CN');
  });
});
