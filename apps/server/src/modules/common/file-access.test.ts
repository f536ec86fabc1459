import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../test/demo-edition';
import { entrantToken } from '../../../test/entrant-helpers';
import { multipartBody } from '../../../test/multipart';
import { storeUpload } from '../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { REGION_CODES } from '../../db/seed';
import { checkCharOf } from '../../lib/id-number';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const NOT_YOURS = '是他人上传的文件，不能引用，请重新上传';

let t: TestApp;
let demo: DemoEdition;
type Headers = Record<string, string>;
const token: Record<'admin' | 'organiser' | 'sysadmin' | 'auditor' | 'expert' | 'entrant' | 'entrant2', Headers> =
  {} as never;
let person = 0;

const call = async (who: Headers, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

async function upload(who: Headers, filename: string, content = PDF, url = '/prod-api/common/upload') {
  const body = multipartBody([{ field: 'file', filename, content }]);
  const answer = (
    await t.app.inject({ method: 'POST', url, headers: { ...who, ...body.headers }, payload: body.payload })
  ).json();
  expect(answer.code).toBe(200);
  return answer;
}

/** Staff sign a resource path, and download it: both answer the same way. */
async function read(who: Headers, resource: string): Promise<number> {
  const signed = await call(who, 'GET', `/common/file/sign?fileName=${encodeURIComponent(resource)}`);
  const download = await t.app.inject({
    method: 'GET',
    url: `/prod-api/common/download/resource?resource=${encodeURIComponent(resource)}`,
    headers: who,
  });
  const downloaded = download.headers['content-disposition'] ? 200 : download.json().code;
  expect(downloaded).toBe(signed.code);
  if (signed.code === 200) {
    expect((await t.app.inject({ method: 'GET', url: signed.data })).statusCode).toBe(200);
  }
  return signed.code;
}

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

const form = (plan: string, deck: string, overrides: object = {}) => ({
  competitionId: demo.competitionId,
  trackId: demo.adultTrack,
  projectName: `文件项目${person}`,
  regionCode: REGION_CODES.tianhe,
  leaderName: '文件',
  leaderMobile: '13700000111',
  leaderIdNumber: idOf('19900101'),
  attachments: [
    { kind: 'business_plan', path: plan, fileName: '商业计划书.pdf' },
    { kind: 'pitch_deck', path: deck, fileName: '路演.pdf' },
  ],
  answers: { industry: demo.industry, summary: '简介' },
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  demo = await demoEdition(t.database);
  // Inside the demo edition's registration window (the portal takes applications then).
  t.clock.set(new Date(2026, 10, 2, 9, 0, 0).getTime());
  for (const name of ['admin', 'organiser', 'sysadmin', 'auditor', 'expert'] as const) {
    token[name] = bearer(await loginAs(t.app, name));
  }
  token.entrant = bearer(await entrantToken(t.app));
  const [{ roleId }] = await rows<{ roleId: number }>(
    t.database,
    sql`select role_id::int as "roleId" from sys_role where role_key = 'participants'`,
  );
  const added = await call(token.admin, 'POST', '/system/user', {
    userName: 'entrant2',
    nickName: '第二位报名者',
    password: 'Start2026',
    deptId: 100,
    roleIds: [roleId],
  });
  expect(added.code).toBe(200);
  const first = bearer(await entrantToken(t.app, 'entrant2', 'Start2026'));
  await call(first, 'PUT', '/portal/password', { oldPassword: 'Start2026', newPassword: 'Entrant2026' });
  token.entrant2 = bearer(await entrantToken(t.app, 'entrant2', 'Entrant2026'));
});
afterAll(() => t.close());

describe('an application’s files', () => {
  it('are signed and served only to their uploader and to whoever may read the application, in scope', async () => {
    const plan = (await upload(token.organiser, 'plan.pdf')).fileName;
    const deck = (await upload(token.organiser, 'deck.pdf')).fileName;
    // Not cited yet: the uploader's (and an administrator's) only.
    expect(await read(token.organiser, plan)).toBe(200);
    expect(await read(token.expert, plan)).toBe(403);
    expect(await read(token.auditor, plan)).toBe(403);

    // In Shenzhen: outside the auditor's competition scope (Guangzhou).
    const outside = await call(
      token.organiser,
      'POST',
      '/comp/application',
      form(plan, deck, { regionCode: REGION_CODES.futian }),
    );
    expect(outside.code).toBe(200);
    expect(await read(token.auditor, plan)).toBe(403);
    expect(await read(token.expert, deck)).toBe(403);
    expect(await read(token.organiser, plan)).toBe(200);
    expect(await read(token.admin, deck)).toBe(200);

    // In Guangzhou: the auditor reads the application, so its files too; the expert has no right to applications.
    const plan2 = (await upload(token.organiser, 'plan.pdf')).fileName;
    const deck2 = (await upload(token.organiser, 'deck.pdf')).fileName;
    expect((await call(token.organiser, 'POST', '/comp/application', form(plan2, deck2))).code).toBe(200);
    expect(await read(token.auditor, plan2)).toBe(200);
    expect(await read(token.expert, plan2)).toBe(403);

    // A file the application no longer cites is no longer read through it.
    const plan3 = (await upload(token.organiser, 'plan.pdf')).fileName;
    const id = outside.data.applicationId;
    const { data } = await call(token.organiser, 'GET', `/comp/application/${id}`);
    const edit = { ...form(plan3, deck, { regionCode: REGION_CODES.futian }), applicationId: id };
    expect(
      (await call(token.organiser, 'PUT', '/comp/application', { ...edit, projectName: data.projectName })).code,
    ).toBe(200);
    expect(await read(token.organiser, plan)).toBe(200);
    const admin = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_file_ref where file_key = ${plan.slice(9)}`,
    );
    expect(admin[0].n).toBe(0);
  });

  it('refuse attaching an upload of someone else the writer may not read', async () => {
    const theirs = (await upload(token.auditor, 'theirs.pdf')).fileName;
    const mine = (await upload(token.organiser, 'mine.pdf')).fileName;
    const refused = await call(token.organiser, 'POST', '/comp/application', form(theirs, mine));
    expect(refused).toMatchObject({ code: 500 });
    expect(refused.msg).toContain('attachments[0].path');
    expect(refused.msg).toContain(NOT_YOURS);
    // A file written to the storage by hand, known to nobody: not attachable by staff either.
    const planted = '/profile/upload/2026/11/01/planted_0a1b.pdf';
    storeUpload(t.dataDir, planted);
    expect((await call(token.organiser, 'POST', '/comp/application', form(mine, planted))).msg).toContain(NOT_YOURS);

    // Sponsor logos and notice images the same way.
    const image = (await upload(token.auditor, 'logo.png', PNG)).fileName;
    const sponsor = await call(token.organiser, 'POST', '/system/sponsor', {
      sponsorName: '他人的标志',
      sponsorRole: '5',
      logo: image,
      sort: 1,
      competitionIds: [],
    });
    expect(sponsor.code).toBe(500);
    expect(sponsor.msg).toContain('logo');
    const notice = await call(token.organiser, 'POST', '/system/notice', {
      noticeTitle: '他人的图片',
      noticeType: '1',
      status: '0',
      noticeContent: `<p><img src="${image}"></p>`,
    });
    expect(notice.code).toBe(500);
    expect(notice.msg).toContain('noticeContent');
  });
});

describe('an entrant’s uploads', () => {
  it('are read by the entrant through the portal, cited by them only, and by staff through the application', async () => {
    const plan = await upload(token.entrant, 'plan.pdf', PDF, '/prod-api/portal/upload');
    const deck = await upload(token.entrant, 'deck.pdf', PDF, '/prod-api/portal/upload');
    expect((await t.app.inject({ method: 'GET', url: plan.data.url })).statusCode).toBe(200);
    // Another entrant cannot cite them, nor a staff member who may not read them.
    const stolen = await call(token.entrant2, 'POST', '/portal/application', form(plan.data.path, deck.data.path));
    expect(stolen.msg).toContain(NOT_YOURS);
    const staffUpload = (await upload(token.organiser, 'staff.pdf')).fileName;
    const entrantCites = await call(token.entrant, 'POST', '/portal/application', form(staffUpload, deck.data.path));
    expect(entrantCites.msg).toContain(NOT_YOURS);
    expect(await read(token.auditor, plan.data.path)).toBe(403);

    const created = await call(token.entrant, 'POST', '/portal/application', form(plan.data.path, deck.data.path));
    expect(created.code).toBe(200);
    const detail = await call(token.entrant, 'GET', `/portal/application/${created.data.applicationId}`);
    for (const file of detail.data.attachments) {
      expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    }
    expect(await read(token.auditor, plan.data.path)).toBe(200);
    expect(await read(token.expert, plan.data.path)).toBe(403);
  });
});

describe('avatars, logos and notices', () => {
  it('show an avatar to its user and to who may see users; public logos and published notices to everybody', async () => {
    const body = multipartBody([{ field: 'avatarfile', filename: 'me.png', content: PNG }]);
    const avatar = (
      await t.app.inject({
        method: 'POST',
        url: '/prod-api/system/user/profile/avatar',
        headers: { ...token.expert, ...body.headers },
        payload: body.payload,
      })
    ).json().imgUrl;
    expect(await read(token.expert, avatar)).toBe(200);
    expect(await read(token.sysadmin, avatar)).toBe(200);
    expect(await read(token.auditor, avatar)).toBe(403);
    // The organiser runs competitions, not accounts (issue 29): it may not see users.
    expect(await read(token.organiser, avatar)).toBe(403);

    const logo = (await upload(token.organiser, 'logo.png', PNG)).fileName;
    const sponsor = await call(token.organiser, 'POST', '/system/sponsor', {
      sponsorName: '公开的标志',
      sponsorRole: '5',
      logo,
      sort: 1,
      competitionIds: [],
    });
    expect(sponsor.code).toBe(200);
    expect(await read(token.expert, logo)).toBe(200);

    const image = (await upload(token.organiser, 'pic.png', PNG)).fileName;
    const draft = await call(token.organiser, 'POST', '/system/notice', {
      noticeTitle: '图片通知',
      noticeType: '1',
      status: '1',
      noticeContent: `<p><img src="${image}"></p>`,
    });
    expect(draft.code).toBe(200);
    expect(await read(token.expert, image)).toBe(403);
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`select notice_id::int as id from sys_notice where notice_title = '图片通知'`,
    );
    const published = await call(token.organiser, 'PUT', '/system/notice', {
      noticeId: id,
      noticeTitle: '图片通知',
      noticeType: '1',
      status: '0',
      noticeContent: `<p><img src="${image}"></p>`,
    });
    expect(published.code).toBe(200);
    expect(await read(token.expert, image)).toBe(200);
  });
});

describe('migration 0013', () => {
  /** The statements of the migration that bind files stored before it (after its tables). */
  const bindingStatements = () =>
    readFileSync(join(__dirname, '../../db/migrations/0013_file_owner.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO "sys_file/.test(statement));

  it('binds stored files to the records citing them; what nothing cites is the administrators’ only', async () => {
    const old = (name: string) => `/profile/upload/2020/01/01/${name}`;
    for (const name of ['plan.pdf', 'logo.png', 'pic.png', 'orphan.pdf', 'board.pdf'])
      storeUpload(t.dataDir, old(name));
    storeUpload(t.dataDir, '/profile/avatar/2020/01/01/me.png');
    const [{ id: applicationId }] = await rows<{ id: number }>(
      t.database,
      sql`select application_id::int as id from comp_application where region_code = ${REGION_CODES.futian}
          and create_by = 'organiser' order by application_id limit 1`,
    );
    const [{ id: expertId }] = await rows<{ id: number }>(
      t.database,
      sql`select user_id::int as id from sys_user where user_name = 'expert'`,
    );
    // Written the way records were before owners were kept.
    await t.database.exec().execute(sql`
      update comp_application set attachments = attachments || ${JSON.stringify([
        { kind: 'other', path: old('plan.pdf'), fileName: 'p' },
      ])}::jsonb where application_id = ${applicationId}`);
    await t.database
      .exec()
      .execute(sql`update sys_user set avatar = '/profile/avatar/2020/01/01/me.png' where user_id = ${expertId}`);
    await t.database
      .exec()
      .execute(sql`update comp_sponsor set logo = ${old('logo.png')} where sponsor_name = '公开的标志'`);
    await t.database
      .exec()
      .execute(
        sql`update sys_notice set notice_content = ${`<p><img src="${old('pic.png')}"></p>`} where notice_title = '图片通知'`,
      );
    await t.database.exec().execute(sql`
      insert into comp_notice (competition_id, notice_kind, title, attachments)
      values (${demo.competitionId}, 'application', '旧通知', ${JSON.stringify([{ path: old('board.pdf'), fileName: 'b' }])}::jsonb)`);
    await t.database.exec().execute(sql`delete from sys_file_ref`);
    await t.database.exec().execute(sql`delete from sys_file`);

    for (const statement of bindingStatements()) await t.database.exec().execute(sql.raw(statement));

    const bound = await rows<{ key: string; owner: number | null; kind: string }>(
      t.database,
      sql`select f.file_key as key, f.owner_id::int as owner, r.object_kind as kind
          from sys_file f join sys_file_ref r using (file_key) where f.file_key like '%2020/01/01%' order by 1`,
    );
    const [{ organiserId }] = await rows<{ organiserId: number }>(
      t.database,
      sql`select user_id::int as "organiserId" from sys_user where user_name = 'organiser'`,
    );
    expect(bound).toEqual([
      { key: 'avatar/2020/01/01/me.png', owner: expertId, kind: 'avatar' },
      { key: 'upload/2020/01/01/board.pdf', owner: null, kind: 'board_notice' },
      { key: 'upload/2020/01/01/logo.png', owner: null, kind: 'sponsor' },
      { key: 'upload/2020/01/01/pic.png', owner: null, kind: 'notice' },
      { key: 'upload/2020/01/01/plan.pdf', owner: organiserId, kind: 'application' },
    ]);
    // The demo edition's files are bound to the seeded applications again.
    const demoFiles = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from sys_file_ref where file_key like 'demo/%' and object_kind = 'application'`,
    );
    expect(demoFiles[0].n).toBeGreaterThan(0);

    expect(await read(token.expert, old('orphan.pdf'))).toBe(403);
    expect(await read(token.organiser, old('orphan.pdf'))).toBe(403);
    expect(await read(token.admin, old('orphan.pdf'))).toBe(200);
    expect(await read(token.expert, old('logo.png'))).toBe(200);
    expect(await read(token.expert, old('pic.png'))).toBe(200);
    expect(await read(token.expert, '/profile/avatar/2020/01/01/me.png')).toBe(200);
    expect(await read(token.auditor, old('plan.pdf'))).toBe(403);
    expect(await read(token.organiser, old('plan.pdf'))).toBe(200);
  });
});
