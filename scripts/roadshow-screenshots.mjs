// Screenshots of the roadshow pages (issue 35) for people to look at, outside `npm test`: the 路演
// tab, a live session's console with its live board (1440 and 390 px), the presenter screen at
// 1920×1080, and the expert's side on a phone (我的评审 with the live banner, the scoring page of
// the current project at 390 px), in Chinese and in English. It sets a live session up through the
// API over the demo's review task in progress with the browser spec's helper
// (e2e/support/roadshow.ts), the project the demo expert has still to score presenting, so run it
// on a fresh server:
//   PORT=8095 DATA_DIR=/tmp/roadshow-data APP_CAPTCHA=off node scripts/start.mjs
// Usage: node scripts/roadshow-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const { judgingApi } = await import('../e2e/support/judging.ts');
const { startRoadshow } = await import('../e2e/support/roadshow.ts');

const base = process.argv[2] ?? 'http://127.0.0.1:8095';
const out = process.argv[3] ?? '/tmp/roadshow-shots';
mkdirSync(out, { recursive: true });

const api = judgingApi(base);
// The demo's task in progress (several experts, sheets submitted, one left to the demo expert).
const tasks = await api.call('organiser', 'GET', '/comp/taskinfo/list?status=in_progress&pageSize=10');
const task = tasks.rows?.[0];
if (!task) throw new Error('no review task in progress: run this on a fresh server with the demo data');
const live = await startRoadshow(api, task, { sessionName: '复赛路演 A 场', seed: 'roadshow-2026-a' });
// The project the demo expert has still to score presents now, so the phone shows an open sheet.
const mine = await api.call('expert', 'GET', `/comp/scoring/mine?taskId=${task.taskId}&pageSize=50`);
const pending = mine.rows?.find((row) => row.sheetStatus !== 'submitted' && row.status !== 'coi_declared');
const current = live.slots.find((slot) => slot.applicationId === pending?.applicationId) ?? live.slots[0];
if (current.slotId !== live.slots[0].slotId) {
  await api.call('organiser', 'POST', `/comp/roadshow/${live.sessionId}/control`, {
    action: 'present',
    slotId: current.slotId,
  });
}
await api.call('expert', 'POST', `/comp/scoring/${task.taskId}/${current.applicationId}/statement`);

async function tokenOf(username) {
  const login = await fetch(`${base}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'admin123' }),
  });
  return (await login.json()).token;
}
const tokens = { organiser: await tokenOf('organiser'), expert: await tokenOf('expert') };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const settle = async (page) => {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForTimeout(1200);
};
async function open(user, locale, viewport) {
  const context = await browser.newContext({ viewport, locale, hasTouch: viewport.width < 992 });
  await context.addCookies([{ name: 'Admin-Token', value: tokens[user], url: base }]);
  await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
  return { context, page: await context.newPage() };
}

for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 390]) {
    const { context, page } = await open('organiser', locale, { width, height: width === 390 ? 844 : 900 });
    const shot = (name, fullPage = false) =>
      page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`), fullPage });
    await page.goto(`${base}/competition-bak/comp/schedule?tab=roadshows`);
    await page.locator('.ant-table-row').first().waitFor();
    await settle(page);
    await shot('roadshow-tab');
    await page.goto(`${base}/competition-bak/schedule/roadshow/${live.sessionId}`);
    await page.locator('.cbo-roadshow-board__total').first().waitFor();
    await settle(page);
    await shot('roadshow-console', true);
    await context.close();
  }

  const presenter = await open('organiser', locale, { width: 1920, height: 1080 });
  await presenter.page.goto(`${base}/competition-bak/schedule/roadshow/${live.sessionId}/presenter`);
  await presenter.page.getByTestId('roadshow-countdown').waitFor();
  await settle(presenter.page);
  await presenter.page.screenshot({ path: join(out, `roadshow-presenter-1920-${locale}.png`) });
  await presenter.context.close();

  const expert = await open('expert', locale, { width: 390, height: 844 });
  await expert.page.goto(`${base}/competition-bak/comp/myReview`);
  await expert.page.locator('.cbo-roadshow-live__banner').waitFor();
  await settle(expert.page);
  await expert.page.screenshot({ path: join(out, `roadshow-expert-banner-390-${locale}.png`) });
  await expert.page.goto(`${base}/competition-bak/taskinfo/role-auth/detail/${current.applicationId}/${task.taskId}`);
  await expert.page.locator('#score-rubric').waitFor();
  await settle(expert.page);
  await expert.page.screenshot({ path: join(out, `roadshow-expert-scoring-390-${locale}.png`) });
  await expert.page.screenshot({ path: join(out, `roadshow-expert-scoring-full-390-${locale}.png`), fullPage: true });
  await expert.context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
