import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';

/** docs/architecture.md#budgets-and-benchmarks: the login page's JavaScript, as served (compressed), stays within 250 KB. */
const LOGIN_JS_BUDGET_BYTES = 250_000;

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterAll(() => s?.stop());

describe('login page budget', () => {
  it('transfers at most 250 KB of JavaScript, compressed, on a first visit', async () => {
    await s.context.clearCookies();
    const scripts: { url: string; encoding: string; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    s.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
          scripts.push({ url: response.url(), encoding, bytes: sizes.responseBodySize });
        })(),
      );
    });
    const client = await s.context.newCDPSession(s.page);
    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });

    await s.page.goto(s.url('/login'), { waitUntil: 'networkidle' });
    await s.page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    await Promise.all(pending);

    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `login page JavaScript: ${total} bytes in ${scripts.length} files\n${scripts
        .map((script) => `  ${script.bytes}\t${script.encoding}\t${new URL(script.url).pathname}`)
        .join('\n')}`,
    );
    expect(scripts.length).toBeGreaterThan(3);
    // Served precompressed: every script travels as brotli.
    expect(scripts.every((script) => script.encoding === 'br')).toBe(true);
    expect(scripts.some((script) => /\/assets\/login-[\w-]+\.js$/.test(script.url))).toBe(true);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  });
});
