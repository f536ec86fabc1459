import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { TEST_APP_SECRET } from './test-secret';

/** The state every test file starts from: migrated, seeded with the embedded demo data. */
export async function prepareTemplate(database: Database): Promise<void> {
  await migrate(database);
  await seedDatabase(database, { embedded: true, seedDemo: true, appSecret: TEST_APP_SECRET });
}
