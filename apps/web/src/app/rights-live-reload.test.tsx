import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../core/auth/auth-store';
import { http } from '../core/http/http-client';
import { infoAnswer, json, offContract, startFakeApi } from '../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../test/render-app';
import { revalidateOnRightsChange } from './rights-revalidation';

const api = startFakeApi();

describe('rights that change on the server while the user stays on a page', () => {
  it('reloads getInfo and getRouters at once and rebuilds the sidebar without a navigation', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    setSessionToken();
    const { router } = renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，organiser' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: '参数设置' })).toBeNull();
    expect(screen.getByRole('link', { name: '用户管理' })).toBeTruthy();

    // An administrator swaps the role's menus: the next answer names version v2.
    api.session(
      infoAnswer({
        userName: 'organiser',
        roles: ['organiser'],
        permissions: ['system:config:list'],
        permVersion: 'v2',
      }),
    );
    api.routes.set(
      'GET /system/notice/latest',
      json({ code: 200, msg: 'ok', data: [], unreadCount: 0 }, 200, { 'x-perm-version': 'v2' }),
    );
    await http.get('/system/notice/latest');

    expect(await screen.findByRole('link', { name: '参数设置' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: '用户管理' })).toBeNull());
    expect(api.calls('GET', '/getInfo')).toHaveLength(2);
    expect(api.calls('GET', '/getRouters')).toHaveLength(2);
    expect(useAuthStore.getState()).toMatchObject({
      permVersion: 'v2',
      rightsChanged: false,
      permissions: ['system:config:list'],
    });
    // No navigation happened.
    expect(currentPath(router)).toBe('/index');
  });

  it('asks only once while the reload runs, and not at all for an answer naming the same version', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    setSessionToken();
    renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，organiser' }, { timeout: 5000 });
    api.routes.set('GET /same', offContract(json({ code: 200, msg: 'ok' }, 200, { 'x-perm-version': 'v1' })));
    await http.get('/same');
    expect(api.calls('GET', '/getInfo')).toHaveLength(1);

    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: [], permVersion: 'v3' }));
    api.routes.set('GET /changed', offContract(json({ code: 200, msg: 'ok' }, 200, { 'x-perm-version': 'v3' })));
    await Promise.all([http.get('/changed'), http.get('/changed', { repeatSubmit: false } as never)]);
    await waitFor(() => expect(useAuthStore.getState().permVersion).toBe('v3'));
    expect(api.calls('GET', '/getInfo')).toHaveLength(2);
  });

  it('sends the user away from a page the new rights no longer open (the app router revalidates)', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    setSessionToken();
    const { router } = renderApp('/system/user');
    const stop = revalidateOnRightsChange(router);
    try {
      expect(await screen.findByText('页面建设中', undefined, { timeout: 5000 })).toBeTruthy();
      api.session(
        infoAnswer({
          userName: 'organiser',
          roles: ['organiser'],
          permissions: ['system:config:list'],
          permVersion: 'v2',
        }),
      );
      api.routes.set('GET /changed', offContract(json({ code: 200, msg: 'ok' }, 200, { 'x-perm-version': 'v2' })));
      await http.get('/changed');
      await waitFor(() => expect(currentPath(router)).toBe('/401'), { timeout: 5000 });
    } finally {
      stop();
    }
  });
});
