import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../sidebar/menu-nodes';
import { splitTopItems, topItemOf, visibleTopCount } from './top-items';

describe('the top menu', () => {
  it('shows as many items as fit in a third of the window at 85 px each, 5 when the width is unknown', () => {
    expect(visibleTopCount(1440)).toBe(5);
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(1366)).toBe(5);
    expect(visibleTopCount(1020)).toBe(4);
    expect(visibleTopCount(undefined)).toBe(5);
    expect(visibleTopCount(0)).toBe(5);
    expect(visibleTopCount(Number.NaN)).toBe(5);
  });

  it('puts the items past the count under the more menu', () => {
    expect(splitTopItems([1, 2, 3, 4, 5, 6, 7], 5)).toEqual({ shown: [1, 2, 3, 4, 5], more: [6, 7] });
    expect(splitTopItems([1, 2], 5)).toEqual({ shown: [1, 2], more: [] });
  });

  it('finds the top item that holds the active page', () => {
    const tops: MenuNode[] = [
      { key: '/index', title: 'Home', path: '/index' },
      {
        key: '/system',
        title: 'system',
        children: [
          { key: '/system/user', title: 'user', path: '/system/user' },
          { key: '/system/log', title: 'log', children: [{ key: '/system/log/operlog', title: 'op', path: '/x' }] },
        ],
      },
    ];
    expect(topItemOf(tops, '/system/log/operlog')?.key).toBe('/system');
    expect(topItemOf(tops, '/index')?.key).toBe('/index');
    expect(topItemOf(tops, '/user/profile')).toBeUndefined();
  });
});
