import { type ConfigEntry, configCatalogue } from '@cbo/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { sysConfig } from '../schema';
import { SEED_AUTHOR, type SeedLog, silentLog } from './seed-author';

/** Inserts missing built-in keys; a value an administrator set is never overwritten. */
export async function seedConfigs(
  database: Database,
  catalogue: readonly ConfigEntry[] = configCatalogue,
  log: SeedLog = silentLog,
): Promise<void> {
  await database.transaction(async () => {
    const db = database.exec();
    const keys = catalogue.map((config) => config.key);
    const present = new Set(
      (await db.select({ key: sysConfig.configKey }).from(sysConfig).where(inArray(sysConfig.configKey, keys))).map(
        (row) => row.key,
      ),
    );
    // Selected first rather than ON CONFLICT DO NOTHING, which would burn an id per existing key.
    const missing = catalogue
      .filter((config) => !present.has(config.key))
      .map((config) => ({
        configName: config.name,
        configKey: config.key,
        configValue: config.value,
        configType: 'Y',
        remark: config.remark,
        createBy: SEED_AUTHOR,
      }));
    if (missing.length === 0) return;
    await db.insert(sysConfig).values(missing);
    log(`seed: ${missing.length} configuration keys inserted`);
  });
}
