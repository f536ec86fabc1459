import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formOfTrackFields, type TrackField } from '@cbo/contracts';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/test-database';
import type { Database, Schema } from '../database';
import { MIGRATIONS_FOLDER } from '../migrate';

// Migration saved_forms (0031) on a database whose tracks still carry the former editor's extra
// fields: each such track gets a saved form of them, version 1, bound (docs/forms.md, Tracks).

// Found by its name, whatever number the migration gets when branches are merged.
const MIGRATION_FILE = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_saved_forms.sql'));
const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, MIGRATION_FILE ?? 'missing_saved_forms.sql'), 'utf8');

/** A copy of the migrations folder holding only the migrations before saved_forms. */
function foldersBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cbo-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const cut = journal.entries.find((entry) => entry.tag.endsWith('_saved_forms'))?.idx ?? -1;
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.filter((entry) => entry.idx < cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateBefore(database: Database): Promise<void> {
  const migrationsFolder = foldersBefore();
  try {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    }
  } finally {
    rmSync(migrationsFolder, { recursive: true, force: true });
  }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.exec().execute(query)) as unknown as { rows: T[] }).rows;
}

/** The former editor's fields: every type, one select without a dictionary, orders out of line. */
const legacy: TrackField[] = [
  { key: 'school', label: '就读学校', type: 'text', dictType: null, required: true, order: 2 },
  { key: 'industry', label: '所属行业', type: 'select', dictType: 'comp_industry', required: true, order: 1 },
  { key: 'hours', label: '投入时长', type: 'number', dictType: null, required: false, order: 3 },
  { key: 'foundedOn', label: '成立日期', type: 'date', dictType: null, required: false, order: 4 },
  { key: 'summary', label: '项目简介', type: 'textarea', dictType: null, required: true, order: 5 },
  { key: 'consent', label: '监护人同意书', type: 'file', dictType: null, required: true, order: 6 },
  { key: 'level', label: '级别', type: 'select', dictType: null, required: false, order: 7 },
];

describe('migration saved_forms', () => {
  it("turns each track's extra fields into a saved form, version 1, bound to it; a track without fields gets none", async () => {
    const database = await (await openEmptyDatabase()).open();
    try {
      await migrateBefore(database);
      const [{ id: competitionId }] = await rows<{ id: number }>(
        database,
        sql`insert into comp_competition (competition_name, edition_year) values ('旧届次', 2025)
            returning competition_id::int as id`,
      );
      const track = async (code: string, name: string, fields: TrackField[]) =>
        (
          await rows<{ id: number }>(
            database,
            sql`insert into comp_track (competition_id, track_code, track_name, fields, create_by)
                values (${competitionId}, ${code}, ${name}, ${JSON.stringify(fields)}::jsonb, 'organiser')
                returning track_id::int as id`,
          )
        )[0].id;
      const full = await track('full', '成人组', legacy);
      const short = await track('short', '青少年组', legacy.slice(0, 1));
      const bare = await track('bare', '无字段组', []);

      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await database.exec().execute(sql.raw(statement));
      }

      const tracks = await rows<{ id: number; formId: number | null; formVersion: number | null; fields: unknown }>(
        database,
        sql`select track_id::int as id, form_id::int as "formId", form_version as "formVersion", fields
            from comp_track order by track_id`,
      );
      const forms = await rows<{
        formId: number;
        formName: string;
        version: number;
        createBy: string;
        content: unknown;
        fieldCount: number;
      }>(
        database,
        sql`select f.form_id::int as "formId", f.form_name as "formName", f.version, f.create_by as "createBy",
                   v.content, v.field_count as "fieldCount"
            from sys_form f join sys_form_version v on v.form_id = f.form_id order by f.form_id`,
      );
      expect(forms.map((form) => [form.formName, form.version, form.fieldCount, form.createBy])).toEqual([
        [`成人组 附加字段 #${full}`, 1, legacy.length, 'organiser'],
        [`青少年组 附加字段 #${short}`, 1, 1, 'organiser'],
      ]);
      // The document is what the rule code's bridge makes of the same fields.
      expect(forms[0].content).toEqual(formOfTrackFields(legacy));
      expect(forms[1].content).toEqual(formOfTrackFields(legacy.slice(0, 1)));
      const byId = new Map(tracks.map((row) => [row.id, row]));
      expect(byId.get(full)).toEqual({ id: full, formId: forms[0].formId, formVersion: 1, fields: legacy });
      expect(byId.get(short)).toEqual({
        id: short,
        formId: forms[1].formId,
        formVersion: 1,
        fields: legacy.slice(0, 1),
      });
      expect(byId.get(bare)).toEqual({ id: bare, formId: null, formVersion: null, fields: [] });
    } finally {
      await database.close();
    }
  });
});
