import type { Endpoint, ScopeKind } from '@cbo/contracts';
import * as contracts from '@cbo/contracts';
import { expect } from 'vitest';

type Method = Endpoint['method'];
/** One call as the narrow-scope caller, answering the parsed envelope's code. */
export type ScopedCall = (method: Method, url: string, payload?: object) => Promise<{ code: number }>;

/** Every descriptor in the contracts that names the scope. */
export function scopedEndpoints(kind: ScopeKind): Endpoint[] {
  return (Object.values(contracts) as unknown[]).filter(
    (value): value is Endpoint =>
      typeof value === 'object' && value !== null && 'path' in value && (value as Endpoint).scope === kind,
  );
}

/** The path parameters of a descriptor (`/system/user/:userId` -> `userId`). */
export function pathParams(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

/**
 * The generic out-of-scope check (docs/architecture.md#security-rules): every by-id and batch route
 * of the scope is called with ids outside the caller's scope (a batch mixes one inside with one
 * outside) and with an id that names nothing; each must answer 403. `outside` names an
 * out-of-scope value per path parameter; a scoped route whose parameter is missing there fails, so
 * a new route cannot slip past the check. `bodies` gives a valid body to routes that need one
 * (keyed `METHOD /path`), so the scope check is reached rather than the body's validation.
 */
export async function expectByIdRoutesRefuseOutside(
  kind: ScopeKind,
  outside: Record<string, string>,
  call: ScopedCall,
  bodies: Record<string, object> = {},
): Promise<Endpoint[]> {
  const byId = scopedEndpoints(kind).filter((endpoint) => pathParams(endpoint).length > 0);
  expect(byId.length).toBeGreaterThan(0);
  const missing = byId.flatMap((endpoint) => pathParams(endpoint).filter((param) => !(param in outside)));
  expect(missing).toEqual([]);
  for (const endpoint of byId) {
    const route = `${endpoint.method} ${endpoint.path}`;
    const path = endpoint.path.replace(/:(\w+)/g, (_whole, param: string) => outside[param]);
    const body = bodies[route];
    expect({ route, code: (await call(endpoint.method, path, body)).code }).toEqual({ route, code: 403 });
    // An id that names nothing reads the same as one outside the scope.
    const unknown = await call(endpoint.method, endpoint.path.replace(/:\w+/g, '999999999'), body);
    expect({ route, code: unknown.code }).toEqual({ route, code: 403 });
  }
  return byId;
}
