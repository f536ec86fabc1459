// `npm run bench:applications -w @cbo/bench`: only the application figures (the whole `npm run bench` prints them too).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApplicationFigures, benchApplications } from './applications';
import { freshDatabase } from './pg-database';
import { startProduct } from './server-process';
import { BENCH_ENV, loginToken } from './session';

export function applicationRows(label: string, figures: ApplicationFigures): Array<[string, string, string]> {
  const sorted = [...figures.importMs].sort((a, b) => a - b);
  const lat = figures.listLatency;
  return [
    [
      `${label}: import of 10,000 applications (median of ${sorted.length})`,
      `${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`,
      `slowest ${Math.round(sorted[sorted.length - 1])} ms; target < 30000 ms`,
    ],
    [
      `${label}: application list at ${figures.applications}, p95 one at a time`,
      `${lat.p95Ms} ms`,
      `p50 ${lat.p50Ms} ms, p99 ${lat.p99Ms} ms; page of 20 by track, status and name fragment; target p95 < 50 ms`,
    ],
    [
      `${label}: application list, 10 connections req/s`,
      String(figures.listLoad.requestsPerSecond),
      `p50 ${figures.listLoad.p50Ms} ms, p99 ${figures.listLoad.p99Ms} ms`,
    ],
    [
      `${label}: a track's statistics at ${figures.applications}, p95 one at a time`,
      `${figures.statisticsLatency.p95Ms} ms`,
      `p50 ${figures.statisticsLatency.p50Ms} ms; every breakdown, per day and turnaround over ${figures.audit.submitted} submitted (${figures.audit.approved} approved at both levels, ${figures.audit.returned} returned, ${figures.audit.rejected} rejected); target < 300 ms`,
    ],
  ];
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-apps-'));
  const print = (rows: Array<[string, string, string]>) => {
    for (const [name, value, note] of rows) console.log(`${name.padEnd(58)} ${value.padStart(16)}  ${note}`);
  };
  try {
    const embedded = await startProduct(join(work, 'data'), BENCH_ENV);
    try {
      print(applicationRows('PGlite', await benchApplications(embedded.url, await loginToken(embedded.url))));
    } finally {
      await embedded.stop();
    }
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (databaseUrl) {
      const database = await freshDatabase(databaseUrl);
      const server = await startProduct(join(work, 'pg'), {
        DATABASE_URL: database.url,
        APP_SECRET: 'bench-only-secret-bench-only-secret-000',
        SEED_DEMO: '1',
        ...BENCH_ENV,
      });
      try {
        print(applicationRows('PostgreSQL', await benchApplications(server.url, await loginToken(server.url))));
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('applications-run.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
