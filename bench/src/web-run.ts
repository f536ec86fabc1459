// `npm run bench:web -w @cbo/bench`: only the browser figures (the whole `npm run bench` prints them too).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from './server-process';
import { BENCH_ENV, loginToken } from './session';
import { type BrowserFigures, benchBrowser } from './web-browser';

export function browserRows(figures: BrowserFigures): Array<[string, string, string]> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const runs = (ms: number[]) => `runs ${ms.join(', ')} ms`;
  return [
    [
      'web: login page JavaScript transferred',
      kb(figures.login.scriptBytes),
      `${figures.login.scripts} files; budget 250 KB`,
    ],
    [
      'web: first shell page (/index) JavaScript transferred',
      kb(figures.shell.scriptBytes),
      `${figures.shell.scripts} files; budget 600 KB`,
    ],
    ['web: login form usable, cold (median of 5)', `${figures.login.medianMs} ms`, runs(figures.login.usableMs)],
    ['web: /index usable, cold (median of 5)', `${figures.shell.medianMs} ms`, runs(figures.shell.usableMs)],
  ];
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'cbo-bench-web-'));
  const server = await startProduct(join(work, 'data'), BENCH_ENV);
  try {
    const figures = await benchBrowser(server.url, await loginToken(server.url));
    for (const [name, value, note] of browserRows(figures))
      console.log(`${name.padEnd(58)} ${value.padStart(16)}  ${note}`);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('web-run.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
