// `npm run bench:user-list -w @cbo/bench`: the user list under a crowd, on the embedded default and,
// with BENCH_DATABASE_URL / TEST_DATABASE_URL (and TEST_REDIS_URL), on PostgreSQL + Redis.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from './pg-database';
import { startProduct } from './server-process';
import { BENCH_ENV, loginToken } from './session';
import { benchUserListCrowd, crowdRows } from './user-list-load';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);

/** Demo users seeded on PostgreSQL must change the public demo password before anything else. */
export async function changeInitialPassword(baseUrl: string, token: string): Promise<void> {
  const res = await fetch(`${baseUrl}/prod-api/system/user/profile/updatePwd`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ oldPassword: 'admin123', newPassword: 'Bench#2026x' }),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`password change failed: ${answer.msg}`);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-crowd-'));
  const print = (rows: Array<[string, string, string]>) => {
    for (const [name, value, note] of rows) console.log(`${name.padEnd(78)} ${value.padStart(14)}  ${note}`);
  };
  try {
    if (process.env.BENCH_SKIP_EMBEDDED !== '1') {
      const embedded = await startProduct(join(work, 'data'), BENCH_ENV);
      try {
        print(
          crowdRows(
            'PGlite',
            await benchUserListCrowd(embedded.url, await loginToken(embedded.url, 'sysadmin'), { users: USERS }),
          ),
        );
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
        const label = redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL';
        const token = await loginToken(server.url, 'sysadmin');
        await changeInitialPassword(server.url, token);
        print(crowdRows(label, await benchUserListCrowd(server.url, token, { users: USERS })));
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('user-list-load-run.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
