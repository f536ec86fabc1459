import type { Menu } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { filterIcons } from '../../../components/icon-select';
import { MENU_ICON_NAMES } from '../../../components/icon-select/menu-icon';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as MenuPage } from './index';
import { menuFieldNames, withoutHiddenFields } from './menu-fields';
import { menuParentOptions } from './parent-options';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

function menu(menuId: number, parentId: number, menuName: string, menuType: string, extra: Partial<Menu> = {}): Menu {
  return {
    menuId,
    parentId,
    menuName,
    orderNum: 1,
    path: '',
    component: null,
    query: null,
    routeName: '',
    isFrame: '1',
    isCache: '0',
    menuType,
    visible: '0',
    status: '0',
    perms: null,
    icon: '#',
    createTime: '2026-01-05 09:00:00',
    remark: null,
    catalogue: false,
    ...extra,
  };
}

const menus = [
  menu(1, 0, '系统管理', 'M', { path: 'system', icon: 'system' }),
  menu(100, 1, '用户管理', 'C', {
    path: 'user',
    component: 'system/user/index',
    perms: 'system:user:list',
    icon: 'user',
    catalogue: true,
  }),
  menu(1000, 100, '用户查询', 'F', { perms: 'system:user:query' }),
  menu(101, 1, '评委库', 'C', { path: 'judges', component: 'comp/judges/index', perms: 'comp:judges:list' }),
];

function renderPage() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MenuPage />
    </AppProviders>,
  );
}

const labels = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('.ant-form-item-label label')).map((label) => label.textContent ?? '');
/** The dialog once its loader has answered: the parent field names its choice from the loaded tree. */
async function openedDialog(parentTitle: string) {
  const dialog = await screen.findByRole('dialog', undefined, PATIENT);
  await waitFor(() => expect(within(dialog).getByTitle(parentTitle)).toBeTruthy(), PATIENT);
  await waitFor(() => expect(dialog.querySelector('.ant-spin-spinning')).toBeNull(), PATIENT);
  return dialog;
}
const chooseType = (dialog: HTMLElement, name: string) => fireEvent.click(within(dialog).getByLabelText(name));

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/menu/list', ok({ data: menus }));
  for (const type of ['sys_normal_disable', 'sys_show_hide']) {
    api.routes.set(`GET /system/dict/data/type/${type}`, ok({ data: [] }));
  }
});

describe('menu form fields by type', () => {
  it('shows the reference’s fields for a directory, a menu and a button', () => {
    expect(menuFieldNames('M')).toEqual([
      'parentId',
      'menuType',
      'icon',
      'menuName',
      'menuNameEn',
      'orderNum',
      'isFrame',
      'path',
      'visible',
      'status',
    ]);
    expect(menuFieldNames('C')).toEqual([
      'parentId',
      'menuType',
      'icon',
      'menuName',
      'menuNameEn',
      'orderNum',
      'isFrame',
      'path',
      'component',
      'perms',
      'query',
      'routeName',
      'isCache',
      'visible',
      'status',
    ]);
    expect(menuFieldNames('F')).toEqual(['parentId', 'menuType', 'menuName', 'menuNameEn', 'orderNum', 'perms']);
  });

  it('sends only the fields of the chosen type: a menu turned into a button keeps no route', () => {
    const typed = { menuName: '评审', path: 'review', component: 'review/index', perms: 'review:x:list', icon: 'user' };
    expect(withoutHiddenFields({ ...typed, menuType: 'F' })).toEqual({
      menuType: 'F',
      menuName: '评审',
      perms: 'review:x:list',
      path: '',
      component: '',
      query: '',
      routeName: '',
      icon: '#',
      isFrame: '1',
      isCache: '0',
      visible: '0',
      status: '0',
    });
    expect(withoutHiddenFields({ ...typed, menuType: 'M', visible: '1' })).toMatchObject({
      path: 'review',
      icon: 'user',
      visible: '1',
      component: '',
      perms: '',
    });
    expect(withoutHiddenFields({ ...typed, menuType: 'C' })).toMatchObject(typed);
  });

  it('offers directories and menus as parents under the top level, never the edited menu or below it', () => {
    const [root] = menuParentOptions(menus, '主类目', 1);
    expect(root).toMatchObject({ value: 0, title: '主类目' });
    expect(root.children?.[0]).toMatchObject({ value: 1, disabled: true });
    expect(root.children?.[0].children?.[0]).toMatchObject({ value: 100, disabled: true, children: undefined });
    const [open] = menuParentOptions(menus, '主类目');
    expect(open.children?.[0].children?.[0]).toMatchObject({ value: 100, disabled: false });
  });
});

describe('icon picker filtering', () => {
  it('keeps the names containing the search, without case; everything for an empty search', () => {
    expect(filterIcons(['user', 'peoples', 'tree-table', 'tree'], ' TREE ')).toEqual(['tree-table', 'tree']);
    expect(filterIcons(MENU_ICON_NAMES, '')).toHaveLength(MENU_ICON_NAMES.length);
    expect(filterIcons(MENU_ICON_NAMES, 'zzz')).toEqual([]);
    expect(MENU_ICON_NAMES).toContain('user');
  });
});

describe('menus page', { timeout: 20_000 }, () => {
  it('shows the tree collapsed, and opens every branch on expand', async () => {
    renderPage();
    await screen.findByText('系统管理', undefined, PATIENT);
    expect(screen.queryByText('用户管理')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    expect(await screen.findByText('用户查询', undefined, PATIENT)).toBeTruthy();
  });

  it('switches the form’s fields with the type', async () => {
    renderPage();
    await screen.findByText('系统管理', undefined, PATIENT);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /新增/ }));
    const dialog = await openedDialog('主类目');
    expect(labels(dialog)).toEqual([
      '上级菜单',
      '菜单类型',
      '菜单图标',
      '菜单名称',
      '英文名称',
      '显示排序',
      '是否外链',
      '路由地址',
      '显示状态',
      '菜单状态',
    ]);

    chooseType(dialog, '菜单');
    await waitFor(() => expect(labels(dialog)).toContain('组件路径'));
    expect(labels(dialog)).toEqual(expect.arrayContaining(['权限字符', '路由参数', '路由名称', '是否缓存']));

    chooseType(dialog, '按钮');
    await waitFor(() =>
      expect(labels(dialog)).toEqual(['上级菜单', '菜单类型', '菜单名称', '英文名称', '显示排序', '权限字符']),
    );
  });

  it('picks an icon from the searched grid and sends it with the new menu', async () => {
    api.routes.set('POST /system/menu', ok());
    api.session();
    renderPage();
    await screen.findByText('系统管理', undefined, PATIENT);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /新增/ }));
    const dialog = await openedDialog('主类目');
    fireEvent.click(within(dialog).getByPlaceholderText('点击选择图标'));
    const search = await screen.findByLabelText('请输入图标名称');
    fireEvent.change(search, { target: { value: 'peop' } });
    const grid = screen.getByRole('listbox', { name: '选择图标' });
    expect(
      within(grid)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['people', 'peoples']);
    fireEvent.change(search, { target: { value: 'nothing-like-this' } });
    expect(await screen.findByText('没有匹配的图标')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'PEOP' } });
    fireEvent.click(within(screen.getByRole('listbox')).getByText('peoples'));
    await waitFor(() =>
      expect((within(dialog).getByPlaceholderText('点击选择图标') as HTMLInputElement).value).toBe('peoples'),
    );

    fireEvent.change(within(dialog).getByLabelText('菜单名称'), { target: { value: '评审管理' } });
    fireEvent.change(within(dialog).getByLabelText('路由地址'), { target: { value: 'review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/system/menu')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', '/system/menu')[0].body)).toMatchObject({
      parentId: 0,
      menuName: '评审管理',
      menuType: 'M',
      icon: 'peoples',
      path: 'review',
      isFrame: '1',
      visible: '0',
      status: '0',
    });
    // The session's menus are read again, so the sidebar follows.
    await waitFor(() => expect(api.calls('GET', '/getRouters').length).toBeGreaterThan(0), PATIENT);
  });

  it('clears a chosen icon, and opens "add" under a menu as a button there', async () => {
    renderPage();
    await screen.findByText('系统管理', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    const row = (await screen.findByText('用户管理', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(
      within(screen.getByText('用户查询').closest('tr') as HTMLElement).queryByRole('button', { name: /^plus 新增$/ }),
    ).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /新增/ }));
    const dialog = await openedDialog('用户管理');
    expect(labels(dialog)).toEqual(['上级菜单', '菜单类型', '菜单名称', '英文名称', '显示排序', '权限字符']);
    chooseType(dialog, '菜单');
    await waitFor(() => expect(labels(dialog)).toContain('菜单图标'));
    fireEvent.click(within(dialog).getByPlaceholderText('点击选择图标'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('user'));
    const input = within(dialog).getByPlaceholderText('点击选择图标') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('user'));
    fireEvent.click(within(dialog).getByRole('button', { name: '清除图标' }));
    await waitFor(() => expect(input.value).toBe(''));
  });

  /** Opens the edit dialog of a menu and answers which of path, component, perms and name are disabled. */
  const lockedFields = async (shown: Menu) => {
    api.routes.set(`GET /system/menu/${shown.menuId}`, ok({ data: shown }));
    renderPage();
    await screen.findByText('系统管理', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    const row = (await screen.findByText(shown.menuName, undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /修改/ }));
    const dialog = await openedDialog('系统管理');
    const input = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(input('菜单名称').value).toBe(shown.menuName), PATIENT);
    return ['路由地址', '组件路径', '权限字符', '菜单名称'].map((label) => input(label).disabled);
  };

  it('shows the perms, path and component of a built-in menu read-only', { timeout: 45_000 }, async () => {
    expect(await lockedFields(menus[1])).toEqual([true, true, true, false]);
  });

  it('keeps the perms, path and component of a custom menu editable', { timeout: 45_000 }, async () => {
    expect(await lockedFields(menus[3])).toEqual([false, false, false, false]);
  });

  it('shows the server’s refusal to delete a menu with children', async () => {
    api.routes.set('DELETE /system/menu/1', json({ code: 601, msg: '存在子菜单,不允许删除' }));
    renderPage();
    const row = (await screen.findByText('系统管理', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删除/ }));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('存在子菜单,不允许删除', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('DELETE', '/system/menu/1')).toHaveLength(1);
  });
});
