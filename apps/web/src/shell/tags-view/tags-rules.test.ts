import { describe, expect, it } from 'vitest';
import {
  addVisited,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  contextMenuLeft,
  menuVisibility,
  scrollTarget,
  targetAfterClose,
} from './tags-rules';
import type { VisitedView } from './visited-view';

const view = (path: string, affix = false, search = ''): VisitedView => ({
  path,
  fullPath: `${path}${search}`,
  query: {},
  name: path,
  title: path.slice(1),
  meta: { affix },
});

const home = view('/index', true);
const user = view('/system/user');
const post = view('/system/post');
const role = view('/system/role');
const tabs = [home, user, post, role];
const paths = (views: readonly VisitedView[]) => views.map((item) => item.path);

describe('the tab rules', () => {
  it('keeps one tab per path, updating its full path, and adds new ones at the end', () => {
    expect(paths(addVisited(tabs, view('/monitor/online')))).toEqual([...paths(tabs), '/monitor/online']);
    const updated = addVisited(tabs, view('/system/post', false, '?status=0'));
    expect(paths(updated)).toEqual(paths(tabs));
    expect(updated[2].fullPath).toBe('/system/post?status=0');
    expect(addVisited(tabs, view('/system/user'))).toBe(tabs);
  });

  it('keeps one tab for a single-tab route: the next application replaces the scoring tab in place', () => {
    const pattern = '/taskinfo/role-auth/detail/:proId/:taskId';
    const scoring = (path: string, singleTab: boolean): VisitedView => ({
      ...view(path),
      name: pattern,
      meta: { affix: false, singleTab },
    });
    const first = addVisited(tabs, scoring('/taskinfo/role-auth/detail/1/7', true));
    const next = addVisited([...first, view('/comp/myReview')], scoring('/taskinfo/role-auth/detail/2/7', true));
    expect(paths(next)).toEqual([...paths(tabs), '/taskinfo/role-auth/detail/2/7', '/comp/myReview']);
    // A route without the flag keeps the reference's one tab per path.
    const perPath = addVisited(first, scoring('/taskinfo/role-auth/detail/2/7', false));
    expect(paths(perPath)).toEqual([...paths(first), '/taskinfo/role-auth/detail/2/7']);
  });

  it('close current removes the tab, but never an affixed one', () => {
    expect(paths(closeView(tabs, post))).toEqual(['/index', '/system/user', '/system/role']);
    expect(paths(closeView(tabs, home))).toEqual(paths(tabs));
  });

  it('close others keeps the affixed tabs and the chosen one', () => {
    expect(paths(closeOthers(tabs, post))).toEqual(['/index', '/system/post']);
  });

  it('close left and close right keep the affixed tabs on that side', () => {
    expect(paths(closeLeft(tabs, post))).toEqual(['/index', '/system/post', '/system/role']);
    expect(paths(closeRight(tabs, user))).toEqual(['/index', '/system/user']);
    const affixLast = [user, post, view('/pinned', true)];
    expect(paths(closeRight(affixLast, user))).toEqual(['/system/user', '/pinned']);
  });

  it('close all keeps only the affixed tabs', () => {
    expect(paths(closeAll(tabs))).toEqual(['/index']);
  });

  it('offers close current except on affixed tabs, close left except on the first, close right except on the last', () => {
    expect(menuVisibility(tabs, home)).toEqual({ closeCurrent: false, closeLeft: false, closeRight: true });
    expect(menuVisibility(tabs, post)).toEqual({ closeCurrent: true, closeLeft: true, closeRight: true });
    expect(menuVisibility(tabs, role)).toEqual({ closeCurrent: true, closeLeft: true, closeRight: false });
    expect(menuVisibility([user], user)).toEqual({ closeCurrent: true, closeLeft: false, closeRight: false });
  });

  it('after closing the active tab goes to the last remaining one, else to /, and a closed Dashboard reloads itself', () => {
    expect(targetAfterClose([home, user], post, '/system/post', '/index')).toBe('/system/user');
    expect(targetAfterClose([home, user], role, '/system/user', '/index')).toBeUndefined();
    expect(targetAfterClose([], post, '/system/post', '/index')).toBe('/');
    expect(targetAfterClose([], view('/index', false, '?a=1'), '/index', '/index')).toBe('/redirect/index?a=1');
  });

  it('puts the context menu 15 px right of the click, clamped inside the bar (menu width 105)', () => {
    expect(contextMenuLeft(300, 200, 1000)).toBe(115);
    expect(contextMenuLeft(1190, 200, 1000)).toBe(895);
    expect(contextMenuLeft(100, 200, 1000)).toBe(0);
  });

  it('scrolls so the active tab and its neighbours show, 4 px from the edge', () => {
    const boxes = Array.from({ length: 10 }, (_, index) => ({ left: index * 100, width: 95 }));
    expect(scrollTarget(boxes, 0, 300, 350)).toBe(0);
    expect(scrollTarget(boxes, 9, 0, 350)).toBe(995 - 350);
    // With the strip's end padding: all the way to the end of the content.
    expect(scrollTarget(boxes, 9, 0, 350, 1007)).toBe(1007 - 350);
    // Tab 5's next neighbour ends at 695 + 4: scrolled right just enough.
    expect(scrollTarget(boxes, 5, 0, 350)).toBe(699 - 350);
    // Tab 3's previous neighbour starts at 200 - 4: scrolled left to it.
    expect(scrollTarget(boxes, 3, 500, 350)).toBe(196);
    expect(scrollTarget(boxes, 3, 180, 350)).toBe(180);
  });
});
