import type { ApplicationDetail, ScoreRevisionRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as DetailPage } from './detail';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const detail: ApplicationDetail = {
  applicationId: 7,
  code: 'A260007',
  projectName: '智能灌溉',
  competitionId: 1,
  competitionName: '第一届大赛',
  trackId: 2,
  trackName: '成人组',
  categoryId: null,
  categoryName: null,
  industry: null,
  regionCode: '440106',
  regionName: '天河区',
  orgId: null,
  orgName: null,
  leaderName: '张三',
  leaderMobile: '138****8000',
  leaderIdNumber: '440106********123X',
  status: 'approved',
  memberCount: 1,
  submittedAt: '2026-11-20 10:00:00',
  returnCount: 0,
  returnDeadline: null,
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  updateTime: null,
  summary: null,
  videoLink: null,
  members: [],
  mentors: [],
  attachments: [],
  answers: {},
  answerFiles: [],
};

const HASH = 'a'.repeat(10) + 'b'.repeat(54);
const revision = (over: Partial<ScoreRevisionRow> & Pick<ScoreRevisionRow, 'revisionId' | 'revisionNo' | 'kind'>) =>
  ({
    sheetId: 3,
    assignmentId: 30,
    taskId: 5,
    taskName: '初赛网评',
    expertName: '王专家',
    total: 70,
    actor: 'expert01',
    reason: null,
    clientIp: '10.0.0.8',
    createdAt: '2026-11-21 10:00:00',
    hmac: `${over.revisionId}`.padEnd(64, 'c'),
    ...over,
  }) satisfies ScoreRevisionRow;

const history: ScoreRevisionRow[] = [
  revision({ revisionId: 1, revisionNo: 1, kind: 'autosave', total: 40 }),
  revision({ revisionId: 2, revisionNo: 2, kind: 'submit', total: 70 }),
  revision({ revisionId: 3, revisionNo: 3, kind: 'unlock', actor: 'admin', reason: '专家申请更正' }),
  revision({
    revisionId: 4,
    sheetId: 4,
    assignmentId: 31,
    revisionNo: 1,
    kind: 'proxy',
    expertName: '李专家',
    actor: 'organiser',
    reason: '专家现场纸质评分',
    total: 88.5,
    hmac: HASH,
  }),
];

function renderDetail() {
  const router = createMemoryRouter([{ path: '/comp/application/detail/:applicationId', element: <DetailPage /> }], {
    initialEntries: ['/comp/application/detail/7'],
  });
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(() => {
  clearDicts();
  api.routes.set('GET /system/dict/data/type/comp_industry', ok({ data: [] }));
  api.routes.set('GET /comp/competition/1/tracks', ok({ data: [] }));
  api.routes.set('GET /comp/application/7', ok({ data: detail }));
  api.routes.set('GET /comp/scoring/history/7', ok({ data: history }));
});

describe('the score history on the application page', { timeout: 30_000 }, () => {
  it('groups revisions per task and expert, names each kind, marks staff entries and shortens the hash', async () => {
    useAuthStore.setState({
      token: 'test-token',
      roles: ['organiser'],
      permissions: ['comp:application:query', 'comp:taskinfo:query'],
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: '评分记录' }, PATIENT));
    const first = (await screen.findByText('初赛网评 · 专家 王专家', undefined, PATIENT)).closest(
      '.ant-card',
    ) as HTMLElement;
    const second = screen.getByText('初赛网评 · 专家 李专家').closest('.ant-card') as HTMLElement;
    expect(within(first).getByText('3 条')).toBeTruthy();
    const lines = (card: HTMLElement) =>
      [...card.querySelectorAll('tr.ant-table-row')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent),
      );
    expect(lines(first)).toEqual([
      ['1', '自动保存', '40', 'expert01', '-', '10.0.0.8', '2026-11-21 10:00:00', `1${'c'.repeat(9)}…`],
      ['2', '提交', '70', 'expert01', '-', '10.0.0.8', '2026-11-21 10:00:00', `2${'c'.repeat(9)}…`],
      ['3', '解锁', '70', 'admin', '专家申请更正', '10.0.0.8', '2026-11-21 10:00:00', `3${'c'.repeat(9)}…`],
    ]);
    // A paper entry: entered by staff, with the staff member and the reason.
    expect(lines(second)).toEqual([
      [
        '1',
        '代录工作人员录入',
        '88.5',
        'organiser',
        '专家现场纸质评分',
        '10.0.0.8',
        '2026-11-21 10:00:00',
        'aaaaaaaaaa…',
      ],
    ]);
    // The full hash in the tooltip.
    fireEvent.mouseEnter(within(second).getByText('aaaaaaaaaa…'));
    await screen.findByText(`完整哈希：${HASH}`, undefined, PATIENT);
  });

  it('says so when nothing was scored', async () => {
    useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
    api.routes.set('GET /comp/scoring/history/7', ok({ data: [] }));
    renderDetail();
    fireEvent.click(await screen.findByRole('tab', { name: '评分记录' }, PATIENT));
    await screen.findByText('还没有评分记录', undefined, PATIENT);
  });

  it('is neither shown nor read without comp:taskinfo:query', async () => {
    useAuthStore.setState({ token: 'test-token', roles: ['auditor'], permissions: ['comp:application:query'] });
    renderDetail();
    await screen.findByRole('tab', { name: '历史' }, PATIENT);
    expect(screen.queryByRole('tab', { name: '评分记录' })).toBeNull();
    await waitFor(() => expect(api.calls('GET', '/comp/application/7')).toHaveLength(1));
    expect(api.calls('GET', '/comp/scoring/history/7')).toHaveLength(0);
  });
});
