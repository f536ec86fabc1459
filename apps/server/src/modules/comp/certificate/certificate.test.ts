import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { type AwardFixture, awardFixture, pdfText, sealPng } from '../../../../test/certificate-fixtures';
import { staffWith } from '../../../../test/staff-helpers';
import { ownUpload } from '../../../../test/stored-upload';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { currentCertificates, revokeCertificatesOfAwards } from './certificate.api';
import { VERIFY_PER_MINUTE } from './verify-limit';

let t: TestApp;
let admin: string;
let fixture: AwardFixture;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = async (method: Method, url: string, payload?: object, token = admin) =>
  (
    await t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) })
  ).json();

/** Polls a run until it is no longer running. */
async function finished(runId: number) {
  for (let i = 0; i < 200; i++) {
    const { data } = await api('GET', `/comp/certificate/run/${runId}`);
    if (data.status !== 'running') return data;
    await sleep(50);
  }
  throw new Error(`run ${runId} still running`);
}

async function certificatesOf(awardId: number) {
  return (await api('GET', `/comp/award/${awardId}/certificates`)).data as Array<{
    certificateId: number;
    code: string;
    revokedAt: string | null;
    revokeReason: string | null;
    replacesId: number | null;
  }>;
}

const verify = (code: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/prod-api/portal/certificates/${code}`, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off', PUBLIC_BASE_URL: 'https://contest.example.org' } });
  admin = await loginAs(t.app, 'admin');
  fixture = await awardFixture(t.database, { levelName: '金奖', count: 3 });
});
afterAll(async () => {
  await t.close();
});

describe('certificate template', () => {
  it('answers the defaults until saved, saves a PNG seal, and refuses a seal that is not a PNG', async () => {
    const { competitionId } = fixture;
    const defaults = (await api('GET', `/comp/certificate/template/${competitionId}`)).data;
    expect(defaults).toMatchObject({ title: '荣誉证书', saved: false, sealPath: null, issueDate: null });
    expect(defaults.wording).toBe('「{project}」项目在{edition}中荣获{award}，特发此证。');
    expect(defaults.issuer.length).toBeGreaterThan(0);

    const seal = '/profile/upload/2026/11/26/seal_0123456789abcdef.png';
    const key = seal.slice('/profile/'.length);
    mkdirSync(dirname(join(t.dataDir, 'files', key)), { recursive: true });
    writeFileSync(join(t.dataDir, 'files', key), sealPng());
    await ownUpload(t.database, seal, 'admin');
    const form = {
      title: '荣誉证书',
      issuer: '大赛组委会',
      wording: defaults.wording,
      sealPath: seal,
      issueDate: '2026-11-26',
    };
    expect(await api('PUT', `/comp/certificate/template/${competitionId}`, form)).toMatchObject({ code: 200 });
    const saved = (await api('GET', `/comp/certificate/template/${competitionId}`)).data;
    expect(saved).toMatchObject({ issuer: '大赛组委会', sealPath: seal, issueDate: '2026-11-26', saved: true });
    expect(saved.sealUrl).toContain('/prod-api/common/file/signed');

    const fake = '/profile/upload/2026/11/26/fake_0123456789abcdef.png';
    writeFileSync(join(t.dataDir, 'files', fake.slice('/profile/'.length)), 'not a png');
    await ownUpload(t.database, fake, 'admin');
    const refused = await api('PUT', `/comp/certificate/template/${competitionId}`, { ...form, sealPath: fake });
    expect(refused.code).toBe(500);
    expect(refused.msg).toContain('sealPath');
    expect(refused.msg).toContain('印章须为 PNG 图片');
    expect((await api('GET', `/comp/certificate/template/${competitionId}`)).data.sealPath).toBe(seal);
  });

  it('previews a sample PDF from the form without storing anything', async () => {
    const before = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from comp_certificate`);
    const form = {
      title: '荣誉证书',
      issuer: '预览组委会',
      wording: '{project}获{award}',
      sealPath: null,
      issueDate: null,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/prod-api/comp/certificate/template/${fixture.competitionId}/preview`,
      headers: bearer(admin),
      payload: form,
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(new Uint8Array(res.rawPayload));
    expect(text).toContain('预览组委会');
    expect(text).toContain('https://contest.example.org/competition/verify/SAMPLE23456789AB');
    const after = await rows<{ n: number }>(t.database, sql`select count(*)::int as n from comp_certificate`);
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('generation runs', () => {
  it('generates every final award without a certificate, reports progress, and zips the files', async () => {
    const started = await api('POST', '/comp/certificate/generate', { competitionId: fixture.competitionId });
    expect(started).toMatchObject({ code: 200, data: { total: 3 } });
    const run = await finished(started.data.runId);
    expect(run).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0, zipReady: true, startedBy: 'admin' });

    const listed = await api('GET', `/comp/certificate/run/list?competitionId=${fixture.competitionId}`);
    expect(listed.rows[0]).toMatchObject({ runId: started.data.runId, status: 'done' });

    const issued = await rows<{ code: string; awardId: number }>(
      t.database,
      sql`select code, award_id::int as "awardId" from comp_certificate where run_id = ${started.data.runId} order by award_id`,
    );
    expect(issued.map((row) => row.awardId)).toEqual(fixture.awards.map((award) => award.awardId));
    for (const { code } of issued) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/);

    const zip = await t.app.inject({
      method: 'GET',
      url: `/prod-api/comp/certificate/run/${started.data.runId}/zip`,
      headers: bearer(admin),
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files).sort();
    expect(entries).toHaveLength(3);
    for (const [i, { code }] of issued.entries()) {
      const project = fixture.awards[i].projectName.replace(/[^\p{L}\p{N}_-]+/gu, '_').replace(/^_+|_+$/g, '');
      expect(entries).toContain(`${code}-${project}.pdf`);
    }

    // One certificate's file: its code, project and award are in it, with the verification address.
    const [first] = await certificatesOf(fixture.awards[0].awardId);
    const file = await t.app.inject({
      method: 'GET',
      url: `/prod-api/comp/certificate/${first.certificateId}/file`,
      headers: bearer(admin),
    });
    const { text } = await pdfText(new Uint8Array(file.rawPayload));
    expect(text).toContain(first.code);
    expect(text).toContain(fixture.awards[0].projectName);
    expect(text).toContain('金奖');
    expect(text).toContain(`https://contest.example.org/competition/verify/${first.code}`);

    // Nothing left to do: every final award has its certificate.
    const again = await api('POST', '/comp/certificate/generate', { competitionId: fixture.competitionId });
    expect(again.msg).toBe('没有需要生成证书的奖项（有效且尚无证书的奖项为 0 个）');
  });

  it('refuses a second running run of the edition, and fails a run whose instance stopped beating', async () => {
    const more = await awardFixture(t.database, { levelName: '银奖', count: 4 });
    const extra = more.awards.filter((award) => !fixture.awards.some((a) => a.applicationId === award.applicationId));
    const now = new Date(t.clock.now());
    const at = (ms: number) => {
      const d = new Date(now.getTime() - ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    const [other] = await rows<{ id: number }>(
      t.database,
      sql`insert into comp_certificate_run (competition_id, status, total, started_by, started_at, instance, heartbeat_at)
          values (${fixture.competitionId}, 'running', 5, 'other', ${at(10_000)}, 'other-instance', ${at(10_000)})
          returning run_id::int as id`,
    );
    const refused = await api('POST', '/comp/certificate/generate', { competitionId: fixture.competitionId });
    expect(refused.msg).toBe(`本届赛事已有一个证书生成任务正在进行（任务 ${other.id}），请等待其完成`);

    // Three minutes without a heartbeat: shown failed, and a new run may start.
    await t.database
      .exec()
      .execute(sql`update comp_certificate_run set heartbeat_at = ${at(180_000)} where run_id = ${other.id}`);
    expect((await api('GET', `/comp/certificate/run/${other.id}`)).data).toMatchObject({
      status: 'failed',
      zipReady: false,
    });
    const awardIds = extra.map((award) => award.awardId);
    const started = await api('POST', '/comp/certificate/generate', { competitionId: fixture.competitionId, awardIds });
    expect(started).toMatchObject({ code: 200, data: { total: awardIds.length } });
    expect(await finished(started.data.runId)).toMatchObject({ status: 'done', done: awardIds.length });

    // Named awards must be final awards of the edition.
    const wrong = await api('POST', '/comp/certificate/generate', {
      competitionId: fixture.competitionId,
      awardIds: [999999],
    });
    expect(wrong.msg).toBe('奖项 999999 不是本届赛事的有效奖项，不能生成证书');
  });
});

describe('revoke, reissue and verification', () => {
  it('verifies a valid certificate, then answers revoked with the reason; a reissue gets a new valid code', async () => {
    const award = fixture.awards[1];
    const [current] = await certificatesOf(award.awardId);
    const valid = (await verify(current.code)).json();
    expect(valid.data).toMatchObject({
      state: 'valid',
      code: current.code,
      projectName: award.projectName,
      award: '金奖',
    });
    expect(valid.data.members.length).toBeGreaterThan(0);
    expect(valid.data.revokedAt).toBeNull();
    // Lower case reads the same code.
    expect((await verify(current.code.toLowerCase())).json().data.state).toBe('valid');

    const reissued = await api('POST', `/comp/certificate/${current.certificateId}/reissue`, { reason: '姓名有误' });
    expect(reissued.code).toBe(200);
    expect(reissued.data.code).not.toBe(current.code);
    const old = (await verify(current.code)).json().data;
    expect(old).toMatchObject({ state: 'revoked', revokeReason: '姓名有误' });
    expect(old.revokedAt).not.toBeNull();
    expect((await verify(reissued.data.code)).json().data).toMatchObject({
      state: 'valid',
      projectName: award.projectName,
    });
    const history = await certificatesOf(award.awardId);
    expect(history.map((c) => [c.code, c.replacesId, c.revokedAt === null])).toEqual([
      [reissued.data.code, current.certificateId, true],
      [current.code, null, false],
    ]);

    const revoked = await api('PUT', `/comp/certificate/${reissued.data.certificateId}/revoke`, { reason: '取消资格' });
    expect(revoked.code).toBe(200);
    expect((await verify(reissued.data.code)).json().data).toMatchObject({
      state: 'revoked',
      revokeReason: '取消资格',
    });
    const twice = await api('PUT', `/comp/certificate/${reissued.data.certificateId}/revoke`, { reason: '再次' });
    expect(twice.msg).toMatch(new RegExp(`^证书 ${reissued.data.code} 已于 .+ 撤销$`));
  });

  it('refuses to reissue for a revoked award', async () => {
    const award = fixture.awards[2];
    const [current] = await certificatesOf(award.awardId);
    await t.database.exec().execute(sql`update comp_award set status = 'revoked' where award_id = ${award.awardId}`);
    const refused = await api('POST', `/comp/certificate/${current.certificateId}/reissue`, { reason: '补发' });
    expect(refused.msg).toBe('奖项已撤销，不能补发证书');
    // Nothing changed: the certificate is not revoked by the refused reissue, and reads revoked
    // through its award.
    expect((await certificatesOf(award.awardId))[0].revokedAt).toBeNull();
    expect((await verify(current.code)).json().data.state).toBe('revoked');
  });

  it('answers unknown for an unknown or malformed code, never a refusal', async () => {
    for (const code of ['ABCDEFGHJKMNPQRS', 'short', 'O0O0O0O0O0O0O0O0', 'x'.repeat(300), '%3Cscript%3E']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: { state: 'unknown', edition: null, members: [] } });
    }
  });

  it('serves the public page in Chinese without a login, in English with ?lang=en or Accept-Language', async () => {
    const award = fixture.awards[0];
    const [current] = await certificatesOf(award.awardId);
    const page = await t.app.inject({
      method: 'GET',
      url: `/competition/verify/${current.code}`,
      remoteAddress: '10.0.0.2',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<meta name="viewport"');
    expect(page.body).toContain('证书有效');
    expect(page.body).toContain(award.projectName.replace(/&/g, '&#38;'));
    const english = await t.app.inject({
      method: 'GET',
      url: `/competition/verify/${current.code}?lang=en`,
      remoteAddress: '10.0.0.2',
    });
    expect(english.body).toContain('Valid certificate');
    expect(english.body).toContain('<html lang="en-US">');
    const accepted = await t.app.inject({
      method: 'GET',
      url: `/competition/verify/${current.code}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      remoteAddress: '10.0.0.2',
    });
    expect(accepted.body).toContain('Valid certificate');
    const unknown = await t.app.inject({ method: 'GET', url: '/competition/verify/NOPE', remoteAddress: '10.0.0.2' });
    expect(unknown.body).toContain('未找到该证书');
  });

  it('limits verifications per client address, API and page together, with HTTP 429', async () => {
    for (let i = 0; i < VERIFY_PER_MINUTE; i++)
      expect((await verify('ABCDEFGHJKMNPQRS', '10.9.9.9')).statusCode).toBe(200);
    const api429 = await verify('ABCDEFGHJKMNPQRS', '10.9.9.9');
    expect(api429.statusCode).toBe(429);
    expect(api429.json()).toEqual({ code: 500, msg: '访问过于频繁，请稍候再试' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/competition/verify/ABCDEFGHJKMNPQRS',
      remoteAddress: '10.9.9.9',
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('访问过于频繁');
    // Another address is not affected; a minute later the address may verify again.
    expect((await verify('ABCDEFGHJKMNPQRS', '10.9.9.8')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await verify('ABCDEFGHJKMNPQRS', '10.9.9.9')).statusCode).toBe(200);
  });
});

describe('permissions and scope', () => {
  it('lets a reader read but not generate, revoke or change the template; a region scope sees no edition', async () => {
    const reader = await staffWith(t.app, admin, {
      name: 'certreader',
      perms: (perm) => ['comp:upgrading:list', 'comp:upgrading:query'].includes(perm),
      compScope: '1',
    });
    const { competitionId } = fixture;
    expect((await api('GET', `/comp/certificate/template/${competitionId}`, undefined, reader.token)).code).toBe(200);
    expect(
      (await api('GET', `/comp/certificate/run/list?competitionId=${competitionId}`, undefined, reader.token)).code,
    ).toBe(200);
    const [current] = await certificatesOf(fixture.awards[0].awardId);
    for (const [method, url, body] of [
      ['POST', '/comp/certificate/generate', { competitionId }],
      ['PUT', `/comp/certificate/template/${competitionId}`, { title: 'x', issuer: 'x', wording: 'x' }],
      ['PUT', `/comp/certificate/${current.certificateId}/revoke`, { reason: 'x' }],
      ['POST', `/comp/certificate/${current.certificateId}/reissue`, { reason: 'x' }],
    ] as const) {
      expect({ url, code: (await api(method, url, body, reader.token)).code }).toEqual({ url, code: 403 });
    }
    const regional = await staffWith(t.app, admin, {
      name: 'certregion',
      perms: (perm) => perm.startsWith('comp:upgrading:'),
      compScope: '2',
      deptId: 103,
    });
    expect((await api('GET', `/comp/certificate/template/${competitionId}`, undefined, regional.token)).code).toBe(403);
    expect((await api('POST', '/comp/certificate/generate', { competitionId }, regional.token)).code).toBe(403);
  });
});

describe('certificate.api.ts', () => {
  it('lists current certificates and revokes those of disqualified awards', async () => {
    const award = fixture.awards[0];
    const [current] = await currentCertificates(t.database, [award.awardId]);
    expect(current).toMatchObject({
      awardId: award.awardId,
      fileKey: expect.stringMatching(/^certificate\/\d+\/\w{16}\.pdf$/),
    });
    const revoked = await revokeCertificatesOfAwards(t.database, {
      awardIds: [award.awardId],
      reason: '取消参赛资格',
      by: 'admin',
      at: '2026-11-26 10:00:00',
    });
    expect(revoked).toBe(1);
    expect((await verify(current.code, '10.0.0.3')).json().data).toMatchObject({
      state: 'revoked',
      revokeReason: '取消参赛资格',
      revokedAt: '2026-11-26 10:00:00',
    });
    expect(await currentCertificates(t.database, [award.awardId])).toEqual([]);
  });
});

describe('a run when the server stops', () => {
  it('stops after the batch being drawn and is failed with the reason', async () => {
    const other = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
    try {
      const token = await loginAs(other.app, 'admin');
      // Levels over the same applications until there are more awards than one batch.
      let awards = 0;
      for (let level = 1; awards <= 25; level++) {
        awards += (await awardFixture(other.database, { levelName: `停机奖${level}`, count: 15 })).awards.length;
      }
      const res = await other.app.inject({
        method: 'POST',
        url: '/prod-api/comp/certificate/generate',
        headers: bearer(token),
        payload: { competitionId: fixture.competitionId },
      });
      const { runId, total } = res.json().data;
      expect(total).toBeGreaterThan(20);
      await other.app.close();
      const [run] = await rows<{ status: string; done: number; error: string }>(
        other.database,
        sql`select status, done, error from comp_certificate_run where run_id = ${runId}`,
      );
      expect(run.status).toBe('failed');
      expect(run.done).toBeLessThan(total);
      expect(run.error).toBe('服务器在生成证书时停止或失去响应，任务未完成');
    } finally {
      await other.close();
    }
  });
});
