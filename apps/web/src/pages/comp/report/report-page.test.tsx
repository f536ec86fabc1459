import type { ReportRow, ReportSources } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { useAuthStore } from '../../../core/auth/auth-store';
import { saveBlob } from '../../../core/download/save-blob';
import { ok, type Route, startFakeApi } from '../../../test/fake-api';
import { createTestQueryClient, setSessionToken } from '../../../test/render-app';
import { Component as ReportPage } from './index';

vi.mock('../../../core/download/save-blob', () => ({ saveBlob: vi.fn() }));

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };
const HASH = 'a3f1c09b7e2d4455aa66bb77cc88dd99ee00ff112233445566778899aabbccdd';

const report = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  reportId: 3,
  competitionId: 1,
  kind: 'stage_result',
  params: { kind: 'stage_result', stageId: 7 },
  title: '初赛（成人组）阶段成绩报告',
  status: 'done',
  done: 4,
  total: 4,
  step: null,
  dataHash: HASH,
  xlsxSize: 18_432,
  pdfSize: 1_572_864,
  error: null,
  createdBy: 'organiser',
  createdAt: '2026-11-26 21:00:00',
  finishedAt: '2026-11-26 21:00:09',
  ...overrides,
});

const running = (overrides: Partial<ReportRow> = {}) =>
  report({
    status: 'running',
    done: 1,
    total: 4,
    step: 'xlsx',
    dataHash: null,
    xlsxSize: null,
    pdfSize: null,
    finishedAt: null,
    ...overrides,
  });

const sources: ReportSources = {
  stages: [
    { stageId: 7, name: '初赛', trackName: '成人组' },
    { stageId: 8, name: '决赛', trackName: null },
  ],
  tasks: [{ taskId: 11, name: '成人组初赛评审', stageId: 7, status: 'closed' }],
  batches: [{ batchId: 21, title: '初赛晋级', purpose: 'promotion', status: 'in_publicity' }],
  tracks: [{ trackId: 2, name: '成人组' }],
};

/** Answers each call with the next answer, the last one for ever after. */
function sequence(...answers: Route[]): Route {
  let index = 0;
  return (request, response) => answers[Math.min(index++, answers.length - 1)](request, response);
}

const page = (rows: ReportRow[]) => ok({ total: rows.length, rows });
const body = (method: string, path: string, index = 0) => JSON.parse(api.calls(method, path)[index]?.body ?? 'null');
const listQuery = (index = 0) =>
  new URLSearchParams(api.calls('GET', '/comp/report/list').at(index)?.url.split('?')[1] ?? '');
const button = (text: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

async function generateDialog(): Promise<HTMLElement> {
  fireEvent.click(button('生成报告', screen.getByRole('toolbar')));
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find(
      (element) => element.querySelector('.ant-modal-title')?.textContent === '生成报告',
    );
    if (!dialog) throw new Error('no generate dialog');
    return dialog;
  }, PATIENT);
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(await within(dialog).findByLabelText(label));
  fireEvent.click(await screen.findByTitle(option, undefined, PATIENT));
}

const renderPage = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <ReportPage />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
  setSessionToken('test-token');
  useAuthStore.setState({ roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/report/sources', ok({ data: sources }));
});

describe('报告 page', { timeout: 60_000 }, () => {
  it('lists the snapshots: done with hash, sizes and downloads; running with its step; failed with the reason', async () => {
    api.routes.set(
      'GET /comp/report/list',
      page([
        running({
          reportId: 5,
          title: '第一届大赛赛事总结报告',
          kind: 'final_report',
          params: { kind: 'final_report' },
        }),
        report({
          reportId: 4,
          title: '复赛（成人组）阶段成绩报告',
          status: 'failed',
          error: '字体缺失',
          dataHash: null,
          xlsxSize: null,
          pdfSize: null,
        }),
        report(),
      ]),
    );
    renderPage();
    const done = (
      await screen.findByText('初赛（成人组）阶段成绩报告', { selector: '.cbo-report__title' }, PATIENT)
    ).closest('tr') as HTMLElement;
    const rows = [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
    expect(rows).toHaveLength(3);
    const [generating, failed] = rows;

    // Asked for the chosen edition, whatever the kind.
    expect(listQuery().get('competitionId')).toBe('1');
    expect(listQuery().has('kind')).toBe(false);
    // Snapshots are kept as generated: the page says so and offers no edit or delete.
    expect(screen.getByText(/不能修改或删除/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /修\s*改|删\s*除/ })).toBeNull();

    expect(within(done).getByText('阶段成绩报告')).toBeTruthy();
    expect(within(done).getByText('已完成')).toBeTruthy();
    expect(within(done).getByText(HASH.slice(0, 12))).toBeTruthy();
    expect(within(done).queryByText(HASH)).toBeNull();
    // Each download names its file's size.
    expect(within(done).getByLabelText('下载 Excel').textContent).toBe('Excel18.0 KB');
    expect(within(done).getByLabelText('下载 PDF').textContent).toBe('PDF1.5 MB');
    expect(within(done).getByText('organiser')).toBeTruthy();

    expect(within(generating).getByText('赛事总结报告')).toBeTruthy();
    expect(within(generating).getByText('1/4')).toBeTruthy();
    expect(within(generating).getByText('生成中 · 生成 Excel')).toBeTruthy();
    expect(within(generating).queryByLabelText('下载 Excel')).toBeNull();

    expect(within(failed).getByText('失败')).toBeTruthy();
    // Not finished: no finish time, no hash.
    expect(within(generating).getAllByText('—')).toHaveLength(2);
    expect(within(failed).queryByLabelText('下载 PDF')).toBeNull();
    fireEvent.mouseEnter(within(failed).getByText('失败'));
    expect(await screen.findByText('失败原因：字体缺失', undefined, PATIENT)).toBeTruthy();
  });

  it('offers generating and downloads only with comp:report:add and comp:report:export', async () => {
    useAuthStore.setState({ permissions: ['comp:report:list', 'comp:report:query'] });
    api.routes.set('GET /comp/report/list', page([report()]));
    renderPage();
    const row = (
      await screen.findByText('初赛（成人组）阶段成绩报告', { selector: '.cbo-report__title' }, PATIENT)
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('已完成')).toBeTruthy();
    expect(within(row).queryByLabelText('下载 Excel')).toBeNull();
    expect(within(row).queryByLabelText('下载 PDF')).toBeNull();
    expect(within(screen.getByRole('toolbar')).queryByText('生成报告')).toBeNull();
  });

  it('downloads a finished snapshot as xlsx through the session, saved under the server name', async () => {
    api.routes.set('GET /comp/report/list', page([report()]));
    api.routes.set('GET /comp/report/3/file/xlsx', (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'download-filename': encodeURIComponent('初赛阶段成绩报告.xlsx'),
      });
      response.end('PK-xlsx');
    });
    renderPage();
    const row = (
      await screen.findByText('初赛（成人组）阶段成绩报告', { selector: '.cbo-report__title' }, PATIENT)
    ).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByLabelText('下载 Excel'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1), PATIENT);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0];
    expect(name).toBe('初赛阶段成绩报告.xlsx');
    expect(await (blob as Blob).text()).toBe('PK-xlsx');
    const call = api.calls('GET', '/comp/report/3/file/xlsx')[0];
    // The token travels in the header, never in the address.
    expect(call.headers.authorization).toBe('Bearer test-token');
    expect(call.url).not.toContain('token');
  });

  it('generates a stage result report: the subject is required, then the row runs, is polled and announced done', async () => {
    api.routes.set(
      'GET /comp/report/list',
      sequence(page([]), page([running({ done: 0, step: 'data' })]), page([running()]), page([report()])),
    );
    api.routes.set('POST /comp/report', ok({ data: { reportId: 3 } }));
    renderPage();
    expect(await screen.findByText('还没有报告，点击「生成报告」生成第一份', undefined, PATIENT)).toBeTruthy();

    const dialog = await generateDialog();
    for (const description of [
      '一个评审阶段的排名：原始分、标准分、最终分、标记与晋级结果',
      '一个评审任务的评委：评分数、均值、离散度、宽严度、一致性与异常分',
      '一个晋级或评奖批次公示的名单及公示期',
      '本届的获奖项目（全部赛道或一个赛道），按奖项等级',
    ]) {
      expect(within(dialog).getByText(description)).toBeTruthy();
    }
    fireEvent.click(button('生成报告', dialog));
    expect(
      await within(dialog).findByText('请选择评审阶段', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/comp/report')).toHaveLength(0);

    await choose(dialog, '评审阶段', '初赛（成人组）');
    fireEvent.click(button('生成报告', dialog));
    await waitFor(() => expect(api.calls('POST', '/comp/report')).toHaveLength(1));
    expect(body('POST', '/comp/report')).toEqual({ competitionId: 1, params: { kind: 'stage_result', stageId: 7 } });
    expect(await screen.findByText('报告开始生成，完成后可下载')).toBeTruthy();

    // The new row appears running, then moves on without a reload: the list is asked every second.
    expect(await screen.findByText('生成中 · 读取数据', undefined, PATIENT)).toBeTruthy();
    expect(await screen.findByText('生成中 · 生成 Excel', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('「初赛（成人组）阶段成绩报告」已生成', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByLabelText('下载 PDF')).toBeTruthy();
    // Nothing runs any more: the polling stops.
    const asked = api.calls('GET', '/comp/report/list').length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(api.calls('GET', '/comp/report/list').length).toBe(asked);
  });

  it('sends the params each kind needs: the whole edition, every track, a task; the kind filter narrows the list', async () => {
    api.routes.set('GET /comp/report/list', page([]));
    api.routes.set('POST /comp/report', ok({ data: { reportId: 9 } }));
    renderPage();
    await screen.findByText('还没有报告，点击「生成报告」生成第一份', undefined, PATIENT);

    let dialog = await generateDialog();
    fireEvent.click(within(dialog).getByText('赛事总结报告'));
    expect(await within(dialog).findByText('赛事总结报告覆盖本届全部数据，无需选择对象。')).toBeTruthy();
    fireEvent.click(button('生成报告', dialog));
    await waitFor(() => expect(api.calls('POST', '/comp/report')).toHaveLength(1));
    expect(body('POST', '/comp/report')).toEqual({ competitionId: 1, params: { kind: 'final_report' } });

    dialog = await generateDialog();
    fireEvent.click(within(dialog).getByText('获奖名单'));
    // Every track unless one is chosen.
    expect(await within(dialog).findByTitle('全部赛道')).toBeTruthy();
    fireEvent.click(button('生成报告', dialog));
    await waitFor(() => expect(api.calls('POST', '/comp/report')).toHaveLength(2));
    expect(body('POST', '/comp/report', 1)).toEqual({
      competitionId: 1,
      params: { kind: 'award_list', trackId: null },
    });

    dialog = await generateDialog();
    fireEvent.click(within(dialog).getByText('评委一致性报告'));
    await choose(dialog, '评审任务', '成人组初赛评审 · 初赛（成人组）');
    fireEvent.click(button('生成报告', dialog));
    await waitFor(() => expect(api.calls('POST', '/comp/report')).toHaveLength(3));
    expect(body('POST', '/comp/report', 2)).toEqual({
      competitionId: 1,
      params: { kind: 'judge_consistency', taskId: 11 },
    });

    const before = api.calls('GET', '/comp/report/list').length;
    const bar = document.querySelector('.cbo-crud__context') as HTMLElement;
    fireEvent.mouseDown(within(bar).getByLabelText('报告类型'));
    fireEvent.click(await screen.findByTitle('公示名单'));
    await waitFor(() => expect(listQuery(-1).get('kind')).toBe('publicity_list'), PATIENT);
    expect(api.calls('GET', '/comp/report/list').length).toBeGreaterThan(before);
    expect(listQuery(-1).get('competitionId')).toBe('1');

    // A report of another kind started under that filter lifts it, so its row is listed and watched.
    dialog = await generateDialog();
    fireEvent.click(within(dialog).getByText('赛事总结报告'));
    await within(dialog).findByText('赛事总结报告覆盖本届全部数据，无需选择对象。');
    fireEvent.click(button('生成报告', dialog));
    await waitFor(() => expect(api.calls('POST', '/comp/report')).toHaveLength(4));
    await waitFor(() => expect(listQuery(-1).has('kind')).toBe(false), PATIENT);
  });
});
