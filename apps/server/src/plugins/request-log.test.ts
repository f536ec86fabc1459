import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', APP_CAPTCHA: 'off' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('masks ID and mobile numbers searched for in the query string', async () => {
    const token = await loginAs(t.app, 'admin');
    const answer = await t.app.inject({
      url: '/prod-api/comp/application/list?idNumber=44010619900307123X&leaderMobile=13800138000',
      headers: bearer(token),
    });
    expect(answer.json().code).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('idNumber=440106********123X');
    expect(logged).toContain('leaderMobile=138****8000');
    expect(logged).not.toContain('19900307');
    expect(logged).not.toContain('13800138000');
  });
});
