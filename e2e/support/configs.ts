import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Sets configuration values (sys_config) in a copied data dir before its server starts, the way an
 * administrator would have: e.g. registration or SMS login switched on for one spec file.
 */
export async function setConfigValues(dataDir: string, values: Record<string, string>): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pg'), extensions: { pg_trgm } });
  try {
    for (const [key, value] of Object.entries(values)) {
      const result = await db.query('update sys_config set config_value = $1 where config_key = $2', [value, key]);
      if (result.affectedRows !== 1) throw new Error(`no configuration key ${key} in the seeded data`);
    }
  } finally {
    await db.close();
  }
}
