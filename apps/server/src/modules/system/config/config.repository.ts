import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { sysConfig } from '../../../db/schema';

export async function findConfigValue(database: Database, key: string): Promise<string | undefined> {
  const [row] = await database
    .exec()
    .select({ value: sysConfig.configValue })
    .from(sysConfig)
    .where(eq(sysConfig.configKey, key))
    .limit(1);
  return row ? (row.value ?? '') : undefined;
}
