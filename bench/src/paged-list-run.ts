// `npm run bench:paged-list -w @cbo/bench`: page 1 (and page 500) of the user and application lists
// over 100,000 rows each, 10 connections for 10 s, on PGlite and, with BENCH_DATABASE_URL /
// TEST_DATABASE_URL (and TEST_REDIS_URL), on PostgreSQL + Redis. Writes bench/results/paged-list-*.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Database } from '../../apps/server/src/db/database';
import {
  benchListUrl,
  bulkRowsSql,
  currentCompetitionId,
  type ListReader,
  listPaths,
  type PagedListFigures,
} from './paged-list';
import { freshDatabase } from './pg-database';
import { ROOT, startProduct } from './server-process';
import { BENCH_ENV, loginToken } from './session';
import { changeInitialPassword } from './user-list-load-run';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

type Tokens = Record<ListReader, string>;

/** The demo system administrator reads the user list; the demo organiser the application list. */
async function readers(baseUrl: string): Promise<Tokens> {
  return { system: await loginToken(baseUrl, 'sysadmin'), staff: await loginToken(baseUrl) };
}

async function measure(label: string, baseUrl: string, tokens: Tokens, deep: boolean): Promise<PagedListFigures[]> {
  const competitionId = await currentCompetitionId(baseUrl, tokens.staff);
  const figures: PagedListFigures[] = [];
  for (const [name, path, reader] of listPaths(competitionId, deep)) {
    const one = await benchListUrl(baseUrl, tokens[reader], `${label}: ${name}`, path);
    console.log(
      `${one.label.padEnd(48)} ${String(one.successPerSecond).padStart(7)} req/s  p50 ${one.p50Ms} ms, p99 ${one.p99Ms} ms, ${one.failed} failed`,
    );
    figures.push(one);
  }
  return figures;
}

async function main() {
  const started = new Date().toISOString();
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-paged-'));
  const results: PagedListFigures[] = [];
  try {
    if (process.env.BENCH_SKIP_EMBEDDED !== '1') {
      const dataDir = join(work, 'data');
      // Started once to migrate and seed, then loaded through the product's own handle while stopped.
      await (await startProduct(dataDir, BENCH_ENV)).stop();
      const database = await Database.open({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
      try {
        for (const statement of bulkRowsSql(ROWS)) await database.pglite?.exec(statement);
      } finally {
        await database.close();
      }
      const embedded = await startProduct(dataDir, BENCH_ENV);
      try {
        results.push(...(await measure('PGlite', embedded.url, await readers(embedded.url), true)));
      } finally {
        await embedded.stop();
      }
    }
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (databaseUrl) {
      const database = await freshDatabase(databaseUrl);
      const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
      const server = await startProduct(join(work, 'pg'), {
        DATABASE_URL: database.url,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        APP_SECRET: 'bench-only-secret-bench-only-secret-000',
        SEED_DEMO: '1',
        ...BENCH_ENV,
      });
      try {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          for (const statement of bulkRowsSql(ROWS)) await client.query(statement);
        } finally {
          await client.end();
        }
        const tokens = await readers(server.url);
        await changeInitialPassword(server.url, tokens.system);
        await changeInitialPassword(server.url, tokens.staff);
        const label = redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL';
        results.push(...(await measure(label, server.url, tokens, true)));
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `paged-list-${started.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ started, rows: ROWS, connections: 10, durationS: 10, results }, null, 2));
  console.log(`\nwritten ${file}`);
}

if (process.argv[1]?.endsWith('paged-list-run.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
