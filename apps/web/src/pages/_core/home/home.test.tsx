import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { infoAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { renderApp, setSessionToken } from '../../../test/render-app';

const api = startFakeApi();

const row = (infoId: number, userName: string, status: string, loginTime: string) => ({
  infoId,
  userName,
  ipaddr: '10.0.0.8',
  loginLocation: '内网IP',
  browser: 'Chrome 150',
  os: 'Linux',
  status,
  msg: status === '0' ? '登录成功' : '密码输入错误',
  loginTime,
});

beforeEach(() => {
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
  api.routes.set(
    'GET /monitor/logininfor/list',
    ok({
      total: 3,
      rows: [
        row(9, 'organiser', '0', '2026-11-23 09:12:00'),
        row(8, 'organiser2', '0', '2026-11-23 09:00:00'),
        row(7, 'organiser', '1', '2026-11-22 18:30:00'),
      ],
    }),
  );
  setSessionToken();
});

const heading = () => screen.findByRole('heading', { name: '欢迎，organiser' }, { timeout: 5000 });

describe('home page', () => {
  it("lists the user's own latest logins when they may read the login log", async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['monitor:logininfor:list'] }));
    renderApp('/index');
    await heading();
    const card = (await screen.findByText('最近登录')).closest('.ant-card') as HTMLElement;
    await within(card).findByText('2026-11-23 09:12:00');
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2026-11-23 09:12:0010.0.0.8 · 内网IP · Chrome 150 · Linux成功',
      '2026-11-22 18:30:0010.0.0.8 · 内网IP · Chrome 150 · Linux失败',
    ]);
    const call = api.calls('GET', '/monitor/logininfor/list')[0];
    expect(new URLSearchParams(call.url.split('?')[1]).get('userName')).toBe('organiser');
    expect(within(screen.getByText('最新公告').closest('.ant-card') as HTMLElement).getByText('暂无公告')).toBeTruthy();
  });

  it('leaves the recent logins out without the permission, and never asks for them', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['system:user:list'] }));
    renderApp('/index');
    await heading();
    expect(screen.getByText('最新公告')).toBeTruthy();
    expect(screen.queryByText('最近登录')).toBeNull();
    expect(api.calls('GET', '/monitor/logininfor/list')).toHaveLength(0);
  });
});
