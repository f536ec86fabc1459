import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const get = async (url: string, token = admin) =>
  (await t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: bearer(token) })).json();

describe('server monitor', () => {
  it('answers CPU, memory, the Node.js process, the system and the disks with sane figures', async () => {
    const { code, data } = await get('/monitor/server');
    expect(code).toBe(200);
    const { cpu, mem, jvm, sys, sysFiles } = data;
    expect(cpu.cpuNum).toBeGreaterThanOrEqual(1);
    const shares = cpu.sys + cpu.used + cpu.wait + cpu.free;
    expect(shares).toBeGreaterThan(95);
    expect(shares).toBeLessThan(105);
    expect(mem.total).toBeGreaterThan(0);
    expect(mem.used + mem.free).toBeCloseTo(mem.total, 1);
    expect(mem.usage).toBeGreaterThan(0);
    expect(mem.usage).toBeLessThanOrEqual(100);

    expect(jvm).toMatchObject({ name: 'Node.js', version: process.version, pid: process.pid });
    expect(jvm.used).toBeGreaterThan(0);
    expect(jvm.used).toBeLessThanOrEqual(jvm.total);
    expect(jvm.max).toBeGreaterThanOrEqual(jvm.total);
    expect(jvm.rss).toBeGreaterThan(jvm.used);
    expect(jvm.runTime).toBeGreaterThanOrEqual(0);
    expect(jvm.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(jvm.eventLoop.p99).toBeGreaterThanOrEqual(jvm.eventLoop.p50);
    expect(jvm.eventLoop.max).toBeGreaterThanOrEqual(jvm.eventLoop.min);

    expect(sys.computerName).not.toBe('');
    expect(sys.osArch).toBe(process.arch);
    expect(sysFiles.length).toBeGreaterThanOrEqual(1);
    expect(sysFiles[0]).toMatchObject({ dirName: t.config.dataDir, typeName: 'data' });
    for (const disk of sysFiles) {
      expect(disk.total).toMatch(/^\d+(\.\d)? (KB|MB|GB)$/);
      expect(disk.usage).toBeGreaterThanOrEqual(0);
      expect(disk.usage).toBeLessThanOrEqual(100);
    }
  });

  it('is refused without the server permission', async () => {
    expect((await get('/monitor/server', await loginAs(t.app, 'expert'))).code).toBe(403);
  });
});
