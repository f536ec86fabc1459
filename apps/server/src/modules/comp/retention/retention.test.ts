import { formOfTrackFields, type TrackField, trackFieldsOfForm } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { demoEdition } from '../../../../test/demo-edition';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { seedForm } from '../../../db/seed/demo-forms';
import { formatDateTime } from '../../../lib/date-time';
import { checkCharOf } from '../../../lib/id-number';
import { PersonalDataCipher } from '../../../lib/personal-data';
import { RetentionService } from './retention.service';

// Minors' personal data have an end date (docs/retention.md). The demo edition's last stage ends
// 2027-05-31 23:59:59; with six months' retention its data are due on 2027-11-30 23:59:59. The
// clock is the test app's: nothing sleeps.

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
let trackId: number;

const idOf = (birth: string, seq: string) => {
  const first17 = `440106${birth}${seq}`;
  return first17 + checkCharOf(first17);
};
type Method = 'GET' | 'POST' | 'PUT';
const api = async (method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) })).json();
const service = () => new RetentionService({ database: t.database, clock: t.clock, config: t.config });

const fields: TrackField[] = [
  { key: 'school', label: '就读学校', type: 'text', dictType: null, required: false, order: 1 },
  { key: 'guardianName', label: '监护人姓名', type: 'text', dictType: null, required: false, order: 2 },
  { key: 'guardianMobile', label: '监护人手机', type: 'text', dictType: null, required: false, order: 3 },
  { key: 'homeAddress', label: '家庭住址', type: 'text', dictType: null, required: false, order: 4 },
];

/** Everything personal the edition's applications and people hold, as the database has it. */
const people = () =>
  rows<Record<string, unknown>>(
    t.database,
    sql`select a.code, a.status, a.project_name, a.leader_name, a.leader_mobile_mask, a.leader_id_mask,
               a.application_id, a.leader_mobile_enc, a.leader_id_enc, a.answers, a.mentors, a.anonymised_at,
               (select json_agg(json_build_object('name', m.name, 'birth', m.birth_date, 'age', m.age_years,
                        'sex', m.sex, 'enc', m.id_enc, 'mask', m.id_mask) order by m.seq)
                  from comp_application_member m where m.application_id = a.application_id) as members
        from comp_application a where a.track_id = ${trackId} order by a.application_id`,
  );
const trail = () =>
  rows<Record<string, unknown>>(
    t.database,
    sql`select * from comp_retention_run where competition_id = ${competitionId}`,
  );
const statistics = async () =>
  (await api('GET', `/comp/statistics/summary?competitionId=${competitionId}&trackId=${trackId}`)).data;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  t.clock.set(Date.UTC(2026, 10, 1, 2, 0, 0));
  admin = bearer(await loginAs(t.app, 'admin'));
  ({ competitionId } = await demoEdition(t.database));
  // Its extra fields are a saved form holding `fields` (as migration 0031 made them).
  const form = await seedForm(t.database, '保存期限组附加字段', formOfTrackFields(fields));
  [{ id: trackId }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_track (competition_id, track_code, track_name, age_ref_date, team_min, team_max, one_entry,
          form_id, form_version, fields)
        values (${competitionId}, 'rteen', '保存期限组', '2026-09-01', 1, 5, '0', ${form.formId}, ${form.version},
          ${JSON.stringify(trackFieldsOfForm(form.content))}::jsonb)
        returning track_id::int as id`,
  );
  // The period is set with the edition's form.
  const edition = (await api('GET', `/comp/competition/${competitionId}`)).data;
  expect(
    await api('PUT', '/comp/competition', {
      ...edition,
      rules: edition.rules ?? '',
      retentionMonths: 6,
    }),
  ).toMatchObject({ code: 200 });
  expect((await api('GET', `/comp/competition/${competitionId}`)).data.retentionMonths).toBe(6);

  const create = async (body: Record<string, unknown>) =>
    expect(
      await api('POST', '/comp/application', {
        competitionId,
        trackId,
        regionCode: REGION_CODES.tianhe,
        leaderMobile: '13712345678',
        ...body,
      }),
    ).toMatchObject({ code: 200 });
  await create({
    projectName: '小小气象站',
    leaderName: '张小明',
    leaderIdNumber: idOf('20150301', '711'),
    members: [{ name: '李小红', idNumber: idOf('20120505', '722') }],
    mentors: [{ name: '王老师', orgName: '天河一中', mobile: '13811112222', email: 't@example.com' }],
    answers: { school: '天河一中', guardianName: '张大明', guardianMobile: '13900001111', homeAddress: '天河路1号' },
  });
  await create({
    projectName: '校园节水',
    leaderName: '赵小刚',
    leaderIdNumber: idOf('20130707', '731'),
    answers: { school: '越秀实验', guardianName: '赵大刚' },
  });
});
afterAll(() => t.close());

describe('retention of personal data', () => {
  it('has a task the scheduler may run, and a paused job seeded for it', async () => {
    const tasks = await api('GET', '/monitor/job/tasks');
    expect(JSON.stringify(tasks.data)).toContain('comp.anonymiseExpired');
    const [job] = await rows<{ status: string }>(
      t.database,
      sql`select status from sys_job where invoke_target = 'comp.anonymiseExpired'`,
    );
    expect(job.status).toBe('1');
  });

  it('does nothing before the due date', async () => {
    t.clock.set(Date.UTC(2027, 10, 30, 12, 0, 0));
    admin = bearer(await loginAs(t.app, 'admin'));
    const state = (await api('GET', `/comp/retention/${competitionId}`)).data;
    expect(state).toMatchObject({
      retentionMonths: 6,
      endsAt: '2027-05-31 23:59:59',
      dueAt: '2027-11-30 23:59:59',
      due: false,
      pending: { applications: 0, members: 0, mentors: 0, answers: 0 },
      runs: [],
    });
    const before = await people();
    expect((await api('POST', `/comp/retention/${competitionId}/run`)).msg).toBe(
      '届次「第一届青少年及成人创新创业大赛」的个人信息保存到 2027-11-30 23:59:59，到期后才能匿名化',
    );
    expect(await service().runDue('job:5', false)).toEqual([]);
    expect(await people()).toEqual(before);
    expect(await trail()).toEqual([]);
  });

  it('after it, a dry run counts what it would touch and writes nothing', async () => {
    t.clock.set(Date.UTC(2027, 11, 1, 12, 0, 0));
    admin = bearer(await loginAs(t.app, 'admin'));
    const before = await people();
    const state = (await api('GET', `/comp/retention/${competitionId}`)).data;
    expect(state.due).toBe(true);
    // The demo's own applications are the edition's too: at least this track's two, three people, one mentor.
    expect(state.pending.applications).toBeGreaterThanOrEqual(2);
    const dry = await service().runDue('job:5', true);
    expect(dry).toEqual([{ competitionId, ...state.pending }]);
    expect(await people()).toEqual(before);
    expect(await trail()).toEqual([]);
  });

  it('anonymises the people, keeps statistics and results, leaves a trail, and a second run changes nothing', async () => {
    const figures = await statistics();
    const pending = (await api('GET', `/comp/retention/${competitionId}`)).data.pending;
    const run = await api('POST', `/comp/retention/${competitionId}/run`);
    expect(run).toMatchObject({ code: 200, data: pending });

    const [first, second] = await people();
    expect(first).toMatchObject({
      code: 'R26-0001',
      status: 'draft',
      project_name: '小小气象站',
      leader_name: '已匿名',
      leader_mobile_mask: '已匿名',
      leader_id_mask: '已匿名',
      answers: { school: '天河一中' },
      mentors: [{ name: '王老师', orgName: '天河一中', mobileEnc: null, mobileMask: null, email: null }],
    });
    expect(first.anonymised_at).toBe(formatDateTime(t.clock.now()));
    // Ages on the track's reference date (2026-09-01) and sexes stay; names, numbers and birth dates go.
    const members = first.members as Array<Record<string, unknown>>;
    expect(members.map(({ enc: _sealed, ...member }) => member)).toEqual([
      { name: '已匿名', birth: null, age: 11, sex: 'm', mask: '已匿名' },
      { name: '已匿名', birth: null, age: 14, sex: 'f', mask: '已匿名' },
    ]);
    // Sealed values stay readable, as nothing: a later read finds no number rather than failing.
    const cipher = new PersonalDataCipher(t.config.appSecret);
    for (const member of members) expect(cipher.open('idNumber', String(member.enc))).toBe('');
    expect(cipher.open('mobile', String(first.leader_mobile_enc))).toBe('');
    expect(cipher.open('idNumber', String(first.leader_id_enc))).toBe('');
    // The application still opens, its people shown as anonymised.
    const detail = await api('GET', `/comp/application/${first.application_id}`);
    expect(detail).toMatchObject({ code: 200, data: { leaderName: '已匿名', leaderIdNumber: '已匿名' } });
    expect(detail.data.members).toMatchObject([
      { name: '已匿名', age: null, sex: 'm' },
      { name: '已匿名', age: null, sex: 'f' },
    ]);
    expect(second).toMatchObject({ answers: { school: '越秀实验' }, leader_name: '已匿名' });
    const dump = JSON.stringify(await people());
    for (const gone of [
      '张小明',
      '李小红',
      '张大明',
      '13900001111',
      '天河路1号',
      '13811112222',
      't@example.com',
      '2015-03-01',
    ])
      expect(dump).not.toContain(gone);

    expect(await statistics()).toEqual(figures);

    const [row, ...more] = await trail();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ run_by: 'admin', ...pending });

    const again = await api('POST', `/comp/retention/${competitionId}/run`);
    expect(again.data).toEqual({ applications: 0, members: 0, mentors: 0, answers: 0 });
    expect(await service().runDue('job:5', false)).toEqual([]);
    expect(await trail()).toHaveLength(1);
    const state = (await api('GET', `/comp/retention/${competitionId}`)).data;
    expect(state.runs).toMatchObject([{ runBy: 'admin', applications: pending.applications }]);
  });
});
