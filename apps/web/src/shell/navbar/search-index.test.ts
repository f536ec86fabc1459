import type { RouterItem } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { createMenuSearch, entryHref, type SearchEntry, searchEntries } from './search-index';

const page = (path: string, title: string, extra: Partial<RouterItem> = {}): RouterItem => ({
  name: title,
  path,
  hidden: false,
  component: `x/${path}`,
  meta: { title, icon: 'user', noCache: false, link: null },
  ...extra,
});

const menus: RouterItem[] = [
  {
    ...page('/system', '系统管理'),
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    children: [
      page('user', '用户管理'),
      page('post', '岗位管理', { query: '{"status":"0"}' }),
      page('secret', '隐藏页面', { hidden: true }),
      {
        ...page('log', '日志管理'),
        component: 'ParentView',
        redirect: 'noRedirect',
        children: [page('operlog', '操作日志')],
      },
    ],
  },
  page('https://example.com/docs', '文档'),
];

describe('the menu search index', () => {
  it('lists every visible page by its title path, leaving out noRedirect directories and hidden routes', () => {
    const entries = searchEntries(menus);
    expect(entries.map((entry) => [entry.title.join(' > '), entry.path])).toEqual([
      ['系统管理 > 用户管理', '/system/user'],
      ['系统管理 > 岗位管理', '/system/post'],
      ['系统管理 > 日志管理 > 操作日志', '/system/log/operlog'],
      ['文档', 'https://example.com/docs'],
    ]);
    expect(entryHref(entries[1])).toBe('/system/post?status=0');
    expect(entryHref(entries[0])).toBe('/system/user');
  });

  it('finds pages by title and by path', () => {
    const search = createMenuSearch(searchEntries(menus));
    expect(search('操作日志')[0].path).toBe('/system/log/operlog');
    expect(search('operlog')[0].path).toBe('/system/log/operlog');
    expect(search('')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });

  it('ranks a title match above a path match (title weight 0.7, path weight 0.3)', () => {
    // Both match 'users' one character in, in a field of the same length: only the weights decide.
    const entries: SearchEntry[] = [
      { title: ['Posts'], path: '/users' },
      { title: ['#users'], path: '/posts' },
    ];
    const results = createMenuSearch(entries)('users');
    expect(results.map((entry) => entry.path)).toEqual(['/posts', '/users']);
  });
});
