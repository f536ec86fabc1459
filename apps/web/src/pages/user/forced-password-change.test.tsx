import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../core/auth/auth-store';
import { infoAnswer, json, startFakeApi } from '../../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../../test/render-app';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const flagged = () =>
  infoAnswer({
    userName: 'newcomer',
    roles: ['organiser'],
    permissions: ['system:user:list'],
    pwdChangeRequired: true,
  });

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('forced password change at first login', { timeout: 20_000 }, () => {
  it('holds a flagged user on the password change, whatever they open, with the reason shown', async () => {
    api.session(flagged());
    setSessionToken();
    const { router } = renderApp('/system/user?status=0');
    expect(await screen.findByRole('heading', { name: '修改初始密码' }, PATIENT)).toBeTruthy();
    expect(currentPath(router)).toBe(`/password-change?redirect=${encodeURIComponent('/system/user?status=0')}`);
    expect(screen.getByText('请先修改初始密码后再进行其他操作')).toBeTruthy();
    // No shell: no sidebar link to follow.
    expect(screen.queryByRole('link', { name: '用户管理' })).toBeNull();

    await router.navigate('/competition-bak/index');
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/password-change/));
    await router.navigate('/competition-bak/user/profile');
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/password-change/));
    expect(await screen.findByRole('heading', { name: '修改初始密码' })).toBeTruthy();
  });

  it('lets the user in once the password is changed, to where they were heading', async () => {
    api.session(flagged());
    api.routes.set('PUT /system/user/profile/updatePwd', (request, response) => {
      // From now on getInfo no longer asks for the change.
      api.session(infoAnswer({ userName: 'newcomer', roles: ['organiser'], permissions: ['system:user:list'] }));
      json({ code: 200, msg: '操作成功' })(request, response);
    });
    setSessionToken();
    const { router } = renderApp('/index');
    await screen.findByRole('heading', { name: '修改初始密码' }, PATIENT);
    expect(currentPath(router)).toBe('/password-change?redirect=%2Findex');

    fill('旧密码', 'Init1234');
    fill('新密码', 'Init1234');
    fill('确认密码', 'Init1234');
    fireEvent.click(screen.getByRole('button', { name: /修改密码并进入系统/ }));
    expect(await screen.findByText('新密码不能与旧密码相同')).toBeTruthy();
    expect(api.calls('PUT', '/system/user/profile/updatePwd')).toHaveLength(0);

    fill('新密码', 'Mine5678');
    fill('确认密码', 'Mine5678');
    fireEvent.click(screen.getByRole('button', { name: /修改密码并进入系统/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/user/profile/updatePwd')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/user/profile/updatePwd')[0].body)).toEqual({
      oldPassword: 'Init1234',
      newPassword: 'Mine5678',
    });
    expect(await screen.findByRole('heading', { name: '欢迎，newcomer' }, PATIENT)).toBeTruthy();
    expect(currentPath(router)).toBe('/index');
    expect(useAuthStore.getState().pwdChangeRequired).toBe(false);
  });

  it('sends a user without the flag away from the password change page', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: [] }), []);
    setSessionToken();
    const { router } = renderApp('/password-change');
    await screen.findByRole('heading', { name: '欢迎，organiser' }, PATIENT);
    expect(currentPath(router)).toBe('/index');
  });
});
