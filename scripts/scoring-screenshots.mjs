// Screenshots of the expert's scoring page (issue 32, docs/scoring.md) for people to look at,
// outside `npm test`: the statement, the page with a PDF rendered under the watermark, the rubric
// with scores and a required comment, the submit confirmation and the locked sheet, at 1440 px and
// 390 px (an expert on a phone), and at 1280 and 992 px beside the sidebar, in Chinese and in English. It sets the demo edition up first through
// the API (approves the demo applications, groups the adult preliminary, an expert group with the demo
// `expert`, the demo rubric, a published task), so run it on a fresh server:
//   npm run build -w @cbo/web
//   PORT=8097 DATA_DIR=/tmp/scoring-data APP_CAPTCHA=off DEMO_JUDGING=0 node scripts/start.mjs
// Usage: node scripts/scoring-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8097';
const out = process.argv[3] ?? '/tmp/scoring-shots';
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
function caller(token) {
  return async (method, path, body) => {
    const response = await fetch(`${base}/prod-api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.msg}`);
    return answer;
  };
}
const adminToken = await tokenOf('admin');
const call = caller(adminToken);

// The expert role scores (comp:taskinfo:edit), if the seed does not grant it yet.
const expertRole = (await call('GET', '/system/role/list?roleKey=expert&pageSize=10')).rows.find(
  (row) => row.roleKey === 'expert',
);
const scoringMenu = (await call('GET', '/system/menu/list')).data.find((menu) => menu.perms === 'comp:taskinfo:edit');
const roleMenus = await call('GET', `/system/menu/roleMenuTreeselect/${expertRole.roleId}`);
if (!roleMenus.checkedKeys.includes(scoringMenu.menuId)) {
  await call('PUT', '/system/role', {
    roleId: expertRole.roleId,
    roleName: expertRole.roleName,
    roleKey: expertRole.roleKey,
    roleSort: expertRole.roleSort,
    status: expertRole.status,
    menuIds: [...roleMenus.checkedKeys, scoringMenu.menuId],
    menuCheckStrictly: true,
    deptCheckStrictly: true,
  });
}

// The demo edition, judged: approved applications grouped in the adult preliminary.
const waiting = await call('GET', '/comp/application/list?status=submitted&pageSize=50');
const ids = waiting.rows.map((row) => row.applicationId);
if (ids.length > 0) {
  for (const levelNo of [1, 2])
    await call('PUT', '/comp/audit/decide', { applicationIds: ids, levelNo, decision: 'approve' });
}
const current = (await call('GET', '/comp/competition/list?pageSize=50')).rows.find((row) => row.isCurrent === '1');
const stages = (await call('GET', `/comp/grouping/stages?competitionId=${current.competitionId}`)).data;
const stage = stages.find((row) => row.trackName === '成人组' && row.stageKind === 'preliminary');
const taskName = '成人组初赛网评';
let task = (await call('GET', `/comp/taskinfo/list?stageId=${stage.stageId}&pageSize=50`)).rows.find(
  (row) => row.taskName === taskName,
);
if (!task) {
  await call('POST', '/comp/grouping/intake', { stageId: stage.stageId });
  await call('POST', '/comp/grouping/auto', { stageId: stage.stageId, by: 'industry', targetSize: 3 });
  const groupName = '成人组初赛评分组';
  await call('POST', '/comp/expertGroup', { stageId: stage.stageId, groupName, capacity: 5 });
  const group = (await call('GET', `/comp/expertGroup/list?stageId=${stage.stageId}`)).rows.find(
    (row) => row.groupName === groupName,
  );
  const reviewGroups = (await call('GET', `/comp/grouping/list?stageId=${stage.stageId}&pageSize=50`)).rows;
  for (const reviewGroup of reviewGroups) {
    await call('PUT', '/comp/grouping', {
      reviewGroupId: reviewGroup.reviewGroupId,
      groupName: reviewGroup.groupName,
      expertGroupId: group.expertGroupId,
    });
  }
  const expert = (await call('GET', '/comp/expert/list?nickName=expert&pageSize=50')).rows.find(
    (row) => row.userName === 'expert',
  );
  await call('POST', `/comp/expertGroup/${group.expertGroupId}/members`, {
    experts: [{ expertId: expert.expertId, reason: '截图演示：已核实无利益关系' }],
  });
  let rubric = (await call('GET', `/comp/rubric/list?stageId=${stage.stageId}&pageSize=10`)).rows[0];
  if (!rubric) throw new Error('the demo edition has no rubric for the adult preliminary');
  const added = await call('POST', '/comp/taskinfo', {
    stageId: stage.stageId,
    taskName,
    rubricId: rubric.rubricId,
    groups: reviewGroups.map((row) => ({ reviewGroupId: row.reviewGroupId, expertGroupId: group.expertGroupId })),
    mode: 'all_in_group',
    dueAt: '2099-12-31 18:00:00',
    blind: { names: true, organisations: true, members: true, fileNames: false },
    allowDownload: true,
    lockOnSubmit: true,
  });
  await call('POST', `/comp/taskinfo/${added.data.taskId}/publish`, { seed: 'screenshots' });
  task = { taskId: added.data.taskId };
  rubric = null;
}

// The expert's queue: the first application is scored (a draft with a comment), the second is
// left unopened for the statement.
const expertToken = await tokenOf('expert');
const asExpert = caller(expertToken);
const mine = (await asExpert('GET', `/comp/scoring/mine?taskId=${task.taskId}&pageSize=50`)).rows;
if (mine.length < 2) throw new Error(`the demo expert has ${mine.length} assignment(s) in the task`);
const [first, second, third] = mine;
const scoring = (row) => `/comp/scoring/${row.taskId}/${row.applicationId}`;
const view = (await asExpert('GET', scoring(first))).data;
await asExpert('POST', `${scoring(first)}/statement`);
// The first one's draft, set again before each screenshot run (the page autosaves what it types):
// every criterion scored, the second one low enough to need a comment that is not written yet.
const onStep = (c, share) => {
  const raw = c.min + (c.max - c.min) * share;
  return Math.round((raw - ((raw - c.min) % c.step)) * 100) / 100;
};
const c2 = view.rubric.criteria[1];
const resetDraft = () =>
  asExpert('PUT', `${scoring(first)}/sheet`, {
    items: Object.fromEntries(
      view.rubric.criteria.map((c, index) => [
        c.code,
        { value: index === 1 ? c.min + c.step * 2 : onStep(c, index === 0 ? 0.9 : 0.7), comment: '' },
      ]),
    ),
    overallComment: '',
    timeSpent: 60,
  });
if (third) {
  // A submitted (locked) one.
  await asExpert('POST', `${scoring(third)}/statement`);
  const rubric = (await asExpert('GET', scoring(third))).data.rubric.criteria;
  const items = Object.fromEntries(
    rubric.map((c) => [c.code, { value: c.max - ((c.max - c.min) % c.step) - c.step, comment: '方案完整，论证充分' }]),
  );
  await asExpert('POST', `${scoring(third)}/submit`, { items, overallComment: '整体较好' }).catch(() => undefined);
}
const path = (row) => `/competition-bak/taskinfo/role-auth/detail/${row.applicationId}/${row.taskId}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const problems = [];
for (const locale of ['zh-CN', 'en-US']) {
  for (const width of [1440, 1280, 992, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 390 ? 844 : 900 },
      deviceScaleFactor: width === 390 ? 2 : 1,
      locale,
    });
    await context.addCookies([{ name: 'Admin-Token', value: expertToken, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    await resetDraft();
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${locale} ${width}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${locale} ${width}: ${message.text()}`);
    });
    const name = (what) => join(out, `scoring-${what}-${width}-${locale}.png`);

    // The statement on first opening (only the first context sees it: it is confirmed after).
    await page.goto(`${base}${path(second)}`);
    await page.locator('.ant-modal').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: name('statement') });

    // The page with the PDF rendered.
    await page.goto(`${base}${path(first)}`);
    await page.locator('.cbo-score__page canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: name('page') });
    await page.screenshot({ path: name('page-full'), fullPage: true });
    // The rubric, scrolled into view, with the comment its low score asks for.
    await page.locator('.cbo-score__criteria').scrollIntoViewIfNeeded();
    await page.locator('.cbo-score__criterion').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: name('rubric') });
    // Submit without the required comment: the problems are shown on the fields.
    await page.getByRole('button', { name: /提交评分|Submit scores/ }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: name('problems') });
    // With the comment written, the confirmation names the total (cancelled: the data stays as it is).
    await page
      .getByRole('textbox', { name: `${c2.name}评语` })
      .or(page.getByRole('textbox', { name: `Comment on ${c2.name}` }))
      .fill('市场分析不足');
    await page.getByRole('button', { name: /提交评分|Submit scores/ }).click();
    await page.locator('.ant-modal-confirm').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: name('confirm') });
    await page.getByRole('button', { name: /取\s*消|Cancel/ }).click();

    if (third) {
      await page.goto(`${base}${path(third)}`);
      await page.locator('.cbo-score__notices').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: name('locked') });
    }
    await context.close();
  }
}
await browser.close();
if (problems.length) console.log(`page errors:\n${[...new Set(problems)].join('\n')}`);
console.log(`screenshots in ${out}`);
