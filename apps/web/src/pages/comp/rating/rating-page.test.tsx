import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as RatingPage } from './index';
import {
  computeSummary,
  consistency,
  matched,
  mismatch,
  ratingTask,
  receiptDetail,
  results,
  stageConfig,
  version,
} from './rating-fixtures';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

// The consistency chart loads echarts on demand: loaded here first, so the import is not timed.
beforeAll(() => import('../../../components/charts/echarts-setup'), 30_000);

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RatingPage />
    </AppProviders>,
  );
/** The table row holding the text (a chart's axis may name it too). */
const rowOf = async (text: string) => {
  const found = await screen.findAllByText(text, undefined, PATIENT);
  return found.map((element) => element.closest('tr')).find(Boolean) as HTMLElement;
};

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/rating/tasks',
    ok({
      total: 2,
      rows: [
        ratingTask(),
        ratingTask({
          taskId: 8,
          taskName: '复赛网评',
          stageId: 12,
          stageName: '复赛',
          latest: null,
          status: 'in_progress',
        }),
      ],
    }),
  );
  api.routes.set('GET /comp/rating/7/results', ok({ total: 3, rows: results }));
  api.routes.set('GET /comp/rating/7/versions', ok({ data: [version()] }));
  api.routes.set('GET /comp/rating/result/101', ok({ data: receiptDetail }));
  api.routes.set('GET /comp/rating/stage/11/config', ok({ data: stageConfig }));
  api.routes.set('GET /comp/rating/7/consistency', ok({ data: consistency }));
});

describe('rating page', { timeout: 30_000 }, () => {
  it("lists the first stage's first task's results with 2-decimal scores, ranks and flags, and its latest version", async () => {
    renderPage();
    const first = await rowOf('A2026001');
    expect(within(first).getByText('86.46')).toBeTruthy();
    expect(within(first).getByText('6.50')).toBeTruthy();
    const tied = await rowOf('A2026002');
    expect(within(tied).getByText('并列')).toBeTruthy();
    const insufficient = await rowOf('A2026003');
    expect(within(insufficient).getByText('评分不足')).toBeTruthy();
    expect(within(insufficient).getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.getByText('版本 1')).toBeTruthy();
    expect(screen.getByText('未核验')).toBeTruthy();
    expect(screen.getByText('organiser 于 2026-11-26 10:00:00 计算')).toBeTruthy();
    // Paged on the server: the kit's page and size go with the task's path.
    const query = new URLSearchParams(api.calls('GET', '/comp/rating/7/results')[0]?.url.split('?')[1]);
    expect(query.get('pageNum')).toBe('1');
  });

  it('opens on the stage with computed results when the first stage listed has none yet', async () => {
    api.routes.set(
      'GET /comp/rating/tasks',
      ok({
        total: 2,
        rows: [
          ratingTask({
            taskId: 8,
            taskName: '复赛网评',
            stageId: 12,
            stageName: '复赛',
            latest: null,
            status: 'in_progress',
          }),
          ratingTask(),
        ],
      }),
    );
    renderPage();
    expect(within(await rowOf('A2026001')).getByText('86.46')).toBeTruthy();
    expect(screen.getByText('版本 1')).toBeTruthy();
    expect(api.calls('GET', '/comp/rating/8/results')).toHaveLength(0);
  });

  it('opens a receipt in a drawer and words each step', async () => {
    renderPage();
    fireEvent.click(within(await rowOf('A2026001')).getByRole('button', { name: '回执 A2026001' }));
    const drawer = (await screen.findByText('评分回执：A2026001', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(drawer).findByText('王专家');
    // The left-out sheet says why.
    expect(within(within(drawer).getByText('赵专家').closest('tr') as HTMLElement).getByText('回避')).toBeTruthy();
    expect(
      within(drawer).getByText('共 3 份评分表，有效 2 份（作废 0、回避 1、排除 0）；每份按加权和计总分，满分 100。'),
    ).toBeTruthy();
    expect(within(drawer).getByText('2 份有效评分取平均：86.75。')).toBeTruthy();
    expect(within(drawer).getByText('有效评分 2 份，达到最低要求 2 份。')).toBeTruthy();
    expect(within(drawer).getByText('与另外 1 个结果同分，按满分项数（本项值 3）排第 1 名。')).toBeTruthy();
    // Not an unresolved tie: no leader's decision offered.
    expect(within(drawer).queryByRole('button', { name: '记录组长裁定' })).toBeNull();
  });

  it("records a leader's decision for an unresolved tie: the tied results ordered, a leader and a reason", async () => {
    const tiedDetail = {
      ...receiptDetail,
      ...results[1],
      taskId: 7,
      receipt: { ...receiptDetail.receipt, tieBreak: { tiedWith: [304], by: null, value: null } },
    };
    const other = {
      ...results[1],
      resultId: 104,
      entryId: 204,
      applicationId: 304,
      code: 'A2026004',
      projectName: '共享单车',
    };
    api.routes.set('GET /comp/rating/result/102', ok({ data: tiedDetail }));
    api.routes.set('POST /comp/rating/7/tie-decision', ok({ data: { decisionId: 1 } }));
    renderPage();
    fireEvent.click(within(await rowOf('A2026002')).getByRole('button', { name: '回执 A2026002' }));
    const drawer = (await screen.findByText('评分回执：A2026002', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    api.routes.set('GET /comp/rating/7/results', ok({ total: 2, rows: [results[1], other] }));
    fireEvent.click(await within(drawer).findByRole('button', { name: '记录组长裁定' }));
    const dialog = (await screen.findByText('记录组长裁定：并列第 2 名')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText(/A2026004/, undefined, PATIENT);
    // The second first: moved up.
    fireEvent.click(within(dialog).getByRole('button', { name: '上移 A2026004' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /记录组长裁定/ }));
    await within(dialog).findByText('组长姓名不能为空');
    expect(api.calls('POST', '/comp/rating/7/tie-decision')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('组长姓名'), { target: { value: '张组长' } });
    fireEvent.change(within(dialog).getByLabelText('裁定理由'), { target: { value: '路演表现更好' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /记录组长裁定/ }));
    await waitFor(() => expect(api.calls('POST', '/comp/rating/7/tie-decision')).toHaveLength(1));
    expect(JSON.parse(api.calls('POST', '/comp/rating/7/tie-decision')[0]?.body ?? '{}')).toEqual({
      applicationIds: [304, 302],
      leaderName: '张组长',
      reason: '路演表现更好',
    });
  });

  it('offers only what the permissions allow: no compute or verify, a read-only configuration, no rating', async () => {
    useAuthStore.setState({ permissions: ['comp:rating:list', 'comp:rating:query'] });
    renderPage();
    await rowOf('A2026001');
    expect(screen.queryByRole('button', { name: /计算结果/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /核\s*验/ })).toBeNull();
    // The kit's export needs comp:rating:export.
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /评分配置/ }));
    const drawer = (await screen.findByText('评分配置：成人组 · 初赛', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(drawer).findByText('没有评分计算权限：只能查看');
    expect(within(drawer).queryByRole('button', { name: /保存配置/ })).toBeNull();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    fireEvent.click(screen.getByRole('tab', { name: '一致性' }));
    const lenient = await rowOf('王专家');
    expect(within(lenient).queryByRole('button', { name: '评价 王专家' })).toBeNull();
  });

  it('shows the 2+1 queue of a two_plus_one task and dispatches again', async () => {
    api.routes.set('GET /comp/rating/tasks', ok({ total: 1, rows: [ratingTask({ mode: 'two_plus_one' })] }));
    api.routes.set(
      'GET /comp/rating/7/arbitration',
      ok({
        data: [
          {
            applicationId: 301,
            code: 'A2026001',
            reviewGroupName: '第一组',
            first: 90,
            second: 70,
            difference: 20,
            tolerance: 10,
            state: 'waiting',
            reason: 'all_at_max_load',
            third: null,
          },
          {
            applicationId: 302,
            code: 'A2026002',
            reviewGroupName: '第一组',
            first: 88,
            second: 60,
            difference: 28,
            tolerance: 10,
            state: 'submitted',
            reason: null,
            third: { userId: 43, nickName: '赵专家', total: 85.5 },
          },
        ],
      }),
    );
    api.routes.set('POST /comp/rating/7/arbitration/dispatch', ok({ data: { dispatched: 1, waiting: 0 } }));
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('tab', { name: '仲裁' }));
    const waiting = await rowOf('90.00');
    expect(within(waiting).getByText('等待')).toBeTruthy();
    expect(within(waiting).getByText('可选专家均已达到评审上限')).toBeTruthy();
    expect(within(await rowOf('赵专家 · 85.50')).getByText('已提交')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重新派发/ }));
    await screen.findByText('已派发 1 项，仍等待 0 项', undefined, PATIENT);
    expect(api.calls('POST', '/comp/rating/7/arbitration/dispatch')).toHaveLength(1);
  });

  it('offers no 仲裁 tab for other modes', async () => {
    renderPage();
    await rowOf('A2026001');
    expect(screen.queryByRole('tab', { name: '仲裁' })).toBeNull();
  });

  it('computes and shows the diff of version 2 in a modal', async () => {
    api.routes.set('POST /comp/rating/7/compute', ok({ data: computeSummary }));
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('button', { name: /计算结果/ }));
    const dialog = (await screen.findByText('版本 1 → 2 的变化', undefined, PATIENT)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText('评分配置已变化')).toBeTruthy();
    expect(within(dialog).getByText('评分输入未变')).toBeTruthy();
    const change = within(dialog).getByText('A2026001').closest('tr') as HTMLElement;
    expect(within(change).getByText('86.46 → 83.50')).toBeTruthy();
    expect(within(change).getByText('1 → 2')).toBeTruthy();
    expect(within(change).getByText('— → 同分已区分')).toBeTruthy();
    expect(api.calls('POST', '/comp/rating/7/compute')).toHaveLength(1);
  });

  it('verifies: a green alert when matched', async () => {
    api.routes.set('POST /comp/rating/7/verify', ok({ data: matched }));
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    const good = await screen.findByText('核验一致：3 项结果与存储输入重算结果完全一致', undefined, PATIENT);
    expect(good.closest('.ant-alert-success')).toBeTruthy();
  });

  // After another POST: the client refuses the same compute again within a second.
  it('says 无变化 when a recompute changed nothing', async () => {
    api.routes.set(
      'POST /comp/rating/7/compute',
      ok({ data: { ...computeSummary, diff: { ...computeSummary.diff, configChanged: false, changes: [] } } }),
    );
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('button', { name: /计算结果/ }));
    const dialog = (await screen.findByText('版本 1 → 2 的变化', undefined, PATIENT)).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText('无变化')).toBeTruthy();
  });

  it('checks the configuration with the shared schema: trim n ≤ 2k names the field and nothing is saved', async () => {
    api.routes.set('PUT /comp/rating/stage/11/config', ok());
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('button', { name: /评分配置/ }));
    const drawer = (await screen.findByText('评分配置：成人组 · 初赛', undefined, PATIENT)).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await within(drawer).findByText('该阶段尚未保存配置，当前显示默认配置');
    // Trimmed mean shows k and n.
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: '合成方式' }));
    fireEvent.click(await screen.findByTitle('去极值平均'));
    const k = (await within(drawer).findByLabelText('各去掉 k 份')) as HTMLInputElement;
    fireEvent.change(k, { target: { value: '2' } });
    fireEvent.change(within(drawer).getByLabelText('至少 n 份才去极值'), { target: { value: '4' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保存配置/ }));
    const error = await within(drawer).findByText('n 必须大于 2 × k', undefined, PATIENT);
    expect(error.closest('.ant-form-item')?.querySelector('#comp_rating_config_trim_minN')).toBeTruthy();
    expect(api.calls('PUT', '/comp/rating/stage/11/config')).toHaveLength(0);

    // Fixed: the parsed configuration is sent.
    fireEvent.change(within(drawer).getByLabelText('至少 n 份才去极值'), { target: { value: '5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保存配置/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/rating/stage/11/config')).toHaveLength(1));
    const sent = JSON.parse(api.calls('PUT', '/comp/rating/stage/11/config')[0]?.body ?? '{}');
    expect(sent.combine).toBe('trimmed_mean');
    expect(sent.trim).toEqual({ k: 2, minN: 5 });
    expect(sent.tieBreakers).toEqual([{ kind: 'top_marks' }, { kind: 'leader' }]);
  });

  it('shows the consistency figures with flags and rates an expert', async () => {
    api.routes.set('PUT /comp/rating/7/rating/41', ok());
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('tab', { name: '一致性' }));
    const lenient = await rowOf('王专家');
    expect(within(lenient).getByText('偏松')).toBeTruthy();
    expect(within(lenient).getByText('+12.50')).toBeTruthy();
    expect(within(await rowOf('李专家')).getByText('及时性 4，质量 5')).toBeTruthy();
    expect(screen.getByRole('img', { name: '评委均分与极差' })).toBeTruthy();

    fireEvent.click(within(lenient).getByRole('button', { name: '评价 王专家' }));
    const dialog = (await screen.findByText('评价专家：王专家')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /评\s*价/ }));
    await within(dialog).findAllByText('请给出 1 到 5 的评分');
    expect(api.calls('PUT', '/comp/rating/7/rating/41')).toHaveLength(0);
    const stars = (label: string) =>
      within(dialog).getByLabelText(label).querySelectorAll<HTMLElement>('.ant-rate-star > div');
    fireEvent.click(stars('及时性')[2] as HTMLElement);
    fireEvent.click(stars('质量')[3] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /评\s*价/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/rating/7/rating/41')).toHaveLength(1));
    expect(JSON.parse(api.calls('PUT', '/comp/rating/7/rating/41')[0]?.body ?? '{}')).toMatchObject({
      timeliness: 3,
      quality: 4,
    });
  });
  // Apart from the matched verify: the client refuses the same POST again within a second.
  it('verifies: a red alert listing the mismatches', async () => {
    api.routes.set('POST /comp/rating/7/verify', ok({ data: mismatch }));
    renderPage();
    await rowOf('A2026001');
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    const bad = await screen.findByText('核验不一致：版本 1 有 1 处与重算结果不同', undefined, PATIENT);
    expect(bad.closest('.ant-alert-error')).toBeTruthy();
    expect(screen.getByText('A2026001 的得分：存储 99，重算 86.46')).toBeTruthy();
  });
});
