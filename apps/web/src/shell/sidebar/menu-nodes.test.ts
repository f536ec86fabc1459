import type { RouterItem } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { activeMenuKey, ancestorKeys, menuNodes, resolveMenuPath, uniqueOpenKeys } from './menu-nodes';

const meta = (title: string, icon = '#', link: string | null = null) => ({ title, icon, noCache: false, link });

function page(path: string, title: string, extra: Partial<RouterItem> = {}): RouterItem {
  return { name: title, path, hidden: false, component: `${path}/index`, meta: meta(title, 'user'), ...extra };
}

function directory(path: string, title: string, children: RouterItem[], extra: Partial<RouterItem> = {}): RouterItem {
  return {
    name: title,
    path,
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta(title, 'system'),
    children,
    ...extra,
  };
}

describe('menuNodes (the routes of getRouters as the sidebar)', () => {
  it('shows a directory with its visible children, at resolved paths, and skips hidden routes', () => {
    const nodes = menuNodes([
      directory('/system', '系统管理', [
        page('user', '用户管理'),
        page('secret', '隐藏页', { hidden: true }),
        directory('log', '日志管理', [page('operlog', '操作日志')], { component: 'ParentView' }),
      ]),
      directory('/hidden', '隐藏目录', [page('x', 'X')], { hidden: true }),
    ]);
    expect(nodes).toEqual([
      {
        key: '/system',
        title: '系统管理',
        icon: 'system',
        children: [
          {
            key: '/system/user',
            title: '用户管理',
            icon: 'user',
            path: '/system/user',
            query: undefined,
            external: false,
          },
          {
            key: '/system/log',
            title: '日志管理',
            icon: 'system',
            children: [
              {
                key: '/system/log/operlog',
                title: '操作日志',
                icon: 'user',
                path: '/system/log/operlog',
                query: undefined,
                external: false,
              },
            ],
          },
        ],
      },
    ]);
  });

  it('shows a parent with a single visible child as that child, with the parent icon as fallback', () => {
    // The server wraps a top-level page in a nameless Layout route at '/'.
    const wrapper: RouterItem = {
      name: '',
      path: '/',
      hidden: false,
      component: 'Layout',
      children: [{ ...page('guide', '使用指南'), meta: meta('使用指南', '') }, page('old', '旧版', { hidden: true })],
    };
    const withIcon = { ...wrapper, meta: meta('容器', 'guide') };
    expect(menuNodes([wrapper])).toEqual([
      { key: '/guide', title: '使用指南', icon: undefined, path: '/guide', query: undefined, external: false },
    ]);
    expect(menuNodes([withIcon])[0]).toMatchObject({ key: '/guide', title: '使用指南', icon: 'guide' });
  });

  it('keeps an alwaysShow parent as a submenu even with one child', () => {
    const nodes = menuNodes([directory('/tool', '系统工具', [page('gen', '代码生成')])]);
    expect(nodes[0]).toMatchObject({ key: '/tool', title: '系统工具', children: [{ key: '/tool/gen' }] });
  });

  it('keeps a single child that has children of its own as a submenu', () => {
    const nested = directory('log', '日志管理', [page('operlog', '操作日志'), page('logininfor', '登录日志')], {
      component: 'ParentView',
    });
    const nodes = menuNodes([directory('/system', '系统管理', [nested], { alwaysShow: false })]);
    expect(nodes[0]).toMatchObject({ key: '/system', children: [{ key: '/system/log', children: [{}, {}] }] });
  });

  it('shows a parent whose children are all hidden as a page of its own', () => {
    const nodes = menuNodes([
      directory('/report', '统计报表', [page('detail', '明细', { hidden: true })], { alwaysShow: false }),
    ]);
    expect(nodes).toEqual([
      { key: '/report', title: '统计报表', icon: 'system', path: '/report', query: undefined, external: false },
    ]);
  });

  it('keeps external links as their address, and reads the query of a page', () => {
    const external: RouterItem = {
      name: 'Https://example.com',
      path: 'https://example.com/docs',
      hidden: false,
      component: 'Layout',
      meta: meta('官方文档网站', 'link', 'https://example.com/docs'),
    };
    const inside = directory('/system', '系统管理', [
      page('http://intranet.local/a', '内网系统'),
      page('config', '参数设置', { query: '{"type":"sys","id":1}' }),
    ]);
    const nodes = menuNodes([external, inside]);
    expect(nodes[0]).toEqual({
      key: 'https://example.com/docs',
      title: '官方文档网站',
      icon: 'link',
      path: 'https://example.com/docs',
      query: undefined,
      external: true,
    });
    expect(nodes[1].children?.[0]).toMatchObject({ key: 'http://intranet.local/a', external: true });
    expect(nodes[1].children?.[1]).toMatchObject({
      key: '/system/config',
      path: '/system/config',
      query: { type: 'sys', id: '1' },
    });
  });

  it('leaves out a route without a title (nothing to show)', () => {
    const bare: RouterItem = { name: '', path: '/', hidden: false, component: 'Layout', children: [] };
    expect(menuNodes([bare])).toEqual([]);
  });
});

describe('menu paths, open submenus and the active item', () => {
  it('resolves paths as the reference does', () => {
    expect(resolveMenuPath('/', '/system')).toBe('/system');
    expect(resolveMenuPath('/system', 'user')).toBe('/system/user');
    expect(resolveMenuPath('/system/log', '')).toBe('/system/log');
    expect(resolveMenuPath('/system', '/abs')).toBe('/abs');
    expect(resolveMenuPath('/system', 'https://a.example')).toBe('https://a.example');
    expect(resolveMenuPath('https://a.example', 'x')).toBe('https://a.example');
  });

  const nodes = menuNodes([
    directory('/system', '系统管理', [
      page('user', '用户管理'),
      directory('log', '日志管理', [page('operlog', '操作日志')], { component: 'ParentView' }),
    ]),
    directory('/monitor', '系统监控', [page('online', '在线用户')]),
  ]);

  it('names the submenus that hold an item', () => {
    expect(ancestorKeys(nodes, '/system/log/operlog')).toEqual(['/system', '/system/log']);
    expect(ancestorKeys(nodes, '/monitor/online')).toEqual(['/monitor']);
    expect(ancestorKeys(nodes, '/index')).toEqual([]);
  });

  it('keeps one submenu open at a time, with the submenus around it', () => {
    expect(uniqueOpenKeys(nodes, ['/system'], ['/system', '/monitor'])).toEqual(['/monitor']);
    expect(uniqueOpenKeys(nodes, ['/system'], ['/system', '/system/log'])).toEqual(['/system', '/system/log']);
    expect(uniqueOpenKeys(nodes, ['/system', '/system/log'], ['/system/log', '/monitor'])).toEqual(['/monitor']);
    // Closing keeps what remains open.
    expect(uniqueOpenKeys(nodes, ['/system', '/system/log'], ['/system'])).toEqual(['/system']);
  });

  it("highlights the route's activeMenu, else its path", () => {
    expect(activeMenuKey('/system/user-auth/role/3', '/system/user')).toBe('/system/user');
    expect(activeMenuKey('/system/user', undefined)).toBe('/system/user');
  });
});
