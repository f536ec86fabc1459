import type { BoardNoticeRow, ObjectionRow, Publicity } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as NoticePage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const notice = (
  noticeId: number,
  title: string,
  status: BoardNoticeRow['status'],
  noticeKind: BoardNoticeRow['noticeKind'] = 'publication',
): BoardNoticeRow => ({
  noticeId,
  competitionId: 1,
  competitionName: '第一届大赛',
  noticeKind,
  title,
  trackIds: [],
  publishAt: '2026-11-24 09:00:00',
  expireAt: null,
  publishedAt: status === 'published' ? '2026-11-24 09:00:00' : null,
  pinned: '0',
  status,
  publicityId: null,
  createBy: 'organiser',
  createTime: '2026-11-23 08:00:00',
});
const rows = [
  notice(3, '草稿公示', 'draft'),
  notice(2, '已发布公示', 'published'),
  notice(1, '申报通知', 'published', 'application'),
];
const window: Publicity = {
  publicityId: 9,
  noticeId: 2,
  startAt: '2026-11-23 09:00:00',
  endAt: '2026-11-27 23:59:59',
  workingDays: 5,
  extendedDays: 0,
  contact: '组委会',
  subject: 'qualification_list',
  status: 'open',
};
const objection: ObjectionRow = {
  objectionId: 5,
  publicityId: 9,
  submitterType: 'individual',
  realName: '张三',
  orgName: '某大学',
  mobile: '138****8000',
  content: '涉嫌抄袭',
  attachments: [],
  status: 'accepted',
  resolution: null,
  receivedAt: '2026-11-23 10:00:00',
  handledBy: 'organiser',
  handledAt: '2026-11-23 11:00:00',
  applicationId: null,
  applicationCode: null,
  projectName: null,
  decision: null,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
};
/** Upheld against an entry of the list, waiting for the organiser's decision. */
const upheld: ObjectionRow = {
  ...objection,
  objectionId: 6,
  realName: '李四',
  mobile: '139****9000',
  status: 'upheld',
  resolution: '经核实属抄袭',
  applicationId: 41,
  applicationCode: 'A26-0041',
  projectName: '智能灌溉',
};

/** Buttons by their text, without the cost of computing every accessible name (a large drawer). */
const buttonsNamed = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll<HTMLElement>('button')).filter((button) => button.textContent === text);

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <NoticePage />
    </AppProviders>,
  );
const rowOf = (title: string) =>
  (Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[]).find((tr) =>
    tr.textContent?.includes(title),
  ) as HTMLElement;

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/notice/list', ok({ total: rows.length, rows }));
  api.routes.set('PUT /comp/notice/3/publish', ok({ data: { status: 'scheduled' } }));
  api.routes.set('GET /comp/notice/3/publicity', ok({ data: null }));
  api.routes.set('GET /comp/notice/2/publicity', ok({ data: window }));
  api.routes.set('GET /comp/publicity/9/objections', ok({ data: [objection, upheld] }));
  api.routes.set('PUT /comp/objection/6/decision', ok());
  api.routes.set('PUT /comp/objection/5/handle', ok());
  api.routes.set('GET /comp/holiday/workdays', ok({ data: { endDate: '2026-11-27' } }));
});

describe('competition notice page', { timeout: 30_000 }, () => {
  it('offers publish on drafts, withdraw on live notices and 公示 on publication notices only', async () => {
    renderPage();
    await screen.findByText('草稿公示', undefined, PATIENT);
    const draft = within(rowOf('草稿公示'));
    expect(draft.getByRole('button', { name: /发\s*布/ })).toBeTruthy();
    expect(draft.queryByRole('button', { name: /撤\s*回/ })).toBeNull();
    const published = within(rowOf('已发布公示'));
    expect(published.queryByRole('button', { name: /发\s*布/ })).toBeNull();
    expect(published.getByRole('button', { name: /撤\s*回/ })).toBeTruthy();
    expect(published.getByRole('button', { name: /公\s*示/ })).toBeTruthy();
    expect(within(rowOf('申报通知')).queryByRole('button', { name: /公\s*示/ })).toBeNull();

    fireEvent.click(draft.getByRole('button', { name: /发\s*布/ }));
    await screen.findByText(/确认发布公告'草稿公示'/);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/notice/3/publish')).toHaveLength(1), PATIENT);
    await screen.findByText('公告将于 2026-11-24 09:00:00 由定时任务发布', undefined, PATIENT);
  });

  it('shows the end of a window to open from the holiday calendar', async () => {
    renderPage();
    await screen.findByText('草稿公示', undefined, PATIENT);
    fireEvent.click(within(rowOf('草稿公示')).getByRole('button', { name: /公\s*示/ }));
    await screen.findByText('该公告尚未开启公示期', undefined, PATIENT);
    await screen.findByText('按节假日日历计算，结束于 2026-11-27', undefined, PATIENT);
    const asked = new URLSearchParams(api.calls('GET', '/comp/holiday/workdays')[0].url.split('?')[1]);
    expect(asked.get('days')).toBe('5');
  });

  it('lists the objections of an open window and decides one only with a resolution', async () => {
    renderPage();
    await screen.findByText('已发布公示', undefined, PATIENT);
    fireEvent.click(within(rowOf('已发布公示')).getByRole('button', { name: /公\s*示/ }));
    await screen.findByText('138****8000', undefined, PATIENT);
    expect(screen.getByText('公示中')).toBeTruthy();
    expect(screen.getByText('调查中')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '认定成立' }));
    const title = await screen.findByText('认定成立：张三 的异议', undefined, PATIENT);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await within(dialog).findByText('处理意见不能为空');
    expect(api.calls('PUT', '/comp/objection/5/handle')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('处理意见'), { target: { value: '经核实属抄袭' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/objection/5/handle')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/comp/objection/5/handle')[0].body)).toEqual({
      action: 'uphold',
      resolution: '经核实属抄袭',
    });
  });

  it('decides an upheld objection: the subject shown, a reason required, the decision confirmed', async () => {
    renderPage();
    await screen.findByText('已发布公示', undefined, PATIENT);
    fireEvent.click(within(rowOf('已发布公示')).getByRole('button', { name: /公\s*示/ }));
    await screen.findByText('139****9000', undefined, PATIENT);
    expect(screen.getByText('参赛资格名单')).toBeTruthy();
    expect(screen.getByText('A26-0041 智能灌溉')).toBeTruthy();
    // Only the upheld objection offers a decision.
    expect(buttonsNamed(document.body, '处理决定')).toHaveLength(1);
    fireEvent.click(buttonsNamed(document.body, '处理决定')[0]);
    const title = await screen.findByText('处理决定：李四 的异议', undefined, PATIENT);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    const ok = () => dialog.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
    fireEvent.click(dialog.querySelector('input[value="disqualify"]') as HTMLInputElement);
    fireEvent.click(ok());
    await within(dialog).findByText('决定理由不能为空', undefined, PATIENT);
    expect(api.calls('PUT', '/comp/objection/6/decision')).toHaveLength(0);
    fireEvent.change(dialog.querySelector('textarea') as HTMLTextAreaElement, { target: { value: '抄袭属实' } });
    fireEvent.click(ok());
    const confirm = await screen.findByText(
      '确定对申报 A26-0041 作出「取消参赛资格」的决定吗？该决定会记入申报历史，并短信通知负责人。',
      undefined,
      PATIENT,
    );
    expect(api.calls('PUT', '/comp/objection/6/decision')).toHaveLength(0);
    const confirmBox = confirm.closest('.ant-modal') as HTMLElement;
    fireEvent.click(confirmBox.querySelector('.ant-modal-confirm-btns .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(api.calls('PUT', '/comp/objection/6/decision')).toHaveLength(1), PATIENT);
    expect(JSON.parse(api.calls('PUT', '/comp/objection/6/decision')[0].body)).toEqual({
      decision: 'disqualify',
      reason: '抄袭属实',
      returnDeadline: null,
    });
    await screen.findByText('处理决定已记录', undefined, PATIENT);
  }, 60_000);

  it('offers only no change when the objection names no entry', async () => {
    api.routes.set(
      'GET /comp/publicity/9/objections',
      ok({ data: [{ ...upheld, objectionId: 7, applicationId: null, applicationCode: null, projectName: null }] }),
    );
    renderPage();
    await screen.findByText('已发布公示', undefined, PATIENT);
    fireEvent.click(within(rowOf('已发布公示')).getByRole('button', { name: /公\s*示/ }));
    await screen.findByText('139****9000', undefined, PATIENT);
    fireEvent.click(buttonsNamed(document.body, '处理决定')[0]);
    const title = await screen.findByText('处理决定：李四 的异议', undefined, PATIENT);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(dialog.textContent).toContain('该异议未指明所涉申报，只能决定「不作变更」');
    // The choices in order: disqualify, return, no change.
    const choices = Array.from(dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(choices.map((input) => [input.value, input.disabled, input.checked])).toEqual([
      ['disqualify', true, false],
      ['return', true, false],
      ['no_change', false, true],
    ]);
  }, 60_000);
});
