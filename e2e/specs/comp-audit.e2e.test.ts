import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, settled, shot } from '../support/session';
import { apiToken, setBodyWidth } from '../support/shell';

// Issue 18 in the browser: an adult-track application of 天河 goes through the two audit levels of
// the demo edition (区县初审 by the auditor of 广州市, 市级复审 by the organiser) with a return in
// between, and the statistics page counts it approved; the auditor never sees an application of 深圳.

const TIANHE = '银发族健康管理平台';
const NANSHAN = '工业视觉缺陷检测';
/** 通过, not 不通过 (the icon's name comes first). */
const APPROVE = /(^|\s)通\s*过$/;

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
  rows?: T;
}

async function call<T>(user: string, method: string, path: string, body?: unknown) {
  const token = await apiToken(s, user);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function applicationId(projectName: string): Promise<number> {
  const answer = await call<Array<{ applicationId: number }>>(
    'admin',
    'GET',
    `/comp/application/list?projectName=${encodeURIComponent(projectName)}`,
  );
  const id = answer.body.rows?.[0]?.applicationId;
  if (!id) throw new Error(`no application ${projectName}`);
  return id;
}

async function switchTo(user: string): Promise<void> {
  await s.context.clearCookies();
  await loginAs(s, user);
}

const queue = (page: Page) => page.locator('.cbo-audit .ant-table-tbody tr.ant-table-row');
const queued = (page: Page, text: string) => queue(page).filter({ hasText: text });
const tab = (page: Page, levelNo: number) => page.locator(`.cbo-audit__tabs [data-level="${levelNo}"]`);
const isQueue = (levelNo: number) => (response: { url(): string }) =>
  response.url().includes('/prod-api/comp/audit/list') && response.url().includes(`levelNo=${levelNo}`);

/** Opens the adult audit page at a level, its queue loaded. */
async function openLevel(page: Page, levelNo: number): Promise<void> {
  // The queue of the level the page opens on (the first the user decides at with work waiting) loads first.
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/prod-api/comp/audit/list')),
    page.goto(s.url('/comp/adultAudit?track=adult')),
  ]);
  await tab(page, levelNo).click();
  await page.locator(`.cbo-audit__tabs .ant-tabs-tab-active [data-level="${levelNo}"]`).waitFor();
  await page.waitForFunction(() => !document.querySelector('.cbo-audit .ant-spin-spinning'));
}

async function approve(page: Page, project: string, levelName: string): Promise<void> {
  await queued(page, project).getByRole('button', { name: APPROVE }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: levelName });
  await confirm.waitFor();
  await settled(page);
  await confirm.getByRole('button', { name: APPROVE }).click();
  expect(await messageText(page, '已通过')).toBe('已通过 1 项');
  await queued(page, project).waitFor({ state: 'detached' });
  await confirm.waitFor({ state: 'detached' });
}

async function approvedCount(page: Page): Promise<number> {
  await page.goto(s.url('/comp/adultStatistics?track=adult'));
  const value = page.locator('[data-figure="approved"] .ant-statistic-content-value');
  await value.waitFor();
  await page.locator('[data-chart="byStatus"] .cbo-chart svg').waitFor();
  return Number((await value.innerText()).trim());
}

describe('multi-level audit in the browser', () => {
  it('passes an application through both levels with a return between, counted approved in the statistics', async () => {
    const id = await applicationId(TIANHE);
    await switchTo('organiser');
    const approvedBefore = await approvedCount(s.page);

    // Level 1: the auditor of 广州市 sees 天河 and 越秀, not 深圳.
    await switchTo('auditor');
    await openLevel(s.page, 1);
    await queued(s.page, TIANHE).waitFor();
    expect(await queued(s.page, NANSHAN).count()).toBe(0);
    const pendingBefore = Number(await tab(s.page, 1).locator('.cbo-audit__count').innerText());
    await setBodyWidth(s.page, 1440);
    await shot(s.page, 'audit-level1-1440');
    await approve(s.page, TIANHE, '区县初审');
    // The tab's count follows the decision.
    await expect
      .poll(async () => Number(await tab(s.page, 1).locator('.cbo-audit__count').innerText()))
      .toBe(pendingBefore - 1);
    // The auditor may look at level 2 but not decide there.
    await Promise.all([s.page.waitForResponse(isQueue(2)), tab(s.page, 2).click()]);
    await s.page.getByText('您不是该层级的审核人，只能查看').waitFor();
    await queued(s.page, TIANHE).waitFor();
    expect(await queued(s.page, TIANHE).getByRole('button', { name: APPROVE }).isDisabled()).toBe(true);

    // Level 2: the organiser returns it with a reason; the deadline starts a week ahead.
    await switchTo('organiser');
    await openLevel(s.page, 2);
    await queued(s.page, TIANHE)
      .getByRole('button', { name: /退\s*回/ })
      .click();
    const dialog = s.page.locator('.ant-modal').filter({ hasText: '退回修改' });
    await dialog.waitFor();
    await settled(s.page);
    await dialog.getByRole('button', { name: /^退\s*回$/ }).click();
    await dialog.getByText('请填写退回原因').waitFor();
    expect(await dialog.getByLabel('修改截止时间').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    await dialog.getByLabel('退回原因').fill('请补充近三年财务数据');
    await setBodyWidth(s.page, 1000);
    await shot(s.page, 'audit-return-1000');
    await dialog.getByRole('button', { name: /^退\s*回$/ }).click();
    expect(await messageText(s.page, '已退回')).toBe('已退回 1 项');
    await queued(s.page, TIANHE).waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'hidden' });

    const returned = await call<{ status: string; returnCount: number }>('admin', 'GET', `/comp/application/${id}`);
    expect(returned.body.data?.status).toBe('returned');
    const history = await call<
      Array<{ action: string; reason: string | null; levelNo: number | null; operName: string }>
    >('admin', 'GET', `/comp/application/${id}/history`);
    const returnEvent = history.body.data?.find((event) => event.action === 'return' && event.reason?.includes('财务'));
    expect(returnEvent).toMatchObject({ reason: '请补充近三年财务数据', levelNo: 2, operName: 'organiser' });

    // The entrant's revision comes back through the applications API: it waits at level 1 again.
    const resubmitted = await call<{ changed: number }>('admin', 'PUT', '/comp/application/transition', {
      applicationIds: [id],
      action: 'submit',
    });
    expect(resubmitted.body).toMatchObject({ code: 200, data: { changed: 1 } });

    await switchTo('auditor');
    await openLevel(s.page, 1);
    await approve(s.page, TIANHE, '区县初审');

    await switchTo('organiser');
    await openLevel(s.page, 2);
    await approve(s.page, TIANHE, '市级复审');
    const approved = await call<{ status: string }>('admin', 'GET', `/comp/application/${id}`);
    expect(approved.body.data?.status).toBe('approved');

    // Every decision recorded with its level.
    const decisions = (
      await call<Array<{ action: string; levelNo: number | null; operName: string }>>(
        'admin',
        'GET',
        `/comp/application/${id}/history`,
      )
    ).body.data;
    expect(
      decisions
        ?.filter((event) => event.action === 'approve')
        .map((event) => `${event.levelNo}:${event.operName}`)
        .sort(),
    ).toEqual(['1:auditor', '1:auditor', '2:organiser']);

    await setBodyWidth(s.page, 1440);
    expect(await approvedCount(s.page)).toBe(approvedBefore + 1);
    await s.page.locator('[data-chart="daily"] .cbo-chart svg').waitFor();
    await shot(s.page, 'statistics-1440');
    await setBodyWidth(s.page, 1000);
    await shot(s.page, 'statistics-1000');
  });

  it("keeps another region's application from the auditor", async () => {
    const nanshan = await applicationId(NANSHAN);
    const tianhe = await applicationId('城市屋顶光伏运营');
    const outside = await call('auditor', 'GET', `/comp/application/${nanshan}`);
    expect(outside.body.code).toBe(403);
    // Not a missing right: an application of 广州市 opens.
    const inside = await call('auditor', 'GET', `/comp/application/${tianhe}`);
    expect(inside.body.code).toBe(200);
    const edition = await call<{ competitionId: number }>('admin', 'GET', '/comp/competition/current/timeline');
    const list = await call<Array<{ projectName: string }>>(
      'auditor',
      'GET',
      `/comp/audit/list?competitionId=${edition.body.data?.competitionId}&levelNo=1&pageNum=1&pageSize=50`,
    );
    expect(list.body.code).toBe(200);
    expect(list.body.rows?.map((row) => row.projectName)).not.toContain(NANSHAN);

    // In the browser the detail page of 南山 refuses the auditor too.
    await switchTo('auditor');
    await s.page.goto(s.url(`/comp/application/detail/${nanshan}`));
    await s.page.getByText('当前操作没有权限').first().waitFor();
    await shot(s.page, 'audit-detail-outside');
  });
});
