import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as TaskinfoPage } from './index';
import {
  closed,
  draft,
  draftDetail,
  options,
  progress,
  published,
  publishedDetail,
  summary,
} from './taskinfo-fixtures';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

// The progress chart loads echarts on demand: loaded here first, so the import is not timed.
beforeAll(() => import('../../../components/charts/echarts-setup'), 30_000);

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <TaskinfoPage />
    </AppProviders>,
  );
const rowOf = async (name: string) => (await screen.findByText(name, undefined, PATIENT)).closest('tr') as HTMLElement;
const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const refused = (msg: string) => ok({ code: 500, msg });

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/taskinfo/stages',
    ok({
      data: [
        { stageId: 11, stageName: '初赛', stageKind: 'preliminary', trackId: 2, trackName: '成人组' },
        { stageId: 12, stageName: '决赛', stageKind: 'final', trackId: 2, trackName: '成人组' },
      ],
    }),
  );
  api.routes.set('GET /comp/taskinfo/list', ok({ total: 3, rows: [draft, published, closed] }));
  api.routes.set('GET /comp/taskinfo/1', ok({ data: draftDetail }));
  api.routes.set('GET /comp/taskinfo/2', ok({ data: publishedDetail }));
  api.routes.set('GET /comp/taskinfo/options', ok({ data: options }));
  api.routes.set('GET /comp/taskinfo/2/progress', ok({ data: progress }));
});

describe('review tasks page', { timeout: 30_000 }, () => {
  it("lists the first stage's tasks (all stages: with their stage) with mode, due date and status, and actions by status", async () => {
    renderPage();
    const draftRow = await rowOf('初赛网评');
    const query = new URLSearchParams(api.calls('GET', '/comp/taskinfo/list')[0]?.url.split('?')[1]);
    expect(query.get('stageId')).toBe('11');
    // One stage chosen: no stage column; all stages: the edition's tasks, each naming its stage.
    expect(within(draftRow).queryByText('成人组 · 初赛')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '评审阶段' }));
    fireEvent.click(await screen.findByTitle('全部阶段'));
    await waitFor(() => expect(api.calls('GET', '/comp/taskinfo/list')).toHaveLength(2));
    const allQuery = new URLSearchParams(api.calls('GET', '/comp/taskinfo/list')[1]?.url.split('?')[1]);
    expect(allQuery.get('competitionId')).toBe('1');
    expect(allQuery.has('stageId')).toBe(false);
    await waitFor(() => expect(within(draftRow).getByText('成人组 · 初赛')).toBeTruthy());
    expect(within(draftRow).getByText('k = 3')).toBeTruthy();
    expect(within(draftRow).getByText('草稿')).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: /修改/ })).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: /删除/ })).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: /发布/ })).toBeTruthy();
    expect(within(draftRow).queryByRole('button', { name: /结束/ })).toBeNull();

    const publishedRow = await rowOf('复赛网评');
    expect(within(publishedRow).getByText('容差 10%')).toBeTruthy();
    expect(within(publishedRow).getByText('已发布')).toBeTruthy();
    // Past its due date while open: the due date in red.
    expect(within(publishedRow).getByText('2026-01-01').closest('.cbo-task__overdue')).toBeTruthy();
    expect(within(draftRow).getByText('2099-12-01').closest('.cbo-task__overdue')).toBeNull();
    expect(within(publishedRow).queryByRole('button', { name: /修改/ })).toBeNull();
    expect(within(publishedRow).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(publishedRow).queryByRole('button', { name: /发布/ })).toBeNull();

    const closedRow = await rowOf('决赛评审');
    expect(within(closedRow).getByRole('button', { name: /重新开启/ })).toBeTruthy();
    expect(within(closedRow).queryByRole('button', { name: /结束/ })).toBeNull();

    // Closing is confirmed first.
    api.routes.set('POST /comp/taskinfo/2/close', ok());
    fireEvent.click(within(publishedRow).getByRole('button', { name: /结束/ }));
    const confirm = await screen.findByText(/结束评审任务“复赛网评”？/);
    expect(api.calls('POST', '/comp/taskinfo/2/close')).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /结\s*束/ }));
    await screen.findByText('评审任务已结束', undefined, PATIENT);
    expect(api.calls('POST', '/comp/taskinfo/2/close')).toHaveLength(1);
  });

  it('reopens a closed task with a reason', async () => {
    api.routes.set('POST /comp/taskinfo/3/reopen', ok());
    renderPage();
    fireEvent.click(within(await rowOf('决赛评审')).getByRole('button', { name: /重新开启/ }));
    const dialog = (await screen.findByText('重新开启评审任务“决赛评审”')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /重新开启/ }));
    await within(dialog).findByText('请填写原因');
    expect(api.calls('POST', '/comp/taskinfo/3/reopen')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('重新开启原因'), { target: { value: '补评一个项目' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /重新开启/ }));
    await screen.findByText('评审任务已重新开启', undefined, PATIENT);
    expect(JSON.parse(api.calls('POST', '/comp/taskinfo/3/reopen')[0]?.body ?? '{}')).toEqual({
      reason: '补评一个项目',
    });
  });

  it('offers only the detail without the management permissions', async () => {
    useAuthStore.setState({ permissions: ['comp:taskinfo:list', 'comp:taskinfo:query'] });
    renderPage();
    const draftRow = await rowOf('初赛网评');
    expect(within(draftRow).getByRole('button', { name: /详情/ })).toBeTruthy();
    for (const name of [/修改/, /删除/, /发布/]) expect(within(draftRow).queryByRole('button', { name })).toBeNull();
    expect(within(await rowOf('复赛网评')).queryByRole('button', { name: /结束/ })).toBeNull();
    expect(within(await rowOf('决赛评审')).queryByRole('button', { name: /重新开启/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
  });

  it("edits a draft: the mode's own fields only, taken review groups disabled, a server refusal on its field", async () => {
    api.routes.set('PUT /comp/taskinfo/1', refused('参数 rubricId 不正确：评分标准版本 7 不存在或不属于该评审阶段'));
    renderPage();
    fireEvent.click(within(await rowOf('初赛网评')).getByRole('button', { name: /修改/ }));
    await screen.findByText('修改评审任务“初赛网评”', undefined, PATIENT);
    await waitFor(() => expect(input('comp_task_form_k')?.value).toBe('3'));
    expect(input('comp_task_form_tolerance')).toBeNull();
    await screen.findByText('满分 100 分 · 该版本已被其他任务使用并冻结，评分标准不会再变化', undefined, PATIENT);

    fireEvent.click(screen.getByRole('radio', { name: '2+1 评审' }));
    await waitFor(() => expect(input('comp_task_form_tolerance')).toBeTruthy());
    expect(input('comp_task_form_k')).toBeNull();
    expect(screen.getByText('满分的百分比')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '组内全评' }));
    await waitFor(() => expect(input('comp_task_form_tolerance')).toBeNull());
    expect(input('comp_task_form_k')).toBeNull();

    // The task's own group stays choosable; a group in another task is offered disabled with its name.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '项目分组 1' }));
    const taken = await waitFor(() => {
      const option = document.querySelector('.ant-select-item-option[title="第三组（已属于“另一任务”）"]');
      expect(option).toBeTruthy();
      return option as HTMLElement;
    });
    expect(taken.className).toContain('ant-select-item-option-disabled');
    const own = document.querySelector('.ant-select-item-option[title="第一组（6 个项目）"]') as HTMLElement;
    expect(own.className).not.toContain('ant-select-item-option-disabled');
    // Choosing another group fills in the expert group it is bound to.
    fireEvent.click(document.querySelector('.ant-select-item-option[title="第二组（4 个项目）"]') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '专家组 1' }).closest('.ant-select')?.textContent).toContain(
        '专家二组（4 人）',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/taskinfo/1')).toHaveLength(1));
    const sent = JSON.parse(api.calls('PUT', '/comp/taskinfo/1')[0]?.body ?? '{}');
    expect(sent).toMatchObject({
      stageId: 11,
      taskName: '初赛网评',
      rubricId: 7,
      mode: 'all_in_group',
      k: null,
      tolerance: null,
      groups: [{ reviewGroupId: 22, expertGroupId: 32 }],
      dueAt: '2099-12-01 18:00:00',
      blind: { names: true, organisations: true, members: true, fileNames: true },
      lockOnSubmit: true,
    });
    // The refusal sits under the rubric field.
    const rubricItem = screen.getByText('评分标准', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    await within(rubricItem).findByText(
      '参数 rubricId 不正确：评分标准版本 7 不存在或不属于该评审阶段',
      undefined,
      PATIENT,
    );
  });

  it('checks the form before sending: k is required for k reviews per application; a taken group refusal names the pairs', async () => {
    api.routes.set(
      'PUT /comp/taskinfo/1',
      refused('项目分组“第一组”已属于评审任务“另一任务”，一个项目分组只能属于一个评审任务'),
    );
    renderPage();
    fireEvent.click(within(await rowOf('初赛网评')).getByRole('button', { name: /修改/ }));
    await waitFor(() => expect(input('comp_task_form_k')?.value).toBe('3'));
    fireEvent.change(input('comp_task_form_k') as HTMLInputElement, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('每项目评审数 k不能为空', undefined, PATIENT);
    expect(api.calls('PUT', '/comp/taskinfo/1')).toHaveLength(0);

    fireEvent.change(input('comp_task_form_k') as HTMLInputElement, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls('PUT', '/comp/taskinfo/1')).toHaveLength(1));
    expect(JSON.parse(api.calls('PUT', '/comp/taskinfo/1')[0]?.body ?? '{}').k).toBe(2);
    const pairs = document.querySelector('.cbo-task__pairs') as HTMLElement;
    await within(pairs).findByText(/项目分组“第一组”已属于评审任务“另一任务”/, undefined, PATIENT);
  });

  it('publishes with a seed and shows the plan: seed, counts, unplaced applications with reasons in words', async () => {
    api.routes.set('POST /comp/taskinfo/1/publish', ok({ data: summary }));
    renderPage();
    fireEvent.click(within(await rowOf('初赛网评')).getByRole('button', { name: /发布/ }));
    const dialog = (await screen.findByText('发布评审任务“初赛网评”')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/相同的种子和相同的数据得到相同的分配结果/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('随机种子'), { target: { value: 'bad seed!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await within(dialog).findByText('种子只可含字母、数字、- 和 _，最多 64 个字符');
    expect(api.calls('POST', '/comp/taskinfo/1/publish')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('随机种子'), { target: { value: 'round-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await screen.findByText('评审任务“初赛网评”已发布：分配结果', undefined, PATIENT);
    expect(JSON.parse(api.calls('POST', '/comp/taskinfo/1/publish')[0]?.body ?? '{}')).toEqual({ seed: 'round-1' });
    const result = screen.getByText('评审任务“初赛网评”已发布：分配结果').closest('.ant-modal') as HTMLElement;
    expect(within(result).getByText('round-1')).toBeTruthy();
    expect(within(result).getByText(/1 个项目没有分配到足够的专家/)).toBeTruthy();
    // jsdom's body has no width: the phone's layout, one line per unplaced application.
    const unplaced = within(result).getByText('A26-0007').closest('li') as HTMLElement;
    expect(unplaced.textContent).toBe('A26-0007 · 第一组缺少 1 条评审：回避后可评审的专家不足');
    expect(within(result).getByText('6 个项目 · 5 位专家 · 17 条分配')).toBeTruthy();
    const expert = within(result).getByText('李专家').closest('tr') as HTMLElement;
    expect(within(expert).getByText('不限')).toBeTruthy();
    expect(within(expert).getByText('11')).toBeTruthy();
  });

  it('keeps a refused publish in the dialog', async () => {
    api.routes.set('POST /comp/taskinfo/1/publish', refused('截止时间 2026-01-01 18:00:00 已过，请修改后再发布'));
    renderPage();
    fireEvent.click(within(await rowOf('初赛网评')).getByRole('button', { name: /发布/ }));
    const dialog = (await screen.findByText('发布评审任务“初赛网评”')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await within(dialog).findByText('截止时间 2026-01-01 18:00:00 已过，请修改后再发布', undefined, PATIENT);
    expect(screen.queryByText(/已发布：分配结果/)).toBeNull();
    expect(JSON.parse(api.calls('POST', '/comp/taskinfo/1/publish')[0]?.body ?? '{}')).toEqual({});
  });

  it("shows a published task's progress per group and per expert with a chart, and its history with the reopen reason", async () => {
    renderPage();
    fireEvent.click(within(await rowOf('复赛网评')).getByRole('button', { name: /详情/ }));
    const table = (await screen.findByText('李专家', undefined, PATIENT)).closest('.ant-table-wrapper') as HTMLElement;
    const li = within(table).getByText('李专家').closest('tr') as HTMLElement;
    const cells = Array.from(li.querySelectorAll('td')).map((cell) => cell.textContent);
    // assigned, opened, draft, submitted, overdue, done.
    expect(cells).toEqual(['李专家', '12', '8', '5', '0', '12', '0%']);
    expect(within(li).getByText('12', { selector: '.cbo-task__overdue' })).toBeTruthy();
    const wang = within(table).getByText('王专家').closest('tr') as HTMLElement;
    expect(Array.from(wang.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      '王专家',
      '12',
      '12',
      '0',
      '12',
      '0',
      '100%',
    ]);
    expect(screen.getByRole('img', { name: '评审进度图' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.cbo-chart svg')).toBeTruthy(), PATIENT);

    fireEvent.click(screen.getByRole('tab', { name: '历史' }));
    const reopen = (await screen.findByText('重新开启', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(reopen).getByText(/原因：补评一个项目/)).toBeTruthy();
    expect(screen.getByText(/种子 abc123，24 条分配，1 个项目未完全分配/)).toBeTruthy();
    // A 2+1 third review dispatched (docs/arbitration.md), in words.
    const third = screen.getByText('分派第三评', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(third).getByText('项目 501：两评相差 30，超过允许差 10，分派给用户 9')).toBeTruthy();
    // The assignments tab is there for the assignment list.
    expect(screen.getByRole('tab', { name: '评审分配' })).toBeTruthy();
  });
});
