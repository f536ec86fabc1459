import type { ApplicationStatistics, RouterItem } from '@cbo/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { useMenuStore } from '../../../core/auth/session';
import { clearDicts } from '../../../core/dict/dict-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as StatisticsPage } from '../statistics/index';
import { Component as AuditPage } from './index';

// The route decides the track (its menu's query), not the address bar: the home page's links, a
// typed address and a reloaded tab open /comp/teenAudit and /comp/teenStatistics without ?track=teen.

const api = startFakeApi();
beforeAll(() => import('../../../components/charts/echarts-setup'), 30_000);
const PATIENT = { timeout: 8_000 };

const page = (path: string, title: string, component: string, track: 'teen' | 'adult'): RouterItem => ({
  name: path,
  path,
  hidden: false,
  component,
  query: JSON.stringify({ track }),
  meta: { title, icon: 'chart', noCache: false, link: null },
});

/** The comp menu as getRouters answers it. */
const MENUS: RouterItem[] = [
  {
    name: 'Comp',
    path: '/comp',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '大赛管理', icon: 'guide', noCache: false, link: null },
    children: [
      page('teenAudit', '青少年组审核', 'comp/audit/index', 'teen'),
      page('adultAudit', '成人组审核', 'comp/audit/index', 'adult'),
      page('teenStatistics', '青少年组统计', 'comp/statistics/index', 'teen'),
      page('adultStatistics', '成人组统计', 'comp/statistics/index', 'adult'),
    ],
  },
];

const track = (trackId: number, trackCode: string, trackName: string) => ({
  trackId,
  trackCode,
  trackName,
  ageMin: null,
  ageMax: null,
  ageRefDate: null,
  teamMin: 1,
  teamMax: 5,
  oneEntry: '1',
  sort: trackId,
  categories: [],
  fields: [],
  formId: null,
  formVersion: null,
  formName: null,
  form: null,
  attachments: [],
});

const FIGURES: ApplicationStatistics = {
  total: 9,
  breakdowns: [],
  byStatus: [{ key: 'submitted', name: '已提交', count: 9 }],
  byRegion: [{ key: '440106', name: '天河区', count: 9 }],
  byOrganisation: [],
  byCategory: [{ key: '11', name: '小学组', count: 9 }],
  byIndustry: [],
  daily: [{ date: '2026-11-20', submitted: 9, decided: 0 }],
  turnaround: { decided: 0, medianHours: null, p90Hours: null },
};

function renderPage(Page: ComponentType, path: string) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
}

const queryOf = (path: string) => new URLSearchParams(api.calls('GET', path).at(-1)?.url.split('?')[1] ?? '');

beforeEach(() => {
  clearDicts();
  useMenuStore.setState({ menus: MENUS });
  useAuthStore.setState({
    token: 'test-token',
    roles: ['auditor'],
    permissions: ['comp:audit:list', 'comp:audit:decide', 'comp:statistics:list'],
  });
  api.routes.set(
    'GET /comp/competition/current/timeline',
    ok({
      data: { competitionId: 1, competitionName: '第一届', editionYear: 2026, status: 'registration_open', stages: [] },
    }),
  );
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/competition/1/tracks',
    ok({ data: [track(1, 'teen', '青少年组'), track(2, 'adult', '成人组')] }),
  );
  api.routes.set(
    'GET /comp/audit/levels',
    ok({ data: [{ levelNo: 1, levelName: '区县初审', roleId: 3, regionLevel: '3', pending: 1, canDecide: true }] }),
  );
  api.routes.set('GET /comp/audit/list', ok({ total: 0, rows: [] }));
  api.routes.set('GET /comp/statistics/summary', ok({ data: FIGURES }));
});
afterEach(() => useMenuStore.setState({ menus: [] }));

describe('a track page opened without ?track=', { timeout: 30_000 }, () => {
  it('/comp/teenStatistics asks for and shows the teenage track', async () => {
    renderPage(StatisticsPage, '/comp/teenStatistics');
    await waitFor(() => expect(api.calls('GET', '/comp/statistics/summary').length).toBeGreaterThan(0), PATIENT);
    expect(queryOf('/comp/statistics/summary').get('trackId')).toBe('1');
    await waitFor(() => expect(document.querySelector('[data-figure="total"]')?.textContent).toContain('9'), PATIENT);
    expect(api.calls('GET', '/comp/statistics/summary').every((call) => call.url.includes('trackId=1'))).toBe(true);
  });

  it('/comp/teenAudit asks for and shows the teenage queue', async () => {
    renderPage(AuditPage, '/comp/teenAudit');
    await waitFor(() => expect(api.calls('GET', '/comp/audit/list').length).toBeGreaterThan(0), PATIENT);
    expect(queryOf('/comp/audit/levels').get('trackId')).toBe('1');
    expect(queryOf('/comp/audit/list').get('trackId')).toBe('1');
    expect(await screen.findByText(/区县初审/, undefined, PATIENT)).toBeTruthy();
  });

  it('/comp/adultAudit stays the adult track, whatever ?track= says', async () => {
    renderPage(AuditPage, '/comp/adultAudit?track=teen');
    await waitFor(() => expect(api.calls('GET', '/comp/audit/list').length).toBeGreaterThan(0), PATIENT);
    expect(queryOf('/comp/audit/levels').get('trackId')).toBe('2');
    expect(api.calls('GET', '/comp/audit/list').every((call) => call.url.includes('trackId=2'))).toBe(true);
  });
});
