import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../test/demo-edition';
import { entrantToken } from '../../../test/entrant-helpers';
import { latestCode } from '../../../test/sms-outbox';
import { ownUpload, storeUpload } from '../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { REGION_CODES } from '../../db/seed';
import { checkCharOf } from '../../lib/id-number';

// The whole way of an entrant through the API, with the back office's decisions in between:
// register -> approve -> submit -> returned -> resubmit -> approved at both audit levels.

type Headers = Record<string, string>;
let t: TestApp;
let demo: DemoEdition;
const PLAN = '/profile/upload/2026/11/03/plan_9f8e7d6c.pdf';
const DECK = '/profile/upload/2026/11/03/deck_9f8e7d6c.pdf';

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  demo = await demoEdition(t.database);
  for (const file of [PLAN, DECK]) storeUpload(t.dataDir, file);
  // Inside the demo edition's registration window (2026-10-01 to 2026-12-31).
  t.clock.set(new Date(2026, 10, 3, 9, 0, 0).getTime());
});
afterAll(() => t.close());

const call = async (who: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

describe('an entrant from registration to approval', () => {
  it('registers, is approved, submits, is returned, resubmits and is approved', async () => {
    const mobile = '13900000201';
    const { uuid } = await call({}, 'POST', '/portal/register/code', { mobile });
    const smsCode = await latestCode(t.dataDir, mobile);
    const registered = await call({}, 'POST', '/portal/register', {
      username: 'pathentrant',
      password: 'secret12',
      confirmPassword: 'secret12',
      mobile,
      realName: '路径测试',
      uuid,
      smsCode,
    });
    expect(registered).toMatchObject({ code: 200, approved: false });

    const admin = bearer(await loginAs(t.app, 'admin'));
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`select user_id::int as id from sys_user where user_name = 'pathentrant'`,
    );
    expect((await call(admin, 'PUT', `/system/registration/${id}/approve`)).code).toBe(200);
    const entrant = bearer(await entrantToken(t.app, 'pathentrant', 'secret12'));
    // The files the entrant's form cites are the entrant's uploads.
    for (const file of [PLAN, DECK]) await ownUpload(t.database, file, 'pathentrant');

    const first17 = '44010619950505123';
    const form = {
      competitionId: demo.competitionId,
      trackId: demo.adultTrack,
      projectName: '社区养老机器人',
      regionCode: REGION_CODES.tianhe,
      leaderName: '路径测试',
      leaderMobile: mobile,
      leaderIdNumber: first17 + checkCharOf(first17),
      attachments: [
        { kind: 'business_plan', path: PLAN, fileName: '商业计划书.pdf' },
        { kind: 'pitch_deck', path: DECK, fileName: '路演.pdf' },
      ],
      answers: { industry: demo.industry, summary: '为社区老人提供陪护' },
    };
    const created = await call(entrant, 'POST', '/portal/application', form);
    expect(created.code).toBe(200);
    const applicationId = created.data.applicationId as number;
    expect((await call(entrant, 'PUT', `/portal/application/${applicationId}/submit`)).code).toBe(200);

    const auditor = bearer(await loginAs(t.app, 'auditor'));
    const organiser = bearer(await loginAs(t.app, 'organiser'));
    const returned = await call(auditor, 'PUT', '/comp/audit/decide', {
      applicationIds: [applicationId],
      levelNo: 1,
      decision: 'return',
      reason: '请补充团队介绍',
      returnDeadline: '2026-11-10 18:00:00',
    });
    expect(returned.code).toBe(200);
    const feedback = (await call(entrant, 'GET', `/portal/application/${applicationId}`)).data;
    expect(feedback).toMatchObject({ status: 'returned', feedback: { reason: '请补充团队介绍' } });

    const edited = await call(entrant, 'PUT', `/portal/application/${applicationId}`, {
      ...form,
      answers: { ...form.answers, summary: '为社区老人提供陪护；团队五人，均有养老行业经验' },
    });
    expect(edited.code).toBe(200);
    expect((await call(entrant, 'PUT', `/portal/application/${applicationId}/submit`)).code).toBe(200);
    const levels = [
      [auditor, 1],
      [organiser, 2],
    ] as const;
    for (const [who, levelNo] of levels) {
      const approved = await call(who, 'PUT', '/comp/audit/decide', {
        applicationIds: [applicationId],
        levelNo,
        decision: 'approve',
      });
      expect(approved.code).toBe(200);
    }
    expect((await call(entrant, 'GET', `/portal/application/${applicationId}`)).data.status).toBe('approved');
    const history = (await call(entrant, 'GET', `/portal/application/${applicationId}/history`)).data;
    expect(history.map((event: { action: string }) => event.action)).toEqual([
      'create',
      'submit',
      'startAudit',
      'return',
      'resubmit',
      'startAudit',
      'approve',
      'approve',
    ]);
  });
});
