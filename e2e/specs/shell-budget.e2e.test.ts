import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs } from '../support/session';

/** docs/architecture.md#budgets-and-benchmarks: the first shell page's JavaScript, as served (compressed), stays within 600 KB. */
const SHELL_JS_BUDGET_BYTES = 600_000;

/**
 * Heavy libraries that only some pages need load with those pages, so later pages cannot break the
 * budget: each is recognised by a string only its own code contains.
 */
const LAZY_LIBRARIES: Record<string, RegExp> = {
  'rich text editor (Quill)': /ql-editor/,
  'API explorer (Swagger UI)': /opblock-summary/,
  'charts (ECharts)': /echarts/i,
  'avatar cropper (react-easy-crop)': /reactEasyCrop/,
};

let s: E2eSession;
beforeAll(async () => {
  s = await startE2e();
});
afterAll(() => s?.stop());

describe('first shell page budget', () => {
  it('transfers at most 600 KB of JavaScript, compressed, for the home page inside the layout', async () => {
    await loginAs(s, 'admin');
    const client = await s.context.newCDPSession(s.page);
    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: { url: string; bytes: number; text: string }[] = [];
    const pending: Promise<void>[] = [];
    s.page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          scripts.push({ url: response.url(), bytes: sizes.responseBodySize, text: await response.text() });
        })(),
      );
    });

    // A fresh load of the home page, as after a login: the layout, the sidebar and the page.
    await s.page.goto(s.url('/index'), { waitUntil: 'networkidle' });
    await s.page.getByRole('heading', { name: '欢迎，超级管理员' }).waitFor();
    await s.page.getByRole('navigation', { name: '导航菜单' }).waitFor();
    await Promise.all(pending);

    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `first shell page JavaScript: ${total} bytes in ${scripts.length} files\n${scripts
        .map((script) => `  ${script.bytes}\t${new URL(script.url).pathname}`)
        .join('\n')}`,
    );
    expect(scripts.some((script) => /\/assets\/layout-[\w-]+\.js$/.test(script.url))).toBe(true);
    expect(total).toBeLessThanOrEqual(SHELL_JS_BUDGET_BYTES);
    const eager = Object.entries(LAZY_LIBRARIES).flatMap(([library, marker]) =>
      scripts
        .filter((script) => marker.test(script.text))
        .map((script) => `${library} in ${new URL(script.url).pathname}`),
    );
    expect(eager).toEqual([]);
  });

  it('loads Swagger UI only with the API explorer, and its own styles with it', async () => {
    const loaded: string[] = [];
    const onRequest = (request: { url(): string }) => loaded.push(new URL(request.url()).pathname);
    s.page.on('request', onRequest);
    await s.page.goto(s.url('/system/user'), { waitUntil: 'networkidle' });
    expect(loaded.filter((path) => path.includes('swagger-ui'))).toEqual([]);
    await s.page.goto(s.url('/tool/swagger'));
    await s.page.locator('.swagger-ui .info').waitFor();
    s.page.off('request', onRequest);
    expect(loaded.some((path) => /\/assets\/swagger-ui-es-bundle-[\w-]+\.js$/.test(path))).toBe(true);
    expect(loaded.some((path) => /\/assets\/swagger-ui-[\w-]+\.css$/.test(path))).toBe(true);
  });
});
