import type { Job, JobTask } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { dictAnswer, json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as JobPage } from './index';

const api = startFakeApi();
// The whole web suite shares two cores: give the answers time to arrive.
const PATIENT = { timeout: 8_000 };

function signIn(permissions: string[]) {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/monitor/job', element: <JobPage /> },
      { path: '/monitor/job-log/index/:jobId', element: <p>job log page</p> },
    ],
    { initialEntries: ['/monitor/job'] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const tasks: JobTask[] = [
  {
    key: 'demo.echo',
    label: '演示：回显',
    description: '写一条消息到调度日志',
    args: [
      { name: 'message', label: '消息', type: 'string', required: true, maxLength: 20, help: '写入日志的文字' },
      { name: 'delayMs', label: '延迟毫秒', type: 'integer', required: false, default: 0, min: 0, max: 60000 },
      { name: 'fail', label: '模拟失败', type: 'boolean', required: false, default: false },
    ],
  },
  {
    key: 'system.cleanLogs',
    label: '清理日志',
    description: '删除早于指定天数的日志',
    args: [{ name: 'days', label: '保留天数', type: 'integer', required: true, default: 90, min: 1, max: 3650 }],
  },
];

const job = (jobId: number, jobName: string, status: string): Job => ({
  jobId,
  jobName,
  jobGroup: 'DEFAULT',
  invokeTarget: 'demo.echo',
  invokeArgs: { message: 'hello' },
  cronExpression: '0/10 * * * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status,
  nextValidTime: '2026-11-23 08:00:10',
  remark: null,
  createBy: 'admin',
  createTime: '2026-11-23 07:00:00',
  updateBy: null,
  updateTime: null,
});

const fiveTimes = [
  '2026-11-23 08:00:10',
  '2026-11-23 08:00:20',
  '2026-11-23 08:00:30',
  '2026-11-23 08:00:40',
  '2026-11-23 08:00:50',
];

const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const formDialog = async () => {
  const dialogs = await screen.findAllByRole('dialog', undefined, PATIENT);
  return dialogs.at(-1) as HTMLElement;
};
const bodyOf = (method: string, path: string) => JSON.parse(api.calls(method, path).at(-1)?.body ?? '{}');

async function chooseTask(form: HTMLElement, label: string) {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: '调用目标' }));
  fireEvent.click(await screen.findByTitle(label, undefined, PATIENT));
}

beforeEach(() => {
  clearDicts();
  signIn(['*:*:*']);
  api.routes.set(
    'GET /system/dict/data/type/sys_job_group',
    dictAnswer('sys_job_group', [
      { dictLabel: '默认', dictValue: 'DEFAULT', listClass: 'default', cssClass: null, isDefault: 'Y' },
    ]),
  );
  api.routes.set(
    'GET /system/dict/data/type/sys_job_status',
    dictAnswer('sys_job_status', [
      { dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: null, isDefault: 'Y' },
      { dictLabel: '暂停', dictValue: '1', listClass: 'danger', cssClass: null, isDefault: 'N' },
    ]),
  );
  api.routes.set('GET /monitor/job/tasks', ok({ data: tasks }));
  api.routes.set('GET /monitor/job/list', ok({ total: 2, rows: [job(1, '回显任务', '1'), job(2, '清理任务', '0')] }));
  api.routes.set('GET /monitor/job/cron/next', (request, response) => {
    const cron = new URLSearchParams(request.url.split('?')[1]).get('cronExpression') ?? '';
    const answer = cron.includes('?')
      ? { code: 200, msg: '操作成功', data: fiveTimes }
      : { code: 500, msg: 'Cron表达式不正确：日和周其中一个必须是 ?' };
    json(answer)(request, response);
  });
});

describe('job list', { timeout: 30_000 }, () => {
  it('shows each task by its label with its key, and asks before pausing or resuming', async () => {
    api.routes.set('PUT /monitor/job/changeStatus', ok());
    renderPage();
    const row = (await screen.findByText('回显任务', undefined, PATIENT)).closest('tr') as HTMLElement;
    await within(row).findByText('演示：回显', undefined, PATIENT);
    expect(within(row).getByText('demo.echo')).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(confirmDialog()).toBeTruthy(), PATIENT);
    expect(confirmDialog().textContent).toContain('确认要"启用""回显任务"任务吗？');
    expect(api.calls('PUT', '/monitor/job/changeStatus')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/monitor/job/changeStatus')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/monitor/job/changeStatus')).toEqual({ jobId: 1, status: '0' });
  });

  it('runs a job once after asking, then offers its log', async () => {
    api.routes.set('PUT /monitor/job/run', ok());
    const router = renderPage();
    const row = (await screen.findByText('回显任务', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /执行一次/ }, PATIENT));
    await waitFor(
      () => expect(confirmDialog()?.textContent).toContain('确认要立即执行一次"回显任务"任务吗？'),
      PATIENT,
    );
    expect(api.calls('PUT', '/monitor/job/run')).toHaveLength(0);
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/monitor/job/run')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/monitor/job/run')).toEqual({ jobId: 1, jobGroup: 'DEFAULT' });
    fireEvent.click(await screen.findByRole('button', { name: /查看调度日志/ }, PATIENT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/job-log/index/1'), PATIENT);
  });

  it('offers neither the switch nor run once without the right to change the status', async () => {
    signIn(['monitor:job:list', 'monitor:job:query']);
    renderPage();
    const row = (await screen.findByText('回显任务', undefined, PATIENT)).closest('tr') as HTMLElement;
    await within(row).findByText('暂停', undefined, PATIENT);
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    await screen.findByRole('menuitem', { name: /任务详细/ }, PATIENT);
    expect(screen.queryByRole('menuitem', { name: /执行一次/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /调度日志/ })).toBeTruthy();
  });
});

describe('job form', { timeout: 60_000 }, () => {
  it('makes one field per argument of the chosen task, its defaults filled in and required ones checked', async () => {
    api.routes.set('POST /monitor/job', ok());
    renderPage();
    await screen.findByText('回显任务', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await formDialog();
    expect(within(form).getByText(/新任务创建后处于暂停状态/)).toBeTruthy();
    expect(within(form).getByText('选择任务后填写它的参数')).toBeTruthy();

    await chooseTask(form, '清理日志');
    const days = (await within(form).findByLabelText('保留天数', undefined, PATIENT)) as HTMLInputElement;
    expect(days.value).toBe('90');

    await chooseTask(form, '演示：回显');
    await within(form).findByText('写一条消息到调度日志', undefined, PATIENT);
    const message = (await within(form).findByLabelText('消息', undefined, PATIENT)) as HTMLInputElement;
    expect(within(form).queryByLabelText('保留天数')).toBeNull();
    expect(message.maxLength).toBe(20);
    expect(message.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeTruthy();
    expect((within(form).getByLabelText('延迟毫秒') as HTMLInputElement).value).toBe('0');
    expect(within(form).getByText('取值范围 0 ~ 60000')).toBeTruthy();
    const fail = within(form).getByRole('switch', { name: '模拟失败' });
    expect(fail.getAttribute('aria-checked')).toBe('false');

    fireEvent.change(within(form).getByLabelText('任务名称'), { target: { value: '回显' } });
    fireEvent.change(within(form).getByLabelText('cron表达式'), { target: { value: '0/10 * * * * ?' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await within(form).findByText('消息不能为空', undefined, PATIENT);
    expect(api.calls('POST', '/monitor/job')).toHaveLength(0);

    fireEvent.change(message, { target: { value: 'hi' } });
    fireEvent.click(fail);
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/monitor/job')).toHaveLength(1), PATIENT);
    expect(bodyOf('POST', '/monitor/job')).toMatchObject({
      jobName: '回显',
      jobGroup: 'DEFAULT',
      invokeTarget: 'demo.echo',
      invokeArgs: { message: 'hi', delayMs: 0, fail: true },
      cronExpression: '0/10 * * * * ?',
      misfirePolicy: '3',
      concurrent: '1',
    });
  });

  it("shows the cron's next five fire times, and an invalid cron blocks saving with the server's message", async () => {
    api.routes.set('POST /monitor/job', ok());
    renderPage();
    await screen.findByText('回显任务', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await formDialog();
    fireEvent.change(within(form).getByLabelText('任务名称'), { target: { value: '回显' } });
    await chooseTask(form, '演示：回显');
    fireEvent.change(await within(form).findByLabelText('消息', undefined, PATIENT), { target: { value: 'hi' } });

    fireEvent.change(within(form).getByLabelText('cron表达式'), { target: { value: '0/10 * * * * *' } });
    await within(form).findByText('Cron表达式不正确：日和周其中一个必须是 ?', undefined, PATIENT);
    expect(within(form).getByLabelText('cron表达式').className).toMatch(/ant-input-status-error/);
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.calls('POST', '/monitor/job')).toHaveLength(0);
    expect(within(form).getByText('Cron表达式不正确：日和周其中一个必须是 ?')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: /常用/ }));
    fireEvent.click(await screen.findByText('每10秒执行', undefined, PATIENT));
    const times = await within(form).findByRole('list', { name: '最近 5 次执行时间' }, PATIENT);
    expect([...times.querySelectorAll('li')].map((item) => item.textContent)).toEqual(fiveTimes);
    await waitFor(() => expect(within(form).queryByText(/Cron表达式不正确/)).toBeNull(), PATIENT);
    expect((within(form).getByLabelText('cron表达式') as HTMLInputElement).value).toBe('0/10 * * * * ?');
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/monitor/job')).toHaveLength(1), PATIENT);
  });

  it('keeps the dialog open when the server refuses an argument', async () => {
    api.routes.set('POST /monitor/job', ok({ code: 500, msg: '任务参数 message 不正确：too long' }));
    renderPage();
    await screen.findByText('回显任务', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const form = await formDialog();
    fireEvent.change(within(form).getByLabelText('任务名称'), { target: { value: '回显' } });
    await chooseTask(form, '演示：回显');
    fireEvent.change(await within(form).findByLabelText('消息', undefined, PATIENT), { target: { value: 'hi' } });
    fireEvent.change(within(form).getByLabelText('cron表达式'), { target: { value: '0/10 * * * * ?' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('POST', '/monitor/job')).toHaveLength(1), PATIENT);
    await waitFor(
      () => expect(within(form).getAllByText('任务参数 message 不正确：too long').length).toBeGreaterThan(0),
      PATIENT,
    );
    expect(form.isConnected && getComputedStyle(form).display).not.toBe('none');
    expect(within(form).getByLabelText('任务名称')).toBeTruthy();
  });
});

describe('job form when editing, and the detail', { timeout: 60_000 }, () => {
  it("starts from the job's task and arguments and keeps its status", async () => {
    api.routes.set(
      'GET /monitor/job/1',
      ok({ data: { ...job(1, '回显任务', '0'), invokeArgs: { message: 'hello', delayMs: 250 } } }),
    );
    api.routes.set('PUT /monitor/job', ok());
    renderPage();
    const row = (await screen.findByText('回显任务', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const form = await formDialog();
    const message = (await within(form).findByLabelText('消息', undefined, PATIENT)) as HTMLInputElement;
    await waitFor(() => expect(message.value).toBe('hello'), PATIENT);
    expect((within(form).getByLabelText('延迟毫秒') as HTMLInputElement).value).toBe('250');
    expect(within(form).queryByText(/新任务创建后处于暂停状态/)).toBeNull();
    await within(form).findByRole('list', { name: '最近 5 次执行时间' }, PATIENT);
    fireEvent.change(message, { target: { value: 'changed' } });
    fireEvent.click(within(form).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/monitor/job')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/monitor/job')).toMatchObject({
      jobId: 1,
      status: '0',
      invokeTarget: 'demo.echo',
      invokeArgs: { message: 'changed', delayMs: 250 },
    });
  });

  it('shows every field of a job with its arguments and next fire times', async () => {
    const withFlag = { ...job(1, '回显任务', '1'), invokeArgs: { message: 'hello', fail: true } };
    api.routes.set('GET /monitor/job/list', ok({ total: 1, rows: [withFlag] }));
    renderPage();
    const row = (await screen.findByText('回显任务', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /任务详细/ }, PATIENT));
    const title = await screen.findByText('任务详细', { selector: '.ant-modal-title' }, PATIENT);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('写一条消息到调度日志')).toBeTruthy();
    expect(within(dialog).getByText('hello')).toBeTruthy();
    expect(within(dialog).getByText('模拟失败').nextElementSibling?.textContent).toBe('是');
    // An argument left out reads as none.
    expect(within(dialog).getByText('延迟毫秒').nextElementSibling?.textContent).toBe('无');
    expect(within(dialog).getByText('放弃执行')).toBeTruthy();
    expect(within(dialog).getByText('禁止')).toBeTruthy();
    const times = await within(dialog).findByRole('list', { name: '最近 5 次执行时间' }, PATIENT);
    expect(times.querySelectorAll('li')).toHaveLength(5);
  });
});
