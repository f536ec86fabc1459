import { type getHealth, type Health, ResultCode } from '@cbo/contracts';
import { api, route } from '../http/api';
import { queryKeyOf } from '../http/query-keys';

/** A type-only route: the health badge loads with the login page, so no schema is bundled with it. */
const healthRoute = route<typeof getHealth>('GET', '/health');
export const HEALTH_QUERY_KEY = queryKeyOf(healthRoute);

/** GET /prod-api/health. A part being down answers HTTP 503 with the same envelope, so both are read. */
export async function fetchHealth(): Promise<Health> {
  const body = await api(healthRoute, {
    isToken: false,
    config: { validateStatus: (status) => status === 200 || status === 503 },
  });
  if (body.code !== ResultCode.OK) throw new Error(body.msg);
  return body.data;
}
