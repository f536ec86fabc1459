// `npm run bench`: figures against the production build, printed as a table and written as JSON.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchApplications } from './applications';
import { applicationRows } from './applications-run';
import { benchEntryBundle } from './bundle';
import { benchColdStart } from './cold-start';
import { benchExport } from './export-memory';
import { load } from './load';
import { benchOperLogCost } from './oper-log-cost';
import { freshDatabase } from './pg-database';
import { type BenchProcess, ROOT, spawnUntilHealthy, startProduct } from './server-process';
import { BENCH_ENV, benchSession, loginToken } from './session';
import { benchUsers } from './users';
import { benchBrowser } from './web-browser';
import { browserRows } from './web-run';

const rows: Array<[string, string, string]> = [];
const row = (name: string, value: string, note = '') => {
  rows.push([name, value, note]);
  console.log(`${name.padEnd(58)} ${value.padStart(16)}  ${note}`);
};

async function httpFigures(label: string, server: BenchProcess, helloRps: number) {
  const productUrl = server.url;
  const health = await load(`${productUrl}/prod-api/health`);
  row(`${label}: GET /prod-api/health req/s`, String(health.requestsPerSecond), `p99 ${health.p99Ms} ms`);
  row(`${label}: health / hello-world`, `${((health.requestsPerSecond / helloRps) * 100).toFixed(1)} %`);
  if (health.errors || health.non2xx) row(`${label}: errors / non-2xx`, `${health.errors} / ${health.non2xx}`);
  const session = await benchSession(server);
  const logins = session.passwordLogins;
  row(`${label}: POST /prod-api/login (argon2id) logins/s`, String(logins.requestsPerSecond), `p99 ${logins.p99Ms} ms`);
  const info = session.getInfo;
  row(`${label}: GET /prod-api/getInfo req/s`, String(info.requestsPerSecond), `p99 ${info.p99Ms} ms`);
  row(
    `${label}: getInfo / hello-world`,
    `${((info.requestsPerSecond / helloRps) * 100).toFixed(1)} %`,
    'target >= 50 %',
  );
  const same = session.sameBodyCeiling;
  row(
    `${label}: bare Fastify sending getInfo's ${session.getInfoBytes} bytes req/s`,
    String(same.requestsPerSecond),
    `${((same.requestsPerSecond / helloRps) * 100).toFixed(1)} % of hello-world; getInfo is ${((info.requestsPerSecond / same.requestsPerSecond) * 100).toFixed(1)} % of it`,
  );
  const cpu = session.cpuUs;
  row(
    `${label}: server CPU per request, getInfo / hello-world`,
    `${cpu.getInfo} / ${cpu.hello} us`,
    `hello-world takes ${((cpu.hello / cpu.getInfo) * 100).toFixed(1)} % of getInfo's CPU; bare Fastify with getInfo's bytes ${cpu.sameBody} us`,
  );
  for (const [name, result] of Object.entries({ login: logins, getInfo: info })) {
    if (result.errors || result.non2xx)
      row(`${label}: ${name} errors / non-2xx`, `${result.errors} / ${result.non2xx}`);
  }
  const token = await loginToken(productUrl, 'sysadmin');
  const users = await benchUsers(productUrl, token);
  const sortedImports = [...users.importMs].sort((a, b) => a - b);
  row(
    `${label}: import of 10,000 users (median of ${users.importMs.length})`,
    `${Math.round(sortedImports[Math.floor(sortedImports.length / 2)])} ms`,
    `slowest ${Math.round(sortedImports[sortedImports.length - 1])} ms; target < 20000 ms`,
  );
  const lat = users.listLatency;
  row(
    `${label}: user list at ${users.users} users, p95 one at a time`,
    `${lat.p95Ms} ms`,
    `p50 ${lat.p50Ms} ms, p99 ${lat.p99Ms} ms; target p95 < 30 ms`,
  );
  row(
    `${label}: user list, 10 connections req/s`,
    String(users.listLoad.requestsPerSecond),
    `p50 ${users.listLoad.p50Ms} ms, p99 ${users.listLoad.p99Ms} ms`,
  );
  const exported = await benchExport(server, token, users.users);
  row(
    `${label}: export of ${exported.rows} users (xlsx, streamed)`,
    `${Math.round((exported.rssPeakBytes - exported.rssBeforeBytes) / 1048576)} MB`,
    `peak memory growth (target < 150 MB); ${Math.round(exported.ms)} ms, ${(exported.bytes / 1048576).toFixed(1)} MB file`,
  );
  const applications = await benchApplications(productUrl, token);
  for (const [name, value, note] of applicationRows(label, applications)) row(name, value, note);
  return { health, ...session, users, exported, applications };
}

async function main() {
  const started = new Date().toISOString();
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-'));
  const template = join(work, 'template');
  const results: Record<string, unknown> = { started, node: process.version };
  try {
    console.log('bench: cold start (npm start, embedded default)');
    const coldStart = await benchColdStart(work, template);
    results.coldStart = coldStart;
    row('npm start, new data dir (initdb, migrate, seed) to healthy', `${Math.round(coldStart.firstStartMs)} ms`);
    row(
      'npm start, existing data dir to healthy (median of 5)',
      `${Math.round(coldStart.medianMs)} ms`,
      'target < 3000 ms',
    );

    console.log('bench: HTTP (autocannon, 50 connections, 10 s)');
    const hello = await spawnUntilHealthy(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench/src/hello-world.ts')],
      {},
      '/hello',
    );
    const ceiling = await load(`${hello.url}/hello`);
    await hello.stop();
    results.helloWorld = ceiling;
    row('bare Fastify hello-world req/s (ceiling)', String(ceiling.requestsPerSecond), `p99 ${ceiling.p99Ms} ms`);

    const embedded = await startProduct(template, BENCH_ENV);
    try {
      results.embedded = await httpFigures('PGlite', embedded, ceiling.requestsPerSecond);
      const bundle = await benchEntryBundle(embedded.url);
      results.entryBundle = bundle;
      for (const asset of bundle) {
        row(
          `web entry ${asset.file}`,
          `${(asset.transferredBytes / 1024).toFixed(1)} KB`,
          `raw ${(asset.rawBytes / 1024).toFixed(1)} KB, gzip ${(asset.gzipBytes / 1024).toFixed(1)} KB, br ${(asset.brotliBytes / 1024).toFixed(1)} KB`,
        );
      }
      console.log('bench: web app in headless Chromium (5 cold loads each)');
      const browser = await benchBrowser(embedded.url, await loginToken(embedded.url));
      results.browser = browser;
      for (const [name, value, note] of browserRows(browser)) row(name, value, note);
    } finally {
      await embedded.stop();
    }

    console.log('bench: operation log cost (PUT /system/post, 10 connections, 10 s)');
    cpSync(template, join(work, 'oplog-on'), { recursive: true });
    cpSync(template, join(work, 'oplog-off'), { recursive: true });
    const operLog = await benchOperLogCost(join(work, 'oplog-on'), join(work, 'oplog-off'));
    results.operLogCost = operLog;
    row(
      'PGlite: PUT /system/post req/s, operation log on',
      String(operLog.on.requestsPerSecond),
      `p99 ${operLog.on.p99Ms} ms`,
    );
    row(
      'PGlite: PUT /system/post req/s, operation log off',
      String(operLog.off.requestsPerSecond),
      `p99 ${operLog.off.p99Ms} ms`,
    );
    row(
      'PGlite: operation log cost',
      `${operLog.costPercent.toFixed(1)} %`,
      `target < 5 %; server CPU per request ${operLog.on.cpuUs} / ${operLog.off.cpuUs} us on / off (+${operLog.cpuCostPercent.toFixed(1)} %)`,
    );

    const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
    if (databaseUrl && redisUrl) {
      const database = await freshDatabase(databaseUrl);
      const server = await startProduct(join(work, 'pg'), {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        APP_SECRET: 'bench-only-secret-bench-only-secret-000',
        SEED_DEMO: '1',
        ...BENCH_ENV,
      });
      try {
        results.postgres = await httpFigures('PostgreSQL+Redis', server, ceiling.requestsPerSecond);
      } finally {
        await server.stop();
        await database.drop();
      }
    } else {
      console.log('(PostgreSQL + Redis figures: set BENCH_DATABASE_URL and BENCH_REDIS_URL)');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${started.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ ...results, table: rows }, null, 2));
  console.log(`\nwritten ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
