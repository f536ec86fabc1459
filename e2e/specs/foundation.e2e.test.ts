import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { fillPasswordLogin } from '../support/session';
import { chooseLanguage } from '../support/shell';

let s: E2eSession;
const shots = join(tmpdir(), 'cbo-screenshots');
beforeAll(async () => {
  s = await startE2e();
  mkdirSync(shots, { recursive: true });
});
afterAll(() => s?.stop());

describe('the app served by the real server', () => {
  it('opens the home page from / (after login) with the system name as title and a healthy status', async () => {
    const errors: string[] = [];
    s.page.on('pageerror', (error) => errors.push(error.message));
    await s.page.goto(`${s.server.baseUrl}/`);
    await s.page.waitForURL(/\/competition-bak\/login\?redirect=%2F$/);
    await fillPasswordLogin(s.page, 'admin', 'admin123');
    await s.page.waitForURL(/\/competition-bak\/index$/);
    await expect.poll(() => s.page.title()).toContain('创新创业大赛管理系统');
    await s.page.getByText('pglite').first().waitFor();
    await s.page.screenshot({ path: join(shots, 'home-zh.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('loads the app on a deep link and sends an unknown path to the 404 page', async () => {
    const response = await s.page.goto(s.url('/no/such/page'));
    expect(response?.status()).toBe(200);
    await s.page.waitForURL(/\/competition-bak\/404$/);
    await s.page.getByText('404').first().waitFor();
    await s.page.screenshot({ path: join(shots, '404.png') });
  });

  it('answers 404 for a missing asset', async () => {
    const res = await fetch(s.url('/assets/missing-file-abc.js'));
    expect(res.status).toBe(404);
  });

  it('switches to English: texts and the document title follow', async () => {
    await s.page.goto(s.url('/index'));
    await chooseLanguage(s.page, 'English');
    await expect.poll(() => s.page.title()).toContain('innovation and entrepreneurship competition management system');
    await s.page.screenshot({ path: join(shots, 'home-en.png'), fullPage: true });
    await s.page.reload();
    await expect.poll(() => s.page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });
});
