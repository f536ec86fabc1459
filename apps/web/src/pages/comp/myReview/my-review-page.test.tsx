import type { MyAssignment, MyTask } from '@cbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoAnswer, ok, type Route, startFakeApi } from '../../../test/fake-api';
import { currentPath, renderApp, setSessionToken } from '../../../test/render-app';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const assignment = (
  overrides: Partial<MyAssignment> & Pick<MyAssignment, 'assignmentId' | 'applicationId' | 'applicationCode'>,
): MyAssignment => ({
  taskId: 7,
  taskName: '成人组初赛评审',
  projectName: null,
  status: 'assigned',
  dueAt: '2099-12-31 18:00:00',
  overdue: false,
  sheetStatus: null,
  total: null,
  submittedAt: null,
  ...overrides,
});

const openTask = (taskId: number, taskName: string): MyTask => ({
  taskId,
  taskName,
  stageName: '初赛',
  trackName: '成人组',
  status: 'published',
  dueAt: '2099-12-31 18:00:00',
  overdue: false,
  assigned: 2,
  notStarted: 1,
  draft: 0,
  submitted: 1,
  nextApplicationId: 501,
});

const ROWS: MyAssignment[] = [
  assignment({ assignmentId: 1, applicationId: 501, applicationCode: 'A26-0001' }),
  assignment({
    assignmentId: 2,
    applicationId: 502,
    applicationCode: 'A26-0002',
    status: 'submitted',
    sheetStatus: 'submitted',
    total: 87.5,
    submittedAt: '2026-11-20 10:00:00',
  }),
  assignment({
    assignmentId: 3,
    taskId: 8,
    taskName: '公开评审',
    applicationId: 503,
    applicationCode: 'A26-0003',
    projectName: '智能灌溉系统',
    status: 'in_progress',
    sheetStatus: 'draft',
    total: 40,
    dueAt: '2026-01-05 18:00:00',
    overdue: true,
  }),
  assignment({ assignmentId: 4, applicationId: 504, applicationCode: 'A26-0004', status: 'coi_declared' }),
];

/** The list as the server pages it, filtered by task and status. */
const listed: Route = (request, response) => {
  const query = new URLSearchParams(request.url.split('?')[1]);
  const rows = ROWS.filter(
    (row) =>
      (!query.get('taskId') || row.taskId === Number(query.get('taskId'))) &&
      (!query.get('status') || row.status === query.get('status')),
  );
  return ok({ total: rows.length, rows })(request, response);
};

/** The body's width, which says whether the device is a phone (core/device/is-mobile.ts). */
const atWidth = (width: number) =>
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 0, width, 800));

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  atWidth(1440);
  setSessionToken();
  api.session(
    infoAnswer({ userName: 'expert', roles: ['expert'], permissions: ['comp:taskinfo:edit', 'comp:coi:declare'] }),
    [
      {
        name: 'Comp',
        path: '/comp',
        hidden: false,
        component: 'Layout',
        alwaysShow: true,
        redirect: 'noRedirect',
        meta: { title: '大赛管理', icon: 'guide', noCache: false, link: null },
        children: [
          {
            name: 'MyReview',
            path: 'myReview',
            hidden: false,
            component: 'comp/myReview/index',
            meta: { title: '我的评审', icon: 'edit', noCache: false, link: null },
          },
        ],
      },
    ],
  );
  api.routes.set('GET /comp/scoring/mine', listed);
  api.routes.set(
    'GET /comp/scoring/mine/tasks',
    ok({ data: [openTask(7, '成人组初赛评审'), openTask(8, '公开评审')] }),
  );
});

const tableRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) as HTMLElement[];
const rowOf = (code: string) => tableRows().find((row) => row.textContent?.includes(code)) as HTMLElement;
const listQueries = () =>
  api.calls('GET', '/comp/scoring/mine').map((request) => new URLSearchParams(request.url.split('?')[1]));

async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-dropdown .ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  }, PATIENT);
  fireEvent.click(item);
}

describe('我的评审', { timeout: 30_000 }, () => {
  it('lists the caller’s assignments: the code for a blind task’s name, due, status, sheet and total', async () => {
    renderApp('/comp/myReview');
    await screen.findAllByText('A26-0001', undefined, PATIENT);
    const blind = rowOf('A26-0001');
    // The blind task's name is never sent: the code stands for it, with a note saying so.
    expect(within(blind).getAllByText(/A26-0001/)).toHaveLength(2);
    expect(within(blind).getByRole('img', { name: '盲评：项目名称已隐藏，以项目编号代替' })).toBeTruthy();
    expect(within(blind).getByText('待评审')).toBeTruthy();
    expect(within(blind).getByText('未评分')).toBeTruthy();
    expect(within(blind).getByText('2099-12-31 18:00')).toBeTruthy();

    const done = rowOf('A26-0002');
    // The assignment and its sheet are both submitted.
    expect(within(done).getAllByText('已提交')).toHaveLength(2);
    expect(within(done).getByText('87.5')).toBeTruthy();

    const open = rowOf('A26-0003');
    expect(within(open).getByText('智能灌溉系统')).toBeTruthy();
    expect(within(open).getByText('公开评审')).toBeTruthy();
    expect(within(open).getByText('已逾期')).toBeTruthy();
    expect(within(open).getByText('草稿')).toBeTruthy();
    expect(within(open).getByText('40')).toBeTruthy();

    // Score while open, view once submitted, nothing after a declared conflict.
    expect(within(blind).getByRole('button', { name: '评分 A26-0001' })).toBeTruthy();
    expect(within(done).getByRole('button', { name: '查看 A26-0002' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: '评分 A26-0003' })).toBeTruthy();
    const declared = rowOf('A26-0004');
    expect(within(declared).getByText('已申报回避')).toBeTruthy();
    expect(within(declared).queryByRole('button')).toBeNull();
    // Paged by the server.
    expect(listQueries()[0].get('pageNum')).toBe('1');
    expect(listQueries()[0].get('pageSize')).not.toBeNull();
  });

  it('opens the scoring page of a row: the application, then the task', async () => {
    const { router } = renderApp('/comp/myReview');
    await screen.findByText('A26-0003', undefined, PATIENT);
    fireEvent.click(within(rowOf('A26-0003')).getByRole('button', { name: '评分 A26-0003' }));
    await waitFor(() => expect(currentPath(router)).toBe('/taskinfo/role-auth/detail/503/8'));
  });

  it('filters by task and status, starting with the task the address names', async () => {
    renderApp('/comp/myReview?taskId=8');
    await screen.findByText('A26-0003', undefined, PATIENT);
    expect(listQueries()[0].get('taskId')).toBe('8');
    expect(tableRows()).toHaveLength(1);
    const search = document.querySelector('.cbo-search') as HTMLElement;
    await within(search).findByTitle('公开评审', undefined, PATIENT);

    await choose('评审任务', '成人组初赛评审');
    await choose('状态', '已提交');
    fireEvent.click(within(search).getByRole('button', { name: /搜\s*索$/ }));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    await screen.findAllByText('A26-0002');
    const last = listQueries().at(-1);
    expect([last?.get('taskId'), last?.get('status')]).toEqual(['7', 'submitted']);

    fireEvent.click(within(search).getByRole('button', { name: /重\s*置$/ }));
    await waitFor(() => expect(tableRows()).toHaveLength(4));
    const reset = listQueries().at(-1);
    expect([reset?.get('taskId'), reset?.get('status')]).toEqual([null, null]);
  });

  it('stacks each row in two cells on a phone, the action kept in view', async () => {
    atWidth(390);
    renderApp('/comp/myReview');
    await screen.findByText('A26-0003', undefined, PATIENT);
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual(['项目', '状态', '操作']);
    const [project, status] = rowOf('A26-0003').querySelectorAll('td');
    expect([...project.querySelectorAll('.cbo-my-review__stack > *')].map((part) => part.textContent?.trim())).toEqual([
      'A26-0003',
      '智能灌溉系统',
      '公开评审',
      '2026-01-05 18:00已逾期',
    ]);
    expect(status.textContent).toBe('评审中草稿 40');
    // A blind task's row shows the code once.
    expect(within(rowOf('A26-0001')).getAllByText(/A26-0001/)).toHaveLength(1);
    expect(within(rowOf('A26-0003')).getByRole('button', { name: '评分 A26-0003' })).toBeTruthy();
  });

  it('says so when the expert has nothing to review', async () => {
    api.routes.set('GET /comp/scoring/mine', ok({ total: 0, rows: [] }));
    renderApp('/comp/myReview');
    expect(await screen.findByText('暂无评审任务', undefined, PATIENT)).toBeTruthy();
  });

  it('shows a live roadshow’s current project above the list, and 去评分 opens it', async () => {
    api.routes.set(
      'GET /comp/roadshow/mine/live',
      ok({
        data: [
          {
            sessionId: 5,
            taskId: 8,
            name: '复赛路演 A 场',
            venue: '报告厅 101',
            phase: 'pitch',
            current: { applicationId: 503, code: 'A26-0003', projectName: '智能灌溉系统', orderNo: 2, sheet: 'none' },
            stamp: 's1',
          },
        ],
      }),
    );
    const { router } = renderApp('/comp/myReview');
    expect(await screen.findByText('路演进行中：当前项目 A26-0003 智能灌溉系统', undefined, PATIENT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去评分' }));
    await waitFor(() => expect(currentPath(router)).toBe('/taskinfo/role-auth/detail/503/8'));
  });
});
