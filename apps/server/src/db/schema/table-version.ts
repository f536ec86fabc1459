import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per table: a number that changes with every committed write to it (a statement-level
 * trigger, migration 0015), so a paged list's cached total is keyed on the versions of the tables
 * it reads (docs/adr/0017-paged-list-cached-total.md). Rows appear with the trigger; a table with
 * no row is never cached.
 */
export const sysTableVersion = pgTable('sys_table_version', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
