import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { startProduct } from './server-process';

export interface ColdStartResult {
  firstStartMs: number;
  runsMs: number[];
  medianMs: number;
}

/**
 * Cold start of `npm start` on an existing data dir to a healthy /prod-api/health (target under
 * 3 s): the first start creates and seeds `template`, the measured ones reopen copies of it.
 */
export async function benchColdStart(work: string, template: string, runs = 5): Promise<ColdStartResult> {
  const first = await startProduct(template);
  await first.stop();
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = join(work, `cold-${i}`);
    cpSync(template, dir, { recursive: true });
    const server = await startProduct(dir);
    runsMs.push(server.readyMs);
    await server.stop();
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { firstStartMs: first.readyMs, runsMs, medianMs: sorted[Math.floor(sorted.length / 2)] };
}
