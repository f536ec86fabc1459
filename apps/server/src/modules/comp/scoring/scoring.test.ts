import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { applicationIn, callEn, idNumberOf, type Method } from '../../../../test/coi-fixtures';
import { multipartBody } from '../../../../test/multipart';
import { grantScoring, insertScoringTask, type ScoringTask, userIdOf } from '../../../../test/scoring-fixtures';
import { storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';

// Scoring (docs/scoring.md): own assignments only, blind masking on the server, the statement,
// sheet validation, lock and unlock, paper entry, offline import, and the HMAC chain verify.

let t: TestApp;
let admin: string;
let expert: string;
let other: string;
let expertId: number;
let otherId: number;
let blindTask: ScoringTask;
let openTask: ScoringTask;
const apps: Record<'a1' | 'a2' | 'a3', { id: number; code: string }> = {
  a1: { id: 0, code: '' },
  a2: { id: 0, code: '' },
  a3: { id: 0, code: '' },
};
const FILE = '/profile/upload/2026/11/01/秘密商业计划_ab12cd34ef56ab78.pdf';

const call = (token: string, method: Method, path: string, payload?: object) => callEn(t, token, method, path, payload);
const scoring = (taskId: number, applicationId: number, tail = '') => `/comp/scoring/${taskId}/${applicationId}${tail}`;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  const [org] = await rows<{ id: number }>(
    t.database,
    sql`select org_id::int as id from comp_organisation where org_name = '广州市天河区第一中学'`,
  );
  apps.a1 = await applicationIn(t, admin, {
    regionCode: REGION_CODES.tianhe,
    seq: '71',
    orgId: org.id,
    members: [{ name: '成员甲乙', idNumber: idNumberOf('44010619950101', '72') }],
    mentors: [{ name: '导师丙丁' }],
  });
  apps.a2 = await applicationIn(t, admin, { regionCode: REGION_CODES.tianhe, seq: '73' });
  apps.a3 = await applicationIn(t, admin, { regionCode: REGION_CODES.nanshan, seq: '74' });
  await t.database
    .exec()
    .execute(sql`update comp_application set project_name = '绝密项目名称', leader_name = '队长戊己',
      attachments = ${JSON.stringify([{ kind: 'plan', path: FILE, fileName: '秘密商业计划.pdf' }])}::jsonb
      where application_id = ${apps.a1.id}`);
  storeUpload(t.dataDir, FILE);
  await grantScoring(t);
  expertId = await userIdOf(t.database, 'expert');
  otherId = await userIdOf(t.database, 'expert01');
  await t.database
    .exec()
    .execute(sql`insert into sys_user_role (user_id, role_id) values (${otherId}, 4) on conflict do nothing`);
  expert = await loginAs(t.app, 'expert');
  other = await loginAs(t.app, 'expert01');
  blindTask = await insertScoringTask(t.database, {
    taskName: '盲评任务',
    applicationIds: [apps.a1.id, apps.a2.id],
    userIds: [expertId],
    blind: { names: true, organisations: true, members: true, fileNames: true },
  });
  // expert01 judges a3 in the same task; the expert's own a3 assignment was voided.
  const extra = await insertScoringTask(t.database, { taskName: '占位', applicationIds: [], userIds: [] });
  await t.database.exec().execute(sql`
    insert into comp_review_assignment (task_id, application_id, user_id, review_group_id, method, status)
    values (${blindTask.taskId}, ${apps.a3.id}, ${otherId}, ${blindTask.reviewGroupId}, 'all', 'assigned'),
           (${blindTask.taskId}, ${apps.a3.id}, ${expertId}, ${blindTask.reviewGroupId}, 'all', 'voided')`);
  expect(extra.taskId).toBeGreaterThan(0);
  openTask = await insertScoringTask(t.database, {
    taskName: '公开任务',
    applicationIds: [apps.a1.id],
    userIds: [expertId],
    allowDownload: true,
    lockOnSubmit: true,
  });
});
afterAll(() => t.close());

const assignmentOf = async (taskId: number, applicationId: number, userId: number) => {
  const [row] = await rows<{ id: number }>(
    t.database,
    sql`select assignment_id::int as id from comp_review_assignment
        where task_id = ${taskId} and application_id = ${applicationId} and user_id = ${userId} and status <> 'voided'`,
  );
  return row.id;
};

describe("the expert's queue", () => {
  it('lists only the caller’s own live assignments, without project names on a blind task', async () => {
    const mine = await call(expert, 'GET', `/comp/scoring/mine?taskId=${blindTask.taskId}`);
    expect(mine.code).toBe(200);
    expect(mine.rows.map((row: { applicationCode: string }) => row.applicationCode).sort()).toEqual(
      [apps.a1.code, apps.a2.code].sort(),
    );
    expect(mine.rows.every((row: { projectName: string | null }) => row.projectName === null)).toBe(true);
    const others = await call(other, 'GET', '/comp/scoring/mine');
    expect(others.rows.map((row: { applicationCode: string }) => row.applicationCode)).toEqual([apps.a3.code]);
    const tasks = await call(expert, 'GET', '/comp/scoring/mine/tasks');
    const blind = tasks.data.find((task: { taskId: number }) => task.taskId === blindTask.taskId);
    expect(blind).toMatchObject({ assigned: 2, notStarted: 2, draft: 0, submitted: 0, overdue: false });
    const [stage] = await rows<{ stageName: string; trackName: string | null }>(
      t.database,
      sql`select s.stage_name as "stageName", tr.track_name as "trackName" from comp_review_task k
          join comp_stage s using (stage_id) left join comp_track tr on tr.track_id = s.track_id
          where k.task_id = ${blindTask.taskId}`,
    );
    expect(blind).toMatchObject({ ...stage, nextApplicationId: apps.a1.id });
  });

  it('names the application to continue with on the home: the first of the queue not yet submitted', async () => {
    const queue = await insertScoringTask(t.database, {
      taskName: '续评任务',
      applicationIds: [apps.a1.id, apps.a2.id],
      userIds: [expertId],
    });
    const next = async () =>
      (await call(expert, 'GET', '/comp/scoring/mine/tasks')).data.find(
        (task: { taskId: number }) => task.taskId === queue.taskId,
      );
    const submit = (applicationId: number) =>
      t.database
        .exec()
        .execute(
          sql`update comp_review_assignment set status = 'submitted' where assignment_id = ${queue.assignments.get(`${expertId}:${applicationId}`)}`,
        );
    expect(await next()).toMatchObject({ nextApplicationId: apps.a1.id, submitted: 0 });
    await submit(apps.a1.id);
    expect(await next()).toMatchObject({ nextApplicationId: apps.a2.id, submitted: 1 });
    await submit(apps.a2.id);
    expect(await next()).toMatchObject({ nextApplicationId: null, submitted: 2 });
    await t.database.exec().execute(sql`update comp_review_task set status = 'closed' where task_id = ${queue.taskId}`);
    expect(await next()).toBeUndefined();
  });
});

describe('IDOR', () => {
  it('refuses every expert route on another expert’s, an unassigned or a voided assignment with 403', async () => {
    const targets = [
      [expert, blindTask.taskId, apps.a3.id], // the expert's voided one, expert01's live one
      [other, blindTask.taskId, apps.a1.id], // another expert's
      [expert, openTask.taskId, apps.a2.id], // outside the expert's assignments
      [expert, 999_999, apps.a1.id], // no such task
    ] as const;
    const routes: Array<[Method, string, object | undefined]> = [
      ['GET', '', undefined],
      ['POST', '/statement', undefined],
      ['POST', '/conflict', { reason: '亲属' }],
      ['PUT', '/sheet', { items: {} }],
      ['POST', '/submit', { items: {} }],
    ];
    for (const [token, taskId, applicationId] of targets) {
      for (const [method, tail, body] of routes) {
        const answer = await call(token, method, scoring(taskId, applicationId, tail), body);
        expect({ route: `${method} ${tail}`, taskId, applicationId, code: answer.code }).toEqual({
          route: `${method} ${tail}`,
          taskId,
          applicationId,
          code: 403,
        });
      }
    }
    // A staff holder without the scoring permission is refused too (it is the expert's own).
    expect((await call(await loginAs(t.app, 'auditor'), 'GET', scoring(blindTask.taskId, apps.a1.id))).code).toBe(403);
  });
});

describe('the expert view', () => {
  it('leaves out of the whole JSON every name, organisation, member and file name a blind task hides', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/prod-api${scoring(blindTask.taskId, apps.a1.id)}`,
      headers: bearer(expert),
    });
    const text = res.body;
    const answer = res.json();
    expect(answer.code).toBe(200);
    for (const hidden of [
      '绝密项目名称',
      '队长戊己',
      '成员甲乙',
      '导师丙丁',
      '天河区第一中学',
      '秘密商业计划',
      'ab12cd34ef56ab78',
      '天河区',
    ])
      expect(text).not.toContain(hidden);
    expect(answer.data.application.applicationCode).toBe(apps.a1.code);
    expect(answer.data.application.attachments).toEqual([
      { index: 0, kind: 'plan', viewUrl: expect.stringMatching(/^\/prod-api\/comp\/scoring\/file\/\d+\/0\?/) },
    ]);
    expect(answer.data.rubric.criteria.map((c: { code: string }) => c.code)).toEqual([
      'innovation',
      'market',
      'recommend',
    ]);
    expect(answer.data.rubric.maxTotal).toBe(100);
    expect(answer.data.assignment.status).toBe('viewed');
    expect(answer.data.assignment.firstViewedAt).not.toBeNull();
    expect(answer.data.next).toMatchObject({ applicationId: apps.a2.id });
    expect(answer.data.previous).toBeNull();
    // The per-assignment link serves the file under the code, never its uploaded name.
    const file = await t.app.inject({ method: 'GET', url: answer.data.application.attachments[0].viewUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('stored');
    expect(String(file.headers['content-disposition'])).toContain(`${apps.a1.code}-1.pdf`);
    expect(String(file.headers['content-disposition'])).not.toContain('ab12cd34');
    const forged = answer.data.application.attachments[0].viewUrl.replace(/download=0/, 'download=1');
    expect((await t.app.inject({ method: 'GET', url: forged })).json().code).toBe(500);
    // A link is bound to its assignment: moved to another one it fails; once voided it stops.
    const viewUrl: string = answer.data.application.attachments[0].viewUrl;
    const assignmentId = Number(/file\/(\d+)\//.exec(viewUrl)?.[1]);
    const moved = viewUrl.replace(`/file/${assignmentId}/`, `/file/${assignmentId + 1}/`);
    expect((await t.app.inject({ method: 'GET', url: moved })).json().msg).toBe('文件链接无效或已过期，请刷新页面');
    await t.database
      .exec()
      .execute(sql`update comp_review_assignment set status = 'voided' where assignment_id = ${assignmentId}`);
    expect((await t.app.inject({ method: 'GET', url: viewUrl })).json().code).toBe(403);
    await t.database
      .exec()
      .execute(sql`update comp_review_assignment set status = 'viewed' where assignment_id = ${assignmentId}`);
  });

  it('shows them on a task without blind options, with a download link when the task allows it', async () => {
    const answer = await call(expert, 'GET', scoring(openTask.taskId, apps.a1.id));
    expect(answer.data.application).toMatchObject({
      projectName: '绝密项目名称',
      leaderName: '队长戊己',
      orgName: '广州市天河区第一中学',
      mentors: [{ name: '导师丙丁' }],
    });
    expect(answer.data.application.members.map((m: { name: string }) => m.name)).toContain('成员甲乙');
    const [attachment] = answer.data.application.attachments;
    expect(attachment.fileName).toBe('秘密商业计划.pdf');
    const download = await t.app.inject({ method: 'GET', url: attachment.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(String(download.headers['content-disposition'])).toContain('attachment');
  });
});

describe('sheets', () => {
  const A2 = () => scoring(blindTask.taskId, apps.a2.id);

  it('needs the statement before any score', async () => {
    const refused = await call(expert, 'PUT', `${A2()}/sheet`, { items: { innovation: { value: 30 } } });
    expect(refused.msg).toBe('confirm the confidentiality and no-conflict statement before scoring');
    const confirmed = await call(expert, 'POST', `${A2()}/statement`);
    expect(confirmed.code).toBe(200);
    expect(confirmed.data.statementAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('checks a draft for range, step and unknown criteria, naming criterion and field', async () => {
    const save = (items: object) => call(expert, 'PUT', `${A2()}/sheet`, { items });
    expect((await save({ innovation: { value: 41 } })).msg).toBe(
      'invalid items[innovation][value]: the score must lie between 0 and 40',
    );
    expect((await save({ innovation: { value: 10.3 } })).msg).toBe(
      'invalid items[innovation][value]: the score must be a multiple of 0.5',
    );
    expect((await save({ teamwork: { value: 1 } })).msg).toBe(
      'invalid items[teamwork]: the rubric has no such criterion',
    );
    t.clock.advance(15_000);
    const draft = await call(expert, 'PUT', `${A2()}/sheet`, {
      items: { innovation: { value: 30.5 } },
      overallComment: '  草稿 ',
      timeSpent: 20,
    });
    expect(draft.data).toMatchObject({ status: 'draft', total: 30.5, revisionNo: 1, locked: false });
    const [task] = await rows<{ status: string }>(
      t.database,
      sql`select status from comp_review_task where task_id = ${blindTask.taskId}`,
    );
    expect(task.status).toBe('in_progress');
    // Time spent: what the client reports, never more than has passed since the last save.
    t.clock.advance(5_000);
    await call(expert, 'PUT', `${A2()}/sheet`, { items: { innovation: { value: 30.5 } }, timeSpent: 1000 });
    const [spent] = await rows<{ time_spent: number }>(
      t.database,
      sql`select time_spent from comp_review_assignment where task_id = ${blindTask.taskId} and application_id = ${apps.a2.id} and user_id = ${expertId}`,
    );
    expect(spent.time_spent).toBe(20);
  });

  it('checks a submit for required values and comments, then locks the sheet', async () => {
    const submit = (items: object) => call(expert, 'POST', `${A2()}/submit`, { items });
    expect((await submit({ innovation: { value: 30.5 } })).msg).toBe(
      'invalid items[market][value]: a score is required',
    );
    expect((await submit({ innovation: { value: 5 }, market: { value: 50 } })).msg).toBe(
      'invalid items[innovation][comment]: a comment is required for this score',
    );
    const done = await submit({
      innovation: { value: 5, comment: '创新不足' },
      market: { value: 50 },
      recommend: { value: 1 },
    });
    expect(done.data).toMatchObject({ status: 'submitted', total: 55, revisionNo: 3, locked: true });
    expect((await call(expert, 'PUT', `${A2()}/sheet`, { items: {} })).msg).toBe(
      'the score sheet is submitted and locked; an administrator must unlock it first',
    );
    const view = await call(expert, 'GET', A2());
    expect(view.data.sheet).toMatchObject({ status: 'submitted', locked: true, total: 55, reopened: false });
    expect(view.data.assignment.status).toBe('submitted');
  });

  it('is unlocked by an administrator with a reason, then edited again', async () => {
    const assignmentId = await assignmentOf(blindTask.taskId, apps.a2.id, expertId);
    const noReason = await call(admin, 'PUT', `/comp/scoring/sheet/${assignmentId}/unlock`, { reason: ' ' });
    expect(noReason.code).toBe(500);
    expect((await call(expert, 'PUT', `/comp/scoring/sheet/${assignmentId}/unlock`, { reason: '我想改' })).code).toBe(
      403,
    );
    const unlocked = await call(admin, 'PUT', `/comp/scoring/sheet/${assignmentId}/unlock`, { reason: '专家申请更正' });
    expect(unlocked.data).toMatchObject({ status: 'draft', revisionNo: 4 });
    expect((await call(admin, 'PUT', `/comp/scoring/sheet/${assignmentId}/unlock`, { reason: '再次' })).msg).toBe(
      'the score sheet is not submitted, there is nothing to unlock',
    );
    // The page says the sheet was reopened, through its later autosaves too.
    expect((await call(expert, 'GET', A2())).data.sheet).toMatchObject({
      status: 'draft',
      locked: false,
      reopened: true,
    });
    const edited = await call(expert, 'PUT', `${A2()}/sheet`, {
      items: { innovation: { value: 20 }, market: { value: 50 } },
    });
    expect(edited.data).toMatchObject({ status: 'draft', total: 70, revisionNo: 5 });
    expect((await call(expert, 'GET', A2())).data.sheet.reopened).toBe(true);
    const [voided] = await rows<{ id: number }>(
      t.database,
      sql`select assignment_id::int as id from comp_review_assignment where status = 'voided' and task_id = ${blindTask.taskId}`,
    );
    expect((await call(admin, 'PUT', `/comp/scoring/sheet/${voided.id}/unlock`, { reason: '作废的' })).msg).toBe(
      'the assignment is voided or its expert declared a conflict',
    );
    const history = await call(admin, 'GET', `/comp/scoring/history/${apps.a2.id}`);
    expect(
      history.data.map((r: { kind: string; actor: string; reason: string | null }) => [r.kind, r.actor, r.reason]),
    ).toEqual([
      ['autosave', 'expert', null],
      ['autosave', 'expert', null],
      ['submit', 'expert', null],
      ['unlock', 'admin', '专家申请更正'],
      ['autosave', 'expert', null],
    ]);
  });

  it('lets staff enter a paper sheet on the expert’s behalf, marked as such', async () => {
    const assignmentId = await assignmentOf(blindTask.taskId, apps.a3.id, otherId);
    const form = { items: { innovation: { value: 35 }, market: { value: 55 } }, overallComment: '纸质评分表' };
    expect((await call(admin, 'POST', `/comp/scoring/sheet/${assignmentId}/proxy`, form)).code).toBe(500);
    const entered = await call(admin, 'POST', `/comp/scoring/sheet/${assignmentId}/proxy`, {
      ...form,
      reason: '专家现场纸质评分',
    });
    expect(entered.data).toMatchObject({ status: 'submitted', total: 90, revisionNo: 1 });
    const view = await call(other, 'GET', scoring(blindTask.taskId, apps.a3.id));
    expect(view.data.sheet).toMatchObject({ enteredByStaff: true, locked: true });
    const history = await call(admin, 'GET', `/comp/scoring/history/${apps.a3.id}`);
    expect(history.data).toEqual([
      expect.objectContaining({
        kind: 'proxy',
        actor: 'admin',
        reason: '专家现场纸质评分',
        expertName: expect.any(String),
      }),
    ]);
  });

  it('stops the assignment when the expert declares a conflict', async () => {
    const declared = await call(expert, 'POST', scoring(blindTask.taskId, apps.a1.id, '/conflict'), {
      reason: '曾指导该团队',
    });
    expect(declared.code).toBe(200);
    const [row] = await rows<{ status: string; source: string; reason: string }>(
      t.database,
      sql`select a.status, d.source, d.reason from comp_review_assignment a
          join comp_coi_declaration d on d.declaration_id = ${declared.data.declarationId}
          where a.task_id = ${blindTask.taskId} and a.application_id = ${apps.a1.id} and a.user_id = ${expertId}`,
    );
    expect(row).toEqual({ status: 'coi_declared', source: 'expert', reason: '曾指导该团队' });
    expect((await call(expert, 'GET', scoring(blindTask.taskId, apps.a1.id))).code).toBe(403);
  });
});

describe('offline import', () => {
  async function workbook(lines: Array<Array<string | number>>) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('sheets');
    sheet.addRow(['application code', 'expert account', 'innovation', 'market', 'comment']);
    for (const line of lines) sheet.addRow(line);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const upload = async (taskId: number, buffer: Buffer, dryRun: boolean) => {
    const body = multipartBody([{ field: 'file', filename: 'sheets.xlsx', content: buffer }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/scoring/task/${taskId}/import?dryRun=${dryRun}`,
      headers: { ...bearer(admin), 'accept-language': 'en-US', ...body.headers },
      payload: body.payload,
    });
    return res.json();
  };

  it('reports every bad row on a dry run and writes nothing', async () => {
    const task = await insertScoringTask(t.database, {
      taskName: '导入任务',
      applicationIds: [apps.a1.id, apps.a2.id],
      userIds: [otherId],
    });
    const buffer = await workbook([
      [apps.a1.code, 'expert01', 30, 50, '良好'],
      [apps.a2.code, 'expert', 30, 50, ''],
      [apps.a2.code, 'expert01', 41, 50, ''],
    ]);
    const dry = await upload(task.taskId, buffer, true);
    expect(dry.data).toEqual({
      dryRun: true,
      rows: 3,
      written: 0,
      problems: [
        {
          row: 3,
          field: 'account',
          problem: `the task has no live assignment of application ${apps.a2.code} to account expert`,
        },
        { row: 4, field: 'innovation', problem: 'the score must lie between 0 and 40' },
      ],
    });
    expect((await upload(task.taskId, buffer, false)).data.written).toBe(0);
    const good = await upload(
      task.taskId,
      await workbook([
        [apps.a1.code, 'expert01', 30, 50, '良好'],
        [apps.a2.code, 'expert01', 20, 40, ''],
      ]),
      false,
    );
    expect(good.data).toMatchObject({ dryRun: false, rows: 2, written: 2, problems: [] });
    const [kinds] = await rows<{ kinds: string }>(
      t.database,
      sql`select string_agg(r.kind || ':' || s.status || ':' || r.total, ',' order by r.sheet_id) as kinds
          from comp_score_revision r join comp_score_sheet s using (sheet_id)
          join comp_review_assignment a on a.assignment_id = s.assignment_id where a.task_id = ${task.taskId}`,
    );
    expect(kinds.kinds).toBe('import:submitted:80.00,import:submitted:60.00');
    await t.database.exec().execute(sql`update comp_review_task set status = 'closed' where task_id = ${task.taskId}`);
    expect((await upload(task.taskId, buffer, true)).msg).toBe('review task "导入任务" is not open for scoring');
  });
});

describe('the score history chain', () => {
  it('verifies every chain of a task, then names the first broken link after a direct change', async () => {
    const verify = () => call(admin, 'GET', `/comp/scoring/task/${blindTask.taskId}/verify`);
    const ok = await verify();
    expect(ok.data).toMatchObject({ ok: true, sheets: 2, revisions: 6, broken: null });
    expect(ok.data.heads.every((h: { headHmac: string }) => /^[0-9a-f]{64}$/.test(h.headHmac))).toBe(true);
    // The history shows each revision's HMAC: a sheet's newest one is its chain head.
    const history = await call(admin, 'GET', `/comp/scoring/history/${apps.a2.id}`);
    const ofTask = history.data.filter((r: { taskId: number }) => r.taskId === blindTask.taskId);
    const newest = ofTask.at(-1) as { sheetId: number; hmac: string };
    expect(ok.data.heads.find((h: { sheetId: number }) => h.sheetId === newest.sheetId)?.headHmac).toBe(newest.hmac);
    // Revisions are never changed: the table refuses it, so the test switches its trigger off.
    const refused = await t.database
      .exec()
      .execute(sql`update comp_score_revision set total = 99 where revision_no = 2`)
      .then(
        () => 'changed',
        () => 'refused',
      );
    expect(refused).toBe('refused');
    await t.database
      .exec()
      .execute(sql`alter table comp_score_revision disable trigger comp_score_revision_append_only`);
    const assignmentId = await assignmentOf(blindTask.taskId, apps.a2.id, expertId);
    await t.database.exec().execute(sql`update comp_score_revision set total = 99
        where revision_no = 2 and sheet_id = (select sheet_id from comp_score_sheet where assignment_id = ${assignmentId})`);
    await t.database
      .exec()
      .execute(sql`alter table comp_score_revision enable trigger comp_score_revision_append_only`);
    const broken = await verify();
    expect(broken.data).toMatchObject({
      ok: false,
      broken: { assignmentId, applicationCode: apps.a2.code, revisionNo: 2, problem: 'link' },
    });
  });

  it('chains concurrent autosaves of one sheet in order, one revision number each', async () => {
    const path = scoring(openTask.taskId, apps.a1.id);
    await call(expert, 'POST', `${path}/statement`);
    const saves = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => call(expert, 'PUT', `${path}/sheet`, { items: { market: { value: n } } })),
    );
    expect(saves.map((save) => save.data.revisionNo).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const verified = await call(admin, 'GET', `/comp/scoring/task/${openTask.taskId}/verify`);
    expect(verified.data).toMatchObject({ ok: true, sheets: 1, revisions: 6, broken: null });
    expect(verified.data.heads[0].revisionCount).toBe(6);
  });

  it('keeps the verify and the history to staff in scope', async () => {
    expect((await call(expert, 'GET', `/comp/scoring/task/${blindTask.taskId}/verify`)).code).toBe(403);
    expect((await call(expert, 'GET', `/comp/scoring/history/${apps.a2.id}`)).code).toBe(403);
    expect((await call(admin, 'GET', '/comp/scoring/task/999999/verify')).code).toBe(403);
  });
});
