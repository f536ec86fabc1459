import type { RoadshowSessionRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { useAuthStore } from '../../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../../test/fake-api';
import { createTestQueryClient } from '../../../../test/render-app';
import { published } from '../../taskinfo/taskinfo-fixtures';
import { RoadshowsTab } from './roadshows-tab';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const row: RoadshowSessionRow = {
  sessionId: 5,
  competitionId: 1,
  stageId: 11,
  stageName: '初赛',
  trackName: '成人组',
  taskId: 2,
  taskName: '初赛路演评审',
  expertGroups: ['第一专家组'],
  name: '复赛路演 A 场',
  venue: '报告厅 101',
  startsAt: '2026-11-26 09:30:00',
  pitchMinutes: 8,
  qaMinutes: 7,
  scoringMode: 'live',
  appealHours: 48,
  status: 'live',
  slots: 3,
  checkedIn: 2,
  absent: 1,
  presented: 1,
  resultsPublishedAt: null,
  appealDeadline: null,
};

const renderTab = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <RoadshowsTab />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  useAuthStore.setState({
    token: 'test-token',
    roles: ['organiser'],
    permissions: ['comp:schedule:list', 'comp:schedule:query', 'comp:schedule:roadshow', 'comp:taskinfo:list'],
  });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/taskinfo/stages',
    ok({ data: [{ stageId: 11, stageName: '初赛', stageKind: 'preliminary', trackId: 2, trackName: '成人组' }] }),
  );
  api.routes.set('GET /comp/roadshow/list', ok({ total: 1, rows: [row] }));
  api.routes.set('GET /comp/taskinfo/list', ok({ total: 1, rows: [published] }));
  api.routes.set('PUT /comp/roadshow', ok());
});

describe('the 路演 tab', { timeout: 30_000 }, () => {
  it("lists the edition's sessions with minutes, mode, status and counts", async () => {
    renderTab();
    const name = await screen.findByRole('button', { name: '复赛路演 A 场' }, PATIENT);
    const tr = name.closest('tr') as HTMLElement;
    expect(within(tr).getByText('8+7 分钟')).toBeTruthy();
    expect(within(tr).getByText('现场评分')).toBeTruthy();
    expect(within(tr).getByText('进行中')).toBeTruthy();
    expect(within(tr).getByText('3 / 2 / 1 / 1')).toBeTruthy();
    expect(within(tr).getByText('成人组 · 初赛')).toBeTruthy();
    expect(within(tr).getByRole('button', { name: '打开 复赛路演 A 场 的控制台' })).toBeTruthy();
    const query = new URLSearchParams(api.calls('GET', '/comp/roadshow/list')[0].url.split('?')[1]);
    expect(query.get('competitionId')).toBe('1');
  });

  it('edits a session in the drawer: the task fixed once live, the form sent whole', async () => {
    renderTab();
    const name = await screen.findByRole('button', { name: '复赛路演 A 场' }, PATIENT);
    fireEvent.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /修\s*改/ }));
    const venue = (await waitFor(() => {
      const found = document.getElementById('comp_roadshow_form_venue') as HTMLInputElement | null;
      if (!found?.value) throw new Error('not filled yet');
      return found;
    }, PATIENT)) as HTMLInputElement;
    expect(venue.value).toBe('报告厅 101');
    expect(screen.getByText('开始路演后不能更换任务')).toBeTruthy();
    fireEvent.change(venue, { target: { value: '报告厅 202' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/roadshow')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/comp/roadshow')[0].body)).toEqual({
      sessionId: 5,
      competitionId: 1,
      stageId: 11,
      taskId: 2,
      name: '复赛路演 A 场',
      venue: '报告厅 202',
      startsAt: '2026-11-26 09:30:00',
      pitchMinutes: 8,
      qaMinutes: 7,
      scoringMode: 'live',
      appealHours: 48,
    });
  });
});
