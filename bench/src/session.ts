import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuPerRequest, type LoadResult, load } from './load';
import { type BenchProcess, ROOT, spawnUntilHealthy } from './server-process';

// A demo user seeded on both databases (admin gets a random password on PostgreSQL): the organiser
// for competition lists; benches over system pages log in as the demo `sysadmin`.
const DEMO = { username: 'organiser', password: 'admin123' };

/** Logs in once through the API (the bench runs the product with APP_CAPTCHA=off). */
export async function loginToken(baseUrl: string, username = DEMO.username): Promise<string> {
  const res = await fetch(`${baseUrl}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO, username }),
  });
  const body = (await res.json()) as { code: number; token?: string; msg?: string };
  if (body.code !== 200 || !body.token) throw new Error(`bench login failed: ${body.msg}`);
  return body.token;
}

export interface SessionFigures {
  passwordLogins: LoadResult;
  getInfo: LoadResult;
  /** Bare Fastify answering getInfo's bytes: the ceiling for an answer of that size. */
  sameBodyCeiling: LoadResult;
  getInfoBytes: number;
  /** Server CPU per request (µs): getInfo, and a bare Fastify's hello-world and getInfo's bytes. */
  cpuUs: { getInfo: number; hello: number; sameBody: number };
}

/**
 * Password logins per second (argon2id verification, session creation and a login-log row per
 * attempt) and getInfo requests per second on one session.
 */
export async function benchSession(product: BenchProcess): Promise<SessionFigures> {
  const baseUrl = product.url;
  const passwordLogins = await load(`${baseUrl}/prod-api/login`, {
    method: 'POST',
    connections: 16,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = await loginToken(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  const getInfo = await load(`${baseUrl}/prod-api/getInfo`, { headers });
  const body = await (await fetch(`${baseUrl}/prod-api/getInfo`, { headers })).text();
  const dir = mkdtempSync(join(tmpdir(), 'cbo-bench-body-'));
  const bodyFile = join(dir, 'getinfo.json');
  writeFileSync(bodyFile, body);
  const bare = await spawnUntilHealthy(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench/src/hello-world.ts')],
    { BODY_FILE: bodyFile },
    '/hello',
  );
  try {
    const sameBodyCeiling = await load(`${bare.url}/body`);
    const cpuUs = {
      getInfo: await cpuPerRequest(`${baseUrl}/prod-api/getInfo`, product.cpuMs, { headers }),
      hello: await cpuPerRequest(`${bare.url}/hello`, bare.cpuMs),
      sameBody: await cpuPerRequest(`${bare.url}/body`, bare.cpuMs),
    };
    return { passwordLogins, getInfo, sameBodyCeiling, getInfoBytes: Buffer.byteLength(body), cpuUs };
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Product processes for the bench: no captcha, no login rate limit (one client IP does all). */
// DEMO_JUDGING off: each bench loads its own data (the demo round would add tasks and ids).
export const BENCH_ENV = { APP_CAPTCHA: 'off', LOGIN_RATE_LIMIT: '0', DEMO_JUDGING: '0' };
