import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../../test/demo-edition';
import { entrantToken } from '../../../../test/entrant-helpers';
import { ownUpload, storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TEST_APP_SECRET } from '../../../../test/test-secret';
import type { StoredMentor } from '../../../db/schema';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';
import { PersonalDataCipher } from '../../../lib/personal-data';

// Masked numbers sent back on an edit mean "unchanged" (docs/applications.md): on the staff path
// and on the portal, for the leader, the members and the mentors.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
let demo: DemoEdition;
let staff: Headers;
let entrant: Headers;
let person = 500;
const cipher = new PersonalDataCipher(TEST_APP_SECRET);

const PLAN = '/profile/upload/2026/11/01/plan_masked1.pdf';
const DECK = '/profile/upload/2026/11/01/deck_masked1.pdf';

const call = async (who: Headers, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

const form = () => ({
  competitionId: demo.competitionId,
  trackId: demo.adultTrack,
  projectName: `脱敏项目${person}`,
  regionCode: REGION_CODES.tianhe,
  leaderName: '钱一',
  leaderMobile: '13700009001',
  leaderIdNumber: idOf('19900101'),
  members: [
    { name: '孙二', idNumber: idOf('19910202') },
    { name: '李三', idNumber: idOf('19920303') },
  ],
  mentors: [
    { name: '周导师', mobile: '13900009001' },
    { name: '吴导师', mobile: '13900009002' },
  ],
  attachments: [
    { kind: 'business_plan', path: PLAN, fileName: '商业计划书.pdf' },
    { kind: 'pitch_deck', path: DECK, fileName: '路演.pdf' },
  ],
  answers: { industry: demo.industry, summary: '简介' },
});

interface Detail {
  leaderMobile: string;
  leaderIdNumber: string;
  members: Array<{ name: string; idNumber: string; role: string }>;
  mentors: Array<{ name: string; mobile: string | null }>;
}

/** The form a page builds from the detail it was sent: every number masked as it came. */
const editFormOf = (base: ReturnType<typeof form>, detail: Detail, changes: object = {}) => ({
  ...base,
  leaderMobile: detail.leaderMobile,
  leaderIdNumber: detail.leaderIdNumber,
  members: detail.members
    .filter((member) => member.role === 'member')
    .map((member) => ({ name: member.name, idNumber: member.idNumber })),
  mentors: detail.mentors.map((mentor) => ({ name: mentor.name, mobile: mentor.mobile })),
  ...changes,
});

/** What is stored, opened: the leader's mobile and ID, the members' IDs in order, the mentors' mobiles. */
async function storedNumbers(applicationId: number) {
  const [app] = await rows<{ mobile: string; id: string; mentors: StoredMentor[]; name: string }>(
    t.database,
    sql`select leader_mobile_enc as mobile, leader_id_enc as id, mentors, project_name as name
        from comp_application where application_id = ${applicationId}`,
  );
  const members = await rows<{ id: string }>(
    t.database,
    sql`select id_enc as id from comp_application_member where application_id = ${applicationId} order by seq`,
  );
  return {
    projectName: app.name,
    leaderMobile: cipher.open('mobile', app.mobile),
    leaderIdNumber: cipher.open('idNumber', app.id),
    members: members.map((member) => cipher.open('idNumber', member.id)),
    mentors: app.mentors.map((mentor) => (mentor.mobileEnc ? cipher.open('mobile', mentor.mobileEnc) : null)),
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  demo = await demoEdition(t.database);
  for (const file of [PLAN, DECK]) {
    storeUpload(t.dataDir, file);
    await ownUpload(t.database, file, 'entrant');
  }
  t.clock.set(new Date(2026, 10, 2, 9, 0, 0).getTime());
  staff = bearer(await loginAs(t.app, 'admin'));
  entrant = bearer(await entrantToken(t.app));
});
afterAll(() => t.close());

describe('masked numbers on an edit', () => {
  it('keep the stored values on the staff path, for the leader, each member and each mentor', async () => {
    const base = form();
    const created = await call(staff, 'POST', '/comp/application', base);
    expect(created.code).toBe(200);
    const { applicationId } = created.data;
    const { data: detail } = await call(staff, 'GET', `/comp/application/${applicationId}`);
    expect(detail.leaderMobile).toBe('137****9001');
    const saved = await call(staff, 'PUT', '/comp/application', {
      applicationId,
      ...editFormOf(base, detail, { projectName: '改名后的脱敏项目' }),
    });
    expect(saved).toMatchObject({ code: 200 });
    expect(await storedNumbers(applicationId)).toEqual({
      projectName: '改名后的脱敏项目',
      leaderMobile: base.leaderMobile,
      leaderIdNumber: base.leaderIdNumber,
      members: [base.leaderIdNumber, base.members[0].idNumber, base.members[1].idNumber],
      mentors: ['13900009001', '13900009002'],
    });
    // Reordered members and mentors keep their own numbers; a new value replaces the stored one.
    const [first, second] = editFormOf(base, detail).members;
    const [mentorA, mentorB] = editFormOf(base, detail).mentors;
    const reordered = await call(staff, 'PUT', '/comp/application', {
      applicationId,
      ...editFormOf(base, detail, {
        leaderMobile: '13600009009',
        members: [second, first],
        mentors: [mentorB, { ...mentorA, mobile: '' }],
      }),
    });
    expect(reordered).toMatchObject({ code: 200 });
    expect(await storedNumbers(applicationId)).toMatchObject({
      leaderMobile: '13600009009',
      members: [base.leaderIdNumber, base.members[1].idNumber, base.members[0].idNumber],
      mentors: ['13900009002', null],
    });
    // Found by its new mobile, exactly.
    const listed = await call(staff, 'GET', '/comp/application/list?pageNum=1&pageSize=10&leaderMobile=13600009009');
    expect(listed.rows.map((row: { applicationId: number }) => row.applicationId)).toEqual([applicationId]);
  });

  it('refuses a masked value that matches no stored number, naming the field', async () => {
    const base = form();
    const { applicationId } = (await call(staff, 'POST', '/comp/application', base)).data;
    const { data: detail } = await call(staff, 'GET', `/comp/application/${applicationId}`);
    const wrongMobile = await call(staff, 'PUT', '/comp/application', {
      applicationId,
      ...editFormOf(base, detail, { leaderMobile: '139****0000' }),
    });
    expect(wrongMobile.code).toBe(500);
    expect(wrongMobile.msg).toContain('leaderMobile');
    expect(wrongMobile.msg).toContain('脱敏');
    const member = await call(staff, 'PUT', '/comp/application', {
      applicationId,
      ...editFormOf(base, detail, { members: [{ name: '孙二', idNumber: '440106********0000' }] }),
    });
    expect(member.code).toBe(500);
    expect(member.msg).toContain('members[0].idNumber');
    const mentor = await call(staff, 'PUT', '/comp/application', {
      applicationId,
      ...editFormOf(base, detail, { mentors: [{ name: '周导师', mobile: '139****1111' }] }),
    });
    expect(mentor.msg).toContain('mentors[0].mobile');
    // Nothing was written by the refused edits.
    expect((await storedNumbers(applicationId)).leaderMobile).toBe(base.leaderMobile);
    // A new application has nothing stored: a masked number is no number.
    const created = await call(staff, 'POST', '/comp/application', { ...form(), leaderMobile: '137****9001' });
    expect(created.code).not.toBe(200);
    expect(created.msg).toContain('leaderMobile');
  });

  it('keep the stored values on the portal, and the draft is then submitted', async () => {
    const base = form();
    const created = await call(entrant, 'POST', '/portal/application', base);
    expect(created.code).toBe(200);
    const { applicationId } = created.data;
    const { data: detail } = await call(entrant, 'GET', `/portal/application/${applicationId}`);
    expect(detail.leaderMobile).toBe('137****9001');
    const saved = await call(
      entrant,
      'PUT',
      `/portal/application/${applicationId}`,
      editFormOf(base, detail, { projectName: '门户改名' }),
    );
    expect(saved).toMatchObject({ code: 200 });
    expect(await storedNumbers(applicationId)).toEqual({
      projectName: '门户改名',
      leaderMobile: base.leaderMobile,
      leaderIdNumber: base.leaderIdNumber,
      members: [base.leaderIdNumber, base.members[0].idNumber, base.members[1].idNumber],
      mentors: ['13900009001', '13900009002'],
    });
    expect(await call(entrant, 'PUT', `/portal/application/${applicationId}/submit`)).toMatchObject({ code: 200 });
  });
});
