import { fireEvent, screen, within } from '@testing-library/react';
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
    // No notice published: the card says so once the notices have loaded.
    expect(
      await within(screen.getByText('最新公告').closest('.ant-card') as HTMLElement).findByText('暂无公告'),
    ).toBeTruthy();
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

const compNotice = (noticeId: number, title: string, publishedAt: string) => ({
  noticeId,
  competitionId: 1,
  competitionName: '第一届',
  noticeKind: 'application' as const,
  title,
  trackIds: [],
  publishAt: null,
  expireAt: null,
  publishedAt,
  pinned: '0' as const,
  status: 'published' as const,
  publicityId: null,
  createBy: 'organiser',
  createTime: publishedAt,
});

describe('home page notices', { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.routes.set(
      'GET /system/notice/latest',
      ok({
        data: [
          { noticeId: 3, noticeTitle: '系统维护通知', noticeType: '1', createTime: '2026-11-20 08:00:00', read: false },
        ],
        unreadCount: 1,
      }),
    );
    api.routes.set(
      'GET /comp/notice/list',
      ok({
        total: 2,
        rows: [
          compNotice(12, '报名开始公告', '2026-11-22 09:00:00'),
          compNotice(11, '大赛章程', '2026-11-18 09:00:00'),
        ],
      }),
    );
    api.routes.set(
      'GET /system/notice/view/3',
      ok({
        data: {
          noticeId: 3,
          noticeTitle: '系统维护通知',
          noticeType: '1',
          status: '0',
          remark: null,
          createBy: 'admin',
          createTime: '2026-11-20 08:00:00',
          updateBy: null,
          updateTime: null,
          noticeContent: '<p>今晚维护</p>',
          read: false,
        },
      }),
    );
  });

  it('lists the published system and competition notices newest first, with links, and no construction banner', async () => {
    api.session(infoAnswer({ userName: 'organiser', roles: ['organiser'], permissions: ['comp:notice:list'] }));
    renderApp('/index');
    await heading();
    const card = screen.getByText('最新公告').closest('.ant-card') as HTMLElement;
    await within(card).findByText('报名开始公告', undefined, { timeout: 5000 });
    const titles = [...card.querySelectorAll('[data-notice] .ant-list-item-meta-title')].map(
      (item) => item.textContent,
    );
    expect(titles).toEqual(['报名开始公告', '系统维护通知', '大赛章程']);
    expect(new URLSearchParams(api.calls('GET', '/comp/notice/list')[0].url.split('?')[1]).get('status')).toBe(
      'published',
    );
    expect(within(card).getByText('报名开始公告').closest('a')?.getAttribute('href')).toBe(
      '/competition-bak/comp/notice',
    );
    expect(screen.queryByText('管理后台正在建设中，更多功能即将上线。')).toBeNull();

    fireEvent.click(within(card).getByText('系统维护通知').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('今晚维护', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('leaves competition notices out without their permission', async () => {
    api.session(infoAnswer({ userName: 'expert', roles: ['expert'], permissions: [] }));
    renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，expert' }, { timeout: 5000 });
    const card = screen.getByText('最新公告').closest('.ant-card') as HTMLElement;
    await within(card).findByText('系统维护通知', undefined, { timeout: 5000 });
    expect(within(card).queryByText('报名开始公告')).toBeNull();
    expect(api.calls('GET', '/comp/notice/list')).toHaveLength(0);
  });
});
