import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, shot } from '../support/session';
import { apiToken } from '../support/shell';

// Issue 31 in the browser: the organiser takes the adult track's approved applications into its
// first judging stage, groups them, creates an expert group, binds it, and adds experts on the
// members page, where a blocked candidate shows its reason and cannot be chosen. The members route
// answers 404 for a non-digit id and 401 to a user without comp:grouping:edit. The rules themselves
// (group sizes, locks, conflicts, draws, scope) are proven by the server tests.

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
  total?: number;
}

async function call<T>(user: string, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const token = await apiToken(s, user);
  const response = await fetch(`${s.server.baseUrl}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer;
}

const GROUP = '成人组初赛专家一组';
const BLOCK_REASON = '曾担任该项目顾问';
let expertGroupId = 0;
let blockedName = '';

/** Picks the option of an antd Select (by its accessible name) whose text matches. */
async function choose(page: Page, select: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

describe('project groups and expert groups (issue 31)', () => {
  it('sets up through the API: the demo edition’s applications approved, an organiser’s conflict decision', async () => {
    // The demo applications wait at the first of the two audit levels; the administrator decides at both.
    const waiting = await call<Array<{ applicationId: number }>>(
      'admin',
      'GET',
      '/comp/application/list?status=submitted&pageSize=50',
    );
    const ids = (waiting.rows ?? []).map((row) => row.applicationId);
    expect(ids.length).toBeGreaterThan(3);
    for (const levelNo of [1, 2]) {
      await call('admin', 'PUT', '/comp/audit/decide', { applicationIds: ids, levelNo, decision: 'approve' });
    }
    // An adult application the first demo expert must not judge.
    const adult = await call<Array<{ applicationId: number }>>(
      'admin',
      'GET',
      `/comp/application/list?projectName=${encodeURIComponent('工业视觉缺陷检测')}`,
    );
    const experts = await call<Array<{ expertId: number; nickName: string }>>(
      'admin',
      'GET',
      '/comp/expert/list?status=active&track=adult&pageSize=5&orderByColumn=expertId&isAsc=ascending',
    );
    const expert = experts.rows?.[0];
    if (!expert) throw new Error('no active adult expert in the demo pool');
    blockedName = expert.nickName;
    await call('organiser', 'POST', '/comp/coi/decision', {
      expertId: expert.expertId,
      applicationId: adult.rows?.[0]?.applicationId,
      reason: BLOCK_REASON,
    });
  });

  it('takes the approved applications into the adult preliminary and auto-groups them', async () => {
    await loginAs(s, 'organiser');
    const page = s.page;
    await page.goto(s.url('/comp/grouping'));
    await choose(page, '评审阶段', /成人组/);
    await page.getByRole('button', { name: '导入审核通过的项目' }).click();
    expect(await messageText(page, '已导入')).toMatch(/已导入 \d+ 个项目/);
    await page.getByRole('button', { name: '自动分组' }).click();
    const dialog = page.getByRole('dialog', { name: '自动分组' });
    await dialog.getByLabel('每组项目数').fill('2');
    await dialog.getByRole('button', { name: '预览' }).click();
    await dialog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await dialog.getByRole('button', { name: '保存分组' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '保存分组' }).click();
    expect(await messageText(page, '已生成')).toMatch(/已生成 \d+ 个分组/);
    await shot(page, 'judging-grouping-1440');
  });

  it('creates an expert group on the 专家组 page', async () => {
    const page = s.page;
    await page.goto(s.url('/comp/expertGroup'));
    await choose(page, '评审阶段', /成人组/);
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const form = page.getByRole('dialog');
    await form.getByLabel('专家组名称').fill(GROUP);
    await form.getByLabel('容量').fill('5');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: GROUP }).waitFor();
    const listed = await call<Array<{ expertGroupId: number; groupName: string }>>(
      'organiser',
      'GET',
      `/comp/expertGroup/list?groupName=${encodeURIComponent(GROUP)}`,
    );
    expertGroupId = listed.rows?.[0]?.expertGroupId ?? 0;
    expect(expertGroupId).toBeGreaterThan(0);
    // The grouping page binds its project groups to it (proven on the server); bind them all here.
    const groups = await call<Array<{ reviewGroupId: number; groupName: string }>>(
      'organiser',
      'GET',
      `/comp/grouping/list?stageId=${(listed.rows?.[0] as { stageId?: number })?.stageId ?? ''}&pageSize=50`,
    );
    for (const group of groups.rows ?? []) {
      await call('organiser', 'PUT', '/comp/grouping', {
        reviewGroupId: group.reviewGroupId,
        groupName: group.groupName,
        expertGroupId,
      });
    }
    expect((groups.rows ?? []).length).toBeGreaterThan(0);
  });

  it('adds experts on the members page, where a blocked candidate shows its reason and cannot be chosen', async () => {
    const page = s.page;
    await page.goto(s.url(`/grouping/role-auth/user/${expertGroupId}`));
    await page.getByText(GROUP).first().waitFor();
    await page.getByRole('button', { name: '添加专家' }).click();
    const dialog = page.getByRole('dialog', { name: `添加专家：${GROUP}` });
    const candidates = dialog.getByRole('table', { name: '候选专家' });
    const blocked = candidates.locator('tr.ant-table-row').filter({ hasText: blockedName });
    await blocked.waitFor();
    await expect.poll(() => blocked.textContent()).toContain('须回避');
    expect(await blocked.textContent()).toContain(BLOCK_REASON);
    expect(await blocked.getByRole('checkbox').isDisabled()).toBe(true);
    // Two candidates the check clears.
    const clear = candidates.locator('tr.ant-table-row').filter({ hasText: '无冲突' });
    const names: string[] = [];
    for (const row of [clear.nth(0), clear.nth(1)]) {
      await row.getByRole('checkbox').check();
      names.push((await row.getByRole('checkbox').getAttribute('aria-label')) ?? '');
    }
    await shot(page, 'judging-members-add-1440');
    await dialog.getByRole('button', { name: '添加所选' }).click();
    expect(await messageText(page, '已添加')).toBe('已添加 2 名专家');
    for (const name of names) await page.locator('.ant-table-tbody').getByText(name, { exact: true }).first().waitFor();
    await shot(page, 'judging-members-1440');
  });

  it('shows 404 for a non-digit group id and 401 to a user without comp:grouping:edit', async () => {
    const page = s.page;
    await page.goto(s.url('/grouping/role-auth/user/abc'));
    await page.getByText('404').first().waitFor();
    await s.context.clearCookies();
    await loginAs(s, 'auditor');
    await page.goto(s.url(`/grouping/role-auth/user/${expertGroupId}`));
    await page.getByText('401').first().waitFor();
    expect(page.url()).toContain('/401');
  });
});
