// Screenshots of saved forms where a track uses them (docs/forms.md, Tracks) for people to look at,
// outside `npm test`: the setup drawer's form picker (the teenage track told of a newer version of
// its form) and the staff application form drawing the adult track's form, first as opened, then
// refused on its required fields, at 1440 and 390 px, in Chinese and in English. It saves a second
// version of the demo teenage form through the API (once), so run it on a throwaway server:
//   PORT=8737 DATA_DIR=/tmp/form-tracks-data APP_CAPTCHA=off node scripts/start.mjs
// Usage: node scripts/form-tracks-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8737';
const out = process.argv[3] ?? '/tmp/form-tracks-shots';
mkdirSync(out, { recursive: true });

const login = await fetch(`${base}/prod-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'admin123', code: '', uuid: '' }),
});
const { token } = await login.json();
if (!token) throw new Error('login failed: is the captcha off (APP_CAPTCHA=off)?');

async function call(method, path, body) {
  const response = await fetch(`${base}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer;
}

// A newer version of the teenage form, so its track shows 有新版本 v2.
const TEEN_FORM = '青少年组附加字段';
const teenForm = (await call('GET', '/flowable/form/formList')).data.find((form) => form.formName === TEEN_FORM);
if (teenForm && teenForm.version === 1) {
  const { data } = await call('GET', `/flowable/form/${teenForm.formId}`);
  const nodes = [...data.formContent.nodes, { id: 'shot_divider', type: 'divider', label: '其他' }];
  await call('PUT', '/flowable/form', {
    formId: data.formId,
    baseVersion: data.version,
    formName: data.formName,
    remark: data.remark,
    formContent: { ...data.formContent, nodes },
  });
}
const EDITION = (await call('GET', '/comp/competition/current/timeline')).data.competitionName;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const settle = (page) => page.waitForTimeout(500);
for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 390]) {
    const height = width === 390 ? 844 : 900;
    // Opened wide (every row action shows), then taken to the width being shot.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();

    await page.goto(`${base}/competition-bak/comp/competition`);
    const row = page.locator('.cbo-crud .ant-table-row', { hasText: EDITION });
    await row.getByRole('button', { name: /赛事设置|Set up/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: /赛事设置：|Set up: / });
    const teen = drawer.locator('.ant-card').first();
    await teen.locator('.cbo-comp-track__form').waitFor();
    await teen.locator('.cbo-comp-track-form__newer').waitFor();
    await page.setViewportSize({ width, height });
    await teen.locator('.cbo-comp-track-form').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await settle(page);
    await page.screenshot({ path: join(out, `track-picker-${width}-${locale}.png`) });
    await teen.getByRole('button', { name: /预\s*览|Preview/ }).click();
    await page.locator('.ant-modal .cbo-form-renderer').waitFor();
    await settle(page);
    await page.screenshot({ path: join(out, `track-preview-${width}-${locale}.png`) });
    await context.close();

    // The application form opened at the width being shot (crossing the phone width remounts the shell).
    const narrow = await browser.newContext({ viewport: { width, height }, locale });
    await narrow.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await narrow.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page2 = await narrow.newPage();
    await shootApplication(page2, width, locale);
    await narrow.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);

async function shootApplication(page, width, locale) {
  await page.goto(`${base}/competition-bak/comp/application`);
  await page
    .locator('.cbo-apply .cbo-crud__buttons')
    .getByRole('button', { name: /新\s*增|Add/ })
    .click();
  const form = page.locator('.ant-drawer').filter({ has: page.locator('.cbo-apply-form__body') });
  await form.waitFor();
  await form.getByText(EDITION).waitFor();
  await form.getByLabel(/^(赛道|Track)$/).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '成人组' }).click();
  const extra = form.locator('.cbo-apply__extra');
  await extra.locator('.ant-form-item').first().waitFor();
  await extra.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await settle(page);
  await page.screenshot({ path: join(out, `application-form-${width}-${locale}.png`) });
  await form.getByRole('button', { name: /确\s*定|OK|Confirm/ }).click();
  await extra.locator('.ant-form-item-explain-error').first().waitFor();
  await extra.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await settle(page);
  await page.screenshot({ path: join(out, `application-refused-${width}-${locale}.png`) });
}
