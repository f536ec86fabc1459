import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eSession, startE2e } from '../support/browser';
import { shot } from '../support/session';

// SMS login switched on; in test mode the server's log provider writes each SMS to DATA_DIR/sms-outbox.jsonl.
let s: E2eSession;
beforeAll(async () => {
  s = await startE2e({ configs: { 'sys.account.smsLoginEnabled': 'true' } });
});
afterAll(() => s?.stop());

/** Where the request client says a call failed: an error message or an error notification. */
const REFUSAL = '.ant-message-notice-error, .ant-notification-notice';

interface OutboxLine {
  at: string;
  mobile: string;
  purpose: string;
  template: string;
  params: { code?: string };
}

function outbox(): OutboxLine[] {
  const file = join(s.server.dataDir, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

describe('SMS login in the browser', () => {
  it('sends a code to the mobile and logs in with it', async () => {
    await s.page.goto(s.url('/login'));
    await s.page.getByRole('tab', { name: '短信验证码登录' }).click();
    await s.page.getByRole('textbox', { name: '手机号码' }).fill(' 13800000002 ');
    await s.page.getByRole('button', { name: '获取验证码' }).click();

    // Either the countdown starts or the request client shows why the code was not sent.
    const outcome = await Promise.race([
      s.page
        .getByRole('button', { name: /\d+ 秒后重新获取/ })
        .waitFor()
        .then(() => 'sent'),
      s.page
        .locator(REFUSAL)
        .first()
        .waitFor()
        .then(async () => `not sent: ${await s.page.locator(REFUSAL).first().innerText()}`),
    ]);
    expect(outcome).toBe('sent');
    await expect
      .poll(() => outbox().filter((line) => line.mobile === '13800000002' && line.purpose === 'login_code'))
      .toHaveLength(1);
    const code = outbox().find((line) => line.mobile === '13800000002')?.params.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await shot(s.page, 'login-sms-1366');

    await s.page.getByRole('textbox', { name: '短信验证码' }).fill(code);
    await s.page.getByRole('textbox', { name: '短信验证码' }).press('Enter');
    await s.page.waitForURL(/\/competition-bak\/index$/);
    await s.page.getByRole('heading', { name: '欢迎，大赛组织者' }).waitFor();
  });
});
