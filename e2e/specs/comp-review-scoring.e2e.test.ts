import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { assignmentOf, type DraftTask, draftReviewTask, type JudgingApi, judgingApi } from '../support/judging';
import { loginAs, messageText, settled, shot } from '../support/session';

// Issue 32 in the browser: an organiser publishes a review task on the 任务信息 page; the expert
// logs in, sees it on the home page, opens it, confirms the no-conflict statement, scores with a
// draft (autosaved) and a submit, and cannot edit after submit; an administrator unlocks the sheet
// on the task's assignments; a second expert opening the first expert's scoring address sees the 404 page
// and the API answers them 403. The rules (assignment modes, masking, the chain, IDOR on every
// route) are proven by the server tests; the data is set up through the API (support/judging.ts).

let s: E2eSession;
let api: JudgingApi;
let task: DraftTask;
let scoringUrl = '';
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

const TASK = '成人组初赛网评';
/** Scores of the demo adult rubric that need no comment (none at or below 40 % or at or above 95 %). */
const SCORES: Array<[string, string]> = [
  ['创新性', '20'],
  ['市场前景', '18'],
  ['团队', '15'],
  ['商业模式', '10'],
  ['社会价值', '11'],
];

/** Picks the option of an antd Select (by its accessible name) whose text matches. */
async function choose(page: Page, select: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

const autosave = (page: Page) => page.getByRole('status', { name: '自动保存状态' });
const score = (page: Page, criterion: string) => page.getByRole('spinbutton', { name: criterion, exact: true });

describe('review tasks and the expert scoring page (issue 32)', () => {
  it('sets up through the API: a review group of two approved applications judged by the demo expert, and a draft task', async () => {
    task = await draftReviewTask(api, { taskName: TASK, size: 2 });
    expect(task.taskId).toBeGreaterThan(0);
    expect(task.applications).toHaveLength(2);
  });

  it('an organiser publishes the task on the 任务信息 page', async () => {
    await loginAs(s, 'organiser');
    const page = s.page;
    await page.goto(s.url('/comp/taskinfo'));
    await choose(page, '评审阶段', /成人组.*初赛/);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TASK });
    await row.getByRole('button', { name: /发\s*布/ }).click();
    const dialog = page.getByRole('dialog', { name: `发布评审任务“${TASK}”` });
    await dialog.getByLabel('随机种子').fill('e2e-expert-home');
    await dialog.getByRole('button', { name: /^发\s*布$/ }).click();
    await page
      .getByRole('dialog', { name: new RegExp(TASK) })
      .getByText('e2e-expert-home')
      .first()
      .waitFor();
    await shot(page, 'review-publish-summary-1440');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => row.textContent()).toContain('已发布');
    // The plan: the demo expert judges both applications.
    const first = await assignmentOf(api, task.taskId, task.applications[0].applicationId, 'expert');
    expect(first.status).toBe('assigned');
  });

  it('the expert logs in and lands on the home page, which lists the task with its counts', async () => {
    await s.context.clearCookies();
    await loginAs(s, 'expert');
    const page = s.page;
    const card = page.locator('.ant-card').filter({ has: page.getByText('我的评审任务', { exact: true }) });
    const item = card.getByRole('region', { name: TASK });
    await item.waitFor();
    expect(await item.textContent()).toContain('成人组 · 初赛');
    expect(await item.locator('[data-count="assigned"] dd').textContent()).toBe('2');
    expect(await item.locator('[data-count="notStarted"] dd').textContent()).toBe('2');
    expect(await item.getByText('已提交 0/2').count()).toBe(1);
    await shot(page, 'review-expert-home-1440');
    await item.getByRole('button', { name: `开始评审：${TASK}` }).click();
    const { applicationId } = task.applications[0];
    await page.waitForURL(new RegExp(`/taskinfo/role-auth/detail/${applicationId}/${task.taskId}$`));
    scoringUrl = page.url();
  });

  it('confirms the statement, scores with a draft saved automatically, and submits', async () => {
    const page = s.page;
    const statement = page.getByRole('dialog', { name: '保密与无利益冲突声明' });
    await statement.getByRole('button', { name: '我已阅读并确认' }).click();
    await statement.waitFor({ state: 'hidden' });
    await settled(page);
    // A draft: two scores, saved without a button.
    for (const [criterion, value] of SCORES.slice(0, 2)) await score(page, criterion).fill(value);
    await expect.poll(() => autosave(page).textContent(), { timeout: 15_000 }).toMatch(/已自动保存/);
    const { applicationId } = task.applications[0];
    const draft = await assignmentOf(api, task.taskId, applicationId, 'expert');
    expect([draft.status, draft.sheetStatus]).toEqual(['in_progress', 'draft']);
    await shot(page, 'review-scoring-draft-1440');

    for (const [criterion, value] of SCORES.slice(2)) await score(page, criterion).fill(value);
    await expect.poll(() => page.locator('output[aria-label="总分"]').textContent()).toMatch(/^74\b/);
    await page.getByRole('button', { name: '提交评分' }).click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确认提交评分' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('74');
    await settled(page);
    await confirm.getByRole('button', { name: '确认提交' }).click();
    expect(await messageText(page, '评分已提交')).toBe('评分已提交');
    const submitted = await assignmentOf(api, task.taskId, applicationId, 'expert');
    expect([submitted.status, submitted.sheetStatus, submitted.total]).toEqual(['submitted', 'submitted', 74]);
  });

  it('cannot edit after submit: the sheet reads as locked and the scores are read-only', async () => {
    const page = s.page;
    await page.reload();
    await page.getByText('评分已提交并锁定').waitFor();
    for (const [criterion] of SCORES) expect(await score(page, criterion).isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: '提交评分' }).count()).toBe(0);
    await shot(page, 'review-scoring-locked-1440');
    // The server refuses a save too.
    const { applicationId } = task.applications[0];
    const refused = await api.raw('expert', 'PUT', `/comp/scoring/${task.taskId}/${applicationId}/sheet`, {
      items: {},
    });
    expect(refused.code).not.toBe(200);
  });

  it("an administrator unlocks it with a reason on the task's assignments, and the expert may edit again", async () => {
    const { applicationId, code } = task.applications[0];
    await s.context.clearCookies();
    await loginAs(s, 'admin');
    const page = s.page;
    await page.goto(s.url('/comp/taskinfo'));
    await choose(page, '评审阶段', /成人组.*初赛/);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TASK });
    await row.getByRole('button', { name: /详\s*情/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: TASK });
    await drawer.getByRole('tab', { name: '评审分配' }).click();
    const assignment = drawer
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: code })
      .filter({ hasText: '评审专家' });
    await assignment.getByRole('button', { name: /解\s*锁/ }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('#assign_unlock_reason') });
    await dialog.locator('#assign_unlock_reason').fill('专家申请修改评分');
    await dialog.getByRole('button', { name: /^解\s*锁$/ }).click();
    expect(await messageText(page, '已解锁')).toBe('已解锁');
    await shot(page, 'review-assignments-unlocked-1440');
    const reopened = await assignmentOf(api, task.taskId, applicationId, 'expert');
    expect([reopened.status, reopened.sheetStatus]).toEqual(['in_progress', 'draft']);

    await s.context.clearCookies();
    await loginAs(s, 'expert');
    await page.goto(scoringUrl);
    await page.getByText('评分已被解锁').waitFor();
    expect(await score(page, '创新性').isEditable()).toBe(true);
  });

  it("shows a second expert the 404 page at the first expert's scoring address, and the API answers them 403", async () => {
    await s.context.clearCookies();
    await loginAs(s, 'expert01');
    const page = s.page;
    const { applicationId } = task.applications[0];
    const path = `/comp/scoring/${task.taskId}/${applicationId}`;
    const answered = page.waitForResponse((response) => response.url().endsWith(`/prod-api${path}`));
    await page.goto(scoringUrl);
    expect(((await (await answered).json()) as { code: number }).code).toBe(403);
    await page.getByText('抱歉，您访问的页面不存在。').waitFor();
    expect(await page.getByText('404').first().isVisible()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: '创新性' }).count()).toBe(0);
    await shot(page, 'review-scoring-other-expert-404-1440');
    // Every expert route of the assignment answers 403 to them.
    const calls: Array<[string, string, unknown]> = [
      ['GET', path, undefined],
      ['POST', `${path}/statement`, undefined],
      ['POST', `${path}/conflict`, { reason: '试探' }],
      ['PUT', `${path}/sheet`, { items: {} }],
      ['POST', `${path}/submit`, { items: {} }],
    ];
    for (const [method, route, body] of calls) {
      expect({ method, route, code: (await api.raw('expert01', method, route, body)).code }).toEqual({
        method,
        route,
        code: 403,
      });
    }
  });
});
