import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { type DemoEdition, demoEdition } from '../../../../test/demo-edition';
import { storeUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';

let t: TestApp;
let admin: string;
let demo: DemoEdition;
/** An edition still in draft, with a notice published on it. */
let draftEdition: number;
const ids: Record<string, number> = {};
const ATTACHMENT = '/profile/upload/2030/04/20/rules_0a1b2c3d.pdf';

/** The back office, as staff publish notices. */
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
/** The portal: never a token. */
const portal = (url: string) => t.app.inject({ method: 'GET', url: `/prod-api${url}` });

/** The manual clock at a local time; a fresh staff login, as sessions expire. */
const at = async (text: string) => {
  const [day, time] = text.split(' ');
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  t.clock.set(new Date(y, m - 1, d, hh, mm, ss).getTime());
  admin = await loginAs(t.app, 'admin');
};

const addNotice = async (title: string, overrides: object = {}) => {
  const answer = (
    await staff('POST', '/comp/notice', {
      competitionId: demo.competitionId,
      noticeKind: 'application',
      title,
      body: '<p>正文<script>alert(1)</script></p>',
      trackIds: [],
      pinned: '0',
      ...overrides,
    })
  ).json();
  expect(answer.code).toBe(200);
  ids[title] = answer.data.noticeId;
  return answer.data.noticeId as number;
};
const publish = async (noticeId: number) =>
  expect((await staff('PUT', `/comp/notice/${noticeId}/publish`)).json().data.status).toBe('published');
const titles = (answer: { rows: Array<{ title: string }> }) => answer.rows.map((row) => row.title);

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  demo = await demoEdition(t.database);
  // Stored before the notices cite it: a notice cites only files that exist (FileAccess).
  storeUpload(t.dataDir, ATTACHMENT);
  await at('2030-04-20 09:00:00');

  await publish(await addNotice('置顶申报通知', { pinned: '1' }));
  await at('2030-04-20 10:00:00');
  await publish(
    await addNotice('初赛名单公示', {
      noticeKind: 'publication',
      trackIds: [demo.adultTrack],
      attachments: [{ kind: 'other', path: ATTACHMENT, fileName: '初赛规则.pdf', size: 6 }],
    }),
  );
  expect(
    (await staff('POST', `/comp/notice/${ids.初赛名单公示}/publicity`, { contact: '020-12345678' })).json().code,
  ).toBe(200);
  await at('2030-04-20 11:00:00');
  await publish(await addNotice('最新申报通知', { expireAt: '2030-05-31 00:00:00' }));
  await publish(await addNotice('即将过期通知', { expireAt: '2030-04-20 12:00:00' }));
  await addNotice('草稿通知');
  const withdrawn = await addNotice('已撤回通知');
  await publish(withdrawn);
  expect((await staff('PUT', `/comp/notice/${withdrawn}/withdraw`)).json().code).toBe(200);

  const edition = (await staff('POST', '/comp/competition', { competitionName: '草稿届次', editionYear: 2031 })).json();
  draftEdition = edition.data.competitionId;
  await publish(await addNotice('草稿届次的通知', { competitionId: draftEdition }));

  // Past the expiry time, before the expiry job has run: the notice has left the portal anyway.
  await at('2030-04-20 12:30:00');
});
afterAll(() => t.close());

describe('portal notice list', () => {
  it('shows only published, unexpired notices of open editions, pinned first, then newest', async () => {
    const answer = (await portal('/portal/notice/list')).json();
    expect(answer.code).toBe(200);
    expect(titles(answer)).toEqual(['置顶申报通知', '最新申报通知', '初赛名单公示']);
    expect(answer.total).toBe(3);
    expect(answer.rows[2]).toEqual({
      noticeId: ids.初赛名单公示,
      competitionId: demo.competitionId,
      competitionName: '第一届青少年及成人创新创业大赛',
      editionYear: 2026,
      noticeKind: 'publication',
      title: '初赛名单公示',
      publishAt: '2030-04-20 10:00:00',
      expireAt: null,
      pinned: '0',
      tracks: [{ trackId: demo.adultTrack, trackName: '成人组' }],
    });
    expect(answer.rows[1]).toMatchObject({ expireAt: '2030-05-31 00:00:00', tracks: [] });
    // No staff-only columns.
    expect(Object.keys(answer.rows[0])).not.toContain('createBy');
    expect(Object.keys(answer.rows[0])).not.toContain('status');
  });

  it('pages in the database and refuses pages larger than 100', async () => {
    const second = (await portal('/portal/notice/list?pageNum=2&pageSize=2')).json();
    expect(second).toMatchObject({ code: 200, total: 3 });
    expect(titles(second)).toEqual(['初赛名单公示']);
    const first = (await portal('/portal/notice/list?pageNum=1&pageSize=2')).json();
    expect(titles(first)).toEqual(['置顶申报通知', '最新申报通知']);
    expect((await portal('/portal/notice/list?pageSize=101')).json().code).toBe(500);
  });

  it('filters by edition, kind and title fragment', async () => {
    const publications = (await portal('/portal/notice/list?noticeKind=publication')).json();
    expect(titles(publications)).toEqual(['初赛名单公示']);
    const byTitle = (await portal(`/portal/notice/list?title=${encodeURIComponent('申报')}`)).json();
    expect(titles(byTitle)).toEqual(['置顶申报通知', '最新申报通知']);
    expect((await portal(`/portal/notice/list?competitionId=${demo.competitionId}`)).json().total).toBe(3);
    expect((await portal(`/portal/notice/list?competitionId=${draftEdition}`)).json()).toMatchObject({
      total: 0,
      rows: [],
    });
  });
});

describe('portal notice detail', () => {
  it('answers a published notice with its cleaned content, signed attachment links and its 公示 window', async () => {
    const answer = (await portal(`/portal/notice/${ids.初赛名单公示}`)).json();
    expect(answer.code).toBe(200);
    const notice = answer.data;
    expect(notice).toMatchObject({ title: '初赛名单公示', body: '<p>正文</p>', noticeKind: 'publication' });
    expect(notice.publicity).toMatchObject({
      startAt: '2030-04-20 10:00:00',
      workingDays: 5,
      contact: '020-12345678',
      status: 'open',
    });
    expect(notice.attachments).toHaveLength(1);
    const [file] = notice.attachments;
    expect(file).toMatchObject({ fileName: '初赛规则.pdf', size: 6 });
    expect(file.url).toMatch(/^\/prod-api\/common\/file\/signed\?key=upload%2F2030%2F04%2F20%2Frules_0a1b2c3d\.pdf/);
    expect(JSON.stringify(notice)).not.toContain('/profile/upload');
    // The link serves the file without a token.
    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('stored');
  });

  it('answers null as the window of a notice without one', async () => {
    const answer = (await portal(`/portal/notice/${ids.最新申报通知}`)).json();
    expect(answer.data).toMatchObject({ title: '最新申报通知', attachments: [], publicity: null });
  });

  it('answers not found for a draft, withdrawn, expired or draft-edition notice, and one that does not exist', async () => {
    for (const title of ['草稿通知', '已撤回通知', '即将过期通知', '草稿届次的通知']) {
      const answer = (await portal(`/portal/notice/${ids[title]}`)).json();
      expect(answer, title).toMatchObject({ code: 500, msg: `公告 ${ids[title]} 不存在` });
      expect(answer.data).toBeUndefined();
    }
    expect((await portal('/portal/notice/999999')).json()).toMatchObject({ code: 500, msg: '公告 999999 不存在' });
  });
});

describe('portal current competition', () => {
  it('answers the open current edition with its sponsors, tracks with their fields, and stages', async () => {
    await t.database.exec().execute(sql`update comp_competition set logo = '/profile/upload/2030/04/20/logo.png'
                   where competition_id = ${demo.competitionId}`);
    const answer = (await portal('/portal/competition/current')).json();
    expect(answer.code).toBe(200);
    const edition = answer.data;
    expect(edition).toMatchObject({
      competitionId: demo.competitionId,
      competitionName: '第一届青少年及成人创新创业大赛',
      editionYear: 2026,
      status: 'registration_open',
      registrationStart: '2026-10-01 00:00:00',
      registrationEnd: '2026-12-31 23:59:59',
      rules: '<p>参赛项目须为参赛者原创，每人每届限报一个项目。</p>',
    });
    expect(edition.logoUrl).toMatch(/^\/prod-api\/common\/file\/signed\?key=upload%2F2030%2F04%2F20%2Flogo\.png&/);
    expect(edition.sponsors.map((s: { sponsorName: string; sponsorRoleLabel: string }) => s.sponsorRoleLabel)).toEqual([
      '主办',
      '承办',
      '赞助',
    ]);
    expect(edition.sponsors[0]).toEqual({
      sponsorId: expect.any(Number),
      sponsorName: '广东省科学技术厅',
      sponsorRole: '1',
      sponsorRoleLabel: '主办',
      logoUrl: null,
      website: null,
    });

    const adult = edition.tracks.find((track: { trackId: number }) => track.trackId === demo.adultTrack);
    expect(edition.tracks.map((track: { trackCode: string }) => track.trackCode)).toEqual(['teen', 'adult']);
    expect(adult).toMatchObject({
      trackName: '成人组',
      ageMin: 18,
      ageMax: null,
      ageRefDate: '2026-10-01',
      teamMin: 1,
      teamMax: 5,
      oneEntry: '1',
      attachments: ['business_plan', 'pitch_deck'],
    });
    expect(adult.categories.map((c: { name: string }) => c.name)).toEqual(['创意组', '初创组', '成长组']);
    expect(adult.fields.map((f: { key: string; type: string }) => `${f.key}:${f.type}`)).toEqual([
      'industry:select',
      'foundedOn:date',
      'summary:textarea',
      'website:text',
    ]);
    // The bound form's document, which the entrant app renders: its rule and its condition included.
    expect(adult.form.nodes.map((node: { name: string }) => node.name)).toEqual([
      'industry',
      'foundedOn',
      'summary',
      'website',
    ]);
    expect(adult.form.nodes[2].rules).toEqual([{ kind: 'length', max: 500 }]);
    expect(adult.form.nodes[3].visibleWhen).toEqual({ field: 'industry', op: 'eq', value: 'it' });
    const industry = adult.fields[0];
    expect(industry).toMatchObject({ label: '所属行业', required: true });
    expect(industry.options).toHaveLength(8);
    expect(industry.options[0]).toEqual({ label: demo.industryLabel, value: demo.industry });
    expect(adult.fields[1].options).toEqual([]);

    // The edition-wide stages, then each track's judging ladder (ADR 0018).
    expect(
      edition.stages.map(
        (stage: { stageKind: string; seq: number; trackName: string | null }) =>
          `${stage.trackName ?? '-'}:${stage.seq}:${stage.stageKind}`,
      ),
    ).toEqual([
      '-:1:registration',
      '-:2:qualification',
      '青少年组:3:preliminary',
      '青少年组:4:semi_final',
      '青少年组:5:final',
      '成人组:3:preliminary',
      '成人组:4:semi_final',
      '成人组:5:final',
    ]);
    expect(edition.stages.find((stage: { trackId: number | null }) => stage.trackId === demo.adultTrack)).toMatchObject(
      { stageName: '初赛' },
    );
    expect(edition.stages[0]).toMatchObject({
      stageName: '报名',
      startAt: '2026-10-01 00:00:00',
      endAt: '2026-12-31 23:59:59',
    });
    expect(JSON.stringify(edition)).not.toMatch(/createBy|contactPhone|contactName/);
  });

  it('answers data null when the current edition is a draft', async () => {
    const added = (
      await staff('POST', '/comp/competition', {
        competitionName: '下一届（筹备中）',
        editionYear: 2032,
        isCurrent: '1',
      })
    ).json();
    expect(added.code).toBe(200);
    const answer = (await portal('/portal/competition/current')).json();
    expect(answer).toMatchObject({ code: 200, data: null });
  });
});

describe('portal access', () => {
  it('declares every portal route public, so none needs a token', () => {
    const portalRoutes = t.app.routeAccess.filter((route) =>
      /^\/prod-api\/portal\/(notice|competition|region|organisation)\//.test(route.url),
    );
    expect(portalRoutes.map((route) => `${route.method} ${route.url} ${route.access}`).sort()).toEqual([
      'GET /prod-api/portal/competition/current public',
      'GET /prod-api/portal/notice/:noticeId public',
      'GET /prod-api/portal/notice/list public',
      'GET /prod-api/portal/organisation/options public',
      'GET /prod-api/portal/region/options public',
    ]);
  });

  it('offers the regions and organisations an application form needs, without a token', async () => {
    const regions = (await t.app.inject({ url: '/prod-api/portal/region/options' })).json();
    expect(regions.code).toBe(200);
    expect(regions.data).toContainEqual({
      regionCode: REGION_CODES.tianhe,
      regionName: '天河区',
      level: '3',
      parentCode: expect.any(String),
    });
    const organisations = (
      await t.app.inject({ url: `/prod-api/portal/organisation/options?orgName=${encodeURIComponent('天河')}` })
    ).json();
    expect(organisations.code).toBe(200);
    expect(organisations.data.length).toBeGreaterThan(0);
    for (const row of organisations.data) {
      expect(Object.keys(row).sort()).toEqual(['orgId', 'orgName', 'orgType', 'regionCode']);
      expect(row.orgName).toContain('天河');
    }
  });
});
