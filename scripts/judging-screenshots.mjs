// Screenshots of the judging pages (issues 31-32) for people to look at, outside `npm test`: the
// expert pool, project groups, expert groups, an expert group's members page with its add dialog,
// and rubrics, at 1440, 992 and 390 px, in Chinese and in English. It sets the demo edition up first
// through the API (approves the demo applications, groups the adult preliminary, creates an expert
// group with two members), so run it on a fresh server:
//   PORT=8092 DATA_DIR=/tmp/judging-data APP_CAPTCHA=off DEMO_JUDGING=0 node scripts/start.mjs
// Usage: node scripts/judging-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8092';
const out = process.argv[3] ?? '/tmp/judging-shots';
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
const token = await tokenOf('admin');
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

// The demo edition, judged: approved applications grouped in the adult preliminary, one expert group.
const waiting = await call('GET', '/comp/application/list?status=submitted&pageSize=50');
const ids = waiting.rows.map((row) => row.applicationId);
if (ids.length > 0) {
  for (const levelNo of [1, 2])
    await call('PUT', '/comp/audit/decide', { applicationIds: ids, levelNo, decision: 'approve' });
}
const current = (await call('GET', '/comp/competition/list?pageSize=50')).rows.find((row) => row.isCurrent === '1');
const stages = (await call('GET', `/comp/grouping/stages?competitionId=${current.competitionId}`)).data;
const stage = stages.find((row) => row.trackName === '成人组' && row.stageKind === 'preliminary');
await call('POST', '/comp/grouping/intake', { stageId: stage.stageId });
await call('POST', '/comp/grouping/auto', { stageId: stage.stageId, by: 'industry', targetSize: 2 });
const groupName = '成人组初赛专家一组';
let group = (await call('GET', `/comp/expertGroup/list?stageId=${stage.stageId}`)).rows.find(
  (row) => row.groupName === groupName,
);
if (!group) {
  await call('POST', '/comp/expertGroup', { stageId: stage.stageId, groupName, capacity: 5 });
  group = (await call('GET', `/comp/expertGroup/list?stageId=${stage.stageId}`)).rows.find(
    (row) => row.groupName === groupName,
  );
  for (const reviewGroup of (await call('GET', `/comp/grouping/list?stageId=${stage.stageId}&pageSize=50`)).rows) {
    await call('PUT', '/comp/grouping', {
      reviewGroupId: reviewGroup.reviewGroupId,
      groupName: reviewGroup.groupName,
      expertGroupId: group.expertGroupId,
    });
  }
  await call('POST', `/comp/expertGroup/${group.expertGroupId}/draw`, {
    count: 2,
    seed: 'screenshots',
    warnReason: '截图演示：已核实无利益关系',
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages = [
  ['expert', '/comp/expert'],
  ['grouping', '/comp/grouping'],
  ['expert-group', '/comp/expertGroup'],
  ['members', `/grouping/role-auth/user/${group.expertGroupId}`],
  ['rubric', '/comp/rubric'],
];
for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 992, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${base}/competition-bak${path}`);
      await page.locator('.ant-table-row, .ant-table-placeholder, .ant-empty').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`) });
    }
    // The members page's add dialog, with the candidates' conflict checks.
    await page.goto(`${base}/competition-bak/grouping/role-auth/user/${group.expertGroupId}`);
    await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    await page
      .getByRole('button', { name: /添加专家|Add experts/ })
      .first()
      .click();
    await page.locator('.ant-modal .ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(out, `members-add-${width}-${locale}.png`) });
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
