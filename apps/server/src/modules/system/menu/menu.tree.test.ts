import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './menu.tree';

const menus = [
  { menuId: 1, parentId: 0, menuName: '系统管理', menuNameEn: 'System', status: '0' },
  { menuId: 2, parentId: 1, menuName: '用户管理', menuNameEn: 'Users', status: '0' },
  { menuId: 3, parentId: 1, menuName: '自建菜单', menuNameEn: null, status: '1' },
];

describe('buildMenuTree (issue 30: menu trees in the request language)', () => {
  it('labels menus in English for an English request, the Chinese name where no English one is kept', () => {
    expect(buildMenuTree(menus, 'en-US')).toEqual([
      {
        id: 1,
        label: 'System',
        disabled: false,
        children: [
          { id: 2, label: 'Users', disabled: false },
          { id: 3, label: '自建菜单', disabled: true },
        ],
      },
    ]);
  });

  it('labels menus in Chinese by default', () => {
    expect(buildMenuTree(menus)[0]?.label).toBe('系统管理');
    expect(buildMenuTree(menus, 'zh-CN')[0]?.children?.map((node) => node.label)).toEqual(['用户管理', '自建菜单']);
  });
});
