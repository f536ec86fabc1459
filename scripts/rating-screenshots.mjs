// Screenshots of the rating pages (issue 33) for people to look at, outside `npm test`: 评分阅卷's
// results, a receipt drawer, the consistency tab and the configuration drawer, and 晋级与评分, at
// 1440 and 390 px, in Chinese and in English. It sets a task up first through the API with the
// browser spec's helpers (e2e/support/judging.ts: a review group of three applications, three
// experts submitting, the task closed and computed twice), so run it on a fresh server:
//   PORT=8093 DATA_DIR=/tmp/rating-data APP_CAPTCHA=off node scripts/start.mjs
// Usage: node scripts/rating-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const { draftReviewTask, judgingApi, publishTask, submitSheets } = await import('../e2e/support/judging.ts');

const base = process.argv[2] ?? 'http://127.0.0.1:8093';
const out = process.argv[3] ?? '/tmp/rating-shots';
mkdirSync(out, { recursive: true });

const api = judgingApi(base);
const experts = ['expert', 'expert01', 'expert02'];
const shares = { expert: 0.9, expert01: 0.65, expert02: 0.6 };
const task = await draftReviewTask(api, { taskName: '成人组初赛评分', size: 3, experts });
await publishTask(api, task.taskId);
for (const user of experts) {
  await submitSheets(api, user, task.taskId, task.applications, (code) => {
    const position = task.applications.findIndex((application) => application.code === code);
    return shares[user] - position * 0.05;
  });
}
await api.call('organiser', 'POST', `/comp/taskinfo/${task.taskId}/close`);
await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/compute`);
await api.call('organiser', 'PUT', `/comp/rating/stage/${task.stageId}/config`, {
  combine: 'trimmed_mean',
  trim: { k: 1, minN: 5 },
  normalise: { enabled: true, minSheets: 3 },
});
await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/compute`);
await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/verify`);

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
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    const shot = (name) => page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`) });

    await page.goto(`${base}/competition-bak/comp/rating`);
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await shot('rating-results');
    await page
      .getByRole('button', { name: /^(回执|Receipt) / })
      .first()
      .click();
    await page.locator('.cbo-rating__steps li').first().waitFor();
    await settle(page);
    await shot('rating-receipt');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /一致性|Consistency/ }).click();
    await page.locator('.cbo-chart svg').first().waitFor();
    await settle(page);
    await shot('rating-consistency');
    await page.getByRole('button', { name: /评分配置|Configuration/ }).click();
    await page.locator('.cbo-rating__config-form').waitFor();
    await settle(page);
    await shot('rating-config');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /版本|Versions/ }).click();
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await shot('rating-versions');

    await page.goto(`${base}/competition-bak/comp/upgrading`);
    await page.locator('.ant-table-row, .ant-empty').first().waitFor();
    await settle(page);
    await shot('upgrading');
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
