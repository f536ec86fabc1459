import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../../test/demo-edition';
import { entrantToken } from '../../../../test/entrant-helpers';
import { ownUpload, storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// One entry per person per edition counts submitted applications only (docs/applications.md): a
// draft holds nobody, nor does a withdrawn or disqualified entry; the refusal names no other
// application and says whom to contact.

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
let demo: DemoEdition;
let staff: Headers;
let entrant: Headers;
let person = 700;

const PLAN = '/profile/upload/2026/11/01/plan_entry1.pdf';
const DECK = '/profile/upload/2026/11/01/deck_entry1.pdf';
const REFUSAL = '的身份证号已在本届其他已提交的申报中，每人每届只能参加一个项目，请联系赛事组织方';

const call = async (who: Headers, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

const idOf = (birth = '19900101') => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

const form = (leaderIdNumber: string, members: Array<{ name: string; idNumber: string }> = []) => ({
  competitionId: demo.competitionId,
  trackId: demo.adultTrack,
  projectName: `一人一报${person}`,
  regionCode: REGION_CODES.tianhe,
  leaderName: '郑负责',
  leaderMobile: '13700007001',
  leaderIdNumber,
  members,
  attachments: [
    { kind: 'business_plan', path: PLAN, fileName: '商业计划书.pdf' },
    { kind: 'pitch_deck', path: DECK, fileName: '路演.pdf' },
  ],
  answers: { industry: demo.industry, summary: '简介' },
});

const created = async (who: Headers, url: string, body: object) => {
  const answer = await call(who, 'POST', url, body);
  expect(answer).toMatchObject({ code: 200 });
  return answer.data as { applicationId: number; code: string };
};
const staffDraft = (body: object) => created(staff, '/comp/application', body);
const portalDraft = (body: object) => created(entrant, '/portal/application', body);
const submit = (...applicationIds: number[]) =>
  call(staff, 'PUT', '/comp/application/transition', { applicationIds, action: 'submit' });
const portalSubmit = (applicationId: number) => call(entrant, 'PUT', `/portal/application/${applicationId}/submit`);
const setStatus = (applicationId: number, status: string) =>
  t.database
    .exec()
    .execute(sql`update comp_application set status = ${status} where application_id = ${applicationId}`);

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

describe('one entry per person per edition', () => {
  it('ignores a draft never submitted: the person listed in it submits their own (staff path)', async () => {
    const p = idOf();
    const draft = await staffDraft(form(idOf(), [{ name: '被列者', idNumber: p }]));
    const own = await staffDraft(form(p));
    expect(await submit(own.applicationId)).toMatchObject({ code: 200 });
    // Now the person's own entry is submitted: the draft listing them cannot be.
    const refused = await submit(draft.applicationId);
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain(`members[1].idNumber：被列者${REFUSAL}`);
    expect(refused.msg).not.toContain(own.code);
  });

  it("ignores someone else's draft on the portal, and refuses without naming the other application", async () => {
    const p = idOf();
    // A staff draft the entrant cannot see lists the person.
    const hidden = await staffDraft(form(idOf(), [{ name: '门户本人', idNumber: p }]));
    const mine = await portalDraft(form(p));
    expect(await portalSubmit(mine.applicationId)).toMatchObject({ code: 200 });
    expect(await submit(hidden.applicationId)).toMatchObject({ code: 500 });

    // The other way round: the person's submitted entry is someone else's.
    const q = idOf();
    const theirs = await staffDraft(form(q));
    expect(await submit(theirs.applicationId)).toMatchObject({ code: 200 });
    const second = await portalDraft(form(idOf(), [{ name: '已报者', idNumber: q }]));
    const refused = await portalSubmit(second.applicationId);
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain(`已报者${REFUSAL}`);
    expect(refused.msg).not.toContain(theirs.code);
    // A draft may still be saved with them; only submission checks.
    const edited = await call(entrant, 'PUT', `/portal/application/${second.applicationId}`, {
      ...form(idOf(), [{ name: '已报者', idNumber: q }]),
      projectName: '仍可保存',
    });
    expect(edited).toMatchObject({ code: 200 });
  });

  it('is freed by a withdrawn or disqualified entry, and held by a returned or rejected one', async () => {
    for (const [status, frees] of [
      ['withdrawn', true],
      ['disqualified', true],
      ['returned', false],
      ['rejected', false],
      ['approved', false],
    ] as const) {
      const p = idOf();
      const first = await staffDraft(form(p));
      expect(await submit(first.applicationId)).toMatchObject({ code: 200 });
      await setStatus(first.applicationId, status);
      const second = await staffDraft(form(idOf(), [{ name: status, idNumber: p }]));
      const answer = await submit(second.applicationId);
      expect([status, answer.code]).toEqual([status, frees ? 200 : 500]);
    }
  });

  it('refuses two drafts naming one person submitted together', async () => {
    const p = idOf();
    const a = await staffDraft(form(p));
    const b = await staffDraft(form(idOf(), [{ name: '两处', idNumber: p }]));
    const refused = await submit(a.applicationId, b.applicationId);
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain(`两处${REFUSAL}`);
    expect(await submit(a.applicationId)).toMatchObject({ code: 200 });
  });
});
