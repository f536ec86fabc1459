import { TOKEN_COOKIE } from '@cbo/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { infoAnswer, json, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { pageNavigation } from '../page-navigation';
import { applyInfo, DEFAULT_ROLE, fedLogOut, INDEX_URL, login, logOut, smsLogin, useAuthStore } from './auth-store';
import { useLogout } from './use-logout';

const api = startFakeApi();

afterEach(() => {
  vi.restoreAllMocks();
});

function signedIn() {
  Cookies.set(TOKEN_COOKIE, 'tok-1');
  useAuthStore.setState({ token: 'tok-1' });
  applyInfo(infoAnswer({ roles: ['organiser'], permissions: ['system:user:list'] }));
}

describe('auth store', () => {
  it('stores the login token in the Admin-Token cookie, with the username trimmed', async () => {
    api.routes.set('POST /login', ok({ token: 'abc' }));
    await login({ username: '  admin ', password: 'admin123', code: '1', uuid: 'u' });
    expect(JSON.parse(api.calls('POST', '/login')[0].body)).toEqual({
      username: 'admin',
      password: 'admin123',
      code: '1',
      uuid: 'u',
    });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('abc');
    expect(useAuthStore.getState().token).toBe('abc');
  });

  it('trims the mobile of an SMS login', async () => {
    api.routes.set('POST /sms/login', ok({ token: 'sms' }));
    await smsLogin({ mobile: ' 13800000002 ', smsCode: ' 123456 ', uuid: 'x' });
    expect(JSON.parse(api.calls('POST', '/sms/login')[0].body)).toEqual({
      mobile: '13800000002',
      smsCode: '123456',
      uuid: 'x',
    });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('sms');
  });

  it('keeps id, name, avatar, roles and permissions from getInfo', () => {
    applyInfo(
      infoAnswer({
        userName: 'expert',
        avatar: '/profile/avatar/2026/a.png',
        roles: ['expert'],
        permissions: ['comp:taskinfo:edit'],
      }),
    );
    expect(useAuthStore.getState()).toMatchObject({
      id: 1,
      name: 'expert',
      avatar: '/profile/avatar/2026/a.png',
      roles: ['expert'],
      permissions: ['comp:taskinfo:edit'],
      permVersion: 'v1',
    });
  });

  it('keeps an empty avatar empty (shown as the default picture), and falls back to ROLE_DEFAULT for no roles', () => {
    applyInfo(infoAnswer({ avatar: '', roles: [] }));
    const { avatar, roles } = useAuthStore.getState();
    expect(avatar).toBe('');
    expect(roles).toEqual([DEFAULT_ROLE]);
  });

  it('logs out on the server, then clears token, roles, permissions and the cookie', async () => {
    signedIn();
    api.routes.set('POST /logout', ok({ msg: '退出成功' }));
    await logOut();
    expect(api.calls('POST', '/logout')[0].headers.authorization).toBe('Bearer tok-1');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ token: undefined, roles: [], permissions: [], name: '' });
  });

  it('still ends the local session when the server cannot be reached', async () => {
    signedIn();
    api.routes.set('POST /logout', (_request, response) => {
      response.socket?.destroy();
    });
    render(<AppProviders queryClient={createTestQueryClient()}>{null}</AppProviders>);
    await expect(logOut()).rejects.toThrow('后端接口连接异常');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(useAuthStore.getState().roles).toEqual([]);
  });

  it('forced local logout clears only the token', () => {
    signedIn();
    fedLogOut();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({
      token: undefined,
      name: 'admin',
      roles: ['organiser'],
      permissions: ['system:user:list'],
    });
  });
});

describe('logout confirmation (spec section 5)', () => {
  function LogoutButton() {
    const logout = useLogout();
    return (
      <button type="button" onClick={logout}>
        out
      </button>
    );
  }

  function renderButton() {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <LogoutButton />
      </AppProviders>,
    );
  }

  it('asks with the spec texts; cancel does nothing', async () => {
    signedIn();
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'out' }));

    expect(await screen.findByText('确定注销并退出系统吗？')).toBeTruthy();
    expect(screen.getByText('提示', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-warning')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));

    // Give a wrongly wired cancel the time to call the server.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls('POST', '/logout')).toHaveLength(0);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-1');
    expect(assign).not.toHaveBeenCalled();
  });

  it('on OK logs out and loads the index page under the base path', async () => {
    signedIn();
    api.routes.set('POST /logout', ok({ msg: '退出成功' }));
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    act(() => screen.getByRole('button', { name: '确定' }).click());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/competition-bak/index'));
    expect(INDEX_URL).toBe('/competition-bak/index');
    expect(api.calls('POST', '/logout')).toHaveLength(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });
});

describe('confirming the 401 dialog', () => {
  it('logs out and loads the index page', async () => {
    signedIn();
    api.routes.set('GET /system/user/list', json({ code: 401, msg: 'expired' }));
    api.routes.set('POST /logout', ok());
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    render(<AppProviders queryClient={createTestQueryClient()}>{null}</AppProviders>);
    const { http } = await import('../http/http-client');
    await expect(http.get('/system/user/list')).rejects.toThrow('无效的会话，或者会话已过期，请重新登录。');

    const relogin = await screen.findByRole('button', { name: '重新登录' });
    act(() => relogin.click());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/competition-bak/index'));
    expect(api.calls('POST', '/logout')).toHaveLength(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });
});
