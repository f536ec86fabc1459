import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('query-string builder', () => {
  it('skips null, undefined and empty strings but keeps 0 and false', () => {
    expect(buildQueryString({ a: 1, b: '', c: null, d: undefined, e: 0, f: false, g: 'x' })).toBe(
      'a=1&e=0&f=false&g=x',
    );
  });

  it('expands nested objects as name[key], skipping their empty values', () => {
    expect(buildQueryString({ params: { beginTime: '2026-01-01', endTime: '', dataScope: null } })).toBe(
      'params%5BbeginTime%5D=2026-01-01',
    );
    expect(buildQueryString({ a: { b: { c: 1 } } })).toBe('a%5Bb%5D%5Bc%5D=1');
  });

  it('expands arrays by index, the way qs reads them back', () => {
    expect(buildQueryString({ ids: [3, 4] })).toBe('ids%5B0%5D=3&ids%5B1%5D=4');
  });

  it('encodes names and values', () => {
    expect(buildQueryString({ 'user name': '张 三&x=1' })).toBe('user%20name=%E5%BC%A0%20%E4%B8%89%26x%3D1');
  });

  it('gives an empty string for no params', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: '' })).toBe('');
  });
});
