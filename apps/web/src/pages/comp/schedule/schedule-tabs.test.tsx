import type { AppealDetail, AppealRow, ScheduleItem } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { AppealsTab } from './appeals/appeals-tab';
import { ItemsTab } from './items/items-tab';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const item = (overrides: Partial<ScheduleItem> = {}): ScheduleItem => ({
  itemId: 7,
  competitionId: 1,
  stageId: 11,
  stageName: '初赛',
  title: '复赛路演',
  kind: 'roadshow',
  startsAt: '2026-12-10 09:00:00',
  endsAt: '2026-12-10 17:30:00',
  location: '广州国际会议中心',
  onlineLink: null,
  isPublic: true,
  description: null,
  notifiedAt: '2026-11-20 10:00:00',
  createBy: 'organiser',
  createTime: '2026-11-01 10:00:00',
  updateBy: null,
  updateTime: null,
  ...overrides,
});

const appeal = (overrides: Partial<AppealRow> = {}): AppealRow => ({
  appealId: 3,
  competitionId: 1,
  sessionId: 5,
  sessionName: '第一场',
  stageName: '复赛',
  applicationId: 101,
  code: 'A2026001',
  projectName: '智能灌溉系统',
  channel: 'online',
  submittedBy: 'entrant',
  submittedAt: '2026-11-26 10:00:00',
  deadlineAt: '2026-11-28 09:00:00',
  status: 'submitted',
  decision: null,
  decidedBy: null,
  decidedAt: null,
  ...overrides,
});

const detail = (overrides: Partial<AppealDetail> = {}): AppealDetail => ({
  ...appeal(),
  content: '第三位评委的评分明显偏低，请复核。',
  events: [
    { eventId: 1, kind: 'filed', status: 'submitted', reason: null, actor: 'entrant', at: '2026-11-26 10:00:00' },
  ],
  ...overrides,
});

const body = (method: string, path: string, index = 0) => JSON.parse(api.calls(method, path)[index]?.body ?? 'null');
const button = (text: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** The open modal or drawer whose title is `title`. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal, .ant-drawer-section')].find(
        (element) =>
          element.querySelector('.ant-modal-title, .ant-modal-confirm-title, .ant-drawer-title')?.textContent === title,
      );
      if (!found) throw new Error(`no dialog ${title}`);
      return found;
    },
    { timeout: 8_000 },
  );
}

const renderTab = (tab: 'items' | 'appeals') =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>{tab === 'items' ? <ItemsTab /> : <AppealsTab />}</MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/schedule/stages',
    ok({ data: [{ stageId: 11, stageName: '初赛', stageKind: 'preliminary', trackName: null }] }),
  );
});

describe('赛程安排 tab', { timeout: 90_000 }, () => {
  it('lists the items, offers to text the teams after moving a public one, and draws the timeline', async () => {
    api.routes.set(
      'GET /comp/schedule/list',
      ok({
        total: 2,
        rows: [
          item(),
          item({
            itemId: 8,
            title: '决赛',
            kind: 'final',
            startsAt: '2027-01-05 09:00:00',
            endsAt: '2027-01-05 18:00:00',
            isPublic: false,
            location: null,
            onlineLink: 'https://live.example.org/final',
            stageId: null,
            stageName: null,
          }),
        ],
      }),
    );
    api.routes.set('GET /comp/schedule/7', ok({ data: { ...item(), teams: 4 } }));
    api.routes.set('PUT /comp/schedule', ok({ data: { affectsTeams: true, teams: 4 } }));
    api.routes.set('POST /comp/schedule/7/notify', ok({ data: { teams: 4, sent: 3 } }));
    renderTab('items');
    const row = (await screen.findByText('复赛路演', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-12-10 09:00–17:30')).toBeTruthy();
    expect(within(row).getByText('公开')).toBeTruthy();
    const internal = screen.getByText('决赛', { selector: 'td *' }).closest('tr') as HTMLElement;
    expect(within(internal).getByText('内部')).toBeTruthy();
    expect(within(internal).getByText('整届大赛')).toBeTruthy();
    expect(
      new URLSearchParams(api.calls('GET', '/comp/schedule/list')[0]?.url.split('?')[1]).get('competitionId'),
    ).toBe('1');

    fireEvent.click(within(row).getByText('修改'));
    const drawer = await dialogTitled('修改赛程');
    await waitFor(() => expect((within(drawer).getByLabelText('名称') as HTMLInputElement).value).toBe('复赛路演'));
    fireEvent.change(within(drawer).getByLabelText('地点'), { target: { value: '深圳会展中心' } });
    fireEvent.click(button('确定', drawer));
    await waitFor(() => expect(api.calls('PUT', '/comp/schedule')).toHaveLength(1));
    expect(body('PUT', '/comp/schedule')).toMatchObject({
      itemId: 7,
      competitionId: 1,
      location: '深圳会展中心',
      isPublic: true,
    });
    const confirm = await dialogTitled('短信通知参赛团队');
    expect(within(confirm).getByText(/受影响的 4 个参赛团队/)).toBeTruthy();
    expect(api.calls('POST', '/comp/schedule/7/notify')).toHaveLength(0);
    fireEvent.click(button('发送', confirm));
    await waitFor(() => expect(api.calls('POST', '/comp/schedule/7/notify')).toHaveLength(1));
    expect(await screen.findByText('已向 4 个团队发送 3 条短信')).toBeTruthy();

    fireEvent.click(screen.getByText('时间线'));
    expect(await screen.findByText('2026-12', undefined, PATIENT)).toBeTruthy();
    expect(screen.getByText('2027-01')).toBeTruthy();
    expect(screen.getByText('https://live.example.org/final').closest('a')?.getAttribute('href')).toBe(
      'https://live.example.org/final',
    );
  });
});

describe('申诉 tab', { timeout: 90_000 }, () => {
  it('lists the appeals and decides one with a reason after a confirmation', async () => {
    api.routes.set(
      'GET /comp/appeal/sessions',
      ok({
        data: [
          {
            sessionId: 5,
            name: '第一场',
            stageName: '复赛',
            status: 'published',
            resultsPublishedAt: '2026-11-26 09:00:00',
            appealDeadline: '2026-11-28 09:00:00',
            appeals: 1,
            pending: 1,
          },
        ],
      }),
    );
    api.routes.set('GET /comp/appeal/list', ok({ total: 1, rows: [appeal()] }));
    api.routes.set('GET /comp/appeal/3', ok({ data: detail() }));
    api.routes.set(
      'PUT /comp/appeal/3/decide',
      ok({
        data: detail({
          status: 'dismissed',
          decision: '评分符合规则',
          decidedBy: 'organiser',
          decidedAt: '2026-11-27 10:00:00',
          events: [
            ...detail().events,
            {
              eventId: 2,
              kind: 'decided',
              status: 'dismissed',
              reason: '评分符合规则',
              actor: 'organiser',
              at: '2026-11-27 10:00:00',
            },
          ],
        }),
      }),
    );
    renderTab('appeals');
    const row = (await screen.findByText('智能灌溉系统', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('待处理')).toBeTruthy();
    expect(within(row).getByText('复赛 · 第一场')).toBeTruthy();
    fireEvent.click(within(row).getByText('处理'));
    const drawer = await dialogTitled('申诉 A2026001');
    expect(await within(drawer).findByText('第三位评委的评分明显偏低，请复核。')).toBeTruthy();
    expect(within(drawer).getByText('entrant 提交申诉')).toBeTruthy();
    // Without a reason nothing is sent.
    fireEvent.click(button('处理', drawer));
    expect(await within(drawer).findByText(/理由/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('理由'), { target: { value: '评分符合规则' } });
    fireEvent.click(button('处理', drawer));
    const confirm = await dialogTitled('确认处理');
    expect(within(confirm).getByText(/将申诉 A2026001 处理为“驳回”/)).toBeTruthy();
    expect(api.calls('PUT', '/comp/appeal/3/decide')).toHaveLength(0);
    fireEvent.click(button('确定', confirm));
    await waitFor(() => expect(api.calls('PUT', '/comp/appeal/3/decide')).toHaveLength(1));
    expect(body('PUT', '/comp/appeal/3/decide')).toEqual({ status: 'dismissed', reason: '评分符合规则' });
    expect(await within(drawer).findByText('organiser 处理：驳回')).toBeTruthy();
  });
});
