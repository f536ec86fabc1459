import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/auth-helpers';
import { openTestDatabase } from '../../../test/test-database';
import { TEST_APP_SECRET } from '../../../test/test-secret';
import type { Database } from '../database';
import { seedDemoApplications } from './applications';

let database: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'cbo-seed-apps-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async () =>
  (await rows<{ n: number }>(database, sql`select count(*)::int as n from comp_application`))[0].n;

describe('demo applications', () => {
  it('are inserted once, with their attachments written as real PDF files', async () => {
    await database.exec().execute(sql`delete from comp_application_member`);
    await database.exec().execute(sql`delete from comp_application_event`);
    await database.exec().execute(sql`delete from comp_application`);
    await seedDemoApplications(database, { appSecret: TEST_APP_SECRET, dataDir });
    expect(await count()).toBe(7);
    const pdf = readFileSync(join(dataDir, 'files', 'demo', 'business-plan.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('%%EOF');
    await seedDemoApplications(database, { appSecret: TEST_APP_SECRET, dataDir });
    expect(await count()).toBe(7);
  });
});
