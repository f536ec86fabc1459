import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { formatDateTime } from '../../../lib/date-time';
import { checkCharOf } from '../../../lib/id-number';
import { lockEditionEntries } from './application.repository';

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let adultTrack: number;
let teenTrack: number;
let industry: string;

const idOf = (birth: string, seq = '123') => {
  const first17 = `440106${birth}${seq}`;
  return first17 + checkCharOf(first17);
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = async (method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) })).json();

const PLAN = '/profile/upload/2026/11/01/plan_a1.pdf';
const DECK = '/profile/upload/2026/11/01/deck_b2.pdf';
const PHOTO = '/profile/upload/2026/11/01/photo_c3.png';

/** Puts a file where an upload of that resource path would be (the content is checked at upload, not here). */
const stored = (resource: string) => storeUpload(t.dataDir, resource);

const form = (overrides: Record<string, unknown> = {}) => ({
  competitionId,
  trackId: adultTrack,
  projectName: '智能垃圾分类',
  regionCode: REGION_CODES.tianhe,
  leaderName: '王五',
  leaderMobile: '13800138000',
  leaderIdNumber: idOf('19900101'),
  members: [{ name: '赵六', idNumber: idOf('19920202', '456') }],
  attachments: [
    { kind: 'business_plan', path: PLAN, fileName: '计划书.pdf' },
    { kind: 'pitch_deck', path: DECK, fileName: '路演.pdf' },
  ],
  answers: { industry, summary: '用图像识别分类垃圾' },
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<{ applicationId: number; code: string }> {
  const answer = await api('POST', '/comp/application', form(overrides));
  expect(answer).toMatchObject({ code: 200 });
  return answer.data;
}

const transition = (applicationIds: number[], action: string, reason?: string) =>
  api('PUT', '/comp/application/transition', { applicationIds, action, reason });

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  admin = bearer(await loginAs(t.app, 'admin'));
  ({ competitionId, adultTrack, teenTrack, industry } = await demoEdition(t.database));
  for (const resource of [PLAN, DECK, PHOTO]) stored(resource);
});
afterAll(() => t.close());

describe('an application', () => {
  it('is created as a draft with a code per edition and track, its personal numbers masked', async () => {
    const first = await create();
    const second = await create({ leaderIdNumber: idOf('19900101', '789'), members: [] });
    expect(first.code).toMatch(/^A26-\d{4}$/);
    expect(Number(second.code.slice(4))).toBe(Number(first.code.slice(4)) + 1);
    const { data } = await api('GET', `/comp/application/${first.applicationId}`);
    expect(data).toMatchObject({
      status: 'draft',
      leaderMobile: '138****8000',
      memberCount: 2,
      trackName: '成人组',
    });
    expect(data.members).toMatchObject([
      { name: '王五', role: 'leader', age: 36, sex: 'm' },
      { name: '赵六', role: 'member', age: 34 },
    ]);
    expect(data.leaderIdNumber).toMatch(/^440106\*{8}123.$/);
    expect(data.members[1].idNumber).toMatch(/^440106\*{8}456.$/);
    expect(data.attachments[0].url).toContain('/prod-api/common/file/signed');
  });

  it('numbers past 9999 by value, not by text', async () => {
    const { applicationId } = await create({ leaderIdNumber: idOf('19900101', '901'), members: [] });
    await t.database
      .exec()
      .execute(sql`update comp_application set code = 'A26-9999' where application_id = ${applicationId}`);
    expect((await create({ leaderIdNumber: idOf('19900101', '902'), members: [] })).code).toBe('A26-10000');
    expect((await create({ leaderIdNumber: idOf('19900101', '903'), members: [] })).code).toBe('A26-10001');
  });

  it('never stores or logs a plain ID number or mobile', async () => {
    const leaderId = idOf('19850505', '321');
    await create({ leaderIdNumber: leaderId, leaderMobile: '13911112222', members: [] });
    await t.app.operLog.flush();
    const dump = await rows<{ text: string }>(
      t.database,
      sql`select concat_ws('|', (select string_agg(a::text, '|') from comp_application a),
                             (select string_agg(m::text, '|') from comp_application_member m),
                             (select string_agg(o::text, '|') from sys_oper_log o)) as text`,
    );
    expect(dump[0].text).toContain('13911112222'.slice(0, 3));
    expect(dump[0].text).not.toContain(leaderId);
    expect(dump[0].text).not.toContain('13911112222');
  });

  it('refuses references it cannot have', async () => {
    expect((await api('POST', '/comp/application', form({ trackId: 999_999 }))).msg).toBe(
      '参数 trackId 不正确：不是本届次的赛道',
    );
    expect((await api('POST', '/comp/application', form({ regionCode: '999999' }))).msg).toContain('regionCode');
    expect((await api('POST', '/comp/application', form({ answers: { nonsense: 'x' } }))).msg).toContain(
      'answers.nonsense',
    );
    const badId = `${idOf('19900101').slice(0, 17)}${idOf('19900101').endsWith('0') ? '1' : '0'}`;
    expect((await api('POST', '/comp/application', form({ leaderIdNumber: badId }))).msg).toContain('leaderIdNumber');
    const twice = form({ members: [{ name: '同一人', idNumber: idOf('19900101') }] });
    expect((await api('POST', '/comp/application', twice)).msg).toContain('members[0].idNumber');
  });
});

describe('the lifecycle', () => {
  it('submits an eligible draft and records who, when, from and to', async () => {
    const { applicationId } = await create({ leaderIdNumber: idOf('19800101', '111'), members: [] });
    const answer = await transition([applicationId], 'submit');
    expect(answer).toMatchObject({ code: 200, data: { changed: 1 } });
    const { data } = await api('GET', `/comp/application/${applicationId}`);
    expect(data.status).toBe('submitted');
    expect(data.submittedAt).toBe(formatDateTime(t.clock.now()));
    const history = await api('GET', `/comp/application/${applicationId}/history`);
    expect(history.data).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: 'draft', operName: 'admin' },
      { action: 'submit', fromStatus: 'draft', toStatus: 'submitted', operName: 'admin' },
    ]);
  });

  it('refuses an illegal transition naming the current and requested state', async () => {
    const { applicationId } = await create({ leaderIdNumber: idOf('19800101', '222'), members: [] });
    await transition([applicationId], 'submit');
    const again = await transition([applicationId], 'submit');
    expect(again).toMatchObject({ code: 500, msg: '申报当前状态为「已提交」，不能变为「已提交」' });
    expect((await transition([applicationId], 'withdraw')).msg).toContain('reason');
    expect(await transition([applicationId], 'withdraw', '团队解散')).toMatchObject({ code: 200 });
    const withdrawn = await transition([applicationId], 'withdraw', '再次');
    expect(withdrawn.msg).toBe('申报当前状态为「已撤回」，不能变为「已撤回」');
    expect((await api('DELETE', `/comp/application/${applicationId}`)).msg).toContain('只有草稿可以删除');
  });

  it('names each eligibility rule and field that a submission breaks, all or none', async () => {
    const young = await create({ leaderIdNumber: idOf('20100101', '333'), members: [] });
    const bare = await create({
      leaderIdNumber: idOf('19700101', '444'),
      members: [],
      attachments: [],
      answers: { industry },
    });
    const answer = await transition([young.applicationId, bare.applicationId], 'submit');
    expect(answer.code).toBe(500);
    expect(answer.msg).toContain(`${young.code} 王五 按`);
    expect(answer.msg).toContain('不符合本赛道年龄要求（18 至 - 岁）');
    expect(answer.msg).toContain(`${bare.code} 项目简介不能为空`);
    expect(answer.msg).toContain(`${bare.code} 缺少必需的附件：商业计划书`);
    expect(answer.msg).not.toContain('business_plan');
    const statuses = await rows<{ status: string }>(
      t.database,
      sql`select status from comp_application where application_id in (${young.applicationId}, ${bare.applicationId})`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['draft', 'draft']);
  });

  it('allows one entry per person per edition, and a withdrawn one frees the person', async () => {
    const person = idOf('19880808', '555');
    const first = await create({ leaderIdNumber: person, members: [] });
    const second = await create({
      leaderIdNumber: idOf('19880808', '556'),
      members: [{ name: '重复', idNumber: person }],
    });
    // A draft holds nobody (application-one-entry.test.ts); a submitted one does.
    expect(await transition([first.applicationId], 'submit')).toMatchObject({ code: 200 });
    const refused = await transition([second.applicationId], 'submit');
    expect(refused.msg).toContain('members[1].idNumber：重复的身份证号已在本届其他已提交的申报中');
    expect(refused.msg).not.toContain(first.code);
    expect(await transition([first.applicationId], 'withdraw', '换项目')).toMatchObject({ code: 200 });
    expect(await transition([second.applicationId], 'submit')).toMatchObject({ code: 200 });
  });

  it('refuses to submit outside the registration window', async () => {
    const { applicationId, code } = await create({ leaderIdNumber: idOf('19800101', '666'), members: [] });
    const now = t.clock.now();
    t.clock.set(Date.UTC(2027, 0, 5));
    try {
      // Sessions expire with the clock: log in again in January.
      admin = bearer(await loginAs(t.app, 'admin'));
      const answer = await transition([applicationId], 'submit');
      expect(answer.msg).toBe(`申报 ${code} 不在报名时间内（2026-10-01 00:00:00 至 2026-12-31 23:59:59）`);
    } finally {
      t.clock.set(now);
      admin = bearer(await loginAs(t.app, 'admin'));
    }
  });
});

describe('the demo edition', () => {
  it('has three audit-ready applications per track and one returned for revision, with history', async () => {
    const counts = async (trackCode: string) => {
      const [track] = await rows<{ id: number }>(
        t.database,
        sql`select track_id::int as id from comp_track where competition_id = ${competitionId} and track_code = ${trackCode}`,
      );
      const answer = await api('GET', `/comp/application/counts?trackId=${track.id}&params[endTime]=2026-10-31`);
      return answer.data;
    };
    expect(await counts('teen')).toMatchObject({ submitted: 3, returned: 0 });
    expect(await counts('adult')).toMatchObject({ submitted: 3, returned: 1 });
    const returned = await api('GET', '/comp/application/list?status=returned');
    const [row] = returned.rows;
    const detail = await api('GET', `/comp/application/${row.applicationId}`);
    expect(detail.data).toMatchObject({ returnCount: 1, returnDeadline: '2026-12-20 23:59:59' });
    expect(detail.data.attachments.map((a: { kind: string }) => a.kind)).toEqual(['business_plan', 'pitch_deck']);
    // The demo files are written into DATA_DIR when a server seeds (the browser tests open them).
    expect(detail.data.attachments[0].url).toContain('key=demo%2Fbusiness-plan.pdf');
    const history = await api('GET', `/comp/application/${row.applicationId}/history`);
    expect(history.data.map((e: { action: string }) => e.action)).toEqual(['create', 'submit', 'startAudit', 'return']);
    expect(history.data[3].reason).toBe('请补充商业计划书中的财务预测');
  });
});

describe('the list', () => {
  it('finds by exact mobile and ID number, by name fragment, and counts by status', async () => {
    const member = idOf('19950505', '777');
    const { applicationId } = await create({
      projectName: '海洋塑料回收',
      leaderMobile: '13577778888',
      leaderIdNumber: idOf('19950505', '778'),
      members: [{ name: '钱七', idNumber: member }],
    });
    const ids = (answer: { rows: Array<{ applicationId: number }> }) => answer.rows.map((row) => row.applicationId);
    expect(ids(await api('GET', '/comp/application/list?leaderMobile=13577778888'))).toEqual([applicationId]);
    // Exact match only: a fragment is refused naming the field, never searched.
    expect((await api('GET', '/comp/application/list?leaderMobile=1357777888')).msg).toContain('leaderMobile');
    expect(ids(await api('GET', '/comp/application/list?leaderMobile=13577778889'))).toEqual([]);
    expect(ids(await api('GET', `/comp/application/list?idNumber=${member}`))).toEqual([applicationId]);
    expect(ids(await api('GET', `/comp/application/list?projectName=${encodeURIComponent('塑料回')}`))).toEqual([
      applicationId,
    ]);
    const list = await api('GET', `/comp/application/list?trackId=${adultTrack}&status=draft&pageSize=5`);
    expect(list.rows.length).toBeLessThanOrEqual(5);
    expect(list.rows.every((row: { status: string }) => row.status === 'draft')).toBe(true);
    const counts = await api('GET', `/comp/application/counts?trackId=${adultTrack}`);
    expect(counts.data.draft).toBe(list.total);
    expect(counts.data.submitted).toBeGreaterThan(0);
    expect(counts.data.awarded).toBe(0);
  });

  it('exports the filtered list with masked mobiles', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/application/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'leaderMobile=13577778888',
    });
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toContain('135****8888');
  });
});

describe('the files of an application', () => {
  const refusal = async (overrides: Record<string, unknown>) =>
    (
      await api(
        'POST',
        '/comp/application',
        form({ leaderIdNumber: idOf('19910101', '801'), members: [], ...overrides }),
      )
    ).msg;
  const attach = (...files: Array<[kind: string, path: string]>) =>
    files.map(([kind, path]) => ({ kind, path, fileName: path.slice(path.lastIndexOf('/') + 1) }));

  it('refuses a path that is no upload, a missing file, a wrong type or too many of a kind, naming the field', async () => {
    expect(
      await refusal({ attachments: attach(['business_plan', PLAN], ['pitch_deck', '/profile/avatar/a/deck.pdf']) }),
    ).toBe('参数 attachments[1].path 不正确：不是上传的文件（应为 /profile/upload/ 下的文件）');
    expect((await refusal({ attachments: attach(['business_plan', '/profile/upload/../plan.pdf']) })) ?? '').toContain(
      'attachments',
    );
    expect(
      await refusal({ attachments: attach(['business_plan', PLAN], ['other', '/profile/upload/2026/11/01/gone.pdf']) }),
    ).toBe('参数 attachments[1].path 不正确：文件不存在或已被删除，请重新上传');
    expect(await refusal({ attachments: attach(['business_plan', PHOTO]) })).toBe(
      '参数 attachments[0].path 不正确：商业计划书 只能是 pdf 格式的文件',
    );
    expect(
      await refusal({ attachments: attach(['business_plan', PLAN], ['pitch_deck', DECK], ['business_plan', PLAN]) }),
    ).toBe('参数 attachments[2] 不正确：商业计划书 最多 1 个文件，现有 2 个');
    const english = await t.app.inject({
      method: 'POST',
      url: '/prod-api/comp/application',
      headers: { ...admin, 'accept-language': 'en-US' },
      payload: form({ leaderIdNumber: idOf('19910101', '802'), members: [], attachments: attach(['image', PLAN]) }),
    });
    expect(english.json().msg).toBe('invalid attachments[0].path: Images must be a png/jpg/jpeg file');
    // A kind the rules do not name takes documents; images and others take theirs.
    expect(
      await create({
        leaderIdNumber: idOf('19910101', '803'),
        members: [],
        attachments: attach(
          ['business_plan', PLAN],
          ['pitch_deck', DECK],
          ['image', PHOTO],
          ['other', PHOTO],
          ['guardian', PLAN],
        ),
      }),
    ).toMatchObject({ code: expect.stringMatching(/^A26-/) });
  });

  it('checks the answer to a file field as an upload of its own', async () => {
    const teen = (guardianConsent: string) =>
      refusal({
        trackId: teenTrack,
        attachments: [],
        answers: { school: '演示学校', grade: '五年级', guardianConsent },
      });
    expect(await teen(`${PLAN},${DECK}`)).toBe(
      '参数 answers.guardianConsent 不正确：监护人同意书 最多 1 个文件，现有 2 个',
    );
    expect(await teen('同意')).toBe(
      '参数 answers.guardianConsent 不正确：不是上传的文件（应为 /profile/upload/ 下的文件）',
    );
    expect(await teen('/profile/upload/2026/11/01/gone.pdf')).toContain('answers.guardianConsent 不正确：文件不存在');
    expect(
      await api(
        'POST',
        '/comp/application',
        form({
          trackId: teenTrack,
          leaderIdNumber: idOf('20120101', '804'),
          members: [],
          attachments: [],
          answers: { school: '演示学校', grade: '五年级', guardianConsent: PHOTO },
        }),
      ),
    ).toMatchObject({ code: 200 });
  });

  it('keeps the files a returned application already carries when it is edited', async () => {
    const returned = await api('GET', `/comp/application/list?status=returned&trackId=${adultTrack}`);
    const { data } = await api('GET', `/comp/application/${returned.rows[0].applicationId}`);
    // The demo files live outside the upload area: accepted because the application carries them.
    expect(data.attachments[0].path).toMatch(/^\/profile\/demo\//);
    const edited = form({
      applicationId: data.applicationId,
      projectName: data.projectName,
      leaderIdNumber: idOf('19930303', '805'),
      members: [],
      attachments: data.attachments.map(({ url: _signed, ...file }: { url: string }) => file),
      answers: data.answers,
    });
    expect(await api('PUT', '/comp/application', edited)).toMatchObject({ code: 200 });
    const elsewhere = { ...edited, attachments: [{ ...edited.attachments[0], path: '/profile/demo/other.pdf' }] };
    expect((await api('PUT', '/comp/application', elsewhere)).msg).toBe(
      '参数 attachments[0].path 不正确：不是上传的文件（应为 /profile/upload/ 下的文件）',
    );
  });
});

describe('a returned application', () => {
  it('is changed and resubmitted until its deadline, and neither after it', async () => {
    const leaderIdNumber = idOf('19870707', '811');
    const { applicationId, code } = await create({ leaderIdNumber, members: [] });
    expect(await transition([applicationId], 'submit')).toMatchObject({ code: 200 });
    const deadline = '2026-11-05 23:59:59';
    await t.database
      .exec()
      .execute(
        sql`update comp_application set status = 'returned', return_deadline = ${deadline}, return_count = 1 where application_id = ${applicationId}`,
      );
    const edit = (projectName: string) =>
      api('PUT', '/comp/application', form({ applicationId, leaderIdNumber, members: [], projectName }));
    expect(await edit('修改后的项目')).toMatchObject({ code: 200 });

    const now = t.clock.now();
    t.clock.set(Date.UTC(2026, 10, 7));
    try {
      admin = bearer(await loginAs(t.app, 'admin'));
      const expired = `申报 ${code} 的修改期限 ${deadline} 已过，不能再修改或提交`;
      expect(await edit('期限后修改')).toMatchObject({ code: 500, msg: expired });
      expect(await transition([applicationId], 'submit')).toMatchObject({ code: 500, msg: expired });
    } finally {
      t.clock.set(now);
      admin = bearer(await loginAs(t.app, 'admin'));
    }
    const { data } = await api('GET', `/comp/application/${applicationId}`);
    expect(data).toMatchObject({ status: 'returned', projectName: '修改后的项目' });
  });
});

describe('one entry per person per edition', () => {
  it('is checked under a transaction-scoped advisory lock of the edition', async () => {
    const held = () =>
      rows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${0x6f6e65} and objid = ${competitionId} and objsubid = 1`,
      );
    await t.database.transaction(async () => {
      await lockEditionEntries(t.database, competitionId);
      expect((await held())[0].n).toBe(1);
    });
    expect((await held())[0].n).toBe(0);
  });

  it('lets submissions of one edition at once through one after the other', async () => {
    const first = await create({ leaderIdNumber: idOf('19860606', '821'), members: [] });
    const second = await create({ leaderIdNumber: idOf('19860606', '822'), members: [] });
    const answers = await Promise.all([
      transition([first.applicationId], 'submit'),
      transition([second.applicationId], 'submit'),
    ]);
    expect(answers).toMatchObject([{ code: 200 }, { code: 200 }]);
  });
});
