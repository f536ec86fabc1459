import { SYSTEM_NAME, TOKEN_COOKIE } from '@cbo/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, useAuthStore } from '../core/auth/auth-store';
import { http } from '../core/http/http-client';
import { infoAnswer, json, ok, startFakeApi } from '../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../test/render-app';

const api = startFakeApi();

beforeEach(() => {
  api.routes.set('GET /captchaImage', ok({ captchaEnabled: false }));
  api.routes.set(
    'GET /app/info',
    ok({ data: { systemName: SYSTEM_NAME, captchaEnabled: false, registerEnabled: true, smsLoginEnabled: false } }),
  );
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
});

// The first render of a lazy page compiles it: allow more than the default second.
const loginHeading = () => screen.findByRole('heading', { name: '欢迎登录' }, { timeout: 5000 });

describe('route guard without a token', () => {
  it('sends a protected page to /login with the full path as redirect', async () => {
    const { router } = renderApp('/system/user?status=0');
    await loginHeading();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/system/user?status=0')}`);
    expect(api.calls('GET', '/getInfo')).toHaveLength(0);
  });

  it('sends the empty path, /index, /404 and unknown paths to /login as well', async () => {
    for (const path of ['/', '/index', '/404', '/no/such/page']) {
      const { router, unmount } = renderApp(path);
      await loginHeading();
      expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      unmount();
    }
  });

  it('opens /login and /register', async () => {
    const login = renderApp('/login');
    await loginHeading();
    expect(currentPath(login.router)).toBe('/login');
    login.unmount();

    const register = renderApp('/register');
    expect(await screen.findByRole('heading', { name: '注册账号' })).toBeTruthy();
    expect(currentPath(register.router)).toBe('/register');
  });
});

describe('route guard with a token', () => {
  it('loads getInfo, then getRouters, then opens the page with the user in the store', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    setSessionToken('tok-1');
    renderApp('/index');

    expect(await screen.findByRole('heading', { name: '欢迎，organiser' })).toBeTruthy();
    const order = api.seen.map((r) => r.url).filter((url) => url === '/getInfo' || url === '/getRouters');
    expect(order).toEqual(['/getInfo', '/getRouters']);
    expect(api.calls('GET', '/getInfo')[0].headers.authorization).toBe('Bearer tok-1');
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ id: 1, name: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] });
    // The menus the user may open, filtered by permission: 用户管理 yes, 参数设置 no.
    expect(screen.getByRole('link', { name: '用户管理' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '参数设置' })).toBeNull();
  });

  it('sets ROLE_DEFAULT when getInfo names no role', async () => {
    api.session(infoAnswer({ userName: 'nobody', roles: [], permissions: [] }), []);
    setSessionToken();
    renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，nobody' });
    expect(useAuthStore.getState().roles).toEqual([DEFAULT_ROLE]);
    expect(screen.getByText(DEFAULT_ROLE)).toBeTruthy();
  });

  it('loads the session once, not on every navigation', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    await act(() => router.navigate('/system/user'));
    await screen.findByText('页面建设中');
    await act(() => router.navigate('/index'));
    expect(api.calls('GET', '/getInfo')).toHaveLength(1);
    expect(api.calls('GET', '/getRouters')).toHaveLength(1);
  });

  it('sends a logged-in user who opens /login to the home page', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(currentPath(router)).toBe('/index');
  });

  it('opens a menu page that is not built yet as "under construction" inside the layout, never 404', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/system/user');
    expect(await screen.findByText('页面建设中')).toBeTruthy();
    expect(currentPath(router)).toBe('/system/user');
    // Inside the layout: the navbar's breadcrumb and the user's menu are around the page.
    expect(screen.getByRole('navigation', { name: '当前位置' }).textContent).toBe('首页/系统管理/用户管理');
    expect(screen.getByRole('button', { name: '超级管理员 的账号菜单' })).toBeTruthy();
  });

  it('leaves out menu routes the user has no permission for: they land on 404', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    setSessionToken();
    const { router } = renderApp('/system/config');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(currentPath(router)).toBe('/404');
  });

  it('guards the hidden routes by permission and their params as digits', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['monitor:job:list'] }));
    setSessionToken();
    const { router } = renderApp('/monitor/job-log/index/12');
    // The job log page, for the job of the route (named by its id without the right to read jobs).
    expect(await screen.findByText('任务：#12', undefined, { timeout: 5000 })).toBeTruthy();
    expect(currentPath(router)).toBe('/monitor/job-log/index/12');

    await act(() => router.navigate('/monitor/job-log/index/12a'));
    await screen.findByText('抱歉，您访问的页面不存在。');
    expect(currentPath(router)).toBe('/404');

    // No system:role:edit: the route does not exist for this user.
    await act(() => router.navigate('/system/role-auth/user/3'));
    await waitFor(() => expect(currentPath(router)).toBe('/404'));
  });

  it('checks every digit param of a route', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/taskinfo/role-auth/detail/5/x7');
    await screen.findByText('抱歉，您访问的页面不存在。');
    await act(() => router.navigate('/taskinfo/role-auth/detail/5/7'));
    // The scoring page itself (its call is not answered here).
    expect(await screen.findByText('评分页面加载失败', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('redirects an unknown path to /404', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(currentPath(router)).toBe('/404');
  });

  it('redirects the empty path to /index', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(currentPath(router)).toBe('/index');
  });

  it('replaces /redirect/<path> with /<path> and its query', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/redirect/system/user?status=0');
    await screen.findByText('页面建设中');
    expect(currentPath(router)).toBe('/system/user?status=0');
  });

  it('shows the no-access page on /401', async () => {
    api.session();
    setSessionToken();
    renderApp('/401');
    expect(await screen.findByText('401')).toBeTruthy();
    expect(screen.getByText(/对不起，您没有访问权限/)).toBeTruthy();
  });

  it('goes back home from the 404 page', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/404');
    fireEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    await screen.findByRole('heading', { name: '欢迎，超级管理员' });
    expect(currentPath(router)).toBe('/index');
  });

  it('scrolls to the top on navigation but not on the first page', async () => {
    api.session();
    setSessionToken();
    const { router } = renderApp('/404');
    await screen.findByText('404');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/401'));
    await screen.findByText('401');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });
});

describe('route guard when getInfo fails', () => {
  it('logs out, shows the error and goes to / (then the login page)', async () => {
    api.session();
    api.routes.set('GET /getInfo', ok({ code: 500, msg: '用户已封禁，请联系管理员' }));
    setSessionToken('tok-9');
    const { router } = renderApp('/system/user');

    await loginHeading();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/')}`);
    expect(await screen.findByText('用户已封禁，请联系管理员')).toBeTruthy();
    // Shown once: the request client showed it; the guard does not repeat it.
    expect(screen.getAllByText('用户已封禁，请联系管理员')).toHaveLength(1);
    expect(api.calls('POST', '/logout')).toHaveLength(1);
    expect(api.calls('POST', '/logout')[0].headers.authorization).toBe('Bearer tok-9');
    expect(api.calls('GET', '/getInfo')).toHaveLength(1);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ token: undefined, roles: [], permissions: [] });
  });

  it('on an expired session: one relogin dialog, the spec text as error message, the login page', async () => {
    api.session();
    api.routes.set('GET /getInfo', json({ code: 401, msg: '请求访问：/getInfo，认证失败，无法访问系统资源' }));
    setSessionToken();
    const { router } = renderApp('/index');

    await loginHeading();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/')}`);
    expect(await screen.findByText('无效的会话，或者会话已过期，请重新登录。')).toBeTruthy();
    expect(await screen.findByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeTruthy();
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
  });
});

describe('rights that change on the server', () => {
  it('reloads getInfo and getRouters on the next navigation when an answer names a new rights version', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    setSessionToken();
    const { router } = renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，organiser' });
    expect(screen.queryByRole('link', { name: '参数设置' })).toBeNull();

    // The administrator grants system:config:list: the next answer names version v2.
    api.session(
      infoAnswer({
        userName: 'organiser',
        roles: ['organiser'],
        permissions: ['system:user:list', 'system:config:list'],
        permVersion: 'v2',
      }),
    );
    api.routes.set(
      'GET /system/user/list',
      json({ code: 200, msg: 'ok', rows: [], total: 0 }, 200, { 'x-perm-version': 'v2' }),
    );
    await http.get('/system/user/list');
    expect(useAuthStore.getState().rightsChanged).toBe(true);

    // The configuration page is built: its list asks for rows and the built-in flag's dictionary.
    api.routes.set('GET /system/config/list', ok({ rows: [], total: 0 }));
    api.routes.set('GET /system/dict/data/type/sys_yes_no', ok({ data: [] }));
    await act(() => router.navigate('/system/config'));
    expect(await screen.findByRole('columnheader', { name: '参数键名' })).toBeTruthy();
    expect(api.calls('GET', '/getInfo')).toHaveLength(2);
    expect(useAuthStore.getState()).toMatchObject({ permVersion: 'v2', rightsChanged: false });
  });
});
