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
