import type { Notice, NoticeRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { dictAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as NoticePage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const row = (noticeId: number, noticeTitle: string, noticeType: string, status = '0'): NoticeRow => ({
  noticeId,
  noticeTitle,
  noticeType,
  status,
  remark: null,
  createBy: 'admin',
  createTime: '2026-11-20 09:30:00',
  updateBy: null,
  updateTime: null,
});
const rows = [row(2, '维护通知：凌晨维护', '1'), row(1, '报名开始', '2', '1')];
const IMAGE = '/prod-api/common/file/signed?key=upload%2F2026%2F11%2F23%2Fposter_ab.png&expires=9&sig=s';
const detail: Notice = {
  ...rows[1],
  noticeContent: `<p>报名<strong>已开始</strong></p><p><img src="${IMAGE.replaceAll('&', '&amp;')}" /></p>`,
};

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <NoticePage />
    </AppProviders>,
  );
const listQueries = () =>
  api.calls('GET', '/system/notice/list').map((request) => new URLSearchParams(request.url.split('?')[1]));
const tableRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[];

beforeEach(() => {
  clearDicts();
  signIn(['*:*:*']);
  api.routes.set('GET /system/notice/list', ok({ total: 2, rows }));
  api.routes.set(
    'GET /system/dict/data/type/sys_notice_type',
    dictAnswer('sys_notice_type', [
      { dictValue: '1', dictLabel: '通知', listClass: 'warning', cssClass: '', isDefault: 'Y' },
      { dictValue: '2', dictLabel: '公告', listClass: 'success', cssClass: '', isDefault: 'N' },
    ]),
  );
  api.routes.set(
    'GET /system/dict/data/type/sys_notice_status',
    dictAnswer('sys_notice_status', [
      { dictValue: '0', dictLabel: '正常', listClass: 'primary', cssClass: '', isDefault: 'Y' },
      { dictValue: '1', dictLabel: '关闭', listClass: 'danger', cssClass: '', isDefault: 'N' },
    ]),
  );
  api.routes.set('GET /system/notice/1', ok({ data: detail }));
});

describe('notice page', { timeout: 30_000 }, () => {
  it('lists notices with their type and status from the dictionaries, and searches by title, creator and type', async () => {
    renderPage();
    await screen.findByText('维护通知：凌晨维护', undefined, PATIENT);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const title of ['序号', '公告标题', '公告类型', '状态', '创建者', '创建时间'])
      expect(headers).toContain(title);
    await waitFor(() => expect(within(tableRows()[0]).getByText('通知')).toBeTruthy());
    expect(within(tableRows()[0]).getByText('正常')).toBeTruthy();
    expect(within(tableRows()[1]).getByText('公告')).toBeTruthy();
    expect(within(tableRows()[1]).getByText('关闭')).toBeTruthy();

    const search = document.querySelector('.cbo-search') as HTMLElement;
    expect(within(search).queryByLabelText('状态')).toBeNull();
    fireEvent.change(within(search).getByLabelText('公告标题'), { target: { value: '维护' } });
    fireEvent.change(within(search).getByLabelText('创建者'), { target: { value: 'adm' } });
    fireEvent.mouseDown(within(search).getByLabelText('公告类型'));
    fireEvent.click(await screen.findByTitle('公告'));
    fireEvent.click(within(search).getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(listQueries()).toHaveLength(2));
    expect(Object.fromEntries(listQueries()[1])).toEqual({
      pageNum: '1',
      pageSize: '20',
      noticeTitle: '维护',
      createBy: 'adm',
      noticeType: '2',
    });
  });

  it('adds a notice through a wide dialog holding the rich-text editor', async () => {
    api.routes.set('POST /system/notice', ok());
    renderPage();
    await screen.findByText('维护通知：凌晨维护', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('添加公告')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('880px');
    await waitFor(() => expect(dialog.querySelector('.ql-editor')).toBeTruthy(), PATIENT);
    expect(within(dialog).getByRole('button', { name: '插入图片' })).toBeTruthy();
    // The editing area is named after its field.
    expect(within(dialog).getByRole('textbox', { name: '内容' })).toBe(dialog.querySelector('.ql-editor'));

    fireEvent.change(within(dialog).getByLabelText('公告标题'), { target: { value: '决赛安排' } });
    (dialog.querySelector('.ql-editor') as HTMLElement).innerHTML = '<p>决赛在<strong>周六</strong>举行</p>';
    await waitFor(() => expect(dialog.querySelector('.ql-editor strong')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('POST', '/system/notice')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('POST', '/system/notice')[0].body)).toEqual({
      noticeTitle: '决赛安排',
      noticeType: '1',
      status: '0',
      noticeContent: '<p>决赛在<strong>周六</strong>举行</p>',
    });
  });

  it('edits a notice with its content loaded into the editor', async () => {
    api.routes.set('PUT /system/notice', ok());
    renderPage();
    await screen.findByText('报名开始', undefined, PATIENT);
    fireEvent.click(within(tableRows()[1]).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.ql-editor strong')?.textContent).toBe('已开始'), PATIENT);
    expect(dialog.querySelector('.ql-editor img')?.getAttribute('src')).toBe(IMAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('PUT', '/system/notice')).toHaveLength(1), PATIENT);
    const body = JSON.parse(api.calls('PUT', '/system/notice')[0].body);
    expect(body).toMatchObject({ noticeId: 1, noticeTitle: '报名开始', noticeType: '2', status: '1' });
    expect(body.noticeContent).toContain('<strong>已开始</strong>');
    expect(body.noticeContent).toContain(`src="${IMAGE.replaceAll('&', '&amp;')}"`);
  });

  it('previews a notice as readers see it: the server HTML with its image', async () => {
    renderPage();
    await screen.findByText('报名开始', undefined, PATIENT);
    fireEvent.click(within(tableRows()[1]).getByRole('button', { name: /预览/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.cbo-rich-text-view strong')?.textContent).toBe('已开始'));
    expect(dialog.querySelector('.cbo-rich-text-view img')?.getAttribute('src')).toBe(IMAGE);
    expect(within(dialog).getByRole('heading', { name: '报名开始' })).toBeTruthy();
    expect(api.calls('GET', '/system/notice/1')).toHaveLength(1);
  });

  it('deletes after a confirmation, and offers only what the user may do', async () => {
    api.routes.set('DELETE /system/notice/2', ok());
    renderPage();
    await screen.findByText('维护通知：凌晨维护', undefined, PATIENT);
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: /删\s*除/ }));
    const confirm = await waitFor(() => document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(confirm.textContent).toContain('是否确认删除公告编号为"2"的数据项？');
    expect(api.calls('DELETE', '/system/notice/2')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('DELETE', '/system/notice/2')).toHaveLength(1));
  });

  it('hides add, edit, delete and preview without their permissions', async () => {
    signIn(['system:notice:list']);
    renderPage();
    await screen.findByText('维护通知：凌晨维护', undefined, PATIENT);
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /预览/ })).toBeNull();
  });
});
