import type { FastifyInstance } from 'fastify';

/** Logs an entrant in through the portal (POST /portal/login) and answers the portal token. */
export async function entrantToken(app: FastifyInstance, username = 'entrant', password = 'admin123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/prod-api/portal/login', payload: { username, password } });
  const body = res.json();
  if (body.code !== 200) throw new Error(`portal login of ${username} failed: ${body.msg}`);
  return body.token;
}
