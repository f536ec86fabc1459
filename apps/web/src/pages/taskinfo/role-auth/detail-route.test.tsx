import { SYSTEM_NAME } from '@cbo/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../core/routing/route-handle';
import { infoAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../../../test/render-app';

// The scoring route (docs/scoring.md): digits only (404 otherwise), comp:taskinfo:edit (401
// otherwise), not cached, under 任务信息 for staff and under 我的评审 for an expert.

const api = startFakeApi();
const NOT_FOUND = '抱歉，您访问的页面不存在。';

type Router = ReturnType<typeof renderApp>['router'];
const handleOf = (router: Router) => router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;

beforeEach(() => {
  api.routes.set(
    'GET /app/info',
    ok({ data: { systemName: SYSTEM_NAME, captchaEnabled: false, registerEnabled: true, smsLoginEnabled: false } }),
  );
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
  // The page itself: this assignment is not the caller's (the page's own test covers the rest).
  api.routes.set('GET /comp/scoring/3/12', ok({ code: 403, msg: '没有权限，请联系管理员授权' }));
});

describe('the scoring route', () => {
  it('answers 404 for a non-digit id to an expert', async () => {
    api.session(infoAnswer({ userName: 'expert', roles: ['expert'], permissions: ['comp:taskinfo:edit'] }));
    setSessionToken();
    const { router } = renderApp('/taskinfo/role-auth/detail/12a/3');
    expect(await screen.findByText(NOT_FOUND, undefined, { timeout: 5000 })).toBeTruthy();
    expect(currentPath(router)).toBe('/404');
  });

  it('sends a user without comp:taskinfo:edit to the 401 page', async () => {
    api.session(infoAnswer({ userName: 'auditor', roles: ['auditor'], permissions: ['comp:taskinfo:list'] }));
    setSessionToken();
    const { router } = renderApp('/taskinfo/role-auth/detail/12/3');
    await waitFor(() => expect(currentPath(router)).toBe('/401'), { timeout: 5000 });
  });

  it('opens for an expert under 我的评审, not cached', async () => {
    api.session(infoAnswer({ userName: 'expert', roles: ['expert'], permissions: ['comp:taskinfo:edit'] }));
    setSessionToken();
    const { router } = renderApp('/taskinfo/role-auth/detail/12/3');
    // Not the caller's assignment: the 404 content in place, at the page's own address.
    expect(await screen.findByText(NOT_FOUND, undefined, { timeout: 5000 })).toBeTruthy();
    expect(currentPath(router)).toBe('/taskinfo/role-auth/detail/12/3');
    expect(handleOf(router)).toMatchObject({ activeMenu: '/comp/myReview', noCache: true, hidden: true });
  });

  it('opens for staff under 任务信息', async () => {
    api.session(
      infoAnswer({
        userName: 'organiser',
        roles: ['organiser'],
        permissions: ['comp:taskinfo:edit', 'comp:taskinfo:list'],
      }),
    );
    setSessionToken();
    const staff = renderApp('/taskinfo/role-auth/detail/12/3');
    await screen.findByText(NOT_FOUND, undefined, { timeout: 5000 });
    expect(handleOf(staff.router)?.activeMenu).toBe('/comp/taskinfo');
  });
});
