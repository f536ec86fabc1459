import type { GroupingStage, ReviewGroup, StageEntry } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { dictAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as GroupingPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };
const bodyOf = (method: string, path: string) => JSON.parse(api.calls(method, path).at(-1)?.body ?? '{}');

const STAGES: GroupingStage[] = [
  { stageId: 11, stageKind: 'preliminary', stageName: '初赛', seq: 3, trackId: null, trackName: null, first: true },
  { stageId: 12, stageKind: 'semi_final', stageName: '复赛', seq: 4, trackId: null, trackName: null, first: false },
];

const group = (reviewGroupId: number, groupName: string, extra: Partial<ReviewGroup> = {}): ReviewGroup => ({
  reviewGroupId,
  stageId: 11,
  groupName,
  basis: { categoryId: 1, industry: 'it' },
  categoryName: '创意组',
  regionCode: '440100',
  regionName: '广州市',
  orgId: null,
  expertGroupId: null,
  expertGroupName: null,
  lockedByTaskId: null,
  entryCount: 4,
  sort: reviewGroupId,
  createBy: 'organiser',
  createTime: '2026-11-26 08:00:00',
  ...extra,
});

const entry = (entryId: number, code: string, reviewGroupId: number | null): StageEntry => ({
  entryId,
  applicationId: entryId + 100,
  code,
  projectName: `项目${code}`,
  trackId: 2,
  categoryId: 1,
  categoryName: '创意组',
  industry: 'it',
  regionCode: '440106',
  regionName: '天河区',
  orgName: null,
  status: 'approved',
  reviewGroupId,
  groupName: reviewGroupId === null ? null : '创意组·新一代信息技术·1',
  lockedByTaskId: null,
});

const GROUPS = [
  group(1, '创意组·新一代信息技术·1', {
    expertGroupId: 7,
    expertGroupName: '初赛专家一组',
  }),
  group(2, '创意组·新一代信息技术·2', { lockedByTaskId: 42, entryCount: 3 }),
];

function renderPage() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/comp/grouping']}>
        <GroupingPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({
    token: 'test-token',
    roles: ['organiser'],
    permissions: [
      'comp:grouping:list',
      'comp:grouping:query',
      'comp:grouping:add',
      'comp:grouping:edit',
      'comp:grouping:remove',
    ],
  });
  api.routes.set(
    'GET /comp/competition/current/timeline',
    ok({
      data: { competitionId: 1, competitionName: '第一届', editionYear: 2026, status: 'registration_open', stages: [] },
    }),
  );
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届青少年及成人创新创业大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/competition/1/tracks', ok({ data: [] }));
  api.routes.set(
    'GET /system/dict/data/type/comp_industry',
    dictAnswer('comp_industry', [{ dictValue: 'it', dictLabel: '新一代信息技术' }]),
  );
  api.routes.set('GET /comp/grouping/stages', ok({ data: STAGES }));
  api.routes.set(
    'GET /comp/grouping/summary',
    ok({
      data: {
        stageId: 11,
        first: true,
        entered: 7,
        grouped: 7,
        ungrouped: 0,
        awaitingIntake: 2,
        groups: 2,
        lockedGroups: 1,
      },
    }),
  );
  api.routes.set('GET /comp/grouping/list', ok({ total: GROUPS.length, rows: GROUPS }));
  api.routes.set(
    'GET /comp/grouping/expert-groups',
    ok({
      data: [
        {
          expertGroupId: 7,
          groupName: '初赛专家一组',
          leaderUserId: 5,
          leaderName: '王专家',
          memberCount: 3,
          capacity: 5,
        },
      ],
    }),
  );
  api.routes.set(
    'GET /comp/grouping/entries',
    ok({ total: 2, rows: [entry(1, 'A26-0001', 1), entry(2, 'A26-0002', null)] }),
  );
});

describe('project groups page', { timeout: 60_000 }, () => {
  it('shows the stage counts and its groups with basis, region, binding and lock', async () => {
    renderPage();
    await screen.findByText('创意组·新一代信息技术·1', undefined, PATIENT);
    expect(new URLSearchParams(api.calls('GET', '/comp/grouping/list')[0].url.split('?')[1]).get('stageId')).toBe('11');
    expect(await screen.findByText('待导入', undefined, PATIENT)).toBeTruthy();
    expect(screen.getByText('初赛专家一组')).toBeTruthy();
    expect(screen.getByText('评审任务 #42')).toBeTruthy();
    expect(screen.getAllByText('广州市').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /导入审核通过的项目/ })).toBeTruthy();
  });

  it('previews auto-grouping without saving, then saves after a confirmation', async () => {
    api.routes.set(
      'POST /comp/grouping/auto/preview',
      ok({
        data: {
          groups: [
            {
              groupName: '创意组·新一代信息技术·1',
              basis: { categoryId: 1, industry: 'it' },
              regionCode: '440100',
              count: 4,
              firstCodes: ['A26-0001'],
            },
            {
              groupName: '创意组·新一代信息技术·2',
              basis: { categoryId: 1, industry: 'it' },
              regionCode: '440100',
              count: 3,
              firstCodes: ['A26-0005'],
            },
          ],
          entries: 7,
          keptLocked: 1,
        },
      }),
    );
    api.routes.set('POST /comp/grouping/auto', ok({ data: { groups: [], entries: 7, keptLocked: 1 } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /自动分组/ }, PATIENT));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: '保存分组' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '预览' }));
    await within(dialog).findByText('将生成 2 个分组,共 7 个项目;保留已锁定分组 1 个', undefined, PATIENT);
    expect(bodyOf('POST', '/comp/grouping/auto/preview')).toEqual({ stageId: 11, by: 'industry', targetSize: 10 });
    expect(api.calls('POST', '/comp/grouping/auto')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '保存分组' }));
    const confirm = await screen.findByText(/保存将替换本阶段您数据范围内未锁定的分组/);
    const confirmBox = confirm.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirmBox).getByRole('button', { name: '保存分组' }));
    await waitFor(() => expect(api.calls('POST', '/comp/grouping/auto')).toHaveLength(1), PATIENT);
    expect(bodyOf('POST', '/comp/grouping/auto')).toMatchObject({ stageId: 11, targetSize: 10 });
  });

  it('moves the chosen entries to another group, offering no locked group', async () => {
    api.routes.set('PUT /comp/grouping/move', ok({ data: { moved: 1 } }));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '入围项目' }, PATIENT));
    await screen.findByText('A26-0002', undefined, PATIENT);
    const row = screen.getByText('A26-0002').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /移动到/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const locked = await screen.findByTitle('创意组·新一代信息技术·2 (3)');
    expect(locked.getAttribute('aria-disabled') ?? locked.className).toMatch(/true|disabled/);
    fireEvent.click(await screen.findByTitle('创意组·新一代信息技术·1 (4)'));
    fireEvent.click(within(dialog).getByRole('button', { name: '移动到' }));
    await waitFor(() => expect(api.calls('PUT', '/comp/grouping/move')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/grouping/move')).toEqual({ entryIds: [2], reviewGroupId: 1 });
  });

  it("shows a group's bound panel with the link to its expert group's members page", async () => {
    api.routes.set(
      'GET /comp/grouping/1',
      ok({
        data: {
          ...GROUPS[0],
          bound: {
            expertGroupId: 7,
            groupName: '初赛专家一组',
            leaderUserId: 5,
            leaderName: '王专家',
            memberCount: 3,
            capacity: 5,
          },
        },
      }),
    );
    renderPage();
    await screen.findByText('创意组·新一代信息技术·1', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: '创意组·新一代信息技术·1' }));
    await screen.findByText('王专家', undefined, PATIENT);
    expect(screen.getByText('3 / 5')).toBeTruthy();
    const link = screen.getByRole('link', { name: /管理成员/ });
    expect(link.getAttribute('href')).toBe('/grouping/role-auth/user/7');
  });
});
