import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/test-database';
import type { Database } from '../database';
import { migrate } from '../migrate';
import { seedDatabase } from '.';

// Migration 0024 (stages_per_track) on a database written before judging stages were per track and before the judging
// statuses left the application lifecycle (docs/adr/0018-judging-data-model.md, decisions 1 and 2).

// Found by its name, whatever number the migration gets when branches are merged.
const MIGRATIONS = new URL('../migrations/', import.meta.url);
const MIGRATION_FILE = readdirSync(MIGRATIONS).find((name) => name.endsWith('_stages_per_track.sql'));
const MIGRATION = readFileSync(new URL(MIGRATION_FILE ?? 'missing_stages_per_track.sql', MIGRATIONS), 'utf8');

async function runMigration(database: Database) {
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    await database.exec().execute(sql.raw(statement));
  }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.exec().execute(query)) as unknown as { rows: T[] }).rows;
}

const one = async (database: Database, query: ReturnType<typeof sql>) =>
  (await rows<{ id: number }>(database, query))[0].id;

async function edition(database: Database, name: string, trackCodes: string[]) {
  const id = await one(
    database,
    sql`insert into comp_competition (competition_name, edition_year) values (${name}, 2025) returning competition_id::int as id`,
  );
  const tracks: number[] = [];
  for (const [index, code] of trackCodes.entries()) {
    tracks.push(
      await one(
        database,
        sql`insert into comp_track (competition_id, track_code, track_name, sort) values (${id}, ${code}, ${`${code}组`}, ${index}) returning track_id::int as id`,
      ),
    );
  }
  return { id, tracks };
}

/** The old shape: every stage of the edition without a track. */
async function oldStages(database: Database, competitionId: number, kinds: string[]) {
  const ids: Record<string, number> = {};
  for (const [index, kind] of kinds.entries()) {
    const day = `2025-0${index + 1}-01`;
    ids[kind] = await one(
      database,
      sql`insert into comp_stage (competition_id, stage_kind, stage_name, seq, start_at, end_at)
          values (${competitionId}, ${kind}, ${`${kind}名`}, ${index + 1}, ${`${day} 00:00:00`}, ${`${day} 23:59:59`})
          returning stage_id::int as id`,
    );
  }
  return ids;
}

const stagesOf = (database: Database, competitionId: number) =>
  rows<{ track_id: number | null; stage_kind: string; stage_name: string; seq: number; start_at: string }>(
    database,
    sql`select track_id::int as track_id, stage_kind, stage_name, seq, start_at::text as start_at from comp_stage
        where competition_id = ${competitionId} order by track_id nulls first, seq`,
  );

async function application(database: Database, competitionId: number, trackId: number, code: string, status: string) {
  await database.exec().execute(
    sql`insert into comp_application (code, competition_id, track_id, project_name, region_code, leader_name,
          leader_mobile_enc, leader_mobile_hash, leader_mobile_mask, leader_id_enc, leader_id_hash, leader_id_mask, status)
        values (${code}, ${competitionId}, ${trackId}, '项目', '440106', '王五', 'x', ${'a'.repeat(64)}, '138****0000',
          'x', ${'b'.repeat(64)}, '4401**********1234', ${status})`,
  );
}

describe('migration 0022: stages per track, judging statuses out of the lifecycle', () => {
  it('copies each edition’s track-less judging stages to its tracks, keeping what is judged in and editions without tracks', async () => {
    const database = await (await openEmptyDatabase()).open();
    try {
      await migrate(database);
      await seedDatabase(database, { embedded: true, seedDemo: false });
      const two = await edition(database, '两个赛道', ['teen', 'adult']);
      await oldStages(database, two.id, ['registration', 'qualification', 'preliminary', 'final']);
      const none = await edition(database, '没有赛道', []);
      await oldStages(database, none.id, ['registration', 'preliminary']);
      const judged = await edition(database, '已分组', ['adult']);
      const judgedIds = await oldStages(database, judged.id, ['preliminary', 'final']);
      await database
        .exec()
        .execute(sql`insert into comp_review_group (stage_id, group_name) values (${judgedIds.final}, '第一组')`);

      await application(database, two.id, two.tracks[0], 'A1', 'grouped');
      await application(database, two.id, two.tracks[0], 'A2', 'promoted');
      await application(database, two.id, two.tracks[1], 'A3', 'scored');
      await application(database, two.id, two.tracks[1], 'A4', 'in_review');
      await application(database, two.id, two.tracks[1], 'A5', 'rejected');
      await database
        .exec()
        .execute(
          sql`insert into sys_dict_data (dict_type, dict_label, dict_value, dict_sort) values ('comp_application_status', '已分组', 'grouped', 8)`,
        );

      await runMigration(database);
      const [teen, adult] = two.tracks;
      expect(
        (await stagesOf(database, two.id)).map((stage) => [
          stage.track_id,
          stage.stage_kind,
          stage.seq,
          stage.stage_name,
        ]),
      ).toEqual([
        [null, 'registration', 1, 'registration名'],
        [null, 'qualification', 2, 'qualification名'],
        [teen, 'preliminary', 3, 'preliminary名'],
        [teen, 'final', 4, 'final名'],
        [adult, 'preliminary', 3, 'preliminary名'],
        [adult, 'final', 4, 'final名'],
      ]);
      // The copies keep their windows.
      const copies = await stagesOf(database, two.id);
      expect(copies[2].start_at).toBe(copies[4].start_at);
      expect(copies[2].start_at).toBe('2025-03-01 00:00:00');
      // Nowhere to copy to: kept as they were.
      expect((await stagesOf(database, none.id)).map((stage) => [stage.track_id, stage.stage_kind])).toEqual([
        [null, 'registration'],
        [null, 'preliminary'],
      ]);
      // The judged final stays (its review group keeps its stage); the unjudged preliminary moves.
      expect((await stagesOf(database, judged.id)).map((stage) => [stage.track_id, stage.stage_kind])).toEqual([
        [null, 'final'],
        [judged.tracks[0], 'preliminary'],
      ]);

      const statuses = await rows<{ code: string; status: string }>(
        database,
        sql`select code, status from comp_application order by code`,
      );
      expect(statuses).toEqual([
        { code: 'A1', status: 'approved' },
        { code: 'A2', status: 'approved' },
        { code: 'A3', status: 'approved' },
        { code: 'A4', status: 'approved' },
        { code: 'A5', status: 'rejected' },
      ]);
      const dict = await rows<{ value: string }>(
        database,
        sql`select dict_value as value from sys_dict_data where dict_type = 'comp_application_status' order by dict_sort`,
      );
      expect(dict.map((row) => row.value)).not.toContain('grouped');
      expect(dict.map((row) => row.value)).toEqual(
        expect.arrayContaining(['approved', 'eliminated', 'awarded', 'disqualified']),
      );

      // Running it again changes nothing.
      await runMigration(database);
      expect(await stagesOf(database, two.id)).toEqual(copies);
    } finally {
      await database.close();
    }
  });
});
