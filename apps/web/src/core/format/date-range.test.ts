import { describe, expect, it } from 'vitest';
import { buildQueryString } from '../http/query-string';
import { addDateRange } from './date-range';

describe('date-range helper (spec section 7)', () => {
  it('adds beginTime and endTime under params', () => {
    const query = { pageNum: 1, postName: 'x' };
    expect(addDateRange(query, ['2026-01-01', '2026-01-31'])).toEqual({
      pageNum: 1,
      postName: 'x',
      params: { beginTime: '2026-01-01', endTime: '2026-01-31' },
    });
    // The input is left as it was.
    expect(query).toEqual({ pageNum: 1, postName: 'x' });
  });

  it('adds begin{X} and end{X} for a property name, keeping other params', () => {
    const query = { params: { beginTime: '2026-01-01', endTime: '2026-01-31' } };
    expect(addDateRange(query, ['2026-02-01', '2026-02-28'], 'LoginTime').params).toEqual({
      beginTime: '2026-01-01',
      endTime: '2026-01-31',
      beginLoginTime: '2026-02-01',
      endLoginTime: '2026-02-28',
    });
  });

  it('sets empty ends for no range, which the query string then leaves out', () => {
    const query = addDateRange({ status: '0', params: null }, null);
    expect(query.params).toEqual({ beginTime: undefined, endTime: undefined });
    expect(buildQueryString(query)).toBe('status=0');
    expect(buildQueryString(addDateRange({}, ['2026-01-01', '2026-01-02']))).toBe(
      'params%5BbeginTime%5D=2026-01-01&params%5BendTime%5D=2026-01-02',
    );
  });
});
