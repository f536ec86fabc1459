import { SYSTEM_NAME } from '@cbo/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { infoAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../../../test/render-app';

// The expert group members route (docs/expert-groups.md): digits only (404 otherwise), and a user
// without comp:grouping:edit lands on the 401 page rather than 404.

const api = startFakeApi();
const NOT_FOUND = '抱歉，您访问的页面不存在。';

beforeEach(() => {
  api.routes.set(
    'GET /app/info',
    ok({ data: { systemName: SYSTEM_NAME, captchaEnabled: false, registerEnabled: true, smsLoginEnabled: false } }),
  );
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
});

describe('the expert group members route', () => {
  it('answers 404 for a non-digit groId to a user holding comp:grouping:edit', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['comp:grouping:edit'] }));
    setSessionToken();
    const { router } = renderApp('/grouping/role-auth/user/12a');
    expect(await screen.findByText(NOT_FOUND, undefined, { timeout: 5000 })).toBeTruthy();
    expect(currentPath(router)).toBe('/404');
  });

  it('sends a user without comp:grouping:edit to the 401 page', async () => {
    api.session(infoAnswer({ userName: 'auditor', roles: ['auditor'], permissions: ['comp:expertGroup:list'] }));
    setSessionToken();
    const { router } = renderApp('/grouping/role-auth/user/12');
    await waitFor(() => expect(currentPath(router)).toBe('/401'), { timeout: 5000 });
    // Another guarded route still does not exist for a user without its permission.
    await act(() => router.navigate('/system/role-auth/user/3'));
    await waitFor(() => expect(currentPath(router)).toBe('/404'));
  });
});
