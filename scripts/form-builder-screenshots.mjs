// Screenshots of 表单构建 (docs/form-builder.md) for people to look at, outside `npm test`: a small
// form built in the page (a row with two fields, a select, a required text with a rule, a divider)
// at 1440 and 390 px in Chinese and in English: the three panes with a field selected, the palette
// and properties drawers on a phone, the preview refusing an empty required field, and the JSON.
// Run it against a server with the built app, captcha off:
//   PORT=8741 DATA_DIR=/tmp/fb-data APP_CAPTCHA=off node scripts/start.mjs
// Usage: node scripts/form-builder-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8741';
const out = process.argv[3] ?? '/tmp/form-builder-shots';
mkdirSync(out, { recursive: true });

const login = await fetch(`${base}/prod-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'organiser', password: 'admin123', code: '', uuid: '' }),
});
const { token } = await login.json();
if (!token) throw new Error('login failed: is the captcha off (APP_CAPTCHA=off)?');

const TEXTS = {
  'zh-CN': { input: '单行文本', select: '下拉选择', row: '栅格行', divider: '分割线', date: '日期', label: '标签' },
  'en-US': { input: 'Text', select: 'Select', row: 'Grid row', divider: 'Divider', date: 'Date', label: 'Label' },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** Builds the sample form on a desktop page: palette clicks, then a few properties. */
async function buildForm(page, text, mobile) {
  const palette = async (name) => {
    if (mobile) await page.getByRole('button', { name: /组件|Fields/ }).click();
    await page.getByRole('button', { name, exact: true }).first().click();
    await page.waitForTimeout(300);
  };
  await palette(text.input);
  await palette(text.select);
  await palette(text.divider);
  await palette(text.date);
}

for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 390]) {
    const mobile = width < 992;
    const text = TEXTS[locale];
    const context = await browser.newContext({ viewport: { width, height: mobile ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    await page.goto(`${base}/competition-bak/tool/build/index`);
    await page.locator('.form-builder__canvas').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `empty-${width}-${locale}.png`) });

    await buildForm(page, text, mobile);
    // Select the text field and make it required with a rule.
    await page.locator('.form-builder__node').first().click();
    if (mobile) await page.getByRole('button', { name: /属性|Properties/ }).click();
    const props = page.locator('.form-builder__props');
    await props
      .getByLabel(locale === 'zh-CN' ? '标签' : 'Label', { exact: true })
      .fill(locale === 'zh-CN' ? '项目名称' : 'Project name');
    await props.getByRole('switch').first().click();
    await props.getByRole('button', { name: /添加规则|Add a rule/ }).click();
    await props.getByLabel(locale === 'zh-CN' ? '最大' : 'Max', { exact: true }).fill('30');
    await page.waitForTimeout(400);
    await page.screenshot({
      path: join(out, `${mobile ? 'properties' : 'builder'}-${width}-${locale}.png`),
      fullPage: !mobile,
    });
    if (mobile) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: /组件|Fields/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `palette-${width}-${locale}.png`) });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `canvas-${width}-${locale}.png`), fullPage: true });
    }

    // A row with the select moved into it would need a drag; a row of its own and the select's
    // options editor and condition show the remaining panels.
    if (!mobile) {
      await page.getByRole('button', { name: text.row, exact: true }).first().click();
      await page.locator('.form-builder__node').nth(1).click();
      await props.getByRole('button', { name: /添加选项|Add option/ }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `options-${width}-${locale}.png`), fullPage: true });
    }

    await page.getByRole('button', { name: /预览|Preview/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /提\s*交|Submit/ }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `preview-${width}-${locale}.png`) });
    await dialog.getByRole('button', { name: /close|关闭/i }).click();
    await page.waitForTimeout(400);

    await page.getByRole('button', { name: 'JSON' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(out, `json-${width}-${locale}.png`) });
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
