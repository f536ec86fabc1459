import type { ScoringView } from '@cbo/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { offContract, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as ScoringPage } from './detail';

// The expert's scoring page (docs/scoring.md): statement gate, conflict declaration, the blind
// view, rubric checks, debounced autosave with the time spent, submit and the locked state.

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };
const OPEN = 'GET /comp/scoring/3/12';
/** One tiny PNG (1×1), as the file link serves it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const fileUrl = (n: number) => `/prod-api/comp/scoring/file/5/0?expires=${n}&sig=abc&download=0`;

/** An expert's view of a blind task: no project name, leader, organisations, members or file names. */
function blindView(overrides: Partial<ScoringView> = {}): ScoringView {
  return {
    assignment: {
      assignmentId: 5,
      taskId: 3,
      taskName: '初赛网评',
      taskStatus: 'in_progress',
      status: 'viewed',
      dueAt: '2099-12-31 18:00:00',
      statementAt: '2026-11-26 09:00:00',
      firstViewedAt: '2026-11-26 09:00:00',
      timeSpent: 0,
      submittedAt: null,
      allowDownload: false,
      lockOnSubmit: true,
      blind: { names: true, organisations: true, members: true, fileNames: true },
    },
    application: {
      applicationId: 12,
      applicationCode: 'A26-0012',
      trackName: '成人组',
      industry: '智能制造',
      summary: '一种用于小型工厂的视觉质检系统。',
      videoLink: null,
      memberCount: 4,
      attachments: [{ index: 0, kind: 'business_plan', viewUrl: fileUrl(1) }],
    },
    rubric: {
      rubricId: 7,
      rubricName: '创业项目评分标准',
      version: 2,
      maxTotal: 90,
      criteria: [
        {
          code: 'innovation',
          name: '创新性',
          description: '技术与模式的新颖程度',
          anchors: [
            { from: 0, to: 15.5, text: '缺乏新意' },
            { from: 32, to: 40, text: '国内领先' },
          ],
          min: 0,
          max: 40,
          step: 0.5,
          weight: 1,
          required: true,
          comment: [{ when: 'at_or_below', share: 0.2 }],
          independent: false,
        },
        {
          code: 'market',
          name: '市场前景',
          description: '',
          anchors: [],
          min: 0,
          max: 50,
          step: 1,
          weight: 1,
          required: true,
          comment: [],
          independent: false,
        },
        {
          code: 'recommend',
          name: '推荐进入决赛',
          description: '1 推荐，0 不推荐',
          anchors: [],
          min: 0,
          max: 1,
          step: 1,
          weight: 1,
          required: false,
          comment: [],
          independent: true,
        },
      ],
    },
    sheet: {
      sheetId: null,
      status: null,
      items: {},
      overallComment: null,
      total: null,
      revisionCount: 0,
      locked: false,
      enteredByStaff: false,
      reopened: false,
      updateTime: null,
    },
    watermark: '王专家 expert 2026-11-26',
    previous: null,
    next: { taskId: 3, applicationId: 13, applicationCode: 'A26-0013' },
    ...overrides,
  };
}

function renderPage(path = '/taskinfo/role-auth/detail/12/3') {
  const router = createMemoryRouter(
    [
      { path: '/taskinfo/role-auth/detail/:proId/:taskId', element: <ScoringPage /> },
      { path: '/index', element: <p>home</p> },
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

const scoreInput = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const typeScore = (name: string, value: string) => fireEvent.change(scoreInput(name), { target: { value } });
const sentBody = (method: string, path: string, index = 0) => JSON.parse(api.calls(method, path)[index]?.body ?? '{}');
const autosaveStatus = () => screen.getByRole('status', { name: '自动保存状态' });

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['expert'], permissions: ['comp:taskinfo:edit'] });
  URL.createObjectURL = vi.fn(() => 'blob:attachment');
  URL.revokeObjectURL = vi.fn();
  api.routes.set(
    'GET /comp/scoring/file/5/0',
    offContract((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PNG);
    }),
  );
  api.routes.set(
    'PUT /comp/scoring/3/12/sheet',
    ok({ data: { sheetId: 9, status: 'draft', total: 30, revisionNo: 1, locked: false } }),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  // Leaving the page saves a pending draft: let that save land before the next test's answers.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 300));
});

describe('the scoring page', { timeout: 30_000 }, () => {
  it('asks for the statement first: nothing can be scored until it is confirmed', async () => {
    api.routes.set(OPEN, ok({ data: blindView({ assignment: { ...blindView().assignment, statementAt: null } }) }));
    api.routes.set('POST /comp/scoring/3/12/statement', ok({ data: { statementAt: '2026-11-26 10:00:00' } }));
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: '保密与无利益冲突声明' }, PATIENT);
    expect(scoreInput('创新性').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /提交评分/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '我已阅读并确认' }));
    await waitFor(() => expect(scoreInput('创新性').disabled).toBe(false), PATIENT);
    expect(api.calls('POST', '/comp/scoring/3/12/statement')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /提交评分/ })).toBeTruthy();
  });

  it('declares a conflict with a reason instead: the review is withdrawn and the next one offered', async () => {
    api.routes.set(OPEN, ok({ data: blindView({ assignment: { ...blindView().assignment, statementAt: null } }) }));
    api.routes.set('POST /comp/scoring/3/12/conflict', ok({ data: { declarationId: 31 } }));
    const router = renderPage();
    const statement = await screen.findByRole('dialog', { name: '保密与无利益冲突声明' }, PATIENT);
    fireEvent.click(within(statement).getByRole('button', { name: '我存在利益冲突' }));
    // (The test setup gives every dialog the same title id: found by its field.)
    const declare = (await screen.findByText('冲突原因', undefined, PATIENT)).closest('[role="dialog"]') as HTMLElement;
    expect(within(declare).getByText('申报利益冲突')).toBeTruthy();
    fireEvent.click(within(declare).getByRole('button', { name: '提交申报' }));
    await within(declare).findByText('请填写原因');
    fireEvent.change(within(declare).getByLabelText('冲突原因'), { target: { value: ' 负责人是我的学生 ' } });
    fireEvent.click(within(declare).getByRole('button', { name: '提交申报' }));
    await screen.findByText('已申报利益冲突，该评审已撤回', undefined, PATIENT);
    expect(sentBody('POST', '/comp/scoring/3/12/conflict')).toEqual({ reason: '负责人是我的学生' });
    // Not reopened (it would answer 403 now); the next in the queue is offered.
    expect(api.calls('GET', '/comp/scoring/3/12')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /评审下一个：A26-0013/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taskinfo/role-auth/detail/13/3'));
  });

  it('lets an expert declare a conflict noticed after the statement, while the sheet is not submitted', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    api.routes.set('POST /comp/scoring/3/12/conflict', ok({ data: { declarationId: 32 } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /申报利益冲突/ }, PATIENT));
    const declare = (await screen.findByText('冲突原因', undefined, PATIENT)).closest('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(declare).getByLabelText('冲突原因'), { target: { value: '评审中发现是合作单位' } });
    fireEvent.click(within(declare).getByRole('button', { name: '提交申报' }));
    await screen.findByText('已申报利益冲突，该评审已撤回', undefined, PATIENT);
    expect(sentBody('POST', '/comp/scoring/3/12/conflict')).toEqual({ reason: '评审中发现是合作单位' });
  });

  it('shows a blind application by its code, without any hidden part or "undefined", files under the watermark', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'A26-0012' }, PATIENT)).toBeTruthy();
    const image = await screen.findByRole('img', { name: '商业计划书 · 附件 1' }, PATIENT);
    const page = image.closest('.cbo-score__page') as HTMLElement;
    const watermark = page.querySelector('.cbo-score__watermark') as HTMLElement;
    expect(watermark.dataset.watermark).toBe('王专家 expert 2026-11-26');
    expect(watermark.style.backgroundImage).toContain(encodeURIComponent('王专家 expert 2026-11-26'));
    expect(document.body.textContent).not.toContain('undefined');
    for (const hidden of ['负责人', '所属单位', '所属地区', '团队成员', '指导老师'])
      expect(screen.queryByText(hidden)).toBeNull();
    expect(screen.getByText('本任务为盲评：部分信息已隐藏，以项目编号代替项目名称。')).toBeTruthy();
    // No download unless the task allows it.
    expect(screen.queryByRole('link', { name: /下载/ })).toBeNull();
  });

  it('shows what a task without blind options shows, with a download link when the task allows it', async () => {
    const open = blindView({
      assignment: {
        ...blindView().assignment,
        allowDownload: true,
        blind: { names: false, organisations: false, members: false, fileNames: false },
      },
      application: {
        ...blindView().application,
        projectName: '视觉质检云',
        leaderName: '李队长',
        orgName: '华南理工大学',
        regionName: '广州市',
        members: [{ role: 'member', name: '赵成员', orgName: null }],
        mentors: [],
        attachments: [
          {
            index: 0,
            kind: 'business_plan',
            fileName: '商业计划书.pdf',
            viewUrl: fileUrl(1),
            downloadUrl: '/prod-api/comp/scoring/file/5/0?expires=9999999999&sig=abc&download=1',
          },
        ],
      },
    });
    api.routes.set(OPEN, ok({ data: open }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'A26-0012 · 视觉质检云' }, PATIENT)).toBeTruthy();
    for (const shown of ['李队长', '华南理工大学', '广州市', '赵成员']) expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.getByText('指导老师')).toBeTruthy();
    expect(screen.queryByText('本任务为盲评：部分信息已隐藏，以项目编号代替项目名称。')).toBeNull();
    const download = screen.getByRole('link', { name: '下载 商业计划书.pdf' });
    expect(download.getAttribute('href')).toContain('/comp/scoring/file/5/0?expires=9999999999&sig=abc&download=1');
    expect(await screen.findByRole('img', { name: '商业计划书.pdf' }, PATIENT)).toBeTruthy();
  });

  it('renews an expired file link by reopening the assignment', async () => {
    const fresh = blindView({
      application: { ...blindView().application, attachments: [{ index: 0, kind: 'image', viewUrl: fileUrl(2) }] },
    });
    let opened = 0;
    api.routes.set(
      OPEN,
      offContract((_request, response) => {
        opened += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 200, msg: '操作成功', data: opened === 1 ? blindView() : fresh }));
      }),
    );
    api.routes.set(
      'GET /comp/scoring/file/5/0',
      offContract((request, response) => {
        if (request.url.includes('expires=1')) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ code: 500, msg: '文件链接无效或已过期，请刷新页面' }));
          return;
        }
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(PNG);
      }),
    );
    renderPage();
    expect(await screen.findByRole('img', { name: '项目图片 · 附件 1' }, PATIENT)).toBeTruthy();
    expect(opened).toBe(2);
  });

  it('checks range and step as typed, asks for a comment when the score calls for one, and names what a submit lacks', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    api.routes.set(
      'POST /comp/scoring/3/12/submit',
      ok({ data: { sheetId: 9, status: 'submitted', total: 1, revisionNo: 2, locked: true } }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'A26-0012' }, PATIENT);
    typeScore('创新性', '41');
    expect(await screen.findByText('分数须在 0 到 40 之间')).toBeTruthy();
    typeScore('创新性', '7.3');
    expect(await screen.findByText('分数须按 0.5 分的步长填写')).toBeTruthy();
    // At or below 20% of 40 a comment is required: the box says so.
    typeScore('创新性', '8');
    expect(await screen.findByText('评语（必填）')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '创新性评语' }).getAttribute('aria-required')).toBe('true');
    expect(screen.queryByText(/分数须/)).toBeNull();
    // The independent criterion is not summed.
    typeScore('推荐进入决赛', '1');
    expect(screen.getByRole('status', { name: '总分' }).textContent).toBe('8 / 90');

    fireEvent.click(screen.getByRole('button', { name: /提交评分/ }));
    expect(await screen.findByText('该分数须填写评语')).toBeTruthy();
    expect(screen.getByText('请填写分数')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', '/comp/scoring/3/12/submit')).toHaveLength(0);
  });

  it('autosaves a draft two seconds after the last change, with the seconds spent, and not while nothing changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    api.routes.set(OPEN, ok({ data: blindView() }));
    renderPage();
    await screen.findByRole('heading', { name: 'A26-0012' }, PATIENT);
    // The expert reads for 45 seconds, then types.
    act(() => vi.advanceTimersByTime(45_000));
    typeScore('创新性', '30');
    act(() => vi.advanceTimersByTime(1_000));
    typeScore('市场前景', '40');
    act(() => vi.advanceTimersByTime(1_500));
    expect(api.calls('PUT', '/comp/scoring/3/12/sheet')).toHaveLength(0);
    expect(autosaveStatus().textContent).toBe('有未保存的修改');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(autosaveStatus().textContent).toMatch(/^\s*已自动保存 \d\d:\d\d:\d\d$/), PATIENT);
    const saves = api.calls('PUT', '/comp/scoring/3/12/sheet');
    expect(saves).toHaveLength(1);
    const body = JSON.parse(saves[0]?.body ?? '{}');
    expect(body.items).toEqual({ innovation: { value: 30 }, market: { value: 40 } });
    expect(body.timeSpent).toBeGreaterThanOrEqual(47);
    expect(body.timeSpent).toBeLessThanOrEqual(50);
    // Nothing changed since: no further save.
    act(() => vi.advanceTimersByTime(10_000));
    expect(api.calls('PUT', '/comp/scoring/3/12/sheet')).toHaveLength(1);
    // The next change counts from the last save.
    typeScore('市场前景', '41');
    act(() => vi.advanceTimersByTime(2_100));
    await waitFor(() => expect(api.calls('PUT', '/comp/scoring/3/12/sheet')).toHaveLength(2), PATIENT);
    const second = sentBody('PUT', '/comp/scoring/3/12/sheet', 1);
    expect(second.timeSpent).toBeGreaterThanOrEqual(12);
    expect(second.timeSpent).toBeLessThanOrEqual(14);
  });

  it('shows a failed autosave with a retry', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    api.routes.set('PUT /comp/scoring/3/12/sheet', ok({ code: 500, msg: '评审任务已截止' }));
    renderPage();
    await screen.findByRole('heading', { name: 'A26-0012' }, PATIENT);
    typeScore('创新性', '30');
    await within(autosaveStatus()).findByText('自动保存失败', undefined, PATIENT);
    api.routes.set(
      'PUT /comp/scoring/3/12/sheet',
      ok({ data: { sheetId: 9, status: 'draft', total: 30, revisionNo: 1, locked: false } }),
    );
    fireEvent.click(within(autosaveStatus()).getByRole('button', { name: /重试/ }));
    await within(autosaveStatus()).findByText(/已自动保存/, undefined, PATIENT);
    expect(api.calls('PUT', '/comp/scoring/3/12/sheet')).toHaveLength(2);
  });

  it('submits after a confirmation naming the total; the sheet is then locked', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    api.routes.set(
      'POST /comp/scoring/3/12/submit',
      ok({ data: { sheetId: 9, status: 'submitted', total: 70, revisionNo: 1, locked: true } }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'A26-0012' }, PATIENT);
    typeScore('创新性', '30');
    typeScore('市场前景', '40');
    fireEvent.change(screen.getByRole('textbox', { name: '总体评语' }), { target: { value: '市场清晰' } });
    fireEvent.click(screen.getByRole('button', { name: /提交评分/ }));
    const confirm = await screen.findByRole('dialog', { name: '确认提交评分' });
    expect(within(confirm).getByText('项目 A26-0012 的总分为 70 分（满分 90 分）。')).toBeTruthy();
    expect(within(confirm).getByText('提交后评分将被锁定，不能再修改。')).toBeTruthy();
    const drafts = api.calls('PUT', '/comp/scoring/3/12/sheet').length;
    fireEvent.click(within(confirm).getByRole('button', { name: '确认提交' }));
    await screen.findByText('评分已提交并锁定', undefined, PATIENT);
    expect(sentBody('POST', '/comp/scoring/3/12/submit')).toMatchObject({
      items: { innovation: { value: 30 }, market: { value: 40 } },
      overallComment: '市场清晰',
    });
    // The time spent since the page opened travels with the submit.
    expect(sentBody('POST', '/comp/scoring/3/12/submit').timeSpent).toEqual(expect.any(Number));
    expect(scoreInput('创新性').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /提交评分/ })).toBeNull();
    // The submit carried everything: no draft save follows it.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.calls('PUT', '/comp/scoring/3/12/sheet')).toHaveLength(drafts);
  });

  it('opens a locked sheet read-only', async () => {
    const locked = blindView({
      sheet: {
        ...blindView().sheet,
        sheetId: 9,
        status: 'submitted',
        items: { innovation: { value: 30 } },
        locked: true,
      },
      assignment: { ...blindView().assignment, submittedAt: '2026-11-26 10:00:00' },
    });
    api.routes.set(OPEN, ok({ data: locked }));
    renderPage();
    await screen.findByText('评分已提交并锁定', undefined, PATIENT);
    expect(screen.getByText('提交于 2026-11-26 10:00:00。如需修改，请联系组织方解锁。')).toBeTruthy();
    // Also in the header, which a phone shows first.
    expect(screen.getByText('已提交 · 已锁定')).toBeTruthy();
    expect(scoreInput('创新性').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /提交评分/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /申报利益冲突/ })).toBeNull();
  });

  it('says an unlocked sheet was reopened and lets the expert edit it', async () => {
    api.routes.set(
      OPEN,
      ok({ data: blindView({ sheet: { ...blindView().sheet, sheetId: 9, status: 'draft', reopened: true } }) }),
    );
    renderPage();
    await screen.findByText('评分已被解锁', undefined, PATIENT);
    expect(scoreInput('创新性').disabled).toBe(false);
  });

  it('shows the 404 content, not a toast, for an assignment that is not the caller’s', async () => {
    api.routes.set(OPEN, ok({ code: 403, msg: '没有权限，请联系管理员授权' }));
    renderPage();
    expect(await screen.findByText('抱歉，您访问的页面不存在。', undefined, PATIENT)).toBeTruthy();
    expect(screen.queryByText('没有权限，请联系管理员授权')).toBeNull();
  });

  it('saves the draft before opening the next in the queue', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    api.routes.set('GET /comp/scoring/3/13', ok({ data: blindView() }));
    const router = renderPage();
    await screen.findByRole('heading', { name: 'A26-0012' }, PATIENT);
    typeScore('创新性', '30');
    fireEvent.click(screen.getByRole('button', { name: '下一个：A26-0013' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taskinfo/role-auth/detail/13/3'), PATIENT);
    expect(sentBody('PUT', '/comp/scoring/3/12/sheet').items).toEqual({ innovation: { value: 30 } });
  });

  it('at a live roadshow of the task, links to the project presenting when another is open, the rubric first', async () => {
    api.routes.set(OPEN, ok({ data: blindView() }));
    api.routes.set(
      'GET /comp/roadshow/mine/live',
      ok({
        data: [
          {
            sessionId: 5,
            taskId: 3,
            name: '复赛路演 A 场',
            venue: '报告厅 101',
            phase: 'pitch',
            current: { applicationId: 13, code: 'A26-0013', projectName: null, orderNo: 2, sheet: 'none' },
            stamp: 's1',
          },
        ],
      }),
    );
    const router = renderPage();
    expect(await screen.findByText('路演当前项目是 A26-0013', undefined, PATIENT)).toBeTruthy();
    expect(document.querySelector('.cbo-score')?.classList.contains('cbo-score--live')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '打开当前项目' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/taskinfo/role-auth/detail/13/3'), PATIENT);
  });
});
