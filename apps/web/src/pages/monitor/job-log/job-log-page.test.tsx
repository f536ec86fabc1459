import type { Job, JobLog } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { resetTagsStore, useTagsStore, visitView } from '../../../shell/tags-view/tags-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as JobLogPage } from './index';

const api = startFakeApi();
// The whole web suite shares two cores: give the answers time to arrive.
const PATIENT = { timeout: 8_000 };

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/monitor/job-log/index/:jobId', element: <JobLogPage /> },
      { path: '/monitor/job', element: <p>jobs page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const run = (jobLogId: number, status: string, exceptionInfo = ''): JobLog => ({
  jobLogId,
  jobId: 7,
  jobName: '回显任务',
  jobGroup: 'DEFAULT',
  invokeTarget: 'demo.echo',
  invokeArgs: '{"message":"hello"}',
  jobMessage: status === '0' ? '回显任务 总共耗时：12毫秒；hello there' : '回显任务 执行失败',
  status,
  exceptionInfo,
  triggerType: status === '0' ? '1' : '2',
  fireTime: '2026-11-23 08:00:00',
  startTime: '2026-11-23 08:00:00',
  endTime: '2026-11-23 08:00:01',
  costTime: 12,
  createTime: '2026-11-23 08:00:01',
});

const echoJob: Job = {
  jobId: 7,
  jobName: '回显任务',
  jobGroup: 'DEFAULT',
  invokeTarget: 'demo.echo',
  invokeArgs: {},
  cronExpression: '0 0 * * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
  nextValidTime: null,
  remark: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};
const queries = () =>
  api.calls('GET', '/monitor/jobLog/list').map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

beforeEach(() => {
  clearDicts();
  resetTagsStore();
  signIn(['*:*:*']);
  for (const type of ['sys_job_group', 'sys_common_status']) {
    api.routes.set(`GET /system/dict/data/type/${type}`, ok({ data: [] }));
  }
  api.routes.set('GET /monitor/job/tasks', ok({ data: [] }));
  api.routes.set('GET /monitor/job/7', ok({ data: echoJob }));
  api.routes.set(
    'GET /monitor/jobLog/list',
    ok({ total: 2, rows: [run(2, '1', 'Error: boom\n    at echo (demo.task.ts:10:5)'), run(1, '0')] }),
  );
});

describe('job log page', { timeout: 30_000 }, () => {
  it("lists the runs of the route's job, named above the list", async () => {
    renderAt('/monitor/job-log/index/7');
    const message = await screen.findByText('hello there', undefined, PATIENT);
    // The job and the duration have their own columns; the whole message is on hover.
    expect(message.getAttribute('title')).toBe('回显任务 总共耗时：12毫秒；hello there');
    expect(queries()[0].get('jobId')).toBe('7');
    await screen.findByText('任务：回显任务', undefined, PATIENT);
    expect(screen.getByText('手动')).toBeTruthy();
    expect(screen.getByText('补偿')).toBeTruthy();
  });

  it('lists the runs of every job for job 0', async () => {
    renderAt('/monitor/job-log/index/0');
    await screen.findByText('hello there', undefined, PATIENT);
    expect(queries()[0].has('jobId')).toBe(false);
    expect(screen.getByText('全部任务')).toBeTruthy();
    expect(api.calls('GET', '/monitor/job/0')).toHaveLength(0);
  });

  it('shows a failed run with its whole exception', async () => {
    renderAt('/monitor/job-log/index/7');
    const row = (await screen.findByText('回显任务 执行失败', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    expect(within(dialog).getByText('调度日志详细')).toBeTruthy();
    const blocks = [...dialog.querySelectorAll('pre')].map((block) => block.textContent);
    expect(blocks).toEqual(['{\n  "message": "hello"\n}', 'Error: boom\n    at echo (demo.task.ts:10:5)']);
  });

  it('empties the log only after the confirmation', async () => {
    api.routes.set('DELETE /monitor/jobLog/clean', ok());
    renderAt('/monitor/job-log/index/0');
    await screen.findByText('hello there', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('是否确认清空所有调度日志数据项？'), PATIENT);
    expect(api.calls('DELETE', '/monitor/jobLog/clean')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('DELETE', '/monitor/jobLog/clean')).toHaveLength(1), PATIENT);
  });

  it('closes its tab and goes back to the jobs', async () => {
    visitView({
      path: '/monitor/job-log/index/7',
      fullPath: '/monitor/job-log/index/7',
      query: {},
      name: '/monitor/job-log/index/:jobId',
      meta: { titleKey: 'route.jobLog' },
    });
    const router = renderAt('/monitor/job-log/index/7');
    await screen.findByText('hello there', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/job'), PATIENT);
    expect(useTagsStore.getState().views.map((view) => view.path)).not.toContain('/monitor/job-log/index/7');
  });

  it('offers neither clean nor delete nor details to who may only list', async () => {
    signIn(['monitor:job:list']);
    renderAt('/monitor/job-log/index/7');
    await screen.findByText('hello there', undefined, PATIENT);
    expect(screen.queryByRole('button', { name: /清\s*空/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /详细/ })).toBeNull();
    expect(screen.getByText('任务：#7')).toBeTruthy();
    expect(api.calls('GET', '/monitor/job/7')).toHaveLength(0);
  });
});
