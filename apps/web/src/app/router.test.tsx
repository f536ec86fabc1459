import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchHealth } from '../core/health/fetch-health';
import { renderApp } from '../test/render-app';

vi.mock('../core/health/fetch-health', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../core/health/fetch-health')>()),
  fetchHealth: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(fetchHealth).mockResolvedValue({
    status: 'UP',
    database: { status: 'UP', kind: 'pglite', latencyMs: 1.2 },
    cache: { status: 'UP', kind: 'memory' },
  });
});

describe('router', () => {
  it('redirects the empty path to /index, the home page', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: '创新创业大赛管理系统' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/competition-bak/index');
  });

  it('redirects an unknown path to /404', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/competition-bak/404');
  });

  it('shows the no-access result on /401', async () => {
    renderApp('/401');
    expect(await screen.findByText('401')).toBeTruthy();
    expect(screen.getByText(/对不起，您没有访问权限/)).toBeTruthy();
  });

  it('goes back home from the 404 page', async () => {
    const { router } = renderApp('/404');
    fireEvent.click(await screen.findByRole('button', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '创新创业大赛管理系统' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/competition-bak/index');
  });

  it('scrolls to the top on navigation but not on the first page', async () => {
    const { router } = renderApp('/404');
    await screen.findByText('404');
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/401'));
    await screen.findByText('401');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });
});
