// Screenshots of 晋级与评分's 奖项与证书 tab (issue 34) for people to look at, outside `npm test`:
// the awards list, the generation progress, a certificate's history, the award levels and their
// form, the certificate template, and the public verification page (valid and revoked), at 1440
// (and 992) and 390 px, in Chinese and in English. It finalizes an award batch first through the API with the
// browser spec's helper (e2e/support/awards.ts), which moves the test clock, so run it on a fresh
// server started for tests:
//   PORT=8096 DATA_DIR=/tmp/awards-data APP_CAPTCHA=off NODE_ENV=test TEST_CLOCK=1 DEMO_JUDGING=0 node scripts/start.mjs
// Usage: node scripts/awards-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const { awardedEdition } = await import('../e2e/support/awards.ts');

const base = process.argv[2] ?? 'http://127.0.0.1:8096';
const out = process.argv[3] ?? '/tmp/awards-shots';
mkdirSync(out, { recursive: true });

const edition = await awardedEdition(base, { taskName: '成人组初赛评奖' });
const { api } = edition;
// Certificates for two of the three awards, one of them then reissued: the list shows every state.
const listed = await api.call(
  'organiser',
  'GET',
  `/comp/award/list?competitionId=${edition.competitionId}&pageSize=50`,
);
const awardIds = listed.rows.slice(0, 2).map((row) => row.awardId);
const started = await api.call('organiser', 'POST', '/comp/certificate/generate', {
  competitionId: edition.competitionId,
  awardIds,
});
for (let tries = 0; tries < 120; tries += 1) {
  const run = await api.call('organiser', 'GET', `/comp/certificate/run/${started.data.runId}`);
  if (run.data.status !== 'running') break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const certified = await api.call(
  'organiser',
  'GET',
  `/comp/award/list?competitionId=${edition.competitionId}&certified=1&pageSize=50`,
);
const first = certified.rows[0];
const reissued = await api.call('organiser', 'POST', `/comp/certificate/${first.certificateId}/reissue`, {
  reason: '项目名称有误，更正后重新颁发',
});
const second = certified.rows[1];
await api.call('organiser', 'PUT', `/comp/certificate/${second.certificateId}/revoke`, { reason: '获奖项目存在抄袭' });
await api.call('organiser', 'PUT', `/comp/award/level`, {
  levelId: edition.levels.银奖,
  competitionId: edition.competitionId,
  trackId: null,
  name: '银奖',
  kind: 'ranked',
  rankOrder: 2,
  count: 2,
  minScore: 60,
});

const login = await fetch(`${base}/prod-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'organiser', password: 'admin123' }),
});
const { token } = await login.json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const settle = async (page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
};
for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 992, 390]) {
    const size = { viewport: { width, height: width === 390 ? 844 : 900 }, locale };
    const context = await browser.newContext(size);
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    const shot = (name, fullPage = false) =>
      page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`), fullPage });

    await page.goto(`${base}/competition-bak/comp/upgrading?tab=awards`);
    await page.locator('.cbo-awards .ant-table-row').first().waitFor();
    await settle(page);
    await shot('awards-list', true);
    await page
      .locator('.cbo-awards .ant-table-row')
      .filter({ hasText: reissued.data.code })
      .getByRole('button', { name: /更多|More/ })
      .click();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').first().click();
    await page.locator('.ant-drawer .ant-list-item').first().waitFor();
    await settle(page);
    await shot('awards-records');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    // The progress card of a run started from the page (nothing left to draw: the confirmation says so, or a run shows).
    await page.getByRole('button', { name: /生成证书|Generate certificates/ }).click();
    const confirm = page.locator('.ant-modal').filter({ hasText: /获奖记录|awards/ });
    const asked = await confirm
      .waitFor({ timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (asked) {
      await confirm.locator('.ant-btn-primary').click();
      await page.locator('.cbo-awards__run .ant-progress').waitFor();
      await page.waitForTimeout(2500);
      await settle(page);
      await shot('awards-progress');
    }
    await page.getByRole('tab', { name: /奖项设置|Award levels/ }).click();
    await page.locator('.cbo-awards__levels .ant-table-row').first().waitFor();
    await settle(page);
    await shot('awards-levels');
    await page.getByRole('button', { name: /新增奖项|Add award level/ }).click();
    await page
      .locator('.ant-modal')
      .getByText(/专项奖|Special award/)
      .click();
    await settle(page);
    await shot('awards-level-form');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await page.getByRole('tab', { name: /证书模板|Certificate template/ }).click();
    await page.locator('#comp_certificate_template_title').waitFor();
    await settle(page);
    await shot('awards-template', true);
    await context.close();

    const outsider = await browser.newContext(size);
    const visitor = await outsider.newPage();
    const visit = async (code, name) => {
      await visitor.goto(`${base}/competition/verify/${code}?lang=${locale}`);
      await settle(visitor);
      await visitor.screenshot({ path: join(out, `${name}-${width}-${locale}.png`), fullPage: true });
    };
    await visit(reissued.data.code, 'verify-valid');
    await visit(second.certificateCode, 'verify-revoked');
    await visit('ABCDEFGHJKMNPQRS', 'verify-unknown');
    await outsider.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
