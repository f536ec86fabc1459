import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { insertAward, insertCertificate, insertLevel } from '../../../../test/award-fixtures';
import { demoEdition } from '../../../../test/demo-edition';
import { outboxTo } from '../../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// The 公示 subject, objections naming the entry they concern under a real name, and the organiser's
// decision on an upheld objection (docs/domain.md 3.7 and 5.5).

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let trackId: number;
let publicityId: number;
let person = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();
const api = (method: Method, url: string, payload?: object) => call(admin, method, url, payload);

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

async function entry(status: string, mobile: string): Promise<{ applicationId: number; code: string }> {
  const created = await api('POST', '/comp/application', {
    competitionId,
    trackId,
    projectName: `公示测试${person}`,
    regionCode: REGION_CODES.tianhe,
    leaderName: '孙八',
    leaderMobile: mobile,
    leaderIdNumber: idOf('19900101'),
  });
  expect(created).toMatchObject({ code: 200 });
  await t.database
    .exec()
    .execute(sql`update comp_application set status = ${status} where application_id = ${created.data.applicationId}`);
  return created.data;
}

async function openWindow(title: string, subject?: string): Promise<number> {
  const notice = await api('POST', '/comp/notice', {
    competitionId,
    noticeKind: 'publication',
    title,
    body: '<p>名单</p>',
    trackIds: [trackId],
    pinned: '0',
  });
  expect(notice).toMatchObject({ code: 200 });
  expect((await api('PUT', `/comp/notice/${notice.data.noticeId}/publish`)).code).toBe(200);
  const opened = await api('POST', `/comp/notice/${notice.data.noticeId}/publicity`, subject ? { subject } : {});
  expect(opened).toMatchObject({ code: 200 });
  return opened.data.publicityId;
}

const objection = (overrides: object = {}) => ({
  submitterType: 'individual',
  realName: '张三丰',
  mobile: '13800138000',
  content: '该项目涉嫌抄袭',
  attachments: [],
  ...overrides,
});

/** An objection against the entry, accepted and upheld. */
async function upheld(applicationId: number | null): Promise<number> {
  const added = await api('POST', `/comp/publicity/${publicityId}/objection`, objection({ applicationId }));
  expect(added).toMatchObject({ code: 200 });
  const id = added.data.objectionId as number;
  expect((await api('PUT', `/comp/objection/${id}/handle`, { action: 'accept' })).code).toBe(200);
  expect((await api('PUT', `/comp/objection/${id}/handle`, { action: 'uphold', resolution: '经核实属实' })).code).toBe(
    200,
  );
  return id;
}

const decide = (objectionId: number, body: object, who = admin) =>
  call(who, 'PUT', `/comp/objection/${objectionId}/decision`, body);
const objectionOf = async (objectionId: number) =>
  (await api('GET', `/comp/publicity/${publicityId}/objections`)).data.find(
    (row: { objectionId: number }) => row.objectionId === objectionId,
  );
const statusOf = async (applicationId: number) =>
  (await api('GET', `/comp/application/${applicationId}`)).data.status as string;
const lastEvent = async (applicationId: number) =>
  (await api('GET', `/comp/application/${applicationId}/history`)).data.at(-1);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  // A Monday with no holiday in the following week.
  t.clock.set(new Date(2026, 10, 2, 10, 0, 0).getTime());
  competitionId = (await demoEdition(t.database)).competitionId;
  [{ id: trackId }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_track (competition_id, track_code, track_name, age_min, team_min, team_max, one_entry)
        values (${competitionId}, 'pub', '公示组', 18, 1, 3, '1') returning track_id::int as id`,
  );
  admin = bearer(await loginAs(t.app, 'admin'));
  publicityId = await openWindow('资格名单公示');
});
afterAll(() => t.close());

describe('the subject of a 公示', () => {
  it('is stored and shown: a qualification list by default, a promotion batch or award list when chosen', async () => {
    const list = (await api('GET', `/comp/publicity/${publicityId}/objections`)).code;
    expect(list).toBe(200);
    const [window] = await rows<{ subject: string }>(
      t.database,
      sql`select subject from comp_publicity where publicity_id = ${publicityId}`,
    );
    expect(window.subject).toBe('qualification_list');
    const awards = await openWindow('获奖名单公示', 'award_list');
    const [shown] = await rows<{ noticeId: number }>(
      t.database,
      sql`select notice_id::int as "noticeId" from comp_publicity where publicity_id = ${awards}`,
    );
    expect((await api('GET', `/comp/notice/${shown.noticeId}/publicity`)).data).toMatchObject({
      subject: 'award_list',
    });
    // Award lists come with the judging modules: nothing is listed yet.
    expect((await api('GET', `/comp/publicity/${awards}/entries`)).data).toEqual([]);
  });

  it('refuses an unknown subject, naming the field', async () => {
    const notice = await api('POST', '/comp/notice', {
      competitionId,
      noticeKind: 'publication',
      title: '未知公示',
      trackIds: [trackId],
      pinned: '0',
    });
    await api('PUT', `/comp/notice/${notice.data.noticeId}/publish`);
    const refused = await api('POST', `/comp/notice/${notice.data.noticeId}/publicity`, { subject: 'lottery' });
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('subject');
  });
});

describe('objections name the entry they concern, under a real name', () => {
  it('lists the approved entries of the notice’s tracks, never withdrawn or disqualified ones', async () => {
    const approved = await entry('approved', '13300000001');
    const withdrawn = await entry('withdrawn', '13300000002');
    const disqualified = await entry('disqualified', '13300000003');
    const waiting = await entry('submitted', '13300000004');
    const codes = (await api('GET', `/comp/publicity/${publicityId}/entries`)).data.map(
      (row: { code: string }) => row.code,
    );
    expect(codes).toContain(approved.code);
    for (const left of [withdrawn, disqualified, waiting]) expect(codes).not.toContain(left.code);

    const notListed = await api(
      'POST',
      `/comp/publicity/${publicityId}/objection`,
      objection({ applicationId: withdrawn.applicationId }),
    );
    expect(notListed).toMatchObject({ code: 500, msg: '参数 applicationId 不正确：该申报不在本次公示名单中' });
    const named = await api(
      'POST',
      `/comp/publicity/${publicityId}/objection`,
      objection({ applicationId: approved.applicationId }),
    );
    expect(named.code).toBe(200);
    expect(await objectionOf(named.data.objectionId)).toMatchObject({
      applicationId: approved.applicationId,
      applicationCode: approved.code,
    });
  });

  it('refuses anonymous or fake names, naming the field', async () => {
    for (const realName of ['匿名', '无名氏', '张某', '李某某', '王', 'A', 'anonymous', '知情人', 'x y', '12345']) {
      const refused = await api('POST', `/comp/publicity/${publicityId}/objection`, objection({ realName }));
      expect(refused, realName).toMatchObject({
        code: 500,
        msg: '参数 realName 不正确：异议须实名提出，请填写真实姓名（不接受匿名、化名或单字）',
      });
    }
    for (const realName of ['欧阳修', '阿依古丽·买买提', 'John Smith']) {
      expect((await api('POST', `/comp/publicity/${publicityId}/objection`, objection({ realName }))).code).toBe(200);
    }
  });
});

describe('the decision on an upheld objection', () => {
  it('is taken only once an objection is upheld, and always with a reason', async () => {
    const { applicationId } = await entry('approved', '13300000011');
    const added = await api('POST', `/comp/publicity/${publicityId}/objection`, objection({ applicationId }));
    const received = added.data.objectionId;
    expect(await decide(received, { decision: 'no_change', reason: '无需变更' })).toMatchObject({
      msg: '异议认定成立后才能作出处理决定',
    });
    const id = await upheld(applicationId);
    const missing = await decide(id, { decision: 'no_change' });
    expect(missing.code).toBe(500);
    expect(missing.msg).toContain('reason');
    expect((await objectionOf(id)).decision).toBeNull();
  });

  it('no change: recorded on the objection and in the history, the status kept', async () => {
    const { applicationId } = await entry('approved', '13300000012');
    const id = await upheld(applicationId);
    expect(await decide(id, { decision: 'no_change', reason: '情节轻微，维持资格' })).toMatchObject({ code: 200 });
    expect(await objectionOf(id)).toMatchObject({
      decision: 'no_change',
      decisionReason: '情节轻微，维持资格',
      decidedBy: 'admin',
    });
    expect(await statusOf(applicationId)).toBe('approved');
    expect(await lastEvent(applicationId)).toMatchObject({
      action: 'objectionNoChange',
      fromStatus: 'approved',
      toStatus: 'approved',
      reason: '情节轻微，维持资格',
    });
    expect(await decide(id, { decision: 'disqualify', reason: '改判' })).toMatchObject({
      msg: '该异议已作出处理决定',
    });
  });

  it('return for revision: back to the entrant until a deadline, told by SMS', async () => {
    const { applicationId } = await entry('approved', '13300000013');
    const id = await upheld(applicationId);
    const noDeadline = await decide(id, { decision: 'return', reason: '补充知识产权证明' });
    expect(noDeadline.msg).toContain('returnDeadline');
    expect(
      await decide(id, { decision: 'return', reason: '补充知识产权证明', returnDeadline: '2026-11-20 18:00:00' }),
    ).toMatchObject({ code: 200 });
    expect((await api('GET', `/comp/application/${applicationId}`)).data).toMatchObject({
      status: 'returned',
      returnDeadline: '2026-11-20 18:00:00',
    });
    expect(await lastEvent(applicationId)).toMatchObject({
      action: 'objectionReturn',
      fromStatus: 'approved',
      toStatus: 'returned',
      reason: '补充知识产权证明',
    });
    const [message] = await outboxTo(t.dataDir, '13300000013', 1);
    expect(message).toMatchObject({ purpose: 'audit_returned', params: { deadline: '2026-11-20 18:00:00' } });
  });

  it('disqualify: needs the disqualification permission besides objection handling', async () => {
    const { applicationId, code } = await entry('approved', '13300000014');
    const id = await upheld(applicationId);
    // The auditor handles objections here but may not disqualify.
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms in ('comp:notice:objection') on conflict do nothing`);
    const auditor = bearer(await loginAs(t.app, 'auditor'));
    expect(await decide(id, { decision: 'disqualify', reason: '抄袭属实' }, auditor)).toMatchObject({ code: 403 });
    expect((await objectionOf(id)).decision).toBeNull();
    expect(await statusOf(applicationId)).toBe('approved');

    expect(await decide(id, { decision: 'disqualify', reason: '抄袭属实' })).toMatchObject({ code: 200 });
    expect(await statusOf(applicationId)).toBe('disqualified');
    expect(await objectionOf(id)).toMatchObject({ decision: 'disqualify', decisionReason: '抄袭属实' });
    expect(await lastEvent(applicationId)).toMatchObject({
      action: 'objectionDisqualify',
      toStatus: 'disqualified',
      reason: '抄袭属实',
    });
    const [message] = await outboxTo(t.dataDir, '13300000014', 1);
    expect(message).toMatchObject({ purpose: 'disqualification', params: { code, reason: '抄袭属实' } });
    // Out of the list from now on.
    const codes = (await api('GET', `/comp/publicity/${publicityId}/entries`)).data.map(
      (row: { code: string }) => row.code,
    );
    expect(codes).not.toContain(code);
  });

  it('disqualify: an awarded entry loses its awards and current certificate with the decision', async () => {
    const { applicationId } = await entry('awarded', '13300000019');
    const levelId = await insertLevel(t.database, { competitionId, name: '异议取消奖' });
    const awardId = await insertAward(t.database, { levelId, competitionId, applicationId });
    const { certificateId } = await insertCertificate(t.database, {
      dataDir: t.dataDir,
      awardId,
      code: 'CCCCCCCCCCCCCCC2',
    });
    // The window lists approved entries only: the objection is written as upheld directly.
    const [{ id }] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_objection (publicity_id, submitter_type, real_name, mobile_enc, mobile_hash, mobile_mask,
            content, attachments, status, received_at, application_id, create_by)
          select ${publicityId}, submitter_type, real_name, mobile_enc, mobile_hash, mobile_mask, content, attachments,
            'upheld', received_at, ${applicationId}, create_by
          from comp_objection where publicity_id = ${publicityId} order by objection_id limit 1
          returning objection_id::int as id`,
    );
    expect(await decide(id, { decision: 'disqualify', reason: '获奖作品抄袭' })).toMatchObject({ code: 200 });
    expect(await statusOf(applicationId)).toBe('disqualified');
    const [award] = await rows<{ status: string; reason: string }>(
      t.database,
      sql`select status, revoke_reason as reason from comp_award where award_id = ${awardId}`,
    );
    expect(award).toEqual({ status: 'revoked', reason: '获奖作品抄袭' });
    const [certificate] = await rows<{ revoked: boolean; reason: string }>(
      t.database,
      sql`select revoked_at is not null as revoked, revoke_reason as reason from comp_certificate
          where certificate_id = ${certificateId}`,
    );
    expect(certificate).toEqual({ revoked: true, reason: '获奖作品抄袭' });
  });

  it('writes nothing when the application cannot move: the objection stays undecided', async () => {
    const { applicationId } = await entry('approved', '13300000015');
    const id = await upheld(applicationId);
    // The team withdrew meanwhile.
    expect(
      await api('PUT', '/comp/application/transition', {
        applicationIds: [applicationId],
        action: 'withdraw',
        reason: '退赛',
      }),
    ).toMatchObject({ code: 200 });
    const refused = await decide(id, { decision: 'disqualify', reason: '抄袭属实' });
    expect(refused.msg).toBe('申报当前状态为「已撤回」，不能变为「取消资格」');
    expect((await objectionOf(id)).decision).toBeNull();
    expect(await lastEvent(applicationId)).toMatchObject({ action: 'withdraw' });
  });

  it('an objection naming no entry can only be answered with no change', async () => {
    const id = await upheld(null);
    expect(await decide(id, { decision: 'disqualify', reason: '抄袭' })).toMatchObject({
      msg: '参数 decision 不正确：异议未指明所涉申报，只能决定「不作变更」',
    });
    expect(await decide(id, { decision: 'no_change', reason: '未指明项目' })).toMatchObject({ code: 200 });
  });
});
