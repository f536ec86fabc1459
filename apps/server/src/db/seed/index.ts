import type { Database } from '../database';
import { seedDemoApplications } from './applications';
import { seedDemoCompetition, seedRegions } from './competition';
import { seedConfigs } from './configs';
import { seedDicts } from './dicts';
import { seedDemoExperts } from './experts';
import { seedMenus } from './menus';
import { seedOrganisation } from './organisation';
import { seedDemoRubrics } from './rubrics';
import { silentLog } from './seed-author';
import { DEMO_APPLICATIONS_KEY, writeSeedState } from './seed-state';
import { seedSmsTemplates } from './sms-templates';
import { seedUsers } from './users';

export { REGION_CODES, seedDemoCompetition, seedRegions } from './competition';
export { seedConfigs } from './configs';
export { seedDicts } from './dicts';
export { seedMenus } from './menus';
export { DEPT_IDS, POST_IDS, ROLE_IDS, seedOrganisation } from './organisation';
export { seededSmsTemplates, seedSmsTemplates } from './sms-templates';
export { DEMO_PASSWORD, seedUsers } from './users';

export interface SeedOptions {
  /** PGlite in DATA_DIR: the admin gets the demo password. */
  embedded: boolean;
  seedDemo: boolean;
  /** PostgreSQL only: the admin's first password (else a random one is generated and returned). */
  adminInitialPassword?: string;
  /** Seals the demo applications' personal numbers; without it no demo application is seeded. */
  appSecret?: string;
  /** DATA_DIR: the demo applications' attachments are written under its files. */
  dataDir?: string;
  log?: (msg: string) => void;
}

/**
 * Idempotent: every start runs it. One short transaction per area, because PGlite serialises
 * every query behind an open transaction. Menus come first: roles are granted menus.
 */
export async function seedDatabase(
  database: Database,
  options: SeedOptions,
): Promise<{ adminPasswordGenerated?: string }> {
  const log = options.log ?? silentLog;
  await seedMenus(database, undefined, log);
  await seedDicts(database, undefined, log);
  await seedConfigs(database, undefined, log);
  await seedSmsTemplates(database, log);
  await seedOrganisation(database, log);
  await seedRegions(database, log);
  const result = await seedUsers(database, options, log);
  if (options.seedDemo) await seedDemo(database, options, log);
  return result;
}

/**
 * Demo data never stops the server: a failure is logged, and the demo applications are then not
 * tried again (they are seeded once, docs/applications.md).
 */
async function seedDemo(database: Database, options: SeedOptions, log: (msg: string) => void): Promise<void> {
  try {
    await seedDemoCompetition(database, log);
  } catch (error) {
    log(`seed: demo edition not inserted: ${messageOf(error)}`);
    return;
  }
  try {
    await seedDemoExperts(database, { embedded: options.embedded, log });
  } catch (error) {
    log(`seed: demo experts not inserted: ${messageOf(error)}`);
  }
  try {
    await seedDemoRubrics(database, log);
  } catch (error) {
    log(`seed: demo rubrics not inserted: ${messageOf(error)}`);
  }
  if (!options.appSecret) return;
  try {
    await seedDemoApplications(database, { appSecret: options.appSecret, dataDir: options.dataDir, log });
  } catch (error) {
    log(`seed: demo applications not inserted: ${messageOf(error)}`);
    try {
      await writeSeedState(database, DEMO_APPLICATIONS_KEY, 'failed');
    } catch (markError) {
      log(`seed: demo applications state not recorded: ${messageOf(markError)}`);
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
