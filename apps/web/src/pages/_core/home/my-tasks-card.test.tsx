import type { MyTask } from '@cbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { infoAnswer, ok, startFakeApi } from '../../../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../../../test/render-app';
import { continueTarget, dueStateOf } from './my-tasks-card';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };
const at = (hours: number) => dayjs().add(hours, 'hour').format('YYYY-MM-DD HH:mm:ss');

const task = (overrides: Partial<MyTask> & Pick<MyTask, 'taskId' | 'taskName'>): MyTask => ({
  stageName: '初赛',
  trackName: '成人组',
  status: 'published',
  dueAt: at(24 * 10),
  overdue: false,
  assigned: 4,
  notStarted: 4,
  draft: 0,
  submitted: 0,
  nextApplicationId: 501,
  ...overrides,
});

beforeEach(() => {
  api.routes.set(
    'GET /health',
    ok({ data: { status: 'UP', database: { status: 'UP', kind: 'pglite' }, cache: { status: 'UP', kind: 'memory' } } }),
  );
  setSessionToken();
});

const asExpert = (permissions = ['comp:taskinfo:edit', 'comp:coi:declare']) =>
  api.session(infoAnswer({ userName: 'expert', roles: ['expert'], permissions }));

const card = async () =>
  (await screen.findByText('我的评审任务', undefined, PATIENT)).closest('.ant-card') as HTMLElement;

const counts = (item: HTMLElement) =>
  Object.fromEntries(
    [...item.querySelectorAll('[data-count]')].map((cell) => [
      cell.getAttribute('data-count'),
      cell.querySelector('dd')?.textContent,
    ]),
  );

describe("the expert's open review tasks on the home page", { timeout: 30_000 }, () => {
  it('lists each task with its stage, due date (overdue and near highlighted), counts and progress', async () => {
    asExpert();
    api.routes.set(
      'GET /comp/scoring/mine/tasks',
      ok({
        data: [
          task({
            taskId: 7,
            taskName: '成人组初赛评审',
            status: 'in_progress',
            dueAt: '2026-01-05 18:00:00',
            overdue: true,
            assigned: 6,
            notStarted: 1,
            draft: 2,
            submitted: 3,
            nextApplicationId: 502,
          }),
          task({ taskId: 8, taskName: '青少年组初赛评审', trackName: '青少年组', dueAt: at(30) }),
          task({ taskId: 9, taskName: '决赛评审', trackName: null, stageName: '决赛', dueAt: at(24 * 20) }),
        ],
      }),
    );
    renderApp('/index');
    const home = await card();
    const first = await within(home).findByRole('region', { name: '成人组初赛评审' }, PATIENT);
    expect(within(first).getByText('成人组 · 初赛')).toBeTruthy();
    expect(within(first).getByText('评审中')).toBeTruthy();
    expect(within(first).getByText('截止 2026-01-05 18:00')).toBeTruthy();
    expect(within(first).getByText('已逾期')).toBeTruthy();
    expect(counts(first)).toEqual({ assigned: '6', notStarted: '1', draft: '2', submitted: '3' });
    expect(within(first).getByText('已提交 3/6')).toBeTruthy();
    expect(first.querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('50');

    const near = within(home).getByRole('region', { name: '青少年组初赛评审' });
    expect(within(near).getByText('即将截止')).toBeTruthy();
    expect(within(near).queryByText('已逾期')).toBeNull();
    expect(near.closest('li')?.getAttribute('data-due')).toBe('near');

    const later = within(home).getByRole('region', { name: '决赛评审' });
    expect(within(later).getByText('决赛')).toBeTruthy();
    expect(within(later).queryByText('即将截止')).toBeNull();
    expect(within(later).queryByText('已逾期')).toBeNull();

    expect(within(home).getByRole('link', { name: '全部评审' }).getAttribute('href')).toMatch(/\/comp\/myReview$/);
  });

  it('continues at the first unfinished application’s scoring page, or opens the task’s list when all are submitted', async () => {
    asExpert();
    api.routes.set(
      'GET /comp/scoring/mine/tasks',
      ok({
        data: [
          task({ taskId: 7, taskName: '进行中', notStarted: 2, draft: 1, submitted: 1, nextApplicationId: 502 }),
          task({ taskId: 8, taskName: '已完成', notStarted: 0, submitted: 4, nextApplicationId: null }),
        ],
      }),
    );
    const { router } = renderApp('/index');
    const home = await card();
    await within(home).findByRole('region', { name: '进行中' }, PATIENT);
    fireEvent.click(within(home).getByRole('button', { name: '继续评审：进行中' }));
    await waitFor(() => expect(currentPath(router)).toBe('/taskinfo/role-auth/detail/502/7'));

    await router.navigate(-1);
    const again = await card();
    fireEvent.click(await within(again).findByRole('button', { name: '查看评审：已完成' }, PATIENT));
    await waitFor(() => expect(currentPath(router)).toBe('/comp/myReview?taskId=8'));
  });

  it('says so when the expert has no open task', async () => {
    asExpert();
    api.routes.set('GET /comp/scoring/mine/tasks', ok({ data: [] }));
    renderApp('/index');
    expect(await within(await card()).findByText('暂无评审任务', undefined, PATIENT)).toBeTruthy();
  });

  it('shows staff who manage tasks the card only when they are in a task themselves', async () => {
    api.session(
      infoAnswer({
        userName: 'organiser',
        roles: ['organiser'],
        permissions: ['comp:taskinfo:edit', 'comp:taskinfo:list'],
      }),
    );
    api.routes.set('GET /comp/scoring/mine/tasks', ok({ data: [] }));
    const first = renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，organiser' }, PATIENT);
    await waitFor(() => expect(api.calls('GET', '/comp/scoring/mine/tasks')).toHaveLength(1));
    await screen.findByText('最新公告');
    expect(screen.queryByText('我的评审任务')).toBeNull();
    expect(screen.queryByText('暂无评审任务')).toBeNull();
    first.unmount();

    api.routes.set('GET /comp/scoring/mine/tasks', ok({ data: [task({ taskId: 7, taskName: '兼任评审' })] }));
    renderApp('/index');
    expect(await within(await card()).findByRole('region', { name: '兼任评审' }, PATIENT)).toBeTruthy();
  });

  it('leaves the card out without the scoring permission, and never asks for the tasks', async () => {
    asExpert(['system:user:list']);
    renderApp('/index');
    await screen.findByRole('heading', { name: '欢迎，expert' }, PATIENT);
    await screen.findByText('最新公告');
    expect(screen.queryByText('我的评审任务')).toBeNull();
    expect(api.calls('GET', '/comp/scoring/mine/tasks')).toHaveLength(0);
  });
});

describe('due states and the continue button', () => {
  const now = dayjs('2026-11-26 12:00:00');
  it('are overdue by the server’s word, near within three days, later beyond', () => {
    expect(dueStateOf({ dueAt: '2026-11-27 12:00:00', overdue: true }, now)).toBe('overdue');
    expect(dueStateOf({ dueAt: '2026-11-29 12:00:00', overdue: false }, now)).toBe('near');
    expect(dueStateOf({ dueAt: '2026-11-29 12:00:01', overdue: false }, now)).toBe('later');
  });

  it('start when nothing is started, continue otherwise, view when all are submitted', () => {
    expect(continueTarget(task({ taskId: 3, taskName: 'a' }))).toEqual({
      path: '/taskinfo/role-auth/detail/501/3',
      label: 'myReview.home.start',
    });
    expect(continueTarget(task({ taskId: 3, taskName: 'a', notStarted: 3, draft: 1 })).label).toBe(
      'myReview.home.continue',
    );
    expect(continueTarget(task({ taskId: 3, taskName: 'a', nextApplicationId: null }))).toEqual({
      path: '/comp/myReview?taskId=3',
      label: 'myReview.home.review',
    });
  });
});
