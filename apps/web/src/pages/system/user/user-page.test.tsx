import { passwordRule, type UserRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { saveBlob } from '../../../core/download/save-blob';
import { json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as UserPage } from './index';
import { randomPassword } from './random-password';

vi.mock('../../../core/download/save-blob', () => ({ saveBlob: vi.fn() }));

const api = startFakeApi();
const PATIENT = { timeout: 15_000 };

const zhang: UserRow = {
  userId: 7,
  deptId: 100,
  userName: 'zhang',
  nickName: '张三',
  userType: '00',
  email: '',
  phonenumber: '13900000007',
  sex: '0',
  avatar: '',
  status: '0',
  loginIp: '',
  loginDate: null,
  createBy: null,
  createTime: '2026-01-05 09:00:00',
  remark: null,
  admin: false,
  dept: { deptId: 100, deptName: '组委会', leader: null },
} as unknown as UserRow;

function renderPage() {
  const router = createMemoryRouter([{ path: '/system/user', element: <UserPage /> }], {
    initialEntries: ['/system/user'],
  });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The open dialog with this title (the kit's dialogs stay in the page, hidden, while closed). */
const dialog = async (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find(
      (modal) =>
        modal.querySelector('.ant-modal-title')?.textContent === title &&
        modal.closest('[style*="display: none"]') === null,
    );
    if (!found) throw new Error(`no open dialog ${title}`);
    return found;
  }, PATIENT);
const passwordOf = (scope: HTMLElement) => within(scope).getByLabelText(/密码/) as HTMLInputElement;
const valid = (password: string) => passwordRule.safeParse(password).success;

beforeEach(() => {
  clearDicts();
  vi.mocked(saveBlob).mockClear();
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'], id: 1 });
  api.routes.set('GET /system/user/list', ok({ total: 1, rows: [zhang] }));
  api.routes.set('GET /system/user/deptTree', ok({ data: [{ id: 100, label: '组委会', disabled: false }] }));
  api.routes.set('GET /system/user/', ok({ roles: [], posts: [] }));
  api.routes.set('GET /system/dict/data/type/sys_normal_disable', ok({ data: [] }));
  api.routes.set('GET /system/dict/data/type/sys_user_sex', ok({ data: [] }));
  api.routes.set('PUT /system/user/resetPwd', ok());
});

describe('random password', () => {
  it('meets the password rule, comes from crypto.getRandomValues and differs each time', () => {
    const draws = vi.spyOn(crypto, 'getRandomValues');
    const made = Array.from({ length: 500 }, () => randomPassword());
    expect(draws).toHaveBeenCalled();
    draws.mockRestore();
    expect(made.every(valid)).toBe(true);
    expect(new Set(made).size).toBe(500);
  });
});

describe('user page passwords', { timeout: 60_000 }, () => {
  it('proposes a random password when adding a user, never asking for a shared one', async () => {
    renderPage();
    await screen.findByText('zhang', undefined, PATIENT);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /新\s*增/ }));
    const form = await dialog('添加用户');
    await waitFor(() => expect(valid(passwordOf(form).value)).toBe(true), PATIENT);
    const first = passwordOf(form).value;
    fireEvent.click(within(form).getByRole('button', { name: '随机生成' }));
    await waitFor(() => expect(passwordOf(form).value).not.toBe(first));
    expect(valid(passwordOf(form).value)).toBe(true);
    expect(api.calls('GET', '/system/config/configKey/sys.user.initPassword')).toEqual([]);
  });

  it('proposes a random password when resetting one, and sends what is shown', async () => {
    renderPage();
    const row = (await screen.findByText('zhang', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('重置密码', undefined, PATIENT));
    const reset = await dialog('重置密码');
    await waitFor(() => expect(valid(passwordOf(reset).value)).toBe(true), PATIENT);
    const proposed = passwordOf(reset).value;
    fireEvent.click(within(reset).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/user/resetPwd').length).toBe(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/user/resetPwd')[0].body)).toEqual({ userId: 7, password: proposed });
  });

  it('offers the one-time password sheet once, right after an import', async () => {
    api.routes.set(
      'POST /system/user/importData',
      ok({
        msg: '恭喜您，数据已全部导入成功！共 2 条<br/>2 个新账号已生成一次性密码',
        passwordSheet: 'sheet-0123456789abcdef',
      }),
    );
    api.routes.set(
      'POST /system/user/importData/passwords/sheet-0123456789abcdef',
      json('xlsx', 200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    renderPage();
    await screen.findByText('zhang', undefined, PATIENT);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: /导\s*入/ }));
    const importing = await dialog('用户导入');
    fireEvent.click(within(importing).getByRole('checkbox', { name: /短信验证码登录/ }));
    const input = importing.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'users.xlsx')] } });
    await within(importing).findByText('users.xlsx', undefined, PATIENT);
    fireEvent.click(within(importing).getByRole('button', { name: /开始导入/ }));
    const sheet = await within(importing).findByRole('button', { name: /下载一次性密码表/ }, PATIENT);
    expect(api.calls('POST', '/system/user/importData')[0].url).toContain('smsLogin=true');
    fireEvent.click(sheet);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1), PATIENT);
    expect(api.calls('POST', '/system/user/importData/passwords/sheet-0123456789abcdef').length).toBe(1);
    expect(within(importing).queryByRole('button', { name: /下载一次性密码表/ })).toBeNull();
  });
});
