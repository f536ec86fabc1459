import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, settled, shot } from '../support/session';
import { chooseLanguage, setBodyWidth } from '../support/shell';

// Server monitor (/monitor/server), data-source monitor (/monitor/druid) and the home figures.

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-server-${context.task.name.slice(0, 30)}`);
});
afterAll(() => s?.stop());

/** A drawn chart: its SVG holds filled shapes (sectors, bars, dials), not only axes. */
async function chartDrawn(page: Page, label: string): Promise<number> {
  const shapes = page.getByRole('img', { name: label, exact: true }).locator('svg path:not([fill="none"])');
  await expect.poll(() => shapes.count(), { timeout: 15_000 }).toBeGreaterThan(2);
  return shapes.count();
}

async function shots(name: string): Promise<void> {
  await setBodyWidth(s.page, 1440);
  await settled(s.page);
  await shot(s.page, `${name}-1440`);
  await setBodyWidth(s.page, 1000);
  await s.page.waitForTimeout(300);
  await shot(s.page, `${name}-1000`);
  await setBodyWidth(s.page, 1366, 800);
}

describe('server monitor', () => {
  it('draws CPU, memory and event-loop charts and lists the process, the system and the disks', async () => {
    await s.page.goto(s.url('/monitor/server'));
    expect(await chartDrawn(s.page, 'CPU')).toBeGreaterThan(2);
    expect(await chartDrawn(s.page, '系统内存')).toBeGreaterThan(2);
    expect(await chartDrawn(s.page, 'Node.js 堆')).toBeGreaterThan(2);
    expect(await chartDrawn(s.page, '事件循环延迟')).toBeGreaterThan(2);
    await s.page
      .getByText(/^v\d+\.\d+\.\d+$/)
      .first()
      .waitFor();
    const disks = s.page.locator('.ant-card').filter({ hasText: '磁盘状态' }).locator('tr.ant-table-row');
    await expect.poll(() => disks.count()).toBeGreaterThanOrEqual(1);
    expect(await disks.first().innerText()).toMatch(/\d+(\.\d)? (KB|MB|GB)/);
    await shots('monitor-server');
  });

  it('reads the figures again on demand, with the button busy meanwhile', async () => {
    const refresh = s.page.getByRole('button', { name: '刷新' });
    const [response] = await Promise.all([
      s.page.waitForResponse((r) => r.url().endsWith('/prod-api/monitor/server')),
      refresh.click(),
    ]);
    expect(((await response.json()) as { code: number }).code).toBe(200);
    await expect.poll(() => refresh.getAttribute('class')).not.toContain('ant-btn-loading');
  });
});

describe('data-source monitor', () => {
  it('shows the database, the largest tables and the slowest statements with charts', async () => {
    await s.page.goto(s.url('/monitor/druid'));
    await s.page.getByText('内嵌 PGlite').waitFor();
    expect(await chartDrawn(s.page, '最大的表')).toBeGreaterThan(2);
    expect(await chartDrawn(s.page, '最慢的语句')).toBeGreaterThan(2);
    await expect
      .poll(() => s.page.getByRole('img', { name: '最大的表', exact: true }).textContent())
      .toContain('sys_menu');
    const statements = s.page.locator('.ant-card').filter({ hasText: 'SQL 监控' }).locator('tr.ant-table-row');
    await expect.poll(() => statements.count()).toBeGreaterThan(3);
    // The server's own statements, slowest first (start-up DDL may lead), never their parameters.
    const texts = (await statements.allInnerTexts()).join('\n');
    expect(texts).toMatch(/select .* from "sys_/);
    expect(texts).toMatch(/\$1/);
    await shots('monitor-druid');
  });
});

describe('home figures', () => {
  it('shows today’s logins, operations, online sessions, users and failed jobs with small charts', async () => {
    await s.page.goto(s.url('/index'));
    const card = s.page.locator('.ant-card').filter({ hasText: '今日概览' });
    await card.waitFor();
    for (const title of ['用户总数', '在线会话', '今日登录', '今日操作', '今日失败任务']) {
      await card.getByRole('region', { name: title }).waitFor();
    }
    const logins = card.getByRole('region', { name: '今日登录' });
    expect(
      Number((await logins.locator('.cbo-home__figure-value').innerText()).replace(/,/g, '')),
    ).toBeGreaterThanOrEqual(1);
    expect(await logins.getByRole('img', { name: '近7天登录次数' }).locator('rect').count()).toBe(7);
    expect(
      Number(await card.getByRole('region', { name: '用户总数' }).locator('.cbo-home__figure-value').innerText()),
    ).toBeGreaterThanOrEqual(4);
    await shots('home-figures');
  });
});

describe('in English', () => {
  it('names the figures and charts in en-US', async () => {
    await s.page.goto(s.url('/monitor/server'));
    await chooseLanguage(s.page, 'English');
    expect(await chartDrawn(s.page, 'Event-loop delay')).toBeGreaterThan(2);
    await s.page.getByText('Node.js process').waitFor();
    await s.page.goto(s.url('/index'));
    await s.page
      .locator('.ant-card')
      .filter({ hasText: 'Today' })
      .getByRole('region', { name: 'Logins today' })
      .waitFor();
    await shot(s.page, 'home-figures-en-1366');
    await chooseLanguage(s.page, '中文');
  });
});
