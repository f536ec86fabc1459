import { listReports, type ReportRow } from '@cbo/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { ok, type Route, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { CrudTable } from './crud-table';
import { defineResource } from './define-resource';
import type { CrudColumn } from './types';

// The kit's refetchInterval: a list whose rows are still changing (a report being generated) asks
// again on its own, without the table's spinner at every poll, and stops once the rows settle.

const api = startFakeApi();

const resource = defineResource<ReportRow>({
  name: 'test/report',
  entity: 'reportPage.entity',
  rowKey: 'reportId',
  endpoints: { list: listReports },
  permission: 'comp:report',
});
const columns: CrudColumn<ReportRow>[] = [
  { key: 'title', title: 'reportPage.col.title' },
  { key: 'status', title: 'reportPage.col.status' },
];

const row = (status: ReportRow['status']): ReportRow => ({
  reportId: 1,
  competitionId: 1,
  kind: 'final_report',
  params: {},
  title: '赛事总结报告',
  status,
  done: status === 'running' ? 1 : 4,
  total: 4,
  step: status === 'running' ? 'data' : null,
  dataHash: null,
  xlsxSize: null,
  pdfSize: null,
  error: null,
  createdBy: 'organiser',
  createdAt: '2026-11-26 21:00:00',
  finishedAt: null,
});

function sequence(...answers: Route[]): Route {
  let index = 0;
  return (request, response) => answers[Math.min(index++, answers.length - 1)](request, response);
}
const page = (status: ReportRow['status']) => ok({ total: 1, rows: [row(status)] });

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
});

describe('CrudTable refetchInterval', { timeout: 30_000 }, () => {
  it('polls while the rows call for it, without spinning at each poll, and stops when they settle', async () => {
    api.routes.set('GET /comp/report/list', sequence(page('running'), page('running'), page('running'), page('done')));
    let spunWhilePolling = false;
    const { container } = render(
      <AppProviders queryClient={createTestQueryClient()}>
        <CrudTable
          resource={resource}
          columns={columns}
          search={false}
          filters={{ competitionId: 1 }}
          refetchInterval={(rows) => (rows.some((shown) => shown.status === 'running') ? 300 : false)}
        />
      </AppProviders>,
    );
    await screen.findByText('running', undefined, { timeout: 8_000 });
    const watch = setInterval(() => {
      if (container.querySelector('.ant-spin-spinning')) spunWhilePolling = true;
    }, 20);
    await screen.findByText('done', undefined, { timeout: 8_000 });
    clearInterval(watch);
    expect(api.calls('GET', '/comp/report/list')).toHaveLength(4);
    expect(spunWhilePolling).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await waitFor(() => expect(api.calls('GET', '/comp/report/list')).toHaveLength(4));
  });
});
