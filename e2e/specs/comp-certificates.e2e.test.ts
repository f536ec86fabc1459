import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AwardedEdition, awardedEdition } from '../support/awards';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, messageText, settled, shot } from '../support/session';

// Issue 34 in the browser: an award batch is finalized through the API (e2e/support/awards.ts:
// draft with award_counts, submit, approve as another user, publish, the 公示 window closed with the
// test clock, finalize); an organiser then opens 奖项与证书, generates the certificates and watches
// the progress reach 100 %, downloads the zip and copies a code; a browser without any login opens
// /competition/verify/<code> and sees the project and award; revoked in the back office, the same
// page says so. The PDF itself is proven by the certificates module's server tests.

let s: E2eSession;
let edition: AwardedEdition;
let code = '';
let project = '';
beforeAll(async () => {
  s = await startE2e();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
});

const TASK = '成人组初赛评奖';
const rows = (page: Page): Locator => page.locator('.cbo-awards .ant-table-tbody tr.ant-table-row');

describe('certificates and their public verification (issue 34)', () => {
  it('sets up through the API: an award batch finalized after its 公示 window', async () => {
    edition = await awardedEdition(s.server.baseUrl, { taskName: TASK });
    const awards = await edition.api.call<Array<{ levelName: string }>>(
      'organiser',
      'GET',
      `/comp/award/list?competitionId=${edition.competitionId}&pageSize=50`,
    );
    expect(awards.total).toBe(3);
    expect((awards.rows ?? []).map((row) => row.levelName).sort()).toEqual(['金奖', '银奖', '银奖']);
  });

  it('an organiser generates the certificates, watches the progress to 100 % and downloads the zip', async () => {
    await loginAs(s, 'organiser');
    const page = s.page;
    await page.goto(s.url('/comp/upgrading?tab=awards'));
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    await rows(page).filter({ hasText: '金奖' }).first().waitFor();
    expect(await rows(page).filter({ hasText: '无有效证书' }).count()).toBe(3);

    await page.getByRole('button', { name: /生成证书/ }).click();
    const confirm = page.locator('.ant-modal').filter({ hasText: '共 3 项获奖记录' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /生成证书/ }).click();
    const progress = page.locator('.cbo-awards__run');
    await progress.getByText('已生成 3/3').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => progress.locator('[role="progressbar"]').getAttribute('aria-valuenow', { timeout: 5_000 }))
      .toBe('100');
    expect(await progress.locator('.ant-progress-status-success').count()).toBe(1);
    await shot(page, 'certificates-generated-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      progress.getByRole('button', { name: /下载压缩包/ }).click(),
    ]);
    const zip = readFileSync((await download.path()) as string);
    // A zip starts with the local file header PK\x03\x04.
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(download.suggestedFilename()).toMatch(/\.zip$/);

    // The list shows each award's certificate code; copy the gold one's.
    await expect.poll(() => rows(page).filter({ hasText: '无有效证书' }).count(), { timeout: 10_000 }).toBe(0);
    const gold = rows(page).filter({ hasText: '金奖' }).first();
    code = ((await gold.locator('.cbo-awards__code').first().innerText()) ?? '').trim();
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/);
    project = ((await gold.locator('td').nth(2).innerText()) ?? '').trim();
    await gold.locator('.ant-typography-copy').click();
    // The copy button turns into its check mark once the code is on the clipboard.
    await gold.locator('.ant-typography-copy-success').waitFor();
  });

  it('a browser without any login verifies the code; revoked in the back office, the page says so', async () => {
    const browser = s.context.browser();
    if (!browser) throw new Error('no browser');
    const outsider = await browser.newContext({ locale: 'zh-CN' });
    const visitor = await outsider.newPage();
    try {
      await visitor.goto(`${s.server.baseUrl}/competition/verify/${code}`);
      await visitor.getByText('证书有效').waitFor();
      expect(await visitor.getByText(project, { exact: false }).count()).toBeGreaterThan(0);
      expect(await visitor.getByText('金奖', { exact: false }).count()).toBeGreaterThan(0);
      await shot(visitor, 'certificates-verify-valid');

      const page = s.page;
      const gold = rows(page).filter({ hasText: code });
      await gold.getByRole('button', { name: /更多/ }).click();
      await page.locator('.ant-dropdown:visible').getByText('撤销证书').click();
      const modal = page.locator('.ant-modal').filter({ hasText: '撤销证书' });
      await modal.getByLabel('原因').fill('获奖项目存在抄袭');
      await settled(page);
      await modal.getByRole('button', { name: /撤销证书/ }).click();
      expect(await messageText(page, '证书已撤销')).toContain('证书已撤销');

      await visitor.reload();
      await visitor.getByText('证书已撤销').waitFor();
      await visitor.getByText('获奖项目存在抄袭', { exact: false }).waitFor();
      await shot(visitor, 'certificates-verify-revoked');
    } finally {
      await outsider.close();
    }
  });
});
