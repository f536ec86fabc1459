import type { Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, sessionToken, settled, shot } from '../support/session';
import { chooseLanguage } from '../support/shell';

// Scheduled jobs (/monitor/job) and their log (/monitor/job-log/index/:jobId), driven as an
// administrator does: a job made from the registry's demo task, run once, its run read in the log.

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  total?: number;
  rows?: T[];
  data?: T;
}

interface JobRow {
  jobId: number;
  jobName: string;
  status: string;
  invokeTarget: string;
  invokeArgs: Record<string, unknown>;
}

const JOB_NAME = 'E2E 回显';
const MESSAGE = 'e2e says hi';

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-job-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

async function api<T = unknown>(method: string, path: string): Promise<Envelope<T>> {
  const token = await sessionToken(s);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Envelope<T>;
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');
const formDialog = (page: Page) => page.getByRole('dialog', { name: /添加任务|修改任务/ });
const listOf = (path: string) => (response: Response) => response.url().includes(`/prod-api${path}/list`);

async function listAfter(page: Page, path: string, action: () => Promise<unknown>): Promise<void> {
  const [response] = await Promise.all([page.waitForResponse(listOf(path)), action()]);
  await response.finished();
  await page.waitForFunction(() => !document.querySelector('.ant-table .ant-spin-spinning'));
}

async function pickInSelect(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

async function openJobs(page: Page): Promise<void> {
  await listAfter(page, '/monitor/job', () => page.goto(s.url('/monitor/job')));
}

/** Opens the add form with a name and the demo task chosen. */
async function startDemoJob(page: Page): Promise<Locator> {
  await page
    .locator('.cbo-crud__buttons')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  await settled(page);
  await dialog.getByLabel('任务名称').fill(JOB_NAME);
  await pickInSelect(page, dialog.getByRole('combobox', { name: '调用目标' }), '演示任务');
  await dialog.getByText('记录一条消息；可以等待一段时间，或故意失败，用来试用调度').waitFor();
  return dialog;
}

async function confirm(page: Page): Promise<void> {
  await confirmDialog(page).waitFor();
  await settled(page);
  await confirmDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await confirmDialog(page).waitFor({ state: 'detached' });
}

describe('scheduled jobs', () => {
  let jobId = 0;

  it('creates a job from the registry with its next fire times, paused in the list, at 1440 px', async () => {
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await openJobs(s.page);
    expect(await s.page.getByRole('columnheader').allInnerTexts()).toEqual([
      '',
      '任务编号',
      '任务名称',
      '任务组名',
      '调用目标',
      'cron表达式',
      '下次执行',
      '状态',
      '操作',
    ]);
    await shot(s.page, 'monitor-job-list-seeded-1440');

    const dialog = await startDemoJob(s.page);
    await dialog.getByText(/新任务创建后处于暂停状态/).waitFor();
    // The demo task's arguments, made from its declaration with their defaults.
    const message = dialog.getByLabel('消息', { exact: true });
    expect(await message.inputValue()).toBe('hello');
    expect(await message.getAttribute('maxlength')).toBe('200');
    expect(await dialog.getByLabel('耗时（毫秒）').inputValue()).toBe('0');
    expect(await dialog.getByRole('switch', { name: '故意失败' }).getAttribute('aria-checked')).toBe('false');
    await message.fill(MESSAGE);

    await dialog.getByRole('button', { name: /常用/ }).click();
    await s.page.getByRole('menuitem', { name: /每10秒执行/ }).click();
    expect(await dialog.getByLabel('cron表达式').inputValue()).toBe('0/10 * * * * ?');
    const times = dialog.getByRole('list', { name: '最近 5 次执行时间' });
    await times.waitFor();
    const fires = await times.locator('li').allInnerTexts();
    expect(fires).toHaveLength(5);
    for (const fire of fires) expect(fire).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:[0-5]0$/);
    await settled(s.page);
    await shot(s.page, 'monitor-job-form-1440');

    await listAfter(s.page, '/monitor/job', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
    expect(await messageText(s.page, '新增成功')).toBe('新增成功');
    await dialog.waitFor({ state: 'hidden' });
    const row = rows(s.page).filter({ hasText: JOB_NAME });
    await row.getByText('演示任务').waitFor();
    await row.getByText('demo.echo').waitFor();
    expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    const [job] = (await api<JobRow>('GET', `/monitor/job/list?jobName=${encodeURIComponent(JOB_NAME)}`)).rows ?? [];
    expect(job).toMatchObject({
      jobName: JOB_NAME,
      status: '1',
      invokeTarget: 'demo.echo',
      invokeArgs: { message: MESSAGE, delayMs: 0, fail: false },
    });
    jobId = job.jobId;
    await settled(s.page);
    await shot(s.page, 'monitor-job-list-1440');
  });

  it('runs the job once and shows the run in its log', async () => {
    const row = rows(s.page).filter({ hasText: JOB_NAME });
    await row.getByRole('button', { name: /更多/ }).click();
    await s.page.getByRole('menuitem', { name: /执行一次/ }).click();
    expect(await confirmDialog(s.page).innerText()).toContain(`确认要立即执行一次"${JOB_NAME}"任务吗？`);
    await confirm(s.page);
    const notice = s.page.locator('.ant-notification-notice').filter({ hasText: '执行成功' });
    await notice.waitFor();
    await notice.getByRole('button', { name: /查看调度日志/ }).click();
    await s.page.waitForURL(new RegExp(`/monitor/job-log/index/${jobId}$`));
    await s.page.locator('.cbo-job-log__scope', { hasText: `任务：${JOB_NAME}` }).waitFor();

    // The run is asynchronous: reload the list until it is there.
    const run = rows(s.page).filter({ hasText: MESSAGE });
    await expect
      .poll(
        async () => {
          if ((await run.count()) > 0) return true;
          await listAfter(s.page, '/monitor/jobLog', () => s.page.getByRole('button', { name: '刷新' }).click());
          return (await run.count()) > 0;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await run.locator('.ant-tag', { hasText: '成功' }).waitFor();
    await run.locator('.ant-tag', { hasText: '手动' }).waitFor();
    // The list shows what the task said; the whole message (job and duration first) is on hover.
    expect(await run.getByText(MESSAGE, { exact: true }).getAttribute('title')).toMatch(
      new RegExp(`^${JOB_NAME} 总共耗时：\\d+毫秒；${MESSAGE}$`),
    );
    await settled(s.page);
    await shot(s.page, 'monitor-job-log-1440');

    await run.getByRole('button', { name: /详细/ }).click();
    const detail = s.page.getByRole('dialog', { name: '调度日志详细' });
    await detail.waitFor();
    expect(await detail.locator('pre').first().innerText()).toContain(`"message": "${MESSAGE}"`);
    await settled(s.page);
    await shot(s.page, 'monitor-job-log-detail-1440');
    await detail.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await detail.waitFor({ state: 'hidden' });
  });

  it('refuses a bad cron in the form with the server message, and nothing is sent', async () => {
    await openJobs(s.page);
    const posts: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/prod-api/monitor/job')) posts.push(request);
    };
    s.page.on('request', onRequest);
    const dialog = await startDemoJob(s.page);
    await dialog.getByLabel('cron表达式').fill('0/10 * * * *');
    const problem = dialog.locator('.ant-form-item-explain-error', { hasText: /Cron表达式不正确/ });
    await problem.waitFor();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await problem.waitFor();
    // The check is the server's, already answered: give a wrong submit the time to leave.
    await s.page.waitForTimeout(500);
    expect(posts).toHaveLength(0);
    expect(await dialog.isVisible()).toBe(true);
    await settled(s.page);
    await shot(s.page, 'monitor-job-form-bad-cron-1440');
    s.page.off('request', onRequest);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lays out the list, the form and the log at 1000 px', async () => {
    await s.page.setViewportSize({ width: 1000, height: 800 });
    await openJobs(s.page);
    await rows(s.page).filter({ hasText: JOB_NAME }).waitFor();
    await shot(s.page, 'monitor-job-list-1000');
    const dialog = await startDemoJob(s.page);
    await dialog.getByRole('button', { name: /常用/ }).click();
    await s.page.getByRole('menuitem', { name: /每天03:00执行/ }).click();
    await dialog.getByRole('list', { name: '最近 5 次执行时间' }).waitFor();
    await settled(s.page);
    await shot(s.page, 'monitor-job-form-1000');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = rows(s.page).filter({ hasText: JOB_NAME });
    await row.getByRole('button', { name: /更多/ }).click();
    await s.page.getByRole('menuitem', { name: /任务详细/ }).click();
    const detail = s.page.getByRole('dialog', { name: '任务详细' });
    await detail.getByRole('list', { name: '最近 5 次执行时间' }).waitFor();
    expect(await detail.innerText()).toContain(MESSAGE);
    await settled(s.page);
    await shot(s.page, 'monitor-job-detail-1000');
    await detail.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
    await detail.waitFor({ state: 'hidden' });
    await listAfter(s.page, '/monitor/jobLog', () => s.page.goto(s.url(`/monitor/job-log/index/${jobId}`)));
    await rows(s.page).filter({ hasText: MESSAGE }).waitFor();
    await shot(s.page, 'monitor-job-log-1000');
    await s.page.setViewportSize({ width: 1366, height: 800 });
  });

  it('reads in English, the task and its arguments named by the server in English too', async () => {
    await openJobs(s.page);
    await chooseLanguage(s.page, 'English');
    await s.page.getByRole('columnheader', { name: 'Next run' }).waitFor();
    await s.page.locator('.cbo-crud__buttons').getByRole('button', { name: 'Add' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Add job' });
    await dialog.waitFor();
    await pickInSelect(s.page, dialog.getByRole('combobox', { name: 'Task' }), 'Demo task');
    await dialog.getByLabel('Message', { exact: true }).waitFor();
    await dialog.getByLabel('Cron expression').fill('0 0 12 L * ?');
    await dialog.getByRole('list', { name: 'Next 5 runs' }).waitFor();
    await dialog.getByText(/A new job starts paused/).waitFor();
    await settled(s.page);
    await shot(s.page, 'monitor-job-form-en-1366');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await chooseLanguage(s.page, '中文');
  });
});
