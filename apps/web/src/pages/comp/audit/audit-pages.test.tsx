import type { ApplicationStatistics, AuditLevelTab } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { clearDicts } from '../../../core/dict/dict-store';
import { json, ok, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient } from '../../../test/render-app';
import { Component as StatisticsPage } from '../statistics/index';
import type { QueueRow } from './audit-api';
import { Component as AuditPage } from './index';

const api = startFakeApi();

// The statistics page's charts load echarts on demand: loaded here first, so an import still
// settling after the last test cannot run once the test environment (and its document) is gone.
beforeAll(() => import('../../../components/charts/echarts-setup'), 30_000);
const PATIENT = { timeout: 8_000 };

function renderPage(Page: ComponentType, path: string) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
}

const queryOf = (path: string) => new URLSearchParams(api.calls('GET', path).at(-1)?.url.split('?')[1] ?? '');
const bodyOf = (method: string, path: string) => JSON.parse(api.calls(method, path).at(-1)?.body ?? '{}');
const tab = (levelNo: number) => document.querySelector(`[data-level="${levelNo}"]`) as HTMLElement;
/** A button by its text (a modal's footer can be hidden from the accessibility tree while another layer animates). */
const button = (root: ParentNode, text: RegExp) =>
  [...root.querySelectorAll('button')].find((b) => text.test(b.textContent ?? '')) as HTMLButtonElement;

const row = (applicationId: number, code: string, projectName: string): QueueRow => ({
  applicationId,
  code,
  projectName,
  competitionId: 1,
  competitionName: '第一届',
  trackId: 2,
  trackName: '成人组',
  categoryId: 21,
  categoryName: '创意组',
  industry: null,
  regionCode: '440106',
  regionName: '天河区',
  orgId: 5,
  orgName: '天河科技公司',
  leaderName: '张三',
  leaderMobile: '138****8000',
  status: 'submitted',
  memberCount: 2,
  submittedAt: '2026-11-20 10:00:00',
  returnCount: 0,
  createBy: 'admin',
  createTime: '2026-11-19 10:00:00',
  updateTime: null,
  auditLevel: 1,
});

let levels: AuditLevelTab[];

beforeEach(() => {
  clearDicts();
  useAuthStore.setState({
    token: 'test-token',
    roles: ['auditor'],
    permissions: ['comp:audit:list', 'comp:audit:decide'],
  });
  levels = [
    { levelNo: 1, levelName: '区县初审', roleId: 3, regionLevel: '3', pending: 2, canDecide: true },
    { levelNo: 2, levelName: '市级复审', roleId: 4, regionLevel: '2', pending: 5, canDecide: false },
  ];
  api.routes.set(
    'GET /comp/competition/current/timeline',
    ok({
      data: { competitionId: 1, competitionName: '第一届', editionYear: 2026, status: 'registration_open', stages: [] },
    }),
  );
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届青少年及成人创新创业大赛', editionYear: 2026 }] }),
  );
  api.routes.set(
    'GET /comp/competition/1/tracks',
    ok({
      data: [
        {
          trackId: 1,
          trackCode: 'teen',
          trackName: '青少年组',
          ageMin: null,
          ageMax: null,
          ageRefDate: null,
          teamMin: 1,
          teamMax: 5,
          oneEntry: '1',
          sort: 1,
          categories: [],
          fields: [],
          formId: null,
          formVersion: null,
          formName: null,
          form: null,
          attachments: [],
        },
        {
          trackId: 2,
          trackCode: 'adult',
          trackName: '成人组',
          ageMin: null,
          ageMax: null,
          ageRefDate: null,
          teamMin: 1,
          teamMax: 5,
          oneEntry: '1',
          sort: 2,
          categories: [],
          fields: [],
          formId: null,
          formVersion: null,
          formName: null,
          form: null,
          attachments: [],
        },
      ],
    }),
  );
  api.routes.set('GET /comp/audit/levels', (request, response) =>
    json({ code: 200, msg: '', data: levels })(request, response),
  );
  api.routes.set(
    'GET /comp/audit/list',
    ok({ total: 2, rows: [row(11, 'A26-00011', '智能灌溉'), row(12, 'A26-00012', '社区养老')] }),
  );
});

describe('audit page', { timeout: 30_000 }, () => {
  it("shows the menu track's levels with their pending counts; a level the user cannot decide at is view only", async () => {
    renderPage(AuditPage, '/comp/adultAudit?track=adult');
    await screen.findByText('智能灌溉', undefined, PATIENT);
    // The adult track's id of the current edition scopes the tabs and the queue.
    expect(queryOf('/comp/audit/levels').get('trackId')).toBe('2');
    expect(queryOf('/comp/audit/levels').get('competitionId')).toBe('1');
    expect(queryOf('/comp/audit/list').get('levelNo')).toBe('1');
    expect(tab(1).textContent).toBe('区县初审2');
    expect(tab(2).textContent).toBe('市级复审5');
    const toolbar = screen.getByRole('toolbar');
    expect(button(toolbar, /通\s*过/).disabled).toBe(true); // nothing chosen yet
    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    expect(button(first, /通\s*过/).disabled).toBe(false);
    // The code links to the application's detail page.
    expect(within(first).getByRole('link', { name: 'A26-00011' }).getAttribute('href')).toBe(
      '/comp/application/detail/11',
    );

    fireEvent.click(tab(2));
    await waitFor(() => expect(queryOf('/comp/audit/list').get('levelNo')).toBe('2'), PATIENT);
    expect(await screen.findAllByText('您不是该层级的审核人，只能查看', undefined, PATIENT)).toBeTruthy();
    await waitFor(() => {
      const rowAt2 = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
      for (const text of [/通\s*过/, /退\s*回/, /不通过/]) expect(button(rowAt2, text).disabled).toBe(true);
    }, PATIENT);
    // No selection either: nothing there is the user's to decide.
    expect(document.querySelector('.ant-table-tbody .ant-checkbox')).toBeNull();
  });

  it('opens the teenage track from its menu query', async () => {
    renderPage(AuditPage, '/comp/teenAudit?track=teen');
    await screen.findByText('智能灌溉', undefined, PATIENT);
    expect(queryOf('/comp/audit/levels').get('trackId')).toBe('1');
    expect(queryOf('/comp/audit/list').get('trackId')).toBe('1');
  });

  it('returns only with a reason and a deadline, then refreshes the counts', async () => {
    api.routes.set('PUT /comp/audit/decide', ok({ data: { changed: 1 } }));
    renderPage(AuditPage, '/comp/adultAudit?track=adult');
    await screen.findByText('智能灌溉', undefined, PATIENT);
    const first = document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
    fireEvent.click(button(first, /退\s*回/));

    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    expect(within(dialog).getByText('申报：A26-00011')).toBeTruthy();
    // The deadline starts a week ahead at the end of the day.
    const deadline = within(dialog).getByLabelText('修改截止时间') as HTMLInputElement;
    expect(deadline.value).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);

    // No reason: nothing is sent.
    fireEvent.click(button(dialog, /^退\s*回$/));
    expect(await within(dialog).findByText('请填写退回原因', undefined, PATIENT)).toBeTruthy();
    // No deadline either.
    fireEvent.mouseDown(deadline);
    const clear = dialog.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(await within(dialog).findByText('请选择修改截止时间', undefined, PATIENT)).toBeTruthy();
    expect(api.calls('PUT', '/comp/audit/decide')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('退回原因'), { target: { value: '  请补充商业计划书  ' } });
    fireEvent.mouseDown(deadline);
    fireEvent.change(deadline, { target: { value: '2099-12-31 23:59:59' } });
    fireEvent.keyDown(deadline, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(dialog).queryByText('请选择修改截止时间')).toBeNull(), PATIENT);

    const before = api.calls('GET', '/comp/audit/levels').length;
    levels = [{ ...levels[0], pending: 1 }, levels[1]];
    fireEvent.click(button(dialog, /^退\s*回$/));
    await waitFor(() => expect(api.calls('PUT', '/comp/audit/decide')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/audit/decide')).toEqual({
      applicationIds: [11],
      levelNo: 1,
      decision: 'return',
      reason: '请补充商业计划书',
      reasonCode: null,
      returnDeadline: '2099-12-31 23:59:59',
    });
    await waitFor(() => expect(api.calls('GET', '/comp/audit/levels').length).toBeGreaterThan(before), PATIENT);
    await waitFor(() => expect(tab(1).textContent).toBe('区县初审1'), PATIENT);
  });

  it("rejects with a reason code of the dictionary and shows the server's refusal", async () => {
    api.routes.set(
      'GET /system/dict/data/type/comp_reject_reason',
      ok({
        data: [
          {
            dictCode: 1,
            dictSort: 1,
            dictLabel: '材料不全',
            dictValue: 'incomplete',
            dictType: 'comp_reject_reason',
            cssClass: '',
            listClass: 'default',
            isDefault: 'N',
            status: '0',
            remark: null,
            createTime: null,
          },
        ],
      }),
    );
    api.routes.set(
      'PUT /comp/audit/decide',
      json({ code: 500, msg: 'A26-00012 当前状态为已退回，不在“区县初审”待审' }),
    );
    renderPage(AuditPage, '/comp/adultAudit?track=adult');
    await screen.findByText('社区养老', undefined, PATIENT);
    // Both rows chosen: one batch decision.
    for (const tableRow of document.querySelectorAll('.ant-table-tbody tr.ant-table-row')) {
      fireEvent.click(within(tableRow as HTMLElement).getByRole('checkbox'));
    }
    const toolbar = screen.getByRole('toolbar');
    await waitFor(() => expect(button(toolbar, /不通过/).disabled).toBe(false));
    fireEvent.click(button(toolbar, /不通过/));
    const dialog = await screen.findByRole('dialog', undefined, PATIENT);
    fireEvent.click(button(dialog, /^不通过$/));
    expect(await within(dialog).findByText('请选择不通过原因', undefined, PATIENT)).toBeTruthy();
    expect(await within(dialog).findByText('请填写说明', undefined, PATIENT)).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('材料不全', undefined, PATIENT));
    fireEvent.change(within(dialog).getByLabelText('说明'), { target: { value: '缺少身份证明' } });
    fireEvent.click(button(dialog, /^不通过$/));
    await waitFor(() => expect(api.calls('PUT', '/comp/audit/decide')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/audit/decide')).toMatchObject({
      applicationIds: [11, 12],
      decision: 'reject',
      reasonCode: 'incomplete',
      reason: '缺少身份证明',
    });
    // The refusal stays in view above the queue.
    await waitFor(
      () =>
        expect(document.querySelector('.cbo-apply__refusal li')?.textContent).toBe(
          'A26-00012 当前状态为已退回，不在“区县初审”待审',
        ),
      PATIENT,
    );
  });
});

describe('audit page, all that match', { timeout: 30_000 }, () => {
  it('approves every application of the level after confirming their count, sending the filter and that count', async () => {
    api.routes.set(
      'GET /comp/audit/list',
      ok({ total: 45, rows: [row(11, 'A26-00011', '智能灌溉'), row(12, 'A26-00012', '社区养老')] }),
    );
    api.routes.set('PUT /comp/audit/decide-matching', ok({ data: { matching: 45, changed: 45 } }));
    renderPage(AuditPage, '/comp/adultAudit?track=adult');
    await screen.findByText('智能灌溉', undefined, PATIENT);
    fireEvent.click(within(document.querySelector('.ant-table-thead') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '选择筛选出的全部 45 项' }, PATIENT));
    fireEvent.click(button(screen.getByRole('toolbar'), /通\s*过/));

    const confirm = (
      await screen.findByText('将对筛选出的全部 45 项执行"通过"，是否继续？', undefined, PATIENT)
    ).closest('.ant-modal') as HTMLElement;
    expect(api.calls('PUT', '/comp/audit/decide-matching')).toHaveLength(0);
    fireEvent.click(button(confirm, /确\s*定/));
    await waitFor(() => expect(api.calls('PUT', '/comp/audit/decide-matching')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/audit/decide-matching')).toEqual({
      filters: { competitionId: 1, trackId: 2, levelNo: 1 },
      levelNo: 1,
      decision: 'approve',
      reason: null,
      reasonCode: null,
      returnDeadline: null,
      expected: 45,
    });
    expect(api.calls('PUT', '/comp/audit/decide')).toHaveLength(0);
    expect(await screen.findByText('已通过 45 项', undefined, PATIENT)).toBeTruthy();
  });
});

describe('audit page filters', { timeout: 60_000 }, () => {
  beforeEach(() => {
    api.routes.set(
      'GET /comp/audit/regions',
      ok({
        data: [
          { regionCode: '440100', regionName: '广州市', level: '2', parentCode: '440000' },
          { regionCode: '440106', regionName: '天河区', level: '3', parentCode: '440100' },
        ],
      }),
    );
    api.routes.set(
      'GET /comp/organisation/optionselect',
      ok({ data: [{ orgId: 5, orgName: '天河科技公司', orgType: 'company', regionCode: '440106' }] }),
    );
  });

  it("filters by the scope's regions, category and names, then decides all that match with those filters", async () => {
    api.routes.set(
      'GET /comp/competition/1/tracks',
      ok({
        data: [
          {
            trackId: 2,
            trackCode: 'adult',
            trackName: '成人组',
            ageMin: null,
            ageMax: null,
            ageRefDate: null,
            teamMin: 1,
            teamMax: 5,
            oneEntry: '1',
            sort: 2,
            categories: [{ categoryId: 21, code: 'idea', name: '创意组', sort: 1 }],
            fields: [],
            formId: null,
            formVersion: null,
            formName: null,
            form: null,
            attachments: [],
          },
        ],
      }),
    );
    api.routes.set(
      'GET /comp/audit/list',
      ok({ total: 45, rows: [row(11, 'A26-00011', '智能灌溉'), row(12, 'A26-00012', '社区养老')] }),
    );
    api.routes.set('PUT /comp/audit/decide-matching', ok({ data: { matching: 45, changed: 45 } }));
    renderPage(AuditPage, '/comp/adultAudit?track=adult');
    await screen.findByText('智能灌溉', undefined, PATIENT);
    await waitFor(() => expect(queryOf('/comp/audit/regions').get('competitionId')).toBe('1'), PATIENT);

    // Only the regions of the auditor's scope are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '所在地区' }));
    fireEvent.click(await screen.findByTitle('天河区', undefined, PATIENT));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '组别' }));
    fireEvent.click(await screen.findByTitle('创意组', undefined, PATIENT));
    fireEvent.change(screen.getByRole('textbox', { name: '项目名称' }), { target: { value: ' 灌溉 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '负责人' }), { target: { value: '张' } });
    fireEvent.click(button(document.querySelector('.cbo-search') as HTMLElement, /搜\s*索/));
    await waitFor(() => expect(queryOf('/comp/audit/list').get('projectName')).toBe('灌溉'), PATIENT);
    const query = queryOf('/comp/audit/list');
    expect([query.get('regionCode'), query.get('categoryId'), query.get('leaderName')]).toEqual(['440106', '21', '张']);

    // A column sorts on the server.
    fireEvent.click(within(document.querySelector('.ant-table-thead') as HTMLElement).getByText('负责人'));
    await waitFor(() => expect(queryOf('/comp/audit/list').get('orderByColumn')).toBe('leaderName'), PATIENT);

    fireEvent.click(within(document.querySelector('.ant-table-thead') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '选择筛选出的全部 45 项' }, PATIENT));
    fireEvent.click(button(screen.getByRole('toolbar'), /通\s*过/));
    const confirm = (
      await screen.findByText('将对筛选出的全部 45 项执行"通过"，是否继续？', undefined, PATIENT)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(button(confirm, /确\s*定/));
    await waitFor(() => expect(api.calls('PUT', '/comp/audit/decide-matching')).toHaveLength(1), PATIENT);
    expect(bodyOf('PUT', '/comp/audit/decide-matching')).toMatchObject({
      filters: {
        competitionId: 1,
        trackId: 2,
        levelNo: 1,
        regionCode: '440106',
        categoryId: 21,
        projectName: '灌溉',
        leaderName: '张',
      },
      decision: 'approve',
      expected: 45,
    });
  });
});

const FIGURES: ApplicationStatistics = {
  total: 12,
  byStatus: [
    { key: 'submitted', name: '已提交', count: 6 },
    { key: 'approved', name: '已通过', count: 3 },
    { key: 'returned', name: '已退回', count: 2 },
    { key: 'rejected', name: '未通过', count: 1 },
  ],
  byRegion: [{ key: '440106', name: '天河区', count: 12 }],
  byOrganisation: [],
  byCategory: [{ key: '21', name: '创意组', count: 12 }],
  byIndustry: [{ key: 'ai', name: '人工智能', count: 12 }],
  // What a teen track offers (docs/audit.md, Statistics); no organisation or industry was filled in, so none.
  breakdowns: [
    {
      key: 'category',
      title: { 'zh-CN': '按组别', 'en-US': 'By group' },
      unit: 'applications',
      chart: 'bar',
      rows: [{ key: '21', name: '小学组', count: 12 }],
      missing: 0,
    },
    {
      key: 'gender',
      title: { 'zh-CN': '按性别（人）', 'en-US': 'By gender (people)' },
      unit: 'people',
      chart: 'pie',
      rows: [
        { key: 'm', name: '男', count: 9 },
        { key: 'f', name: '女', count: 8 },
      ],
      missing: 0,
    },
    {
      key: 'region',
      title: { 'zh-CN': '按区县', 'en-US': 'By district' },
      unit: 'applications',
      chart: 'bar',
      rows: [{ key: '440106', name: '天河区', count: 10 }],
      missing: 0,
    },
    {
      key: 'field.school',
      title: { 'zh-CN': '按就读学校（前 15）', 'en-US': 'By 就读学校 (top 15)' },
      unit: 'applications',
      chart: 'bar',
      rows: [{ key: '天河一中', name: '天河一中', count: 10 }],
      missing: 2,
    },
  ],
  daily: [{ date: '2026-11-20', submitted: 12, decided: 6 }],
  turnaround: { decided: 4, medianHours: 26.5, p90Hours: 70 },
};

describe('statistics page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useAuthStore.setState({ permissions: ['comp:statistics:list', 'comp:statistics:export'] });
    api.routes.set('GET /comp/statistics/summary', ok({ data: FIGURES }));
  });

  const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

  it("shows the track's figures and its own breakdowns, none that nothing filled in, filtered by dates", async () => {
    renderPage(StatisticsPage, '/comp/teenStatistics?track=teen');
    await waitFor(() => expect(figure('total').textContent).toContain('12'), PATIENT);
    expect(queryOf('/comp/statistics/summary').get('trackId')).toBe('1');
    expect(figure('approved').textContent).toBe('已通过3');
    expect(figure('returned').textContent).toBe('已退回2');
    expect(figure('rejected').textContent).toBe('未通过1');
    expect(figure('median').textContent).toContain('26.5');
    expect(figure('p90').textContent).toContain('70');
    expect(figure('p90').textContent).toContain('4 项已终审');
    for (const name of ['按状态', '按组别', '按性别（人）', '按区县', '按就读学校（前 15）', '每日提交与审核']) {
      expect(await screen.findByRole('img', { name }, PATIENT)).toBeTruthy();
    }
    // Nothing the server left out is drawn: no industry, no organisation chart.
    expect(document.querySelector('[data-chart="industry"]')).toBeNull();
    expect(document.querySelector('[data-chart="organisation"]')).toBeNull();
    // What was not filled in is said under the chart.
    expect(document.querySelector('[data-chart="field.school"]')?.textContent).toContain('另有 2 项未填写');
    // A drawn chart carries its figures.
    await waitFor(() => {
      const regions = screen.getByRole('img', { name: '按区县' });
      expect(regions.textContent).toContain('天河区');
    }, PATIENT);

    const inputs = document.querySelectorAll('.ant-picker-range input');
    fireEvent.mouseDown(inputs[0]);
    fireEvent.change(inputs[0], { target: { value: '2026-11-01' } });
    fireEvent.keyDown(inputs[0], { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(inputs[1], { target: { value: '2026-11-30' } });
    fireEvent.keyDown(inputs[1], { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(queryOf('/comp/statistics/summary').get('params[endTime]')).toBe('2026-11-30'), PATIENT);
    expect(queryOf('/comp/statistics/summary').get('params[beginTime]')).toBe('2026-11-01');
  });

  it('exports the figures of the chosen edition and track', async () => {
    api.routes.set('POST /comp/statistics/export', (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      response.end(Buffer.from('PK\u0003\u0004'));
    });
    renderPage(StatisticsPage, '/comp/adultStatistics?track=adult');
    await waitFor(() => expect(figure('total').textContent).toContain('12'), PATIENT);
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(api.calls('POST', '/comp/statistics/export')).toHaveLength(1), PATIENT);
    const form = new URLSearchParams(api.calls('POST', '/comp/statistics/export')[0].body);
    expect(form.get('competitionId')).toBe('1');
    expect(form.get('trackId')).toBe('2');
  });
});
