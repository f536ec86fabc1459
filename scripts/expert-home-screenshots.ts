// Screenshots of the expert's side (issue 32) for people to look at, outside `npm test`: the home
// page with the expert's open review tasks and the 我的评审 page, at 1440 and 390 px (an expert on a
// phone), in Chinese and in English. It sets a published task up first through the API
// (e2e/support/judging.ts) and saves one draft, so run it on a fresh server:
//   PORT=8131 DATA_DIR=/tmp/expert-home-data APP_CAPTCHA=off DEMO_JUDGING=0 node scripts/start.mjs
// Usage: npx tsx scripts/expert-home-screenshots.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { draftReviewTask, judgingApi, publishTask } from '../e2e/support/judging';

const base = process.argv[2] ?? 'http://127.0.0.1:8131';
const out = process.argv[3] ?? '/tmp/expert-home-shots';
mkdirSync(out, { recursive: true });

const api = judgingApi(base);
const listed = await api.call<Array<{ taskName: string }>>('expert', 'GET', '/comp/scoring/mine/tasks');
if (!listed.data?.some((task) => task.taskName === '成人组初赛网评')) {
  const task = await draftReviewTask(api, { taskName: '成人组初赛网评', size: 3 });
  await publishTask(api, task.taskId);
  // One application opened and saved as a draft, so the counts differ.
  const [first] = task.applications;
  const path = `/comp/scoring/${task.taskId}/${first.applicationId}`;
  await api.call('expert', 'GET', path);
  await api.call('expert', 'POST', `${path}/statement`);
  await api.call('expert', 'PUT', `${path}/sheet`, { items: {} });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages: Array<[string, string]> = [
  ['home', '/index'],
  ['my-review', '/comp/myReview'],
];
for (const locale of ['zh-CN', 'en-US'] as const) {
  // WIDTHS=1280,992 checks other widths.
  for (const width of (process.env.WIDTHS ?? '1440,390').split(',').map(Number)) {
    const context = await browser.newContext({
      locale,
      viewport: { width, height: width < 600 ? 844 : 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(`${base}/competition-bak/login`);
    await page.evaluate((value) => localStorage.setItem('language', value), locale);
    await page.goto(`${base}/competition-bak/login`);
    await page.locator('input').first().fill('expert');
    await page.locator('input[type="password"]').fill('admin123');
    await page.locator('input[type="password"]').press('Enter');
    await page.waitForURL(/\/index$/);
    for (const [name, path] of pages) {
      await page.goto(`${base}/competition-bak${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`), fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
