import type { Role, TreeSelectNode } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { dictAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as RolePage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const role = (roleId: number, roleKey: string, roleName: string, extra: Partial<Role> = {}): Role => ({
  roleId,
  roleName,
  roleKey,
  roleSort: roleId,
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  compScope: '4',
  status: '0',
  createTime: '2026-01-05 09:00:00',
  remark: null,
  admin: roleKey === 'admin',
  ...extra,
});

const admin = role(1, 'admin', '超级管理员', { compScope: '1' });
const auditor = role(3, 'auditor', '审核员', { dataScope: '4', compScope: '2' });

const node = (id: number, label: string, children?: TreeSelectNode[]): TreeSelectNode => ({
  id,
  label,
  disabled: false,
  ...(children ? { children } : {}),
});
const menuTree = [
  node(1, '系统管理', [node(100, '用户管理', [node(1000, '用户查询'), node(1001, '用户新增')]), node(101, '角色管理')]),
];
const deptTree = [node(100, '组委会', [node(101, '办公室'), node(102, '赛务部')])];

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/system/role', element: <RolePage /> },
      { path: '/system/role-auth/user/:roleId', element: <p>assign users page</p> },
    ],
    { initialEntries: ['/system/role'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const rowOf = async (text: string) => (await screen.findByText(text, undefined, PATIENT)).closest('tr') as HTMLElement;
/** The open dialog with this title (the kit's dialogs stay in the page, hidden, while closed). */
const dialog = (title: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find(
    (modal) =>
      modal.querySelector('.ant-modal-title')?.textContent === title &&
      modal.closest('[style*="display: none"]') === null,
  );
  if (!found) throw new Error(`no open dialog ${title}`);
  return found;
};
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const body = (method: string, path: string) => JSON.parse(api.calls(method, path)[0].body);
const treeNode = (scope: HTMLElement, title: string) =>
  within(scope).getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
const isChecked = (scope: HTMLElement, title: string) =>
  treeNode(scope, title).querySelector('.ant-tree-checkbox')?.classList.contains('ant-tree-checkbox-checked');
const isHalf = (scope: HTMLElement, title: string) =>
  treeNode(scope, title).querySelector('.ant-tree-checkbox')?.classList.contains('ant-tree-checkbox-indeterminate');

beforeEach(() => {
  clearDicts();
  signIn(['*:*:*']);
  api.routes.set(
    'GET /system/dict/data/type/sys_normal_disable',
    dictAnswer('sys_normal_disable', [
      { dictValue: '0', dictLabel: '正常', listClass: 'primary', status: '0', dictSort: 1, isDefault: 'Y' },
      { dictValue: '1', dictLabel: '停用', listClass: 'danger', status: '0', dictSort: 2, isDefault: 'N' },
    ]),
  );
  api.routes.set('GET /system/role/list', ok({ total: 2, rows: [admin, auditor] }));
  api.routes.set('GET /system/menu/treeselect', ok({ data: menuTree }));
  api.routes.set('GET /system/role/3', ok({ data: auditor }));
  api.routes.set('GET /system/menu/roleMenuTreeselect/3', ok({ checkedKeys: [1, 100, 1000], menus: menuTree }));
  api.routes.set('GET /system/role/deptTree/3', ok({ checkedKeys: [], depts: deptTree }));
  api.routes.set('POST /system/role', ok());
  api.routes.set('PUT /system/role', ok());
  api.routes.set('PUT /system/role/dataScope', ok());
  api.routes.set('PUT /system/role/changeStatus', ok());
  api.routes.set('DELETE /system/role/3', ok());
});

describe('role page', { timeout: 30_000 }, () => {
  it('offers no edit, delete, status or scope action on the administrator role', async () => {
    renderPage();
    const adminRow = await rowOf('超级管理员');
    const auditorRow = await rowOf('审核员');
    expect(within(adminRow).queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(within(adminRow).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(adminRow).queryByRole('button', { name: /更多/ })).toBeNull();
    expect((within(adminRow).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect(within(auditorRow).getByRole('button', { name: /修\s*改/ })).toBeTruthy();
    expect(within(auditorRow).getByRole('button', { name: /删\s*除/ })).toBeTruthy();
    expect((within(auditorRow).getByRole('switch') as HTMLButtonElement).disabled).toBe(false);
    // Selecting the administrator role disables the batch delete.
    fireEvent.click(within(adminRow).getByRole('checkbox'));
    const toolbar = screen.getByRole('toolbar');
    await waitFor(() =>
      expect((within(toolbar).getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('shows only the buttons the permissions allow', async () => {
    signIn(['system:role:list', 'system:role:query']);
    renderPage();
    const auditorRow = await rowOf('审核员');
    expect(within(auditorRow).queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(within(auditorRow).queryByRole('button', { name: /更多/ })).toBeNull();
    expect((within(auditorRow).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(toolbar).queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('adds a role with every menu chosen and the linkage switched off', async () => {
    renderPage();
    await rowOf('审核员');
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /新\s*增/ }));
    const form = await waitFor(() => dialog('添加角色'), PATIENT);
    await within(form).findByTitle('系统管理', undefined, PATIENT);
    fireEvent.change(within(form).getByLabelText('角色名称'), { target: { value: '报名审核' } });
    fireEvent.change(within(form).getByLabelText('权限字符'), { target: { value: 'apply_audit' } });
    fireEvent.click(within(form).getByLabelText('展开/折叠'));
    fireEvent.click(within(form).getByLabelText('父子联动'));
    await waitFor(() => expect((within(form).getByLabelText('父子联动') as HTMLInputElement).checked).toBe(false));
    fireEvent.click(within(form).getByLabelText('全选/全不选'));
    expect(isChecked(form, '用户新增')).toBe(true);
    // Without linkage a parent is chosen on its own.
    fireEvent.click(treeNode(form, '用户管理').querySelector('.ant-tree-checkbox') as HTMLElement);
    expect(isChecked(form, '用户管理')).toBe(false);
    expect(isChecked(form, '用户查询')).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/system/role')).toHaveLength(1), PATIENT);
    expect(body('POST', '/system/role')).toMatchObject({
      roleName: '报名审核',
      roleKey: 'apply_audit',
      menuCheckStrictly: false,
      status: '0',
    });
    expect([...body('POST', '/system/role').menuIds].sort((a: number, b: number) => a - b)).toEqual([
      1, 101, 1000, 1001,
    ]);
  });

  it('edits a role: with linkage only leaves are ticked and half-checked parents are sent too', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('审核员')).getByRole('button', { name: /修\s*改/ }));
    const form = await waitFor(() => dialog('修改角色'), PATIENT);
    await within(form).findByTitle('用户管理', undefined, PATIENT);
    fireEvent.click(within(form).getByLabelText('展开/折叠'));
    await within(form).findByTitle('用户查询', undefined, PATIENT);
    await waitFor(() => expect(isChecked(form, '用户查询')).toBe(true));
    expect(isChecked(form, '用户新增')).toBe(false);
    expect(isHalf(form, '用户管理')).toBe(true);
    expect(isHalf(form, '系统管理')).toBe(true);
    fireEvent.click(treeNode(form, '用户新增').querySelector('.ant-tree-checkbox') as HTMLElement);
    expect(isChecked(form, '用户管理')).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/role')).toHaveLength(1), PATIENT);
    const sent = body('PUT', '/system/role');
    expect(sent).toMatchObject({ roleId: 3, roleKey: 'auditor', menuCheckStrictly: true });
    expect([...sent.menuIds].sort((a: number, b: number) => a - b)).toEqual([1, 100, 1000, 1001]);
  });

  it('sets custom departments and the competition scope in the data scope dialog', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('审核员')).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('数据权限', { selector: '.ant-dropdown-menu-title-content' }, PATIENT));
    const scope = await waitFor(() => dialog('分配数据权限'), PATIENT);
    expect((within(scope).getByDisplayValue('auditor') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(within(scope).getByText('本部门及以下数据权限')).toBeTruthy(), PATIENT);
    expect(within(scope).getByText('本地区及下级地区')).toBeTruthy();
    expect(within(scope).queryByLabelText('父子联动')).toBeNull();

    fireEvent.mouseDown(within(scope).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByTitle('自定数据权限'));
    await within(scope).findByTitle('赛务部', undefined, PATIENT);
    // Nothing chosen: refused on the spot.
    fireEvent.click(within(scope).getByRole('button', { name: /确\s*定/ }));
    expect(await within(scope).findByText('请至少选择一个部门')).toBeTruthy();
    fireEvent.click(treeNode(scope, '赛务部').querySelector('.ant-tree-checkbox') as HTMLElement);

    fireEvent.mouseDown(within(scope).getAllByRole('combobox')[1]);
    fireEvent.click(await screen.findByTitle('本单位'));
    expect(await within(scope).findByText('仅可见本人所在单位的大赛数据')).toBeTruthy();
    fireEvent.click(within(scope).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/role/dataScope')).toHaveLength(1), PATIENT);
    expect(body('PUT', '/system/role/dataScope')).toEqual({
      roleId: 3,
      dataScope: '2',
      deptIds: [102],
      deptCheckStrictly: true,
      compScope: '3',
    });
  });

  it('opens the assign-users page from the row', async () => {
    const router = renderPage();
    fireEvent.click(within(await rowOf('审核员')).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('分配用户', { selector: '.ant-dropdown-menu-title-content' }, PATIENT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role-auth/user/3'));
  });

  it('deletes only after a confirmation', async () => {
    renderPage();
    const row = await rowOf('审核员');
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('3'), PATIENT);
    expect(api.calls('DELETE', '/system/role/3')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', '/system/role/3')).toHaveLength(1), PATIENT);
  });

  it('changes the status only after a confirmation', async () => {
    renderPage();
    const row = await rowOf('审核员');
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('审核员'), PATIENT);
    expect(api.calls('PUT', '/system/role/changeStatus')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/role/changeStatus')).toHaveLength(1), PATIENT);
    expect(body('PUT', '/system/role/changeStatus')).toEqual({ roleId: 3, status: '1' });
  });
});
