import type {
  ChainVerifyAnswer,
  ReassignCandidate,
  ReviewTask,
  ReviewTaskDetail,
  RubricDetail,
  TaskAssignment,
  TaskProgress,
} from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { useAuthStore } from '../../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../../test/fake-api';
import { createTestQueryClient } from '../../../../test/render-app';
import { TaskAssignments } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const task: ReviewTask = {
  taskId: 5,
  stageId: 11,
  stageName: '初赛',
  trackName: '成人组',
  taskName: '初赛网评',
  rubricId: 7,
  rubricName: '创业项目评分标准',
  rubricVersion: 1,
  mode: 'k_per_application',
  k: 2,
  tolerance: null,
  toleranceKind: null,
  dueAt: '2026-12-01 18:00:00',
  remindDays: 3,
  blind: { names: true, organisations: true, members: true, fileNames: true },
  allowDownload: false,
  lockOnSubmit: true,
  status: 'in_progress',
  seed: 'abc123',
  publishedBy: 'organiser',
  publishedAt: '2026-11-20 09:00:00',
  groupCount: 1,
  assignmentCount: 3,
  createBy: 'organiser',
  createTime: '2026-11-19 09:00:00',
};

const assignment = (over: Partial<TaskAssignment> & Pick<TaskAssignment, 'assignmentId' | 'code' | 'nickName'>) =>
  ({
    applicationId: over.assignmentId * 10,
    projectName: `项目${over.assignmentId}`,
    reviewGroupId: 31,
    reviewGroupName: '成人组第一组',
    userId: over.assignmentId + 100,
    method: 'balanced',
    status: 'assigned',
    warnings: [],
    firstViewedAt: null,
    submittedAt: null,
    sheetStatus: null,
    total: null,
    voidedReason: null,
    replacesId: null,
    ...over,
  }) satisfies TaskAssignment;

const rows: TaskAssignment[] = [
  assignment({
    assignmentId: 1,
    code: 'A260001',
    nickName: '王专家',
    status: 'in_progress',
    sheetStatus: 'draft',
    total: 40,
  }),
  assignment({
    assignmentId: 2,
    code: 'A260002',
    nickName: '李专家',
    status: 'submitted',
    sheetStatus: 'submitted',
    total: 81.5,
    submittedAt: '2026-11-21 10:00:00',
  }),
  assignment({ assignmentId: 3, code: 'A260003', nickName: '赵专家', status: 'voided', voidedReason: '专家临时出差' }),
];

const candidates: ReassignCandidate[] = [
  {
    userId: 101,
    nickName: '王专家',
    expertGroupId: 9,
    load: 3,
    maxLoad: 10,
    assigned: true,
    verdict: 'clear',
    reasons: [],
  },
  {
    userId: 201,
    nickName: '周专家',
    expertGroupId: 9,
    load: 2,
    maxLoad: 10,
    assigned: false,
    verdict: 'block',
    reasons: ['与申报单位为同一单位'],
  },
  {
    userId: 202,
    nickName: '吴专家',
    expertGroupId: 9,
    load: 10,
    maxLoad: 10,
    assigned: false,
    verdict: 'clear',
    reasons: [],
  },
  {
    userId: 203,
    nickName: '郑专家',
    expertGroupId: 9,
    load: 4,
    maxLoad: null,
    assigned: false,
    verdict: 'warn',
    reasons: ['同一地区'],
  },
];

const detail: ReviewTaskDetail = {
  ...task,
  groups: [
    {
      reviewGroupId: 31,
      reviewGroupName: '成人组第一组',
      expertGroupId: 9,
      expertGroupName: '第一专家组',
      applications: 3,
      experts: 5,
    },
  ],
  events: [],
};

const counts = { assigned: 1, opened: 1, draft: 0, submitted: 0, overdue: 0 };
const progress: TaskProgress = {
  taskId: 5,
  dueAt: task.dueAt,
  total: counts,
  groups: [],
  experts: [
    { userId: 101, nickName: '王专家', ...counts },
    { userId: 102, nickName: '李专家', ...counts },
  ],
};

const rubric: RubricDetail = {
  rubricId: 7,
  rootId: 7,
  stageId: 11,
  rubricName: '创业项目评分标准',
  version: 1,
  criteriaCount: 2,
  maxTotal: 50,
  frozen: '1',
  usedBy: [],
  createBy: 'admin',
  updateTime: null,
  criteria: [
    {
      code: 'innovation',
      name: '创新性',
      description: '',
      min: 0,
      max: 25,
      step: 0.5,
      weight: 1,
      required: true,
      independent: false,
      anchors: [],
      comment: [{ when: 'at_or_below', share: 0.4 }],
    },
    {
      code: 'market',
      name: '市场前景',
      description: '',
      min: 0,
      max: 25,
      step: 1,
      weight: 1,
      required: true,
      independent: false,
      anchors: [],
      comment: [],
    },
  ],
  versions: [],
};

const renderIt = (shown: ReviewTask = task) =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <TaskAssignments task={shown} />
    </AppProviders>,
  );
const rowOf = async (code: string) => (await screen.findByText(code, undefined, PATIENT)).closest('tr') as HTMLElement;
const dialog = async (title: string | RegExp) =>
  (await screen.findByText(title, undefined, PATIENT)).closest('.ant-modal') as HTMLElement;
const button = (root: HTMLElement, text: RegExp) =>
  [...root.querySelectorAll('button')].find((b) => text.test(b.textContent ?? '')) as HTMLButtonElement;
const bodyOf = (method: string, path: string) => JSON.parse(api.calls(method, path).at(-1)?.body ?? '{}');

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/taskinfo/5/assignments', ok({ total: 3, rows }));
  api.routes.set('GET /comp/taskinfo/5', ok({ data: detail }));
  api.routes.set('GET /comp/taskinfo/5/progress', ok({ data: progress }));
  api.routes.set('GET /comp/taskinfo/5/candidates', ok({ data: candidates }));
  api.routes.set('POST /comp/taskinfo/5/reassign', ok({ data: { voidedId: 1, assignmentId: 9 } }));
  api.routes.set('GET /comp/rubric/7', ok({ data: rubric }));
});

describe('a task’s assignments', { timeout: 30_000 }, () => {
  it('lists the rows with their actions by state, voided ones muted with their reason, and sends the filters', async () => {
    renderIt();
    const live = await rowOf('A260001');
    expect(within(live).getByText('评分中')).toBeTruthy();
    expect(within(live).getByText('40')).toBeTruthy();
    // Not submitted: reassign and paper entry, nothing to unlock.
    expect(within(live).getByRole('button', { name: '改派' })).toBeTruthy();
    expect(within(live).getByRole('button', { name: '代录' })).toBeTruthy();
    expect(within(live).queryByRole('button', { name: '解锁' })).toBeNull();
    // Submitted on a task that locks on submit: only unlock.
    const submitted = await rowOf('A260002');
    expect(within(submitted).getByRole('button', { name: '解锁' })).toBeTruthy();
    expect(within(submitted).queryByRole('button', { name: '改派' })).toBeNull();
    expect(within(submitted).queryByRole('button', { name: '代录' })).toBeNull();
    // Voided: kept for the record, muted, with the reason; no action.
    const voided = await rowOf('A260003');
    expect(voided.className).toContain('cbo-assign__row--voided');
    expect(within(voided).getByText('作废原因：专家临时出差')).toBeTruthy();
    expect(within(voided).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /导入评分/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /校验评分链/ })).toBeTruthy();

    fireEvent.change(document.getElementById('assign_filter_code') as HTMLInputElement, { target: { value: 'A2600' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => {
      const query = new URLSearchParams(api.calls('GET', '/comp/taskinfo/5/assignments').at(-1)?.url.split('?')[1]);
      expect(query.get('code')).toBe('A2600');
      expect(query.get('pageNum')).toBe('1');
    }, PATIENT);
  });

  it('offers no action without comp:taskinfo:assign, nor once the task is closed', async () => {
    useAuthStore.setState({ permissions: ['comp:taskinfo:list', 'comp:taskinfo:query'] });
    const view = renderIt();
    await rowOf('A260001');
    expect(screen.queryByRole('button', { name: '改派' })).toBeNull();
    expect(screen.queryByRole('button', { name: '解锁' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入评分/ })).toBeNull();
    expect(screen.getByRole('button', { name: /校验评分链/ })).toBeTruthy();
    view.unmount();

    useAuthStore.setState({ permissions: ['*:*:*'] });
    renderIt({ ...task, status: 'closed' });
    await rowOf('A260001');
    expect(screen.queryByRole('button', { name: '改派' })).toBeNull();
    expect(screen.queryByRole('button', { name: '代录' })).toBeNull();
    expect(screen.queryByRole('button', { name: '解锁' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入评分/ })).toBeNull();
  });

  it('reassigns only to a candidate that is not barred, and only with a reason', async () => {
    renderIt();
    fireEvent.click(within(await rowOf('A260001')).getByRole('button', { name: '改派' }));
    const modal = await dialog('改派 A260001');
    await within(modal).findByText('周专家', undefined, PATIENT);
    const query = new URLSearchParams(api.calls('GET', '/comp/taskinfo/5/candidates').at(-1)?.url.split('?')[1]);
    expect(query.get('applicationId')).toBe('10');
    // The verdict with its reasons, the load against the max.
    expect(within(modal).getByText('须回避')).toBeTruthy();
    expect(within(modal).getByText('与申报单位为同一单位')).toBeTruthy();
    expect(within(modal).getByText('10 / 10')).toBeTruthy();
    expect(within(modal).getByText('4 / 不限')).toBeTruthy();
    const radio = (name: string) => within(modal).getByRole('radio', { name }) as HTMLInputElement;
    // The current expert, a blocked one and a full one cannot be chosen.
    expect(radio('王专家').disabled).toBe(true);
    expect(radio('周专家').disabled).toBe(true);
    expect(radio('吴专家').disabled).toBe(true);
    fireEvent.click(within(modal).getByText('周专家'));
    expect(radio('周专家').checked).toBe(false);

    fireEvent.click(button(modal, /确认改派/));
    await within(modal).findByText('请选择改派给的专家', undefined, PATIENT);
    await within(modal).findByText('请填写原因', undefined, PATIENT);
    expect(api.calls('POST', '/comp/taskinfo/5/reassign')).toHaveLength(0);

    fireEvent.click(radio('郑专家'));
    fireEvent.change(document.getElementById('assign_reassign_reason') as HTMLTextAreaElement, {
      target: { value: '  专家临时出差  ' },
    });
    fireEvent.click(button(modal, /确认改派/));
    await screen.findByText('已改派给 郑专家', undefined, PATIENT);
    expect(bodyOf('POST', '/comp/taskinfo/5/reassign')).toEqual({
      applicationId: 10,
      fromUserId: 101,
      toUserId: 203,
      reason: '专家临时出差',
    });
  });

  it('unlocks a submitted sheet with a reason', async () => {
    api.routes.set(
      'PUT /comp/scoring/sheet/2/unlock',
      ok({ data: { sheetId: 4, status: 'draft', total: 81.5, revisionNo: 4, locked: false } }),
    );
    renderIt();
    fireEvent.click(within(await rowOf('A260002')).getByRole('button', { name: '解锁' }));
    const modal = await dialog('解锁 李专家 对 A260002 的评分表');
    fireEvent.click(button(modal, /解\s*锁/));
    await within(modal).findByText('请填写原因', undefined, PATIENT);
    expect(api.calls('PUT', '/comp/scoring/sheet/2/unlock')).toHaveLength(0);
    fireEvent.change(document.getElementById('assign_unlock_reason') as HTMLTextAreaElement, {
      target: { value: '专家申请更正' },
    });
    fireEvent.click(button(modal, /解\s*锁/));
    await screen.findByText('已解锁', undefined, PATIENT);
    expect(bodyOf('PUT', '/comp/scoring/sheet/2/unlock')).toEqual({ reason: '专家申请更正' });
  });

  it('checks a paper entry against the rubric before sending it, then submits it with the reason', async () => {
    api.routes.set(
      'POST /comp/scoring/sheet/1/proxy',
      ok({ data: { sheetId: 3, status: 'submitted', total: 30, revisionNo: 3, locked: true } }),
    );
    renderIt();
    fireEvent.click(within(await rowOf('A260001')).getByRole('button', { name: '代录' }));
    const modal = await dialog('代录 王专家 对 A260001 的纸质评分表');
    const value = (name: string) => within(modal).getByRole('spinbutton', { name }) as HTMLInputElement;
    await waitFor(() => expect(value('创新性')).toBeTruthy(), PATIENT);
    expect(within(modal).getByText('0–25 分，步长 0.5')).toBeTruthy();
    // 5 needs a comment (at or below 40% of 25); market is off its step of 1.
    fireEvent.change(value('创新性'), { target: { value: '5' } });
    fireEvent.change(value('市场前景'), { target: { value: '20.5' } });
    fireEvent.blur(value('市场前景'));
    fireEvent.click(button(modal, /代录并提交/));
    await within(modal).findByText('该分数须填写评语', undefined, PATIENT);
    expect(within(modal).getByText('分数须按 1 的步长给出')).toBeTruthy();
    expect(within(modal).getByText('请填写原因')).toBeTruthy();
    expect(api.calls('POST', '/comp/scoring/sheet/1/proxy')).toHaveLength(0);

    fireEvent.change(within(modal).getByRole('textbox', { name: '创新性 评语' }), { target: { value: '创新不足' } });
    fireEvent.change(value('市场前景'), { target: { value: '30' } });
    fireEvent.blur(value('市场前景'));
    fireEvent.change(document.getElementById('assign_proxy_reason') as HTMLTextAreaElement, {
      target: { value: '专家现场纸质评分' },
    });
    fireEvent.click(button(modal, /代录并提交/));
    // Clamped to the max by the number input: 5 + 25.
    await screen.findByText('确认以 王专家 的名义提交总分 30 的评分表？', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('已代录，总分 30', undefined, PATIENT);
    expect(bodyOf('POST', '/comp/scoring/sheet/1/proxy')).toEqual({
      items: { innovation: { value: 5, comment: '创新不足' }, market: { value: 25 } },
      overallComment: null,
      reason: '专家现场纸质评分',
      submit: true,
    });
  });

  it('imports offline sheets: a dry run lists every row problem; a clean one imports after a confirmation', async () => {
    let clean = false;
    api.routes.set('POST /comp/scoring/task/5/import', (request, response) => {
      const dryRun = new URLSearchParams(request.url.split('?')[1]).get('dryRun') === 'true';
      const problems = clean
        ? []
        : [
            { row: 2, field: 'market', problem: '分数须在 0–25 之间' },
            { row: 3, field: '专家账号', problem: 'expert09 没有该项目的评审分配' },
          ];
      ok({ data: { dryRun, rows: 2, written: dryRun || !clean ? 0 : 2, problems } })(request, response);
    });
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: /导入评分/ }, PATIENT));
    const modal = await dialog('导入线下评分表');
    await within(modal).findByText(/innovation, market/, undefined, PATIENT);
    const input = modal.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['x'], 'sheets.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    await within(modal).findByText('sheets.xlsx', undefined, PATIENT);
    expect(button(modal, /正式导入/).disabled).toBe(true);
    fireEvent.click(button(modal, /试导入/));
    await within(modal).findByText('试导入发现 2 处问题（共 2 行），请修改表格后重试', undefined, PATIENT);
    const problemRows = [...modal.querySelectorAll('.cbo-assign-import__problems tr.ant-table-row')].map(
      (tr) => tr.textContent,
    );
    expect(problemRows).toEqual(['2market分数须在 0–25 之间', '3专家账号expert09 没有该项目的评审分配']);
    expect(button(modal, /正式导入/).disabled).toBe(true);

    clean = true;
    fireEvent.click(button(modal, /试导入/));
    await within(modal).findByText('试导入通过：2 行均可导入', undefined, PATIENT);
    expect(api.calls('POST', '/comp/scoring/task/5/import').every((call) => call.url.includes('dryRun=true'))).toBe(
      true,
    );
    fireEvent.click(button(modal, /正式导入/));
    await screen.findByText('将 2 行评分表作为已提交的评分写入，确认导入？', undefined, PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await within(modal).findByText('已导入 2 份评分表', undefined, PATIENT);
    expect(api.calls('POST', '/comp/scoring/task/5/import').at(-1)?.url).toContain('dryRun=false');
  });

  it('tells the chain check in words: intact, or the first broken link', async () => {
    const intact: ChainVerifyAnswer = { ok: true, sheets: 2, revisions: 6, broken: null, heads: [] };
    api.routes.set('GET /comp/scoring/task/5/verify', ok({ data: intact }));
    renderIt();
    fireEvent.click(await screen.findByRole('button', { name: /校验评分链/ }, PATIENT));
    await screen.findByText('全部完好：2 份评分表、6 条评分记录的哈希链均未被改动', undefined, PATIENT);

    const broken: ChainVerifyAnswer = {
      ok: false,
      sheets: 2,
      revisions: 6,
      broken: {
        sheetId: 4,
        assignmentId: 2,
        applicationCode: 'A260002',
        expertName: '李专家',
        revisionNo: 2,
        problem: 'link',
      },
      heads: [],
    };
    api.routes.set('GET /comp/scoring/task/5/verify', ok({ data: broken }));
    fireEvent.click(screen.getByRole('button', { name: /校验评分链/ }));
    const alert = await screen.findByRole('alert', undefined, PATIENT);
    await waitFor(
      () =>
        expect(alert.textContent).toContain(
          '评分链断裂：项目 A260002、专家 李专家 的评分表 #4 第 2 条记录与其哈希不符（记录被改动或链接断开）',
        ),
      PATIENT,
    );
    expect(alert.textContent).toContain('共校验 2 份评分表、6 条记录');
  });
});
