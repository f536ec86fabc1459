import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `npm start` on `dataDir` and measures the time until /prod-api/health answers UP. */
async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('not healthy after 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/prod-api/health`);
        if (res.ok && ((await res.json()) as { data?: { status?: string } }).data?.status === 'UP') {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export interface ColdStartResult {
  firstStartMs: number;
  coldStartRunsMs: number[];
  coldStartMedianMs: number;
}

/**
 * Cold start of `npm start` on an existing data dir (target under 3 s): the first start creates
 * and seeds the data dir, the measured ones reopen copies of it.
 */
export async function benchColdStart(runs = 5): Promise<ColdStartResult> {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-cold-'));
  try {
    const template = join(work, 'template');
    const firstStartMs = await timeToHealthy(template);
    const coldStartRunsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const dir = join(work, `run-${i}`);
      cpSync(template, dir, { recursive: true });
      coldStartRunsMs.push(await timeToHealthy(dir));
    }
    const sorted = [...coldStartRunsMs].sort((a, b) => a - b);
    return { firstStartMs, coldStartRunsMs, coldStartMedianMs: sorted[Math.floor(sorted.length / 2)] };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
