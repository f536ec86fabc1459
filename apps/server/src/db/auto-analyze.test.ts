import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pages = async (table: string) =>
  (
    (await database
      .exec()
      .execute(sql`select relpages::int as pages from pg_class where relname = ${table}`)) as unknown as {
      rows: Array<{ pages: number }>;
    }
  ).rows[0].pages;

describe('auto-analyze on PGlite', () => {
  // On PostgreSQL autovacuum does this: there is no auto-analyze of ours.
  it.skipIf(inject('dbKind') === 'pg')('analyzes a table that grew, and leaves it alone after', async () => {
    const autoAnalyze = database.autoAnalyze;
    if (!autoAnalyze) throw new Error('PGlite has an auto-analyze');
    await autoAnalyze.run();
    const before = await pages('sys_oper_log');
    await database.exec().execute(sql`
      insert into sys_oper_log (title, business_type, method, request_method, operator_type, oper_name, dept_name,
        oper_url, oper_ip, oper_location, oper_param, json_result, status, error_msg, oper_time, cost_time)
      select 'grow', 0, 'm', 'GET', 1, 'x', '', '/x', '127.0.0.1', '', repeat('p', 500), '', 0, '', now(), 1
      from generate_series(1, 5000)`);
    expect(await autoAnalyze.run()).toContain('sys_oper_log');
    expect(await pages('sys_oper_log')).toBeGreaterThan(before + 8);
    expect(await autoAnalyze.run()).not.toContain('sys_oper_log');
  });
});
