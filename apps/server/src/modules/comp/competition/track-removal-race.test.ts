import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, rows } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { REGION_CODES } from '../../../db/seed';
import { checkCharOf } from '../../../lib/id-number';

// A track saved away while an application for it is being created: one of the two wins, and no
// application is ever left pointing at a removed track (PostgreSQL runs them at once; PGlite one
// after the other).

let t: TestApp;
let admin: Record<string, string>;
let competitionId: number;

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  (await t.app.inject({ method, url: `/prod-api${url}`, headers: admin, ...(payload ? { payload } : {}) })).json();
const saveTracks = (tracks: Array<{ trackCode: string; trackName: string }>) =>
  api('PUT', `/comp/competition/${competitionId}/tracks`, { tracks });
const ADULT = { trackCode: 'adult', trackName: '成人组' };

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = bearer(await loginAs(t.app, 'admin'));
  competitionId = (await api('POST', '/comp/competition', { competitionName: '删赛道届次', editionYear: 2028 })).data
    .competitionId;
});
afterAll(() => t.close());

describe('a track removed while an application for it is created', () => {
  it('never leaves an application without its track', async () => {
    // Tracks that won a round keep their application, so later saves keep them too.
    const kept = [ADULT];
    for (let round = 0; round < 5; round++) {
      const spare = { trackCode: `spare${round}`, trackName: `临时组${round}` };
      expect((await saveTracks([...kept, spare])).msg).toBe('操作成功');
      const tracks = (await api('GET', `/comp/competition/${competitionId}/tracks`)).data as Array<{
        trackId: number;
        trackCode: string;
      }>;
      const trackId = tracks.find((track) => track.trackCode === spare.trackCode)?.trackId;
      const first17 = `44010619900101${String(200 + round)}`;
      const [created, saved] = await Promise.all([
        api('POST', '/comp/application', {
          competitionId,
          trackId,
          projectName: `竞态${round}`,
          regionCode: REGION_CODES.tianhe,
          leaderName: '赵六',
          leaderMobile: '13800138000',
          leaderIdNumber: first17 + checkCharOf(first17),
        }),
        saveTracks(kept),
      ]);
      // Exactly one of them went through.
      expect([created.code, saved.code].sort()).toEqual([200, 500]);
      const orphans = await rows<{ n: number }>(
        t.database,
        sql`select count(*)::int as n from comp_application a where not exists (select 1 from comp_track k where k.track_id = a.track_id)`,
      );
      expect(orphans[0].n).toBe(0);
      if (created.code === 200) kept.push(spare);
    }
  });
});
