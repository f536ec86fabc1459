import { type RubricCriterion, rubricCriteria, rubricMaxTotal } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/auth-helpers';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../database';
import { DEMO_RUBRICS, seedDemoRubrics } from './rubrics';
import { DEMO_EDITION_KEY, DEMO_RUBRICS_KEY, readSeedState } from './seed-state';

// The demo rubrics (docs/rubrics.md) on the seeded template: one per judging stage of the demo
// edition, the teen track's for teen stages, out of 100, anchors covering the range band by band.

let database: Database;

interface Seeded {
  stage_id: number;
  track_code: string | null;
  rubric_name: string;
  version: number;
  root_id: number;
  rubric_id: number;
  criteria: RubricCriterion[];
}

const seeded = () =>
  rows<Seeded>(
    database,
    sql`select s.stage_id::int as stage_id, t.track_code, r.rubric_name, r.version, r.root_id::int as root_id,
               r.rubric_id::int as rubric_id, r.criteria
        from comp_rubric r join comp_stage s on s.stage_id = r.stage_id left join comp_track t on t.track_id = s.track_id
        order by s.stage_id`,
  );

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('demo rubrics', () => {
  it('give each judging stage of the demo edition its track rubric, out of 100 with banded anchors', async () => {
    const edition = Number(await readSeedState(database, DEMO_EDITION_KEY));
    const judging = await rows<{ id: number }>(
      database,
      sql`select stage_id::int as id from comp_stage where competition_id = ${edition}
          and stage_kind in ('preliminary', 'semi_final', 'final') order by stage_id`,
    );
    const rubrics = await seeded();
    expect(rubrics.map((row) => row.stage_id)).toEqual(judging.map((row) => row.id));
    for (const rubric of rubrics) {
      expect(rubric).toMatchObject({ version: 1, root_id: rubric.rubric_id });
      const teen = rubric.track_code === 'teen';
      expect(rubric.rubric_name).toBe(teen ? DEMO_RUBRICS.teen.name : DEMO_RUBRICS.adult.name);
      expect(rubric.criteria.map((c) => c.name)).toEqual(
        teen ? ['创新性', '科学性', '实用性', '展示表达'] : ['创新性', '市场前景', '团队', '商业模式', '社会价值'],
      );
      // What the database holds passes the shared schema as it is.
      expect(rubricCriteria.parse(rubric.criteria)).toEqual(rubric.criteria);
      expect(rubricMaxTotal(rubric.criteria)).toBe(100);
    }
    const [innovation] = DEMO_RUBRICS.adult.criteria();
    // 25 points: 90-100% from 22.5, 75-90% from 19 (18.75 on the half-point grid), 60-75% from 15, 40-60% from 10.
    expect(innovation?.anchors.map((a) => [a.from, a.to])).toEqual([
      [22.5, 25],
      [19, 22],
      [15, 18.5],
      [10, 14.5],
      [0, 9.5],
    ]);
    expect(innovation?.comment).toEqual([
      { when: 'at_or_below', share: 0.4 },
      { when: 'at_or_above', share: 0.95 },
    ]);
  });

  it('are seeded once: a second run adds nothing and removed ones do not come back', async () => {
    const before = await seeded();
    expect(before.length).toBeGreaterThan(0);
    await seedDemoRubrics(database);
    expect(await seeded()).toEqual(before);
    await database.exec().execute(sql`delete from comp_rubric`);
    await seedDemoRubrics(database);
    expect(await seeded()).toEqual([]);
    expect(await readSeedState(database, DEMO_RUBRICS_KEY)).toBe('done');
  });
});
