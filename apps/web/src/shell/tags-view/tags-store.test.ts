import { beforeEach, describe, expect, it } from 'vitest';
import {
  affixViews,
  claimViews,
  closeAllTabs,
  closeTab,
  dropCached,
  resetTagsStore,
  restoreViews,
  TAGS_STORAGE_KEY,
  useTagsStore,
  visitView,
} from './tags-store';
import type { VisitedView } from './visited-view';

const view = (path: string, search = '', noCache = false): VisitedView => ({
  path,
  fullPath: `${path}${search}`,
  query: {},
  name: path,
  title: path,
  meta: { noCache },
});

beforeEach(() => {
  sessionStorage.clear();
  resetTagsStore();
});

describe('the tabs store', () => {
  it('starts from the affixed home tab', () => {
    expect(affixViews().map((item) => [item.path, item.meta.affix])).toEqual([['/index', true]]);
    expect(useTagsStore.getState().views.map((item) => item.path)).toEqual(['/index']);
  });

  it('keeps a visited page cached unless noCache, and forgets it when its tab closes or refreshes', () => {
    visitView(view('/system/user'));
    visitView(view('/system/post'));
    visitView(view('/grouping/x', '', true));
    expect(useTagsStore.getState().cached).toEqual(['/system/user', '/system/post']);
    dropCached(view('/system/user'));
    expect(useTagsStore.getState().cached).toEqual(['/system/post']);
    visitView(view('/system/user'));
    expect(useTagsStore.getState().cached).toEqual(['/system/post', '/system/user']);
    closeTab(view('/system/post'));
    expect(useTagsStore.getState().cached).toEqual(['/system/user']);
    // Another query for the same tab: the page kept at the old full path goes.
    visitView(view('/system/user', '?deptId=2'));
    expect(useTagsStore.getState().cached).toEqual(['/system/user?deptId=2']);
    closeAllTabs();
    expect(useTagsStore.getState()).toMatchObject({ cached: [] });
    expect(useTagsStore.getState().views.map((item) => item.path)).toEqual(['/index']);
  });

  it('stores the tabs in this browser tab, so they come back after a reload', () => {
    visitView(view('/system/user'));
    const stored = sessionStorage.getItem(TAGS_STORAGE_KEY);
    expect(restoreViews(stored).views.map((item) => item.path)).toEqual(['/index', '/system/user']);
    expect(restoreViews('not json').views.map((item) => item.path)).toEqual(['/index']);
    expect(restoreViews('{"views":[{"path":"no-slash"}]}').views.map((item) => item.path)).toEqual(['/index']);
  });

  it('drops another user’s tabs', () => {
    claimViews(1);
    visitView(view('/system/user'));
    claimViews(1);
    expect(useTagsStore.getState().views).toHaveLength(2);
    claimViews(2);
    expect(useTagsStore.getState().views.map((item) => item.path)).toEqual(['/index']);
    expect(useTagsStore.getState().owner).toBe(2);
  });
});
