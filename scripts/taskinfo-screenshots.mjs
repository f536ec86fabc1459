// Screenshots of the review task page (任务信息, docs/review-tasks.md#the-page) for people to look
// at, outside `npm test`: the list, the edit drawer, the publish dialog and its plan summary, and a
// task's progress tab, at 1440 and 390 px, in Chinese and in English. It sets the demo edition up
// first through the API (approves the demo applications, groups the adult preliminary, an expert
// group of two drawn experts, a draft task and a task published with k = 3, so some applications
// stay unplaced, and two paper sheets entered for its progress), so run it on a fresh server:
//   PORT=8147 DATA_DIR=/tmp/taskinfo-data APP_CAPTCHA=off DEMO_JUDGING=0 node scripts/start.mjs
// Usage: node scripts/taskinfo-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8147';
const out = process.argv[3] ?? '/tmp/taskinfo-shots';
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

// The demo edition, judged: approved applications grouped in the adult preliminary, one expert group.
const waiting = await call('GET', '/comp/application/list?status=submitted&pageSize=50');
const ids = waiting.rows.map((row) => row.applicationId);
if (ids.length > 0) {
  for (const levelNo of [1, 2])
    await call('PUT', '/comp/audit/decide', { applicationIds: ids, levelNo, decision: 'approve' });
}
const current = (await call('GET', '/comp/competition/list?pageSize=50')).rows.find((row) => row.isCurrent === '1');
const stages = (await call('GET', `/comp/taskinfo/stages?competitionId=${current.competitionId}`)).data;
const stage = stages.find((row) => row.trackName === '成人组' && row.stageKind === 'preliminary');
const stageLabel = `${stage.trackName} · ${stage.stageName}`;
const groupName = '成人组初赛专家一组';
let expertGroup = (await call('GET', `/comp/expertGroup/list?stageId=${stage.stageId}`)).rows.find(
  (row) => row.groupName === groupName,
);
if (!expertGroup) {
  await call('POST', '/comp/grouping/intake', { stageId: stage.stageId });
  await call('POST', '/comp/grouping/auto', { stageId: stage.stageId, by: 'industry', targetSize: 2 });
  await call('POST', '/comp/expertGroup', { stageId: stage.stageId, groupName, capacity: 5 });
  expertGroup = (await call('GET', `/comp/expertGroup/list?stageId=${stage.stageId}`)).rows.find(
    (row) => row.groupName === groupName,
  );
  for (const reviewGroup of (await call('GET', `/comp/grouping/list?stageId=${stage.stageId}&pageSize=50`)).rows) {
    await call('PUT', '/comp/grouping', {
      reviewGroupId: reviewGroup.reviewGroupId,
      groupName: reviewGroup.groupName,
      expertGroupId: expertGroup.expertGroupId,
    });
  }
  await call('POST', `/comp/expertGroup/${expertGroup.expertGroupId}/draw`, {
    count: 2,
    seed: 'screenshots',
    warnReason: '截图演示：已核实无利益关系',
  });
}

// Two tasks: a draft over the first review group, and one over the others published with k = 3
// (two experts: every application lacks one review). The publish answer is the summary shown.
const options = (await call('GET', `/comp/taskinfo/options?stageId=${stage.stageId}`)).data;
const [firstGroup, ...otherGroups] = options.reviewGroups;
const rubricId = options.rubrics[0].rubricId;
const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const tasks = (await call('GET', `/comp/taskinfo/list?stageId=${stage.stageId}&pageSize=50`)).rows;
let summary;
if (tasks.length === 0) {
  const form = (taskName, groups, mode) => ({
    stageId: stage.stageId,
    taskName,
    rubricId,
    groups: groups.map((group) => ({ reviewGroupId: group.reviewGroupId })),
    ...mode,
    dueAt: `${due} 18:00:00`,
  });
  await call(
    'POST',
    '/comp/taskinfo',
    form('初赛补充评审', [firstGroup], { mode: 'two_plus_one', tolerance: 10, toleranceKind: 'points' }),
  );
  const { taskId } = (
    await call('POST', '/comp/taskinfo', form('成人组初赛网评', otherGroups, { mode: 'k_per_application', k: 3 }))
  ).data;
  summary = (await call('POST', `/comp/taskinfo/${taskId}/publish`, { seed: 'demo-2026' })).data;
  // Some progress to draw: paper sheets entered for the experts, one submitted and one a draft.
  const assignments = (await call('GET', `/comp/taskinfo/${taskId}/assignments?pageSize=50`)).rows;
  const items = Object.fromEntries(
    [
      ['innovation', 20],
      ['market', 18],
      ['team', 15],
      ['business_model', 10],
      ['social_value', 10],
    ].map(([code, value]) => [code, { value }]),
  );
  for (const [index, submit] of [
    [0, true],
    [1, false],
  ]) {
    await call('POST', `/comp/scoring/sheet/${assignments[index].assignmentId}/proxy`, {
      items,
      reason: '截图演示：纸质评分表录入',
      submit,
    });
  }
} else {
  throw new Error('run on a fresh server: the tasks exist already');
}
const draft = (await call('GET', `/comp/taskinfo/list?stageId=${stage.stageId}&pageSize=50`)).rows.find(
  (row) => row.status === 'draft',
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const locale of ['zh-CN', 'en-US']) {
  const en = locale === 'en-US';
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale });
    await context.addCookies([{ name: 'Admin-Token', value: token, url: base }]);
    await context.addInitScript((language) => window.localStorage.setItem('language', language), locale);
    const page = await context.newPage();
    // Publishing the draft in the browser would use it up: its publish answers the other task's real plan.
    await page.route(`**/prod-api/comp/taskinfo/${draft.taskId}/publish`, (route) =>
      route.fulfill({ json: { code: 200, msg: '操作成功', data: summary } }),
    );
    const shot = async (name) => {
      await page.waitForLoadState('networkidle');
      // Charts and drawers animate in.
      await page.waitForTimeout(1200);
      await page.screenshot({ path: join(out, `${name}-${width}-${locale}.png`) });
    };
    await page.goto(`${base}/competition-bak/comp/taskinfo`);
    await page.locator('.ant-table-row, .ant-table-placeholder').first().waitFor();
    await page.getByRole('combobox', { name: en ? 'Judging stage' : '评审阶段' }).click();
    await page.locator(`.ant-select-item-option[title="${stageLabel}"]`).click();
    await page.getByText('成人组初赛网评').waitFor();
    await shot('list');

    const draftRow = page.locator('.ant-table-row', { hasText: draft.taskName });
    await draftRow.getByRole('button', { name: en ? /Edit/ : /修\s*改/ }).click();
    await page.locator('#comp_task_form_tolerance').waitFor();
    await shot('drawer');
    await page.locator('.cbo-task__drawer .ant-drawer-body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await shot('drawer-end');
    await page.keyboard.press('Escape');
    await page.locator('.cbo-task__drawer').waitFor({ state: 'hidden' });

    await draftRow.getByRole('button', { name: en ? /Publish/ : /发\s*布/ }).click();
    await page.locator('#comp_task_publish_seed').fill('demo-2026');
    await shot('publish');
    await page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: en ? /Publish/ : /发\s*布/ })
      .click();
    await page.locator('.cbo-task__summary').waitFor();
    await shot('summary');
    await page.locator('.ant-modal-body').evaluate((body) => body.closest('.ant-modal-wrap')?.scrollTo(0, 99_999));
    await shot('summary-end');
    await page.locator('.ant-modal-footer').getByRole('button').click();

    const publishedRow = page.locator('.ant-table-row', { hasText: '成人组初赛网评' });
    await publishedRow.getByRole('button', { name: en ? /Detail/ : /详\s*情/ }).click();
    await page.locator('.cbo-chart svg').first().waitFor();
    await shot('progress');
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
