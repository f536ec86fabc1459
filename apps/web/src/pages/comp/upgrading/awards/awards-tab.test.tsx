import type { AwardLevel, AwardRow, CertificateRow, CertificateRun, Competition } from '@cbo/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { useAuthStore } from '../../../../core/auth/auth-store';
import { ok, type Route, startFakeApi } from '../../../../test/fake-api';
import { createTestQueryClient } from '../../../../test/render-app';
import { AwardsTab } from './awards-tab';

const api = startFakeApi();
const PATIENT = { timeout: 8_000 };

const award = (overrides: Partial<AwardRow> = {}): AwardRow => ({
  awardId: 1,
  levelId: 3,
  levelName: '金奖',
  levelKind: 'ranked',
  applicationId: 101,
  code: 'A2026001',
  projectName: '智能灌溉系统',
  orgName: '浙江大学',
  trackName: '成人组',
  batchId: 9,
  status: 'final',
  revokeReason: null,
  certificateId: null,
  certificateCode: null,
  issuedAt: null,
  ...overrides,
});

const level = (overrides: Partial<AwardLevel> = {}): AwardLevel => ({
  levelId: 3,
  competitionId: 1,
  trackId: null,
  trackName: null,
  name: '金奖',
  kind: 'ranked',
  rankOrder: 1,
  count: 2,
  minScore: null,
  sponsorId: null,
  sponsorName: null,
  awarded: 1,
  ...overrides,
});

const run = (overrides: Partial<CertificateRun> = {}): CertificateRun => ({
  runId: 5,
  competitionId: 1,
  status: 'running',
  total: 2,
  done: 1,
  failed: 0,
  error: null,
  startedBy: 'organiser',
  startedAt: '2026-11-26 18:00:00',
  finishedAt: null,
  zipReady: false,
  ...overrides,
});

const edition: Competition = {
  competitionId: 1,
  competitionName: '第一届大赛',
  editionYear: 2026,
  status: 'published',
  registrationStart: null,
  registrationEnd: null,
  logo: null,
  isCurrent: '1',
  retentionMonths: null,
  remark: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
  rules: null,
  sponsorIds: [21],
  revealScores: '0',
};

const body = (method: string, path: string, index = 0) => JSON.parse(api.calls(method, path)[index]?.body ?? 'null');

/** Answers each call with the next answer, the last one for ever after. */
function sequence(...answers: Route[]): Route {
  let index = 0;
  return (request, response) => answers[Math.min(index++, answers.length - 1)](request, response);
}

/** A button by its text (role queries are slow over antd tables). */
const button = (text: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** The open modal or drawer whose title is `title` (the last one opened when not named). */
async function dialogTitled(title?: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-modal, .ant-drawer-section')].filter((element) =>
        title
          ? element.querySelector('.ant-modal-title, .ant-modal-confirm-title, .ant-drawer-title')?.textContent ===
            title
          : true,
      );
      const last = open.at(-1);
      if (!last) throw new Error(`no dialog ${title ?? ''}`);
      return last;
    },
    { timeout: 8_000 },
  );
}

const renderTab = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryRouter>
        <AwardsTab />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => {
  useAuthStore.setState({ token: 'test-token', roles: ['organiser'], permissions: ['*:*:*'] });
  api.routes.set('GET /comp/competition/current/timeline', ok({ data: null }));
  api.routes.set(
    'GET /comp/competition/optionselect',
    ok({ data: [{ competitionId: 1, competitionName: '第一届大赛', editionYear: 2026 }] }),
  );
  api.routes.set('GET /comp/competition/1/tracks', ok({ data: [] }));
  api.routes.set('GET /comp/competition/1', ok({ data: edition }));
  api.routes.set(
    'GET /system/sponsor/optionselect',
    ok({
      data: [
        { sponsorId: 21, sponsorName: '华信科技', sponsorRole: 'sponsor' },
        { sponsorId: 22, sponsorName: '别届赞助', sponsorRole: 'sponsor' },
      ],
    }),
  );
  api.routes.set('GET /comp/award/level/list', ok({ data: [level()] }));
  api.routes.set('GET /comp/certificate/run/list', ok({ total: 0, rows: [] }));
});

describe('awards and certificates tab', { timeout: 90_000 }, () => {
  it('generates the missing certificates after a confirmation and polls the run to its zip', async () => {
    api.routes.set(
      'GET /comp/award/list',
      ok({
        total: 2,
        rows: [
          award(),
          award({
            awardId: 2,
            code: 'A2026002',
            projectName: '校园二手',
            certificateId: 40,
            certificateCode: 'ABCDEFGH23456789',
            issuedAt: '2026-11-26 17:00:00',
          }),
        ],
      }),
    );
    api.routes.set('POST /comp/certificate/generate', ok({ data: { runId: 5, total: 2 } }));
    api.routes.set(
      'GET /comp/certificate/run/5',
      sequence(
        ok({ data: run() }),
        ok({ data: run({ status: 'done', done: 2, finishedAt: '2026-11-26 18:00:05', zipReady: true }) }),
      ),
    );
    renderTab();
    const pending = (await screen.findByText('智能灌溉系统', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(pending).getByText('金奖')).toBeTruthy();
    expect(within(pending).getByText('有效')).toBeTruthy();
    expect(within(pending).getByText('无有效证书')).toBeTruthy();
    const issued = screen.getByText('校园二手').closest('tr') as HTMLElement;
    expect(within(issued).getByText('ABCDEFGH23456789')).toBeTruthy();
    expect(within(issued).getByLabelText('下载证书')).toBeTruthy();
    // The list asks for the chosen edition.
    expect(new URLSearchParams(api.calls('GET', '/comp/award/list')[0]?.url.split('?')[1]).get('competitionId')).toBe(
      '1',
    );

    fireEvent.click(button('生成证书'));
    const confirm = await dialogTitled('生成证书');
    // The count is what the server will draw: final awards without a certificate (the list's total here).
    await within(confirm).findByText(/共 2 项获奖记录/);
    const counted = new URLSearchParams(api.calls('GET', '/comp/award/list').at(-1)?.url.split('?')[1]);
    expect(counted.get('certified')).toBe('0');
    expect(counted.get('status')).toBe('final');
    expect(api.calls('POST', '/comp/certificate/generate')).toHaveLength(0);
    fireEvent.click(button('生成证书', confirm));

    await waitFor(() => expect(api.calls('POST', '/comp/certificate/generate')).toHaveLength(1));
    expect(body('POST', '/comp/certificate/generate')).toEqual({ competitionId: 1 });
    expect(await screen.findByText('已生成 1/2', undefined, PATIENT)).toBeTruthy();
    expect(screen.queryByText('下载压缩包')).toBeNull();
    // Polled every second until done, then the zip.
    expect(await screen.findByText('已生成 2/2', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('下载压缩包')).toBeTruthy();
    expect(api.calls('GET', '/comp/certificate/run/5').length).toBeGreaterThanOrEqual(2);
  });

  it('revokes a certificate with a reason, and shows its history', async () => {
    api.routes.set(
      'GET /comp/award/list',
      ok({
        total: 1,
        rows: [award({ certificateId: 40, certificateCode: 'ABCDEFGH23456789', issuedAt: '2026-11-26 17:00:00' })],
      }),
    );
    const records: CertificateRow[] = [
      {
        certificateId: 40,
        awardId: 1,
        code: 'ABCDEFGH23456789',
        issuedAt: '2026-11-26 17:00:00',
        issuedBy: 'organiser',
        revokedAt: null,
        revokeReason: null,
        replacesId: 39,
      },
      {
        certificateId: 39,
        awardId: 1,
        code: 'ZZZZYYYY23456789',
        issuedAt: '2026-11-25 10:00:00',
        issuedBy: 'organiser',
        revokedAt: '2026-11-26 16:59:00',
        revokeReason: '姓名有误',
        replacesId: null,
      },
    ];
    api.routes.set('GET /comp/award/1/certificates', ok({ data: records }));
    api.routes.set('PUT /comp/certificate/40/revoke', ok());
    renderTab();
    const row = (await screen.findByText('智能灌溉系统', undefined, PATIENT)).closest('tr') as HTMLElement;

    fireEvent.click(button('更多', row));
    fireEvent.click(await screen.findByText('证书记录'));
    const drawer = await dialogTitled('证书记录 · 智能灌溉系统');
    expect(await within(drawer).findByText('ZZZZYYYY23456789')).toBeTruthy();
    expect(within(drawer).getByText(/姓名有误/)).toBeTruthy();
    expect(within(drawer).getByText('替代 ZZZZYYYY23456789')).toBeTruthy();
    fireEvent.click(drawer.querySelector('.ant-drawer-close') as HTMLElement);

    fireEvent.click(button('更多', row));
    fireEvent.click(await screen.findByText('撤销证书'));
    const modal = await dialogTitled('撤销证书');
    expect(within(modal).getByText(/ABCDEFGH23456789 的查验页面/)).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('原因'), { target: { value: '弄虚作假' } });
    fireEvent.click(button('撤销证书', modal));
    await waitFor(() => expect(api.calls('PUT', '/comp/certificate/40/revoke')).toHaveLength(1));
    expect(body('PUT', '/comp/certificate/40/revoke')).toEqual({ reason: '弄虚作假' });
  });

  it('generates for the chosen rows only, and reissues a certificate with a new code', async () => {
    api.routes.set(
      'GET /comp/award/list',
      ok({
        total: 2,
        rows: [
          award(),
          award({
            awardId: 2,
            code: 'A2026002',
            projectName: '校园二手',
            certificateId: 40,
            certificateCode: 'ABCDEFGH23456789',
            issuedAt: '2026-11-26 17:00:00',
          }),
        ],
      }),
    );
    api.routes.set('POST /comp/certificate/generate', ok({ data: { runId: 6, total: 1 } }));
    api.routes.set('GET /comp/certificate/run/6', ok({ data: run({ runId: 6, total: 1, done: 0 }) }));
    api.routes.set('POST /comp/certificate/40/reissue', ok({ data: { certificateId: 41, code: 'NEWCQDE234567892' } }));
    renderTab();
    const pending = (await screen.findByText('智能灌溉系统', undefined, PATIENT)).closest('tr') as HTMLElement;
    fireEvent.click(pending.querySelector('input[type="checkbox"]') as HTMLElement);
    fireEvent.click(await screen.findByText('为选中的 1 项生成'));
    const confirm = await dialogTitled('生成证书');
    expect(within(confirm).getByText('为选中的 1 项获奖生成证书？')).toBeTruthy();
    fireEvent.click(button('生成证书', confirm));
    await waitFor(() => expect(api.calls('POST', '/comp/certificate/generate')).toHaveLength(1));
    expect(body('POST', '/comp/certificate/generate')).toEqual({ competitionId: 1, awardIds: [1] });
    expect(await screen.findByText('已生成 0/1', undefined, PATIENT)).toBeTruthy();

    const issued = screen.getByText('校园二手').closest('tr') as HTMLElement;
    fireEvent.click(button('更多', issued));
    fireEvent.click(await screen.findByText('重新颁发'));
    const modal = await dialogTitled('重新颁发');
    expect(within(modal).getByText(/将撤销证书 ABCDEFGH23456789/)).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('原因'), { target: { value: '姓名有误' } });
    fireEvent.click(button('重新颁发', modal));
    await waitFor(() => expect(api.calls('POST', '/comp/certificate/40/reissue')).toHaveLength(1));
    expect(body('POST', '/comp/certificate/40/reissue')).toEqual({ reason: '姓名有误' });
    expect(await screen.findByText('已重新颁发，新编号 NEWCQDE234567892')).toBeTruthy();
  });

  it("adds a special award named after one of the edition's sponsors, and removes a level after confirming", async () => {
    api.routes.set('GET /comp/award/list', ok({ total: 0, rows: [] }));
    api.routes.set('POST /comp/award/level', ok({ data: { levelId: 4 } }));
    api.routes.set('DELETE /comp/award/level/3', ok());
    renderTab();
    fireEvent.click(await screen.findByText('奖项设置', undefined, PATIENT));
    const gold = (await screen.findByText('2 名', undefined, PATIENT)).closest('tr') as HTMLElement;
    expect(within(gold).getByText('等级奖')).toBeTruthy();
    expect(within(gold).getByText('全部赛道')).toBeTruthy();

    fireEvent.click(button('新增奖项'));
    const dialog = await dialogTitled('新增奖项等级');
    fireEvent.change(within(dialog).getByLabelText('奖项名称'), { target: { value: '华信创新奖' } });
    fireEvent.click(within(dialog).getByText('专项奖'));
    const sponsor = await within(dialog).findByLabelText('冠名赞助单位');
    fireEvent.mouseDown(sponsor);
    // Only the edition's own sponsors are offered.
    expect(await screen.findByTitle('华信科技')).toBeTruthy();
    expect(screen.queryByTitle('别届赞助')).toBeNull();
    fireEvent.click(screen.getByTitle('华信科技'));
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(api.calls('POST', '/comp/award/level')).toHaveLength(1));
    expect(body('POST', '/comp/award/level')).toEqual({
      competitionId: 1,
      trackId: null,
      name: '华信创新奖',
      kind: 'special',
      rankOrder: 1,
      count: null,
      minScore: null,
      sponsorId: 21,
    });

    fireEvent.click(button('删除', gold));
    expect(await screen.findByText(/确定删除奖项「金奖」/)).toBeTruthy();
    expect(api.calls('DELETE', '/comp/award/level/3')).toHaveLength(0);
    fireEvent.click(button('确定', (await screen.findByText(/确定删除奖项/)).closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(api.calls('DELETE', '/comp/award/level/3')).toHaveLength(1));
  });

  it('shows the hint when the edition has no award level', async () => {
    api.routes.set('GET /comp/award/list', ok({ total: 0, rows: [] }));
    api.routes.set('GET /comp/award/level/list', ok({ data: [] }));
    renderTab();
    expect(await screen.findByText('还没有获奖记录：评奖批次定稿后在此列出', undefined, PATIENT)).toBeTruthy();
    fireEvent.click(screen.getByText('奖项设置'));
    expect(
      await screen.findByText('先设置奖项等级，再在晋级批次中按名额或分数段评奖', undefined, PATIENT),
    ).toBeTruthy();
  });

  it('saves the certificate template and previews the form as edited', async () => {
    api.routes.set('GET /comp/award/list', ok({ total: 0, rows: [] }));
    api.routes.set(
      'GET /comp/certificate/template/1',
      ok({
        data: {
          competitionId: 1,
          title: '荣誉证书',
          issuer: '大赛组委会',
          wording: '{project} 荣获 {edition} {award}',
          sealPath: null,
          sealUrl: null,
          issueDate: null,
          saved: false,
        },
      }),
    );
    api.routes.set('PUT /comp/certificate/template/1', ok());
    api.routes.set('POST /comp/certificate/template/1/preview', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end('%PDF-1.7 sample');
    });
    // jsdom has no object URLs: the preview's blob gets this one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderTab();
    fireEvent.click(await screen.findByText('证书模板', undefined, PATIENT));
    const title = (await screen.findByLabelText('证书标题', undefined, PATIENT)) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('荣誉证书'));
    expect(screen.getByText('尚未保存：当前显示的是默认模板')).toBeTruthy();
    expect(screen.getByText(/可用占位符：\{project\} 项目名称/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('颁发单位'), { target: { value: '省创新创业大赛组委会' } });

    fireEvent.click(button('预览'));
    await waitFor(() => expect(api.calls('POST', '/comp/certificate/template/1/preview')).toHaveLength(1));
    expect(body('POST', '/comp/certificate/template/1/preview')).toMatchObject({
      issuer: '省创新创业大赛组委会',
      title: '荣誉证书',
    });
    const preview = await dialogTitled('证书预览');
    expect(within(preview).getByTitle('证书预览').getAttribute('src')).toMatch(/^blob:/);
    fireEvent.click(preview.querySelector('.ant-modal-close') as HTMLElement);

    fireEvent.click(button('保存模板'));
    await waitFor(() => expect(api.calls('PUT', '/comp/certificate/template/1')).toHaveLength(1));
    expect(body('PUT', '/comp/certificate/template/1')).toEqual({
      title: '荣誉证书',
      issuer: '省创新创业大赛组委会',
      wording: '{project} 荣获 {edition} {award}',
      sealPath: null,
      issueDate: null,
    });
  });
});
