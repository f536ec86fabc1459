import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../test/test-database';
import type { Database } from './database';
import { MIGRATIONS_FOLDER, migrate, withStartupLock } from './migrate';
import { seedDatabase } from './seed';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.exec().execute(query)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0].n);
}

describe('migrations', () => {
  it('apply to an empty database and create the system tables', async () => {
    const { open } = await openEmptyDatabase();
    const database = await open();
    try {
      await migrate(database);
      expect(await count(database, sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
      for (const table of [
        'sys_user',
        'sys_dept',
        'sys_role',
        'sys_menu',
        'sys_dict_data',
        'sys_config',
        'sys_oper_log',
      ]) {
        expect(
          await count(database, sql`select count(*) as n from information_schema.tables where table_name = ${table}`),
          table,
        ).toBe(1);
      }
      await migrate(database);
      expect(await count(database, sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
    } finally {
      await database.close();
    }
  });

  it('run once when two servers start together on one database', async () => {
    const { open } = await openEmptyDatabase();
    const first = await open();
    const second = await open();
    const boot = (database: Database) =>
      withStartupLock(database, async () => {
        await migrate(database);
        await seedDatabase(database, { embedded: true, seedDemo: true });
      });
    try {
      await Promise.all([boot(first), boot(second)]);
      expect(await count(first, sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
      expect(await count(first, sql`select count(*) as n from sys_user where user_name = 'admin'`)).toBe(1);
      expect(await count(second, sql`select count(*) as n from sys_menu where code = 'system.user'`)).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
