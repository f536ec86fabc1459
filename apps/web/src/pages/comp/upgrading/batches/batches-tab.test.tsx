import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { useAuthStore } from '../../../../core/auth/auth-store';
import { json, ok, startFakeApi } from '../../../../test/fake-api';
import { createTestQueryClient } from '../../../../test/render-app';
import { ratingTask } from '../../rating/rating-fixtures';
import { BatchesTab } from './batches-tab';
import { batch, decision, displaced, events, preview, stageRule } from './promotion-fixtures';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };
const refused = (msg: string) => ok({ code: 500, msg });
const PERMISSIONS = ['list', 'query', 'add', 'edit', 'approve', 'publish'].map((name) => `comp:upgrading:${name}`);

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: PERMISSIONS });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/rating/tasks', ok({ total: 1, rows: [ratingTask()] }));
  api.routes.set('GET /comp/competition/1/tracks', ok({ data: [] }));
});

function renderTab() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <BatchesTab />
      </MemoryRouter>
    </AppProviders>,
  );
}

const bodyOf = (request: { body: string } | undefined) => JSON.parse(request?.body ?? '{}');

describe('promotion batches tab', { timeout: 60_000 }, () => {
  it("lists the stage's batches with their status, the 公示 window's end and the counts", async () => {
    api.routes.set(
      'GET /comp/upgrading/batch/list',
      ok({
        total: 2,
        rows: [
          batch(),
          batch({
            batchId: 42,
            title: '初赛评奖名单',
            purpose: 'award',
            status: 'in_publicity',
            approvedBy: 'approver',
            publicityEndAt: '2026-12-03 17:00:00',
            publicityStatus: 'open',
            counts: { entries: 9, promoted: 3, eliminated: 5, undecided: 1, overridden: 2 },
          }),
        ],
      }),
    );
    renderTab();
    const draft = (await screen.findByText('初赛晋级名单', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(within(draft).getByText('2 / 1 / 0')).toBeTruthy();
    const published = screen.getByText('初赛评奖名单').closest('tr') as HTMLElement;
    expect(within(published).getByText('公示中')).toBeTruthy();
    expect(within(published).getByText('至 2026-12-03 17:00:00')).toBeTruthy();
    expect(within(published).getByText('评奖')).toBeTruthy();
    expect(within(published).getByText('3 / 5 / 1')).toBeTruthy();
    expect(within(published).getByText('approver')).toBeTruthy();
    const query = new URLSearchParams(api.calls('GET', '/comp/upgrading/batch/list')[0]?.url.split('?')[1]);
    expect(query.get('stageId')).toBe('11');
    expect(query.get('competitionId')).toBe('1');
  });

  it('says so when the stage has no batch', async () => {
    api.routes.set('GET /comp/upgrading/batch/list', ok({ total: 0, rows: [] }));
    renderTab();
    expect(await screen.findByText('该阶段还没有批次', undefined, PATIENT)).toBeTruthy();
  });

  it('drafts a batch: the saved rule fills the form, a changed N is previewed with who moves in, 起草 sends the rule', async () => {
    api.routes.set('GET /comp/upgrading/batch/list', ok({ total: 0, rows: [] }));
    api.routes.set('GET /comp/upgrading/rule/11', ok({ data: stageRule() }));
    api.routes.set('POST /comp/upgrading/preview', (request, response) => {
      const n = JSON.parse(request.body).rule.n;
      const answer =
        n === 3
          ? preview({
              movedIn: [{ code: 'A2026003', projectName: '校园回收' }],
              tasksWithoutResults: ['复核任务'],
            })
          : preview();
      json({ code: 200, msg: '操作成功', data: answer })(request, response);
    });
    api.routes.set('POST /comp/upgrading/batch', ok({ data: { batchId: 41 } }));
    api.routes.set('GET /comp/upgrading/batch/41', ok({ data: batch() }));
    api.routes.set('GET /comp/upgrading/batch/41/decisions', ok({ total: 1, rows: [decision()] }));
    api.routes.set('GET /comp/upgrading/batch/41/events', ok({ data: events }));
    renderTab();
    const newButton = (await screen.findByRole('button', { name: /新建批次/ }, PATIENT)) as HTMLButtonElement;
    await waitFor(() => expect(newButton.disabled).toBe(false), PATIENT);
    fireEvent.click(newButton);
    const drawer = (await screen.findByText('新建批次：成人组 · 初赛', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    // The saved rule's preview: the displaced entry says which organisation was full.
    expect(await within(drawer).findByText('受单位名额限制（华东大学 已满 1 个）', undefined, PATIENT)).toBeTruthy();
    expect(bodyOf(api.calls('POST', '/comp/upgrading/preview')[0]).rule.n).toBe(2);
    expect(within(drawer).getByText('与比较对象相同')).toBeTruthy();
    expect(within(drawer).getByText('86.46')).toBeTruthy();
    // The whole stage is one unit, worded by the page (the stored label is data).
    expect(within(drawer).getAllByText('整个阶段').length).toBeGreaterThan(0);
    expect(within(drawer).queryByText('全部')).toBeNull();

    const n = within(drawer).getByRole('spinbutton', { name: '名额 N' });
    fireEvent.change(n, { target: { value: '3' } });
    const movedIn = await within(drawer).findByRole('region', { name: '新增晋级 1' }, PATIENT);
    expect(within(movedIn).getByText('A2026003')).toBeTruthy();
    expect(within(drawer).getByText('以下任务还没有正式计算结果，其项目没有分数：复核任务')).toBeTruthy();
    const previews = api.calls('POST', '/comp/upgrading/preview');
    expect(bodyOf(previews.at(-1)).rule.n).toBe(3);
    expect(bodyOf(previews.at(-1)).stageId).toBe(11);
    // A preview writes nothing: it is asked once per rule, never again by its own answer.
    expect(previews.filter((request) => bodyOf(request).rule.n === 2)).toHaveLength(1);
    expect(previews.filter((request) => bodyOf(request).rule.n === 3)).toHaveLength(1);

    fireEvent.click(within(drawer).getByRole('button', { name: '起草' }));
    await waitFor(() => expect(api.calls('POST', '/comp/upgrading/batch')).toHaveLength(1), PATIENT);
    const sent = bodyOf(api.calls('POST', '/comp/upgrading/batch')[0]);
    expect(sent).toMatchObject({ stageId: 11, purpose: 'promotion', title: '成人组 · 初赛 晋级名单' });
    expect(sent.rule).toMatchObject({ method: 'top_n', n: 3, scope: 'stage' });
    // The new batch opens in its drawer.
    expect(await screen.findByText('批次：初赛晋级名单', undefined, PATIENT)).toBeTruthy();
  });

  it("shows the server's refusal when the drafter approves, and words the history", async () => {
    api.routes.set('GET /comp/upgrading/batch/list', ok({ total: 1, rows: [batch({ status: 'pending_approval' })] }));
    api.routes.set('GET /comp/upgrading/batch/41', ok({ data: batch({ status: 'pending_approval' }) }));
    api.routes.set('GET /comp/upgrading/batch/41/decisions', ok({ total: 2, rows: [decision(), displaced] }));
    api.routes.set('GET /comp/upgrading/batch/41/events', ok({ data: events }));
    api.routes.set('PUT /comp/upgrading/batch/41/approve', refused('起草人不能审批自己的批次'));
    renderTab();
    fireEvent.click(await screen.findByText('详情', undefined, PATIENT));
    const drawer = (await screen.findByText('批次：初赛晋级名单', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByText('复赛')).toBeTruthy();
    expect(within(drawer).getByText('初赛网评 第 1 版')).toBeTruthy();
    // Pending approval: no override, no submit; approve asks first, then shows the refusal.
    expect(within(drawer).queryByRole('button', { name: /提交审批/ })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /审批通过/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }, PATIENT));
    expect((await within(drawer).findByRole('alert', {}, PATIENT)).textContent).toContain('起草人不能审批自己的批次');
    expect(api.calls('PUT', '/comp/upgrading/batch/41/approve')).toHaveLength(1);
    // The refusal may mean the batch moved meanwhile: it is asked again.
    await waitFor(() => expect(api.calls('GET', '/comp/upgrading/batch/41').length).toBeGreaterThan(1), PATIENT);
    expect(within(drawer).queryByRole('button', { name: '调整 A2026002' })).toBeNull();

    // The history words each action and an override's before → after.
    fireEvent.click(within(drawer).getByRole('tab', { name: '历史' }));
    expect(await within(drawer).findByText('A2026002：未晋级 → 晋级', undefined, PATIENT)).toBeTruthy();
    expect(within(drawer).getByText('原因：复核后调整')).toBeTruthy();
    expect(within(drawer).getByText('调整结果')).toBeTruthy();
  });

  it('overrides a decision of a draft batch with a result and a reason', async () => {
    api.routes.set('GET /comp/upgrading/batch/list', ok({ total: 1, rows: [batch()] }));
    api.routes.set('GET /comp/upgrading/batch/41', ok({ data: batch() }));
    api.routes.set('GET /comp/upgrading/batch/41/decisions', ok({ total: 2, rows: [decision(), displaced] }));
    api.routes.set('GET /comp/upgrading/batch/41/events', ok({ data: events }));
    api.routes.set('PUT /comp/upgrading/batch/41/decision/502', ok());
    renderTab();
    fireEvent.click(await screen.findByText('详情', undefined, PATIENT));
    const row = (await screen.findByText('A2026002', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('调整'));
    const dialog = (await screen.findByText('调整结果：A2026002', undefined, PATIENT)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '结果' }));
    fireEvent.click(await screen.findByTitle('晋级'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '调整原因' }), { target: { value: '复核后调整' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /调\s*整/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/upgrading/batch/41/decision/502')).toHaveLength(1), PATIENT);
    expect(bodyOf(api.calls('PUT', '/comp/upgrading/batch/41/decision/502')[0])).toEqual({
      result: 'promoted',
      levelId: null,
      reason: '复核后调整',
    });
  });

  it('publishes an approved batch with the notice title and 5 working days by default', async () => {
    const approved = batch({ status: 'approved', approvedBy: 'admin', approvedAt: '2026-11-26 11:00:00' });
    api.routes.set('GET /comp/upgrading/batch/list', ok({ total: 1, rows: [approved] }));
    api.routes.set('GET /comp/upgrading/batch/41', ok({ data: approved }));
    api.routes.set('GET /comp/upgrading/batch/41/decisions', ok({ total: 1, rows: [decision()] }));
    api.routes.set('GET /comp/upgrading/batch/41/events', ok({ data: events }));
    api.routes.set(
      'PUT /comp/upgrading/batch/41/publish',
      ok({ data: { noticeId: 9, publicityId: 3, endAt: '2026-12-03 23:59:59' } }),
    );
    renderTab();
    fireEvent.click(await screen.findByText('详情', undefined, PATIENT));
    const drawer = (await screen.findByText('批次：初赛晋级名单', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    fireEvent.click(await within(drawer).findByText('发布公示', undefined, PATIENT));
    const dialog = (await screen.findByText('公告标题', undefined, PATIENT)).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('联系方式'), { target: { value: '010-12345678' } });
    fireEvent.click(within(dialog).getByText('发布公示', { selector: 'button span' }));
    await waitFor(() => expect(api.calls('PUT', '/comp/upgrading/batch/41/publish')).toHaveLength(1), PATIENT);
    expect(bodyOf(api.calls('PUT', '/comp/upgrading/batch/41/publish')[0])).toEqual({
      noticeTitle: '初赛晋级名单公示',
      preface: '',
      workingDays: 5,
      contact: '010-12345678',
    });
    expect(await screen.findByText('已发布，公示至 2026-12-03 23:59:59', undefined, PATIENT)).toBeTruthy();
  });

  it("overrides an award batch's decision with one of the edition's award levels", async () => {
    const award = batch({ purpose: 'award', title: '决赛评奖名单', nextStageId: null, nextStageName: null });
    const row = decision({
      decisionId: 601,
      proposedResult: 'eliminated',
      finalResult: 'eliminated',
      reason: 'below_cut',
    });
    api.routes.set('GET /comp/upgrading/batch/list', ok({ total: 1, rows: [award] }));
    api.routes.set('GET /comp/upgrading/batch/41', ok({ data: award }));
    api.routes.set('GET /comp/upgrading/batch/41/decisions', ok({ total: 1, rows: [row] }));
    api.routes.set('GET /comp/upgrading/batch/41/events', ok({ data: [] }));
    api.routes.set(
      'GET /comp/award/level/list',
      ok({
        data: [
          {
            levelId: 3,
            competitionId: 1,
            trackId: null,
            trackName: null,
            name: '优秀奖',
            kind: 'ranked',
            rankOrder: 3,
            count: 5,
            minScore: null,
            sponsorId: null,
            sponsorName: null,
            awarded: 0,
          },
        ],
      }),
    );
    api.routes.set('PUT /comp/upgrading/batch/41/decision/601', ok());
    renderTab();
    fireEvent.click(await screen.findByText('详情', undefined, PATIENT));
    const line = (await screen.findByText('名次在名额之外', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(within(line).getByText('调整'));
    const dialog = (await screen.findByText('调整结果：A2026001', undefined, PATIENT)).closest(
      '.ant-modal',
    ) as HTMLElement;
    // An award batch offers 获奖 (with its level, required) and 未晋级.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '结果' }));
    fireEvent.click(await screen.findByTitle('获奖'));
    await within(dialog).findByRole('combobox', { name: '奖项' }, PATIENT);
    fireEvent.change(within(dialog).getByLabelText('调整原因'), { target: { value: '评委会决定' } });
    fireEvent.click(within(dialog).getByText('调整', { selector: 'button span' }));
    expect(await within(dialog).findByText('请选择奖项', undefined, PATIENT)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '奖项' }));
    fireEvent.click(await screen.findByTitle('优秀奖'));
    fireEvent.click(within(dialog).getByText('调整', { selector: 'button span' }));
    await waitFor(() => expect(api.calls('PUT', '/comp/upgrading/batch/41/decision/601')).toHaveLength(1), PATIENT);
    expect(bodyOf(api.calls('PUT', '/comp/upgrading/batch/41/decision/601')[0])).toEqual({
      result: 'awarded',
      levelId: 3,
      reason: '评委会决定',
    });
  });
});
