import { type Health, ResultCode } from '@cbo/contracts';
import { type DataEnvelope, http } from '../http/http-client';

export const HEALTH_QUERY_KEY = ['health'] as const;
/** `getHealth.path`, written out so the zod schemas of the descriptor stay out of the bundle. */
export const HEALTH_PATH = '/health';

/** GET /prod-api/health. A part being down answers HTTP 503 with the same envelope, so both are read. */
export async function fetchHealth(): Promise<Health> {
  const body = await http.get<DataEnvelope<Health>>(HEALTH_PATH, {
    headers: { isToken: false },
    validateStatus: (status) => status === 200 || status === 503,
  });
  if (body.code !== ResultCode.OK) throw new Error(body.msg);
  return body.data;
}
