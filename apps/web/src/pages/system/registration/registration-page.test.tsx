import type { RegistrationRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as RegistrationPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const row = (userId: number, userName: string, status: RegistrationRow['status']): RegistrationRow => ({
  userId,
  userName,
  nickName: userName,
  mobile: '139****0011',
  requestedRole: 'expert',
  requestedRoleName: '评审专家',
  status,
  reason: status === '2' ? '资料不全' : null,
  autoApproved: '0',
  decidedBy: status === '1' ? null : 'admin',
  decidedAt: status === '1' ? null : '2026-11-23 09:00:00',
  smsStatus: status === '1' ? null : '0',
  createTime: '2026-11-23 08:00:00',
});

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RegistrationPage />
    </AppProviders>,
  );
const listQueries = () =>
  api.calls('GET', '/system/registration/list').map((request) => new URLSearchParams(request.url.split('?')[1]));
const tableRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[];

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['admin'], permissions: ['*:*:*'] });
  api.routes.set('GET /system/registration/list', (request, response) => {
    const status = new URLSearchParams(request.url.split('?')[1]).get('status');
    const rows = status === '0' ? [row(8, 'approved1', '0')] : [row(7, 'waiting1', '1')];
    return ok({ total: rows.length, rows })(request, response);
  });
  api.routes.set('PUT /system/registration/7/approve', ok());
  api.routes.set('PUT /system/registration/7/reject', ok());
});

describe('registration review page', { timeout: 30_000 }, () => {
  it('lists the waiting accounts first and switches to the decided ones', async () => {
    renderPage();
    await screen.findByText('waiting1', undefined, PATIENT);
    expect(listQueries()[0].get('status')).toBe('1');
    expect(within(tableRows()[0]).getByText('待审核')).toBeTruthy();
    expect(within(tableRows()[0]).getByText('评审专家')).toBeTruthy();
    fireEvent.click(screen.getByText('已通过', { selector: '.ant-segmented-item-label' }));
    await screen.findByText('approved1', undefined, PATIENT);
    expect(listQueries().at(-1)?.get('status')).toBe('0');
    expect(within(tableRows()[0]).getByText('已发送')).toBeTruthy();
    // Decided rows offer no decision.
    expect(within(tableRows()[0]).queryByRole('button', { name: /通\s*过/ })).toBeNull();
  });

  it('approves after confirmation', async () => {
    renderPage();
    await screen.findByText('waiting1', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /通\s*过/ }));
    await screen.findByText(/通过'waiting1'的注册/);
    expect(api.calls('PUT', '/system/registration/7/approve')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/registration/7/approve')).toHaveLength(1), PATIENT);
  });

  it('rejects only with a reason', async () => {
    renderPage();
    await screen.findByText('waiting1', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText('驳回原因不能为空');
    expect(api.calls('PUT', '/system/registration/7/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '请使用单位邮箱' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/system/registration/7/reject')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/system/registration/7/reject')[0].body)).toEqual({ reason: '请使用单位邮箱' });
  });
});

/** A button by its text (a modal's footer can be hidden from the accessibility tree while another layer animates). */
const button = (root: ParentNode, text: RegExp) =>
  [...root.querySelectorAll('button')].find((b) => text.test(b.textContent ?? '')) as HTMLButtonElement;
const bodyOf = (path: string) => JSON.parse(api.calls('PUT', path).at(-1)?.body ?? '{}');

describe('registration review in bulk', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.routes.set(
      'GET /system/registration/list',
      ok({ total: 30, rows: [row(7, 'waiting1', '1'), row(9, 'waiting2', '1')] }),
    );
    api.routes.set('PUT /system/registration/decide', ok({ data: { changed: 2 } }));
    api.routes.set('PUT /system/registration/decide-matching', ok({ data: { matching: 30, changed: 30 } }));
  });

  it('approves the chosen rows after a confirmation naming their count', async () => {
    renderPage();
    await screen.findByText('waiting2', undefined, PATIENT);
    for (const tableRow of tableRows()) fireEvent.click(within(tableRow).getByRole('checkbox'));
    fireEvent.click(button(screen.getByRole('toolbar'), /通\s*过/));
    const confirm = (
      await screen.findByText('确定通过选中的 2 个注册申请吗？各账号将以申请的角色启用。', undefined, PATIENT)
    ).closest('.ant-modal') as HTMLElement;
    expect(api.calls('PUT', '/system/registration/decide')).toHaveLength(0);
    fireEvent.click(button(confirm, /通\s*过/));
    await waitFor(() => expect(api.calls('PUT', '/system/registration/decide')).toHaveLength(1), PATIENT);
    expect(bodyOf('/system/registration/decide')).toEqual({ userIds: [7, 9], decision: 'approve' });
    expect(await screen.findByText('已通过 2 个注册申请', undefined, PATIENT)).toBeTruthy();
  });

  it('rejects all that match the filter: the count confirmed, then a reason, sent with that count', async () => {
    renderPage();
    await screen.findByText('waiting2', undefined, PATIENT);
    fireEvent.click(within(document.querySelector('.ant-table-thead') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '选择筛选出的全部 30 项' }, PATIENT));
    fireEvent.click(button(screen.getByRole('toolbar'), /驳\s*回/));
    const confirm = (
      await screen.findByText('将对筛选出的全部 30 项执行"驳回"，是否继续？', undefined, PATIENT)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(button(confirm, /确\s*定/));
    const dialog = (await screen.findByText('驳回 30 个注册申请', undefined, PATIENT)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '非本次大赛专家' } });
    fireEvent.click(button(dialog, /确\s*定/));
    await waitFor(() => expect(api.calls('PUT', '/system/registration/decide-matching')).toHaveLength(1), PATIENT);
    expect(bodyOf('/system/registration/decide-matching')).toEqual({
      filters: { status: '1' },
      decision: 'reject',
      reason: '非本次大赛专家',
      expected: 30,
    });
    expect(api.calls('PUT', '/system/registration/decide')).toHaveLength(0);
  });
});
