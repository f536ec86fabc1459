import type { Page } from 'playwright-core';
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
import { loginAs, shot } from '../support/session';

// Issue 33 in the browser: three experts submit their sheets through the scoring API and the task
// is closed; an organiser computes it on the 评分阅卷 page, opens a receipt, changes the stage's
// configuration (mean → median) in the drawer, recomputes and sees the diff, and verifies the
// version as matched. The aggregation itself is proven by the server's fixture tests.

let s: E2eSession;
let api: JudgingApi;
let task: DraftTask;
beforeAll(async () => {
  s = await startE2e();
  api = judgingApi(s.server.baseUrl);
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const TASK = '成人组初赛评分';
const EXPERTS = ['expert', 'expert01', 'expert02'];
/** Each expert's share of every criterion's range: one high, two low, so mean and median differ. */
const SHARES: Record<string, number> = { expert: 0.9, expert01: 0.65, expert02: 0.6 };

async function choose(page: Page, select: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

describe('rating and reading (issue 33)', () => {
  it('sets up through the API: a closed task of three applications scored by three experts', async () => {
    task = await draftReviewTask(api, { taskName: TASK, size: 3, experts: EXPERTS });
    expect(await publishTask(api, task.taskId)).toBe(9);
    for (const user of EXPERTS) {
      // A little apart per application, so the ranks are strict.
      const totals = await submitSheets(api, user, task.taskId, task.applications, (code) => {
        const position = task.applications.findIndex((application) => application.code === code);
        return SHARES[user] - position * 0.05;
      });
      expect(Object.keys(totals)).toHaveLength(3);
    }
    await api.call('organiser', 'POST', `/comp/taskinfo/${task.taskId}/close`);
  });

  it('an organiser computes the task and opens a receipt', async () => {
    await loginAs(s, 'organiser');
    const page = s.page;
    await page.goto(s.url('/comp/rating'));
    // The only stage with a published task is chosen first, and its first task.
    await page.locator('.cbo-judging-stage').getByText('成人组 · 初赛').waitFor();
    await page.locator('.cbo-rating__task-select').getByText(TASK).waitFor();
    await expect.poll(() => page.locator('.cbo-rating__latest').textContent()).toContain('尚未计算');
    await page.getByRole('button', { name: /计算结果/ }).click();
    await page.getByText(/已生成版本 1：3 项结果，3 项排名/).waitFor();
    await expect.poll(() => page.locator('.cbo-rating__latest').textContent()).toContain('版本 1');
    const first = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: task.applications[0].code });
    await expect.poll(() => first.locator('td').first().textContent()).toBe('1');
    await first.getByRole('button', { name: `回执 ${task.applications[0].code}` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `评分回执：${task.applications[0].code}` });
    await drawer.getByText('3 份有效评分取平均', { exact: false }).waitFor();
    await drawer.getByText('有效评分 3 份，达到最低要求 2 份。').waitFor();
    await shot(page, 'rating-receipt-1440');
    await drawer.getByRole('button', { name: /close|关闭/i }).click();
  });

  it('changes the configuration to the median, recomputes and sees the diff, then verifies as matched', async () => {
    const page = s.page;
    await page.getByRole('button', { name: /评分配置/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '评分配置：成人组 · 初赛' });
    await drawer.getByText('该阶段尚未保存配置，当前显示默认配置').waitFor();
    await choose(page, '合成方式', /中位数/);
    await drawer.getByRole('button', { name: /保存配置/ }).click();
    await page.getByText('评分配置已保存，重新计算后生效').waitFor();

    await page.getByRole('button', { name: /计算结果/ }).click();
    const dialog = page.getByRole('dialog', { name: '版本 1 → 2 的变化' });
    await dialog.getByText('评分配置已变化').waitFor();
    await dialog.getByText('评分输入未变').waitFor();
    await expect.poll(() => dialog.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    await shot(page, 'rating-diff-1440');
    await dialog.getByRole('button', { name: /close|关闭/i }).click();

    await page.getByRole('button', { name: /核\s*验/ }).click();
    await page.getByText('核验一致：3 项结果与存储输入重算结果完全一致').waitFor();
    await expect.poll(() => page.locator('.cbo-rating__latest').textContent()).toContain('已核验一致');
  });
});
