import type { Expert } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { dictAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as ExpertPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const expert = (expertId: number, nickName: string, status: string, fields: string[]): Expert => ({
  expertId,
  userId: expertId + 100,
  userName: `expert${expertId}`,
  nickName,
  phonenumber: '13760000001',
  email: '',
  gender: '0',
  orgId: null,
  orgName: '中山大学',
  title: 'senior_full',
  fields,
  industries: ['it'],
  regionCode: '440106',
  regionName: '天河区',
  tracks: ['teen', 'adult'],
  maxLoad: 10,
  status,
  rating: null,
  remark: null,
  createTime: '2026-11-01 10:00:00',
});

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <ExpertPage />
    </AppProviders>,
  );
const listQueries = () =>
  api.calls('GET', '/comp/expert/list').map((request) => new URLSearchParams(request.url.split('?')[1]));
const tableRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[];

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set(
    'GET /system/dict/data/type/comp_expert_field',
    dictAnswer('comp_expert_field', [
      { dictValue: 'technology', dictLabel: '技术研发' },
      { dictValue: 'legal', dictLabel: '法律知识产权' },
    ]),
  );
  api.routes.set(
    'GET /system/dict/data/type/comp_expert_status',
    dictAnswer('comp_expert_status', [
      { dictValue: 'applied', dictLabel: '待激活' },
      { dictValue: 'active', dictLabel: '在库' },
      { dictValue: 'suspended', dictLabel: '暂停' },
    ]),
  );
  for (const type of ['comp_expert_title', 'comp_industry', 'sys_user_sex']) {
    api.routes.set(`GET /system/dict/data/type/${type}`, dictAnswer(type, []));
  }
  api.routes.set('GET /comp/region/optionselect', ok({ data: [] }));
  api.routes.set('GET /comp/expert/list', (request, response) => {
    const rows = [expert(1, '陈建国', 'applied', ['technology', 'legal']), expert(2, '林晓梅', 'active', ['legal'])];
    return ok({ total: rows.length, rows })(request, response);
  });
  api.routes.set('PUT /comp/expert/changeStatus', ok());
});

describe('expert pool page', { timeout: 30_000 }, () => {
  it('lists the pool with account, field labels and tracks, and sends the name filter trimmed', async () => {
    renderPage();
    await screen.findByText('陈建国', undefined, PATIENT);
    const first = tableRows()[0];
    expect(within(first).getByText('expert1')).toBeTruthy();
    expect(within(first).getByText('技术研发、法律知识产权')).toBeTruthy();
    expect(within(first).getByText('青少年组、成人组')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: ' 林晓梅 ' } });
    fireEvent.click(document.querySelector('.cbo-search__actions button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(listQueries().at(-1)?.get('nickName')).toBe('林晓梅'));
  });

  it('offers only the allowed status moves of a row and sends the confirmed one', async () => {
    renderPage();
    await screen.findByText('陈建国', undefined, PATIENT);
    fireEvent.click(within(tableRows()[1]).getByRole('button', { name: /更多/ }));
    expect(await screen.findByText('暂停')).toBeTruthy();
    expect(screen.queryByText('退出专家库')).toBeNull();
    fireEvent.click(screen.getByText('暂停'));
    expect(await screen.findByText('确认要暂停专家"林晓梅"吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/expert/changeStatus')).toHaveLength(1));
    expect(JSON.parse(api.calls('PUT', '/comp/expert/changeStatus')[0].body)).toEqual({
      expertId: 2,
      status: 'suspended',
    });
  });
});
