import type { LatestNotice } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { useAuthStore } from '../../core/auth/auth-store';
import { clearDicts } from '../../core/dict/dict-store';
import { dictAnswer, json, ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { NoticeBell } from './notice-bell';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

/** What the server holds for this reader: the notices and which are read. */
let notices: LatestNotice[];
const IMAGE = '/prod-api/common/file/signed?key=upload%2Fa.png&expires=9&sig=s';

function serve() {
  api.routes.set('GET /system/notice/latest', (request, response) =>
    ok({ data: notices, unreadCount: notices.filter((n) => !n.read).length })(request, response),
  );
  api.routes.set('PUT /system/notice/readAll', (request, response) => {
    notices = notices.map((n) => ({ ...n, read: true }));
    return ok()(request, response);
  });
  for (const notice of notices) {
    api.routes.set(`GET /system/notice/view/${notice.noticeId}`, (request, response) => {
      const current = notices.find((n) => n.noticeId === notice.noticeId) as LatestNotice;
      return ok({
        data: {
          ...current,
          status: '0',
          remark: null,
          createBy: 'admin',
          updateBy: null,
          updateTime: null,
          noticeContent: `<p>${current.noticeTitle}的<strong>正文</strong></p><img src="${IMAGE.replaceAll('&', '&amp;')}" />`,
        },
      })(request, response);
    });
    api.routes.set(`PUT /system/notice/read/${notice.noticeId}`, (request, response) => {
      notices = notices.map((n) => (n.noticeId === notice.noticeId ? { ...n, read: true } : n));
      return ok()(request, response);
    });
  }
}

const renderBell = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <NoticeBell />
    </AppProviders>,
  );
const bell = () => screen.getByRole('button', { name: /^通知公告/ });
const drawer = () => document.querySelector('.cbo-notice-drawer') as HTMLElement;
const items = () => Array.from(drawer().querySelectorAll('.cbo-notice-list__item')) as HTMLElement[];

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({ token: 'test-token', roles: ['common'], permissions: [] });
  notices = [
    { noticeId: 3, noticeTitle: '决赛安排', noticeType: '2', createTime: '2026-11-22 10:00:00', read: false },
    { noticeId: 2, noticeTitle: '维护通知', noticeType: '1', createTime: '2026-11-21 10:00:00', read: false },
    { noticeId: 1, noticeTitle: '报名开始', noticeType: '2', createTime: '2026-11-20 10:00:00', read: true },
  ];
  serve();
  api.routes.set(
    'GET /system/dict/data/type/sys_notice_type',
    dictAnswer('sys_notice_type', [
      { dictValue: '1', dictLabel: '通知', listClass: 'warning', cssClass: '', isDefault: 'Y' },
      { dictValue: '2', dictLabel: '公告', listClass: 'success', cssClass: '', isDefault: 'N' },
    ]),
  );
});

describe('notice bell', { timeout: 30_000 }, () => {
  it('shows the unread count to any signed-in user (no notice permission needed) and nothing when signed out', async () => {
    const view = renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'), PATIENT);
    expect(bell().querySelector('.ant-badge-count[data-show="true"]')?.textContent).toBe('2');
    expect(new URLSearchParams(api.calls('GET', '/system/notice/latest')[0].url.split('?')[1]).get('limit')).toBe('10');
    view.unmount();

    useAuthStore.setState({ token: undefined });
    const calls = api.calls('GET', '/system/notice/latest').length;
    renderBell();
    expect(screen.queryByRole('button', { name: /^通知公告/ })).toBeNull();
    expect(api.calls('GET', '/system/notice/latest')).toHaveLength(calls);
  });

  it('lists the latest notices with type, date and unread marks; opening one shows it and marks it read', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'), PATIENT);
    fireEvent.click(bell());
    await waitFor(() => expect(items()).toHaveLength(3), PATIENT);
    expect(items().map((item) => item.querySelector('.cbo-notice-list__title')?.textContent)).toEqual([
      '决赛安排',
      '维护通知',
      '报名开始',
    ]);
    expect(items().map((item) => item.classList.contains('cbo-notice-list__item--unread'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(within(items()[0]).getByText('2026-11-22 10:00:00')).toBeTruthy();
    await waitFor(() => expect(within(items()[1]).getByText('通知')).toBeTruthy());
    expect(within(items()[0]).getByText('公告')).toBeTruthy();

    fireEvent.click(items()[1]);
    await waitFor(
      () => expect(drawer().querySelector('.cbo-rich-text-view strong')?.textContent).toBe('正文'),
      PATIENT,
    );
    expect(within(drawer()).getByRole('heading', { name: '维护通知' })).toBeTruthy();
    expect(drawer().querySelector('.cbo-rich-text-view img')?.getAttribute('src')).toBe(IMAGE);
    await waitFor(() => expect(api.calls('PUT', '/system/notice/read/2')).toHaveLength(1));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，1 条未读'));
    // Marked once, however often the drawer re-renders meanwhile.
    expect(api.calls('PUT', '/system/notice/read/2')).toHaveLength(1);

    // Back to the list: it is read now. Opening a read notice does not mark it again.
    fireEvent.click(within(drawer()).getByRole('button', { name: /返回列表/ }));
    await waitFor(() => expect(items()[1].classList.contains('cbo-notice-list__item--unread')).toBe(false));
    fireEvent.click(items()[2]);
    await waitFor(() => expect(within(drawer()).getByRole('heading', { name: '报名开始' })).toBeTruthy(), PATIENT);
    expect(api.calls('PUT', '/system/notice/read/1')).toHaveLength(0);
  });

  it('marks all read (the button is off when nothing is unread)', async () => {
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告，2 条未读'), PATIENT);
    fireEvent.click(bell());
    const markAll = await within(drawer()).findByRole('button', { name: /全部已读/ });
    await waitFor(() => expect(items()).toHaveLength(3), PATIENT);
    fireEvent.click(markAll);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知公告'));
    expect(api.calls('PUT', '/system/notice/readAll')).toHaveLength(1);
    await waitFor(() => expect(bell().querySelector('.ant-badge-count[data-show="true"]')).toBeNull());
    await waitFor(() => expect(drawer().querySelectorAll('.cbo-notice-list__item--unread')).toHaveLength(0));
    expect((within(drawer()).getByRole('button', { name: /全部已读/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has an empty state, and a retry when the list cannot be loaded', async () => {
    notices = [];
    serve();
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: '通知公告' }, PATIENT));
    await within(drawer()).findByText('暂无通知公告', undefined, PATIENT);

    api.routes.set('GET /system/notice/latest', json({ code: 500, msg: '服务异常' }));
    fireEvent.click(drawer().querySelector('.ant-drawer-close') as HTMLElement);
    fireEvent.click(bell());
    await within(drawer()).findByText('加载失败', undefined, PATIENT);
    notices = [{ noticeId: 5, noticeTitle: '新通知', noticeType: '1', createTime: '2026-11-23 08:00:00', read: false }];
    serve();
    fireEvent.click(within(drawer()).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(items()).toHaveLength(1), PATIENT);
  });
});
