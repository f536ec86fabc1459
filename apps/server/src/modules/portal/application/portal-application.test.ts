import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../../test/demo-edition';
import { entrantToken } from '../../../../test/entrant-helpers';
import { addFormTrack } from '../../../../test/form-fixtures';
import { multipartBody } from '../../../../test/multipart';
import { ownUpload, storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';
import { PORTAL_WRITES_PER_MINUTE } from './portal-application.service';

// The demo edition takes applications from 2026-10-01 to 2026-12-31 and audits at two levels:
// 区县初审 (the auditor, for 广州市) then 市级复审 (the organiser).

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let demo: DemoEdition;
let admin: Headers;
let auditor: Headers;
let organiser: Headers;
/** The seeded entrant, and a second one created by the back office. */
let entrant: Headers;
let other: Headers;
let person = 0;

const PLAN = '/profile/upload/2026/11/01/plan_0a1b2c3d.pdf';
const DECK = '/profile/upload/2026/11/01/deck_0a1b2c3d.pdf';
const DEADLINE = '2026-11-20 18:00:00';
const MISSING = '申报不存在';

const call = async (who: Headers, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

/** An adult application's form, its files already uploaded. */
const form = (overrides: object = {}) => ({
  competitionId: demo.competitionId,
  trackId: demo.adultTrack,
  projectName: `门户项目${person}`,
  regionCode: REGION_CODES.tianhe,
  leaderName: '门户',
  leaderMobile: '13700000101',
  leaderIdNumber: idOf('19900101'),
  attachments: [
    { kind: 'business_plan', path: PLAN, fileName: '商业计划书.pdf' },
    { kind: 'pitch_deck', path: DECK, fileName: '路演.pdf' },
  ],
  answers: { industry: demo.industry, summary: '简介' },
  ...overrides,
});

const create = async (who: Headers, overrides: object = {}) => {
  const created = await call(who, 'POST', '/portal/application', form(overrides));
  expect(created).toMatchObject({ code: 200 });
  return created.data as { applicationId: number; code: string };
};
const decide = (who: Headers, body: object) => call(who, 'PUT', '/comp/audit/decide', body);
const detail = async (who: Headers, id: number) => call(who, 'GET', `/portal/application/${id}`);

/** The manual clock at a local time (the server formats local times); everyone logs in again. */
async function at(text: string): Promise<void> {
  const [day, time] = text.split(' ');
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  t.clock.set(new Date(y, m - 1, d, hh, mm, ss).getTime());
  admin = bearer(await loginAs(t.app, 'admin'));
  auditor = bearer(await loginAs(t.app, 'auditor'));
  organiser = bearer(await loginAs(t.app, 'organiser'));
  entrant = bearer(await entrantToken(t.app));
  other = bearer(await entrantToken(t.app, 'entrant2', 'Entrant2026'));
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  demo = await demoEdition(t.database);
  for (const file of [PLAN, DECK]) {
    storeUpload(t.dataDir, file);
    // Uploaded by the seeded entrant, who cites them (an entrant cites only their own uploads).
    await ownUpload(t.database, file, 'entrant');
  }
  t.clock.set(new Date(2026, 10, 2, 9, 0, 0).getTime());
  const token = bearer(await loginAs(t.app, 'admin'));
  const [{ roleId }] = await rows<{ roleId: number }>(
    t.database,
    sql`select role_id::int as "roleId" from sys_role where role_key = 'participants'`,
  );
  const added = await call(token, 'POST', '/system/user', {
    userName: 'entrant2',
    nickName: '第二位报名者',
    password: 'Start2026',
    deptId: 100,
    roleIds: [roleId],
  });
  expect(added.code).toBe(200);
  // Created by staff: the initial password is changed first, on the portal.
  const first = bearer(await entrantToken(t.app, 'entrant2', 'Start2026'));
  const changed = await call(first, 'PUT', '/portal/password', {
    oldPassword: 'Start2026',
    newPassword: 'Entrant2026',
  });
  expect(changed.code).toBe(200);
  await at('2026-11-02 09:00:00');
});
afterAll(() => t.close());

// Every test in its own minute of the clock, so the write limit counts one test's writes only.
beforeEach(() => {
  t.clock.advance(61_000);
});

describe('who may call the portal', () => {
  it('refuses staff tokens on portal routes and portal tokens on back-office routes (401)', async () => {
    for (const [method, url] of [
      ['GET', '/getInfo'],
      ['GET', '/comp/application/list'],
      ['PUT', '/comp/audit/decide'],
    ] as const) {
      expect({ url, code: (await call(entrant, method, url, method === 'GET' ? undefined : {})).code }).toEqual({
        url,
        code: 401,
      });
    }
    for (const [method, url] of [
      ['GET', '/portal/application/list'],
      ['GET', '/portal/objection/list'],
      ['POST', '/portal/application'],
      ['PUT', '/portal/application/1'],
      ['PUT', '/portal/application/1/submit'],
      ['PUT', '/portal/application/1/withdraw'],
      ['POST', '/portal/upload'],
      ['POST', '/portal/publicity/1/objection'],
    ] as const) {
      const payload = method === 'GET' ? undefined : {};
      expect({ url, staff: (await call(admin, method, url, payload)).code }).toEqual({ url, staff: 401 });
      expect({ url, nobody: (await call({}, method, url, payload)).code }).toEqual({ url, nobody: 401 });
    }
    expect((await call(entrant, 'GET', '/portal/application/list')).code).toBe(200);
  });
});

describe("an entrant's applications", () => {
  it('go from a draft through a return, an edit and a resubmission to approval, the entrant following each step', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% 计划书\n');
    const upload = async (filename: string, content: Buffer) => {
      const body = multipartBody([{ field: 'file', filename, content }]);
      return (
        await t.app.inject({
          method: 'POST',
          url: '/prod-api/portal/upload',
          headers: { ...entrant, ...body.headers },
          payload: body.payload,
        })
      ).json();
    };
    const plan = await upload('商业计划书.pdf', pdf);
    expect(plan).toMatchObject({ code: 200, data: { fileName: '商业计划书.pdf' } });
    expect(plan.data.path).toMatch(/^\/profile\/upload\/2026\/11\/02\/.+\.pdf$/);
    // Only the kinds an application may carry, and bytes that are what the name says.
    expect((await upload('notes.txt', Buffer.from('hello'))).code).toBe(500);
    expect((await upload('deck.pdf', Buffer.from('not a pdf'))).code).toBe(500);
    const deck = await upload('路演.pdf', pdf);

    const created = await create(entrant, {
      projectName: '智能灌溉',
      attachments: [
        { kind: 'business_plan', path: plan.data.path, fileName: plan.data.fileName },
        { kind: 'pitch_deck', path: deck.data.path, fileName: deck.data.fileName },
      ],
    });
    const mine = await call(entrant, 'GET', '/portal/application/list?pageSize=100');
    const row = mine.rows.find((r: { applicationId: number }) => r.applicationId === created.applicationId);
    expect(row).toMatchObject({ code: created.code, projectName: '智能灌溉', status: 'draft' });
    expect(row).not.toHaveProperty('createBy');

    expect(await call(entrant, 'PUT', `/portal/application/${created.applicationId}/submit`)).toMatchObject({
      code: 200,
    });
    expect((await detail(entrant, created.applicationId)).data).toMatchObject({ status: 'submitted', feedback: null });

    const returned = await decide(auditor, {
      applicationIds: [created.applicationId],
      levelNo: 1,
      decision: 'return',
      reason: '请补充财务预测',
      returnDeadline: DEADLINE,
    });
    expect(returned.code).toBe(200);
    const feedback = (await detail(entrant, created.applicationId)).data;
    expect(feedback).toMatchObject({
      status: 'returned',
      returnDeadline: DEADLINE,
      feedback: { action: 'return', reason: '请补充财务预测', reasonCode: null, returnDeadline: DEADLINE },
    });
    expect(feedback.attachments[0].url).toContain('/prod-api/common/file/signed');

    // Changed and resubmitted before the deadline.
    const edited = await call(
      entrant,
      'PUT',
      `/portal/application/${created.applicationId}`,
      form({
        projectName: '智能灌溉（补充财务预测）',
        attachments: feedback.attachments.map(({ url: _url, ...file }: { url: string }) => file),
      }),
    );
    expect(edited).toMatchObject({ code: 200 });
    expect(await call(entrant, 'PUT', `/portal/application/${created.applicationId}/submit`)).toMatchObject({
      code: 200,
    });

    expect(
      await decide(auditor, { applicationIds: [created.applicationId], levelNo: 1, decision: 'approve' }),
    ).toMatchObject({ code: 200 });
    expect(
      await decide(organiser, { applicationIds: [created.applicationId], levelNo: 2, decision: 'approve' }),
    ).toMatchObject({ code: 200 });

    expect((await detail(entrant, created.applicationId)).data).toMatchObject({
      status: 'approved',
      projectName: '智能灌溉（补充财务预测）',
      // The return stays on record as the latest feedback.
      feedback: { action: 'return', reason: '请补充财务预测' },
    });
    const history = await call(entrant, 'GET', `/portal/application/${created.applicationId}/history`);
    expect(
      history.data.map((e: { action: string; fromStatus: string | null; toStatus: string }) => [
        e.action,
        e.fromStatus,
        e.toStatus,
      ]),
    ).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'submitted'],
      ['startAudit', 'submitted', 'under_audit'],
      ['return', 'under_audit', 'returned'],
      ['resubmit', 'returned', 'submitted'],
      ['startAudit', 'submitted', 'under_audit'],
      ['approve', 'under_audit', 'under_audit'],
      ['approve', 'under_audit', 'approved'],
    ]);
    expect(history.data[3]).toMatchObject({ reason: '请补充财务预测' });
    // Nobody on the staff side is named, and no internal ids travel.
    for (const event of history.data) expect(Object.keys(event)).not.toContain('operName');
    expect(JSON.stringify(history.data)).not.toMatch(/auditor|organiser|eventId|levelNo/);
  });

  it('shows a rejection with the label of its reason code', async () => {
    const created = await create(entrant);
    await call(entrant, 'PUT', `/portal/application/${created.applicationId}/submit`);
    const rejected = await decide(auditor, {
      applicationIds: [created.applicationId],
      levelNo: 1,
      decision: 'reject',
      reason: '年龄不符',
      reasonCode: 'age',
    });
    expect(rejected.code).toBe(200);
    const [{ label }] = await rows<{ label: string }>(
      t.database,
      sql`select dict_label as label from sys_dict_data where dict_type = 'comp_reject_reason' and dict_value = 'age'`,
    );
    expect((await detail(entrant, created.applicationId)).data).toMatchObject({
      status: 'rejected',
      feedback: { action: 'reject', reason: '年龄不符', reasonCode: 'age', reasonLabel: label, returnDeadline: null },
    });
    const history = (await call(entrant, 'GET', `/portal/application/${created.applicationId}/history`)).data;
    expect(history.at(-1)).toMatchObject({ action: 'reject', reasonCode: 'age', reasonLabel: label });
  });

  it('sets only what the form holds: author, status and code are the server’s', async () => {
    const created = await create(entrant, { status: 'approved', createBy: 'admin', code: 'X26-9999' });
    expect(created.code).not.toBe('X26-9999');
    expect((await detail(entrant, created.applicationId)).data).toMatchObject({ status: 'draft' });
    const [stored] = await rows<{ createBy: string; status: string }>(
      t.database,
      sql`select create_by as "createBy", status from comp_application where application_id = ${created.applicationId}`,
    );
    expect(stored).toEqual({ createBy: 'entrant', status: 'draft' });
  });

  it('withdraws an approved entry too (退赛), with a reason kept in its history', async () => {
    const created = await create(entrant);
    await t.database
      .exec()
      .execute(sql`update comp_application set status = 'approved' where application_id = ${created.applicationId}`);
    const url = `/portal/application/${created.applicationId}/withdraw`;
    expect(await call(entrant, 'PUT', url, { reason: '团队成员出国，申请退赛' })).toMatchObject({ code: 200 });
    expect((await detail(entrant, created.applicationId)).data.status).toBe('withdrawn');
    const history = (await call(entrant, 'GET', `/portal/application/${created.applicationId}/history`)).data;
    expect(history.at(-1)).toMatchObject({
      action: 'withdraw',
      fromStatus: 'approved',
      toStatus: 'withdrawn',
      reason: '团队成员出国，申请退赛',
    });
  });

  it('withdraws with a reason only, keeping the reason in the history', async () => {
    const created = await create(entrant);
    const url = `/portal/application/${created.applicationId}/withdraw`;
    expect((await call(entrant, 'PUT', url, {})).msg).toContain('reason');
    expect((await call(entrant, 'PUT', url, { reason: '  ' })).code).toBe(500);
    expect(await call(entrant, 'PUT', url, { reason: '团队解散' })).toMatchObject({ code: 200 });
    const history = (await call(entrant, 'GET', `/portal/application/${created.applicationId}/history`)).data;
    expect(history.at(-1)).toMatchObject({ action: 'withdraw', toStatus: 'withdrawn', reason: '团队解散' });
    expect((await call(entrant, 'PUT', url, { reason: '再撤一次' })).msg).toBe(
      '申报当前状态为「已撤回」，不能变为「已撤回」',
    );
  });
});

describe('one entrant and another', () => {
  it('never reads or changes another’s application, by id or by list; an unknown id reads the same', async () => {
    const mine = await create(entrant, { projectName: '只属于我' });
    const byStaff = await call(admin, 'POST', '/comp/application', form({ projectName: '后台代录' }));
    expect(byStaff.code).toBe(200);
    const theirs = (await call(other, 'GET', '/portal/application/list?pageSize=500')).rows.map(
      (r: { applicationId: number }) => r.applicationId,
    );
    expect(theirs).not.toContain(mine.applicationId);
    const own = (await call(entrant, 'GET', '/portal/application/list?pageSize=500')).rows.map(
      (r: { applicationId: number }) => r.applicationId,
    );
    expect(own).toContain(mine.applicationId);
    // What staff created on an entrant's behalf is not the entrant's own.
    expect(own).not.toContain(byStaff.data.applicationId);

    for (const id of [mine.applicationId, 999_999_999]) {
      const answers = [
        await call(other, 'GET', `/portal/application/${id}`),
        await call(other, 'GET', `/portal/application/${id}/history`),
        await call(other, 'PUT', `/portal/application/${id}`, form({ projectName: '改别人的' })),
        await call(other, 'PUT', `/portal/application/${id}/submit`),
        await call(other, 'PUT', `/portal/application/${id}/withdraw`, { reason: '撤别人的' }),
      ];
      expect(answers.map((a) => [a.code, a.msg])).toEqual(answers.map(() => [500, MISSING]));
    }
    expect((await call(entrant, 'GET', `/portal/application/${byStaff.data.applicationId}`)).msg).toBe(MISSING);
    const english = await t.app.inject({
      method: 'GET',
      url: `/prod-api/portal/application/${mine.applicationId}`,
      headers: { ...other, 'accept-language': 'en-US' },
    });
    expect(english.json().msg).toBe('no such application');
    // Untouched.
    const [stored] = await rows<{ name: string; status: string }>(
      t.database,
      sql`select project_name as name, status from comp_application where application_id = ${mine.applicationId}`,
    );
    expect(stored).toEqual({ name: '只属于我', status: 'draft' });
  });
});

describe('objections', () => {
  it('are taken while a 公示 window is open, recorded as the entrant’s, listed with their resolution, refused after', async () => {
    const notice = await call(admin, 'POST', '/comp/notice', {
      competitionId: demo.competitionId,
      noticeKind: 'publication',
      title: '初审结果公示',
      body: '<p>名单</p>',
      trackIds: [],
      pinned: '0',
    });
    expect(notice.code).toBe(200);
    const noticeId = notice.data.noticeId;
    expect((await call(admin, 'PUT', `/comp/notice/${noticeId}/publish`)).code).toBe(200);
    const opened = await call(admin, 'POST', `/comp/notice/${noticeId}/publicity`, { workingDays: 3 });
    expect(opened).toMatchObject({ code: 200, data: { status: 'open' } });
    const { publicityId, endAt } = opened.data;

    const objection = {
      submitterType: 'individual',
      realName: '李四',
      orgName: '某大学',
      mobile: '13800138001',
      content: '第 2 名项目与公开作品雷同',
      attachments: [{ kind: 'other', path: PLAN, fileName: '对比材料.pdf' }],
    };
    const url = `/portal/publicity/${publicityId}/objection`;
    const notUpload = { ...objection, attachments: [{ kind: 'other', path: '/profile/avatar/a.png', fileName: 'a' }] };
    expect((await call(entrant, 'POST', url, notUpload)).msg).toContain('attachments[0].path');
    const gone = {
      ...objection,
      attachments: [{ kind: 'other', path: '/profile/upload/2026/01/01/gone.pdf', fileName: 'g' }],
    };
    expect((await call(entrant, 'POST', url, gone)).msg).toContain('文件不存在');
    const added = await call(entrant, 'POST', url, objection);
    expect(added).toMatchObject({ code: 200 });
    const [stored] = await rows<{ by: string }>(
      t.database,
      sql`select create_by as by from comp_objection where objection_id = ${added.data.objectionId}`,
    );
    expect(stored.by).toBe('entrant');
    expect((await call(entrant, 'POST', '/portal/publicity/999999999/objection', objection)).msg).toBe(
      '公示期 999999999 不存在',
    );

    const listed = await call(entrant, 'GET', '/portal/objection/list');
    expect(listed).toMatchObject({ code: 200, total: 1 });
    expect(listed.rows[0]).toMatchObject({
      objectionId: added.data.objectionId,
      publicityId,
      noticeTitle: '初审结果公示',
      realName: '李四',
      mobile: '138****8001',
      status: 'received',
      resolution: null,
    });
    expect(listed.rows[0]).not.toHaveProperty('handledBy');
    expect((await call(other, 'GET', '/portal/objection/list')).total).toBe(0);

    const handle = (body: object) => call(admin, 'PUT', `/comp/objection/${added.data.objectionId}/handle`, body);
    expect((await handle({ action: 'accept' })).code).toBe(200);
    expect((await handle({ action: 'dismiss', resolution: '经核查不构成雷同' })).code).toBe(200);
    expect((await call(entrant, 'GET', '/portal/objection/list')).rows[0]).toMatchObject({
      status: 'dismissed',
      resolution: '经核查不构成雷同',
    });

    // A second after the window closed.
    await at(endAt);
    t.clock.advance(1_000);
    expect((await call(entrant, 'POST', url, objection)).msg).toBe(`公示期已于 ${endAt} 结束，不再受理异议`);
  });
});

describe('the write limit', () => {
  it(`refuses an entrant's writes beyond ${PORTAL_WRITES_PER_MINUTE} a minute, without touching another entrant`, async () => {
    const withdraw = (who: Headers) => call(who, 'PUT', '/portal/application/999999999/withdraw', { reason: '试' });
    for (let i = 0; i < PORTAL_WRITES_PER_MINUTE; i++) expect((await withdraw(other)).msg).toBe(MISSING);
    expect(await withdraw(other)).toMatchObject({ code: 500, msg: '访问过于频繁，请稍候再试' });
    expect((await call(other, 'POST', '/portal/application', form())).msg).toBe('访问过于频繁，请稍候再试');
    const body = multipartBody([{ field: 'file', filename: 'a.pdf', content: Buffer.from('%PDF-1.4') }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/prod-api/portal/upload',
      headers: { ...other, ...body.headers },
      payload: body.payload,
    });
    expect(upload.json().msg).toBe('访问过于频繁，请稍候再试');
    // Reading is not limited; the other entrant writes on.
    expect((await call(other, 'GET', '/portal/application/list')).code).toBe(200);
    expect((await withdraw(entrant)).msg).toBe(MISSING);
    t.clock.advance(61_000);
    expect((await withdraw(other)).msg).toBe(MISSING);
  });
});

describe('the windows', () => {
  it('create, change and submit drafts only while registration is open; a returned one until its deadline', async () => {
    await at('2026-11-10 09:00:00');
    const draft = await create(entrant);
    const lateReturn = await create(entrant);
    const earlyReturn = await create(entrant);
    for (const { applicationId } of [lateReturn, earlyReturn]) {
      expect((await call(entrant, 'PUT', `/portal/application/${applicationId}/submit`)).code).toBe(200);
    }
    const giveBack = (applicationId: number, returnDeadline: string) =>
      decide(auditor, {
        applicationIds: [applicationId],
        levelNo: 1,
        decision: 'return',
        reason: '补充',
        returnDeadline,
      });
    expect((await giveBack(lateReturn.applicationId, '2027-01-10 18:00:00')).code).toBe(200);
    expect((await giveBack(earlyReturn.applicationId, DEADLINE)).code).toBe(200);

    // After the return deadline of one, before registration closes.
    await at('2026-11-21 09:00:00');
    const expired = await call(entrant, 'PUT', `/portal/application/${earlyReturn.applicationId}`, form());
    expect(expired.msg).toBe(`申报 ${earlyReturn.code} 的修改期限 ${DEADLINE} 已过，不能再修改或提交`);
    expect((await call(entrant, 'PUT', `/portal/application/${earlyReturn.applicationId}/submit`)).msg).toBe(
      expired.msg,
    );

    // After registration closed.
    await at('2027-01-05 09:00:00');
    const closed = '本届大赛当前不接受报名（报名时间 2026-10-01 00:00:00 至 2026-12-31 23:59:59）';
    expect((await call(entrant, 'POST', '/portal/application', form())).msg).toBe(closed);
    expect((await call(entrant, 'PUT', `/portal/application/${draft.applicationId}`, form())).msg).toBe(closed);
    expect((await call(entrant, 'PUT', `/portal/application/${draft.applicationId}/submit`)).msg).toBe(closed);
    expect((await detail(entrant, draft.applicationId)).data.status).toBe('draft');
    // A return whose deadline is later still takes its changes and its resubmission.
    const url = `/portal/application/${lateReturn.applicationId}`;
    const stored = (await detail(entrant, lateReturn.applicationId)).data;
    const again = form({ attachments: stored.attachments.map(({ url: _u, ...file }: { url: string }) => file) });
    expect(await call(entrant, 'PUT', url, again)).toMatchObject({ code: 200 });
    expect(await call(entrant, 'PUT', `${url}/submit`)).toMatchObject({ code: 200 });
    expect((await detail(entrant, lateReturn.applicationId)).data.status).toBe('submitted');

    // Before registration opens (last in the file: the clock goes back).
    await at('2026-09-30 23:00:00');
    expect((await call(entrant, 'POST', '/portal/application', form())).msg).toBe(closed);
  });
});

describe("an entrant's answers to a track's saved form", () => {
  it('are refused as the page refuses them, required ones at submit, hidden ones dropped', async () => {
    await at('2026-11-03 09:00:00');
    const token = (await loginAs(t.app, 'admin')) as string;
    const maker = await addFormTrack(t.app, token, demo.competitionId);
    const complete = { company: '门户创客', pitch: '一句话', projectNo: 'CD5678', funded: 'no' };
    const apply = (answers: object) =>
      call(entrant, 'POST', '/portal/application', form({ trackId: maker, attachments: [], answers }));
    expect((await apply({ ...complete, pitch: '这句介绍远远超过十个字了' })).msg).toBe(
      '参数 answers.pitch 不正确：一句话介绍最多10个字符',
    );
    expect((await apply({ ...complete, projectNo: 'cd5678' })).msg).toBe(
      '参数 answers.projectNo 不正确：编号须为两个大写字母加四位数字',
    );
    const draft = await apply({ ...complete, funded: 'yes' });
    expect(draft.code).toBe(200);
    const submit = (id: number) => call(entrant, 'PUT', `/portal/application/${id}/submit`);
    expect((await submit(draft.data.applicationId)).msg).toContain('投资方不能为空');
    const hidden = await apply({ ...complete, investor: '不该留下' });
    expect(hidden.code).toBe(200);
    expect((await detail(entrant, hidden.data.applicationId)).data.answers).toEqual(complete);
    expect((await submit(hidden.data.applicationId)).code).toBe(200);
  });
});
