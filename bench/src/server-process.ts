import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchProcess {
  url: string;
  /** Resident memory of the whole process group (npm and the server it started), in bytes. */
  rssBytes(): number;
  /** CPU time used so far by the whole process group, in ms. */
  cpuMs(): number;
  /** Milliseconds from spawn until the health URL answered as expected. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Spawns a command in its own process group and waits until `healthPath` answers 200 (and, for
 * the product, reports UP).
 */
export async function spawnUntilHealthy(
  command: string,
  args: string[],
  env: Record<string, string>,
  healthPath: string,
): Promise<BenchProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    // BENCH_LOG=<file> keeps the servers' output (warnings and errors) for a failed run.
    stdio: process.env.BENCH_LOG
      ? ['ignore', openSync(process.env.BENCH_LOG, 'a'), openSync(process.env.BENCH_LOG, 'a')]
      : 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const group = -child.pid;
    process.kill(group, 'SIGTERM');
    await exited;
    // npm exits before the server it started has closed its database: wait for the whole group.
    for (let waited = 0; waited < 30_000; waited += 25) {
      try {
        process.kill(group, 0);
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error(`${command} not healthy after 120 s`);
    }
    try {
      const res = await fetch(url + healthPath);
      const body = (await res.json()) as { data?: { status?: string } };
      if (res.ok && (body.data === undefined || body.data.status === 'UP')) {
        return {
          url,
          readyMs: performance.now() - started,
          stop,
          rssBytes: () => groupRss(child.pid as number),
          cpuMs: () => groupCpuMs(child.pid as number),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** `npm start` (production build, embedded default unless DATABASE_URL is in `env`). */
export function startProduct(dataDir: string, env: Record<string, string> = {}): Promise<BenchProcess> {
  return spawnUntilHealthy('npm', ['start', '--silent'], { DATA_DIR: dataDir, ...env }, '/prod-api/health');
}

/** The /proc entries of a process group's processes, with their stat fields after the name (Linux). */
function* groupProcesses(pgid: number): Generator<{ pid: string; fields: string[] }> {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) yield { pid, fields };
    } catch {
      // the process ended meanwhile
    }
  }
}

/** Sum of VmRSS over the processes of a process group, in bytes. */
export function groupRss(pgid: number): number {
  let total = 0;
  for (const { pid } of groupProcesses(pgid)) {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (kb) total += Number(kb[1]) * 1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU time (user + system) used so far by a process group, in ms (USER_HZ is 100 on Linux). */
export function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const { fields } of groupProcesses(pgid)) ticks += Number(fields[11]) + Number(fields[12]);
  return ticks * 10;
}
