import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../../test/demo-edition';
import { multipartBody } from '../../../../test/multipart';
import { latestCode, readOutbox } from '../../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkCharOf } from '../../../lib/id-number';

// Imported drafts belong to their leaders' entrant accounts (docs/applications.md, Import): the team
// completes what a sheet cannot carry on the portal and submits; staff may attach files too.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
let demo: DemoEdition;
let admin: Headers;
let person = 500;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const call = async (who: Headers, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

const adultId = () => {
  person += 1;
  const first17 = `440106198505${String(10 + (person % 18)).padStart(2, '0')}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

type Cells = Record<string, string>;
const row = (name: string, mobile: string, overrides: Cells = {}): Cells => ({
  赛道: '成人组',
  项目名称: name,
  行业: demo.industryLabel,
  地区: '广东省/广州市/天河区',
  项目简介: '导入的项目',
  负责人姓名: `${name}负责人`,
  负责人手机: mobile,
  负责人身份证号: adultId(),
  ...overrides,
});

async function sheet(data: Cells[]): Promise<Buffer> {
  const template = await t.app.inject({
    method: 'POST',
    url: `/prod-api/comp/application/importTemplate?competitionId=${demo.competitionId}`,
    headers: admin,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const first = book.worksheets[0];
  const titles = (first.getRow(1).values as unknown[]).slice(1).map(String);
  for (const cells of data) first.addRow(titles.map((title) => cells[title] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function importSheet(data: Cells[], dryRun: boolean, locale = 'zh-CN') {
  const { payload, headers } = multipartBody([{ field: 'file', filename: 'a.xlsx', content: await sheet(data) }]);
  return (
    await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/application/importData?competitionId=${demo.competitionId}&dryRun=${dryRun}`,
      headers: { ...admin, ...headers, 'accept-language': locale },
      payload,
    })
  ).json();
}

const upload = async (who: Headers, url: string, filename = 'plan.pdf') => {
  const { payload, headers } = multipartBody([{ field: 'file', filename, content: PDF }]);
  return (
    await t.app.inject({ method: 'POST', url: `/prod-api${url}`, headers: { ...who, ...headers }, payload })
  ).json();
};

/** Signs an entrant in on the portal by SMS code (the only way for an account without a password). */
async function smsLogin(mobile: string): Promise<Headers> {
  t.clock.advance(61_000);
  const sent = readOutbox(t.dataDir).filter((line) => line.mobile === mobile).length;
  const { uuid } = await call({}, 'POST', '/portal/sms/code', { mobile });
  const smsCode = await latestCode(t.dataDir, mobile, sent + 1);
  const answer = await call({}, 'POST', '/portal/sms/login', { mobile, smsCode, uuid });
  expect(answer.code, answer.msg).toBe(200);
  return bearer(answer.token);
}

const idOfProject = async (name: string) =>
  (
    await rows<{ id: number; owner: string }>(
      t.database,
      sql`select application_id::int as id, create_by as owner from comp_application where project_name = ${name}`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', SMS_IP_RATE_LIMIT: '1000' } });
  demo = await demoEdition(t.database);
  t.clock.set(new Date(2026, 10, 2, 9, 0, 0).getTime());
  admin = bearer(await loginAs(t.app, 'admin'));
});
afterAll(() => t.close());

describe('imported applications belong to their leaders', () => {
  it('finds the leader’s entrant account by mobile or creates one without a password, and reports what each row lacks', async () => {
    const data = [row('归属甲', '13800000005'), row('归属乙', '13612340001'), row('归属丙', '13612340001')];
    const dry = await importSheet(data, true);
    expect(dry.data).toMatchObject({ imported: 0, issues: [], accounts: { found: 1, created: 1 }, lackingRows: 3 });
    expect(dry.data.lacking[0]).toEqual({ row: 2, projectName: '归属甲', lacks: ['商业计划书', '路演PPT'] });
    expect(await idOfProject('归属甲')).toBeUndefined();
    expect((await rows(t.database, sql`select 1 from sys_user where phonenumber = '13612340001'`)).length).toBe(0);

    const done = await importSheet(data, false);
    expect(done.data).toMatchObject({ imported: 3, issues: [], accounts: { found: 1, created: 1 } });
    // The seeded entrant holds 13800000005; the new account is named after its mobile.
    expect((await idOfProject('归属甲')).owner).toBe('entrant');
    expect((await idOfProject('归属乙')).owner).toBe('13612340001');
    expect((await idOfProject('归属丙')).owner).toBe('13612340001');
    const [account] = await rows<{ password: string; nick: string; roles: string }>(
      t.database,
      sql`select u.password, u.nick_name as nick, string_agg(r.role_key, ',') as roles from sys_user u
          join sys_user_role ur on ur.user_id = u.user_id join sys_role r on r.role_id = ur.role_id
          where u.phonenumber = '13612340001' group by u.password, u.nick_name`,
    );
    expect(account).toEqual({ password: '', nick: '归属乙负责人', roles: 'participants' });

    // No password: a password login fails; an SMS code signs the leader in.
    const refused = await call({}, 'POST', '/portal/login', { username: '13612340001', password: 'anything1' });
    expect(refused.code).toBe(500);
    const leader = await smsLogin('13612340001');
    const mine = await call(leader, 'GET', '/portal/application/list');
    expect(mine.rows.map((r: { projectName: string }) => r.projectName).sort()).toEqual(['归属丙', '归属乙']);

    // A second import finds the account it created.
    const again = await importSheet([row('归属丁', '13612340001')], true);
    expect(again.data.accounts).toEqual({ found: 1, created: 0 });
  });

  it('refuses a row whose leader mobile belongs to a staff account, naming the column', async () => {
    const dry = await importSheet([row('归属戊', '13800000002')], true);
    expect(dry.data.issues).toEqual([
      {
        row: 2,
        field: '负责人手机',
        rule: 'owner',
        reason: '负责人账号',
        message: '该手机号属于后台工作人员账号，不能作为报名者账号，请更换负责人手机',
      },
    ]);
    // In English too: the rule in words, what rows lack by their English labels.
    const english = await importSheet([row('归属己', '13800000002'), row('归属庚', '13612340009')], true, 'en-US');
    expect(english.data.issues).toEqual([
      {
        row: 2,
        field: '负责人手机',
        rule: 'owner',
        reason: "Leader's account",
        message: "belongs to a staff account, which cannot own an entrant's application; use another mobile",
      },
    ]);
    // Row 2 has its issue; what the others lack is told.
    expect(english.data.lacking).toEqual([{ row: 3, projectName: '归属庚', lacks: ['Business plan', 'Pitch deck'] }]);
  });

  it('lets the leader complete the imported draft through the entrant API and submit it', async () => {
    const leaderIdNumber = adultId();
    const done = await importSheet([row('补全项目', '13612340002', { 负责人身份证号: leaderIdNumber })], false);
    expect(done.data.imported).toBe(1);
    const { id } = await idOfProject('补全项目');
    const leader = await smsLogin('13612340002');

    // Not yet: the required attachments are named by their labels.
    const early = await call(leader, 'PUT', `/portal/application/${id}/submit`);
    expect(early.msg).toContain('缺少必需的附件：商业计划书');
    expect(early.msg).toContain('缺少必需的附件：路演PPT');
    expect(early.msg).not.toContain('business_plan');

    const detail = (await call(leader, 'GET', `/portal/application/${id}`)).data;
    expect(detail).toMatchObject({ projectName: '补全项目', status: 'draft' });
    const plan = (await upload(leader, '/portal/upload', 'plan.pdf')).data;
    const deck = (await upload(leader, '/portal/upload', 'deck.pdf')).data;
    const saved = await call(leader, 'PUT', `/portal/application/${id}`, {
      competitionId: demo.competitionId,
      trackId: demo.adultTrack,
      projectName: detail.projectName,
      industry: detail.industry,
      regionCode: detail.regionCode,
      summary: detail.summary,
      leaderName: detail.leaderName,
      leaderMobile: '13612340002',
      leaderIdNumber,
      answers: detail.answers,
      attachments: [
        { kind: 'business_plan', path: plan.path, fileName: plan.fileName },
        { kind: 'pitch_deck', path: deck.path, fileName: deck.fileName },
      ],
    });
    expect(saved.code, saved.msg).toBe(200);
    expect(await call(leader, 'PUT', `/portal/application/${id}/submit`)).toMatchObject({ code: 200 });
    expect((await call(leader, 'GET', `/portal/application/${id}`)).data.status).toBe('submitted');
  });
});

describe('staff attach files to a draft', () => {
  it('adds a file to an attachment kind, within the kind’s limit, with the edit permission only', async () => {
    await importSheet([row('代传项目', '13612340003')], false);
    const { id } = await idOfProject('代传项目');
    const attached = await upload(admin, `/comp/application/${id}/file?kind=business_plan`, 'plan.pdf');
    expect(attached).toMatchObject({ code: 200, data: { fileName: 'plan.pdf' } });
    expect(attached.data.path).toMatch(/^\/profile\/upload\/.+\.pdf$/);
    const detail = (await call(admin, 'GET', `/comp/application/${id}`)).data;
    expect(detail.attachments).toEqual([
      expect.objectContaining({ kind: 'business_plan', path: attached.data.path, fileName: 'plan.pdf' }),
    ]);
    // One business plan per application: a second is refused, naming the kind by its label.
    const second = await upload(admin, `/comp/application/${id}/file?kind=business_plan`);
    expect(second.msg).toContain('商业计划书 最多 1 个文件');
    // A field that is not a file field of the track.
    expect((await upload(admin, `/comp/application/${id}/file?field=foundedOn`)).msg).toContain('不是该赛道的附加字段');
    // Neither target, or a type the kind does not take.
    expect((await upload(admin, `/comp/application/${id}/file`)).code).toBe(500);
    expect((await upload(admin, `/comp/application/${id}/file?kind=image`, 'plan.pdf')).msg).toContain('png');
    // The auditor may read applications but not change them.
    const auditor = bearer(await loginAs(t.app, 'auditor'));
    expect((await upload(auditor, `/comp/application/${id}/file?kind=pitch_deck`)).code).toBe(403);
    // The entrant owning the draft sees the staff's file and can submit once the deck is there too.
    const deck = await upload(admin, `/comp/application/${id}/file?kind=pitch_deck`, 'deck.pdf');
    expect(deck.code).toBe(200);
    const leader = await smsLogin('13612340003');
    expect(await call(leader, 'PUT', `/portal/application/${id}/submit`)).toMatchObject({ code: 200 });
    // Submitted: staff can no longer attach.
    expect((await upload(admin, `/comp/application/${id}/file?kind=other`)).msg).toContain(
      '只有草稿或退回修改的申报可以修改',
    );
  });

  it('answers a file field of the track and shows it as a link with its readable name', async () => {
    await importSheet(
      [
        row('青少年代传', '13612340004', {
          赛道: '青少年组',
          负责人身份证号: (() => {
            person += 1;
            const first17 = `44010620140301${String(person).padStart(3, '0')}`;
            return first17 + checkCharOf(first17);
          })(),
          就读学校: '第一中学',
          年级: '初一',
        }),
      ],
      false,
    );
    const { id } = await idOfProject('青少年代传');
    const attached = await upload(admin, `/comp/application/${id}/file?field=guardianConsent`, 'consent.pdf');
    expect(attached.code, attached.msg).toBe(200);
    const detail = (await call(admin, 'GET', `/comp/application/${id}`)).data;
    expect(detail.answers.guardianConsent).toBe(attached.data.path);
    expect(detail.answerFiles).toEqual([
      { key: 'guardianConsent', path: attached.data.path, fileName: 'consent.pdf', url: expect.any(String) },
    ]);
  });
});
