import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { loginAs, sessionToken, shot } from '../support/session';
import { pageTitled } from '../support/shell';

// The API explorer (系统接口, tool/swagger, tool:swagger:list): Swagger UI over the server's OpenAPI
// document inside the layout, loaded only when opened, calling the API with the user's token.

let s: E2eSession;
const pageErrors: string[] = [];
// The server's content security policy: the login page, the shell and Swagger UI run under it.
const policyViolations: string[] = [];
beforeAll(async () => {
  s = await startE2e();
  await s.page.setViewportSize({ width: 1440, height: 900 });
  s.page.on('pageerror', (error) => pageErrors.push(error.message));
  s.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  await loginAs(s, 'admin');
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await shot(s.page, `failed-swagger-${context.task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await s?.stop();
  expect(pageErrors).toEqual([]);
  expect(policyViolations).toEqual([]);
});

describe('the API explorer', () => {
  it('loads Swagger UI only when opened, and calls a login-only endpoint with the current token', async () => {
    const scripts: string[] = [];
    s.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await s.page.goto(s.url('/index'));
    await pageTitled(s.page, '首页');
    expect(scripts.some((path) => path.includes('swagger-ui'))).toBe(false);

    await s.page.goto(s.url('/tool/swagger'));
    await pageTitled(s.page, '系统接口');
    const ui = s.page.locator('.cbo-swagger__ui .swagger-ui');
    await ui
      .locator('.info .title', { hasText: 'innovation and entrepreneurship competition management system API' })
      .waitFor();
    expect(scripts.some((path) => /\/assets\/swagger-ui-es-bundle-[\w-]+\.js$/.test(path))).toBe(true);

    // GET /prod-api/getInfo needs a login: open its group and the operation, "Try it out", "Execute".
    await ui.locator('.opblock-tag[data-tag="getInfo"]').click();
    const operation = ui.locator('.opblock-get', { has: s.page.locator('[data-path="/prod-api/getInfo"]') });
    await operation.locator('.opblock-summary-control').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    const [request] = await Promise.all([
      s.page.waitForRequest((sent) => new URL(sent.url()).pathname === '/prod-api/getInfo'),
      operation.getByRole('button', { name: 'Execute' }).click(),
    ]);
    expect(request.headers().authorization).toBe(`Bearer ${await sessionToken(s)}`);
    const cookie = (await s.context.cookies(s.server.baseUrl)).find((entry) => entry.name === 'Admin-Token');
    expect(cookie).toMatchObject({ sameSite: 'Strict', httpOnly: false });
    const body = operation.locator('.responses-wrapper .live-responses-table .response-col_description pre').first();
    await body.waitFor();
    const answer = JSON.parse(await body.innerText()) as { code: number; user?: { userName: string } };
    expect(answer.code).toBe(200);
    expect(answer.user?.userName).toBe('admin');
    expect(await operation.locator('.live-responses-table tbody .response-col_status').first().innerText()).toBe('200');
    await shot(s.page, 'api-explorer');
  });
});
