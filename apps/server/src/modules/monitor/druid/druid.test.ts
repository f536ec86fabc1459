import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { normaliseSql, QueryTiming } from '../../../db/query-timing';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const get = async (url: string, token = admin) =>
  (await t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: bearer(token) })).json();

describe('data-source monitor', () => {
  it('answers the driver, connections, database size and the largest tables', async () => {
    const { code, data } = await get('/monitor/druid/status');
    expect(code).toBe(200);
    expect(data.driver).toBe(t.database.kind);
    expect(data.version).toMatch(/PostgreSQL \d+/);
    expect(data.databaseSize).toBeGreaterThan(1_000_000);
    expect(data.activeConnections).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'pg') expect(data.pool.max).toBeGreaterThanOrEqual(data.pool.total);
    else expect(data.pool).toBeNull();
    expect(data.tables.length).toBeGreaterThan(3);
    expect(data.tables.map((table: { tableName: string }) => table.tableName)).toContain('sys_menu');
    const sizes = data.tables.map((table: { totalBytes: number }) => table.totalBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('shows the slowest statements timed by the server, averages and maxima, without parameters', async () => {
    // Lists run statements of their own; the user list's rows carry a name nobody else sends.
    for (let i = 0; i < 3; i++) await get('/system/user/list?userName=needle-4711');
    const { data } = await get('/monitor/druid/status?top=50');
    expect(data.timing.queries).toBeGreaterThan(10);
    expect(data.statements.length).toBeGreaterThan(1);
    expect(data.statements.length).toBeLessThanOrEqual(50);
    const avgs = data.statements.map((statement: { avgMs: number }) => statement.avgMs);
    expect(avgs).toEqual([...avgs].sort((a, b) => b - a));
    for (const statement of data.statements) {
      expect(statement.maxMs).toBeGreaterThanOrEqual(statement.avgMs);
      expect(statement.calls).toBeGreaterThanOrEqual(1);
      expect(statement.totalMs).toBeCloseTo(statement.avgMs * statement.calls, 0);
    }
    const texts = data.statements.map((statement: { sql: string }) => statement.sql).join('\n');
    expect(texts).toMatch(/sys_user/);
    expect(texts).not.toContain('needle-4711');
    const top = await get('/monitor/druid/status?top=2');
    expect(top.data.statements).toHaveLength(2);
    expect((await get('/monitor/druid/status?top=500')).msg).toContain('top');
  });

  it('is refused without the data-source permission', async () => {
    expect((await get('/monitor/druid/status', await loginAs(t.app, 'expert'))).code).toBe(403);
  });
});

describe('query timing', () => {
  it('merges texts that differ only by literals and whitespace, keeping placeholders', () => {
    expect(normaliseSql("select *  from t where a = 'x''y' and b = 42 and c = $1")).toBe(
      'select * from t where a = ? and b = ? and c = $1',
    );
    const timing = new QueryTiming();
    timing.record('select 1', 4);
    timing.record('select  2', 2);
    timing.record('select * from slow', 30);
    expect(timing.slowest(5)).toEqual([
      { sql: 'select * from slow', calls: 1, avgMs: 30, maxMs: 30, totalMs: 30 },
      { sql: 'select ?', calls: 2, avgMs: 3, maxMs: 4, totalMs: 6 },
    ]);
  });

  it('stays bounded under a flood of distinct texts and keeps the costly ones', () => {
    const timing = new QueryTiming();
    timing.record('select * from slow', 500);
    for (let i = 0; i < 5_000; i++) timing.record(`select ${i} as "c${i}"`, 0.1);
    expect(timing.totals.distinct).toBeLessThanOrEqual(1_000);
    expect(timing.slowest(1)[0].sql).toBe('select * from slow');
  });
});
