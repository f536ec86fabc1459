import type { UserRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as AuthUserPage } from './user';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const user = (userId: number, userName: string, phonenumber = ''): UserRow => ({
  userId,
  deptId: 103,
  userName,
  nickName: `${userName} nick`,
  email: `${userName}@example.com`,
  phonenumber,
  sex: '0',
  avatar: '',
  status: '0',
  loginIp: '',
  loginDate: null,
  createBy: 'admin',
  createTime: '2026-01-05 09:00:00',
  remark: null,
  admin: false,
  dept: null,
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/system/role-auth/user/:roleId', element: <AuthUserPage /> },
      { path: '/system/role', element: <p>role list</p> },
    ],
    { initialEntries: ['/system/role-auth/user/3'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const query = (method: string, path: string, index = 0) =>
  new URLSearchParams(api.calls(method, path)[index].url.split('?')[1] ?? '');
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const rowOf = async (scope: Pick<typeof screen, 'findByText'>, text: string) =>
  (await scope.findByText(text, undefined, PATIENT)).closest('tr') as HTMLElement;

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: [] }));
  api.routes.set(
    'GET /system/role/3',
    ok({
      data: {
        roleId: 3,
        roleName: '审核员',
        roleKey: 'auditor',
        roleSort: 3,
        dataScope: '1',
        menuCheckStrictly: true,
        deptCheckStrictly: true,
        compScope: '1',
        status: '0',
        createTime: null,
        remark: null,
        admin: false,
      },
    }),
  );
  api.routes.set(
    'GET /system/role/authUser/allocatedList',
    ok({ total: 2, rows: [user(11, 'alice', '13800000001'), user(12, 'bob', '13800000002')] }),
  );
  api.routes.set(
    'GET /system/role/authUser/unallocatedList',
    ok({ total: 3, rows: [user(21, 'carol'), user(22, 'dave'), user(23, 'erin')] }),
  );
  api.routes.set('PUT /system/role/authUser/cancel', ok());
  api.routes.set('PUT /system/role/authUser/cancelAll', ok());
  api.routes.set('PUT /system/role/authUser/selectAll', ok());
});

describe('assign users page', { timeout: 30_000 }, () => {
  it('lists the holders of the role, paged, and searches by user name and mobile', async () => {
    renderPage();
    expect(await screen.findByText('角色：审核员（auditor）', undefined, PATIENT)).toBeTruthy();
    await rowOf(screen, 'alice');
    expect(Object.fromEntries(query('GET', '/system/role/authUser/allocatedList'))).toEqual({
      roleId: '3',
      pageNum: '1',
      pageSize: '20',
    });
    fireEvent.change(screen.getByLabelText('用户名称'), { target: { value: ' ali ' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '1380' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(api.calls('GET', '/system/role/authUser/allocatedList')).toHaveLength(2), PATIENT);
    expect(Object.fromEntries(query('GET', '/system/role/authUser/allocatedList', 1))).toMatchObject({
      userName: 'ali',
      phonenumber: '1380',
    });
  });

  it('revokes one user only after the confirmation', async () => {
    renderPage();
    const row = await rowOf(screen, 'alice');
    fireEvent.click(within(row).getByRole('button', { name: /取消授权/ }));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('确认要取消该用户"alice"角色吗？'), PATIENT);
    expect(api.calls('PUT', '/system/role/authUser/cancel')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/role/authUser/cancel')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/role/authUser/cancel')[0].body)).toEqual({ roleId: 3, userId: 11 });
    // The list is read again.
    await waitFor(() => expect(api.calls('GET', '/system/role/authUser/allocatedList')).toHaveLength(2), PATIENT);
  });

  it('revokes the chosen users in one call after the confirmation', async () => {
    renderPage();
    const bulk = () => screen.getByRole('button', { name: /批量取消授权/ }) as HTMLButtonElement;
    await rowOf(screen, 'alice');
    expect(bulk().disabled).toBe(true);
    fireEvent.click(within(await rowOf(screen, 'alice')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf(screen, 'bob')).getByRole('checkbox'));
    expect(screen.getByText('已选择 2 个用户')).toBeTruthy();
    fireEvent.click(bulk());
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('是否取消选中用户授权数据项？'), PATIENT);
    expect(api.calls('PUT', '/system/role/authUser/cancelAll')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/role/authUser/cancelAll')).toHaveLength(1), PATIENT);
    expect(Object.fromEntries(query('PUT', '/system/role/authUser/cancelAll'))).toEqual({
      roleId: '3',
      userIds: '11,12',
    });
  });

  it('grants the role to users chosen in the add dialog', async () => {
    renderPage();
    await rowOf(screen, 'alice');
    fireEvent.click(screen.getByRole('button', { name: /添加用户/ }));
    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    expect(within(dialog).getByText('选择用户')).toBeTruthy();
    // Nothing chosen: a warning, no call.
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择要分配的用户', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('PUT', '/system/role/authUser/selectAll')).toHaveLength(0);

    fireEvent.click(within(await rowOf(within(dialog), 'carol')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf(within(dialog), 'erin')).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/role/authUser/selectAll')).toHaveLength(1), PATIENT);
    expect(Object.fromEntries(query('PUT', '/system/role/authUser/selectAll'))).toEqual({
      roleId: '3',
      userIds: '21,23',
    });
    expect(await screen.findByText('分配成功', undefined, PATIENT)).toBeTruthy();
    // The holders are read again.
    await waitFor(
      () => expect(api.calls('GET', '/system/role/authUser/allocatedList').length).toBeGreaterThan(1),
      PATIENT,
    );
  });

  it('closes back to the role list', async () => {
    const router = renderPage();
    await rowOf(screen, 'alice');
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'));
  });

  it('shows an empty state when no user holds the role', async () => {
    api.routes.set('GET /system/role/authUser/allocatedList', ok({ total: 0, rows: [] }));
    renderPage();
    expect(await screen.findByText('暂无已分配的用户', undefined, PATIENT)).toBeTruthy();
  });
});
