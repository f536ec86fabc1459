// Screenshots of 报告 (docs/reports-page.md) for people to look at, outside `npm test`: the list at
// 1440 and 390 px in Chinese and in English with done rows and a running one, the generate modal,
// and the first page of a generated final report PDF (pdftoppm). It generates through the API a
// final report, and the stage result and judge consistency reports of the demo judging round's
// computed task, so run it on a fresh server with the demo round (the default):
//   PORT=8735 DATA_DIR=/tmp/report-data APP_CAPTCHA=off node scripts/start.mjs
// A real generation ends within a second or two, too soon to be caught running: the running row is
// therefore added by the script to the list's answer in the browser (a copy of the newest row,
// 2/4 at the PDF step); every other row is the server's.
// Usage: node scripts/report-screenshots.mjs [baseUrl] [outDir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8735';
const out = process.argv[3] ?? '/tmp/report-shots';
mkdirSync(out, { recursive: true });

async function tokenOf(username) {
  const login = await fetch(`${base}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'admin123', code: '', uuid: '' }),
  });
  const { token } = await login.json();
  if (!token) throw new Error('login failed: is the captcha off (APP_CAPTCHA=off)?');
  return token;
}
const token = await tokenOf('organiser');
const headers = { authorization: `Bearer ${token}` };
async function call(method, path, body) {
  const response = await fetch(`${base}/prod-api${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer;
}

/** Starts a report and waits for it to finish; answers the finished row. */
async function generate(competitionId, params) {
  const started = await call('POST', '/comp/report', { competitionId, params });
  for (let tries = 0; tries < 240; tries++) {
    const { data } = await call('GET', `/comp/report/${started.data.reportId}`);
    if (data.status !== 'running') return data;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`report ${started.data.reportId} still running`);
}

const edition = (await call('GET', '/comp/competition/current/timeline')).data;
const competitionId = edition.competitionId;
const sources = (await call('GET', `/comp/report/sources?competitionId=${competitionId}`)).data;
const task = sources.tasks.find((row) => row.status === 'closed') ?? sources.tasks[0];
if (task) {
  await generate(competitionId, { kind: 'stage_result', stageId: task.stageId });
  const judges = await generate(competitionId, { kind: 'judge_consistency', taskId: task.taskId });
  if (judges.status === 'failed') console.log(`judge consistency failed: ${judges.error}`);
}
const final = await generate(competitionId, { kind: 'final_report' });
if (final.status !== 'done') throw new Error(`the final report failed: ${final.error}`);

// The final report's first page, as a person opening the PDF sees it.
const pdf = await fetch(`${base}/prod-api/comp/report/${final.reportId}/file/pdf`, { headers });
const pdfPath = join(out, 'final-report.pdf');
writeFileSync(pdfPath, Buffer.from(await pdf.arrayBuffer()));
execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, join(out, 'final-report-page')]);

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
    // The running row (see the top of this file).
    await page.route('**/prod-api/comp/report/list**', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      const [newest] = answer.rows ?? [];
      if (newest) {
        answer.rows.unshift({
          ...newest,
          reportId: newest.reportId + 1000,
          status: 'running',
          done: 2,
          total: 4,
          step: 'pdf',
          dataHash: null,
          xlsxSize: null,
          pdfSize: null,
          finishedAt: null,
        });
        answer.total += 1;
      }
      await route.fulfill({ response, json: answer });
    });
    await page.goto(`${base}/competition-bak/comp/report`);
    await page.locator('.cbo-report .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `list-${width}-${locale}.png`) });
    await page.unroute('**/prod-api/comp/report/list**');

    await page
      .getByRole('toolbar')
      .getByRole('button', { name: /生成报告|Generate report/ })
      .click();
    await page.locator('.cbo-report__modal').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `generate-${width}-${locale}.png`) });
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
