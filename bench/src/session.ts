import { type LoadResult, load } from './load';

// A demo user seeded on both databases (admin gets a random password on PostgreSQL).
const DEMO = { username: 'organiser', password: 'admin123' };

/** Logs in once through the API (the bench runs the product with APP_CAPTCHA=off). */
export async function loginToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await res.json()) as { code: number; token?: string; msg?: string };
  if (body.code !== 200 || !body.token) throw new Error(`bench login failed: ${body.msg}`);
  return body.token;
}

export interface SessionFigures {
  passwordLogins: LoadResult;
  getInfo: LoadResult;
}

/**
 * Password logins per second (argon2id verification, session creation and a login-log row per
 * attempt) and getInfo requests per second on one session.
 */
export async function benchSession(baseUrl: string): Promise<SessionFigures> {
  const passwordLogins = await load(`${baseUrl}/prod-api/login`, {
    method: 'POST',
    connections: 16,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = await loginToken(baseUrl);
  const getInfo = await load(`${baseUrl}/prod-api/getInfo`, { headers: { authorization: `Bearer ${token}` } });
  return { passwordLogins, getInfo };
}

/** Product processes for the bench: no captcha, no login rate limit (one client IP does all). */
export const BENCH_ENV = { APP_CAPTCHA: 'off', LOGIN_RATE_LIMIT: '0' };
