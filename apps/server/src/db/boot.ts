import { join } from 'node:path';
import type { AppConfig } from '../plugins/config';
import { Database } from './database';
import { migrate, withStartupLock } from './migrate';
import { seedDatabase } from './seed';

export interface BootedDatabase {
  database: Database;
  adminPasswordGenerated?: string;
}

/** PostgreSQL with DATABASE_URL, else the embedded PGlite in DATA_DIR/pg. */
export function openDatabase(config: AppConfig): Promise<Database> {
  return Database.open(
    config.databaseUrl
      ? { kind: 'pg', url: config.databaseUrl, waitMs: config.dbWaitMs }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pg'), waitMs: config.dbWaitMs },
  );
}

/** Opens the configured database, applies pending migrations and runs the idempotent seed. */
export async function bootDatabase(config: AppConfig, log: (msg: string) => void = () => {}): Promise<BootedDatabase> {
  const database = await openDatabase(config);
  try {
    const seeded = await withStartupLock(database, async () => {
      await migrate(database);
      return seedDatabase(database, {
        embedded: config.embedded,
        seedDemo: config.seedDemo,
        adminInitialPassword: config.adminInitialPassword,
        appSecret: config.appSecret,
        dataDir: config.dataDir,
        log,
      });
    });
    return { database, adminPasswordGenerated: seeded.adminPasswordGenerated };
  } catch (error) {
    await database.close();
    throw error;
  }
}
