import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('sponsors', () => {
  it('lists the seeded sponsors with their editions, and filters by edition', async () => {
    const list = (await api('GET', '/system/sponsor/list')).json();
    expect(list.rows.map((row: { sponsorName: string }) => row.sponsorName)).toEqual([
      '广东省科学技术厅',
      '广州市创新创业服务中心',
      '南山创新科技有限公司',
    ]);
    const [edition] = list.rows[0].competitionIds;
    expect(edition).toBeGreaterThan(0);
    expect((await api('GET', `/system/sponsor/list?competitionId=${edition}`)).json().total).toBe(3);
    expect((await api('GET', '/system/sponsor/list?competitionId=999999')).json().total).toBe(0);
  });

  it('adds, edits and deletes a sponsor with its edition links', async () => {
    const [{ competitionId }] = (await api('GET', '/comp/competition/optionselect')).json().data;
    const form = {
      sponsorName: '创投基金',
      sponsorRole: '5',
      website: 'https://fund.example.com',
      tier: '银牌',
      contactName: '王五',
      contactPhone: '020-12345678',
      sort: 9,
      competitionIds: [competitionId],
    };
    expect((await api('POST', '/system/sponsor', form)).json().code).toBe(200);
    const row = (await api('GET', '/system/sponsor/list?sponsorName=创投')).json().rows[0];
    expect(row).toMatchObject({ sponsorRole: '5', tier: '银牌', competitionIds: [competitionId] });
    expect((await api('GET', `/comp/competition/${competitionId}`)).json().data.sponsorIds).toContain(row.sponsorId);

    expect(
      (await api('PUT', '/system/sponsor', { ...form, sponsorId: row.sponsorId, competitionIds: [] })).json().code,
    ).toBe(200);
    expect((await api('GET', `/system/sponsor/${row.sponsorId}`)).json().data.competitionIds).toEqual([]);
    expect((await api('DELETE', `/system/sponsor/${row.sponsorId}`)).json().code).toBe(200);
    expect((await api('GET', `/system/sponsor/${row.sponsorId}`)).json().code).toBe(500);
  });

  it('names the bad field and refuses unknown editions; needs the permission', async () => {
    const bad = (
      await api('POST', '/system/sponsor', { sponsorName: 'x', sponsorRole: '5', website: 'javascript:alert(1)' })
    ).json();
    expect(bad.code).toBe(500);
    expect(bad.msg).toContain('website');
    const ghost = (await api('POST', '/system/sponsor', { sponsorName: 'x', sponsorRole: '9' })).json();
    expect(ghost.msg).toContain('sponsorRole');
    const unknown = (
      await api('POST', '/system/sponsor', { sponsorName: 'x', sponsorRole: '1', competitionIds: [999999] })
    ).json();
    expect(unknown.msg).toBe('届次 999999 不存在');
    const expert = await loginAs(t.app, 'expert');
    expect((await api('GET', '/system/sponsor/list', undefined, expert)).json().code).toBe(403);
  });
});

describe('sponsor names', () => {
  it('refuse a name another sponsor of the same edition holds, naming it; other editions may share it', async () => {
    const list = (await api('GET', '/system/sponsor/list')).json();
    const seeded = list.rows[0] as { sponsorId: number; sponsorName: string; competitionIds: number[] };
    const form = { sponsorName: ` ${seeded.sponsorName} `, sponsorRole: '3', competitionIds: seeded.competitionIds };
    const refused = (await api('POST', '/system/sponsor', form)).json();
    expect(refused).toMatchObject({ code: 500, msg: `单位名称「${seeded.sponsorName}」在所选届次中已存在` });
    // Not linked to an edition: nothing to clash with.
    const added = (await api('POST', '/system/sponsor', { ...form, competitionIds: [] })).json();
    expect(added.code).toBe(200);
    const copy = (await api('GET', `/system/sponsor/list?sponsorName=${encodeURIComponent(seeded.sponsorName)}`))
      .json()
      .rows.find((row: { sponsorId: number }) => row.sponsorId !== seeded.sponsorId);
    // Linking the copy to the seeded one's edition is refused as well; the seeded one keeps its own name.
    const edited = (await api('PUT', '/system/sponsor', { ...form, sponsorId: copy.sponsorId })).json();
    expect(edited.msg).toBe(`单位名称「${seeded.sponsorName}」在所选届次中已存在`);
    const own = { sponsorName: seeded.sponsorName, sponsorRole: '1', competitionIds: seeded.competitionIds };
    expect((await api('PUT', '/system/sponsor', { ...own, sponsorId: seeded.sponsorId })).json().code).toBe(200);
  });
});
