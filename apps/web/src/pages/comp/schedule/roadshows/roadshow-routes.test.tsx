import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../../core/routing/route-handle';
import { infoAnswer, ok, startFakeApi } from '../../../../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../../../../test/render-app';
import { board, session } from './roadshow-fixtures';

// The console and presenter routes (docs/roadshow-page.md): digits only, comp:schedule:query, under
// 赛程; the presenter over the whole window and never kept under another tab.

const api = startFakeApi();
const NOT_FOUND = '抱歉，您访问的页面不存在。';

type Router = ReturnType<typeof renderApp>['router'];
const handleOf = (router: Router) => router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;

beforeEach(() => {
  api.routes.set('GET /comp/roadshow/5/stamp', ok({ data: { stamp: 's1' } }));
  api.routes.set('GET /comp/roadshow/5', ok({ data: session() }));
  api.routes.set('GET /comp/roadshow/5/board', ok({ data: board(null) }));
  api.routes.set('GET /comp/roadshow/5/events', ok({ data: [] }));
  api.routes.set('GET /comp/roadshow/5/draws', ok({ data: [] }));
  api.routes.set(
    'GET /comp/roadshow/5/presenter',
    ok({
      data: {
        stamp: 's1',
        name: '复赛路演 A 场',
        venue: '报告厅 101',
        status: 'live',
        phase: 'qa',
        phaseStartedAt: '2026-11-26 09:30:00',
        serverNow: '2026-11-26 09:31:00',
        pitchMinutes: 8,
        qaMinutes: 7,
        current: { orderNo: 1, code: 'A26-0001', projectName: '智能灌溉系统', orgName: '华东大学' },
        next: { orderNo: 2, code: 'A26-0002', projectName: '工业视觉检测', orgName: null },
        presented: 1,
        total: 2,
      },
    }),
  );
});

const staff = (permissions: string[]) => {
  api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions }), []);
  setSessionToken();
};

describe('the roadshow routes', { timeout: 30_000 }, () => {
  it('answer 404 for a non-digit session id', async () => {
    staff(['comp:schedule:query']);
    const { router } = renderApp('/schedule/roadshow/5a');
    expect(await screen.findByText(NOT_FOUND, undefined, { timeout: 8000 })).toBeTruthy();
    expect(currentPath(router)).toBe('/404');
  });

  it('do not exist for a user without comp:schedule:query', async () => {
    staff(['comp:schedule:list']);
    const { router } = renderApp('/schedule/roadshow/5');
    await waitFor(() => expect(currentPath(router)).toBe('/404'), { timeout: 8000 });
  });

  it('open the console under 赛程', async () => {
    staff(['comp:schedule:query']);
    const { router } = renderApp('/schedule/roadshow/5');
    expect(await screen.findByRole('heading', { name: '复赛路演 A 场' }, { timeout: 8000 })).toBeTruthy();
    expect(handleOf(router)).toMatchObject({ activeMenu: '/comp/schedule', hidden: true });
    // Reading only: no controls without comp:schedule:roadshow.
    expect(screen.queryByRole('button', { name: /下一个项目/ })).toBeNull();
  });

  it('open the presenter over the window, not cached: the project, the phase, the countdown, the next', async () => {
    staff(['comp:schedule:query']);
    const { router } = renderApp('/schedule/roadshow/5/presenter');
    const screenRoot = await screen.findByTestId('roadshow-presenter', undefined, { timeout: 8000 });
    await waitFor(() => expect(screenRoot.textContent).toContain('智能灌溉系统'), { timeout: 8000 });
    expect(screenRoot.parentElement).toBe(document.body);
    expect(screenRoot.textContent).toContain('答辩');
    expect(screenRoot.textContent).toContain('已完成 1 / 2');
    expect(screenRoot.textContent).toContain('第 2 位 · A26-0002 · 工业视觉检测');
    // 7 minutes of Q&A from 09:30 with the server at 09:31 when answered: about 06:00 left.
    expect(screen.getByTestId('roadshow-countdown').textContent).toMatch(/^0[56]:\d\d$/);
    expect(handleOf(router)).toMatchObject({ activeMenu: '/comp/schedule', noCache: true });
  });
});
