import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
let competitionId: number;
let trackIds: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  await at('2030-04-20 10:00:00');
  const added = (await api('POST', '/comp/competition', { competitionName: '公告测试', editionYear: 2030 })).json();
  competitionId = added.data.competitionId;
  const saved = await api('PUT', `/comp/competition/${competitionId}/tracks`, {
    tracks: [
      { trackCode: 'teen', trackName: '青少年组', categories: [{ code: 'a', name: '甲组' }] },
      { trackCode: 'adult', trackName: '成人组', categories: [{ code: 'b', name: '乙组' }] },
    ],
  });
  expect(saved.json().code).toBe(200);
  const tracks = (await api('GET', `/comp/competition/${competitionId}/tracks`)).json().data;
  trackIds = tracks.map((track: { trackId: number }) => track.trackId);
  // The tests' own calendar: 1–6 May 2030 off, Saturday 11 May worked.
  for (const day of ['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-06']) {
    expect(
      (await api('POST', '/comp/holiday', { holidayDate: day, isWorkday: '0', holidayName: '劳动节' })).json(),
    ).toMatchObject({ code: 200 });
  }
  await api('POST', '/comp/holiday', { holidayDate: '2030-05-11', isWorkday: '1', holidayName: '劳动节调休上班' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
/** The manual clock at a local time (the server formats local times); a fresh login, as sessions expire. */
const at = async (text: string) => {
  const [day, time] = text.split(' ');
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  t.clock.set(new Date(y, m - 1, d, hh, mm, ss).getTime());
  admin = await loginAs(t.app, 'admin');
};
const notice = (overrides: object = {}) => ({
  competitionId,
  noticeKind: 'publication',
  title: '初赛晋级名单公示',
  body: '<p>名单<script>alert(1)</script></p>',
  trackIds: [],
  pinned: '0',
  ...overrides,
});
const addNotice = async (overrides: object = {}) => {
  const answer = (await api('POST', '/comp/notice', notice(overrides))).json();
  expect(answer.code).toBe(200);
  return answer.data.noticeId as number;
};
const statusOf = async (noticeId: number) => (await api('GET', `/comp/notice/${noticeId}`)).json().data.status;
const runPublishingJob = async () => {
  expect((await api('PUT', '/monitor/job/run', { jobId: 4 })).json()).toMatchObject({ code: 200 });
  await t.app.scheduler.idle();
};

describe('holiday calendar', () => {
  it('lists a year of the calendar, refuses a day twice, changes and removes days', async () => {
    const year = (await api('GET', '/comp/holiday/list?year=2030')).json();
    expect(year.rows.map((row: { holidayDate: string }) => row.holidayDate)).toEqual([
      '2030-05-01',
      '2030-05-02',
      '2030-05-03',
      '2030-05-06',
      '2030-05-11',
    ]);
    expect(
      (await api('POST', '/comp/holiday', { holidayDate: '2030-05-01', isWorkday: '0', holidayName: 'x' })).json(),
    ).toMatchObject({ code: 500, msg: '日期 2030-05-01 已在日历中' });
    expect(
      (await api('POST', '/comp/holiday', { holidayDate: '2030-02-30', isWorkday: '0', holidayName: 'x' })).json(),
    ).toMatchObject({ code: 500 });
    expect(
      (await api('PUT', '/comp/holiday', { holidayDate: '2030-06-01', isWorkday: '0', holidayName: 'x' })).json(),
    ).toMatchObject({ code: 500, msg: '日期 2030-06-01 不在日历中' });
    await api('POST', '/comp/holiday', { holidayDate: '2030-06-03', isWorkday: '0', holidayName: '临时' });
    expect((await api('GET', '/comp/holiday/workdays?from=2030-06-03&days=1')).json().data.endDate).toBe('2030-06-04');
    expect((await api('DELETE', '/comp/holiday/2030-06-03')).json().code).toBe(200);
    expect((await api('GET', '/comp/holiday/workdays?from=2030-06-03&days=1')).json().data.endDate).toBe('2030-06-03');
  });

  it('is seeded with the 2026 arrangement: Spring Festival off, its Saturdays worked', async () => {
    const year = (await api('GET', '/comp/holiday/list?year=2026')).json().rows as Array<{
      holidayDate: string;
      isWorkday: string;
    }>;
    const day = (date: string) => year.find((row) => row.holidayDate === date)?.isWorkday;
    expect(day('2026-02-16')).toBe('0');
    expect(day('2026-02-23')).toBe('0');
    expect(day('2026-02-14')).toBe('1');
    expect(day('2026-02-28')).toBe('1');
    expect(day('2026-10-10')).toBe('1');
    expect(year.filter((row) => row.isWorkday === '1')).toHaveLength(6);
    // Five working days from Friday 13 February 2026: 13, Saturday 14 (worked), 24, 25, 26.
    expect((await api('GET', '/comp/holiday/workdays?from=2026-02-13&days=5')).json().data.endDate).toBe('2026-02-26');
  });
});

describe('competition notices', () => {
  it('adds a draft with its content cleaned, refuses tracks of another edition', async () => {
    await at('2030-04-20 10:00:00');
    const id = await addNotice({ trackIds: [trackIds[0]] });
    const options = (await api('GET', `/comp/notice/tracks/${competitionId}`)).json().data;
    expect(options.map((o: { trackName: string }) => o.trackName)).toEqual(['青少年组', '成人组']);
    const found = (await api('GET', `/comp/notice/${id}`)).json().data;
    expect(found).toMatchObject({ status: 'draft', trackIds: [trackIds[0]], competitionName: '公告测试' });
    expect(found.body).toBe('<p>名单</p>');
    const refused = (await api('POST', '/comp/notice', notice({ trackIds: [999999] }))).json();
    expect(refused).toMatchObject({ code: 500, msg: '赛道 999999 不属于所选届次' });
    const badTimes = await api(
      'POST',
      '/comp/notice',
      notice({ publishAt: '2030-05-02 00:00:00', expireAt: '2030-05-01 00:00:00' }),
    );
    expect(badTimes.json().code).toBe(500);
  });

  it('schedules a notice, publishes it when the job runs after its time, and expires it', async () => {
    await at('2030-04-20 10:00:00');
    const id = await addNotice({
      title: '定时发布',
      publishAt: '2030-04-21 09:00:00',
      expireAt: '2030-04-25 18:00:00',
    });
    const scheduled = (await api('PUT', `/comp/notice/${id}/publish`)).json();
    expect(scheduled).toMatchObject({ code: 200, data: { status: 'scheduled' } });

    // Before its time the job leaves it.
    await runPublishingJob();
    expect(await statusOf(id)).toBe('scheduled');

    await at('2030-04-21 09:00:30');
    await runPublishingJob();
    const published = (await api('GET', `/comp/notice/${id}`)).json().data;
    expect(published).toMatchObject({ status: 'published', publishedAt: '2030-04-21 09:00:00' });
    const [log] = await rows<{ job_message: string }>(
      t.database,
      sql`select job_message from sys_job_log where job_id = 4 order by job_log_id desc limit 1`,
    );
    expect(log.job_message).toContain('published 1');

    await at('2030-04-25 18:00:01');
    await runPublishingJob();
    expect(await statusOf(id)).toBe('expired');
  });

  it('publishes a draft at once, refuses to edit or delete it while published, withdraws it', async () => {
    await at('2030-04-20 10:00:00');
    const id = await addNotice({ title: '立即发布', noticeKind: 'application' });
    expect((await api('PUT', `/comp/notice/${id}/publish`)).json().data.status).toBe('published');
    expect((await api('PUT', `/comp/notice/${id}/publish`)).json()).toMatchObject({ msg: '只有草稿可以发布' });
    expect((await api('PUT', '/comp/notice', { ...notice({ title: '改' }), noticeId: id })).json()).toMatchObject({
      msg: '只有草稿或待发布的公告可以修改',
    });
    expect((await api('DELETE', `/comp/notice/${id}`)).json()).toMatchObject({
      msg: "公告'立即发布'已发布，请先撤回再删除",
    });
    expect((await api('PUT', `/comp/notice/${id}/withdraw`)).json().code).toBe(200);
    expect(await statusOf(id)).toBe('withdrawn');
    expect((await api('DELETE', `/comp/notice/${id}`)).json().code).toBe(200);
    expect((await api('GET', `/comp/notice/${id}`)).json().code).toBe(500);
  });

  it('lists pinned notices first and filters by kind and status', async () => {
    await at('2030-04-20 10:00:00');
    const pinned = await addNotice({ title: '置顶通知', noticeKind: 'application', pinned: '1' });
    const list = (await api('GET', `/comp/notice/list?competitionId=${competitionId}`)).json();
    expect(list.rows[0].noticeId).toBe(pinned);
    const drafts = (
      await api('GET', `/comp/notice/list?competitionId=${competitionId}&status=draft&noticeKind=application`)
    ).json();
    expect(drafts.rows.map((row: { title: string }) => row.title)).toEqual(['置顶通知']);
  });
});

describe('公示 windows and objections', () => {
  const objection = {
    submitterType: 'individual',
    realName: '张三',
    orgName: '某大学',
    mobile: '13800138000',
    content: '第 3 名项目涉嫌抄袭',
    attachments: [],
  };

  it('counts the window in working days across the holiday, refuses objections outside it, handles them', async () => {
    await at('2030-04-29 09:00:00');
    const application = await addNotice({ title: '申报通知', noticeKind: 'application' });
    await api('PUT', `/comp/notice/${application}/publish`);
    expect((await api('POST', `/comp/notice/${application}/publicity`, {})).json()).toMatchObject({
      msg: '只有公示公告可以开启公示期',
    });

    const id = await addNotice({ title: '决赛名单公示' });
    expect((await api('POST', `/comp/notice/${id}/publicity`, {})).json()).toMatchObject({
      msg: '公告发布（或定时发布）后才能开启公示期',
    });
    await api('PUT', `/comp/notice/${id}/publish`);
    // Default 5 working days from Monday 29 April: 29, 30, then 7, 8, 9 May after the holiday.
    const opened = (await api('POST', `/comp/notice/${id}/publicity`, { contact: '010-12345678' })).json();
    expect(opened).toMatchObject({
      code: 200,
      data: { startAt: '2030-04-29 09:00:00', endAt: '2030-05-09 23:59:59', workingDays: 5, status: 'open' },
    });
    const publicityId = opened.data.publicityId;
    expect((await api('POST', `/comp/notice/${id}/publicity`, {})).json()).toMatchObject({ msg: '该公告已有公示期' });
    expect(
      (await api('GET', `/comp/notice/list?title=${encodeURIComponent('决赛名单')}`)).json().rows[0].publicityId,
    ).toBe(publicityId);

    const added = (await api('POST', `/comp/publicity/${publicityId}/objection`, objection)).json();
    expect(added.code).toBe(200);
    const unit = await api('POST', `/comp/publicity/${publicityId}/objection`, {
      ...objection,
      submitterType: 'unit',
      orgName: '',
    });
    expect(unit.json().code).toBe(500);

    // Extending by 2 working days: Friday 10, Saturday 11 (worked).
    const extended = (await api('PUT', `/comp/publicity/${publicityId}/extend`, { workingDays: 2 })).json();
    expect(extended.data).toMatchObject({ endAt: '2030-05-11 23:59:59', extendedDays: 2, status: 'extended' });

    await at('2030-05-12 00:00:00');
    const late = (await api('POST', `/comp/publicity/${publicityId}/objection`, objection)).json();
    expect(late).toMatchObject({ code: 500, msg: '公示期已于 2030-05-11 23:59:59 结束，不再受理异议' });
    expect((await api('PUT', `/comp/publicity/${publicityId}/extend`, { workingDays: 1 })).json()).toMatchObject({
      msg: '公示期已结束，不能延长',
    });
    expect((await api('GET', `/comp/notice/${id}/publicity`)).json().data.status).toBe('closed');

    // The mobile is sealed at rest and masked on the wire.
    const [stored] = await rows<{ mobile_enc: string; mobile_mask: string }>(
      t.database,
      sql`select mobile_enc, mobile_mask from comp_objection where objection_id = ${added.data.objectionId}`,
    );
    expect(stored.mobile_enc).not.toContain('13800138000');
    expect(stored.mobile_mask).toBe('138****8000');
    const listed = (await api('GET', `/comp/publicity/${publicityId}/objections`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ realName: '张三', mobile: '138****8000', status: 'received' });
    expect(JSON.stringify(listed)).not.toContain('13800138000');

    // Handling goes on after the window closes.
    const objectionId = added.data.objectionId;
    expect(
      (await api('PUT', `/comp/objection/${objectionId}/handle`, { action: 'uphold', resolution: 'x' })).json(),
    ).toMatchObject({ msg: '异议当前为已受理，不能认定成立' });
    expect((await api('PUT', `/comp/objection/${objectionId}/handle`, { action: 'accept' })).json().code).toBe(200);
    expect((await api('PUT', `/comp/objection/${objectionId}/handle`, { action: 'dismiss' })).json()).toMatchObject({
      msg: '请填写处理意见',
    });
    expect(
      (
        await api('PUT', `/comp/objection/${objectionId}/handle`, { action: 'dismiss', resolution: '经核查不构成抄袭' })
      ).json().code,
    ).toBe(200);
    const [handled] = (await api('GET', `/comp/publicity/${publicityId}/objections`)).json().data;
    expect(handled).toMatchObject({ status: 'dismissed', resolution: '经核查不构成抄袭', handledBy: 'admin' });
  });

  it('refuses to delete a withdrawn notice whose window received objections, all or none; deletes one without', async () => {
    await at('2030-05-20 09:00:00');
    const windowOf = async (title: string) => {
      const id = await addNotice({ title });
      await api('PUT', `/comp/notice/${id}/publish`);
      const opened = (await api('POST', `/comp/notice/${id}/publicity`, {})).json();
      expect(opened.code).toBe(200);
      return { id, publicityId: opened.data.publicityId as number };
    };
    const objected = await windowOf('有异议的公示');
    expect((await api('POST', `/comp/publicity/${objected.publicityId}/objection`, objection)).json().code).toBe(200);
    const quiet = await windowOf('无异议的公示');
    for (const { id } of [objected, quiet])
      expect((await api('PUT', `/comp/notice/${id}/withdraw`)).json().code).toBe(200);

    const refusal = "公告'有异议的公示'的公示期已收到 1 条异议，不能删除";
    expect((await api('DELETE', `/comp/notice/${objected.id}`)).json()).toMatchObject({ code: 500, msg: refusal });
    expect((await api('DELETE', `/comp/notice/${quiet.id},${objected.id}`)).json()).toMatchObject({ msg: refusal });
    // Nothing of the batch went: both notices, both windows and the objection stay.
    expect(await statusOf(quiet.id)).toBe('withdrawn');
    expect(await statusOf(objected.id)).toBe('withdrawn');
    expect((await api('GET', `/comp/publicity/${objected.publicityId}/objections`)).json().data).toHaveLength(1);

    expect((await api('DELETE', `/comp/notice/${quiet.id}`)).json().code).toBe(200);
    const left = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_publicity where publicity_id = ${quiet.publicityId}`,
    );
    expect(left[0].n).toBe(0);
  });

  it('refuses objections before a window opens', async () => {
    await at('2030-04-29 09:00:00');
    const id = await addNotice({ title: '复赛名单公示' });
    await api('PUT', `/comp/notice/${id}/publish`);
    const opened = (
      await api('POST', `/comp/notice/${id}/publicity`, { startAt: '2030-05-13 00:00:00', workingDays: 3 })
    ).json();
    expect(opened.data).toMatchObject({ endAt: '2030-05-15 23:59:59', status: 'scheduled' });
    const early = (await api('POST', `/comp/publicity/${opened.data.publicityId}/objection`, objection)).json();
    expect(early).toMatchObject({ code: 500, msg: '公示期尚未开始，暂不受理异议' });
  });
});

describe('who sees objections', () => {
  it('shows the real names of objections only to those who handle them, not to every reader of notices', async () => {
    // The auditor role reads notices (list and query) but does not handle objections.
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms in ('comp:notice:list', 'comp:notice:query')`);
    const auditor = await loginAs(t.app, 'auditor');
    expect((await api('GET', '/comp/notice/list', undefined, auditor)).json().code).toBe(200);
    const objections = (await api('GET', '/comp/publicity/1/objections', undefined, auditor)).json();
    expect(objections.code).toBe(403);
  });
});
