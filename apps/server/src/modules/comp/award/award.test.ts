import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import {
  insertAward,
  insertBatch,
  insertCertificate,
  insertDecision,
  insertLevel,
} from '../../../../test/award-fixtures';
import { type DemoEdition, demoEdition } from '../../../../test/demo-edition';
import { ratingBase } from '../../../../test/rating-fixtures';
import { cloneApplications } from '../../../../test/taskinfo-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Award levels and awards (docs/awards.md) through the API: the level rules (track and sponsor of
// the edition, unique names per edition and track, ranked levels with a count or a minimum score),
// removal refused while a batch decision or an award uses a level, the awards list with its
// filters and current certificate, and disqualification revoking awards and certificates.

let t: TestApp;
let admin: Record<string, string>;
let edition: DemoEdition;
let linkedSponsor: number;
let unlinkedSponsor: number;
let apps: Array<{ id: number; code: string }>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: Record<string, string>, method: Method, url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: who, ...(payload ? { payload } : {}) })).json();
const api = (method: Method, url: string, payload?: object) => call(admin, method, url, payload);

const level = (overrides: object = {}) => ({
  competitionId: edition.competitionId,
  trackId: null,
  name: '一等奖',
  kind: 'ranked',
  rankOrder: 1,
  count: 3,
  minScore: null,
  sponsorId: null,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  edition = await demoEdition(t.database);
  [{ id: linkedSponsor }] = await rows<{ id: number }>(
    t.database,
    sql`select sponsor_id::int as id from comp_competition_sponsor where competition_id = ${edition.competitionId}
        order by sponsor_id limit 1`,
  );
  [{ id: unlinkedSponsor }] = await rows<{ id: number }>(
    t.database,
    sql`insert into comp_sponsor (sponsor_name, sponsor_role) values ('未关联的赞助单位', '5') returning sponsor_id::int as id`,
  );
  const base = await ratingBase(t.database);
  apps = await cloneApplications(t.database, { sourceId: base.sourceId, count: 3, prefix: 'AW' });
  await t.database.exec().execute(sql`update comp_application set status = 'awarded'
    where application_id in (${apps[0].id}, ${apps[1].id}, ${apps[2].id})`);
});
afterAll(() => t.close());

describe('award levels', () => {
  it('are added with the edition’s rules and listed ranked first, then special, with what each gave', async () => {
    const missingRule = await api('POST', '/comp/award/level', level({ name: '二等奖', count: null }));
    expect(missingRule).toEqual({
      code: 500,
      msg: '排名奖项“二等奖”须填写名额（按名额评奖使用）或最低分（按分数段评奖使用）',
    });
    const unlinked = await api(
      'POST',
      '/comp/award/level',
      level({ name: '创新特别奖', kind: 'special', count: null, sponsorId: unlinkedSponsor }),
    );
    expect(unlinked.code).toBe(500);
    expect(unlinked.msg).toBe(
      `参数 sponsorId 不正确：特别奖须以本届大赛关联的赞助单位命名：赞助单位 ${unlinkedSponsor} 未关联本届大赛（在届次的“赞助单位”中添加）`,
    );
    const noSponsor = await api('POST', '/comp/award/level', level({ name: '特别奖', kind: 'special', count: null }));
    expect(noSponsor.code).toBe(500);
    expect(noSponsor.msg).toContain('sponsorId');
    const otherTrack = await api('POST', '/comp/award/level', level({ name: '三等奖', trackId: 999999 }));
    expect(otherTrack).toEqual({ code: 500, msg: '参数 trackId 不正确：赛道 999999 不属于本届大赛' });

    const first = await api('POST', '/comp/award/level', level({ name: '一等奖', count: 2 }));
    expect(first.code).toBe(200);
    const second = await api(
      'POST',
      '/comp/award/level',
      level({ name: '二等奖', rankOrder: 2, count: null, minScore: 80 }),
    );
    expect(second.code).toBe(200);
    const special = await api(
      'POST',
      '/comp/award/level',
      level({ name: '创新特别奖', kind: 'special', count: null, sponsorId: linkedSponsor }),
    );
    expect(special.code).toBe(200);
    // The same name: refused for the same track (edition-wide here), accepted for a track.
    expect(await api('POST', '/comp/award/level', level({ name: '一等奖' }))).toEqual({
      code: 500,
      msg: '奖项等级“一等奖”在本届大赛的同一赛道范围内已存在',
    });
    const adultFirst = await api('POST', '/comp/award/level', level({ name: '一等奖', trackId: edition.adultTrack }));
    expect(adultFirst.code).toBe(200);

    await insertAward(t.database, {
      levelId: first.data.levelId,
      competitionId: edition.competitionId,
      applicationId: apps[0].id,
    });
    const listed = await api('GET', `/comp/award/level/list?competitionId=${edition.competitionId}`);
    expect(listed.code).toBe(200);
    const ours = listed.data.filter((row: { levelId: number }) =>
      [first, second, special, adultFirst].some((added) => added.data.levelId === row.levelId),
    );
    expect(
      ours.map((row: { name: string; trackId: number | null; awarded: number }) => [
        row.name,
        row.trackId,
        row.awarded,
      ]),
    ).toEqual([
      ['一等奖', null, 1],
      ['一等奖', edition.adultTrack, 0],
      ['二等奖', null, 0],
      ['创新特别奖', null, 0],
    ]);
    expect(ours[2]).toMatchObject({ minScore: 80, count: null, kind: 'ranked' });
    expect(ours[3]).toMatchObject({ kind: 'special', sponsorId: linkedSponsor });
    expect(ours[3].sponsorName).toBeTruthy();
    // A track's list: its levels and the edition-wide ones, not another track's.
    const teen = await api(
      'GET',
      `/comp/award/level/list?competitionId=${edition.competitionId}&trackId=${edition.teenTrack}`,
    );
    expect(teen.data.some((row: { levelId: number }) => row.levelId === adultFirst.data.levelId)).toBe(false);

    // Editing: the name rule again, and the edition cannot change.
    const renamed = await api('PUT', '/comp/award/level', level({ levelId: second.data.levelId, name: '一等奖' }));
    expect(renamed.msg).toBe('奖项等级“一等奖”在本届大赛的同一赛道范围内已存在');
    const edited = await api(
      'PUT',
      '/comp/award/level',
      level({ levelId: second.data.levelId, name: '银奖', rankOrder: 2, count: 5 }),
    );
    expect(edited.code).toBe(200);
    const after = (await api('GET', `/comp/award/level/list?competitionId=${edition.competitionId}`)).data.find(
      (row: { levelId: number }) => row.levelId === second.data.levelId,
    );
    expect(after).toMatchObject({ name: '银奖', count: 5, minScore: null });
  });

  it('are removed only when no batch decision or award uses them, all or none, naming what uses them', async () => {
    const free = await insertLevel(t.database, { competitionId: edition.competitionId, name: '优秀奖', rankOrder: 5 });
    const inBatch = await insertLevel(t.database, { competitionId: edition.competitionId, name: '金奖', rankOrder: 6 });
    const awarded = await insertLevel(t.database, {
      competitionId: edition.competitionId,
      name: '银奖2',
      rankOrder: 7,
    });
    const { stageId } = await ratingBase(t.database);
    const batchId = await insertBatch(t.database, {
      stageId,
      competitionId: edition.competitionId,
      purpose: 'award',
      status: 'draft',
      title: '决赛评奖',
    });
    await insertDecision(t.database, {
      batchId,
      entryId: 1,
      applicationId: apps[1].id,
      result: 'awarded',
      levelId: inBatch,
    });
    await insertAward(t.database, {
      levelId: awarded,
      competitionId: edition.competitionId,
      applicationId: apps[2].id,
    });

    expect(await api('DELETE', `/comp/award/level/${free},${inBatch}`)).toEqual({
      code: 500,
      msg: '奖项等级“金奖”已被评奖批次“决赛评奖”的决定使用，不能删除',
    });
    expect(await api('DELETE', `/comp/award/level/${free},${awarded}`)).toEqual({
      code: 500,
      msg: '奖项等级“银奖2”已有 1 个获奖记录，不能删除',
    });
    const ids = async () =>
      (await api('GET', `/comp/award/level/list?competitionId=${edition.competitionId}`)).data.map(
        (row: { levelId: number }) => row.levelId,
      );
    expect(await ids()).toEqual(expect.arrayContaining([free, inBatch, awarded]));
    expect((await api('DELETE', `/comp/award/level/${free}`)).code).toBe(200);
    expect(await ids()).not.toContain(free);
    // An unknown id is refused like one outside the scope.
    expect((await api('DELETE', '/comp/award/level/999999999')).code).toBe(403);
  });

  it('need comp:upgrading:award to change and comp:upgrading:list to read', async () => {
    const expert = bearer(await loginAs(t.app, 'expert'));
    expect((await call(expert, 'GET', `/comp/award/level/list?competitionId=${edition.competitionId}`)).code).toBe(403);
    expect((await call(expert, 'POST', '/comp/award/level', level({ name: '无权' }))).code).toBe(403);
    const organiser = bearer(await loginAs(t.app, 'organiser'));
    expect((await call(organiser, 'POST', '/comp/award/level', level({ name: '组委会奖', count: 1 }))).code).toBe(200);
  });
});

describe('the competition scope', () => {
  it('lets a region-scoped holder reach an edition holding applications they see, and no other', async () => {
    await t.database.exec().execute(sql`
      insert into sys_role_menu (role_id, menu_id)
      select 3, menu_id from sys_menu where perms in ('comp:upgrading:list', 'comp:upgrading:award')
      on conflict do nothing`);
    const auditor = bearer(await loginAs(t.app, 'auditor'));
    const [{ id: empty }] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_competition (competition_name, edition_year) values ('无申报届次', 2031)
          returning competition_id::int as id`,
    );
    const outside = await insertLevel(t.database, { competitionId: empty, name: '范围外' });
    const inside = await insertLevel(t.database, { competitionId: edition.competitionId, name: '范围内' });
    expect((await call(auditor, 'GET', `/comp/award/level/list?competitionId=${edition.competitionId}`)).code).toBe(
      200,
    );
    expect((await call(auditor, 'GET', `/comp/award/level/list?competitionId=${empty}`)).code).toBe(403);
    expect((await call(auditor, 'GET', `/comp/award/list?competitionId=${empty}&pageNum=1&pageSize=10`)).code).toBe(
      403,
    );
    expect((await call(auditor, 'POST', '/comp/award/level', level({ competitionId: empty, name: '外' }))).code).toBe(
      403,
    );
    expect((await call(auditor, 'DELETE', `/comp/award/level/${inside},${outside}`)).code).toBe(403);
    // Nothing was removed by the refused batch.
    const [{ n }] = await rows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from comp_award_level where level_id in (${inside}, ${outside})`,
    );
    expect(n).toBe(2);
  });
});

describe('the awards list', () => {
  it('pages the edition’s awards with their current certificate and filters by level, status, certificate and code', async () => {
    const levelId = await insertLevel(t.database, {
      competitionId: edition.competitionId,
      name: '列表奖',
      rankOrder: 9,
    });
    const withCert = await insertAward(t.database, {
      levelId,
      competitionId: edition.competitionId,
      applicationId: apps[1].id,
    });
    const without = await insertAward(t.database, {
      levelId,
      competitionId: edition.competitionId,
      applicationId: apps[2].id,
    });
    await insertCertificate(t.database, {
      dataDir: t.dataDir,
      awardId: withCert,
      code: 'AAAAAAAAAAAAAAA2',
      revokedAt: '2026-11-19 10:00:00',
    });
    const current = await insertCertificate(t.database, {
      dataDir: t.dataDir,
      awardId: withCert,
      code: 'AAAAAAAAAAAAAAA3',
    });
    const list = (query: string) =>
      api(
        'GET',
        `/comp/award/list?competitionId=${edition.competitionId}&levelId=${levelId}&pageNum=1&pageSize=10${query}`,
      );
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.rows.map((row: { awardId: number }) => row.awardId)).toEqual(
      [withCert, without].sort((a, b) => {
        const code = (id: number) => (id === withCert ? apps[1].code : apps[2].code);
        return code(a) < code(b) ? -1 : 1;
      }),
    );
    expect(all.rows.find((row: { awardId: number }) => row.awardId === withCert)).toMatchObject({
      levelName: '列表奖',
      levelKind: 'ranked',
      applicationId: apps[1].id,
      code: apps[1].code,
      status: 'final',
      certificateId: current.certificateId,
      certificateCode: 'AAAAAAAAAAAAAAA3',
      issuedAt: '2026-11-20 10:00:00',
    });
    expect((await list('&certified=1')).rows.map((row: { awardId: number }) => row.awardId)).toEqual([withCert]);
    expect((await list('&certified=0')).rows.map((row: { awardId: number }) => row.awardId)).toEqual([without]);
    expect((await list(`&code=${apps[2].code}`)).rows.map((row: { awardId: number }) => row.awardId)).toEqual([
      without,
    ]);
    expect((await list('&status=revoked')).total).toBe(0);
    const secondPage = await api(
      'GET',
      `/comp/award/list?competitionId=${edition.competitionId}&levelId=${levelId}&pageNum=2&pageSize=1`,
    );
    expect(secondPage.total).toBe(2);
    expect(secondPage.rows.map((row: { awardId: number }) => row.awardId)).toEqual([all.rows[1].awardId]);
    expect((await api('GET', '/comp/award/list?competitionId=999999999&pageNum=1&pageSize=10')).code).toBe(403);
  });

  it('disqualification revokes the entry’s awards and current certificate in its transaction, with the reason', async () => {
    const levelId = await insertLevel(t.database, {
      competitionId: edition.competitionId,
      name: '取消奖',
      rankOrder: 10,
    });
    const awardId = await insertAward(t.database, {
      levelId,
      competitionId: edition.competitionId,
      applicationId: apps[0].id,
    });
    const { certificateId } = await insertCertificate(t.database, {
      dataDir: t.dataDir,
      awardId,
      code: 'BBBBBBBBBBBBBBB2',
    });
    // The awarded application is disqualified (domain.md 5.1: "* → disqualified, awards revoked").
    const answer = await api('PUT', `/comp/application/${apps[0].id}/disqualify`, { reason: '抄袭属实' });
    expect(answer.code).toBe(200);
    const [award] = await rows<{ status: string; reason: string; by: string; at: string | null }>(
      t.database,
      sql`select status, revoke_reason as reason, revoked_by as by, revoked_at::text as at from comp_award where award_id = ${awardId}`,
    );
    expect(award).toMatchObject({ status: 'revoked', reason: '抄袭属实', by: 'admin' });
    expect(award.at).not.toBeNull();
    const [certificate] = await rows<{ at: string | null; reason: string; by: string }>(
      t.database,
      sql`select revoked_at::text as at, revoke_reason as reason, revoked_by as by from comp_certificate
          where certificate_id = ${certificateId}`,
    );
    expect(certificate).toMatchObject({ reason: '抄袭属实', by: 'admin' });
    expect(certificate.at).toBe(award.at);
    const listed = await api(
      'GET',
      `/comp/award/list?competitionId=${edition.competitionId}&levelId=${levelId}&pageNum=1&pageSize=10`,
    );
    expect(listed.rows).toEqual([
      expect.objectContaining({
        awardId,
        status: 'revoked',
        revokeReason: '抄袭属实',
        certificateId: null,
        certificateCode: null,
      }),
    ]);
    // The level's count of given awards no longer counts it.
    const levels = await api('GET', `/comp/award/level/list?competitionId=${edition.competitionId}`);
    expect(levels.data.find((row: { levelId: number }) => row.levelId === levelId).awarded).toBe(0);
  });

  it('a failed disqualification revokes nothing', async () => {
    const levelId = await insertLevel(t.database, {
      competitionId: edition.competitionId,
      name: '保留奖',
      rankOrder: 11,
    });
    const awardId = await insertAward(t.database, {
      levelId,
      competitionId: edition.competitionId,
      applicationId: apps[2].id,
    });
    // No reason: refused before anything is written.
    expect((await api('PUT', `/comp/application/${apps[2].id}/disqualify`, { reason: '' })).code).toBe(500);
    // Already final in another way (withdrawn): the lifecycle refuses, the award stays.
    await t.database
      .exec()
      .execute(sql`update comp_application set status = 'withdrawn' where application_id = ${apps[2].id}`);
    expect((await api('PUT', `/comp/application/${apps[2].id}/disqualify`, { reason: '再次取消' })).code).toBe(500);
    const [award] = await rows<{ status: string }>(
      t.database,
      sql`select status from comp_award where award_id = ${awardId}`,
    );
    expect(award.status).toBe('final');
  });
});
