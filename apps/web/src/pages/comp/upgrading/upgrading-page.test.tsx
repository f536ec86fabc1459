import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { ratingTask, stageResults } from '../rating/rating-fixtures';
import { Component as UpgradingPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/rating/tasks', ok({ total: 1, rows: [ratingTask()] }));
  api.routes.set('GET /comp/upgrading/list', ok({ total: 2, rows: stageResults }));
});

describe('stage results page', { timeout: 30_000 }, () => {
  it("lists the first stage's entries with their task's latest result and state", async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <MemoryRouter>
          <UpgradingPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const scored = (await screen.findByText('A2026001', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(scored).getByText('86.46')).toBeTruthy();
    expect(within(scored).getByText('初赛网评')).toBeTruthy();
    expect(within(scored).getByText('临时')).toBeTruthy();
    expect(within(scored).getByText('同分已区分')).toBeTruthy();
    expect(within(scored).getByText('已评分')).toBeTruthy();
    const pending = screen.getByText('A2026004').closest('tr') as HTMLElement;
    expect(within(pending).getByText('未分配任务')).toBeTruthy();
    expect(within(pending).getByText('待评审')).toBeTruthy();
    const query = new URLSearchParams(api.calls('GET', '/comp/upgrading/list')[0]?.url.split('?')[1]);
    expect(query.get('stageId')).toBe('11');
  });
});
