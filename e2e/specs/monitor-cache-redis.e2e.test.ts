import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startE2e } from '../support/browser';
import { freePort } from '../support/server-process';
import { loginAs, settled, shot } from '../support/session';
import { setBodyWidth } from '../support/shell';

// The cache monitor and list with REDIS_URL: the same pages show Redis INFO and the keys Redis
// holds (the in-process cache is covered by monitor-cache.e2e.test.ts).

/** A drawn chart: its SVG holds filled shapes (sectors, bars, the dial), not only axes. */
async function chartDrawn(page: Page, label: string): Promise<number> {
  const shapes = page.getByRole('img', { name: label, exact: true }).locator('svg path:not([fill="none"])');
  await expect.poll(() => shapes.count(), { timeout: 15_000 }).toBeGreaterThan(2);
  return shapes.count();
}

/** A redis-server of this spec's own on a free port, keeping nothing on disk. */
async function privateRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        }),
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

describe('cache monitor on Redis', () => {
  it('shows Redis INFO, its command statistics and memory, and lists the sessions kept in Redis', async () => {
    const redis = await privateRedis();
    const r = await startE2e({ env: { REDIS_URL: redis.url } });
    try {
      await loginAs(r, 'admin');
      await r.page.goto(r.url('/monitor/cache'));
      await r.page.getByText('Redis版本').waitFor();
      expect(await r.page.locator('.ant-descriptions').innerText()).toMatch(/\d+\.\d+\.\d+/);
      expect(await chartDrawn(r.page, '命令统计')).toBeGreaterThan(2);
      expect(await chartDrawn(r.page, '内存信息')).toBeGreaterThan(2);
      await expect
        .poll(() => r.page.getByRole('img', { name: '命令统计', exact: true }).textContent())
        .toMatch(/get|set/);
      await setBodyWidth(r.page, 1440);
      await settled(r.page);
      await shot(r.page, 'monitor-cache-redis-1440');
      await r.page.goto(r.url('/monitor/cacheList'));
      await r.page.getByRole('cell', { name: /用户信息/ }).click();
      const keyRows = r.page.locator('.ant-col').nth(1).locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => keyRows.count()).toBe(1);
    } catch (error) {
      await shot(r.page, 'failed-cache-redis');
      throw error;
    } finally {
      await r.stop();
      await redis.stop();
    }
  });
});
