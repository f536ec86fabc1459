import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { outboxTo } from '../../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// Disqualification and withdrawal of admitted entries, and what leaving the competition means
// downstream (docs/applications.md, Leaving the competition).

let t: TestApp;
let admin: Record<string, string>;
let auditor: Record<string, string>;
let organiser: Record<string, string>;
let competitionId: number;
let trackId: number;
let person = 0;

const idOf = (birth: string) => {
  person += 1;
  const first17 = `440106${birth}${String(person).padStart(3, '0')}`;
  return first17 + checkCharOf(first17);
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();

/** An application of this file's own track, moved straight to `status` (the audit is tested elsewhere). */
async function entry(status: string, mobile: string): Promise<{ applicationId: number; code: string }> {
  const created = await call(admin, 'POST', '/comp/application', {
    competitionId,
    trackId,
    projectName: `退赛测试${person}`,
    regionCode: REGION_CODES.tianhe,
    leaderName: '钱七',
    leaderMobile: mobile,
    leaderIdNumber: idOf('19900101'),
  });
  expect(created).toMatchObject({ code: 200 });
  await t.database
    .exec()
    .execute(sql`update comp_application set status = ${status} where application_id = ${created.data.applicationId}`);
  return created.data;
}

const statusOf = async (applicationId: number) =>
  (await call(admin, 'GET', `/comp/application/${applicationId}`)).data.status as string;
const historyOf = async (applicationId: number) =>
  (await call(admin, 'GET', `/comp/application/${applicationId}/history`)).data as Array<{
    action: string;
    fromStatus: string;
    toStatus: string;
    reason: string | null;
    operName: string;
  }>;
const disqualify = (who: Record<string, string>, applicationId: number, body: object) =>
  call(who, 'PUT', `/comp/application/${applicationId}/disqualify`, body);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  competitionId = (await demoEdition(t.database)).competitionId;
  [{ id: trackId }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_track (competition_id, track_code, track_name, age_min, team_min, team_max, one_entry)
        values (${competitionId}, 'quit', '退赛组', 18, 1, 3, '1') returning track_id::int as id`,
  );
  admin = bearer(await loginAs(t.app, 'admin'));
  auditor = bearer(await loginAs(t.app, 'auditor'));
  organiser = bearer(await loginAs(t.app, 'organiser'));
});
afterAll(() => t.close());

describe('disqualification (取消资格)', () => {
  it('needs its permission: the seeded organiser holds it, an auditor does not', async () => {
    const { applicationId } = await entry('approved', '13500000001');
    expect(await disqualify(auditor, applicationId, { reason: '抄袭' })).toMatchObject({ code: 403 });
    expect(await statusOf(applicationId)).toBe('approved');
    expect(await disqualify(organiser, applicationId, { reason: '经核实存在抄袭' })).toMatchObject({ code: 200 });
    expect(await statusOf(applicationId)).toBe('disqualified');
  });

  it('needs a reason, keeps it in the history and tells the leader by SMS', async () => {
    const { applicationId, code } = await entry('approved', '13500000002');
    const missing = await disqualify(admin, applicationId, {});
    expect(missing).toMatchObject({ code: 500 });
    expect(missing.msg).toContain('reason');
    expect((await disqualify(admin, applicationId, { reason: '   ' })).code).toBe(500);
    expect(await statusOf(applicationId)).toBe('approved');

    expect(await disqualify(admin, applicationId, { reason: '冒用他人成果' })).toMatchObject({ code: 200 });
    expect((await historyOf(applicationId)).at(-1)).toMatchObject({
      action: 'disqualify',
      fromStatus: 'approved',
      toStatus: 'disqualified',
      reason: '冒用他人成果',
      operName: 'admin',
    });
    const [message] = await outboxTo(t.dataDir, '13500000002', 1);
    expect(message).toMatchObject({ purpose: 'disqualification', params: { code, reason: '冒用他人成果' } });
    expect(message.text).toContain('已被取消参赛资格');
    // Recorded in the SMS log too (written just after the send).
    await expect
      .poll(() =>
        rows<{ purpose: string }>(t.database, sql`select purpose from sys_sms_log where mobile = '135****0002'`),
      )
      .toEqual([{ purpose: 'disqualification' }]);

    // A final state is never left: nothing more is written.
    const again = await disqualify(admin, applicationId, { reason: '再次' });
    expect(again.msg).toBe('申报当前状态为「取消资格」，不能变为「取消资格」');
    expect(await historyOf(applicationId)).toHaveLength(2);
  });
});

describe('withdrawal of an admitted entry (退赛)', () => {
  it('lets staff withdraw an approved entry on the entrant’s behalf with a reason', async () => {
    const { applicationId } = await entry('approved', '13500000003');
    const transition = (reason?: string) =>
      call(admin, 'PUT', '/comp/application/transition', {
        applicationIds: [applicationId],
        action: 'withdraw',
        reason,
      });
    expect((await transition()).msg).toContain('reason');
    expect(await statusOf(applicationId)).toBe('approved');
    expect(await transition('团队解散，申请退赛')).toMatchObject({ code: 200 });
    expect((await historyOf(applicationId)).at(-1)).toMatchObject({
      action: 'withdraw',
      fromStatus: 'approved',
      toStatus: 'withdrawn',
      reason: '团队解散，申请退赛',
    });
  });
});

describe('downstream', () => {
  it('leaves withdrawn and disqualified entries out of the statistics', async () => {
    const summary = async () =>
      (await call(admin, 'GET', `/comp/statistics/summary?competitionId=${competitionId}&trackId=${trackId}`)).data;
    const before = await summary();
    const { applicationId } = await entry('approved', '13500000004');
    expect((await summary()).total).toBe(before.total + 1);
    expect(await disqualify(admin, applicationId, { reason: '材料造假' })).toMatchObject({ code: 200 });
    const after = await summary();
    expect(after.total).toBe(before.total);
    expect(after.byStatus.map((row: { key: string }) => row.key)).not.toContain('disqualified');
    expect(after.byStatus.map((row: { key: string }) => row.key)).not.toContain('withdrawn');
  });

  it('leaves them out of the export unless their status is asked for', async () => {
    const exported = async (status = '') => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/prod-api/comp/application/export',
        headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `trackId=${trackId}&status=${status}`,
      });
      expect(reply.statusCode).toBe(200);
      const { Workbook } = await import('exceljs');
      const book = new Workbook();
      await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      const codes: string[] = [];
      book.worksheets[0].eachRow((row, index) => {
        if (index > 1) codes.push(String(row.getCell(1).value));
      });
      return codes;
    };
    const kept = await entry('approved', '13500000005');
    const gone = await entry('approved', '13500000006');
    expect(await disqualify(admin, gone.applicationId, { reason: '不符合参赛条件' })).toMatchObject({ code: 200 });
    const codes = await exported();
    expect(codes).toContain(kept.code);
    expect(codes).not.toContain(gone.code);
    expect(await exported('disqualified')).toContain(gone.code);
  });
});
