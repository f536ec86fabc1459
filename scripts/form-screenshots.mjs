// Screenshots of 表单配置 (flowable/form/index, docs/form-render.md) for people to look at, outside
// `npm test`: the list, the versions drawer and a preview (first empty, then submitted: the page's and the server's
// verdicts) at 1440 and 390 px, in Chinese and in English. It saves one sample form through the API
// (kept when it exists), so run it on a throwaway server:
//   PORT=8736 DATA_DIR=/tmp/form-data APP_CAPTCHA=off node scripts/start.mjs
// Usage: node scripts/form-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8736';
const out = process.argv[3] ?? '/tmp/form-shots';
mkdirSync(out, { recursive: true });

const login = await fetch(`${base}/prod-api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'organiser', password: 'admin123', code: '', uuid: '' }),
});
const { token } = await login.json();
if (!token) throw new Error('login failed: is the captcha off (APP_CAPTCHA=off)?');

const SAMPLE = '创业项目补充信息（示例）';
const options = (...pairs) => ({ source: 'static', items: pairs.map(([value, label]) => ({ value, label })) });
const sample = {
  schemaVersion: 1,
  config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
  nodes: [
    { id: 'd1', type: 'divider', label: '学校与团队' },
    {
      id: 'r1',
      type: 'row',
      gutter: 16,
      columns: [
        {
          id: 'c1',
          span: 12,
          children: [
            {
              id: 'f1',
              type: 'input',
              name: 'school',
              label: '学校',
              required: true,
              help: '填写学校全称',
              rules: [{ kind: 'length', min: 2, max: 30 }],
            },
          ],
        },
        {
          id: 'c2',
          span: 12,
          children: [
            {
              id: 'f2',
              type: 'select',
              name: 'stage',
              label: '项目阶段',
              required: true,
              options: options(['idea', '创意'], ['seed', '种子期'], ['growth', '成长期']),
            },
          ],
        },
      ],
    },
    { id: 'f3', type: 'radio', name: 'hasTeam', label: '是否组队', options: options(['yes', '是'], ['no', '否']) },
    {
      id: 'f4',
      type: 'number',
      name: 'members',
      label: '团队人数',
      span: 12,
      required: true,
      visibleWhen: { field: 'hasTeam', op: 'eq', value: 'yes' },
      rules: [{ kind: 'range', min: 2, max: 15, message: '团队人数须在2到15人之间' }],
    },
    {
      id: 'f5',
      type: 'checkbox',
      name: 'fields',
      label: '所属领域',
      options: options(['agri', '农业'], ['med', '医疗'], ['edu', '教育']),
    },
    { id: 'f6', type: 'dateRange', name: 'period', label: '项目周期', span: 12 },
    { id: 'f7', type: 'switch', name: 'consent', label: '同意公开项目简介', span: 12 },
    { id: 'f8', type: 'textarea', name: 'intro', label: '项目简介', rows: 3, rules: [{ kind: 'length', max: 500 }] },
  ],
};

async function call(method, path, body) {
  const response = await fetch(`${base}/prod-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}
const existing = await call('GET', `/flowable/form/list?formName=${encodeURIComponent(SAMPLE)}`);
if (!existing.rows?.length) {
  // Version 1 without the last field, then the whole sample as version 2 (the versions drawer).
  const first = { ...sample, nodes: sample.nodes.slice(0, -1) };
  const saved = await call('POST', '/flowable/form', { formName: SAMPLE, formContent: first, remark: '截图示例' });
  if (saved.code !== 200) throw new Error(`saving the sample form: ${saved.msg}`);
  const edited = await call('PUT', '/flowable/form', {
    formId: saved.data.formId,
    baseVersion: saved.data.version,
    formName: SAMPLE,
    formContent: sample,
    remark: '截图示例',
  });
  if (edited.code !== 200) throw new Error(`saving the sample's second version: ${edited.msg}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    await page.goto(`${base}/competition-bak/flowable/form`);
    const row = page.locator('.ant-table-row', { hasText: SAMPLE });
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `list-${width}-${locale}.png`) });

    await row.getByRole('button', { name: /版本|Versions/ }).click();
    const drawer = page.locator('.cbo-form-versions');
    await drawer.locator('.ant-table-row').nth(1).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `versions-${width}-${locale}.png`) });
    await drawer
      .getByRole('button', { name: /close|关闭/i })
      .first()
      .click();
    await drawer.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: /预览|Preview/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/学校/).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `preview-${width}-${locale}.png`) });

    await dialog.getByRole('button', { name: /提\s*交|Submit/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `preview-refused-${width}-${locale}.png`) });

    await dialog.getByLabel(/学校/).fill('天河第一中学');
    await dialog.getByLabel(/项目阶段/).click();
    await page.locator('.ant-select-dropdown').getByText('种子期').click();
    await dialog.getByLabel('是', { exact: true }).check();
    await dialog.getByLabel(/团队人数/).fill('5');
    await dialog.getByRole('button', { name: /提\s*交|Submit/ }).click();
    await dialog.locator('.cbo-form-preview__json').waitFor();
    await page.waitForTimeout(600);
    await dialog.locator('.cbo-form-preview__json').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(out, `preview-submitted-${width}-${locale}.png`) });
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
