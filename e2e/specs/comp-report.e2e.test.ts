import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { type RatedStage, ratedStage, readWorkbook, sheetRows, stageLabel } from '../support/reports';
import { loginAs, messageText, settled, shot } from '../support/session';

// Issue 35's reports in the browser: a review task of three applications is scored and computed
// through the API (e2e/support/reports.ts); an organiser opens 报告, generates the stage result
// report of its stage from the page, sees the row listed and progress to done without a reload,
// downloads the xlsx (opened with exceljs: the cover sheet's title, and each ranked code with the
// score the rating module computed) and the PDF (a real PDF). The figures of every kind are proven
// exactly by the report module's server tests.

let s: E2eSession;
let rated: RatedStage;
let title = '';
beforeAll(async () => {
  s = await startE2e();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const TASK = '成人组初赛报告评审';
const rows = (page: Page): Locator => page.locator('.cbo-report .ant-table-tbody tr.ant-table-row');

async function download(
  page: Page,
  row: Locator,
  label: string,
): Promise<{ bytes: Buffer; path: string; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: label }).click()]);
  const path = (await file.path()) as string;
  return { bytes: readFileSync(path), path, name: file.suggestedFilename() };
}

describe('reports: generated, listed and downloaded (issue 35)', () => {
  it('sets up through the API: a computed review task of three applications', async () => {
    rated = await ratedStage(s.server.baseUrl, { taskName: TASK });
    expect(rated.results).toHaveLength(3);
    expect(rated.results.map((result) => result.rank)).toEqual([1, 2, 3]);
  });

  it('an organiser generates the stage result report and watches it reach done without a reload', async () => {
    await loginAs(s, 'organiser');
    const page = s.page;
    await page.goto(s.url('/comp/report'));
    await page.getByText('还没有报告，点击「生成报告」生成第一份').waitFor({ timeout: 15_000 });
    await page.getByText(/不能修改或删除/).waitFor();

    await page
      .getByRole('toolbar')
      .getByRole('button', { name: /生成报告/ })
      .click();
    const modal = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '生成报告' }) });
    await modal.waitFor();
    await settled(page);
    await modal.getByText('阶段成绩报告').click();
    const label = await stageLabel(rated.api, rated.competitionId, rated.stageId);
    await modal.getByRole('combobox', { name: '评审阶段' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(label).click();
    await shot(page, 'report-generate-modal');
    await modal.getByRole('button', { name: /生成报告/ }).click();
    expect(await messageText(page, '报告开始生成')).toContain('报告开始生成，完成后可下载');

    // Listed at once (running or already done), then done: the page polls, no reload.
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    const row = rows(page).first();
    title = ((await row.locator('.cbo-report__title').innerText()) ?? '').trim();
    // Worded by the server from the stage: 成人组 初赛 成绩报告.
    expect(title).toMatch(/初赛.*成绩报告/);
    await row.getByText('已完成').waitFor({ timeout: 90_000 });
    expect(await messageText(page, '已生成')).toBe(`「${title}」已生成`);
    expect(await row.locator('.ant-tag').first().innerText()).toBe('阶段成绩报告');
    expect(await row.getByText('organiser').count()).toBe(1);
    // The data hash: its first 12 hex in monospace.
    expect((await row.locator('.cbo-report__hash').innerText()).trim()).toMatch(/^[0-9a-f]{12}$/);
    await shot(page, 'report-done-1440');
  });

  it('downloads the xlsx (cover title and the computed scores, exact) and the PDF', async () => {
    const page = s.page;
    const row = rows(page).first();

    const xlsx = await download(page, row, '下载 Excel');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = await readWorkbook(xlsx.path);
    const [cover, ...others] = workbook.worksheets;
    // The cover sheet carries the snapshot's title as listed.
    const coverRows = sheetRows(cover);
    expect(coverRows[0][0]).toBe(title);
    // Its figures: the three applications the rating module ranked.
    const ranked = coverRows.find((cells) => cells[0] === '已排名');
    expect(ranked?.[1]).toBe(String(rated.results.filter((result) => result.rank !== null).length));
    expect(ranked?.[1]).toBe('3');
    // Each ranked application is in the workbook with the score the rating module computed.
    const tableRows = others.flatMap((sheet) => sheetRows(sheet));
    for (const result of rated.results) {
      const found = tableRows.find((cells) => cells.includes(result.code));
      expect(found, `a row of ${result.code}`).toBeTruthy();
      const numbers = (found ?? []).map(Number).filter((value) => Number.isFinite(value));
      expect(
        numbers.some((value) => Math.abs(value - (result.score ?? Number.NaN)) < 0.005),
        `${result.code}'s score ${result.score} in ${JSON.stringify(found)}`,
      ).toBe(true);
      expect(numbers).toContain(result.rank);
    }

    const pdf = await download(page, row, '下载 PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
