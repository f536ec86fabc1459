import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/auth-helpers';
import { openTestDatabase } from '../../../test/test-database';
import { TEST_APP_SECRET } from '../../../test/test-secret';
import type { Database } from '../database';
import { compCompetition, compGroupCategory, compTrack, sysFormVersion } from '../schema';
import { seedDemoApplications } from './applications';
import { seedDatabase } from './index';
import { DEMO_APPLICATIONS_KEY, DEMO_EDITION_KEY, readSeedState } from './seed-state';

let database: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'cbo-seed-apps-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (competitionId?: number) =>
  (
    await rows<{ n: number }>(
      database,
      competitionId === undefined
        ? sql`select count(*)::int as n from comp_application`
        : sql`select count(*)::int as n from comp_application where competition_id = ${competitionId}`,
    )
  )[0].n;

const deleteApplications = async () => {
  await database.exec().execute(sql`delete from comp_application_member`);
  await database.exec().execute(sql`delete from comp_application_event`);
  await database.exec().execute(sql`delete from comp_application`);
};

/** What every start runs (db/boot.ts), with the embedded demo switched on. */
const restart = (log: (msg: string) => void = () => {}) =>
  seedDatabase(database, { embedded: true, seedDemo: true, appSecret: TEST_APP_SECRET, dataDir, log });

let nextYear = 2030;
/** A new current edition with copies of the demo edition's tracks and categories, as staff make one. */
async function newCurrentEdition(options: { withFoundedOn: boolean }): Promise<number> {
  const db = database.exec();
  const demoId = Number(await readSeedState(database, DEMO_EDITION_KEY));
  await db.update(compCompetition).set({ isCurrent: '0' }).where(eq(compCompetition.isCurrent, '1'));
  const year = nextYear++;
  const [{ id }] = await db
    .insert(compCompetition)
    .values({ competitionName: `第${year}届大赛`, editionYear: year, isCurrent: '1', createBy: 'organiser' })
    .returning({ id: compCompetition.competitionId });
  for (const track of await db.select().from(compTrack).where(eq(compTrack.competitionId, demoId))) {
    const { trackId, ...copy } = track;
    const fields = options.withFoundedOn ? copy.fields : copy.fields.filter((field) => field.key !== 'foundedOn');
    const [{ newId }] = await db
      .insert(compTrack)
      .values({ ...copy, competitionId: id, fields })
      .returning({ newId: compTrack.trackId });
    for (const category of await db.select().from(compGroupCategory).where(eq(compGroupCategory.trackId, trackId))) {
      const { categoryId: _, ...rest } = category;
      await db.insert(compGroupCategory).values({ ...rest, trackId: newId });
    }
  }
  return id;
}

describe('demo applications', () => {
  it('are inserted once, with their attachments written as real PDF files', async () => {
    await deleteApplications();
    // As a database that never had them: the marker goes too.
    await database.exec().execute(sql`delete from sys_config where config_key = ${DEMO_APPLICATIONS_KEY}`);
    await seedDemoApplications(database, { appSecret: TEST_APP_SECRET, dataDir });
    expect(await count()).toBe(7);
    expect(await readSeedState(database, DEMO_APPLICATIONS_KEY)).toBe('done');
    const pdf = readFileSync(join(dataDir, 'files', 'demo', 'business-plan.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('%%EOF');
    await seedDemoApplications(database, { appSecret: TEST_APP_SECRET, dataDir });
    expect(await count()).toBe(7);
  });

  it('go only into the demo edition: a restart with a new current edition starts and seeds nothing into it', async () => {
    const demoId = Number(await readSeedState(database, DEMO_EDITION_KEY));
    const before = await count(demoId);
    expect(before).toBe(7);
    const withoutFoundedOn = await newCurrentEdition({ withFoundedOn: false });
    await expect(restart()).resolves.toBeDefined();
    expect(await count(withoutFoundedOn)).toBe(0);
    const copied = await newCurrentEdition({ withFoundedOn: true });
    await expect(restart()).resolves.toBeDefined();
    expect(await count(copied)).toBe(0);
    expect(await count(withoutFoundedOn)).toBe(0);
    expect(await count(demoId)).toBe(before);
  });

  it('do not come back at the next start once an administrator deleted them', async () => {
    await deleteApplications();
    await restart();
    await restart();
    expect(await count()).toBe(0);
  });

  it('that cannot be inserted are logged, never stop the start, and are not tried again', async () => {
    const demoId = Number(await readSeedState(database, DEMO_EDITION_KEY));
    await database.exec().execute(sql`delete from sys_config where config_key = ${DEMO_APPLICATIONS_KEY}`);
    // Staff changed the demo edition's adult track: the demo answers no longer fit.
    const [adult] = await database
      .exec()
      .select()
      .from(compTrack)
      .where(sql`${compTrack.competitionId} = ${demoId} and ${compTrack.trackCode} = 'adult'`);
    // A newer version of its form without `foundedOn`, bound to the track.
    const [bound] = await database
      .exec()
      .select({ content: sysFormVersion.content })
      .from(sysFormVersion)
      .where(sql`${sysFormVersion.formId} = ${adult.formId} and ${sysFormVersion.version} = ${adult.formVersion}`);
    const nodes = bound.content.nodes.filter((node) => !('name' in node && node.name === 'foundedOn'));
    await database
      .exec()
      .insert(sysFormVersion)
      .values({
        formId: adult.formId as number,
        version: 99,
        content: { ...bound.content, nodes },
        fieldCount: nodes.length,
      });
    await database
      .exec()
      .update(compTrack)
      .set({ formVersion: 99, fields: adult.fields.filter((field) => field.key !== 'foundedOn') })
      .where(eq(compTrack.trackId, adult.trackId));
    const messages: string[] = [];
    await expect(restart((msg) => messages.push(msg))).resolves.toBeDefined();
    expect(messages.some((msg) => msg.includes('demo applications not inserted') && msg.includes('foundedOn'))).toBe(
      true,
    );
    expect(await count()).toBe(0);
    expect(await readSeedState(database, DEMO_APPLICATIONS_KEY)).toBe('failed');
    await database
      .exec()
      .update(compTrack)
      .set({ formVersion: adult.formVersion, fields: adult.fields })
      .where(eq(compTrack.trackId, adult.trackId));
    await restart();
    expect(await count()).toBe(0);
  });
});
