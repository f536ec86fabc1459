import type { OnlineSession, OperLog } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { clearDicts } from '../../core/dict/dict-store';
import { ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { Component as LoginLogPage } from './logininfor/index';
import { Component as OnlinePage } from './online/index';
import { Component as OperLogPage } from './operlog/index';

const api = startFakeApi();
// The whole web suite shares two cores: give the answers time to arrive.
const PATIENT = { timeout: 8_000 };

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

function renderPage(Page: ComponentType) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <Page />
    </AppProviders>,
  );
}

const session = (tokenId: string, userName: string): OnlineSession => ({
  tokenId,
  userName,
  deptName: '组委会办公室',
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome 126',
  os: 'Windows 10',
  loginTime: Date.UTC(2026, 0, 5, 1),
  lastAccessTime: Date.UTC(2026, 0, 5, 2),
});

const operation: OperLog = {
  operId: 7,
  title: '用户管理',
  businessType: 2,
  method: 'PUT /system/user/resetPwd',
  requestMethod: 'PUT',
  operatorType: 1,
  operName: 'admin',
  deptName: '组委会',
  operUrl: '/prod-api/system/user/resetPwd',
  operIp: '127.0.0.1',
  operLocation: '内网IP',
  operParam: '{"userId":4,"password":"******"}',
  jsonResult: '{"code":200,"msg":"操作成功"}',
  status: 0,
  errorMsg: '',
  operTime: '2026-01-05 09:00:00',
  costTime: 12,
};

const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const listQuery = (path: string) => new URLSearchParams(api.calls('GET', path)[0].url.split('?')[1] ?? '');

beforeEach(() => {
  clearDicts();
  signIn(['*:*:*']);
  for (const type of ['sys_oper_type', 'sys_common_status']) {
    api.routes.set(`GET /system/dict/data/type/${type}`, ok({ data: [] }));
  }
});

describe('online users page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api.routes.set(
      'GET /monitor/online/list',
      ok({ total: 2, rows: [session('a'.repeat(43), 'organiser'), session('b'.repeat(43), 'expert')] }),
    );
    api.routes.set(`DELETE /monitor/online/${'a'.repeat(43)}`, ok());
  });

  it('asks for the whole list without paging and shows no pager', async () => {
    renderPage(OnlinePage);
    await screen.findByText('organiser', undefined, PATIENT);
    expect(listQuery('/monitor/online/list').toString()).toBe('');
    expect(document.querySelector('nav.cbo-pager')).toBeNull();
  });

  it('ends a session only after the confirmation', async () => {
    renderPage(OnlinePage);
    const row = (await screen.findByText('organiser', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /强退/ }));
    await waitFor(() => expect(confirmDialog()).toBeTruthy(), PATIENT);
    expect(confirmDialog().textContent).toContain('是否确认强退名称为"organiser"的用户？');
    expect(api.calls('DELETE', `/monitor/online/${'a'.repeat(43)}`)).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', `/monitor/online/${'a'.repeat(43)}`)).toHaveLength(1), PATIENT);
  });

  it('offers no selection and no actions without the force-logout permission', async () => {
    signIn(['monitor:online:list']);
    renderPage(OnlinePage);
    await screen.findByText('organiser', undefined, PATIENT);
    expect(screen.queryByRole('button', { name: /强退/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('operation log page', { timeout: 20_000 }, () => {
  it('shows an operation with its parameters and result indented', async () => {
    api.routes.set('GET /monitor/operlog/list', ok({ total: 1, rows: [operation] }));
    renderPage(OperLogPage);
    await screen.findByText('12毫秒', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    expect(within(dialog).getByText('操作日志详细')).toBeTruthy();
    const blocks = [...dialog.querySelectorAll('pre')].map((block) => block.textContent);
    expect(blocks).toEqual([
      '{\n  "userId": 4,\n  "password": "******"\n}',
      '{\n  "code": 200,\n  "msg": "操作成功"\n}',
    ]);
    expect(within(dialog).getByText('admin / 127.0.0.1 / 内网IP')).toBeTruthy();
  });

  it('cleans only after the confirmation', async () => {
    api.routes.set('GET /monitor/operlog/list', ok({ total: 1, rows: [operation] }));
    api.routes.set('DELETE /monitor/operlog/clean', ok());
    renderPage(OperLogPage);
    await screen.findByText('12毫秒', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(confirmDialog()).toBeTruthy(), PATIENT);
    expect(confirmDialog().textContent).toContain('是否确认清空所有操作日志数据项？');
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', '/monitor/operlog/clean')).toHaveLength(1), PATIENT);
  });
});

describe('login log page', { timeout: 20_000 }, () => {
  it('unlocks the one chosen account after the confirmation', async () => {
    api.routes.set(
      'GET /monitor/logininfor/list',
      ok({
        total: 1,
        rows: [
          {
            infoId: 3,
            userName: 'auditor',
            ipaddr: '127.0.0.1',
            loginLocation: '内网IP',
            browser: 'Chrome 126',
            os: 'Windows 10',
            status: '1',
            msg: '密码输入错误5次，帐户锁定10分钟',
            loginTime: '2026-01-05 09:00:00',
          },
        ],
      }),
    );
    api.routes.set('GET /monitor/logininfor/unlock/auditor', ok());
    renderPage(LoginLogPage);
    const row = (await screen.findByText('auditor', undefined, PATIENT)).closest('tr') as HTMLElement;
    const unlock = screen.getByRole('button', { name: /解\s*锁/ });
    expect(unlock.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect(unlock.hasAttribute('disabled')).toBe(false), PATIENT);
    fireEvent.click(unlock);
    await waitFor(() => expect(confirmDialog()).toBeTruthy(), PATIENT);
    expect(confirmDialog().textContent).toContain('是否确认解锁用户"auditor"数据项？');
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('GET', '/monitor/logininfor/unlock/auditor')).toHaveLength(1), PATIENT);
  });
});
