import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';
import { nextCodes } from '../application/application.repository';

// Application codes are the track code's first letter, the edition year and a sequence: tracks
// whose codes share a first letter (adult, art) share the prefix, so they must share the sequence
// and the lock that draws it, or two creations at once draw the same code.

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;
const trackIds: Record<string, number> = {};

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) })).json();

const create = (trackCode: string, i: number) => {
  const first17 = `44010619900101${String(100 + i)}`;
  return api('POST', '/comp/application', {
    competitionId,
    trackId: trackIds[trackCode],
    projectName: `项目${i}`,
    regionCode: REGION_CODES.tianhe,
    leaderName: '王五',
    leaderMobile: '13800138000',
    leaderIdNumber: first17 + checkCharOf(first17),
  });
};

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  const added = await api('POST', '/comp/competition', { competitionName: '编号届次', editionYear: 2027 });
  competitionId = added.data.competitionId;
  const tracks = [
    { trackCode: 'adult', trackName: '成人组' },
    { trackCode: 'art', trackName: '艺术组' },
    { trackCode: 'teen', trackName: '青少年组' },
  ];
  expect((await api('PUT', `/comp/competition/${competitionId}/tracks`, { tracks })).code).toBe(200);
  for (const track of (await api('GET', `/comp/competition/${competitionId}/tracks`)).data) {
    trackIds[track.trackCode] = track.trackId;
  }
});
afterAll(() => t.close());

describe('application codes', () => {
  it('draws the codes of tracks sharing a first letter under one lock per edition and prefix', async () => {
    const held = async () =>
      (
        await rows<{ n: number }>(
          t.database,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
        )
      )[0].n;
    await t.database.transaction(async () => {
      await nextCodes(t.database, competitionId, 'A27', 1);
      await nextCodes(t.database, competitionId, 'A27', 1);
      // The same lock: a creation in `art` waits for one in `adult` to commit.
      expect(await held()).toBe(1);
      await nextCodes(t.database, competitionId, 'T27', 1);
      expect(await held()).toBe(2);
    });
  });

  it('gives such tracks one sequence of distinct codes, also when created at once, in the T26-0001 format', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create(i % 2 === 0 ? 'adult' : 'art', i)));
    expect(answers.map((answer) => answer.code)).toEqual(Array(6).fill(200));
    const codes = answers.map((answer) => answer.data.code as string).sort();
    expect(codes).toEqual(['A27-0001', 'A27-0002', 'A27-0003', 'A27-0004', 'A27-0005', 'A27-0006']);
    const teen = await create('teen', 9);
    expect(teen.data.code).toBe('T27-0001');
  });
});
