import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { E2eSession } from './browser';

/** Screenshots of the spec files, for people to look at (not compared). */
export const SCREENSHOTS = join(tmpdir(), 'cbo-screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export function shot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Fills the password form as a person does and submits it with Enter. */
export async function fillPasswordLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
}

/** Logs in on the login page and waits for the home page. */
export async function loginAs(s: E2eSession, username: string, password = 'admin123'): Promise<void> {
  await s.page.goto(s.url('/login'));
  await fillPasswordLogin(s.page, username, password);
  await s.page.waitForURL(/\/competition-bak\/index$/);
}

/** The text of the antd message that shows `text`, once it is on screen. */
/** Waits until no antd dialog or popup is still animating in or out, so a click lands where it aims. */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      !document.querySelector(
        '[class*="ant-zoom-"], [class*="ant-fade-"], [class*="ant-move-"], [class*="motion-right-enter"], [class*="motion-right-leave"]',
      ),
  );
}

export async function messageText(page: Page, text: string): Promise<string> {
  const notice = page.locator('.ant-message-notice').filter({ hasText: text }).first();
  await notice.waitFor();
  return (await notice.innerText()).trim();
}

/** The Admin-Token cookie of the browser, if any. */
export async function sessionToken(s: E2eSession): Promise<string | undefined> {
  const cookies = await s.context.cookies(s.server.baseUrl);
  return cookies.find((cookie) => cookie.name === 'Admin-Token')?.value;
}
