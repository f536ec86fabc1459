import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/test-database';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { REGION_CODES, type SeedOptions, seedDatabase } from '.';

const COUNTED = [
  'comp_region',
  'comp_organisation',
  'comp_sponsor',
  'comp_competition',
  'comp_competition_sponsor',
  'comp_track',
  'comp_group_category',
  'comp_stage',
  'comp_audit_level',
];

async function counts(database: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const answer = (await database.exec().execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: Array<{ n: number }>;
    };
    result[table] = answer.rows[0].n;
  }
  return result;
}

async function withSeeded(options: SeedOptions, work: (database: Database) => Promise<void>) {
  const database = await (await openEmptyDatabase()).open();
  try {
    await migrate(database);
    await seedDatabase(database, options);
    await work(database);
  } finally {
    await database.close();
  }
}

describe('competition seed', () => {
  it('always seeds the sample regions, and the demo edition only with demo seeding, once', async () => {
    await withSeeded({ embedded: false, seedDemo: false, adminInitialPassword: 'Start2026x' }, async (database) => {
      expect(await counts(database)).toMatchObject({ comp_region: 7, comp_competition: 0, comp_sponsor: 0 });
    });
    await withSeeded({ embedded: true, seedDemo: true }, async (database) => {
      const first = await counts(database);
      expect(first).toEqual({
        comp_region: 7,
        comp_organisation: 3,
        comp_sponsor: 3,
        comp_competition: 1,
        comp_competition_sponsor: 3,
        comp_track: 2,
        comp_group_category: 6,
        comp_stage: 8,
        comp_audit_level: 2,
      });
      await seedDatabase(database, { embedded: true, seedDemo: true });
      expect(await counts(database)).toEqual(first);
      const bound = (await database
        .exec()
        .execute(
          sql`select dept_id::int as dept_id, region_code from sys_dept where region_code is not null order by dept_id`,
        )) as unknown as {
        rows: Array<{ dept_id: number; region_code: string }>;
      };
      expect(bound.rows).toEqual([
        { dept_id: 100, region_code: REGION_CODES.province },
        { dept_id: 101, region_code: REGION_CODES.province },
        { dept_id: 102, region_code: REGION_CODES.guangzhou },
      ]);
    });
  });
});
