import { routerItem } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { buildRouterTree, type MenuRouteRow } from './router-tree';

function menu(row: Partial<MenuRouteRow> & Pick<MenuRouteRow, 'menuId' | 'menuName'>): MenuRouteRow {
  return {
    parentId: 0,
    orderNum: 0,
    path: '',
    component: null,
    query: null,
    routeName: '',
    isFrame: 1,
    isCache: 0,
    menuType: 'C',
    visible: '0',
    perms: null,
    icon: '#',
    ...row,
  };
}

const URL_DOCS = 'https://www.example.com:8080/docs';

/** Deliberately out of order: the builder sorts by parentId, orderNum, menuId. */
const menus: MenuRouteRow[] = [
  menu({
    menuId: 4,
    menuName: '若依官网',
    path: 'http://ruoyi.vip',
    menuType: 'M',
    isFrame: 0,
    icon: 'guide',
    orderNum: 4,
  }),
  menu({ menuId: 101, menuName: '角色管理', parentId: 1, orderNum: 2, path: 'role', component: 'system/role/index' }),
  menu({
    ...{ menuId: 100, menuName: '用户管理', parentId: 1, orderNum: 1, path: 'user', component: 'system/user/index' },
    ...{ perms: 'system:user:list', icon: 'user', query: '' },
  }),
  menu({ menuId: 1, menuName: '系统管理', path: 'system', menuType: 'M', icon: 'system', orderNum: 1 }),
  menu({ menuId: 102, menuName: '菜单管理', parentId: 1, orderNum: 3, path: 'menu', component: 'system/menu/index' }),
  menu({ menuId: 103, menuName: '隐藏菜单', parentId: 1, orderNum: 3, path: 'hide', component: 'x/y', visible: '1' }),
  menu({ menuId: 108, menuName: '日志管理', parentId: 1, orderNum: 9, path: 'log', menuType: 'M', icon: 'log' }),
  menu({ menuId: 120, menuName: '文档', parentId: 1, orderNum: 10, path: URL_DOCS, isCache: 1 }),
  menu({
    ...{ menuId: 500, menuName: '操作日志', parentId: 108, orderNum: 1, path: 'operlog' },
    ...{ component: 'monitor/operlog/index', perms: ' monitor:operlog:list, monitor:operlog:query,, ' },
  }),
  menu({ menuId: 1000, menuName: '用户查询', parentId: 100, menuType: 'F', perms: 'system:user:query' }),
  menu({ menuId: 1001, menuName: '按钮', parentId: 0, orderNum: 0, menuType: 'F', perms: 'x:y:z' }),
  menu({ menuId: 3, menuName: '系统工具', path: 'tool', menuType: 'M', icon: 'tool', orderNum: 3 }),
  menu({ menuId: 1002, menuName: '工具按钮', parentId: 3, menuType: 'F', perms: 'tool:x' }),
  menu({
    ...{ menuId: 5, menuName: '看板', path: 'dashboard', component: 'comp/dash/index', routeName: 'board' },
    ...{ query: '{"id":1}', perms: 'comp:dash:view', orderNum: 5, icon: 'chart' },
  }),
  menu({ menuId: 6, menuName: '帮助', path: 'https://docs.example.org', menuType: 'M', orderNum: 6, icon: 'help' }),
  menu({ menuId: 7, menuName: '孤儿', parentId: 999, path: 'orphan', component: 'x/orphan' }),
  menu({ menuId: 8, menuName: '孤儿的孩子', parentId: 7, path: 'orphan2', component: 'x/orphan2' }),
];

const tree = buildRouterTree(menus);
const byName = (name: string) => tree.find((r) => r.name === name);
const system = byName('System')!;

describe('buildRouterTree', () => {
  it('orders top-level routes by orderNum and ignores buttons and orphans', () => {
    expect(tree.map((r) => [r.name, r.path])).toEqual([
      ['System', '/system'],
      ['Tool', '/tool'],
      ['Http://ruoyi.vip', 'http://ruoyi.vip'],
      ['', '/'],
      ['Https://docs.example.org', '/'],
    ]);
    expect(JSON.stringify(tree)).not.toMatch(/orphan|system:user:query|x:y:z|tool:x/);
  });

  it('builds a top-level directory with alwaysShow, noRedirect and Layout', () => {
    expect(Object.keys(system)).toEqual([
      'name',
      'path',
      'hidden',
      'redirect',
      'component',
      'alwaysShow',
      'meta',
      'children',
    ]);
    expect({ ...system, children: undefined }).toEqual({
      name: 'System',
      path: '/system',
      hidden: false,
      redirect: 'noRedirect',
      component: 'Layout',
      alwaysShow: true,
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
      children: undefined,
    });
    expect(system.children!.map((r) => r.name)).toEqual([
      'User',
      'Role',
      'Menu',
      'Hide',
      'Log',
      URL_DOCS.replace('h', 'H'),
    ]);
  });

  it('emits a page with its view component, permissions and no empty query', () => {
    const user = system.children![0];
    expect(user).toEqual({
      name: 'User',
      path: 'user',
      hidden: false,
      component: 'system/user/index',
      meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
      permissions: ['system:user:list'],
    });
    expect(Object.keys(user)).toEqual(['name', 'path', 'hidden', 'component', 'meta', 'permissions']);
    expect(user.children).toBeUndefined();
    expect(system.children![1].permissions).toBeUndefined();
  });

  it('returns hidden menus with hidden true', () => {
    expect(system.children!.find((r) => r.name === 'Hide')).toMatchObject({ hidden: true, component: 'x/y' });
  });

  it('uses ParentView for a nested directory without component, with its children', () => {
    const log = system.children!.find((r) => r.name === 'Log')!;
    expect(log).toMatchObject({ path: 'log', component: 'ParentView', alwaysShow: true, redirect: 'noRedirect' });
    expect(log.children).toEqual([
      {
        name: 'Operlog',
        path: 'operlog',
        hidden: false,
        component: 'monitor/operlog/index',
        meta: { title: '操作日志', icon: '#', noCache: false, link: null },
        permissions: ['monitor:operlog:list', 'monitor:operlog:query'],
      },
    ]);
  });

  it('turns an internal link inside a directory into an InnerLink route', () => {
    expect(system.children!.at(-1)).toEqual({
      name: 'Https://www.example.com:8080/docs',
      path: 'example/com/8080/docs',
      hidden: false,
      component: 'InnerLink',
      meta: { title: '文档', icon: '#', noCache: true, link: URL_DOCS },
    });
  });

  it('leaves a directory without children as a plain route', () => {
    expect(byName('Tool')).toEqual({
      name: 'Tool',
      path: '/tool',
      hidden: false,
      component: 'Layout',
      meta: { title: '系统工具', icon: 'tool', noCache: false, link: null },
    });
  });

  it('emits an external link as is', () => {
    expect(byName('Http://ruoyi.vip')).toEqual({
      name: 'Http://ruoyi.vip',
      path: 'http://ruoyi.vip',
      hidden: false,
      component: 'Layout',
      meta: { title: '若依官网', icon: 'guide', noCache: false, link: 'http://ruoyi.vip' },
    });
  });

  it('wraps a top-level page in a nameless Layout route without meta (the frame case)', () => {
    const frame = byName('')!;
    expect(frame).toEqual({
      name: '',
      path: '/',
      hidden: false,
      component: 'Layout',
      query: '{"id":1}',
      children: [
        {
          name: 'Board',
          path: 'dashboard',
          hidden: false,
          component: 'comp/dash/index',
          query: '{"id":1}',
          meta: { title: '看板', icon: 'chart', noCache: false, link: null },
          permissions: ['comp:dash:view'],
        },
      ],
      permissions: ['comp:dash:view'],
    });
    expect(Object.keys(frame)).toEqual(['name', 'path', 'hidden', 'component', 'query', 'children', 'permissions']);
    expect(Object.keys(frame.children![0])).toEqual([
      'name',
      'path',
      'hidden',
      'component',
      'query',
      'meta',
      'permissions',
    ]);
  });

  it('wraps a top-level internal link around an InnerLink child', () => {
    expect(byName('Https://docs.example.org')).toEqual({
      name: 'Https://docs.example.org',
      path: '/',
      hidden: false,
      component: 'Layout',
      meta: { title: '帮助', icon: 'help', noCache: false, link: null },
      children: [
        {
          name: 'Docs/example/org',
          path: 'docs/example/org',
          hidden: false,
          component: 'InnerLink',
          meta: { title: '帮助', icon: 'help', noCache: false, link: 'https://docs.example.org' },
        },
      ],
    });
  });

  it('keeps every key in the reference order, query included when non-empty', () => {
    const [dir] = buildRouterTree([
      menu({ menuId: 1, menuName: 'A', path: 'a', menuType: 'M', query: '{"q":1}', routeName: 'alpha' }),
      menu({ menuId: 2, menuName: 'B', parentId: 1, path: 'b', component: 'a/b' }),
    ]);
    const order = ['name', 'path', 'hidden', 'redirect', 'component', 'query', 'alwaysShow', 'meta', 'children'];
    expect(Object.keys(dir)).toEqual(order);
    expect(JSON.stringify(dir)).toBe(
      '{"name":"Alpha","path":"/a","hidden":false,"redirect":"noRedirect","component":"Layout","query":"{\\"q\\":1}",' +
        '"alwaysShow":true,"meta":{"title":"A","icon":"#","noCache":false,"link":null},"children":[{"name":"B",' +
        '"path":"b","hidden":false,"component":"a/b","meta":{"title":"B","icon":"#","noCache":false,"link":null}}]}',
    );
  });

  it('parses with the wire schema unchanged', () => {
    expect(routerItem.array().parse(tree)).toEqual(tree);
  });

  it('returns an empty tree for no menus', () => {
    expect(buildRouterTree([])).toEqual([]);
  });
});
