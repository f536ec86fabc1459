// Screenshots of 晋级与评分 › 晋级批次 (issue 34) for people to look at, outside `npm test`: the
// batches list, the 新建批次 drawer with its what-if (N raised from the saved 1 to 2, one code
// moving in) and a batch's detail with a cap's displacement and an override, at 1440 and 390 px, in
// Chinese and in English. It drafts on the demo's computed stage (or sets a computed task up first
// with the browser spec's helpers, e2e/support/judging.ts), saves the stage rule and drafts a batch
// through the API, so run it on a fresh server:
//   PORT=8094 DATA_DIR=/tmp/promotion-data APP_CAPTCHA=off node scripts/start.mjs
// Usage: node scripts/promotion-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const { draftReviewTask, judgingApi, publishTask, submitSheets } = await import('../e2e/support/judging.ts');

const base = process.argv[2] ?? 'http://127.0.0.1:8094';
const out = process.argv[3] ?? '/tmp/promotion-shots';
mkdirSync(out, { recursive: true });

const api = judgingApi(base);

/** The stage to draft on: the demo's computed adult preliminary, else one set up like the browser spec. */
async function computedStage() {
  const tasks = await api.call('organiser', 'GET', '/comp/rating/tasks?pageSize=100');
  const computed = tasks.rows.find((task) => task.latest && !task.latest.provisional);
  if (computed) return computed.stageId;
  const experts = ['expert', 'expert01', 'expert02'];
  const task = await draftReviewTask(api, { taskName: '成人组初赛晋级评审', size: 3, experts });
  await publishTask(api, task.taskId);
  const codes = task.applications.map((application) => application.code);
  for (const user of experts) {
    await submitSheets(api, user, task.taskId, task.applications, (code) => 0.85 - codes.indexOf(code) * 0.1);
  }
  await api.call('organiser', 'POST', `/comp/taskinfo/${task.taskId}/close`);
  await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/compute`);
  return task.stageId;
}

const stageId = await computedStage();
await api.call('organiser', 'PUT', `/comp/upgrading/rule/${stageId}?purpose=promotion`, { method: 'top_n', n: 1 });
// At most one per organisation: the second of an organisation is displaced by the cap.
const drafted = await api.call('organiser', 'POST', '/comp/upgrading/batch', {
  stageId,
  purpose: 'promotion',
  title: '成人组初赛晋级名单',
  rule: { method: 'top_n', n: 2, caps: { perOrganisation: 1 } },
});
const batchId = drafted.data.batchId;
const decisions = await api.call('organiser', 'GET', `/comp/upgrading/batch/${batchId}/decisions?pageSize=50`);
const last = decisions.rows.at(-1);
if (last?.decisionId) {
  await api.call('organiser', 'PUT', `/comp/upgrading/batch/${batchId}/decision/${last.decisionId}`, {
    result: 'promoted',
    reason: '复核后确认成绩有误，改为晋级',
  });
}

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
  await page.waitForTimeout(500);
};
for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    const shot = (name, fullPage = false) =>
      page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`), fullPage });

    await page.goto(`${base}/competition-bak/comp/upgrading?tab=batches`);
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await shot('promotion-batches');

    await page.getByRole('button', { name: /新建批次|New batch/ }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('#comp_promotion_rule_n').waitFor();
    await settle(page);
    await drawer.locator('#comp_promotion_rule_n').fill('2');
    await drawer.locator('.ant-tag-green').first().waitFor();
    await settle(page);
    await shot('promotion-draft');
    await page.keyboard.press('Escape');
    await settle(page);

    await page
      .getByRole('button', { name: /详情|Details/ })
      .first()
      .click();
    await page.locator('.ant-drawer-open .ant-descriptions').waitFor();
    await page.locator('.ant-drawer-open .ant-table-row').first().waitFor();
    await settle(page);
    await shot('promotion-detail');
    await page.getByRole('tab', { name: /历史|History/ }).click();
    await page.locator('.ant-timeline').waitFor();
    await settle(page);
    await shot('promotion-history');
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
