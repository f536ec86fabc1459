import type { ExpertCandidate, ExpertGroupMember, ExpertGroupSummary } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as MembersPage } from './user';

const api = startFakeApi();
const PATIENT = { timeout: 15_000 };
const BASE = '/comp/expertGroup/7';

const summary: ExpertGroupSummary = {
  expertGroupId: 7,
  stageId: 3,
  stageName: '初赛',
  competitionId: 1,
  trackName: null,
  groupName: '初赛一组',
  leaderUserId: null,
  leaderName: null,
  capacity: 3,
  regionCode: null,
  regionName: null,
  memberCount: 1,
  reviewGroups: [{ reviewGroupId: 5, groupName: '创意组', applicationCount: 4 }],
  applicationCount: 4,
  remark: null,
  createBy: 'admin',
  createTime: null,
};

const member: ExpertGroupMember = {
  memberId: 1,
  userId: 41,
  expertId: 11,
  userName: 'e_zhang',
  nickName: '张专家',
  orgName: '外地大学',
  title: null,
  fields: [],
  regionName: null,
  role: 'member',
  joinedBy: 'manual',
  drawId: null,
  overrides: [],
  createBy: 'admin',
  createTime: '2026-11-26 08:00:00',
};

const candidate = (expertId: number, nickName: string, verdict: ExpertCandidate['verdict']): ExpertCandidate => ({
  expertId,
  userId: 100 + expertId,
  userName: `e${expertId}`,
  nickName,
  orgName: null,
  title: null,
  fields: [],
  regionCode: null,
  regionName: null,
  tracks: ['adult'],
  load: 0,
  verdict,
  conflicts:
    verdict === 'clear'
      ? []
      : [
          {
            applicationId: 9,
            applicationCode: 'A26-0009',
            verdict,
            hits: [
              {
                kind: verdict === 'block' ? 'same_org' : 'same_region',
                severity: verdict,
                reason: verdict === 'block' ? '专家与项目同属「甲校」' : '专家与项目同在「天河区」',
              },
            ],
          },
        ],
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/grouping/role-auth/user/:groId', element: <MembersPage /> },
      { path: '/comp/expertGroup', element: <p>group list</p> },
    ],
    { initialEntries: ['/grouping/role-auth/user/7'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const dialog = () => screen.getByRole('dialog');
const rowOf = async (scope: Pick<typeof screen, 'findByText'>, text: string) =>
  (await scope.findByText(text, undefined, PATIENT)).closest('tr') as HTMLElement;

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  for (const type of ['comp_expert_title', 'comp_expert_field'])
    api.routes.set(`GET /system/dict/data/type/${type}`, ok({ data: [] }));
  api.routes.set('GET /comp/region/optionselect', ok({ data: [] }));
  api.routes.set(`GET ${BASE}/summary`, ok({ data: summary }));
  api.routes.set(`GET ${BASE}/members`, ok({ total: 1, rows: [member] }));
  api.routes.set(`GET ${BASE}/history`, ok({ total: 0, rows: [] }));
  api.routes.set(
    `GET ${BASE}/candidates`,
    ok({
      data: [candidate(21, '阻止专家', 'block'), candidate(22, '提醒专家', 'warn'), candidate(23, '清白专家', 'clear')],
    }),
  );
  api.routes.set(`POST ${BASE}/members`, ok());
  api.routes.set(`DELETE ${BASE}/members/41`, ok());
});

// The first test pays for the page's cold imports on a shared machine.
describe('expert group members page', { timeout: 60_000 }, () => {
  it('shows the header and removes a member only after the confirmation', async () => {
    renderPage();
    expect(await screen.findByText('初赛一组', undefined, PATIENT)).toBeTruthy();
    expect(screen.getByText('创意组（4 项）')).toBeTruthy();
    const row = await rowOf(screen, '张专家');
    fireEvent.click(within(row).getByRole('button', { name: /移除/ }));
    const confirm = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
    await waitFor(() => expect(confirm()?.textContent).toContain('确认将“张专家”移出专家组？'), PATIENT);
    expect(api.calls('DELETE', `${BASE}/members/41`)).toHaveLength(0);
    fireEvent.click(within(confirm()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', `${BASE}/members/41`)).toHaveLength(1), PATIENT);
  });

  it('shows candidates with their conflicts: a blocked one cannot be chosen, a warned one needs a reason', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /添加专家/ }, PATIENT));
    const blocked = await rowOf(within(dialog()), '阻止专家');
    expect(within(blocked).getByText('A26-0009：专家与项目同属「甲校」')).toBeTruthy();
    expect((within(blocked).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(await rowOf(within(dialog()), '提醒专家')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf(within(dialog()), '清白专家')).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加所选/ }));
    expect(await within(dialog()).findByText('有冲突提醒的专家须填写理由')).toBeTruthy();
    expect(api.calls('POST', `${BASE}/members`)).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText('“提醒专家”的冲突说明理由'), {
      target: { value: '多年未往来' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加所选/ }));
    await waitFor(() => expect(api.calls('POST', `${BASE}/members`)).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', `${BASE}/members`)[0].body)).toEqual({
      experts: [{ expertId: 22, reason: '多年未往来' }, { expertId: 23 }],
    });
  });
});
