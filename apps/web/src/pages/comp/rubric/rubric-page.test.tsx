import type { RubricDetail, RubricRow } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as RubricPage } from './index';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const criteria: RubricDetail['criteria'] = [
  {
    code: 'innovation',
    name: '创新性',
    description: '技术的新颖程度',
    min: 0,
    max: 25,
    step: 0.5,
    weight: 1,
    required: true,
    independent: false,
    anchors: [
      { from: 0, to: 9.5, text: '缺乏新意' },
      { from: 22.5, to: 25, text: '国内领先' },
    ],
    comment: [
      { when: 'at_or_below', share: 0.4 },
      { when: 'at_or_above', share: 0.95 },
    ],
  },
  {
    code: 'market',
    name: '市场前景',
    description: '',
    min: 0,
    max: 25,
    step: 0.5,
    weight: 1,
    required: true,
    independent: false,
    anchors: [],
    comment: [],
  },
];

const row: RubricRow = {
  rubricId: 7,
  rootId: 7,
  stageId: 11,
  rubricName: '创业项目评分标准',
  version: 1,
  criteriaCount: 2,
  maxTotal: 50,
  frozen: '1',
  usedBy: [{ taskId: 3, taskName: '初赛网评', version: 1 }],
  createBy: 'admin',
  updateTime: '2026-11-01 10:00:00',
};

const detail: RubricDetail = {
  ...row,
  criteria,
  versions: [
    { rubricId: 7, version: 1, frozen: '1', criteriaCount: 2, maxTotal: 50, createTime: '2026-11-01 10:00:00' },
  ],
};

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RubricPage />
    </AppProviders>,
  );
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/rubric/stages',
    ok({
      data: [
        { stageId: 11, stageName: '初赛', stageKind: 'preliminary', trackId: 2, trackName: '成人组' },
        { stageId: 12, stageName: '决赛', stageKind: 'final', trackId: 2, trackName: '成人组' },
      ],
    }),
  );
  api.routes.set('GET /comp/rubric/list', ok({ total: 1, rows: [row] }));
  api.routes.set('GET /comp/rubric/7', ok({ data: detail }));
  api.routes.set('PUT /comp/rubric/7', ok({ data: { rubricId: 8, version: 2, newVersion: true } }));
});

describe('rubrics page', { timeout: 30_000 }, () => {
  it("lists the first judging stage's rubrics with version, max total and the tasks using them", async () => {
    renderPage();
    const name = await screen.findByText('创业项目评分标准', undefined, PATIENT);
    const tableRow = name.closest('tr') as HTMLElement;
    expect(within(tableRow).getByText('第 1 版')).toBeTruthy();
    expect(within(tableRow).getByText('已冻结')).toBeTruthy();
    expect(within(tableRow).getByText('50')).toBeTruthy();
    expect(within(tableRow).getByText(/初赛网评/)).toBeTruthy();
    const query = new URLSearchParams(api.calls('GET', '/comp/rubric/list')[0]?.url.split('?')[1]);
    expect(query.get('stageId')).toBe('11');
    expect(screen.getByRole('combobox', { name: '评审阶段' }).closest('.ant-select')?.textContent).toContain(
      '成人组 · 初赛',
    );
  });

  it('edits a frozen version: names a criterion problem before sending, then saves version 2', async () => {
    renderPage();
    const name = await screen.findByText('创业项目评分标准', undefined, PATIENT);
    fireEvent.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /修改/ }));
    await screen.findByText(/保存后将生成第 2 版/, undefined, PATIENT);
    await waitFor(() => expect(input('comp_rubric_form_criteria_1_max').value).toBe('25'));
    // The live max total.
    expect(screen.getByText('2 项评分项，满分 50 分')).toBeTruthy();

    fireEvent.change(input('comp_rubric_form_criteria_1_max'), { target: { value: '0' } });
    fireEvent.change(input('comp_rubric_form_criteria_1_min'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('评分项 market 的最高分：最高分须大于最低分', undefined, PATIENT);
    expect(api.calls('PUT', '/comp/rubric/7')).toHaveLength(0);

    fireEvent.change(input('comp_rubric_form_criteria_1_min'), { target: { value: '0' } });
    fireEvent.change(input('comp_rubric_form_criteria_1_max'), { target: { value: '20' } });
    await screen.findByText('2 项评分项，满分 45 分');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('已保存为第 2 版', undefined, PATIENT);
    const sent = JSON.parse(api.calls('PUT', '/comp/rubric/7')[0]?.body ?? '{}');
    expect(sent.rubricName).toBe('创业项目评分标准');
    expect(sent.criteria[1]).toMatchObject({ code: 'market', min: 0, max: 20, step: 0.5 });
    expect(sent.criteria[0].comment).toEqual([
      { when: 'at_or_below', share: 0.4 },
      { when: 'at_or_above', share: 0.95 },
    ]);
  });

  it('shows what an expert will see: ranges, comment rules and anchors from the top band down', async () => {
    renderPage();
    const name = await screen.findByText('创业项目评分标准', undefined, PATIENT);
    fireEvent.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /修改/ }));
    await waitFor(() => expect(input('comp_rubric_form_criteria_0_max').value).toBe('25'));
    fireEvent.click(screen.getByRole('tab', { name: '专家所见预览' }));
    const preview = (await screen.findByText('打分 ≤ 10 或 ≥ 23.75 时须填写评语')).closest('li') as HTMLElement;
    expect(within(preview).getByText('0–25 分，步长 0.5')).toBeTruthy();
    const bands = Array.from(preview.querySelectorAll('.cbo-rubric__anchors li')).map((li) => li.textContent);
    expect(bands).toEqual(['22.5–25国内领先', '0–9.5缺乏新意']);
  });
});
