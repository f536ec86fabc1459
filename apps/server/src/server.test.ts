import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEndpoint, emptyAnswer } from '@cbo/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, writeFakeWebDist } from '../test/test-app';
import { handleSignals, startServer } from './server';

const slow = defineEndpoint({ method: 'GET', path: '/test/slow', access: 'public', answer: emptyAnswer });
const dataDir = mkdtempSync(join(tmpdir(), 'cbo-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('graceful shutdown', () => {
  it('lets an in-flight request finish on SIGTERM, refuses new work, then closes the database', async () => {
    writeFakeWebDist(join(dataDir, 'web'));
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await startServer(testConfig(dataDir, { PORT: '0', HOST: '127.0.0.1' }), {
      extraModules: [
        (app) => {
          app.bindEndpoint(slow, async () => {
            entered();
            await released;
            return { msg: 'finished' };
          });
        },
      ],
    });
    const exits: number[] = [];
    const before = [...process.listeners('SIGTERM'), ...process.listeners('SIGINT')];
    handleSignals(server, (code) => exits.push(code));
    const sigterm = process.listeners('SIGTERM').find((listener) => !before.includes(listener));
    expect(sigterm).toBeDefined();

    const inFlight = fetch(`${server.url}/prod-api/test/slow`).then((res) => res.json());
    await handlerEntered;
    (sigterm as (signal: string) => void)('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const late = await fetch(`${server.url}/prod-api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    release();
    expect(await inFlight).toEqual({ code: 200, msg: 'finished' });
    await server.shutdown();
    expect(exits).toEqual([0]);
    await expect(server.database.ping()).rejects.toThrow();
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      for (const listener of process.listeners(signal)) {
        if (!before.includes(listener)) process.removeListener(signal, listener);
      }
    }
  });
});
