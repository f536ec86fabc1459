import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';

/** Logs in through the API (captcha off) and answers the token, failing loudly otherwise. */
export async function loginAs(app: FastifyInstance, username: string, password = 'admin123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password } });
  const body = res.json();
  if (body.code !== 200) throw new Error(`login of ${username} failed: ${body.msg}`);
  return body.token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function setConfigValue(database: Database, key: string, value: string): Promise<void> {
  await database.exec().execute(sql`update sys_config set config_value = ${value} where config_key = ${key}`);
}

export async function rows<T = Record<string, unknown>>(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  const result = (await database.exec().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
