import type { RouterItem } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n';
import type { RouteHandle } from '../../core/routing/route-handle';
import { breadcrumbItems } from './breadcrumb-items';

const t = (key: Parameters<typeof translate>[0]) => translate(key, 'zh-CN');
const match = (pathname: string, handle?: RouteHandle) => ({ pathname, handle });
const meta = (title: string) => ({ title, icon: '#', noCache: false, link: null });
const menus: RouterItem[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统管理'),
    children: [
      { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: meta('用户管理') },
      { name: 'Role', path: 'role', hidden: false, component: 'system/role/index', meta: meta('角色管理') },
    ],
  },
];

describe('breadcrumbItems', () => {
  it('is home alone on the home page', () => {
    const crumbs = breadcrumbItems([match('/'), match('/'), match('/index', { titleKey: 'shell.home' })], t, []);
    expect(crumbs).toEqual([{ key: '/index', title: '首页' }]);
  });

  it('starts at home, names directories without a link, and ends with the page as text', () => {
    const crumbs = breadcrumbItems(
      [
        match('/'),
        match('/'),
        match('/system/', { title: '系统管理', redirect: 'noRedirect' }),
        match('/system/log/', { title: '日志管理', redirect: 'noRedirect' }),
        match('/system/log/operlog', { title: '操作日志' }),
      ],
      t,
      [],
    );
    expect(crumbs).toEqual([
      { key: '/index', title: '首页', path: '/index' },
      { key: '/system/', title: '系统管理' },
      { key: '/system/log/', title: '日志管理' },
      { key: '/system/log/operlog', title: '操作日志' },
    ]);
  });

  it('links a parent page, skips routes without a title, and names a guarded route once, under its menu', () => {
    const guarded: RouteHandle = { titleKey: 'route.assignRoles', activeMenu: '/system/user', hidden: true };
    expect(
      breadcrumbItems(
        [match('/'), match('/system/user-auth/role/3', guarded), match('/system/user-auth/role/3', guarded)],
        t,
        menus,
      ),
    ).toEqual([
      { key: '/index', title: '首页', path: '/index' },
      { key: '/system/', title: '系统管理' },
      { key: '/system/user/', title: '用户管理', path: '/system/user' },
      { key: '/system/user-auth/role/3', title: '分配角色' },
    ]);
    // A parent menu the user may not see leaves the trail to the guarded page's own title.
    expect(breadcrumbItems([match('/system/user-auth/role/3', guarded)], t, [])).toEqual([
      { key: '/index', title: '首页', path: '/index' },
      { key: '/system/user-auth/role/3', title: '分配角色' },
    ]);
    expect(
      breadcrumbItems(
        [match('/'), match('/report/', { title: '报表' }), match('/report/detail', { title: '明细' })],
        t,
        [],
      ),
    ).toEqual([
      { key: '/index', title: '首页', path: '/index' },
      { key: '/report/', title: '报表', path: '/report' },
      { key: '/report/detail', title: '明细' },
    ]);
  });

  it('follows the language of the titles from the catalogue', () => {
    const en = (key: Parameters<typeof translate>[0]) => translate(key, 'en-US');
    expect(breadcrumbItems([match('/profile', { titleKey: 'shell.profile' })], en, [])).toEqual([
      { key: '/index', title: 'Home', path: '/index' },
      { key: '/profile', title: 'Personal Centre' },
    ]);
  });
});
