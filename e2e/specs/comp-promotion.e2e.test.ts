import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import {
  type DraftTask,
  draftReviewTask,
  type JudgingApi,
  judgingApi,
  publishTask,
  submitSheets,
} from '../support/judging';
import { loginAs, messageText, settled, shot } from '../support/session';
import { advanceServerClock } from '../support/test-clock';

// Issue 34 in the browser (docs/promotion.md): the adult preliminary's task is scored and computed
// through the API; an organiser drafts a top-N batch on 晋级与评分 › 晋级批次 (the what-if shows a
// code moving in when N grows) and submits it; the drafter's own approval is refused; the
// administrator approves and publishes it with a 5-working-day 公示 window; the server clock moves
// past the window; the batch is finalized and the promoted entries are in the 复赛's 项目分组.

let s: E2eSession;
let api: JudgingApi;
let task: DraftTask;
let batchId = 0;
beforeAll(async () => {
  s = await startE2e({ env: { TEST_CLOCK: '1' } });
  api = judgingApi(s.server.baseUrl);
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const TASK = '成人组初赛晋级评审';
const EXPERTS = ['expert', 'expert01', 'expert02'];

const codes = () => task.applications.map((application) => application.code);

/** The batches tab on the adult preliminary (the stage with computed results is chosen first). */
async function openBatches(page: Page): Promise<void> {
  await page.goto(s.url('/comp/upgrading?tab=batches'));
  await page.locator('.cbo-judging-stage').getByText('成人组 · 初赛').waitFor();
}

async function openDetail(page: Page): Promise<Locator> {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '成人组初赛晋级名单' });
  await row.getByRole('button', { name: /详情/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '批次：成人组初赛晋级名单' });
  await drawer.locator('.ant-descriptions').waitFor();
  return drawer;
}

async function confirmPop(page: Page): Promise<void> {
  await settled(page);
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}

describe('promotion batches (issue 34)', () => {
  it('sets up through the API: a computed task of three applications in the adult preliminary', async () => {
    task = await draftReviewTask(api, { taskName: TASK, size: 3, experts: EXPERTS });
    expect(await publishTask(api, task.taskId)).toBe(9);
    for (const user of EXPERTS) {
      // Strictly apart per application: the first ranks first.
      await submitSheets(api, user, task.taskId, task.applications, (code) => 0.85 - codes().indexOf(code) * 0.1);
    }
    await api.call('organiser', 'POST', `/comp/taskinfo/${task.taskId}/close`);
    await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/compute`);
  });

  it('an organiser drafts a top-N batch, sees a code move in when N grows, and submits it', async () => {
    await loginAs(s, 'organiser');
    const page = s.page;
    await openBatches(page);
    await page.getByRole('button', { name: /新建批次/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新建批次：成人组 · 初赛' });
    const n = drawer.getByRole('spinbutton', { name: '名额 N' });
    await n.fill('1');
    await drawer.getByRole('button', { name: '保存为阶段规则' }).click();
    await messageText(page, '已保存为阶段规则');
    await expect.poll(() => drawer.getByText('与比较对象相同').count()).toBe(1);

    await n.fill('2');
    const movedIn = drawer.getByRole('region', { name: '新增晋级 1' });
    await movedIn.getByText(codes()[1]).waitFor();
    await shot(page, 'promotion-what-if-1440');
    await drawer.getByLabel('批次名称').fill('成人组初赛晋级名单');
    await drawer.getByRole('button', { name: '起草' }).click();
    await messageText(page, '批次已起草');

    const detail = page.locator('.ant-drawer').filter({ hasText: '批次：成人组初赛晋级名单' });
    await detail.locator('.ant-descriptions').getByText('草稿').waitFor();
    const decisions = detail.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => decisions.count()).toBe(3);
    await detail.getByRole('button', { name: /提交审批/ }).click();
    await confirmPop(page);
    await messageText(page, '已提交审批');
    await detail.locator('.ant-descriptions').getByText('待审批').waitFor();

    const listed = await api.call<Array<{ batchId: number; title: string }>>(
      'organiser',
      'GET',
      `/comp/upgrading/batch/list?stageId=${task.stageId}`,
    );
    batchId = listed.rows?.find((row) => row.title === '成人组初赛晋级名单')?.batchId ?? 0;
    expect(batchId).toBeGreaterThan(0);
    // The drafter cannot approve their own batch.
    const refused = await api.raw('organiser', 'PUT', `/comp/upgrading/batch/${batchId}/approve`);
    expect(refused.code).not.toBe(200);
    expect(refused.msg).toBe('不能审批自己起草或调整的批次');
  });

  it('another staff user approves it and publishes it with a 5-working-day 公示 window', async () => {
    await s.context.clearCookies();
    await loginAs(s, 'admin');
    const page = s.page;
    await openBatches(page);
    const drawer = await openDetail(page);
    await drawer.getByRole('button', { name: /审批通过/ }).click();
    await confirmPop(page);
    await messageText(page, '已审批通过');
    await drawer.locator('.ant-descriptions').getByText('已审批').waitFor();

    await drawer.getByRole('button', { name: /发布公示/ }).click();
    const dialog = page.getByRole('dialog', { name: '发布公示' });
    expect(await dialog.getByRole('spinbutton', { name: '公示期（工作日）' }).inputValue()).toBe('5');
    await dialog.getByRole('button', { name: /发布公示/ }).click();
    expect(await messageText(page, '已发布')).toMatch(/已发布，公示至 \d{4}-\d{2}-\d{2}/);
    await drawer.locator('.ant-descriptions').getByText('公示中').waitFor();
    await shot(page, 'promotion-detail-1440');
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '成人组初赛晋级名单' });
    await row.getByText('公示中').waitFor();
  });

  it('after the window the batch is finalized and the 复赛 lists the promoted entries', async () => {
    expect(await advanceServerClock(api, 14)).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // Sessions expire with the clock: log in again, in the API and in the browser.
    api = judgingApi(s.server.baseUrl);
    await s.context.clearCookies();
    await loginAs(s, 'organiser');
    const page = s.page;
    await openBatches(page);
    const drawer = await openDetail(page);
    const status = drawer.locator('.ant-descriptions .ant-tag').first();
    // The comp.finalizePromotions task may finalize it first (then the button's refusal reloads
    // the batch); otherwise the button does.
    if ((await status.textContent()) !== '已生效') {
      await drawer.getByRole('button', { name: /确认生效/ }).click();
      await confirmPop(page);
    }
    await expect.poll(() => status.textContent()).toBe('已生效');

    await page.goto(s.url('/comp/grouping'));
    await page.getByRole('combobox', { name: '评审阶段' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '成人组 · 复赛' })
      .click();
    await page.getByRole('tab', { name: '入围项目' }).click();
    const [first, second, third] = codes();
    const entries = page.locator('.ant-table-tbody tr.ant-table-row:visible');
    await entries.filter({ hasText: first }).waitFor();
    await entries.filter({ hasText: second }).waitFor();
    expect(await entries.count()).toBe(2);
    expect(await entries.filter({ hasText: third }).count()).toBe(0);
    await shot(page, 'promotion-next-stage-1440');
  });
});
