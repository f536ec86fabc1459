import { DEFAULT_COI_RULES } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient, setSessionToken } from '../../../test/render-app';
import { CoiDrawer } from './coi-drawer';

const api = startFakeApi();
const PATIENT = { timeout: 10_000 };

const ruleSet = (rules = DEFAULT_COI_RULES) => ({
  data: { competitionId: 7, rules, updateBy: null, updateTime: null },
});

const declaration = {
  declarationId: 31,
  expertId: 5,
  expertName: '王专家',
  applicationId: 1001,
  applicationCode: 'A26-0001',
  projectName: '智能灌溉',
  source: 'expert',
  reason: '曾指导该团队',
  status: 'declared',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  createBy: 'expert',
  createTime: '2026-11-26 08:00:00',
};

function renderDrawer() {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <CoiDrawer edition={{ competitionId: 7, competitionName: '第二届大赛' }} onClose={() => undefined} />
    </AppProviders>,
  );
}

beforeEach(() => {
  setSessionToken();
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['comp:coi:list', 'comp:coi:edit'] });
  api.routes.set('GET /comp/coi/rules/7', ok(ruleSet()));
  api.routes.set('GET /comp/coi/declaration/list', ok({ total: 1, rows: [declaration] }));
  api.routes.set('GET /comp/coi/override/list', ok({ total: 0, rows: [] }));
});

describe('the conflict rules drawer', () => {
  it('shows every kind with its severity, parameter and switch, and saves the whole set as changed', async () => {
    api.routes.set('PUT /comp/coi/rules/7', ok(ruleSet()));
    renderDrawer();
    expect(await screen.findByText('同地区', undefined, PATIENT)).toBeTruthy();
    expect(screen.getByText('使用默认规则，尚未修改')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '启用 同上级单位' }));
    fireEvent.click(screen.getByRole('button', { name: /保存规则/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/coi/rules/7')).toHaveLength(1), PATIENT);
    const sent = JSON.parse(api.calls('PUT', '/comp/coi/rules/7')[0].body);
    expect(sent.rules).toHaveLength(DEFAULT_COI_RULES.length);
    expect(sent.rules.find((rule: { kind: string }) => rule.kind === 'same_parent_org').enabled).toBe(false);
    expect(sent.rules.find((rule: { kind: string }) => rule.kind === 'same_region').params).toEqual({ regionLevel: 3 });
    expect(await screen.findByText('回避规则已保存')).toBeTruthy();
  }, 30_000);

  it('lists declarations and confirms one only with a reason', async () => {
    api.routes.set('PUT /comp/coi/declaration/31/decision', ok({ data: { ...declaration, status: 'confirmed' } }));
    renderDrawer();
    fireEvent.click(await screen.findByText('回避申报', undefined, PATIENT));
    const row = (await screen.findByText('A26-0001', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(row).getByText('待处理')).toBeTruthy();
    fireEvent.click(within(row).getByText('确认回避'));
    const title = await screen.findByText('确认 王专家 回避项目 A26-0001', undefined, PATIENT);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('申报理由：曾指导该团队')).toBeTruthy();
    const okButton = () => within(dialog).getByText('确认回避').closest('button') as HTMLElement;
    fireEvent.click(okButton());
    expect(await within(dialog).findByText('请填写理由', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('PUT', '/comp/coi/declaration/31/decision')).toHaveLength(0);
    fireEvent.change(dialog.querySelector('textarea') as HTMLTextAreaElement, { target: { value: '属实' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(api.calls('PUT', '/comp/coi/declaration/31/decision')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/comp/coi/declaration/31/decision')[0].body)).toEqual({
      decision: 'confirmed',
      reason: '属实',
    });
  }, 30_000);

  it('shows the rules read-only and no decisions to a holder of comp:coi:list alone', async () => {
    useAuthStore.setState({ permissions: ['comp:coi:list'] });
    renderDrawer();
    expect(await screen.findByText('同地区', undefined, PATIENT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保存规则/ })).toBeNull();
    fireEvent.click(screen.getByText('回避申报'));
    const row = (await screen.findByText('A26-0001', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(row).queryByText('确认回避')).toBeNull();
  }, 30_000);
});
