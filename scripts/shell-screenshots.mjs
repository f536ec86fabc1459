// Screenshots of the shell for people to look at (issue 30), outside `npm test`: home, the user
// list and its "add" dialog at 1440, 1100 and 390 px, and a few list pages at 1440 and 1280 px, in
// Chinese and in English, from a running
// server (`PORT=8091 DATA_DIR=/tmp/shell-data APP_CAPTCHA=off node scripts/start.mjs`).
// Usage: node scripts/shell-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8091';
const out = process.argv[3] ?? '/tmp/shell-shots';
mkdirSync(out, { recursive: true });
const LIST_PAGES = ['/system/user', '/system/registration', '/system/sponsor', '/monitor/job', '/comp/application'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const login = await fetch(`${base}/prod-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'admin123', code: '', uuid: '' }),
});
const { token } = await login.json();
if (!token) throw new Error('login failed: is the captcha off (APP_CAPTCHA=off)?');

for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 1100, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    const name = (what) => join(out, `${what}-${width}-${locale}.png`);
    await page.goto(`${base}/competition-bak/index`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: name('home'), fullPage: true });
    await page.goto(`${base}/competition-bak/system/user`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.screenshot({ path: name('user-list') });
    await page
      .getByRole('button', { name: /新增|Add/ })
      .first()
      .click();
    await page.locator('.ant-modal, .ant-drawer-content').first().waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: name('user-dialog') });
    await context.close();
  }
  // List pages beside the open sidebar at the widths they must fit (issue 30 item 4).
  for (const width of [1440, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    for (const path of LIST_PAGES) {
      await page.goto(`${base}/competition-bak${path}`);
      await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(out, `list${path.replaceAll('/', '-')}-${width}-${locale}.png`) });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
